/**
 * Cell texts as the console shows them: dates `MM/dd/yyyy` and times `MM/dd/yyyy HH:mm` in the tenant's time zone
 * (the product's one display format, `#rules`), phones `+1 2125551197` as the order list writes them, lists joined.
 * Empty values are empty cells.
 */
import { dayIn, formatDate as formatIsoDate, formatDateTime as formatIsoDateTime, timeZoneOrUtc } from "#rules";

/** A calendar date `YYYY-MM-DD` as `MM/dd/yyyy`. */
export const formatDate = (isoDate: string | null): string => (isoDate ? formatIsoDate(isoDate) : "");

/** An ISO 8601 instant as `MM/dd/yyyy HH:mm` in `timeZone` (UTC when unknown). */
export const formatDateTime = (iso: string | null, timeZone: string | null): string =>
  iso ? formatIsoDateTime(iso, timeZone) : "";

/** `YYYY-MM-DD` of now in the tenant's time zone (file names). */
export const todayIn = (timeZone: string | null, now = new Date()): string => dayIn(timeZone, now);

/** A column header naming the time zone its times are in, e.g. `Created time (America/New_York)`. */
export const timeHeader = (title: string, timeZone: string | null) => `${title} (${timeZoneOrUtc(timeZone)})`;

/** Country code, then number: `+1 2125551197`, or whichever part there is. */
export const formatPhone = (countryCode: string | null, phone: string | null): string =>
  [countryCode, phone].filter(Boolean).join(" ");

/** Several values in one cell. */
export const joinValues = (values: readonly string[], separator = "; "): string => values.join(separator);
