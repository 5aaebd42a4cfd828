/**
 * The refund form's rules (docs/sales-contract.md section 5, docs/rules.md): the shared price rule, at least 0.01,
 * not more than the payment allows. Money is compared in whole cents, never as floats.
 */
import { fail, isPrice, min, price, required } from "#rules";
import { ruleText } from "@/i18n/rule-text";

/** Cents of a price (7 integer digits, 2 decimals); null when it is not one. */
export function toCents(value: string): bigint | null {
  const trimmed = value.trim();
  if (!isPrice(trimmed)) return null;
  const [whole, fraction = ""] = trimmed.split(".");
  return BigInt(whole) * 100n + BigInt((fraction + "00").slice(0, 2));
}

/** The amount rule: required, an amount, at least 0.01 after flooring, not more than the payment still allows. */
export function refundAmountError(value: string, refundable: string | undefined): string | null {
  const failure = required(value) ?? price()(value) ?? min(0.01)(value);
  if (failure) return ruleText(failure);
  const cents = toCents(value);
  const limit = refundable === undefined ? null : toCents(refundable);
  return cents !== null && limit !== null && cents > limit ? ruleText(fail("refund.amountTooLarge")) : null;
}

/**
 * What the chosen tickets were sold for, as a price ("79.00"): the refund's suggested amount. Null when none is chosen
 * or a price is unknown (an upstream that sends none), so the amount is left as typed.
 */
export function ticketsTotal(prices: readonly (string | null | undefined)[]): string | null {
  if (prices.length === 0) return null;
  let cents = 0n;
  for (const value of prices) {
    const price = value == null ? null : toCents(value);
    if (price === null) return null;
    cents += price;
  }
  return `${cents / 100n}.${(cents % 100n).toString().padStart(2, "0")}`;
}

export interface RefundablePayment {
  refundPayType: unknown;
  refundableAmount: string;
}

/** Payments a new refund can go back to: of a refundable type, with money left. */
export function isRefundable(payment: RefundablePayment): boolean {
  return payment.refundPayType != null && (toCents(payment.refundableAmount) ?? 0n) > 0n;
}
