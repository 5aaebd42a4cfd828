import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../context";
import { pageInput, pageResult } from "../../protocol/page";
import { defineRoute } from "../../protocol/route";
import { orderDetailSchema, orderListInput, orderListItemSchema } from "./schemas";
import { findOrder, listOrders } from "./service";

const TAG = "order";

export function registerOrderRoutes(app: FastifyInstance, { db, secrets, listCountLimit }: AppContext): void {
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
}
