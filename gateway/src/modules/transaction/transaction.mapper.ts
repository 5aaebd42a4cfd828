/** Upstream transaction shapes (docs/sales-contract.md section 4) to GraphQL types, and the filter to a request body. */
import { z } from "zod";
import { maskCardNumber, toCardNumberSearch } from "#rules";
import { toPayment, upstreamPaymentSchema, withCardNumber } from "../sales-shared/payment.mapper";
import { ChargebackStatusEnum, PaymentTypeEnum, PayStatusEnum } from "../sales-shared/sales.enums";
import { textOrUndefined, toIsoOrUndefined } from "../sales-shared/sales.rules";
import type { TransactionFilter } from "./transaction.input";
import type { Transaction, TransactionSummary } from "./transaction.type";

const int = z.number().int();
const text = z.string().nullable();

const orderLinkShape = {
  orderId: int,
  orderNumber: z.string(),
  customerName: z.string(),
  channelId: int,
  channelName: z.string(),
};

export const upstreamTransactionListItemSchema = z.object({
  id: int,
  createTime: z.string(),
  payTime: text,
  paymentType: int,
  transactionId: text,
  authCode: text,
  ...orderLinkShape,
  cardNum: text,
  cardLast4: text,
  cardType: text,
  paypalAccount: text,
  amount: z.string(),
  refundedAmount: z.string(),
  errorCode: text,
  errorMsg: text,
  payStatus: int,
  chargeBackAmount: z.string(),
  chargeBackStatus: int,
});

export const upstreamTransactionSchema = upstreamPaymentSchema.extend({
  ...orderLinkShape,
  paypalAccount: text,
  contactEmail: text,
});

export function toTransactionSummary(row: z.infer<typeof upstreamTransactionListItemSchema>): TransactionSummary {
  return {
    ...row,
    id: String(row.id),
    paymentType: PaymentTypeEnum.fromCode(row.paymentType),
    orderId: String(row.orderId),
    channelId: String(row.channelId),
    ...withCardNumber(maskCardNumber(row.cardNum)),
    payStatus: PayStatusEnum.fromCode(row.payStatus),
    payStatusCode: row.payStatus,
    chargeBackStatus: ChargebackStatusEnum.fromCode(row.chargeBackStatus),
  };
}

export function toTransaction(transaction: z.infer<typeof upstreamTransactionSchema>): Transaction {
  return {
    ...toPayment(transaction),
    orderNumber: transaction.orderNumber,
    customerName: transaction.customerName,
    contactEmail: transaction.contactEmail,
    channelId: String(transaction.channelId),
    channelName: transaction.channelName,
    paypalAccount: transaction.paypalAccount,
  };
}

/** The `/transaction/list` filter fields; a whole card number is masked here and never sent. */
export function toUpstreamTransactionFilter(filter: TransactionFilter | null | undefined) {
  const cardNumber = textOrUndefined(filter?.cardNumber);
  return {
    cardNumber: cardNumber ? (toCardNumberSearch(cardNumber) ?? undefined) : undefined,
    paypalAccount: textOrUndefined(filter?.paypalAccount),
    transactionId: textOrUndefined(filter?.transactionId),
    authCode: textOrUndefined(filter?.authCode),
    dateFrom: toIsoOrUndefined(filter?.dateFrom),
    dateTo: toIsoOrUndefined(filter?.dateTo),
    payStatus: filter?.payStatus ? PayStatusEnum.toCode(filter.payStatus) : undefined,
  };
}
