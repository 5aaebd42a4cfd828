/**
 * Where a test's vendor API keeps its data: in-memory PGlite by default; with TEST_DATABASE_URL (postgres://…) a
 * fresh database `vt_<random>` created on that server for the test file and dropped afterwards.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";

export interface TestDatabase {
  dataDir: string;
  databaseUrl?: string;
  drop(): Promise<void>;
}

async function onServer<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { dataDir: "memory://", drop: async () => {} };
  const name = `vt_${randomBytes(6).toString("hex")}`;
  await onServer(serverUrl, (client) => client.query(`create database ${name}`));
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${name}`;
  return {
    dataDir: "memory://",
    databaseUrl: databaseUrl.toString(),
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
