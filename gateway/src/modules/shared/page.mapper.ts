import { z } from "zod";
import type { UpstreamPage } from "./page.input";
import type { Page } from "./page.type";

const listSchemas = new WeakMap<z.ZodType, z.ZodType>();
const buildListSchema = <S extends z.ZodType>(item: S) =>
  z.object({ list: z.array(item), total: z.number().int(), totalIsLowerBound: z.boolean().optional() });

/** A protocol list answer: `{list, total}`; built once per item schema (a zod schema costs more to build than to run). */
export function upstreamListSchema<S extends z.ZodType>(item: S): ReturnType<typeof buildListSchema<S>> {
  let schema = listSchemas.get(item);
  if (!schema) listSchemas.set(item, (schema = buildListSchema(item)));
  return schema as ReturnType<typeof buildListSchema<S>>;
}

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
