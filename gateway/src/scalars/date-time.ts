import { GraphQLScalarType } from "graphql";
import { DateTimeResolver } from "graphql-scalars";

/** The form `Date.prototype.toISOString` writes for years 0000–9999: UTC, milliseconds, `Z`. */
const ISO_UTC = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/**
 * graphql-scalars' DateTime answers a string by validating it against RFC 3339, field by field, and turning it into a
 * `Date` that the answer's JSON writes back with `toISOString`. The vendor API's times arrive in that very form, and
 * every time of a list page passes here (docs/scale-contract.md section 4): a string that a `Date` writes back
 * unchanged is a valid date-time whose answer is itself, so it is answered as it is. Anything else (another offset,
 * no milliseconds, a day past the month's end, which `Date` would carry into the next month) takes the library's way,
 * with its errors.
 */
function serialize(value: unknown): unknown {
  if (typeof value === "string" && ISO_UTC.test(value)) {
    const time = Date.parse(value);
    if (!Number.isNaN(time) && new Date(time).toISOString() === value) return value;
  }
  return DateTimeResolver.serialize(value);
}

/** ISO 8601 date-time (`2025-01-31T12:00:00.000Z`). */
export const DateTimeScalar = new GraphQLScalarType({ ...DateTimeResolver.toConfig(), serialize });
