import { z } from "zod";
import { dateInput } from "../../protocol/date-fields";
import { ticketSchema } from "../sales-shared/schemas";

export const departureSchema = z
  .object({
    tripId: z.int(),
    date: dateInput().describe("YYYY-MM-DD"),
    shift: z.string().max(100).optional().describe("Absent for a trip without shifts"),
  })
  .describe("A departure: a trip on a date, at a shift");
export type Departure = z.infer<typeof departureSchema>;

export const checkInInput = z.object({
  ticket: z.string().min(1).max(200).describe("A ticket number as typed, or the scanned code (VT1.<number>.<mac>)"),
  departure: departureSchema
    .optional()
    .describe("The departure being checked: a ticket of another one is refused (20444) and names its own"),
  date: dateInput()
    .optional()
    .describe(
      "YYYY-MM-DD: the day being checked when no trip is picked (ignored with departure); a ticket of another " +
        "day is refused (20444). " +
        "Without it and without departure nothing bounds the ticket's departure",
    ),
  shift: z.string().max(100).optional().describe("With date: the shift being checked, of whatever trip"),
  anyDeparture: z
    .boolean()
    .optional()
    .describe("true: check the ticket in whatever its departure, after the desk confirmed a 20444 refusal"),
});

export const undoCheckInInput = z.object({
  ticket: z.string().min(1).max(200).describe("A ticket number, or the scanned code"),
});

export const checkInTicketSchema = ticketSchema
  .extend({
    orderId: z.int(),
    orderNumber: z.string(),
  })
  .describe("The ticket after the change, with its order");
export type CheckInTicket = z.infer<typeof checkInTicketSchema>;

export const departureCountsSchema = z
  .object({
    checkedIn: z.int().describe("Tickets of the departure checked in"),
    expected: z.int().describe("Tickets sold for it: normal or checked in, not held"),
  })
  .describe("A departure's check-in progress");
