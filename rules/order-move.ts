/**
 * Moving tickets to another departure of their trip or of another trip (docs/sales-contract.md section 14): the trip's
 * reschedule fee, the price a ticket moved to another trip keeps or takes, and the rules of the input that the
 * console's dialog, the gateway and the vendor API all apply. The checks that need the stored order, trips and
 * departure are the vendor API's (they answer on the same fields).
 */
import { idCheck, isBlank, maxLength, required, validateFields, type Check } from "./checks";
import { isoDate } from "./date";
import { fail, type FieldFailures } from "./failure";
import { oneOf } from "./receiver";
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

/**
 * What a ticket moved to another trip costs: `same` keeps the price paid for it (the order's total changes by the fee
 * only); `chosen` takes the price of the option chosen on the new trip, the difference owed by the order when higher
 * and given back when lower.
 */
export const MOVE_PRICE_MODES = { SAME: "same", CHOSEN: "chosen" } as const;
export type MovePriceMode = (typeof MOVE_PRICE_MODES)[keyof typeof MOVE_PRICE_MODES];

/** A moved ticket's price option on the new trip, by the option's name (as a booking names it). */
export interface MoveTicketOption {
  ticketId?: unknown;
  option?: unknown;
}

export interface OrderMoveInput {
  ticketIds?: unknown;
  /** The departure's day, YYYY-MM-DD. */
  date?: unknown;
  /** The departure's shift by name (date/shift trips); blank for a trip sold without shifts. */
  shift?: unknown;
  /** Another trip of the tenant to move to; absent: the tickets' own trip. */
  tripId?: unknown;
  /** With another trip: a code of MOVE_PRICE_MODES. */
  priceMode?: unknown;
  /** With another trip: each moved ticket's price option there. */
  options?: unknown;
}

const priceModes = oneOf(Object.values(MOVE_PRICE_MODES));
const someTickets: Check = (value) => (Array.isArray(value) && value.length > 0 ? undefined : fail("required"));
const OPTION_MAX = 100;
const wellFormedOptions: Check = (value) =>
  Array.isArray(value) &&
  value.every(
    (entry: MoveTicketOption) =>
      entry !== null &&
      typeof entry === "object" &&
      typeof entry.option === "string" &&
      entry.option.trim() !== "" &&
      entry.option.length <= OPTION_MAX,
  )
    ? undefined
    : fail("required");

const wellFormedOrNone: Check = (value) => (isBlank(value) ? undefined : wellFormedOptions(value));

/** A move to another trip names an option for every ticket moved, and for no other. */
const optionsCover =
  (ticketIds: unknown): Check =>
  (value) => {
    if (!Array.isArray(value) || !Array.isArray(ticketIds)) return undefined;
    const named = new Set((value as MoveTicketOption[]).map((entry) => entry.ticketId));
    const moved = new Set(ticketIds);
    return named.size === moved.size && [...moved].every((id) => named.has(id))
      ? undefined
      : fail("move.optionMissing");
  };

/**
 * The input's failures by field. The move to a target trip needs the price mode and each ticket's option there; its
 * quote (`quote`) may leave them out and is then answered with the trip's options to choose from.
 */
export function orderMoveFailures(input: OrderMoveInput, { quote = false }: { quote?: boolean } = {}): FieldFailures {
  const otherTrip = input.tripId !== undefined && input.tripId !== null && !quote;
  return validateFields({
    ticketIds: [input.ticketIds, [required, someTickets]],
    date: [input.date, [required, isoDate]],
    shift: [input.shift, [maxLength(SHIFT_MAX)]],
    tripId: [input.tripId, [idCheck]],
    priceMode: [input.priceMode, otherTrip ? [required, priceModes] : [priceModes]],
    options: [
      input.options,
      otherTrip
        ? [required, wellFormedOptions, optionsCover(input.ticketIds)]
        : [wellFormedOrNone, optionsCover(input.ticketIds)],
    ],
  });
}
