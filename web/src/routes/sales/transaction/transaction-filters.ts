/**
 * The transaction list's search (docs/sales-contract.md section 5): the URL params, the
 * search form's values and rules, and the `transactions` filter they become. No React here.
 */
import type { TransactionFilter } from "@/gql/graphql";
import { cardNumberSearch } from "#rules";
import { fromCheck } from "@/shared/validation";
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

/** The search form's rules (docs/rules.md), worded in the console's language. */
export const transactionSearchRules = {
  cardNumber: fromCheck(cardNumberSearch),
  dateTo: (value: string | null, values: TransactionSearchValues) => dateRangeError(values.dateFrom, value),
};

/** The URL's filters as the `transactions` filter (also the export's query): unset ones left out. */
export function toTransactionFilter(filters: TransactionUrlFilters, timeZone: string): TransactionFilter {
  const { dateFrom, dateTo, ...texts } = activeFilters(filters);
  return { ...texts, ...dayRangeFilter(dateFrom ?? "", dateTo ?? "", timeZone) };
}
