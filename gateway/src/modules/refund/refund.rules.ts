/**
 * The refund rules the gateway checks before `/refund/add` (docs/sales-contract.md section 5, docs/rules.md). The
 * amount is checked against the payment's refundable amount read from the order; the vendor API checks every rule
 * again inside its write, so a refund racing another one is still refused there.
 */
import { fail, maxLength, min, NOTE_MAX, price, required, validateFields, type FieldFailures } from "#rules";
import { moneyToCents } from "../../scalars";
import type { CreateRefundInput } from "./refund.input";

export function validateCreateRefund(input: CreateRefundInput): FieldFailures {
  return validateFields({
    paymentId: [input.paymentId, [required]],
    ticketIds: [input.ticketIds, [required]],
    amount: [input.amount, [required, price(), min(0.01)]],
    reason: [input.reason, [maxLength(NOTE_MAX)]],
  });
}

/** What the order says about the chosen payment: the gateway's part of the amount rule. */
export interface RefundablePayment {
  id: number;
  refundableAmount: string;
  refundPayType: number | null;
}

export function validateAgainstPayment(
  amount: string,
  paymentId: number,
  payments: RefundablePayment[],
): FieldFailures {
  const payment = payments.find((entry) => entry.id === paymentId);
  if (!payment) return { paymentId: fail("refund.notAPayment") };
  if (payment.refundPayType === null) return { paymentId: fail("refund.paymentNotRefundable") };
  return moneyToCents(amount) > moneyToCents(payment.refundableAmount) ? { amount: fail("refund.amountTooLarge") } : {};
}
