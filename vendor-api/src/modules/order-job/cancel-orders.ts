/**
 * CANCEL_ORDERS: every valid ticket of each order cancelled as /order/cancel cancels them (order/cancel.ts): the
 * trip's charge, the refund of what was paid less it through the refund flow (cash at once), the customer's mail,
 * ORDER_CANCELLED, history and audit. An order already cancelled or with no valid ticket left is SKIPPED; one the
 * cancellation refuses (a partly paid order) FAILED with its reason.
 */
import { and, inArray, sql } from "drizzle-orm";
import { ORDER_STATES, TICKET_STATUSES } from "#rules";
import { orders, reservations } from "../../db/schema";
import { cancelTicketsIn } from "../order/cancel";
import { orderTicketsOf } from "../order/operation";
import { SkipOrder, type OrderJobKindHandler, type OrderRow } from "./kind";

/** Orders whose tickets /order/cancel takes (order/cancel.ts). */
export const CANCELLABLE_STATES: number[] = [ORDER_STATES.UNPAID, ORDER_STATES.COMPLETED, ORDER_STATES.UNSHIPPED];

/** The order holds a NORMAL ticket (one that also meets `extra`). */
export const holdsNormalTicket = (extra?: ReturnType<typeof sql>) =>
  sql`exists (select 1 from ${reservations} where ${reservations.tenantId} = ${orders.tenantId}
        and ${reservations.orderNumber} = ${orders.orderNumber}
        and ${reservations.status} = ${TICKET_STATUSES.NORMAL}${extra ? sql` and ${extra}` : sql``})`;

/** The order's NORMAL tickets (those a cancellation takes), locked. */
export async function normalTicketIds(tx: Parameters<typeof orderTicketsOf>[0], order: OrderRow) {
  return (await orderTicketsOf(tx, order, true))
    .filter((ticket) => ticket.status === TICKET_STATUSES.NORMAL)
    .map((ticket) => ticket.id);
}

export const cancelOrders: OrderJobKindHandler = {
  eligible: () => and(inArray(orders.state, CANCELLABLE_STATES), holdsNormalTicket())!,
  async run({ tx, secrets, session, order, now }) {
    const ticketIds = CANCELLABLE_STATES.includes(order.state) ? await normalTicketIds(tx, order) : [];
    if (ticketIds.length === 0) throw new SkipOrder({ key: "orderJob.alreadyCancelled" });
    await cancelTicketsIn(tx, secrets, session, order, ticketIds, { notifyCustomer: true }, now);
  },
};
