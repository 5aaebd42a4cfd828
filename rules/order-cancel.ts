/**
 * Cancelling an order or some of its tickets (docs/sales-contract.md section 13): the trip's cancellation charge per
 * ticket, and the rules of the input that the console's dialog, the gateway and the vendor API all apply. The checks
 * that need the stored order (what was paid for the tickets) take it as a context; the vendor API always passes it.
 */
import { isBlank, required, validateFields, type Check } from "./checks";
import { fail, type FieldFailures } from "./failure";
import { priceCents } from "./order-payment";
import { CANCELLATION_TYPES } from "./trip";

/** A trip's cancellation setting (its form's "Deduct on cancellation"), amounts in cents. */
export interface CancellationRule {
  /** A code of CANCELLATION_TYPES: none, a fixed amount, a percentage. */
  type: number;
  amount: bigint;
  percentage: number;
}

/**
 * What the trip keeps of one ticket when it is cancelled: nothing, a fixed amount (never more than the ticket's
 * price) or a percentage of its price floored to the cent. A trip's setting applies per ticket: its form has no
 * per-order charge.
 */
export function cancellationChargeCents(rule: CancellationRule, price: bigint): bigint {
  if (rule.type === CANCELLATION_TYPES.FIXED) return rule.amount < price ? rule.amount : price;
  if (rule.type === CANCELLATION_TYPES.PERCENTAGE) return (price * BigInt(rule.percentage)) / 100n;
  return 0n;
}

export interface OrderCancelInput {
  ticketIds?: unknown;
  /** The charge the operator sets instead of the trip's (a price); needs its own permission. */
  chargeOverride?: unknown;
}

export interface OrderCancelContext {
  /** What was paid for the tickets cancelled and can go back (Money): the most a charge can keep. */
  paid?: string;
}

const priceCheck: Check = (value) => (isBlank(value) || priceCents(value) !== null ? undefined : fail("price"));
const someTickets: Check = (value) => (Array.isArray(value) && value.length > 0 ? undefined : fail("required"));

/** The input's failures by field; with a context, also an override above what was paid. */
export function orderCancelFailures(input: OrderCancelInput, context: OrderCancelContext = {}): FieldFailures {
  const failures = validateFields({
    ticketIds: [input.ticketIds, [required, someTickets]],
    chargeOverride: [input.chargeOverride, [priceCheck]],
  });
  const override = isBlank(input.chargeOverride) ? null : priceCents(input.chargeOverride);
  const paid = context.paid === undefined ? null : priceCents(context.paid);
  if (!failures.chargeOverride && override !== null && paid !== null && override > paid)
    failures.chargeOverride = fail("cancel.overPaid", { amount: context.paid! });
  return failures;
}
