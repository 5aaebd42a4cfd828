/**
 * A span for each SQL statement a traced request runs, on both drivers (docs/system-contract.md, "Tracing"): its text
 * as the driver receives it, with `$n` placeholders, never the values bound to them (a password's hash, a secret's
 * ciphertext, a contact's name). Statements outside a traced request (start-up, the workers) make no span.
 */
import type { PGlite, Transaction } from "@electric-sql/pglite";
import { ATTR_DB_OPERATION_NAME, ATTR_DB_QUERY_TEXT, ATTR_DB_SYSTEM_NAME } from "@opentelemetry/semantic-conventions";
import type pg from "pg";
import { SpanKind, SpanStatusCode, type Span, type Tracing } from "#tracing";

type Query = (...args: unknown[]) => unknown;

/**
 * The first keyword, and the table a write names first (`INSERT orders`, `UPDATE inventories`); a read is `SELECT`
 * alone, since its first FROM may be a sub-query's.
 */
function spanName(text: string): { name: string; operation: string } {
  const operation = (/^\s*([a-z]+)/i.exec(text)?.[1] ?? "SQL").toUpperCase();
  const table = /^\s*(?:insert\s+into|update|delete\s+from)\s+"?([a-z_][a-z0-9_]*)"?/i.exec(text)?.[1];
  return { name: table ? `${operation} ${table}` : operation, operation };
}

function startStatement(tracing: Tracing, statement: unknown): Span | undefined {
  const text = typeof statement === "string" ? statement : (statement as { text?: unknown } | null)?.text;
  if (typeof text !== "string") return undefined;
  const { name, operation } = spanName(text);
  return tracing.startChild(name, SpanKind.CLIENT, {
    [ATTR_DB_SYSTEM_NAME]: "postgresql",
    [ATTR_DB_OPERATION_NAME]: operation,
    [ATTR_DB_QUERY_TEXT]: text,
  });
}

/** `query` traced: the span ends when the promise it returns settles. */
function traced(tracing: Tracing, query: Query): Query {
  return function (this: unknown, ...args: unknown[]) {
    const span = startStatement(tracing, args[0]);
    if (!span) return query.apply(this, args);
    const ended = (error?: unknown) => {
      // The driver's message names the statement's fault (a constraint, a syntax error), never its values.
      if (error) span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).message });
      span.end();
    };
    try {
      return (query.apply(this, args) as Promise<unknown>).then(
        (result) => (ended(), result),
        (error: unknown) => {
          ended(error);
          throw error;
        },
      );
    } catch (error) {
      ended(error);
      throw error;
    }
  };
}

/**
 * node-postgres: the pool's `query` (a statement outside a transaction), traced where it is called, since the pool may
 * hand it a connection from another request's callback; and each connection's `query` called with a promise (a
 * transaction's statements; the pool's own calls pass a callback and are already traced).
 */
export function tracePostgresStatements(pool: pg.Pool, tracing: Tracing): void {
  pool.query = traced(tracing, pool.query as Query) as typeof pool.query;
  pool.on("connect", (client) => {
    const query = client.query as Query;
    const tracedQuery = traced(tracing, query);
    client.query = function (this: unknown, ...args: unknown[]) {
      const callback = args.some((arg) => typeof arg === "function");
      return (callback ? query : tracedQuery).apply(this, args);
    } as typeof client.query;
  });
}

/** PGlite: its `query`, and the `query` of each transaction it opens. */
export function tracePgliteStatements(client: PGlite, tracing: Tracing): void {
  client.query = traced(tracing, client.query as Query) as typeof client.query;
  const transaction = client.transaction.bind(client);
  client.transaction = <T>(work: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      tx.query = traced(tracing, tx.query as Query) as typeof tx.query;
      return work(tx);
    });
}
