/**
 * The unpaid hold period (docs/sales-contract.md, "Unpaid bookings"; docs/system-contract.md section 5): how many
 * whole days an unpaid booking keeps its seats before the vendor API releases them. The vendor API refuses a period
 * outside these bounds, the gateway and the payment settings screen check it first with the same rule.
 */
import { max, min, required, validateFields, wholeNumber } from "./checks";
import type { FieldFailures } from "./failure";
import { ORDER_STATES } from "./sales";

/** Days: at least one (a booking taken by phone in the evening is paid the next day), at most a quarter. */
export const UNPAID_HOLD_DAYS = { min: 1, max: 90, default: 7 } as const;

export function unpaidHoldFailures(input: { unpaidHoldDays?: unknown }): FieldFailures {
  return validateFields({
    unpaidHoldDays: [
      input.unpaidHoldDays,
      [required, wholeNumber, min(UNPAID_HOLD_DAYS.min), max(UNPAID_HOLD_DAYS.max)],
    ],
  });
}

/** The states of an order that holds its seats unpaid: unpaid, or in payment. */
export const UNPAID_HOLD_ORDER_STATES: readonly number[] = [ORDER_STATES.UNPAID, ORDER_STATES.PAYING];

/**
 * The order states that take one of a coupon's uses (docs/money-contract.md section 2): the sold ones and the unpaid
 * ones still holding their seats, so a coupon's last use goes to the first booking, paid or not. A cancelled or
 * released order (state 2) gives its use back.
 */
export const COUPON_USE_ORDER_STATES: readonly number[] = [
  ORDER_STATES.COMPLETED,
  ORDER_STATES.UNSHIPPED,
  ...UNPAID_HOLD_ORDER_STATES,
];
