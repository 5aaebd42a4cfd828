/** The transaction search rules the gateway checks before `/transaction/list` (docs/sales-contract.md section 5). */
import { cardNumberSearch, validateFields, type FieldFailures } from "#rules";
import { validateDateRange } from "../sales-shared/sales.rules";
import type { TransactionFilter } from "./transaction.input";

export function validateTransactionFilter(filter: TransactionFilter | null | undefined): FieldFailures {
  if (!filter) return {};
  return {
    ...validateFields({ cardNumber: [filter.cardNumber, [cardNumberSearch]] }),
    ...validateDateRange(filter.dateFrom, filter.dateTo),
  };
}
