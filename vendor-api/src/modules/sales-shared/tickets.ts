import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { reservations, trips } from "../../db/schema";
import { moneyOrNull } from "../../shared/money";
import { ACTIONABLE_TICKET_STATES, REFUNDABLE_ORDER_STATES } from "./codes";
import type { Ticket } from "./schemas";

export type TicketRow = typeof reservations.$inferSelect;

/** A ticket may be refunded when it is normal or checked in, not held, and its order is paid (completed or unshipped). */
export const isActionableTicket = (ticket: Pick<TicketRow, "status" | "held">, orderState: number) =>
  ACTIONABLE_TICKET_STATES.includes(ticket.status) && !ticket.held && REFUNDABLE_ORDER_STATES.includes(orderState);

/**
 * A ticket's price: the unit price of its order's line of the same trip, date, shift and price option
 * (docs/sales-contract.md section 2), as decimal text; null when no line matches. For a select joining `reservations`.
 */
export const ticketPrice = sql<string | null>`(select order_lines.unit_price::text from order_lines
  join orders on orders.id = order_lines.order_id
  where orders.tenant_id = ${reservations.tenantId} and orders.order_number = ${reservations.orderNumber}
    and order_lines.trip_id = ${reservations.tripId} and order_lines.date = ${reservations.date}
    and order_lines.shift is not distinct from ${reservations.shift}
    and order_lines.option is not distinct from ${reservations.option}
  order by order_lines.id limit 1)`;

/** The tickets of some orders (by order number), in ticket number order, with their trip's name. */
export async function ticketsByOrderNumber(
  db: Db,
  tenantId: number,
  orderStates: Map<string, number>,
  sign?: (ticketNumber: string) => string,
): Promise<Map<string, Ticket[]>> {
  const numbers = [...orderStates.keys()];
  const byOrder = new Map<string, Ticket[]>(numbers.map((number) => [number, []]));
  if (numbers.length === 0) return byOrder;
  const rows = await db
    .select({ ticket: reservations, tripName: trips.name, price: ticketPrice })
    .from(reservations)
    .innerJoin(trips, eq(trips.id, reservations.tripId))
    .where(and(eq(reservations.tenantId, tenantId), inArray(reservations.orderNumber, numbers)))
    .orderBy(asc(reservations.ticketNumber));
  for (const { ticket, tripName, price } of rows) {
    byOrder
      .get(ticket.orderNumber)!
      .push(ticketView(ticket, tripName, orderStates.get(ticket.orderNumber)!, price, sign));
  }
  return byOrder;
}

export function ticketView(
  ticket: TicketRow,
  tripName: string,
  orderState: number,
  price: string | null,
  sign?: (ticketNumber: string) => string,
): Ticket {
  return {
    id: ticket.id,
    ticketNumber: ticket.ticketNumber,
    tripId: ticket.tripId,
    tripName,
    date: ticket.date,
    shift: ticket.shift,
    option: ticket.option,
    price: moneyOrNull(price),
    passengerName: ticket.passengerName,
    passengerType: ticket.passengerType,
    status: ticket.status,
    held: ticket.held,
    checkedBy: ticket.checkedBy,
    checkTime: ticket.checkTime?.toISOString() ?? null,
    actionable: isActionableTicket(ticket, orderState),
    code: sign?.(ticket.ticketNumber) ?? null,
  };
}
