import { upstream } from "../../rest/upstream-call";
import { upstreamOrderSchema } from "./order.mapper";

export interface UpstreamOrderPayment {
  orderId: number;
  version: number;
  method: string;
  amount: string;
  reference: string | null;
  paidAt: string;
}

/** docs/sales-contract.md section 11: answers the order as `/order/find` does. */
export const addOrderPayment = upstream<UpstreamOrderPayment>().post("/order/payment/add", upstreamOrderSchema);
