import { z } from "zod";
import { upstream } from "../../rest/upstream-call";
import type { UpstreamPage } from "../shared/page.input";
import { upstreamListSchema } from "../shared/page.mapper";
import type { RecordId, VersionedId } from "../shared/record-keys";
import { upstreamRefundListItemSchema, upstreamRefundOrderSchema, type toUpstreamRefundFilter } from "./refund.mapper";

/** The part of `/order/find` the amount rule needs. */
const orderPaymentsSchema = z.object({
  payments: z.array(
    z.object({ id: z.number().int(), refundableAmount: z.string(), refundPayType: z.number().int().nullable() }),
  ),
});

interface NewRefund {
  orderId: number;
  paymentId: number;
  ticketIds: number[];
  amount: string;
  reason: string | null;
}

/** A step of a refund order's review: each answers the refund order as it now stands. */
const decision = (path: `/refund/${string}`) =>
  upstream<VersionedId & { note: string | null }>().post(path, upstreamRefundOrderSchema);
export type RefundDecision = ReturnType<typeof decision>;

export const listRefundOrders = upstream<UpstreamPage & ReturnType<typeof toUpstreamRefundFilter>>().post(
  "/refund/list",
  upstreamListSchema(upstreamRefundListItemSchema),
);
export const findRefundOrder = upstream<RecordId>().get("/refund/find", upstreamRefundOrderSchema);
export const findOrderPayments = upstream<RecordId>().get("/order/find", orderPaymentsSchema);
export const addRefund = upstream<NewRefund>().post("/refund/add", upstreamRefundOrderSchema);
export const approveRefund = decision("/refund/approve");
export const rejectRefund = decision("/refund/reject");
export const completeRefund = decision("/refund/complete");
