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
      onServer(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`)).then(() => {}),
  };
}
