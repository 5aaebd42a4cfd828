/** The vendor API's `Payment` (docs/sales-contract.md section 4) to the GraphQL `Payment`. */
import { z } from "zod";
import { maskCardNumber } from "#rules";
import type { Payment } from "./payment.type";
import { ChargebackStatusEnum, DealStatusEnum, PaymentTypeEnum, PayStatusEnum, RefundPayTypeEnum } from "./sales.enums";

const int = z.number().int();
const text = z.string().nullable();

export const upstreamPaymentSchema = z.object({
  id: int,
  orderId: int,
  paymentType: int,
  amount: z.string(),
  refundedAmount: z.string(),
  refundPendingAmount: z.string(),
  refundableAmount: z.string(),
  refundPayType: int.nullable(),
  account: text,
  transactionId: text,
  authCode: text,
  avsCode: text,
  cardBank: text,
  cardType: text,
  cardNum: text,
  cardLast4: text,
  cardMonth: text,
  cardYear: text,
  payStatus: int,
  dealStatus: int,
  errorCode: text,
  errorMsg: text,
  riskScore: z.number().nullable(),
  maxmindScore: z.number().nullable(),
  chargeBackAmount: z.string(),
  chargeBackStatus: int,
  ip: text,
  userAgent: text,
  payTime: text,
  createTime: z.string(),
});
export type UpstreamPayment = z.infer<typeof upstreamPaymentSchema>;

/** The masked card number under its name and, until it goes (CHANGELOG.md), its deprecated upstream name. */
export const withCardNumber = (cardNumber: string | null) => ({ cardNumber, cardNum: cardNumber });

export function toPayment(payment: UpstreamPayment): Payment {
  return {
    ...payment,
    id: String(payment.id),
    orderId: String(payment.orderId),
    paymentType: PaymentTypeEnum.fromCode(payment.paymentType),
    refundPayType: payment.refundPayType === null ? null : RefundPayTypeEnum.fromCode(payment.refundPayType),
    ...withCardNumber(maskCardNumber(payment.cardNum)),
    payStatus: PayStatusEnum.fromCode(payment.payStatus),
    payStatusCode: payment.payStatus,
    dealStatus: DealStatusEnum.fromCode(payment.dealStatus),
    chargeBackStatus: ChargebackStatusEnum.fromCode(payment.chargeBackStatus),
  };
}
