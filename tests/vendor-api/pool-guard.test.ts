/**
 * The vendor API's PostgreSQL pool when connections die under it, as a PostgreSQL restart does
 * (vendor-api/src/db/pool-guard.ts; docs/system-contract.md, "Production topology"): a connection ended while its
 * client is checked out inside a transaction fails that transaction with a "database unavailable" error, ends nothing,
 * and the pool serves the next statement on a new connection. PostgreSQL only (TEST_DATABASE_URL, as CI sets).
 */
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { guardPoolClients } from "../../vendor-api/src/db/pool-guard";
import { isDatabaseUnavailable } from "../../vendor-api/src/db/unavailable";

const databaseUrl = process.env.TEST_DATABASE_URL;

describe.runIf(databaseUrl)("a PostgreSQL connection that dies while checked out", () => {
  it("fails its transaction as 'database unavailable', ends nothing, and the pool goes on", async () => {
    // One connection: a client the pool kept or lost would block the statement after.
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
    pool.on("error", () => undefined);
    guardPoolClients(pool);
    let client: pg.Client | undefined;
    pool.on("connect", (connected) => (client = connected));
    const db = drizzle({ client: pool });
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    try {
      const failure = await db
        .transaction(async (tx) => {
          const { rows } = await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
          const ended = new Promise((resolve) => client!.once("end", resolve));
          await admin.query("select pg_terminate_backend($1)", [rows[0].pid]);
          // Between two statements, as when PostgreSQL stops mid-transaction: the client hears it on its own.
          await ended;
          await tx.execute(sql`select 1`);
        })
        .then(
          () => undefined,
          (error: unknown) => error,
        );
      expect(isDatabaseUnavailable(failure)).toBe(true);
      expect((await db.execute<{ one: number }>(sql`select 1 as one`)).rows).toEqual([{ one: 1 }]);
    } finally {
      await admin.end();
      await pool.end();
    }
  });
});
