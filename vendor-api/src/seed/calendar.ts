/**
 * The demo data's calendar (docs/sales-contract.md section 7). The data set is written for one fixed "today"
 * (SALES_REFERENCE_DATE) so that it is the same in every test; a demo for a person starts on another day, so the whole
 * data set is moved forward by whole years (seasons, the New Year's Eve gala and month ends stay where they belong)
 * to end in the year before that day, and the months in between get orders of their own (sales.ts).
 */
import { sql } from "drizzle-orm";
import type { Db } from "../db/connect";
import { rowsOf } from "../db/raw";
import { SALES_REFERENCE_DATE } from "./sales-data/tenant";

export function addYears(date: Date, years: number): Date {
  const moved = new Date(date);
  moved.setUTCFullYear(moved.getUTCFullYear() + years);
  return moved;
}

/** `YYYY-MM-DD…` `years` later (no demo date is a 29 February). */
export const addYearsToIso = (date: string, years: number): string =>
  `${Number(date.slice(0, 4)) + years}${date.slice(4)}`;

/** The whole years that bring the data set's "today" closest to `today` without passing it. */
export function yearsBefore(today: Date): number {
  let years = 0;
  while (addYears(SALES_REFERENCE_DATE, years + 1) <= today) years += 1;
  return years;
}

/** Travel and coupon dates are local calendar dates kept as `YYYY-MM-DD` text. */
const DATE_TEXT_COLUMNS: Array<[table: string, column: string]> = [
  ["reservations", "date"],
  ["order_lines", "date"],
  ["notification_outbox", "date"],
  ["coupons", "start_date"],
  ["coupons", "end_date"],
];
/**
 * Kept by the triggers of the tables they count as those move (migration 0028) or rebuilt from the orders once they
 * moved (migration 0010; docs/money-contract.md section 4), never moved themselves.
 */
const DERIVED_TABLES = ["ledger_daily_sales", "ledger_daily_methods", "ledger_monthly_amounts", "ledger_daily_losses"];

const identifier = (name: string) => sql.raw(`"${name.replace(/"/g, "")}"`);

/**
 * Moves every instant and local date of the freshly seeded database `years` later: every timestamp and date column,
 * the text dates, and the date inside generated order numbers (`DT<yyMMdd><4 digits>`). Run once, on the demo data
 * alone, before anything else is written. What the seed stamped with its own time (`seededSince` up to now: a default
 * `now()`, an update time) is today already and stays.
 */
export async function moveDemoData(db: Db, years: number, seededSince: Date): Promise<void> {
  if (years === 0) return;
  const interval = `${years} years`;
  const columns = await rowsOf<{ table_name: string; column_name: string }>(
    db,
    sql`select table_name, column_name from information_schema.columns
         where table_schema = 'public'
           and data_type in ('timestamp with time zone', 'timestamp without time zone', 'date')
           and table_name not in (${sql.join(
             DERIVED_TABLES.map((name) => sql`${name}`),
             sql`, `,
           )})
         order by table_name, column_name`,
  );
  const byTable = new Map<string, string[]>();
  for (const { table_name, column_name } of columns) {
    byTable.set(table_name, [...(byTable.get(table_name) ?? []), column_name]);
  }
  for (const [table, tableColumns] of byTable) {
    const assignments = sql.join(
      tableColumns.map((name) => {
        const column = identifier(name);
        return sql`${column} = case when ${column} between ${seededSince.toISOString()}::timestamptz and clock_timestamp()
                                    then ${column} else ${column} + ${interval}::interval end`;
      }),
      sql`, `,
    );
    await db.execute(sql`update ${identifier(table)} set ${assignments}`);
  }
  const movedText = (column: string) => sql`to_char(${identifier(column)}::date + ${interval}::interval, 'YYYY-MM-DD')`;
  for (const [table, column] of DATE_TEXT_COLUMNS) {
    await db.execute(sql`update ${identifier(table)} set ${identifier(column)} = ${movedText(column)}`);
  }
  // The date is part of the inventory's key: marked first, so that no moved row meets one not yet moved.
  await db.execute(sql`update trip_inventories set date = '~' || date`);
  await db.execute(
    sql`update trip_inventories set date = to_char(substr(date, 2)::date + ${interval}::interval, 'YYYY-MM-DD')`,
  );
  for (const table of ["orders", "reservations"]) {
    await db.execute(
      sql`update ${identifier(table)}
             set order_number = substr(order_number, 1, 2)
                 || to_char(to_date(substr(order_number, 3, 6), 'YYMMDD') + ${interval}::interval, 'YYMMDD')
                 || substr(order_number, 9)
           where order_number ~ '^[A-Z]{2}[0-9]{10}$'`,
    );
  }
  await db.execute(sql`select ledger_rebuild_days(id, null) from tenants`);
}
