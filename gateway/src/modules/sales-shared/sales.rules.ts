/** Input rules shared by the sales lists and refund actions, with the messages of docs/sales-contract.md section 5. */
import type { FieldErrors, Rule } from "../shared/field-rules";
import { maxLength } from "../shared/field-rules";
import { toCardNumberSearch } from "./card-number";

export const SalesMessages = {
  dateRange: "Start time must be earlier than end time",
  cardLast4: "Enter the last 4 digits of the card",
  cardNumber: "Invalid card number",
  phone: "Invalid phone",
} as const;

export const NOTE_MAX = 500;
export const noteRules: Rule[] = [maxLength(NOTE_MAX)];

/** A created-time window must not be empty: the start before the end, else a message on `dateTo`. */
export function validateDateRange(dateFrom: Date | null | undefined, dateTo: Date | null | undefined): FieldErrors {
  return dateFrom && dateTo && dateFrom.getTime() >= dateTo.getTime() ? { dateTo: SalesMessages.dateRange } : {};
}

export const cardLast4: Rule = (value) =>
  typeof value === "string" && !/^\d{4}$/.test(value.trim()) ? SalesMessages.cardLast4 : undefined;

export const cardNumber: Rule = (value) =>
  typeof value === "string" && toCardNumberSearch(value) === null ? SalesMessages.cardNumber : undefined;

export const phoneDigits: Rule = (value) =>
  typeof value === "string" && !/\d/.test(value) ? SalesMessages.phone : undefined;

/** A DateTime filter value as the vendor API takes it (ISO 8601), or undefined to leave that end open. */
export const toIsoOrUndefined = (value: Date | null | undefined) => value?.toISOString();

/** Optional text filters go upstream trimmed, and only when there is something left. */
export const textOrUndefined = (value: string | null | undefined) => value?.trim() || undefined;
