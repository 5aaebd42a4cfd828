/** Input rules shared by the sales lists and refund actions (docs/sales-contract.md section 5, docs/rules.md). */
import { dateRangeFailure, type FieldFailures } from "#rules";

/** A created-time window must not be empty: the start before the end, else a failure on `dateTo`. */
export function validateDateRange(dateFrom: Date | null | undefined, dateTo: Date | null | undefined): FieldFailures {
  const failure = dateRangeFailure(dateFrom, dateTo);
  return failure ? { dateTo: failure } : {};
}

/** A DateTime filter value as the vendor API takes it (ISO 8601), or undefined to leave that end open. */
export const toIsoOrUndefined = (value: Date | null | undefined) => value?.toISOString();

/** Optional text filters go upstream trimmed, and only when there is something left. */
export const textOrUndefined = (value: string | null | undefined) => value?.trim() || undefined;
