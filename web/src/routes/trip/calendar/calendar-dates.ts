/**
 * The calendar's date arithmetic on `YYYY-MM-DD` texts, in UTC so no time zone or DST moves a day. Weeks start on
 * Monday. A month view spans the whole weeks around the month (at most 42 days, within the 62-day range rule).
 */
export type CalendarView = "month" | "week";

const DAY_MS = 86_400_000;
const toTime = (date: string) => Date.parse(`${date}T00:00:00Z`);
const toDate = (time: number) => new Date(time).toISOString().slice(0, 10);

export const addDays = (date: string, days: number): string => toDate(toTime(date) + days * DAY_MS);

/** 1 Monday … 7 Sunday. */
export const weekday = (date: string): number => ((new Date(toTime(date)).getUTCDay() + 6) % 7) + 1;

export const startOfWeek = (date: string): string => addDays(date, 1 - weekday(date));

export const isIsoDate = (value: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && toDate(toTime(value)) === value;

/** The local date today in the browser, as the operator sees the calendar. */
export function todayIso(now = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

export interface CalendarRange {
  from: string;
  to: string;
  /** Every day shown, from `from` to `to`. */
  days: string[];
  /** The month shown (YYYY-MM), for the month view's title and greyed days; the anchor's month in a week view. */
  month: string;
}

export function rangeOf(view: CalendarView, anchor: string): CalendarRange {
  const month = anchor.slice(0, 7);
  let from: string;
  let to: string;
  if (view === "week") {
    from = startOfWeek(anchor);
    to = addDays(from, 6);
  } else {
    const first = `${month}-01`;
    const nextMonth = toDate(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 1));
    from = startOfWeek(first);
    to = addDays(startOfWeek(addDays(nextMonth, -1)), 6);
  }
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return { from, to, days, month };
}

/** The anchor one step back or forward: a month (kept on day 1) or a week. */
export function stepAnchor(view: CalendarView, anchor: string, step: -1 | 1): string {
  if (view === "week") return addDays(anchor, 7 * step);
  const year = Number(anchor.slice(0, 4));
  const month = Number(anchor.slice(5, 7)) - 1 + step;
  return toDate(Date.UTC(year, month, 1));
}
