import { sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { inline, type Bind } from "../../db/statement-shapes";
import { fail, toCardNumberSearch, type FieldFailures } from "../../protocol/rules";

export interface DateRange {
  dateFrom?: string;
  dateTo?: string;
}

const parseDate = (value: string | undefined): Date | undefined | null => {
  if (!value) return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time);
};

/** A created-time window `dateFrom ≤ t < dateTo`; each end is optional, a malformed one or an empty window is refused. */
export function dateRangeFilter(column: PgColumn, range: DateRange, fields: FieldFailures, bind: Bind = inline): SQL[] {
  const from = parseDate(range.dateFrom);
  const to = parseDate(range.dateTo);
  if (from === null) fields.dateFrom = fail("date");
  if (to === null) fields.dateTo = fail("date");
  if (from && to && from.getTime() >= to.getTime()) fields.dateTo = fail("dateRange");
  return [
    ...(from ? [sql`${column} >= ${bind("dateFrom", from.toISOString())}::timestamptz`] : []),
    ...(to ? [sql`${column} < ${bind("dateTo", to.toISOString())}::timestamptz`] : []),
  ];
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The `like` pattern of texts that contain `value` (trimmed; its wildcards taken literally). */
export const containingPattern = (value: string) => `%${escapeLike(value.trim())}%`;

export const containsText = (column: PgColumn | SQL, value: string): SQL =>
  sql`${column} ilike ${containingPattern(value)}`;

/**
 * A card number as an operator types it: the last 4 digits, a masked number (`424242******4242`, `**** 4242`) or a
 * whole number, which is masked before it is compared, since only masked numbers are stored (docs/rules.md).
 */
export function cardNumberFilter(
  masked: PgColumn,
  last4: PgColumn,
  value: string,
  fields: FieldFailures,
  field: string,
  bind: Bind = inline,
): SQL | undefined {
  const search = toCardNumberSearch(value);
  if (search === null) {
    fields[field] = fail("creditCard");
    return undefined;
  }
  if (/^\d{4}$/.test(search)) return sql`${last4} = ${bind("cardLast4", search)}`;
  const [, head, tail] = /^(\d*)\*+(\d*)$/.exec(search)!;
  return sql`${masked} like ${bind("cardMasked", `${head}%${tail}`)}`;
}

export function cardLast4Filter(
  last4: PgColumn,
  value: string,
  fields: FieldFailures,
  bind: Bind = inline,
): SQL | undefined {
  if (/^\d{4}$/.test(value.trim())) return sql`${last4} = ${bind("cardLast4", value.trim())}`;
  fields.cardLast4 = fail("cardLast4");
  return undefined;
}
