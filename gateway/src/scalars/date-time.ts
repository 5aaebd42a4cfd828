import { GraphQLScalarType, Kind, type ValueNode } from "graphql";
import { DateTimeResolver } from "graphql-scalars";
import { dateTimeFailure, instantFailure, messageOf, type RuleFailure } from "#rules";

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
  return typeof value === "string" && writtenBackUnchanged(value) ? value : DateTimeResolver.serialize(value);
}

/**
 * Whether a `Date` made from `value` writes it back unchanged: the form, and each field within its range (the day
 * within its month, leap years counted as `Date` counts them). Read from the digits, so a list page's times cost
 * no `Date` and no string each (docs/scale-contract.md section 4).
 */
function writtenBackUnchanged(value: string): boolean {
  if (!ISO_UTC.test(value)) return false;
  const year = digits(value, 0, 4);
  const month = digits(value, 5, 2);
  const day = digits(value, 8, 2);
  return (
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month) &&
    digits(value, 11, 2) <= 23 &&
    digits(value, 14, 2) <= 59 &&
    digits(value, 17, 2) <= 59
  );
}

function digits(text: string, from: number, count: number): number {
  let number = 0;
  for (let index = from; index < from + count; index++) number = number * 10 + text.charCodeAt(index) - 48;
  return number;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function daysInMonth(year: number, month: number): number {
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1];
}

/**
 * A value the shared date rule refuses (docs/rules.md, "Dates"). graphql-js keeps it as the `originalError` of its
 * refusal of the variable, from which `withVariableField` names the rule and its params on the value's path.
 */
export class DateRuleRefusal extends Error {
  constructor(readonly failure: RuleFailure) {
    super(messageOf(failure));
    this.name = "DateRuleRefusal";
  }
}

function refuse(failure: RuleFailure | undefined): void {
  if (failure) throw new DateRuleRefusal(failure);
}

/**
 * An input is held to the date rule before the library reads it, so that only ISO 8601's forms on days the calendar
 * has, within the years the database stores, become a `Date` (year 0000 reached PostgreSQL and came back as a system
 * error, issue 57). The library's own refusals stay for what the rule lets through but RFC 3339 does not (a date
 * without its time). A `Date` (graphql-jit reads the variables graphql-js has read once more) is held to the years.
 */
function parseValue(value: unknown): Date {
  if (typeof value === "string") refuse(dateTimeFailure(value));
  const date = DateTimeResolver.parseValue(value) as Date;
  refuse(instantFailure(date));
  return date;
}

function parseLiteral(node: ValueNode): Date {
  if (node.kind === Kind.STRING) refuse(dateTimeFailure(node.value));
  const date = DateTimeResolver.parseLiteral(node, undefined) as Date;
  refuse(instantFailure(date));
  return date;
}

/** ISO 8601 date-time (`2025-01-31T12:00:00.000Z`). */
export const DateTimeScalar = new GraphQLScalarType({
  ...DateTimeResolver.toConfig(),
  serialize,
  parseValue,
  parseLiteral,
});
