/**
 * Two gaps of node-postgres and drizzle-orm that a PostgreSQL restart under load opens (measured by the `topology`
 * bench part; docs/system-contract.md, "Production topology"):
 *
 * A connection that dies while its client is checked out (inside a transaction, between two statements) makes the
 * client emit 'error'; the pool listens only to its idle clients, so that event ended the process. Each client gets
 * a listener of its own: the statement in progress fails by itself, the next one is refused ("not queryable"), and
 * the pool discards the client when it comes back.
 *
 * drizzle-orm's node-postgres transactions check a client out of the pool and send `begin` before the block that
 * releases it, so a `begin` that fails — the connection died while it sat in the pool, as every one does when
 * PostgreSQL restarts — never gives its client back. Under load each such failure took one of the pool's connections
 * for good; after a PostgreSQL restart the pool was soon empty and the process never recovered. Here a failed `begin`
 * releases its client with the error, which makes the pool discard it.
 */
import type pg from "pg";

const BEGIN = /^\s*begin\b/i;

type Query = (...args: unknown[]) => unknown;

const textOf = (statement: unknown): string =>
  typeof statement === "string" ? statement : String((statement as { text?: unknown } | null)?.text ?? "");

export function guardPoolClients(pool: pg.Pool): void {
  pool.on("connect", (client) => {
    client.on("error", () => undefined);
    const query = client.query.bind(client) as Query;
    client.query = ((...args: unknown[]) => {
      const result = query(...args);
      if (!BEGIN.test(textOf(args[0])) || !(result instanceof Promise)) return result;
      return result.catch((error: unknown) => {
        (client as pg.PoolClient).release(error instanceof Error ? error : new Error(String(error)));
        throw error;
      });
    }) as typeof client.query;
  });
}
