/**
 * Pieces of every large list (docs/scale-contract.md section 3): a total that does not count the whole tenant, and a
 * page read as ids first (from the sort's index) and rows second, so a deep page skips index entries, not rows.
 */
import { sql, type Placeholder } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import type { Db } from "./connect";
import type { Binder } from "./statement-shapes";

/** The default limit: a pager shows "10,000+" beyond it. */
export const LIST_COUNT_LIMIT = 10_000;

/**
 * A list narrowed by a substring (a name, an e-mail, part of a number) counts to a hundredth of the limit (100 by
 * default): a trigram index only narrows its matches, each is checked against the text in its row, so counting 1 000
 * of a common name read 33 000 rows or built a bitmap of all 30 000 matches, 20–60 ms at a million orders. A search
 * that broad shows "100+" and pages on as any lower bound does (docs/scale-contract.md sections 3 and 9).
 */
export const countLimitOf = (countLimit: number, bySubstring: boolean) =>
  bySubstring ? Math.max(1, Math.floor(countLimit / 100)) : countLimit;

export interface ListTotal {
  total: number;
  totalIsLowerBound: boolean;
}

const countOf = (db: Db, matching: PgSelect, limit: number | Placeholder) =>
  db.select({ total: sql<number>`count(*)::int` }).from(matching.limit(limit).as("matching"));

const cappedAt = (counted: number, limit: number): ListTotal =>
  counted > limit ? { total: limit, totalIsLowerBound: true } : { total: counted, totalIsLowerBound: false };

/**
 * Exact up to `limit`; above it `limit` with `totalIsLowerBound`, so a page of a 100 000-order list costs what a page of
 * a small one does. `matching`: the list's rows as a dynamic select (`db.select({one: sql`1`}).from(…).where(…).$dynamic()`). */
export async function cappedCount(db: Db, matching: PgSelect, limit: number): Promise<ListTotal> {
  const [{ total }] = await countOf(db, matching, limit + 1);
  return cappedAt(Number(total), limit);
}

/** `cappedCount`'s statement prepared once for a list's shape (db/statement-shapes.ts), its limit a placeholder. */
export const cappedCountStatement = (db: Db, matching: PgSelect) =>
  countOf(db, matching, sql.placeholder("countLimit")).prepare("");

/** `cappedCountStatement`, prepared when a full page first needs it (a short page tells its total itself). */
export function lazyCountStatement(db: Db, matching: () => PgSelect) {
  let statement: ReturnType<typeof cappedCountStatement> | undefined;
  return () => (statement ??= cappedCountStatement(db, matching()));
}

/** `cappedCount` by its prepared statement, with the list's values. */
export async function cappedCountOf(
  statement: ReturnType<typeof cappedCountStatement>,
  values: Record<string, unknown>,
  limit: number,
): Promise<ListTotal> {
  const [{ total }] = await statement.execute({ ...values, countLimit: limit + 1 });
  return cappedAt(Number(total), limit);
}

/**
 * The total a page tells by itself: a page that came back short (or an empty first page) is the list's end, so the
 * rows before it and on it are all there are, exact at any size. Only a full page, or an empty one past the end,
 * needs `count` (an exact lookup, one row, then costs one query instead of two).
 */
export async function pageTotal(
  page: { pageNum: number; pageSize: number },
  rowsOnPage: number,
  count: () => Promise<ListTotal>,
): Promise<ListTotal> {
  const isEnd = rowsOnPage < page.pageSize && (rowsOnPage > 0 || page.pageNum === 1);
  if (isEnd) return { total: (page.pageNum - 1) * page.pageSize + rowsOnPage, totalIsLowerBound: false };
  return count();
}

const pastTheLimit = new WeakMap<Db, Set<string>>();

/**
 * The count of a list that only grows: a tenant's whole list of orders, transactions or refunds (the vendor API never
 * deletes them, and the whole list has no filter whose value could change). Once it counted past its limit it stays
 * past it, so this process answers the lower bound from then on without counting (docs/scale-contract.md section 9);
 * until then, `count` counts. `list`: the list and tenant (by database handle); `binder`: the request's filters, a
 * filtered list (`Binder.isWholeList` false) is counted each time.
 */
export async function growingCount(
  db: Db,
  list: string,
  binder: Binder,
  limit: number,
  count: () => Promise<ListTotal>,
): Promise<ListTotal> {
  if (!binder.isWholeList) return count();
  let known = pastTheLimit.get(db);
  if (!known) pastTheLimit.set(db, (known = new Set()));
  const key = `${list} ${limit}`;
  if (known.has(key)) return { total: limit, totalIsLowerBound: true };
  const total = await count();
  if (total.totalIsLowerBound) known.add(key);
  return total;
}
