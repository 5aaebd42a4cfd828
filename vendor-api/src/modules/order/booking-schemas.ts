/**
 * The booking calls' bodies and answers (docs/sales-contract.md, "Bookings taken in the console"). Fields are loose
 * on purpose: a missing or malformed one is answered by the booking rules (rules/booking.ts) with its own field and
 * rule, as the console and the gateway word them, rather than by the schema.
 */
import { z } from "zod";
import { dateInput } from "../../protocol/date-fields";
import { BOOKING_PAYMENT_METHODS } from "../../protocol/rules";
import { moneySchema } from "../sales-shared/schemas";

const departureShape = {
  tripId: z.int().describe("A single trip on sale (published or sponsoring, inside its sale window)"),
  date: dateInput().describe("YYYY-MM-DD: the travel date, today or later in the tenant's calendar"),
};

export const departureOfferInput = z.object(departureShape);

export const bookingQuoteInput = z.object({
  ...departureShape,
  shift: z.string().nullable().optional().describe("A shift on sale that date (date/shift trips); else left out"),
  passengers: z
    .array(
      z.object({
        option: z.string().describe("The price option booked, as the departure answers it (Adult, Standard, …)"),
        count: z.int().describe("How many tickets of it, 0 or more"),
      }),
    )
    .describe("Tickets by price option: at least one ticket in all, at most 60"),
  couponCode: z.string().nullable().optional().describe("A coupon code, any case"),
  contactEmail: z
    .string()
    .nullable()
    .optional()
    .describe("The buyer's e-mail (a coupon's per-customer limit and e-mail suffixes read it)"),
});

export const bookingInput = bookingQuoteInput.extend({
  requestId: z
    .string()
    .nullable()
    .optional()
    .describe("Made by the client once per submission (a UUID): a repeat answers the first booking's order"),
  contactFirstName: z.string().optional(),
  contactLastName: z.string().optional(),
  contactEmail: z.string().optional().describe("The confirmation with the tickets' codes goes here"),
  contactPhone: z.string().optional().describe("The phone rule on it without its spaces; stored without them"),
  paymentMethod: z
    .string()
    .optional()
    .describe(
      `${Object.values(BOOKING_PAYMENT_METHODS).join(" | ")}: cash and cardTerminal complete the order at once, ` +
        "invoice leaves it unpaid with its seats locked",
    ),
});

export const bookableTripsSchema = z.object({
  list: z.array(
    z.object({
      id: z.int(),
      code: z.string(),
      name: z.string(),
      inventoryType: z.int().describe("0 total quantity, 1 unlimited, 2 by date and shift"),
    }),
  ),
});

export const departureOfferSchema = z.object({
  trip: z.object({ id: z.int(), code: z.string(), name: z.string(), inventoryType: z.int() }),
  shifts: z
    .array(z.object({ name: z.string(), capacity: z.int(), available: z.int() }))
    .describe("The shifts on sale that date with their seats left (date/shift trips); empty otherwise"),
  available: z
    .int()
    .nullable()
    .describe("Seats left of a total-quantity trip; null for shifts (see each) or unlimited"),
  options: z.array(
    z.object({ name: z.string(), passengerType: z.int().describe("0 adult … 3 elder"), price: moneySchema() }),
  ),
});

export const bookingQuoteSchema = z.object({
  lines: z.array(z.object({ option: z.string(), quantity: z.int(), unitPrice: moneySchema(), amount: moneySchema() })),
  subtotal: moneySchema("The tickets' prices"),
  discount: moneySchema("The coupon's discount"),
  bookingFee: moneySchema("The tenant's booking fee on the tickets"),
  total: moneySchema("Tickets + booking fee: the order's totalAmount"),
  due: moneySchema("What the buyer pays: total − discount"),
  couponCode: z.string().nullable().describe("The coupon code applied, upper-case"),
});
