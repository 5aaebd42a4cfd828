import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../context";
import { pageInput, pageResult } from "../../protocol/page";
import { defineRoute } from "../../protocol/route";
import { orderDetailSchema, orderListInput, orderListItemSchema } from "./schemas";
import { findOrder, listOrders } from "./service";
import { resendConfirmation } from "./resend";

const TAG = "order";

export function registerOrderRoutes(app: FastifyInstance, { db, secrets, now, listCountLimit }: AppContext): void {
  defineRoute(app, {
    method: "POST",
    url: "/order/list",
    auth: "operator",
    access: [{ page: "order_list" }],
    tag: TAG,
    summary:
      "Orders, filtered and sorted (default: newest first); 20001 for a malformed card last 4, phone or date range",
    body: orderListInput.extend(pageInput),
    result: pageResult(orderListItemSchema),
    handler: ({ body, session }) => listOrders(db, session.tenantId, body, listCountLimit),
  });

  defineRoute(app, {
    method: "GET",
    url: "/order/find",
    auth: "operator",
    access: [{ page: "order_detail" }, { cmd: "/refund/add" }],
    tag: TAG,
    summary: "One order: contact, channel, creator, times, totals, lines, payments, tickets, refunds and history",
    query: z.object({ id: z.int() }),
    result: orderDetailSchema,
    handler: ({ query, session }) => findOrder(db, secrets, session.tenantId, query.id),
  });

  defineRoute(app, {
    method: "POST",
    url: "/order/resend",
    auth: "operator",
    access: [{ cmd: "/order/resend" }],
    tag: TAG,
    summary:
      "Queue the order's confirmation again to its contact e-mail, with each ticket's signed code; 20430 within a " +
      "minute of the last resend (params seconds), 20431 no contact e-mail",
    body: z.object({ id: z.int() }),
    result: z
      .object({ sentTo: z.string(), queuedAt: z.string() })
      .describe("Where the confirmation went and when it was queued"),
    handler: ({ body, session }) => resendConfirmation(db, secrets, session, body.id, now()),
  });
}
