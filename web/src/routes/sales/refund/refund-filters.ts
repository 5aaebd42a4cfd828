import type { RefundFilter } from "@/gql/graphql";
import { refundStateFilterOf } from "./refund-state";

export const REFUND_ORDERS_CSV_PATH = "/exports/refund-orders.csv";

/** The refund list's URL params. */
export const REFUND_FILTER_KEYS = ["state", "orderNumber"] as const;
export type RefundFilterKey = (typeof REFUND_FILTER_KEYS)[number];

/** The URL's filters as the `refundOrders` filter (and the export's query): unset and unknown values left out. */
export function toRefundFilter(filters: Record<RefundFilterKey, string>): RefundFilter {
  const state = refundStateFilterOf(filters.state);
  const orderNumber = filters.orderNumber.trim();
  return { ...(state ? { state } : {}), ...(orderNumber ? { orderNumber } : {}) };
}
