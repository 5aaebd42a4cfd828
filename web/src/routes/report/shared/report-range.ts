/**
 * The reports' date range as the URL holds it, and the calendar days it means in the tenant's time zone
 * (docs/money-contract.md section 1): "today" is the vendor's today, whatever the operator's own clock says. A preset
 * stays relative in the URL (a bookmarked "Last 30 days" moves with the days); a custom range holds its two days.
 * No React here, so every mapping is unit-tested.
 */
import {
  codesOf,
  formatDate,
  REPORT_COMPARISONS,
  REPORT_COUNT_BASES,
  REPORT_GROUPINGS,
  type ReportComparison,
  type ReportCountBasis,
  type ReportGrouping,
} from "#rules";

export const RANGE_PRESETS = [
  "today",
  "last7",
  "last30",
  "thisMonth",
  "lastMonth",
  "thisQuarter",
  "lastQuarter",
  "thisYear",
  "last12Months",
  "custom",
] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

/** The URL params of every report's range (the income report adds `groupBy`). */
export const RANGE_KEYS = ["range", "dateFrom", "dateTo"] as const;
export type RangeKey = (typeof RANGE_KEYS)[number];
export type RangeParams = Record<RangeKey, string>;

/** What a report opens with: the last 30 days by day. */
export const DEFAULT_PRESET: RangePreset = "last30";
export const DEFAULT_GROUPING: ReportGrouping = "day";

export interface DayRange {
  dateFrom: string;
  dateTo: string;
}

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar day `YYYY-MM-DD` it is at `instant` in `timeZone`. */
export function dayIn(instant: Date, timeZone: string): string {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    dayFormatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** Calendar arithmetic on `YYYY-MM-DD` (no clock: a DST day is one day like any other). */
function shiftDay(day: string, { days = 0, months = 0 }: { days?: number; months?: number }): string {
  const [year, month, date] = day.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1 + months, date + days)).toISOString().slice(0, 10);
}

const firstOfMonth = (day: string): string => `${day.slice(0, 8)}01`;

/** The first day of the quarter `day` is in. */
function firstOfQuarter(day: string): string {
  const month = Number(day.slice(5, 7));
  return `${day.slice(0, 5)}${String(month - ((month - 1) % 3)).padStart(2, "0")}-01`;
}

/** The days of a preset on the tenant's `today`; null for `custom`, whose days the URL holds. */
export function presetRange(preset: RangePreset, today: string): DayRange | null {
  switch (preset) {
    case "today":
      return { dateFrom: today, dateTo: today };
    case "last7":
      return { dateFrom: shiftDay(today, { days: -6 }), dateTo: today };
    case "last30":
      return { dateFrom: shiftDay(today, { days: -29 }), dateTo: today };
    case "thisMonth":
      return { dateFrom: firstOfMonth(today), dateTo: today };
    case "lastMonth": {
      const first = firstOfMonth(today);
      return { dateFrom: shiftDay(first, { months: -1 }), dateTo: shiftDay(first, { days: -1 }) };
    }
    case "thisQuarter":
      return { dateFrom: firstOfQuarter(today), dateTo: today };
    case "lastQuarter": {
      const first = firstOfQuarter(today);
      return { dateFrom: shiftDay(first, { months: -3 }), dateTo: shiftDay(first, { days: -1 }) };
    }
    case "thisYear":
      return { dateFrom: `${today.slice(0, 4)}-01-01`, dateTo: today };
    case "last12Months":
      // Twelve months ending today: at most 366 days, within a daily report's limit (rules/report.ts).
      return { dateFrom: shiftDay(today, { months: -12, days: 1 }), dateTo: today };
    case "custom":
      return null;
  }
}

const isPreset = (value: string): value is RangePreset => (RANGE_PRESETS as readonly string[]).includes(value);

/** The preset the URL asks for: `custom` when it holds days, the default when it holds nothing readable. */
export function presetOf(params: RangeParams): RangePreset {
  if (params.dateFrom || params.dateTo) return "custom";
  return isPreset(params.range) && params.range !== "custom" ? params.range : DEFAULT_PRESET;
}

/** The days a report covers for the URL's range on the tenant's `today` (a custom range as typed: the rules check it). */
export function rangeOf(params: RangeParams, today: string): DayRange {
  const preset = presetOf(params);
  return presetRange(preset, today) ?? { dateFrom: params.dateFrom, dateTo: params.dateTo };
}

/** The URL params of a preset chosen: a custom range starts from the days shown so far. */
export function paramsOfPreset(preset: RangePreset, shown: DayRange): RangeParams {
  if (preset === "custom") return { range: "", ...shown };
  return { range: preset === DEFAULT_PRESET ? "" : preset, dateFrom: "", dateTo: "" };
}

export const groupingOf = (value: string): ReportGrouping =>
  (codesOf(REPORT_GROUPINGS) as string[]).includes(value) ? (value as ReportGrouping) : DEFAULT_GROUPING;

/** The income report's comparison in the URL (`compare`, with `compareFrom`/`compareTo` for chosen days). */
export const COMPARISON_KEYS = ["compare", "compareFrom", "compareTo"] as const;
export const DEFAULT_COMPARISON: ReportComparison = "previous";
export const comparisonOf = (value: string): ReportComparison =>
  (codesOf(REPORT_COMPARISONS) as string[]).includes(value) ? (value as ReportComparison) : DEFAULT_COMPARISON;

/** The trip reports' `countBy` in the URL: both open with the order date, so they agree until one is changed. */
export const DEFAULT_COUNT_BASIS: ReportCountBasis = "order";
export const countBasisOf = (value: string): ReportCountBasis =>
  (codesOf(REPORT_COUNT_BASES) as string[]).includes(value) ? (value as ReportCountBasis) : DEFAULT_COUNT_BASIS;
/** The basis as the gateway's enum names it. */
export const countByEnum = (value: string): "ORDER_DATE" | "TRAVEL_DATE" =>
  countBasisOf(value) === "travel" ? "TRAVEL_DATE" : "ORDER_DATE";
/** The URL value of a basis chosen: the default leaves the URL clean. */
export const countByParam = (basis: ReportCountBasis): string => (basis === DEFAULT_COUNT_BASIS ? "" : basis);

/** How many days a range holds, both ends included. */
export function dayCount({ dateFrom, dateTo }: DayRange): number {
  return Math.round((Date.parse(`${dateTo}T00:00:00Z`) - Date.parse(`${dateFrom}T00:00:00Z`)) / 86_400_000) + 1;
}

/** The same number of days immediately before the range: the period the income report compares with. */
export function previousRange(range: DayRange): DayRange {
  return {
    dateFrom: shiftDay(range.dateFrom, { days: -dayCount(range) }),
    dateTo: shiftDay(range.dateFrom, { days: -1 }),
  };
}

export const TRIP_REPORT_PATH = "/report/trip_report";
export const TRIP_DETAIL_REPORT_PATH = "/report/trip_detail_report";

/**
 * A path between the reports with the range and the count-by basis kept (a preset stays relative), e.g. a trip's
 * detail report.
 */
export function reportPath(
  path: string,
  params: RangeParams & { countBy?: string },
  extra: Record<string, string> = {},
): string {
  const preset = presetOf(params);
  const search = new URLSearchParams(extra);
  const countBy = countByParam(countBasisOf(params.countBy ?? ""));
  if (countBy) search.set("countBy", countBy);
  if (preset === "custom") {
    search.set("dateFrom", params.dateFrom);
    search.set("dateTo", params.dateTo);
  } else if (preset !== DEFAULT_PRESET) search.set("range", preset);
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/**
 * The days of each period of a series: a period runs to the day before the next one starts, the last to the range's
 * end (a partial first or last week is clipped to the range).
 */
export function periodEnds(starts: readonly string[], range: DayRange): string[] {
  return starts.map((start, index) =>
    index + 1 < starts.length ? shiftDay(starts[index + 1], { days: -1 }) : range.dateTo,
  );
}

/**
 * A period as the console writes it: a day `MM/dd/yyyy`, a week by its days, a month `MM/yyyy`; `short` for a
 * chart's axis (`MM/dd`, a week by its first day), where long labels would overlap.
 */
export function periodLabel(start: string, end: string, grouping: ReportGrouping, short = false): string {
  const [year, month, day] = start.split("-");
  if (grouping === "month") return `${month}/${year}`;
  if (short) return `${month}/${day}`;
  return grouping === "week" && end !== start ? `${formatDate(start)} – ${formatDate(end)}` : formatDate(start);
}
