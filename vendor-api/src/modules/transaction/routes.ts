import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../context";
import { pageInput, pageResult } from "../../protocol/page";
import { defineRoute } from "../../protocol/route";
import { transactionFilterShape, transactionListItemSchema, transactionSchema } from "./schemas";
import { findTransaction, listTransactions } from "./service";

const TAG = "transaction";

export function registerTransactionRoutes(app: FastifyInstance, { db, listCountLimit, fastPaths }: AppContext): void {
  defineRoute(app, {
    method: "POST",
    url: "/transaction/list",
    auth: "operator",
    access: [{ page: "transaction_list" }],
    tag: TAG,
    summary:
      "Gateway transactions (card, PayPal, Apple Pay payments), newest first; 20001 'Start time must be earlier than " +
      "end time' on dateTo for an empty date range",
    body: z.object({ ...pageInput, ...transactionFilterShape }),
    result: pageResult(transactionListItemSchema),
    handler: ({ body, session }) => listTransactions(db, session.tenantId, body, { listCountLimit, fastPaths }),
  });

  defineRoute(app, {
    method: "GET",
    url: "/transaction/find",
    auth: "operator",
    access: [{ page: "transaction_detail" }],
    tag: TAG,
    summary: "One transaction with every gateway field (card number masked), chargeback, and its order",
    query: z.object({ id: z.int() }),
    result: transactionSchema,
    handler: ({ query, session }) => findTransaction(db, session.tenantId, query.id),
  });
}
