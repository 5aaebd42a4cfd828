/**
 * Moving tickets to another departure of the same trip (docs/sales-contract.md section 14): the trip's reschedule fee,
 * and the rules of the input that the console's dialog, the gateway and the vendor API all apply. The checks that need
 * the stored order, trip and departure are the vendor API's (they answer on the same fields).
 */
import { maxLength, required, validateFields, type Check } from "./checks";
import { isoDate } from "./date";
import { fail, type FieldFailures } from "./failure";
import { RESCHEDULE_FEE_TYPES } from "./trip";

/** A trip's reschedule setting (its form's "Reschedule fee"), the amount in cents. */
export interface RescheduleFeeRule {
  /** A code of RESCHEDULE_FEE_TYPES: free, per ticket, per order. */
  type: number;
  amount: bigint;
}

/** What moving `tickets` tickets of one order costs: nothing, the amount per ticket, or the amount once per move. */
export function rescheduleFeeCents(rule: RescheduleFeeRule, tickets: number): bigint {
  if (tickets <= 0) return 0n;
  if (rule.type === RESCHEDULE_FEE_TYPES.PER_TICKET) return rule.amount * BigInt(tickets);
  if (rule.type === RESCHEDULE_FEE_TYPES.PER_ORDER) return rule.amount;
  return 0n;
}

/** The longest shift name a trip's form takes (its shift list), so a longer one is no shift of it. */
const SHIFT_MAX = 100;

export interface OrderMoveInput {
  ticketIds?: unknown;
  /** The departure's day, YYYY-MM-DD. */
  date?: unknown;
  /** The departure's shift by name (date/shift trips); blank for a trip sold without shifts. */
  shift?: unknown;
}

const someTickets: Check = (value) => (Array.isArray(value) && value.length > 0 ? undefined : fail("required"));

/** The input's failures by field. */
export function orderMoveFailures(input: OrderMoveInput): FieldFailures {
  return validateFields({
    ticketIds: [input.ticketIds, [required, someTickets]],
    date: [input.date, [required, isoDate]],
    shift: [input.shift, [maxLength(SHIFT_MAX)]],
  });
}
