import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../context";
import { pageInput } from "../../protocol/page";
import { defineRoute } from "../../protocol/route";
import { ORDER_STATE_LABELS, PAYMENT_TYPE_LABELS } from "../sales-shared/codes";
import { registerCsvExport } from "../sales-shared/csv-export";
import { orderDetailSchema, orderFilterShape, orderListInput, orderListItemSchema } from "./schemas";
import { exportOrders, findOrder, listOrders } from "./service";

const TAG = "order";

export function registerOrderRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;
  defineRoute(app, {
    method: "POST",
    url: "/order/list",
    auth: "operator",
    tag: TAG,
    summary:
      "Orders, filtered and sorted (default: newest first); 20001 for a malformed card last 4, phone or date range",
    body: orderListInput.extend(pageInput),
    result: z.object({ list: z.array(orderListItemSchema), total: z.int() }),
    handler: ({ body, session }) => listOrders(db, session.tenantId, body),
  });

  defineRoute(app, {
    method: "GET",
    url: "/order/find",
    auth: "operator",
    tag: TAG,
    summary: "One order: contact, channel, creator, times, totals, lines, payments, tickets, refunds and history",
    query: z.object({ id: z.int() }),
    result: orderDetailSchema,
    handler: ({ query, session }) => findOrder(db, session.tenantId, query.id),
  });

  registerCsvExport(app, context, {
    url: "/order/export",
    tag: TAG,
    summary: "The filtered orders as CSV, newest first, streamed",
    filename: "orders",
    query: z.object(orderFilterShape),
    prepare: (tenantId, query) => exportOrders(db, tenantId, query),
    columns: (time) => [
      { header: "Order", value: (row) => row.orderNumber },
      { header: "Created time", value: (row) => time(new Date(row.createTime)) },
      { header: "Completed time", value: (row) => time(row.completeTime ? new Date(row.completeTime) : null) },
      { header: "Status", value: (row) => ORDER_STATE_LABELS[row.state] ?? String(row.state) },
      { header: "Channel", value: (row) => row.channelName },
      { header: "Customer name", value: (row) => `${row.contactFirstName} ${row.contactLastName}` },
      { header: "E-mail", value: (row) => row.contactEmail },
      // Number first: a cell starting with "+" would be guarded as a formula.
      {
        header: "Phone",
        value: (row) =>
          row.contactPhone
            ? `${row.contactPhone}${row.contactCountryCode ? ` (${row.contactCountryCode})` : ""}`
            : null,
      },
      { header: "Trips", value: (row) => row.tripNames.join("; ") },
      { header: "Order date", value: (row) => row.orderDate },
      {
        header: "Payment method",
        value: (row) => row.paymentTypes.map((type) => PAYMENT_TYPE_LABELS[type] ?? String(type)).join("; "),
      },
      { header: "Card last 4", value: (row) => row.cardLast4 },
      { header: "Total", value: (row) => row.totalAmount },
      { header: "Actually paid", value: (row) => row.payAmount },
      { header: "Refunded", value: (row) => row.refundedAmount },
      { header: "Reschedule fee", value: (row) => row.rescheduleFee },
      { header: "Difference price", value: (row) => row.differencePrice },
      { header: "Coupon code", value: (row) => row.couponCode },
      { header: "Tickets", value: (row) => row.ticketNumbers.join(" ") },
    ],
  });
}
