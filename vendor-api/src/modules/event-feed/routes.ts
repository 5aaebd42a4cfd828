import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { EVENT_FEED_LIMIT_MAX, LIVE_RESOURCE_PAGES, LIVE_RESOURCES } from "#rules";
import type { AppContext } from "../../context";
import { defineRoute } from "../../protocol/route";
import { isoDateTime } from "../tenant/schemas";
import { readEventFeed } from "./service";

const eventSchema = z.object({
  id: z.int().describe("The event's id: the cursor order"),
  type: z.string().describe("A webhook event type, or an internal one (COUPON_JOB_PROGRESS, ORDER_UPDATED)"),
  resourceType: z.enum(LIVE_RESOURCES),
  resourceId: z.string(),
  data: z.record(z.string(), z.unknown()).describe("The resource's fields, as a webhook's payload carries them"),
  createTime: isoDateTime(),
});

/** The outbox feed live subscriptions read (docs/system-contract.md section 13). */
export function registerEventFeedRoutes(app: FastifyInstance, context: AppContext): void {
  defineRoute(app, {
    method: "POST",
    url: "/system/events/feed",
    auth: "operator",
    // Any page that lists a live resource; the answer holds only the resources the session may list.
    access: LIVE_RESOURCES.map((resource) => ({ page: LIVE_RESOURCE_PAGES[resource] })) as [
      { page: (typeof LIVE_RESOURCE_PAGES)[keyof typeof LIVE_RESOURCE_PAGES] },
    ],
    readsAccess: true,
    tag: "webhook",
    summary:
      "The tenant's outbox events after a cursor, oldest first, only of the resources the session may list; " +
      "without `after`, none and the cursor to start from",
    body: z.object({
      after: z.int().min(0).nullish().describe("The previous answer's `last`; absent: start now"),
      limit: z
        .int()
        .min(1)
        .max(EVENT_FEED_LIMIT_MAX)
        .nullish()
        .describe(`At most ${EVENT_FEED_LIMIT_MAX}; 100 when absent`),
      resourceTypes: z.array(z.enum(LIVE_RESOURCES)).max(LIVE_RESOURCES.length).nullish().describe("Absent: all"),
    }),
    result: z.object({
      list: z.array(eventSchema),
      last: z.int().describe("The cursor for the next call: the last event answered, or `after` when none"),
    }),
    handler: ({ body, session }) => readEventFeed(context.db, session, body),
  });
}
