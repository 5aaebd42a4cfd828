/**
 * Calendar-day ranges of the sales filters, read in the tenant's time zone: a search "from 09/01 to 09/30" means from
 * 09/01 00:00 to the end of 09/30 where the vendor is, whatever the operator's own clock says.
 */

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export const isCalendarDay = (value: string): boolean => {
  const match = DAY.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().startsWith(value);
};

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

/** How far `timeZone`'s wall clock is ahead of UTC at `instant`, in milliseconds. */
function zoneOffset(instant: number, timeZone: string): number {
  let formatter = offsetFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    offsetFormatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(instant).map((part) => [part.type, Number(part.value)]));
  const wall = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant (ISO 8601) a calendar day `YYYY-MM-DD` starts in `timeZone`. */
export function zonedDayStart(day: string, timeZone: string): string {
  const [year, month, date] = day.split("-").map(Number);
  const wallMidnight = Date.UTC(year, month - 1, date);
  // The offset at midnight may differ from the one a guess lands on (a DST change that day): settle it twice.
  const first = wallMidnight - zoneOffset(wallMidnight, timeZone);
  return new Date(wallMidnight - zoneOffset(first, timeZone)).toISOString();
}

/** The day after `YYYY-MM-DD`. */
export function nextDay(day: string): string {
  const [year, month, date] = day.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}

/**
 * The created-time window of two calendar days, both included: `dateFrom` at the first day's start, `dateTo` at the
 * start of the day after the last (the filters take `dateFrom ≤ time < dateTo`). A missing or malformed end stays open.
 */
export function dayRangeFilter(from: string, to: string, timeZone: string): { dateFrom?: string; dateTo?: string } {
  return {
    dateFrom: isCalendarDay(from) ? zonedDayStart(from, timeZone) : undefined,
    dateTo: isCalendarDay(to) ? zonedDayStart(nextDay(to), timeZone) : undefined,
  };
}
