import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../context";
import { pageInput } from "../../protocol/page";
import { defineRoute } from "../../protocol/route";
import {
  entryKindSchema,
  ratesSchema,
  statementEntrySchema,
  statementListInput,
  statementMonthQuery,
  statementSchema,
} from "./schemas";
import { findStatement, listStatementEntries, listStatements } from "./service";

const TAG = "statement";
const OUTSIDE = "a month before the first sold order's or after the current one answers 20404";

export function registerStatementRoutes(app: FastifyInstance, { db }: AppContext): void {
  defineRoute(app, {
    method: "POST",
    url: "/statement/list",
    auth: "operator",
    access: [{ page: "statement" }],
    tag: TAG,
    summary:
      "Monthly statements from the month of the first sold order through the current (open) month, newest first; " +
      "months without activity are listed with their fees",
    body: z.object({ ...pageInput, ...statementListInput }),
    result: z.object({ list: z.array(statementSchema), total: z.int() }),
    handler: ({ body, session }) => listStatements(db, session.tenantId, body),
  });

  defineRoute(app, {
    method: "GET",
    url: "/statement/find",
    auth: "operator",
    access: [{ page: "statement_detail" }],
    tag: TAG,
    summary: `One month's statement with the platform's rates; ${OUTSIDE}`,
    query: statementMonthQuery,
    result: statementSchema.extend({ rates: ratesSchema }),
    handler: ({ query, session }) => findStatement(db, session.tenantId, query.month),
  });

  defineRoute(app, {
    method: "POST",
    url: "/statement/entry/list",
    auth: "operator",
    access: [{ page: "statement_detail" }],
    tag: TAG,
    summary: `The entries of a month's statement (of one kind, or all), by time then id; they add up to its lines; ${OUTSIDE}`,
    body: z.object({ ...pageInput, month: statementMonthQuery.shape.month, kind: entryKindSchema.optional() }),
    result: z.object({ list: z.array(statementEntrySchema), total: z.int() }),
    handler: ({ body, session }) => listStatementEntries(db, session.tenantId, body),
  });
}
