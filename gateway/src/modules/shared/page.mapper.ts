import { z } from "zod";
import type { UpstreamPage } from "./page.input";
import type { Page } from "./page.type";

/** A protocol list answer: `{list, total}`. */
export const upstreamListSchema = <S extends z.ZodType>(item: S) =>
  z.object({ list: z.array(item), total: z.number().int(), totalIsLowerBound: z.boolean().optional() });

export function toPage<TUpstream, TItem>(
  result: { list: TUpstream[]; total: number; totalIsLowerBound?: boolean },
  page: UpstreamPage,
  map: (item: TUpstream) => TItem,
): Page<TItem> {
  return {
    items: result.list.map(map),
    total: result.total,
    // Other vendor APIs answer exact totals only (the field is optional in the protocol).
    totalIsLowerBound: result.totalIsLowerBound ?? false,
    page: page.pageNum,
    pageSize: page.pageSize,
  };
}
