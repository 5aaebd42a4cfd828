/** The order list's filter rules the gateway checks before `/order/list` (docs/sales-contract.md section 5). */
import { cardLast4, maxEntries, ORDER_JOB_IDS_MAX, phoneSearch, validateFields, type FieldFailures } from "#rules";
import { validateDateRange } from "../sales-shared/sales.rules";
import type { OrderFilter } from "./order.input";

export function validateOrderFilter(filter: OrderFilter | null | undefined): FieldFailures {
  if (!filter) return {};
  return {
    ...validateFields({
      cardLast4: [filter.cardLast4, [cardLast4]],
      phone: [filter.phone, [phoneSearch]],
      orderIds: [filter.orderIds, [maxEntries(ORDER_JOB_IDS_MAX)]],
    }),
    ...validateDateRange(filter.dateFrom, filter.dateTo),
  };
}
