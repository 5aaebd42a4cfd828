/**
 * Where a test's vendor API keeps its data: in-memory PGlite by default; with TEST_DATABASE_URL (postgres://…) a
 * fresh database `vt_<random>` created on that server for the test file and dropped afterwards: empty, or a copy of
 * the run's seeded template (tests/support/vendor-api-template.ts).
 */
import { randomBytes } from "node:crypto";
import { inject } from "vitest";
import { onServer } from "../../support/postgres";

export interface TestDatabase {
  dataDir: string;
  databaseUrl?: string;
  /** Whether the database is a copy of the run's seeded template (its secrets need TEMPLATE_SECRETS_KEY). */
  seeded: boolean;
  drop(): Promise<void>;
}

export async function createTestDatabase(options: { seeded?: boolean } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { dataDir: "memory://", seeded: false, drop: async () => {} };
  const name = `vt_${randomBytes(6).toString("hex")}`;
  const template = options.seeded ? inject("vendorApiDatabaseTemplate") : "";
  await onServer(serverUrl, (client) =>
    client.query(`create database ${name}${template ? ` template ${template}` : ""}`),
  );
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${name}`;
  return {
    dataDir: "memory://",
    databaseUrl: databaseUrl.toString(),
    seeded: Boolean(template),
    drop: () =>
      onServer(serverUrl, async (client) => {
        // pg's Pool.end() resolves before its sockets have closed: wait for them to leave, so that the forced drop
        // below only ends connections a test really left open.
        for (let waited = 0; waited < 5_000; waited += 50) {
          const { rows } = await client.query("select count(*)::int as n from pg_stat_activity where datname = $1", [
            name,
          ]);
          if (rows[0].n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        await client.query(`drop database if exists ${name} with (force)`);
      }),
  };
}
