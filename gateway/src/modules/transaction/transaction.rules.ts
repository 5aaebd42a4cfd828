/** The transaction search rules the gateway checks before `/transaction/list` (seed section 5, Transaction search). */
import { validateFields, type FieldErrors } from "../shared/field-rules";
import { cardNumber, validateDateRange } from "../sales-shared/sales.rules";
import type { TransactionFilter } from "./transaction.input";

export function validateTransactionFilter(filter: TransactionFilter | null | undefined): FieldErrors {
  if (!filter) return {};
  return {
    ...validateFields({ cardNumber: [filter.cardNumber, [cardNumber]] }),
    ...validateDateRange(filter.dateFrom, filter.dateTo),
  };
}
