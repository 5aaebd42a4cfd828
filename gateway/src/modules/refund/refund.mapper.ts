/** Upstream refund shapes (docs/sales-contract.md section 4) to GraphQL types. */
import { z } from "zod";
import { TicketStatusEnum } from "../reservation/reservation.enums";
import { maskCardNumber } from "#rules";
import { toPayment, upstreamPaymentSchema } from "../sales-shared/payment.mapper";
import { RefundPayTypeEnum } from "../sales-shared/sales.enums";
import { textOrUndefined } from "../sales-shared/sales.rules";
import { toOrderTicket, upstreamOrderTicketSchema } from "../sales-shared/sales-ticket.mapper";
import { toUpstreamId } from "../shared/field-rules";
import { RefundLogActionEnum, RefundStateEnum } from "./refund.enums";
import type { RefundFilter } from "./refund.input";
import type { RefundOrder, RefundOrderSummary } from "./refund.type";

const int = z.number().int();
/** Refund payment types whose account is a card number (card, Apple Pay). */
const CARD_PAY_TYPES: number[] = [RefundPayTypeEnum.toCode("CARD"), RefundPayTypeEnum.toCode("APPLE_PAY")];
const idOrNull = (id: number | null) => (id === null ? null : String(id));

export const upstreamRefundListItemSchema = z.object({
  id: int,
  refundNumber: z.string(),
  orderId: int,
  orderNumber: z.string(),
  paymentId: int,
  payType: int,
  state: int,
  amount: z.string(),
  fee: z.string(),
  ticketCodes: z.array(z.string()),
  applyPersonId: int.nullable(),
  applyPersonName: z.string(),
  checkBy: z.string().nullable(),
  checkTime: z.string().nullable(),
  createTime: z.string(),
  version: int,
});

export const upstreamRefundOrderSchema = upstreamRefundListItemSchema.extend({
  contactFirstName: z.string(),
  contactLastName: z.string(),
  checkFee: z.string().nullable(),
  feeDetails: z.array(z.object({ ticketId: int, ticketNumber: z.string(), price: z.string(), fee: z.string() })),
  payAccount: z.string().nullable(),
  transactionId: z.string().nullable(),
  reason: z.string().nullable(),
  remarks: z.string().nullable(),
  completeBy: z.string().nullable(),
  completeTime: z.string().nullable(),
  ticketIds: z.array(int),
  refundTickets: z.array(upstreamOrderTicketSchema.extend({ previousStatus: int })),
  logs: z.array(
    z.object({
      id: int,
      action: z.string(),
      fromState: int.nullable(),
      toState: int,
      operatorId: int.nullable(),
      operatorName: z.string(),
      note: z.string().nullable(),
      createTime: z.string(),
    }),
  ),
  payments: z.array(upstreamPaymentSchema),
});

export function toRefundOrderSummary(refund: z.infer<typeof upstreamRefundListItemSchema>): RefundOrderSummary {
  return {
    ...refund,
    id: String(refund.id),
    orderId: String(refund.orderId),
    paymentId: String(refund.paymentId),
    payType: RefundPayTypeEnum.fromCode(refund.payType),
    state: RefundStateEnum.fromCode(refund.state),
    stateCode: refund.state,
    applyPersonId: idOrNull(refund.applyPersonId),
  };
}

export function toRefundOrder(refund: z.infer<typeof upstreamRefundOrderSchema>): RefundOrder {
  return {
    ...refund,
    ...toRefundOrderSummary(refund),
    feeDetails: refund.feeDetails.map((detail) => ({ ...detail, ticketId: String(detail.ticketId) })),
    // A card refund names the card: masked here too, whatever the vendor API sent.
    payAccount: CARD_PAY_TYPES.includes(refund.payType) ? maskCardNumber(refund.payAccount) : refund.payAccount,
    ticketIds: refund.ticketIds.map(String),
    refundTickets: refund.refundTickets.map((ticket) => ({
      ...toOrderTicket(ticket, refund.orderNumber),
      previousStatus: TicketStatusEnum.fromCode(ticket.previousStatus),
    })),
    logs: refund.logs.map((log) => ({
      ...log,
      id: String(log.id),
      action: RefundLogActionEnum.fromCode(log.action),
      fromState: log.fromState === null ? null : RefundStateEnum.fromCode(log.fromState),
      toState: RefundStateEnum.fromCode(log.toState),
      operatorId: idOrNull(log.operatorId),
    })),
    payments: refund.payments.map(toPayment),
  };
}

/** The `/refund/list` (and export) filter fields. */
export function toUpstreamRefundFilter(filter: RefundFilter | null | undefined) {
  return {
    state: filter?.state ? RefundStateEnum.toCode(filter.state) : undefined,
    orderId: filter?.orderId ? toUpstreamId(filter.orderId, "orderId") : undefined,
    orderNumber: textOrUndefined(filter?.orderNumber),
  };
}
