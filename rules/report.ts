/**
 * The report range rules (docs/money-contract.md section 4): the vendor API, the gateway and the console check the
 * same ones. Dates are `YYYY-MM-DD`, both inclusive.
 */
import { isBlank, isoDate } from "./checks";
import type { Code } from "./codes";
import { fail, type FieldFailures } from "./failure";

/** `groupBy`: the period of an income report's series. */
export const REPORT_GROUPINGS = { DAY: "day", WEEK: "week", MONTH: "month" } as const;
export type ReportGrouping = Code<typeof REPORT_GROUPINGS>;
/** `sortBy` of the trip report. */
export const TRIP_REPORT_SORTS = { TICKETS: "tickets", REVENUE: "revenue", REFUNDS: "refunds" } as const;

/** The most days a daily report spans: a leap year. */
export const REPORT_DAYS_MAX = 366;
/** The most years any other report spans. */
export const REPORT_YEARS_MAX = 5;

export interface ReportRangeInput {
  dateFrom?: unknown;
  dateTo?: unknown;
  /** Absent for the trip reports, which are held to the longer limit. */
  groupBy?: ReportGrouping | null;
}

const dayNumber = (date: string): number => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/** The last day a range starting on `dateFrom` may end on with `groupBy`. */
export function lastReportDay(dateFrom: string, groupBy?: ReportGrouping | null): string {
  const start = new Date(`${dateFrom}T00:00:00Z`);
  if (groupBy === "day") start.setUTCDate(start.getUTCDate() + REPORT_DAYS_MAX - 1);
  else {
    start.setUTCFullYear(start.getUTCFullYear() + REPORT_YEARS_MAX);
    start.setUTCDate(start.getUTCDate() - 1);
  }
  return start.toISOString().slice(0, 10);
}

export function reportRangeFailures({ dateFrom, dateTo, groupBy }: ReportRangeInput): FieldFailures {
  const failures: FieldFailures = {};
  for (const [field, value] of [
    ["dateFrom", dateFrom],
    ["dateTo", dateTo],
  ] as const) {
    if (isBlank(value)) failures[field] = fail("required");
    else {
      const failure = typeof value === "string" ? isoDate(value) : fail("date");
      if (failure) failures[field] = failure;
    }
  }
  if (failures.dateFrom || failures.dateTo) return failures;
  const [from, to] = [dateFrom as string, dateTo as string];
  if (dayNumber(to) < dayNumber(from)) failures.dateTo = fail("dateOrder");
  else if (dayNumber(to) > dayNumber(lastReportDay(from, groupBy))) failures.dateTo = fail("report.rangeTooLong");
  return failures;
}
