/**
 * The order list's search as URL params, and what they become: the `orders` query's filter and sort, the export's
 * URL, and the rule failures to show under the inputs. No React here, so every mapping is unit-tested.
 */
import type { OrderFilter, OrderSort, OrderSortField, SortOrder } from "@/gql/graphql";
import { translate } from "@/i18n/i18n";
import { dayRangeFilter } from "../shared/date-range";
import { dateRangeError } from "../shared/date-range-rule";
import { exportUrlOf } from "../shared/export-url";
import { isOrderState, isPaymentType } from "../shared/sales-states";

export const ORDER_SEARCH_KEYS = [
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

export type OrderSearchKey = (typeof ORDER_SEARCH_KEYS)[number];
export type OrderSearch = Record<OrderSearchKey, string>;

/** Filters under "More filters" (the toolbar opens with them shown when one is set). */
export const SECONDARY_KEYS: readonly OrderSearchKey[] = ["email", "phone", "tripId", "channelId", "paymentType"];

/** Sort choices, `<field>_<order>` in the URL; the first is the server's default (newest created first). */
export const ORDER_SORTS = [
  "CREATE_TIME_DESC",
  "CREATE_TIME_ASC",
  "COMPLETE_TIME_DESC",
  "COMPLETE_TIME_ASC",
  "TOTAL_DESC",
  "TOTAL_ASC",
] as const;
export type OrderSortChoice = (typeof ORDER_SORTS)[number];

export function isOrderSortChoice(value: string): value is OrderSortChoice {
  return (ORDER_SORTS as readonly string[]).includes(value);
}

export function sortOf(choice: string): OrderSort {
  const chosen = isOrderSortChoice(choice) ? choice : ORDER_SORTS[0];
  const cut = chosen.lastIndexOf("_");
  return { field: chosen.slice(0, cut) as OrderSortField, order: chosen.slice(cut + 1) as SortOrder };
}

/** The order list's columns whose header sorts the list, and the field each sorts by. */
export const SORTABLE_ORDER_COLUMNS: Readonly<Record<string, OrderSortField>> = {
  completeTime: "COMPLETE_TIME",
  total: "TOTAL",
};

/** A sortable header's click: its field latest or highest first, or the other way round when it already is. */
export function nextSortChoice(current: string, field: OrderSortField): string {
  const sort = sortOf(current);
  const next = `${field}_${sort.field === field && sort.order === "DESC" ? "ASC" : "DESC"}`;
  return next === ORDER_SORTS[0] ? "" : next;
}

const CARD_LAST4 = /^\d{4}$/;

/** The gateway's rules (docs/sales-contract.md section 5), with its messages, checked before a search is sent. */
export function orderSearchErrors(search: Partial<OrderSearch>): Partial<Record<OrderSearchKey, string>> {
  const errors: Partial<Record<OrderSearchKey, string>> = {};
  const cardLast4 = search.cardLast4?.trim();
  if (cardLast4 && !CARD_LAST4.test(cardLast4)) errors.cardLast4 = translate("orders.cardLast4Invalid");
  const phone = search.phone?.trim();
  if (phone && !/\d/.test(phone)) errors.phone = translate("validation.phone");
  const dateTo = dateRangeError(search.dateFrom, search.dateTo);
  if (dateTo) errors.dateTo = dateTo;
  return errors;
}

/** The `orders` filter of a search: empty and unknown values are left out, days become instants in `timeZone`. */
export function orderFilterOf(search: OrderSearch, timeZone: string): OrderFilter {
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

/** The CSV export of the same filter. */
export const orderExportUrl = (filter: OrderFilter): string => exportUrlOf(ORDERS_CSV_PATH, filter);
