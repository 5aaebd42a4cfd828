/**
 * The report range rules (docs/money-contract.md section 4): the vendor API, the gateway and the console check the
 * same ones. Dates are `YYYY-MM-DD`, both inclusive.
 */
import { isBlank } from "./checks";
import { isoDate } from "./date";
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

/** `compareWith`: what the income report's figures are compared with (docs/money-contract.md section 4). */
export const REPORT_COMPARISONS = { PREVIOUS: "previous", LAST_YEAR: "lastYear", CUSTOM: "custom" } as const;
export type ReportComparison = Code<typeof REPORT_COMPARISONS>;

/** `countBy`: the day a trip report counts a sold ticket on — its order's creation or its travel date. */
export const REPORT_COUNT_BASES = { ORDER_DATE: "order", TRAVEL_DATE: "travel" } as const;
export type ReportCountBasis = Code<typeof REPORT_COUNT_BASES>;

export interface ReportComparisonInput {
  compareWith?: ReportComparison | null;
  compareFrom?: unknown;
  compareTo?: unknown;
}

/**
 * A chosen comparison period is checked as any range (both days, in order), held to the longest range: it is one
 * figure, never a series. Previous and last year are computed, so they take no days.
 */
export function reportComparisonFailures({
  compareWith,
  compareFrom,
  compareTo,
}: ReportComparisonInput): FieldFailures {
  if (compareWith !== REPORT_COMPARISONS.CUSTOM) return {};
  const failures = reportRangeFailures({ dateFrom: compareFrom, dateTo: compareTo, groupBy: null });
  return Object.fromEntries(
    Object.entries(failures).map(([field, failure]) => [field === "dateFrom" ? "compareFrom" : "compareTo", failure]),
  );
}

/** The same calendar day a year earlier; 29 February becomes the 28th. */
function yearEarlier(day: string): string {
  const [year, month, date] = day.split("-").map(Number);
  const lastOfMonth = new Date(Date.UTC(year - 1, month, 0)).getUTCDate();
  return new Date(Date.UTC(year - 1, month - 1, Math.min(date, lastOfMonth))).toISOString().slice(0, 10);
}

/**
 * The days the income report compares a (valid) range with: the same number of days just before it (the default),
 * the same days a year earlier, or the days chosen (checked by `reportComparisonFailures`).
 */
export function comparisonRange(
  range: { dateFrom: string; dateTo: string },
  { compareWith, compareFrom, compareTo }: ReportComparisonInput,
): { dateFrom: string; dateTo: string } {
  if (compareWith === REPORT_COMPARISONS.LAST_YEAR)
    return { dateFrom: yearEarlier(range.dateFrom), dateTo: yearEarlier(range.dateTo) };
  if (compareWith === REPORT_COMPARISONS.CUSTOM)
    return { dateFrom: compareFrom as string, dateTo: compareTo as string };
  const days = dayNumber(range.dateTo) - dayNumber(range.dateFrom) + 1;
  const shift = (day: string, by: number) => new Date((dayNumber(day) + by) * 86_400_000).toISOString().slice(0, 10);
  return { dateFrom: shift(range.dateFrom, -days), dateTo: shift(range.dateFrom, -1) };
}
