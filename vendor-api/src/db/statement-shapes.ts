/**
 * Statements built once per shape (docs/scale-contract.md section 9). Drizzle renders a statement's SQL text in about
 * eight times what assembling its parts costs, and a list's text depends only on which filters are set, not on their
 * values: the values are bound as placeholders, the text is rendered on a shape's first request and reused after.
 * Most statements stay unnamed, so PostgreSQL plans each execution for its values (a search's pattern or a tenant's
 * size changes the plan it should take: a plan kept for a small tenant would sort a large one's every order). Only a
 * statement whose plan the values cannot change, one anchored on a unique key, is named (`plannedOnce`).
 */
import { sql, type Param, type Placeholder } from "drizzle-orm";
import type { Db } from "./connect";

/** A value in a statement: a placeholder (`Binder`) or the value itself as a parameter (`inline`). */
export type Bind = (name: string, value: unknown) => Placeholder | Param;

/** Values bound as placeholders; the names bound, in order, are the statement's shape with the caller's own parts. */
export class Binder {
  readonly values: Record<string, unknown> = {};
  private readonly names: string[] = [];

  readonly bind: Bind = (name, value) => {
    if (name in this.values && this.values[name] !== value) throw new Error(`placeholder ${name} bound twice`);
    this.names.push(name);
    this.values[name] = value;
    return sql.placeholder(name);
  };

  has(name: string): boolean {
    return name in this.values;
  }

  /** Whether these names, and no others, were bound (in any order, each at least once). */
  boundExactly(...names: string[]): boolean {
    const bound = new Set(this.names);
    return bound.size === names.length && names.every((name) => bound.has(name));
  }

  /** A whole list: the tenant alone bound, no filter. */
  get isWholeList(): boolean {
    return this.boundExactly("tenantId");
  }

  /** `parts`: what else decides the text (a sort, a join), beside the filters bound. */
  shape(...parts: string[]): string {
    return [...parts, ...this.names].join(" ");
  }
}

let namedStatements = 0;

/**
 * A name for a statement each PostgreSQL connection parses and plans once, on its first execution, then runs with each
 * request's values (the driver keeps it by name; PGlite has no named statements and runs it as is).
 */
export const plannedOnce = (kind: string) => `vendor-api-${kind}-${(namedStatements += 1)}`;

/** Each value as the statement's own parameter, for a statement built and run once. */
export const inline: Bind = (_name, value) => sql.param(value);

/** A bounded number of shapes, the least recently used left out first. */
const SHAPES_KEPT = 256;

/** One kind of statement's prepared forms, by database handle (a transaction's handle prepares its own) and shape. */
export class StatementShapes<T> {
  private readonly byDb = new WeakMap<Db, Map<string, T>>();

  get(db: Db, shape: string, prepare: () => T): T {
    let shapes = this.byDb.get(db);
    if (!shapes) this.byDb.set(db, (shapes = new Map()));
    let statement = shapes.get(shape);
    if (statement === undefined) {
      statement = prepare();
      if (shapes.size >= SHAPES_KEPT) shapes.delete(shapes.keys().next().value!);
    } else shapes.delete(shape);
    shapes.set(shape, statement);
    return statement;
  }
}

/** A number written into a statement's text; drizzle would send a plain number as a parameter. */
const literal = (value: number) => sql.raw(String(Math.trunc(value))) as unknown as number;

/** A page's cut: its `limit` and `offset` (placeholders or numbers), what it adds to the shape, its statement's name. */
export interface PageCut {
  shape: string;
  limit: number | Placeholder;
  offset: number | Placeholder;
  name: () => string;
}

/**
 * How a list's page is cut. A whole list's first page (the tenant alone bound, page 1: the request a list screen
 * makes most) writes its size and offset into the text and is named: PostgreSQL estimates a `LIMIT $n` as a tenth of
 * the tenant's rows, so with placeholders it plans every execution (about 1 ms of the order list's page), while with
 * numbers its generic plan costs what the custom plans do and it stops planning after five executions. The plan of
 * a whole list is the sort's index for any tenant. Every other page and every filtered list binds both, unnamed.
 */
export function pageCut(binder: Binder, page: { pageNum: number; pageSize: number }, kind: string): PageCut {
  if (page.pageNum === 1 && binder.isWholeList) {
    return {
      shape: `first ${page.pageSize}`,
      limit: literal(page.pageSize),
      offset: literal(0),
      name: () => plannedOnce(`${kind}-first-page`),
    };
  }
  return {
    shape: "",
    limit: sql.placeholder("limit"),
    offset: sql.placeholder("offset"),
    name: () => "",
  };
}
