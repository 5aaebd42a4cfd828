/**
 * Calendar days and months of the tenant's time zone (docs/money-contract.md section 1): the one place statements and
 * reports turn local dates into instants, so a DST day (23 or 25 hours) is still one day.
 */
import { eq, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { tenants } from "../../db/schema";
import { notFound } from "../../protocol/errors";

export async function tenantTimeZone(db: Db, tenantId: number): Promise<string> {
  const [row] = await db.select({ timeZone: tenants.timeZone }).from(tenants).where(eq(tenants.id, tenantId));
  if (!row) throw notFound();
  return row.timeZone;
}

/** Local midnight starting `date` (YYYY-MM-DD, or any SQL date) in `timeZone` (or its placeholder), as an instant. */
export const localMidnight = (date: SQL | string, timeZone: string | SQLWrapper): SQL =>
  sql`((${date})::date::timestamp at time zone ${timeZone})`;

/** An instant as ISO 8601 UTC text, the same from both drivers. */
export const isoText = (instant: SQL): SQL =>
  sql`to_char(${instant} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** `[from 00:00 local, to + 1 day 00:00 local)`: a range of whole local days, both dates inclusive. */
export interface Window {
  from: SQL;
  to: SQL;
}

export const dayWindow = (dateFrom: string, dateTo: string, timeZone: string): Window => ({
  from: localMidnight(sql`${dateFrom}`, timeZone),
  to: localMidnight(sql`${dateTo}::date + 1`, timeZone),
});

/** The local month `YYYY-MM` as a window. */
export const monthWindow = (month: string, timeZone: string): Window => ({
  from: localMidnight(sql`${`${month}-01`}`, timeZone),
  to: localMidnight(sql`(${`${month}-01`}::date + interval '1 month')`, timeZone),
});

export const within = (column: SQL, window: Window): SQL =>
  sql`${column} >= ${window.from} and ${column} < ${window.to}`;

/** The months `first`..`last` (YYYY-MM, both inclusive), in order. */
export function monthsBetween(first: string, last: string): string[] {
  const months: string[] = [];
  let [year, month] = first.split("-").map(Number);
  for (let key = first; key <= last; key = `${year}-${String(month).padStart(2, "0")}`) {
    months.push(key);
    [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
  }
  return months;
}
