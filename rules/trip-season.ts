/**
 * A season of departures (docs/catalogue-contract.md section 4, "Dates by range"): the days from `from` to `to`, both
 * included, that fall on the chosen days of the week, less the dates left out, each in the chosen shifts. It expands
 * into inventory rows of a trip sold by date and shift; the rows are what is saved and checked (`tripFailures`), so the
 * limit of INVENTORIES_MAX rows holds on the server whatever range a client expands. Days are plain `YYYY-MM-DD` of
 * the tenant's calendar, counted by day numbers (rules/date.ts): no time zone or daylight-saving change moves one.
 */
import { isBlank, max, min, required, validateFields, wholeNumber } from "./checks";
import { dateOfDayNumber, dayNumber, isoDate, weekdayOfDayNumber } from "./date";
import { fail, type FieldFailures } from "./failure";
import { ID_MAX, INVENTORIES_MAX } from "./limits";
import { dateShiftKey } from "./trip";

/** ISO 8601's days of the week, Monday (1) to Sunday (7). */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** The days of a season, once each field is a valid date (`seasonFailures` says whether). */
export interface SeasonDays {
  from: string;
  to: string;
  /** ISO days of the week (1 Monday … 7 Sunday). */
  weekdays: readonly number[];
  /** Dates left out; those outside the range or on another day of the week change nothing. */
  except?: readonly string[] | null;
}

/** What the trip form's "Add dates by range" asks for, as typed. */
export interface SeasonInput {
  from: unknown;
  to: unknown;
  weekdays: readonly number[];
  except?: readonly unknown[] | null;
  /** The selected shifts each date gets a row in. */
  shifts: readonly string[];
  quantity: unknown;
  /** The tenant's calendar day today: a season starts no earlier (no departures are sold in the past). */
  today?: string;
}

export interface InventoryRow {
  date: string;
  shift: string;
  quantity: number;
}

/** A row already on the trip, as the form or the input holds it. */
export interface ListedRow {
  date?: string | null;
  shift?: string | null;
}

/**
 * The dates of a season in order, at most `limit` of them, and how many there are in all (counted without building
 * them, so a range of two centuries costs a loop over numbers, not a list of 73 000 dates).
 */
export function seasonDates(season: SeasonDays, limit = Number.POSITIVE_INFINITY): { dates: string[]; count: number } {
  const weekdays = new Set(season.weekdays);
  const left = new Set((season.except ?? []).map(dayNumber));
  const dates: string[] = [];
  let count = 0;
  for (let day = dayNumber(season.from), last = dayNumber(season.to); day <= last; day++) {
    if (!weekdays.has(weekdayOfDayNumber(day)) || left.has(day)) continue;
    count++;
    if (dates.length < limit) dates.push(dateOfDayNumber(day));
  }
  return { dates, count };
}

/** Whether a date is one of the season's days. */
export function inSeason(season: SeasonDays, date: string): boolean {
  const day = dayNumber(date);
  return (
    day >= dayNumber(season.from) &&
    day <= dayNumber(season.to) &&
    season.weekdays.includes(weekdayOfDayNumber(day)) &&
    !(season.except ?? []).includes(date)
  );
}

/** The season's own rules, by the field that shows them; no failure means the fields make a `SeasonDays`. */
export function seasonFailures(input: SeasonInput): FieldFailures {
  const failures = validateFields({
    from: [input.from, [required, isoDate]],
    to: [input.to, [required, isoDate]],
    quantity: [input.quantity, [required, wholeNumber, min(1), max(ID_MAX)]],
  });
  const { from, to, today } = input;
  if (!failures.from && today && (from as string) < today) failures.from = fail("trip.seasonPast");
  if (!failures.from && !failures.to && dayNumber(to as string) < dayNumber(from as string))
    failures.to = fail("dateOrder");
  if (!input.weekdays.some((weekday) => (WEEKDAYS as readonly number[]).includes(weekday)))
    failures.weekdays = fail("trip.seasonWeekdays");
  const badExcept = (input.except ?? []).find((date) => isBlank(date) || isoDate(date));
  if (badExcept !== undefined) failures.except = fail("date");
  if (input.shifts.length === 0) failures.shifts = fail("trip.shiftSelected");
  return failures;
}

/**
 * The rows a season adds to a trip's listed rows: one per date and shift not listed yet (a listed one is kept as it
 * is, quantity included, and counted in `kept`). Refused as a whole (`season`) when the rows would number more than
 * `limit` with those listed, or when no day of the range is left; then nothing is added.
 */
export function seasonRows(
  input: SeasonInput,
  listed: readonly ListedRow[],
  limit = INVENTORIES_MAX,
): { failures: FieldFailures; rows: InventoryRow[]; kept: number } {
  const failures = seasonFailures(input);
  if (Object.keys(failures).length > 0) return { failures, rows: [], kept: 0 };
  const season: SeasonDays = {
    from: input.from as string,
    to: input.to as string,
    weekdays: input.weekdays,
    except: input.except as string[] | null | undefined,
  };
  const shifts = [...new Set(input.shifts)];
  const listedKeys = new Set(listed.map((row) => dateShiftKey(row.date ?? "", row.shift ?? "")));
  // What is listed already within the season, counted once per date and shift: the rows that are kept.
  const kept = new Set(
    listed
      .filter((row) => row.date && row.shift && shifts.includes(row.shift) && inSeason(season, row.date))
      .map((row) => dateShiftKey(row.date!, row.shift!)),
  ).size;
  const { dates, count } = seasonDates(season, limit);
  if (count === 0) return { failures: { season: fail("trip.seasonEmpty") }, rows: [], kept: 0 };
  const added = count * shifts.length - kept;
  if (listed.length + added > limit)
    return {
      failures: { season: fail("trip.seasonTooMany", { total: listed.length + added, count: added, max: limit }) },
      rows: [],
      kept: 0,
    };
  const quantity = Number(input.quantity);
  const rows = dates.flatMap((date) =>
    shifts.filter((shift) => !listedKeys.has(dateShiftKey(date, shift))).map((shift) => ({ date, shift, quantity })),
  );
  return { failures: {}, rows, kept };
}
