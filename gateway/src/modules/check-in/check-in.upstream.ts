import { z } from "zod";
import { upstream } from "../../rest/upstream-call";
import { upstreamOrderTicketSchema } from "../sales-shared/sales-ticket.mapper";

interface UpstreamDeparture {
  tripId: number;
  date: string;
  shift?: string;
}

export const upstreamCheckInTicketSchema = upstreamOrderTicketSchema.extend({ orderNumber: z.string() });

export const checkInTicket = upstream<{
  ticket: string;
  departure?: UpstreamDeparture;
  date?: string;
  shift?: string;
  anyDeparture?: boolean;
}>().post("/check-in/ticket", upstreamCheckInTicketSchema);
export const undoCheckIn = upstream<{ ticket: string }>().post("/check-in/undo", upstreamCheckInTicketSchema);
export const checkInCounts = upstream<UpstreamDeparture>().post(
  "/check-in/counts",
  z.object({ checkedIn: z.number().int(), expected: z.number().int() }),
);
