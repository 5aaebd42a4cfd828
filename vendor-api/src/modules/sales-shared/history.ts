/** Writing the order history (docs/sales-contract.md section 4): an action and its parameters, never a sentence. */
import { orderHistoryEntryFault, type OrderHistoryActionCode, type OrderHistoryParams } from "#rules";
import type { Db } from "../../db/connect";
import { orderHistory } from "../../db/schema";

export interface OrderHistoryInput {
  tenantId: number;
  orderId: number;
  action: OrderHistoryActionCode;
  params: OrderHistoryParams;
  operatorId: number | null;
  operatorName: string;
}

/**
 * One order history entry. An action or a parameter rules/order-history.ts does not describe is refused, as an audit
 * entry's is: the console has words for exactly what that table describes.
 */
export async function recordOrderHistory(tx: Db, entry: OrderHistoryInput): Promise<void> {
  const fault = orderHistoryEntryFault(entry.action, entry.params);
  if (fault) throw new Error(`Cannot record: ${fault}`);
  await tx.insert(orderHistory).values(entry);
}
