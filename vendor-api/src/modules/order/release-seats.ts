/**
 * What every way of ending an unpaid booking does to it (docs/sales-contract.md section 13 and "Unpaid bookings"): its
 * tickets become void, which gives their seats back to the departure (the seat counters' triggers, trip/store.ts
 * RELEASED_TICKET_STATES) and refuses them at check-in; the payments still waiting to be taken are called off, so the
 * customer is charged nothing; the order is cancelled. Used by /order/cancel and the hold worker.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { ORDER_STATES, PAY_STATUSES, TICKET_STATUSES } from "#rules";
import type { Db } from "../../db/connect";
import { orders, payments, reservations } from "../../db/schema";

type OrderRow = typeof orders.$inferSelect;

/** The tickets become void (7) and stop holding a seat. */
export async function voidTickets(tx: Db, ticketIds: number[]): Promise<void> {
  if (ticketIds.length === 0) return;
  await tx
    .update(reservations)
    .set({ status: TICKET_STATUSES.REFUND_VOID, held: false })
    .where(inArray(reservations.id, ticketIds));
}

/** An invoice still owed or a card payment only authorized is called off: nothing of it will be taken. */
export async function callOffPendingPayments(tx: Db, orderId: number): Promise<void> {
  await tx
    .update(payments)
    .set({ payStatus: PAY_STATUSES.PAYMENT_CANCELLATION })
    .where(
      and(
        eq(payments.orderId, orderId),
        inArray(payments.payStatus, [PAY_STATUSES.PROCESSING, PAY_STATUSES.AUTHORIZED]),
      ),
    );
}

/** The order's version moves on; an unpaid one (`cancel`) is cancelled, having never been sold. */
export async function bumpOrder(tx: Db, orderId: number, cancel: boolean): Promise<OrderRow> {
  const [updated] = await tx
    .update(orders)
    .set({ version: sql`${orders.version} + 1`, ...(cancel ? { state: ORDER_STATES.CANCELLED } : {}) })
    .where(eq(orders.id, orderId))
    .returning();
  return updated;
}
