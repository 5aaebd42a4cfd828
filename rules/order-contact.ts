/**
 * Correcting an order after the sale (docs/sales-contract.md, "Editing an order's contact and internal notes"): the
 * contact with the booking form's own rules, the passengers' names, and the staff's internal notes. The console (its
 * form values), the gateway (the body it sends) and the vendor API (the body it gets) check the same shape, so a
 * failure lands on the same field everywhere; which tickets are the order's is the vendor API's to know.
 */
import { contactFailures, BOOKING_TICKETS_MAX, type ContactRuleInput } from "./booking";
import { maxEntries, maxLength, required, validateFields } from "./checks";
import type { FieldFailures } from "./failure";
import { ORDER_NOTE_MAX, PERSON_NAME_MAX } from "./limits";

/** A ticket's passenger is named whole, as a booking names it: a first and a last name with a space between. */
export const PASSENGER_NAME_MAX = PERSON_NAME_MAX * 2 + 1;

export interface PassengerNameInput {
  ticketId?: unknown;
  passengerName?: unknown;
}

export interface OrderContactRuleInput extends ContactRuleInput {
  /** The tickets to rename, each once; tickets left out keep their names. */
  passengers?: readonly PassengerNameInput[] | null;
}

export function orderContactFailures(input: OrderContactRuleInput): FieldFailures {
  const passengers = input.passengers ?? [];
  return {
    ...contactFailures(input),
    ...validateFields({
      // A booking takes at most this many tickets, so an order never has more to rename.
      passengers: [passengers, [maxEntries(BOOKING_TICKETS_MAX)]],
      ...Object.fromEntries(
        passengers.flatMap((passenger, index) => [
          [`passengers.${index}.ticketId`, [passenger.ticketId, [required]]],
          [`passengers.${index}.passengerName`, [passenger.passengerName, [required, maxLength(PASSENGER_NAME_MAX)]]],
        ]),
      ),
    }),
  };
}

export function orderNoteFailures(input: { text?: unknown }): FieldFailures {
  return validateFields({ text: [input.text, [required, maxLength(ORDER_NOTE_MAX)]] });
}
