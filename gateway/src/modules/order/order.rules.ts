/** The order list's filter rules the gateway checks before `/order/list` (docs/sales-contract.md section 5). */
import { validateFields, type FieldErrors } from "../shared/field-rules";
import { cardLast4, phoneDigits, validateDateRange } from "../sales-shared/sales.rules";
import type { OrderFilter } from "./order.input";

export function validateOrderFilter(filter: OrderFilter | null | undefined): FieldErrors {
  if (!filter) return {};
  return {
    ...validateFields({ cardLast4: [filter.cardLast4, [cardLast4]], phone: [filter.phone, [phoneDigits]] }),
    ...validateDateRange(filter.dateFrom, filter.dateTo),
  };
}
