/**
 * The bodies and the quote of `/order/move/quote` and `/order/move` (docs/sales-contract.md section 14). The input
 * fields are loose on purpose: a missing or malformed one is answered by rules/order-move.ts with its own field and
 * rule, as the console and the gateway word them, rather than by the schema.
 */
import { z } from "zod";
import { moneySchema } from "../sales-shared/schemas";

export const orderMoveQuoteInput = z.object({
  orderId: z.int().describe("The order (another tenant's answers 20404)"),
  ticketIds: z
    .array(z.int())
    .optional()
    .describe("Required: tickets of the order, of one trip, each valid (0): not checked in, refunded or cancelled"),
  date: z.string().optional().describe("Required: the departure's day (YYYY-MM-DD), today or later"),
  shift: z
    .string()
    .nullable()
    .optional()
    .describe("The departure's shift by name, one on sale that day: required for a trip sold by date and shift"),
  tripId: z
    .int()
    .nullable()
    .optional()
    .describe(
      "Another trip of the tenant to move to (published, on sale, not stopped): move.unknownTrip for another " +
        "tenant's or no trip, move.tripNotOnSale; absent: the tickets' own trip",
    ),
  priceMode: z
    .string()
    .nullable()
    .optional()
    .describe(
      "With another trip, required: `same` keeps what was paid for each ticket; `chosen` takes its option's price " +
        "there, the difference owed by the order (or given back when lower)",
    ),
  options: z
    .array(
      z.object({
        ticketId: z.int().describe("A ticket moved"),
        option: z.string().describe("The name of one of the new trip's price options (move.optionNotOfTrip)"),
      }),
    )
    .nullable()
    .optional()
    .describe("With another trip, required: each moved ticket's price option there (move.optionMissing)"),
});

export const orderMoveInput = orderMoveQuoteInput.extend({
  version: z.int().describe("The order's version as read: a stale one answers 10008"),
  notifyCustomer: z.boolean().optional().describe("Write the new tickets' codes to the order's contact (default true)"),
});

export const orderMoveQuoteSchema = z.object({
  tickets: z
    .array(
      z.object({
        ticketId: z.int(),
        ticketNumber: z.string().describe("Its number now: a new one is drawn when it moves"),
        date: z.string().describe("The departure it travels on now"),
        shift: z.string().nullable(),
        option: z.string().describe("Its price option after the move (the chosen one on another trip)"),
        price: moneySchema("Its price now: its order line's unit price"),
        newPrice: moneySchema("Its price after the move: the same, or the chosen option's (priceMode chosen)"),
      }),
    )
    .describe("The tickets moved"),
  tripId: z.int().describe("The trip the tickets travel on after the move"),
  tripName: z.string().describe("Its name"),
  feeType: z.int().describe("That trip's reschedule fee setting: 0 free, 1 per ticket, 2 per order"),
  fee: moneySchema("That trip's reschedule fee for this move (rules/order-move.ts rescheduleFeeCents)"),
  difference: moneySchema("Σ (new price − price) of the tickets, negative when the new prices are lower"),
  collectedNow: z
    .boolean()
    .describe(
      "A paid order pays fee + difference, when above 0, in cash at the counter now; an unpaid one owes it in its " +
        "balance",
    ),
  cashNow: moneySchema("What a paid order pays in cash now (fee + difference above 0); 0.00 otherwise"),
  refund: moneySchema(
    "What goes back through the refund flow: a paid order's −(fee + difference) when below 0, an unpaid order's " +
      "part payments above its new total; at most what the refundable payments hold",
  ),
  seatsLeft: z
    .int()
    .nullable()
    .describe("Seats left on the departure before the move; null when the trip's seats are not counted per departure"),
  shifts: z
    .array(z.object({ name: z.string(), available: z.int().describe("Seats left on it") }))
    .describe("The day's shifts on sale and their seats left (a trip sold by date and shift); empty otherwise"),
  options: z
    .array(z.object({ name: z.string().describe("As `options[].option` names it"), price: moneySchema("Its price") }))
    .describe("The price options of the trip moved to, by position"),
  movable: z
    .boolean()
    .describe(
      "The departure is complete and takes the tickets; false when a shift, or on another trip the price mode and " +
        "the tickets' options, are still to be chosen",
    ),
});
export type OrderMoveQuote = z.infer<typeof orderMoveQuoteSchema>;
