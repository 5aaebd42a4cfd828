/**
 * Dates and times as the product writes them everywhere (the console's screens and every exported file): dates
 * `MM/dd/yyyy`, times `MM/dd/yyyy HH:mm` in the tenant's time zone (docs/rules.md).
 */

/** The time zone of a tenant that has none set. */
export const DEFAULT_TIME_ZONE = "America/New_York";

/** A calendar date `YYYY-MM-DD` (no time zone: it is the travel day itself) as `MM/dd/yyyy`. */
export function formatDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  return match ? `${match[2]}/${match[3]}/${match[1]}` : isoDate;
}

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The zone times are written in: the tenant's, or UTC when it is unknown (never the machine's own). */
export const timeZoneOrUtc = (timeZone: string | null | undefined): string =>
  timeZone && isTimeZone(timeZone) ? timeZone : "UTC";

/** By the zone asked for (an unknown one included), so a long list or file checks its zone once. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string | null | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? "";
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone: timeZoneOrUtc(timeZone),
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** `MM/dd/yyyy HH:mm` of an ISO 8601 instant in `timeZone` (UTC when unknown); unreadable input as it came. */
export function formatDateTime(iso: string, timeZone: string | null | undefined): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.month}/${parts.day}/${parts.year} ${parts.hour}:${parts.minute}`;
}

/** The calendar day `YYYY-MM-DD` that `now` falls on in `timeZone` (UTC when unknown). */
export function dayIn(timeZone: string | null | undefined, now: Date = new Date()): string {
  const [month, day, year] = formatDateTime(now.toISOString(), timeZone).split(" ")[0].split("/");
  return `${year}-${month}-${day}`;
}
