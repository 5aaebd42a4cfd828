import { z } from "zod";
import type { LiveResource } from "#rules";
import { upstream } from "../../rest/upstream-call";

/** One row of the vendor API's outbox feed (docs/system-contract.md section 13). */
export const liveEventSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  resourceType: z.string(),
  resourceId: z.union([z.string(), z.number()]).transform(String),
  data: z.record(z.string(), z.unknown()),
  createTime: z.string(),
});
export type LiveEvent = z.infer<typeof liveEventSchema>;

export const readEventFeed = upstream<{
  after?: number;
  limit?: number;
  resourceTypes?: LiveResource[];
}>().post("/system/events/feed", z.object({ list: z.array(liveEventSchema), last: z.number().int() }));
