/**
 * Reads list filters from an export URL's query string, in the GraphQL filters' terms (enum value names, ISO 8601
 * times, ids), so an export link carries the same filter as the list query it mirrors.
 */
import { RuleMessages, type FieldErrors } from "../shared/field-rules";

export type ExportQuery = Record<string, string | undefined>;

const INVALID_VALUE = "Invalid value";

/** A parameter given twice arrives as an array: only a single value counts. */
export function queryText(query: ExportQuery, field: string): string | undefined {
  const value: unknown = query[field];
  return typeof value === "string" ? value.trim() || undefined : undefined;
}

export function queryEnum<K extends string>(
  query: ExportQuery,
  field: string,
  values: Record<K, K>,
  fields: FieldErrors,
): K | undefined {
  const value = queryText(query, field);
  if (value === undefined) return undefined;
  if (Object.hasOwn(values, value)) return value as K;
  fields[field] = INVALID_VALUE;
  return undefined;
}

export function queryDateTime(query: ExportQuery, field: string, fields: FieldErrors): Date | undefined {
  const value = queryText(query, field);
  if (value === undefined) return undefined;
  const time = Date.parse(value);
  if (!Number.isNaN(time)) return new Date(time);
  fields[field] = RuleMessages.invalidDate;
  return undefined;
}

/**
 * Upstream query values as strings: the protocol sends only truthy values, and a code of 0 (UNPAID, PENDING,
 * PROCESSING) is a filter too.
 */
export function toQueryStrings(values: Record<string, string | number | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values)
      .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
      .map(([key, value]) => [key, String(value)]),
  );
}
