/**
 * The booking fee (docs/system-contract.md section 5): its rules and what it adds to an order. The vendor API charges
 * it on the orders it makes, the console shows an example with the same arithmetic.
 */
import { codesOf, type Code } from "./codes";
import type { FieldFailures } from "./failure";
import { BOOKING_FEE_PERCENTAGE } from "./limits";
import { max, min, price, required, validateFields, type Check } from "./checks";
import { oneOf } from "./receiver";

/** `type`: 0 none, 1 per ticket, 2 per order. */
export const BOOKING_FEE_TYPES = { NONE: 0, PER_TICKET: 1, PER_ORDER: 2 } as const;
export const BOOKING_FEE_MODES = { FIXED: "fixed", PERCENTAGE: "percentage" } as const;
export type BookingFeeMode = Code<typeof BOOKING_FEE_MODES>;

export interface BookingFeeRuleInput {
  type?: unknown;
  mode?: unknown;
  amount?: unknown;
}

/**
 * Fixed: a price (at most 7 integer digits and 2 decimals, at least 0). Percentage: 0.01 to 100 percent, 2 decimals.
 */
export function bookingFeeFailures(input: BookingFeeRuleInput): FieldFailures {
  const percentage = input.mode === "percentage";
  const amountChecks: Check[] = percentage
    ? [required, price(3), min(BOOKING_FEE_PERCENTAGE.min), max(BOOKING_FEE_PERCENTAGE.max)]
    : [required, price()];
  return validateFields({
    type: [input.type, [required]],
    mode: [input.mode, [required, oneOf(codesOf(BOOKING_FEE_MODES))]],
    amount: [input.amount, amountChecks],
  });
}

export interface BookingFee {
  type: number;
  mode: BookingFeeMode;
  /** A price (fixed) or a percentage (percentage), as the decimal text it is saved as. */
  amount: string;
}

/** Decimal text with at most 2 decimals as hundredths (cents, or hundredths of a percent). */
function hundredths(value: string): bigint {
  const [whole, fraction = ""] = value.trim().split(".");
  return BigInt(whole || "0") * 100n + BigInt(`${fraction}00`.slice(0, 2));
}

/**
 * The fee in cents on top of tickets of these prices (cents). Per ticket: the fixed amount for each ticket, or the
 * percentage of each ticket's price floored to the cent; per order: the fixed amount once, or the percentage of the
 * tickets' sum floored to the cent. No fee without tickets.
 */
export function bookingFeeCents(fee: BookingFee, ticketPricesCents: readonly bigint[]): bigint {
  if (ticketPricesCents.length === 0 || fee.type === BOOKING_FEE_TYPES.NONE) return 0n;
  const amount = hundredths(fee.amount);
  const percentOf = (cents: bigint) => (cents * amount) / 10_000n;
  if (fee.type === BOOKING_FEE_TYPES.PER_TICKET) {
    return fee.mode === "percentage"
      ? ticketPricesCents.reduce((sum, cents) => sum + percentOf(cents), 0n)
      : amount * BigInt(ticketPricesCents.length);
  }
  if (fee.type === BOOKING_FEE_TYPES.PER_ORDER) {
    return fee.mode === "percentage" ? percentOf(ticketPricesCents.reduce((sum, cents) => sum + cents, 0n)) : amount;
  }
  return 0n;
}
