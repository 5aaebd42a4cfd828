/**
 * The order list's search as URL params, and what they become: the `orders` query's filter and sort, the export's
 * URL, and the rule failures to show under the inputs. No React here, so every mapping is unit-tested.
 */
import type { OrderFilter, OrderSort, OrderSortField } from "@/gql/graphql";
import { cardLast4, maxLength, phoneSearch, SEARCH_MAX, validateFields } from "#rules";
import { ruleText } from "@/i18n/rule-text";
import { sortOfChoice, type ListSortOptions } from "@/shared/list/list-sort";
import { dayRangeFilter } from "../shared/date-range";
import { dateRangeError } from "../shared/date-range-rule";
import { exportUrlOf } from "@/shared/export";
import { isOrderState, isPaymentType } from "../shared/sales-states";

export const ORDER_FILTER_KEYS = [
  "orderNumber",
  "customerName",
  "email",
  "phone",
  "tripId",
  "dateFrom",
  "dateTo",
  "state",
  "channelId",
  "paymentType",
  "cardLast4",
  "sort",
] as const;

export type OrderFilterKey = (typeof ORDER_FILTER_KEYS)[number];
export type OrderFilters = Record<OrderFilterKey, string>;

/** Filters under "More filters" (the toolbar opens with them shown when one is set). */
export const SECONDARY_KEYS: readonly OrderFilterKey[] = ["email", "phone", "tripId", "channelId", "paymentType"];

/** Sort choices, `<field>_<order>` in the URL; the first is the server's default (newest created first). */
export const ORDER_SORTS = [
  "CREATE_TIME_DESC",
  "CREATE_TIME_ASC",
  "COMPLETE_TIME_DESC",
  "COMPLETE_TIME_ASC",
  "TOTAL_DESC",
  "TOTAL_ASC",
] as const;

/** The `orders` sort of a choice: the server's default for an unknown or empty one. */
export const orderSortOf = (choice: string): OrderSort => sortOfChoice<OrderSortField>(choice, ORDER_SORTS);

/** The sort param, and the columns whose header sorts the list by their field. */
export const ORDER_SORT: ListSortOptions<OrderFilterKey> = {
  param: "sort",
  choices: ORDER_SORTS,
  columns: { completeTime: "COMPLETE_TIME", total: "TOTAL" } satisfies Record<string, OrderSortField>,
};

/** The gateway's rules (docs/sales-contract.md section 5), with its messages, checked before a search is sent. */
export function orderSearchErrors(search: Partial<OrderFilters>): Partial<Record<OrderFilterKey, string>> {
  const errors: Partial<Record<OrderFilterKey, string>> = {};
  const failures = validateFields({
    orderNumber: [search.orderNumber, [maxLength(SEARCH_MAX)]],
    customerName: [search.customerName, [maxLength(SEARCH_MAX)]],
    email: [search.email, [maxLength(SEARCH_MAX)]],
    cardLast4: [search.cardLast4, [cardLast4]],
    phone: [search.phone, [maxLength(SEARCH_MAX), phoneSearch]],
  });
  for (const [field, failure] of Object.entries(failures)) errors[field as OrderFilterKey] = ruleText(failure);
  const dateTo = dateRangeError(search.dateFrom, search.dateTo);
  if (dateTo) errors.dateTo = dateTo;
  return errors;
}

/** The `orders` filter of a search: empty and unknown values are left out, days become instants in `timeZone`. */
export function orderFilterOf(search: OrderFilters, timeZone: string): OrderFilter {
  const text = (value: string) => value.trim() || undefined;
  return {
    orderNumber: text(search.orderNumber),
    customerName: text(search.customerName),
    email: text(search.email),
    phone: text(search.phone),
    tripId: text(search.tripId),
    channelId: text(search.channelId),
    cardLast4: text(search.cardLast4),
    state: isOrderState(search.state) ? search.state : undefined,
    paymentType: isPaymentType(search.paymentType) ? search.paymentType : undefined,
    ...dayRangeFilter(search.dateFrom, search.dateTo, timeZone),
  };
}

export const ORDERS_CSV_PATH = "/exports/orders.csv";

/** The CSV export of the same filter (picked rows, if the filter names them, comma-separated as the export reads them). */
export const orderExportUrl = (filter: OrderFilter): string =>
  exportUrlOf(ORDERS_CSV_PATH, { ...filter, orderIds: filter.orderIds?.join(",") });
