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
      }),
    )
    .describe("The tickets moved"),
  feeType: z.int().describe("The trip's reschedule fee setting: 0 free, 1 per ticket, 2 per order"),
  fee: moneySchema("The trip's reschedule fee for this move (rules/order-move.ts rescheduleFeeCents)"),
  collectedNow: z
    .boolean()
    .describe("A paid order pays the fee in cash at the counter now; an unpaid one owes it in its balance"),
  seatsLeft: z
    .int()
    .nullable()
    .describe("Seats left on the departure before the move; null when the trip's seats are not counted per departure"),
  shifts: z
    .array(z.object({ name: z.string(), available: z.int().describe("Seats left on it") }))
    .describe("The day's shifts on sale and their seats left (a trip sold by date and shift); empty otherwise"),
  movable: z
    .boolean()
    .describe("The departure is complete and takes the tickets; false when a shift is still to be chosen"),
});
export type OrderMoveQuote = z.infer<typeof orderMoveQuoteSchema>;
