import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../context";
import { pageInput } from "../../protocol/page";
import { defineRoute } from "../../protocol/route";
import { CHARGEBACK_STATUS_LABELS, PAY_STATUS_LABELS, PAYMENT_TYPE_LABELS } from "../sales-shared/codes";
import { registerCsvExport } from "../sales-shared/csv-export";
import { transactionFilterShape, transactionListItemSchema, transactionSchema } from "./schemas";
import { exportTransactions, findTransaction, listTransactions } from "./service";

const TAG = "transaction";

export function registerTransactionRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;
  defineRoute(app, {
    method: "POST",
    url: "/transaction/list",
    auth: "operator",
    tag: TAG,
    summary:
      "Gateway transactions (card, PayPal, Apple Pay payments), newest first; 20001 'Start time must be earlier than " +
      "end time' on dateTo for an empty date range",
    body: z.object({ ...pageInput, ...transactionFilterShape }),
    result: z.object({ list: z.array(transactionListItemSchema), total: z.int() }),
    handler: ({ body, session }) => listTransactions(db, session.tenantId, body),
  });

  defineRoute(app, {
    method: "GET",
    url: "/transaction/find",
    auth: "operator",
    tag: TAG,
    summary: "One transaction with every gateway field (card number masked), chargeback, and its order",
    query: z.object({ id: z.int() }),
    result: transactionSchema,
    handler: ({ query, session }) => findTransaction(db, session.tenantId, query.id),
  });

  registerCsvExport(app, context, {
    url: "/transaction/export",
    tag: TAG,
    summary: "The filtered transactions as CSV, newest first, streamed",
    filename: "transactions",
    query: z.object(transactionFilterShape),
    prepare: (tenantId, query) => exportTransactions(db, tenantId, query),
    columns: (time) => [
      { header: "Create time", value: (row) => time(new Date(row.createTime)) },
      { header: "Transaction ID", value: (row) => row.transactionId },
      { header: "Auth code", value: (row) => row.authCode },
      { header: "Order", value: (row) => row.orderNumber },
      { header: "Payment method", value: (row) => PAYMENT_TYPE_LABELS[row.paymentType] ?? String(row.paymentType) },
      { header: "Card number", value: (row) => row.cardNum },
      { header: "PayPal account", value: (row) => row.paypalAccount },
      { header: "Customer name", value: (row) => row.customerName },
      { header: "Amount", value: (row) => row.amount },
      { header: "Refunded", value: (row) => row.refundedAmount },
      { header: "Error code", value: (row) => row.errorCode },
      { header: "Error message", value: (row) => row.errorMsg },
      { header: "Channel", value: (row) => row.channelName },
      { header: "Pay status", value: (row) => PAY_STATUS_LABELS[row.payStatus] ?? String(row.payStatus) },
      { header: "Chargeback amount", value: (row) => row.chargeBackAmount },
      {
        header: "Chargeback status",
        value: (row) => CHARGEBACK_STATUS_LABELS[row.chargeBackStatus] ?? String(row.chargeBackStatus),
      },
    ],
  });
}
