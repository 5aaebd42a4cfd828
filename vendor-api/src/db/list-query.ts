/**
 * The one way a vendor API list reads a page and its total (docs/scale-contract.md section 3). A list is defined once
 * (`defineList`): its page's select, the rows it counts and how it counts them. Each request binds its filters'
 * values as placeholders (`Binder`), so the list's SQL is rendered once per filter shape and reused
 * (db/statement-shapes.ts); the page is read first and the total only when the page cannot tell it.
 */
import { sql, type SQL } from "drizzle-orm";
import type { PgSelect, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "./connect";
import { Binder, pageCut, StatementShapes, type PageCut } from "./statement-shapes";

/** The paging fields of every list request: a 1-based page number and a page size. */
export interface Page {
  pageNum: number;
  pageSize: number;
}

/** A list's total: exact, or with `totalIsLowerBound` at least `total` (the count stopped there). */
export interface ListTotal {
  total: number;
  totalIsLowerBound: boolean;
}

/** The rows before `page`: offset paging's offset. */
export const rowsBefore = (page: Page) => (page.pageNum - 1) * page.pageSize;

/** The default count limit (`listCountLimit`): a pager shows "10,000+" beyond it. */
export const LIST_COUNT_LIMIT = 10_000;

/**
 * How a list tells its total.
 * - `exact`: every match counted; for a list bounded by what a tenant keeps (its roles, tags, users, trips).
 * - `capped`: exact up to the count limit, then the limit with `totalIsLowerBound`; for a list that grows without
 *   bound (the audit log, a coupon's codes), so its page costs what a small list's does.
 * - `remembered`: `capped`, and a whole list (the tenant alone bound) that once counted past its limit answers the
 *   lower bound from then on without counting, in this process; for a list the vendor API never deletes from (orders,
 *   transactions, refunds). A speed trick: VENDOR_API_FAST_PATHS=off counts each time (docs/scale-contract.md section 4).
 */
export type CountStrategy = "exact" | "capped" | "remembered";

/** What a list reads of the vendor API's settings: AppContext's fields of the same names. */
export interface ListSettings {
  /** `capped` and `remembered` lists count exactly up to this many (LIST_COUNT_LIMIT unless given). */
  listCountLimit?: number;
  /** VENDOR_API_FAST_PATHS: false, a `remembered` list counts each time, as a `capped` one does. */
  fastPaths?: boolean;
}

/** A statement a list prepares: run with the request's placeholder values. */
interface Prepared<R> {
  execute(values?: Record<string, unknown>): Promise<R>;
}

interface Preparable<R> {
  prepare(name: string): Prepared<R>;
}

export interface ListDefinition<F, Row> {
  /** The list's name: its statements' names and, with `remembered`, its tenant's remembered bound. */
  name: string;
  /** How `read` tells the total; a list only read by key (`readAfter`) has none. */
  count?: CountStrategy;
  /** The page's select for one filter shape, cut by `cut` (its `limit` and `offset`), in the list's order. */
  page(db: Db, filter: F, cut: PageCut): Preparable<Row[]>;
  /**
   * The rows `read`'s total counts (one column, e.g. `db.select({ one: sql`1` }).from(…).where(…).$dynamic()`, or
   * `rowsIn(table)`); a list only read by key has none.
   */
  matching?(db: Db, filter: F): PgSelect;
  /**
   * A total a trigger keeps, read instead of counting (`{ total }`, one row), for the shapes it covers; undefined:
   * count `matching`.
   */
  kept?(db: Db, filter: F): Preparable<{ total: number | null }[]> | undefined;
}

export interface ListRead<F> {
  /**
   * The request's values, bound while `filter` was built. The names bound (and `shape`) key the prepared SQL, so a
   * value written into the SQL instead of bound, or two conditions binding the same names, would reuse another
   * request's statement: every value is bound, and a condition that writes different SQL binds its own name.
   */
  binder: Binder;
  /** What the definition's selects are built from (the conditions, built with `binder.bind`). */
  filter: F;
  page: Page;
  /** What else decides the SQL beside the filters bound (a sort, a join). */
  shape?: string[];
  /** The vendor API's settings for its lists (AppContext's). */
  settings?: ListSettings;
  /**
   * A substring search (a name, part of a number): counts to a hundredth of the limit. A trigram index only narrows
   * its matches, each checked against its row's text, so counting 10 000 of a common name reads as many rows
   * (docs/scale-contract.md sections 3 and 9).
   */
  bySubstring?: boolean;
  /** The page statement's name when its plan cannot depend on the values (`plannedOnce`); else `pageCut`'s. */
  statementName?: () => string;
}

/** The count of `matching`, up to the `countLimit` placeholder when `capped`. */
const countOf = (db: Db, matching: PgSelect, capped: boolean) =>
  db
    .select({ total: sql<number>`count(*)::int` })
    .from((capped ? matching.limit(sql.placeholder("countLimit")) : matching).as("matching"));

/** The whole lists known past their limit: by database handle, then list, tenant and limit. */
const pastTheLimit = new WeakMap<Db, Set<string>>();

interface Statements<Row> {
  page: Prepared<Row[]>;
  count: () => Prepared<{ total: number | null }[]>;
}

/**
 * A keyset read: the rows after a key, for a reader that follows a list from a cursor (the event feed) rather than
 * paging by number. Its filter binds the key's condition itself (e.g. `gt(id, bind("after", after))`), so a read costs
 * the rows it answers whatever the key, where an offset skips every row before its page; nothing is counted.
 */
export interface KeysetRead<F> {
  binder: Binder;
  filter: F;
  /** How many rows at most. */
  limit: number;
}

export interface List<F, Row> {
  /** Offset paging: the page and the list's total for one request. */
  read(db: Db, request: ListRead<F>): Promise<ListTotal & { rows: Row[] }>;
  /** Keyset paging: the first `limit` rows its filter lets through, uncounted. */
  readAfter(db: Db, request: KeysetRead<F>): Promise<Row[]>;
}

/** A keyset read's cut: no offset, the limit bound. */
const KEYSET_CUT: PageCut = {
  shape: "keyset",
  limit: sql.placeholder("limit"),
  offset: sql.placeholder("offset"),
  name: () => "",
};

/** A list, its statements prepared once per database handle, filter shape and paging (offset or keyset). */
export function defineList<F, Row>(definition: ListDefinition<F, Row>): List<F, Row> {
  const shapes = new StatementShapes<Statements<Row>>();
  const capped = definition.count === "capped" || definition.count === "remembered";

  const matchingOf = (db: Db, filter: F) => {
    if (!definition.matching) throw new Error(`the list ${definition.name} is read by key only: it has no total`);
    return definition.matching(db, filter);
  };

  function prepare(db: Db, filter: F, cut: PageCut, name: string): Statements<Row> {
    let count: Prepared<{ total: number | null }[]> | undefined;
    return {
      page: definition.page(db, filter, cut).prepare(name),
      // Prepared when a full page first needs it: a short page tells its total itself.
      count: () =>
        (count ??=
          definition.kept?.(db, filter)?.prepare("") ?? countOf(db, matchingOf(db, filter), capped).prepare("")),
    };
  }

  async function total(db: Db, statements: Statements<Row>, request: ListRead<F>, values: Record<string, unknown>) {
    const { binder, settings = {} } = request;
    const configured = settings.listCountLimit ?? LIST_COUNT_LIMIT;
    const limit = request.bySubstring ? Math.max(1, Math.floor(configured / 100)) : configured;
    const counted = async (): Promise<ListTotal> => {
      const [row] = await statements.count().execute({ ...values, countLimit: limit + 1 });
      const total = Number(row?.total ?? 0);
      return capped && total > limit ? { total: limit, totalIsLowerBound: true } : { total, totalIsLowerBound: false };
    };
    if (definition.count !== "remembered" || !binder.isWholeList || settings.fastPaths === false) return counted();
    let known = pastTheLimit.get(db);
    if (!known) pastTheLimit.set(db, (known = new Set()));
    const key = `${definition.name} ${String(binder.values.tenantId)} ${limit}`;
    if (known.has(key)) return { total: limit, totalIsLowerBound: true };
    const answer = await counted();
    if (answer.totalIsLowerBound) known.add(key);
    return answer;
  }

  return {
    async read(db, request) {
      const { binder, page } = request;
      const cut = pageCut(binder, page, definition.name);
      const shape = binder.shape(...(request.shape ?? []), cut.shape);
      const statements = shapes.get(db, shape, () =>
        prepare(db, request.filter, cut, (request.statementName ?? cut.name)()),
      );
      const values = { ...binder.values, limit: page.pageSize, offset: rowsBefore(page) };
      const rows = await statements.page.execute(values);
      // A page that came back short (or an empty first page) is the list's end: the rows before it and on it are all.
      const isEnd = rows.length < page.pageSize && (rows.length > 0 || page.pageNum === 1);
      if (isEnd) return { rows, total: rowsBefore(page) + rows.length, totalIsLowerBound: false };
      return { rows, ...(await total(db, statements, request, values)) };
    },
    async readAfter(db, { binder, filter, limit }) {
      const statements = shapes.get(db, binder.shape(KEYSET_CUT.shape), () => prepare(db, filter, KEYSET_CUT, ""));
      return statements.page.execute({ ...binder.values, limit, offset: 0 });
    },
  };
}

/**
 * A capped list's answer on a route whose result had no `totalIsLowerBound` before it was capped: the flag only when
 * set, so an answer under the limit stays what it was.
 */
export const flaggedOnlyAbove = ({ total, totalIsLowerBound }: ListTotal) =>
  totalIsLowerBound ? { total, totalIsLowerBound } : { total };

/** `matching` of a list read from one table: its rows under the list's `where`. */
export const rowsIn = (table: PgTable) => (db: Db, where: SQL | undefined) =>
  db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .$dynamic();
