/**
 * The refund rules the gateway checks before `/refund/add` (docs/sales-contract.md section 5, same messages and
 * fields). The amount is checked against the payment's refundable amount read from the order; the vendor API checks
 * every rule again inside its write, so a refund racing another one is still refused there.
 */
import { moneyToCents } from "../../scalars";
import { maxLength, required, validateFields, type FieldErrors, type Rule } from "../shared/field-rules";
import { NOTE_MAX } from "../sales-shared/sales.rules";
import type { CreateRefundInput } from "./refund.input";

export const RefundMessages = {
  invalidAmount: "Invalid price",
  amountTooSmall: "No less than 0.01",
  amountTooLarge: "Not greater than the total amount of the transaction",
  notAPayment: "Not a payment of this order",
  paymentNotRefundable: "This payment cannot be refunded",
} as const;

const AMOUNT = /^\d{1,9}(\.\d+)?$/;

const amountFormat: Rule = (value) =>
  typeof value === "string" && !AMOUNT.test(value.trim()) ? RefundMessages.invalidAmount : undefined;

const amountPositive: Rule = (value) =>
  typeof value === "string" && moneyToCents(value.trim()) <= 0n ? RefundMessages.amountTooSmall : undefined;

export function validateCreateRefund(input: CreateRefundInput): FieldErrors {
  return validateFields({
    paymentId: [input.paymentId, [required]],
    ticketIds: [input.ticketIds, [required]],
    amount: [input.amount, [required, amountFormat, amountPositive]],
    reason: [input.reason, [maxLength(NOTE_MAX)]],
  });
}

/** What the order says about the chosen payment: the gateway's part of the amount rule. */
export interface RefundablePayment {
  id: number;
  refundableAmount: string;
  refundPayType: number | null;
}

export function validateAgainstPayment(amount: string, paymentId: number, payments: RefundablePayment[]): FieldErrors {
  const payment = payments.find((entry) => entry.id === paymentId);
  if (!payment) return { paymentId: RefundMessages.notAPayment };
  if (payment.refundPayType === null) return { paymentId: RefundMessages.paymentNotRefundable };
  return moneyToCents(amount) > moneyToCents(payment.refundableAmount) ? { amount: RefundMessages.amountTooLarge } : {};
}
