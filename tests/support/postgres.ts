/** One statement batch on a PostgreSQL server (TEST_DATABASE_URL), on a connection of its own. */
import pg from "pg";

export async function onServer<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
