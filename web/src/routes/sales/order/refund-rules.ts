/**
 * The refund form's rules (seed section 5, docs/sales-contract.md section 5), with the gateway's messages. Money is
 * compared in whole cents, never as floats, and floored like the server floors it.
 */
import { translate } from "@/i18n/i18n";

/** Digits with an optional fraction, at most 9 integer digits (the gateway's pattern). */
const AMOUNT = /^\d{1,9}(\.\d+)?$/;

/** Cents of a decimal amount, the fraction floored to 2 places; null when it is not an amount. */
export function toCents(value: string): bigint | null {
  const trimmed = value.trim();
  if (!AMOUNT.test(trimmed)) return null;
  const [whole, fraction = ""] = trimmed.split(".");
  return BigInt(whole) * 100n + BigInt((fraction + "00").slice(0, 2));
}

/** The amount rule: required, an amount, at least 0.01 after flooring, not more than the payment still allows. */
export function refundAmountError(value: string, refundable: string | undefined): string | null {
  if (value.trim() === "") return translate("validation.required");
  const cents = toCents(value);
  if (cents === null) return translate("validation.price");
  if (cents < 1n) return translate("validation.min", { min: "0.01" });
  const limit = refundable === undefined ? null : toCents(refundable);
  if (limit !== null && cents > limit) return translate("orders.refund.amountTooLarge");
  return null;
}

export interface RefundablePayment {
  refundPayType: unknown;
  refundableAmount: string;
}

/** Payments a new refund can go back to: of a refundable type, with money left. */
export function isRefundable(payment: RefundablePayment): boolean {
  return payment.refundPayType != null && (toCents(payment.refundableAmount) ?? 0n) > 0n;
}
