import { sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { FieldErrors } from "../../protocol/errors";

export const SalesMessages = {
  dateRange: "Start time must be earlier than end time",
  invalidDate: "Invalid date",
  cardLast4: "Enter the last 4 digits of the card",
  cardNumber: "Invalid card number",
} as const;

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
export function dateRangeFilter(column: PgColumn, range: DateRange, fields: FieldErrors): SQL[] {
  const from = parseDate(range.dateFrom);
  const to = parseDate(range.dateTo);
  if (from === null) fields.dateFrom = SalesMessages.invalidDate;
  if (to === null) fields.dateTo = SalesMessages.invalidDate;
  if (from && to && from.getTime() >= to.getTime()) fields.dateTo = SalesMessages.dateRange;
  return [
    ...(from ? [sql`${column} >= ${from.toISOString()}::timestamptz`] : []),
    ...(to ? [sql`${column} < ${to.toISOString()}::timestamptz`] : []),
  ];
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

export const containsText = (column: PgColumn | SQL, value: string): SQL =>
  sql`${column} ilike ${`%${escapeLike(value.trim())}%`}`;

/**
 * A card number as an operator types it: the last 4 digits, a masked number (`424242******4242`, `**** 4242`) or a
 * whole number, which is masked before it is compared, since only masked numbers are stored.
 */
export function cardNumberFilter(
  masked: PgColumn,
  last4: PgColumn,
  value: string,
  fields: FieldErrors,
  field: string,
): SQL | undefined {
  const cleaned = value.replace(/[\s-]/g, "").replace(/[xX]/g, "*");
  if (/^\d{4}$/.test(cleaned)) return sql`${last4} = ${cleaned}`;
  if (/^\d{12,19}$/.test(cleaned)) {
    return sql`${masked} = ${`${cleaned.slice(0, 6)}${"*".repeat(cleaned.length - 10)}${cleaned.slice(-4)}`}`;
  }
  const parts = /^(\d*)\*+(\d*)$/.exec(cleaned);
  if (parts && parts[1].length + parts[2].length >= 4) {
    return sql`${masked} like ${`${parts[1]}%${parts[2]}`}`;
  }
  fields[field] = SalesMessages.cardNumber;
  return undefined;
}

export function cardLast4Filter(last4: PgColumn, value: string, fields: FieldErrors): SQL | undefined {
  if (/^\d{4}$/.test(value.trim())) return sql`${last4} = ${value.trim()}`;
  fields.cardLast4 = SalesMessages.cardLast4;
  return undefined;
}
