/**
 * The transaction list's search (seed section 2, Transactions; section 5, Transaction search): the URL params, the
 * search form's values and rules, and the `transactions` filter they become. No React here.
 */
import type { TransactionFilter } from "@/gql/graphql";
import { translate } from "@/i18n/i18n";
import { activeFilters } from "@/shared/list/list-state";
import { dateRangeError } from "../shared/date-range-rule";
import { dayRangeFilter, isCalendarDay } from "../shared/date-range";

export const TRANSACTIONS_CSV_PATH = "/exports/transactions.csv";

export const TRANSACTION_FILTER_KEYS = [
  "cardNumber",
  "paypalAccount",
  "transactionId",
  "authCode",
  "dateFrom",
  "dateTo",
] as const;
export type TransactionFilterKey = (typeof TRANSACTION_FILTER_KEYS)[number];
export type TransactionUrlFilters = Record<TransactionFilterKey, string>;

/** What the search form edits: texts as typed, days `YYYY-MM-DD` as the pickers hold them. */
export interface TransactionSearchValues {
  cardNumber: string;
  paypalAccount: string;
  transactionId: string;
  authCode: string;
  dateFrom: string | null;
  dateTo: string | null;
}

export function toSearchValues(filters: TransactionUrlFilters): TransactionSearchValues {
  return {
    cardNumber: filters.cardNumber,
    paypalAccount: filters.paypalAccount,
    transactionId: filters.transactionId,
    authCode: filters.authCode,
    dateFrom: isCalendarDay(filters.dateFrom) ? filters.dateFrom : null,
    dateTo: isCalendarDay(filters.dateTo) ? filters.dateTo : null,
  };
}

export function toUrlFilters(values: TransactionSearchValues): TransactionUrlFilters {
  return {
    cardNumber: values.cardNumber.trim(),
    paypalAccount: values.paypalAccount.trim(),
    transactionId: values.transactionId.trim(),
    authCode: values.authCode.trim(),
    dateFrom: values.dateFrom ?? "",
    dateTo: values.dateTo ?? "",
  };
}

/** A day typed as `MM/DD/YYYY` (the console's date format) as the picker's `YYYY-MM-DD`; null when it is no date. */
export function parseTypedDay(text: string): string | null {
  const match = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/.exec(text);
  if (!match) return null;
  const day = `${match[3]}-${match[1].padStart(2, "0")}-${match[2].padStart(2, "0")}`;
  return isCalendarDay(day) ? day : null;
}

/**
 * A card search the gateway accepts: the last 4 digits, a whole number (12–19 digits, masked before it is sent on) or
 * a masked one with at least 4 known digits (`424242******4242`, `**** 4242`). Spaces and dashes do not count.
 */
export function isCardNumberSearch(value: string): boolean {
  const cleaned = value.replace(/[\s-]/g, "").replace(/[xX]/g, "*");
  if (/^\d{4}$/.test(cleaned) || /^\d{12,19}$/.test(cleaned)) return true;
  const masked = /^(\d*)\*+(\d*)$/.exec(cleaned);
  return masked !== null && masked[1].length + masked[2].length >= 4;
}

/** The search form's rules, with the seed's messages. */
export const transactionSearchRules = {
  cardNumber: (value: string) =>
    value.trim() && !isCardNumberSearch(value) ? translate("validation.creditCard") : null,
  dateTo: (value: string | null, values: TransactionSearchValues) => dateRangeError(values.dateFrom, value),
};

/** The URL's filters as the `transactions` filter (also the export's query): unset ones left out. */
export function toTransactionFilter(filters: TransactionUrlFilters, timeZone: string): TransactionFilter {
  const { dateFrom, dateTo, ...texts } = activeFilters(filters);
  return { ...texts, ...dayRangeFilter(dateFrom ?? "", dateTo ?? "", timeZone) };
}
