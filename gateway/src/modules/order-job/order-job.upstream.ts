import { z } from "zod";
import { ORDER_JOB_KINDS } from "#rules";
import { upstream } from "../../rest/upstream-call";
import { upstreamListSchema } from "../shared/page.mapper";

const int = z.number().int();

/** The order list's filter as the vendor API takes it (order/order.mapper.ts `toUpstreamOrderQuery`). */
type UpstreamFilter = Record<string, unknown>;

export interface UpstreamSelection {
  orderIds?: number[];
  filter?: UpstreamFilter;
}

export interface UpstreamDeparture {
  tripId: number;
  date: string;
  shift: string | null;
}

export const upstreamPreviewSchema = z.object({ total: int, eligible: int, refund: z.string().nullable() });

export const upstreamJobSchema = z.object({
  id: int,
  kind: z.enum(Object.values(ORDER_JOB_KINDS)),
  state: int,
  total: int,
  succeeded: int,
  failed: int,
  skipped: int,
  pending: int,
  subject: z.string().nullable(),
  departure: z.object({ tripId: int, tripName: z.string(), date: z.string(), shift: z.string().nullable() }).nullable(),
  creator: z.string(),
  createTime: z.string(),
  finishTime: z.string().nullable(),
});

export const upstreamJobItemSchema = z.object({
  orderId: int,
  orderNumber: z.string(),
  state: int,
  reasonKey: z.string().nullable(),
  reason: z.string().nullable(),
});

/** docs/sales-contract.md, "Jobs over many orders". */
export const previewOrderJob = upstream<UpstreamSelection & { kind: string }>().post(
  "/order/job/preview",
  upstreamPreviewSchema,
);
export const addOrderJob = upstream<
  UpstreamSelection & { kind: string; expectedCount: number; subject?: string; text?: string }
>().post("/order/job/add", upstreamJobSchema);
export const findOrderJob = upstream<{ id: number }>().post("/order/job/get", upstreamJobSchema);
export const listOrderJobs = upstream<{ kind?: string; pageNum: number; pageSize: number }>().post(
  "/order/job/list",
  upstreamListSchema(upstreamJobSchema),
);
export const listOrderJobItems = upstream<{ id: number; state?: number; pageNum: number; pageSize: number }>().post(
  "/order/job/items",
  upstreamListSchema(upstreamJobItemSchema),
);
/** docs/catalogue-contract.md section 7. */
export const previewDepartureCancel = upstream<UpstreamDeparture>().post(
  "/departure/cancel/preview",
  upstreamPreviewSchema,
);
export const cancelDeparture = upstream<
  UpstreamDeparture & { expectedCount: number; subject: string; text: string }
>().post("/departure/cancel", upstreamJobSchema);
