import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../context";
import { pageInput } from "../../protocol/page";
import { defineRoute } from "../../protocol/route";
import { REFUND_PAY_TYPE_LABELS, REFUND_STATE_LABELS } from "../sales-shared/codes";
import { registerCsvExport } from "../sales-shared/csv-export";
import { refundListItemSchema } from "../sales-shared/schemas";
import { refundActionInput, refundAddInput, refundFilterShape, refundOrderSchema } from "./schemas";
import { addRefund } from "./add";
import { exportRefunds } from "./export";
import { findRefund } from "./find";
import { listRefunds } from "./list";
import { REFUND_ACTIONS, REFUND_TRANSITIONS } from "./states";
import { transitionRefund } from "./transition";

const TAG = "refund";

export function registerRefundRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;
  defineRoute(app, {
    method: "POST",
    url: "/refund/list",
    auth: "operator",
    tag: TAG,
    summary: "Refund orders, newest first; filter by state (All: no state) and order",
    body: z.object({ ...pageInput, ...refundFilterShape }),
    result: z.object({ list: z.array(refundListItemSchema), total: z.int() }),
    handler: ({ body, session }) => listRefunds(db, session.tenantId, body),
  });

  defineRoute(app, {
    method: "GET",
    url: "/refund/find",
    auth: "operator",
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
      tag: TAG,
      summary:
        `${transition.summary}: state ${transition.from.join(", ")} → ${transition.to} ` +
        "(version: 10008 when stale, checked first; 20409 from any other state)",
      body: refundActionInput,
      result: refundOrderSchema,
      handler: ({ body, session }) => transitionRefund(db, session, action, body),
    });
  }

  registerCsvExport(app, context, {
    url: "/refund/export",
    tag: TAG,
    summary: "The filtered refund orders as CSV, newest first, streamed",
    filename: "refund-orders",
    query: z.object(refundFilterShape),
    prepare: (tenantId, query) => exportRefunds(db, tenantId, query),
    columns: (time) => [
      { header: "Refund order", value: (row) => row.refundNumber },
      { header: "Order", value: (row) => row.orderNumber },
      { header: "Created time", value: (row) => time(new Date(row.createTime)) },
      { header: "Created by", value: (row) => row.applyPersonName },
      { header: "Status", value: (row) => REFUND_STATE_LABELS[row.state] ?? String(row.state) },
      { header: "Refund type", value: (row) => REFUND_PAY_TYPE_LABELS[row.payType] ?? String(row.payType) },
      { header: "Amount", value: (row) => row.amount },
      { header: "Fee", value: (row) => row.fee },
      { header: "Tickets", value: (row) => row.ticketCodes.join(" ") },
      { header: "Checked by", value: (row) => row.checkBy },
      { header: "Check time", value: (row) => time(row.checkTime ? new Date(row.checkTime) : null) },
    ],
  });
}
