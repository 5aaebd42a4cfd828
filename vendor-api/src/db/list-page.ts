/**
 * Pieces of every large list (docs/scale-contract.md section 3): a total that does not count the whole tenant, and a
 * page read as ids first (from the sort's index) and rows second, so a deep page skips index entries, not rows.
 */
import { sql } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import type { Db } from "./connect";

/** The default limit: a pager shows "10,000+" beyond it. */
export const LIST_COUNT_LIMIT = 10_000;

export interface ListTotal {
  total: number;
  totalIsLowerBound: boolean;
}

/**
 * Exact up to `limit`; above it `limit` with `totalIsLowerBound`, so a page of a 100 000-order list costs what a page of
 * a small one does. `matching`: the list's rows as a dynamic select (`db.select({one: sql`1`}).from(…).where(…).$dynamic()`). */
export async function cappedCount(db: Db, matching: PgSelect, limit: number): Promise<ListTotal> {
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(matching.limit(limit + 1).as("matching"));
  const counted = Number(total);
  return counted > limit ? { total: limit, totalIsLowerBound: true } : { total: counted, totalIsLowerBound: false };
}

/** The rows of a page in the order of its ids (a `where id in (…)` answers in any order). */
export function inIdOrder<Row>(rows: Row[], ids: number[], idOf: (row: Row) => number): Row[] {
  const byId = new Map(rows.map((row) => [idOf(row), row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
