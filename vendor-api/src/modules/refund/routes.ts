import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../context";
import { pageInput, pageResult } from "../../protocol/page";
import { defineRoute } from "../../protocol/route";
import { refundListItemSchema } from "../sales-shared/schemas";
import { refundActionInput, refundAddInput, refundFilterShape, refundOrderSchema } from "./schemas";
import { addRefund } from "./add";
import { findRefund } from "./find";
import { listRefunds } from "./list";
import { REFUND_ACTIONS, REFUND_TRANSITIONS } from "./states";
import { transitionRefund } from "./transition";

const TAG = "refund";

export function registerRefundRoutes(app: FastifyInstance, { db, listCountLimit, fastPaths }: AppContext): void {
  defineRoute(app, {
    method: "POST",
    url: "/refund/list",
    auth: "operator",
    access: [{ page: "refund_order_list" }],
    tag: TAG,
    summary: "Refund orders, newest first; filter by state (All: no state) and order",
    body: z.object({ ...pageInput, ...refundFilterShape }),
    result: pageResult(refundListItemSchema),
    handler: ({ body, session }) => listRefunds(db, session.tenantId, body, { listCountLimit, fastPaths }),
  });

  defineRoute(app, {
    method: "GET",
    url: "/refund/find",
    auth: "operator",
    access: [{ page: "refund_order_detail" }],
    tag: TAG,
    summary: "One refund order: applicant, fee and fee details, payment, tickets, logs (none for cash and wallet)",
    query: z.object({ id: z.int() }),
    result: refundOrderSchema,
    handler: ({ query, session }) => findRefund(db, session.tenantId, query.id),
  });

  defineRoute(app, {
    method: "POST",
    url: "/refund/add",
    auth: "operator",
    access: [{ cmd: "/refund/add" }],
    tag: TAG,
    summary:
      "Start a refund of tickets of a completed or unshipped order against one of its payments: a pending refund " +
      "order; the tickets become refunding (20001 + result.fields when a rule fails, 20409 for an order in another state)",
    body: refundAddInput,
    result: refundOrderSchema,
    handler: ({ body, session }) => addRefund(db, session, body),
  });

  for (const action of REFUND_ACTIONS) {
    const transition = REFUND_TRANSITIONS[action];
    defineRoute(app, {
      method: "POST",
      url: transition.path,
      auth: "operator",
      access: [{ cmd: transition.path }],
      tag: TAG,
      summary:
        `${transition.summary}: state ${transition.from.join(", ")} → ${transition.to} ` +
        "(version: 10008 when stale, checked first; 20409 from any other state)",
      body: refundActionInput,
      result: refundOrderSchema,
      handler: ({ body, session }) => transitionRefund(db, session, action, body),
    });
  }
}
