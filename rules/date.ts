/**
 * The one date rule (docs/rules.md, "Dates"), for every date a client sends: the gateway's `DateTime` scalar and its
 * date arguments, an export's query string, every date field of the vendor API. A date is written in ISO 8601's
 * calendar form only — `YYYY-MM-DD`, or with a time and its offset, `YYYY-MM-DDTHH:mm[:ss[.fff]](Z|±HH:mm)` — names a
 * day the calendar has, and lies within YEAR_RANGE. `Date.parse` is never the judge: it rolls 2025-02-30 over to
 * March, reads `Tue Mar 01 2025` in the server's zone and takes years PostgreSQL cannot store (0000, +275760).
 *
 * Failures: `date` (not such a form, or no such day or time) and `yearRange {min, max}` (a readable date outside the
 * years), so a year typed wrong reads as what it is.
 */
import { fail, type RuleFailure } from "./failure";
import type { Check } from "./checks";
import { YEAR_RANGE } from "./limits";

/**
 * The date part. The year is also read with more digits than four (`20255`) and in ISO 8601's expanded form
 * (`+275760`), so that such a date is refused as out of range; only four digits are taken.
 */
const DATE = /^([+-]\d{4,6}|\d{4,6})-(\d{2})-(\d{2})/;
/** What may follow the date in a date and time: the time, and the offset it is read in. */
const TIME = /^T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|([+-])(\d{2}):(\d{2}))$/;

const yearRange = () => fail("yearRange", { min: YEAR_RANGE.min, max: YEAR_RANGE.max });
const inYears = (year: number) => year >= YEAR_RANGE.min && year <= YEAR_RANGE.max;

/** Whether year, month and day name a day of the calendar (no 2025-13-01, no 2025-02-30), without a Date's rollover. */
function isCalendarDay(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = month === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
  return day <= days;
}

interface ReadDate {
  year: number;
  month: number;
  day: number;
  /** What follows the date. */
  rest: string;
}

/** The date at the start of `value`, or its failure. */
function readDate(value: string): ReadDate | RuleFailure {
  const match = DATE.exec(value);
  if (!match) return fail("date");
  const [whole, yearText, monthText, dayText] = match;
  const [year, month, day] = [Number(yearText), Number(monthText), Number(dayText)];
  if (!isCalendarDay(year, month, day)) return fail("date");
  if (!inYears(year)) return yearRange();
  // Within the years, a year written otherwise than with four digits (`+002025`) is no form PostgreSQL reads.
  if (yearText.length !== 4) return fail("date");
  return { year, month, day, rest: value.slice(whole.length) };
}

/** A calendar date `YYYY-MM-DD` (a travel day, a coupon's day, a report's range) within the years, else its failure. */
export function isoDateFailure(value: string): RuleFailure | undefined {
  const date = readDate(value);
  if ("rule" in date) return date;
  return date.rest === "" ? undefined : fail("date");
}

/**
 * A date and time with its offset, or a calendar date (midnight UTC), else its failure. Its year is the instant's, in
 * UTC, as it is stored (`timestamptz`): 1900-01-01T00:30:00+01:00 lies in 1899.
 */
export function dateTimeFailure(value: string): RuleFailure | undefined {
  const date = readDate(value);
  if ("rule" in date) return date;
  if (date.rest === "") return undefined;
  const time = TIME.exec(date.rest);
  if (!time) return fail("date");
  const [, hour, minute, second = "0", sign, offsetHour = "0", offsetMinute = "0"] = time;
  if (Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) return fail("date");
  if (Number(offsetHour) > 23 || Number(offsetMinute) > 59) return fail("date");
  const offset = (sign === "-" ? -1 : 1) * (Number(offsetHour) * 60 + Number(offsetMinute));
  const instant = Date.UTC(date.year, date.month - 1, date.day, Number(hour), Number(minute) - offset);
  return inYears(new Date(instant).getUTCFullYear()) ? undefined : yearRange();
}

/** An instant given as a `Date` (a GraphQL variable already read, a number of milliseconds), else its failure. */
export function instantFailure(value: Date): RuleFailure | undefined {
  const time = value.getTime();
  if (Number.isNaN(time)) return fail("date");
  return inYears(value.getUTCFullYear()) ? undefined : yearRange();
}

/** Checks of text values, for `validateFields`: blank and non-text values pass (their type is checked elsewhere). */
const textDateCheck =
  (failure: (value: string) => RuleFailure | undefined): Check =>
  (value) =>
    typeof value === "string" && value.trim() !== "" ? failure(value) : undefined;

export const isoDate: Check = textDateCheck(isoDateFailure);
export const dateTime: Check = textDateCheck(dateTimeFailure);

export const isIsoDate = (value: string): boolean => isoDateFailure(value) === undefined;
export const isDateTime = (value: string): boolean => dateTimeFailure(value) === undefined;

/*
 * Calendar-day arithmetic on `YYYY-MM-DD` (valid dates only), by day numbers in UTC: a day is a day of the tenant's
 * calendar, so no time zone or daylight-saving change can move it (docs/rules.md, "Dates").
 */
const DAY_MS = 86_400_000;

/** Days since 1970-01-01 (negative before it). */
export const dayNumber = (date: string): number =>
  Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10)) / DAY_MS;

/** The `YYYY-MM-DD` of a day number. */
export const dateOfDayNumber = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** The date `days` after `date` (before it when negative). */
export const addDays = (date: string, days: number): string => dateOfDayNumber(dayNumber(date) + days);

/** ISO 8601's day of the week of a day number: 1 Monday … 7 Sunday (1970-01-01 was a Thursday). */
export const weekdayOfDayNumber = (day: number): number => ((((day + 3) % 7) + 7) % 7) + 1;

/** ISO 8601's day of the week: 1 Monday … 7 Sunday. */
export const isoWeekday = (date: string): number => weekdayOfDayNumber(dayNumber(date));
