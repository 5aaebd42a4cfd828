import { z } from "zod";
import { upstream } from "../../rest/upstream-call";
import { upstreamOrderSchema } from "./order.mapper";

export interface UpstreamOrderCancelQuoteBody {
  orderId: number;
  ticketIds: number[];
}

export interface UpstreamOrderCancelBody extends UpstreamOrderCancelQuoteBody {
  version: number;
  chargeOverride: string | null;
  notifyCustomer: boolean;
}

const int = z.number().int();

export const upstreamCancelQuoteSchema = z.object({
  tickets: z.array(z.object({ ticketId: int, ticketNumber: z.string(), price: z.string(), charge: z.string() })),
  paid: z.string(),
  charge: z.string(),
  refund: z.string(),
  refunds: z.array(
    z.object({
      paymentId: int,
      paymentType: int,
      refundable: z.string(),
      amount: z.string(),
      settledAtOnce: z.boolean(),
    }),
  ),
  cancelsOrder: z.boolean(),
  totalAfter: z.string(),
  balanceAfter: z.string(),
});

/** docs/sales-contract.md section 13. */
export const quoteOrderCancel = upstream<UpstreamOrderCancelQuoteBody>().post(
  "/order/cancel/quote",
  upstreamCancelQuoteSchema,
);
/** Answers the order as `/order/find` does. */
export const cancelOrder = upstream<UpstreamOrderCancelBody>().post("/order/cancel", upstreamOrderSchema);
