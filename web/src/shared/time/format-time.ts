/** Dates and times as the console shows them: `MM/dd/yyyy`, times in the tenant's time zone. */

/** A calendar date `YYYY-MM-DD` (no time zone: it is the travel day itself). */
export function formatDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  return match ? `${match[2]}/${match[3]}/${match[1]}` : isoDate;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat("en-US", {
        timeZone,
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
      });
    } catch {
      // An unknown zone name: UTC rather than the browser's own zone, so every operator sees the same time.
      formatter = formatterFor("UTC");
    }
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** `MM/dd/yyyy HH:mm` of an ISO 8601 instant in `timeZone`. */
export function formatDateTime(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.month}/${parts.day}/${parts.year} ${parts.hour}:${parts.minute}`;
}
