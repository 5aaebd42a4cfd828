import { z } from "zod";
import { toTicket, upstreamTicketSchema } from "../reservation/reservation.mapper";
import { upstreamDecimal } from "../shared/wire-fields";
import type { OrderTicket } from "./sales-ticket.type";

/** A ticket inside an order or refund answer: the reservation ticket without its order number, plus trip name and flag. */
export const upstreamOrderTicketSchema = upstreamTicketSchema.omit({ orderNumber: true }).extend({
  tripName: z.string(),
  actionable: z.boolean(),
  // Our vendor API's addition (docs/sales-contract.md section 2): a server without it leaves the price unknown.
  price: upstreamDecimal.nullish().transform((value) => value ?? null),
  // Our vendor API's signed code (docs/sales-contract.md, "Check-in"); refund answers and other servers send none.
  code: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
});

export function toOrderTicket(ticket: z.infer<typeof upstreamOrderTicketSchema>, orderNumber: string): OrderTicket {
  return {
    ...toTicket({ ...ticket, orderNumber }),
    tripName: ticket.tripName,
    actionable: ticket.actionable,
    price: ticket.price,
    code: ticket.code,
  };
}
