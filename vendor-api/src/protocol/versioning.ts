import { and, eq, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Db } from "../db/connect";
import { notFound, staleVersion } from "./errors";

type VersionedTable = PgTable & { version: PgColumn };

/**
 * Optimistic concurrency for every editable object: the update applies only when the caller names the version it
 * read, and bumps it. `scope` selects the one row and must include the tenant condition. A row that exists with
 * another version answers 10008; no row at all answers 20404.
 */
export async function updateVersioned<T extends VersionedTable>(
  db: Db,
  table: T,
  scope: SQL | undefined,
  version: number | undefined,
  values: PgUpdateSetSource<T>,
): Promise<T["$inferSelect"]> {
  const [row] =
    version === undefined
      ? []
      : ((await db
          .update(table)
          .set({ ...values, version: sql`${table.version} + 1` } as PgUpdateSetSource<T>)
          .where(and(scope, eq(table.version, version)))
          .returning()) as Array<T["$inferSelect"]>);
  if (row) return row;
  const [existing] = await db
    .select({ version: table.version })
    .from(table as PgTable)
    .where(scope)
    .limit(1);
  throw existing ? staleVersion() : notFound();
}
