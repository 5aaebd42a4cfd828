/** What a rejected or completed refund does to its tickets and its payment. */
import { DEAL_STATUSES, TICKET_STATUSES } from "#rules";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { orders, payments, refundOrderTickets, reservations } from "../../db/schema";
import { orderData } from "../../events/data";
import { emitEvent } from "../../events/outbox";
import type { RefundRow } from "./store";

/**
 * A refund moved its order as the Order type shows it: its tickets and its payment's reserved amount (a request, a
 * rejection), and its refunded amount (a completion); its state stays. Open order lists hear of it through an
 * internal event (docs/system-contract.md section 13).
 */
export async function emitOrderUpdated(tx: Db, orderId: number, changed: string[]) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  await emitEvent(tx, {
    tenantId: order.tenantId,
    type: "ORDER_UPDATED",
    resourceType: "order",
    resourceId: order.id,
    data: orderData(order, changed),
  });
}

export async function moveTicketsBack(tx: Db, refundId: number) {
  await tx.execute(sql`
    update ${reservations} set status = t.previous_status
    from ${refundOrderTickets} t
    where t.refund_order_id = ${refundId} and t.ticket_id = ${reservations.id} and ${reservations.status} = ${TICKET_STATUSES.REFUNDING}`);
}

export async function markTicketsRefunded(tx: Db, refundId: number) {
  await tx.execute(sql`
    update ${reservations} set status = ${TICKET_STATUSES.REFUNDED}
    from ${refundOrderTickets} t
    where t.refund_order_id = ${refundId} and t.ticket_id = ${reservations.id} and ${reservations.status} = ${TICKET_STATUSES.REFUNDING}`);
}

/**
 * The payment's columns once `amount` is refunded: its refunded amount and its deal state. A completion books what it
 * reserved (`pending` − amount); a refund settled at once (add.ts) books it straight.
 */
export const bookedRefund = (amount: string, reserved = false) => {
  const value = sql`${amount}::numeric`;
  return {
    ...(reserved ? { refundPendingAmount: sql`${payments.refundPendingAmount} - ${value}` } : {}),
    refundedAmount: sql`${payments.refundedAmount} + ${value}`,
    dealStatus: sql`case when ${payments.refundedAmount} + ${value} >= ${payments.amount} then ${sql.raw(String(DEAL_STATUSES.REFUNDED))} else ${sql.raw(String(DEAL_STATUSES.PARTIALLY_REFUNDED))} end`,
  };
};

/** The order records `amount` more refunded; its version moves on. */
export async function bookOnOrder(tx: Db, orderId: number, amount: string) {
  await tx
    .update(orders)
    .set({ refundedAmount: sql`${orders.refundedAmount} + ${amount}::numeric`, version: sql`${orders.version} + 1` })
    .where(eq(orders.id, orderId));
}

/** Releases (reject) or books (complete) the refund's reserved amount on its payment; never below what is reserved. */
export async function settlePayment(tx: Db, refund: RefundRow, refunded: boolean) {
  const amount = sql`${refund.amount}::numeric`;
  const [row] = await tx
    .update(payments)
    .set(
      refunded
        ? bookedRefund(refund.amount, true)
        : { refundPendingAmount: sql`${payments.refundPendingAmount} - ${amount}` },
    )
    .where(and(eq(payments.id, refund.paymentId), sql`${payments.refundPendingAmount} >= ${amount}`))
    .returning({ id: payments.id });
  if (!row) throw new Error(`Refund ${refund.id}: its payment does not hold the reserved amount`);
  if (refunded) await bookOnOrder(tx, refund.orderId, refund.amount);
}
