/**
 * Raw SQL, for what the query builder cannot say: a lateral join, a window over a report, a catalogue read. Lists
 * read through db/list-query.ts and everything else through drizzle's builder; this is the third way, kept to one helper.
 */
import type { SQL } from "drizzle-orm";
import type { Db } from "./connect";

/** Rows of a raw query, whichever driver runs it (PGlite and node-postgres both answer `{rows}`). */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
