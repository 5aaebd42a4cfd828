/**
 * Money going back or owed when an operation changes what an order is worth (docs/sales-contract.md sections 13 and
 * 14): the refund shared among the order's refundable payments oldest first and made through the refund flow's own
 * writer (cash and bank transfers settled at once in one step), and an unpaid order's new total — its invoice following it, and the order
 * completed when what was paid already covers it, the excess then refunded like any paid order's money.
 */
import { and, asc, eq } from "drizzle-orm";
import { ORDER_STATES, PAY_STATUSES, PAYMENT_TYPES, TICKET_STATUSES } from "#rules";
import type { Db } from "../../db/connect";
import { orders, payments, reservations } from "../../db/schema";
import type { OperatorSession } from "../../protocol/route";
import { centsOf, formatCents, minCents, sumCents, type Cents } from "../../shared/money";
import { writeRefund } from "../refund/add";
import { orderData } from "../../events/data";
import { emitEvent } from "../../events/outbox";
import { isRefundablePayment, isSettledAtOnce, refundableCents, type PaymentRow } from "../sales-shared/payments";
import { orderDiscountCents } from "./balance";

type OrderRow = typeof orders.$inferSelect;

export interface RefundShare {
  payment: PaymentRow;
  /** What the payment can still give back. */
  holds: Cents;
  /** Its share of the refund. */
  amount: Cents;
}

/** The order's payments, read `FOR UPDATE` with `lock`, oldest first. */
export async function orderPaymentsOf(tx: Db, order: OrderRow, lock: boolean): Promise<PaymentRow[]> {
  const query = tx
    .select()
    .from(payments)
    .where(and(eq(payments.tenantId, order.tenantId), eq(payments.orderId, order.id)))
    .orderBy(asc(payments.id));
  return lock ? await query.for("update") : await query;
}

/** Each refundable payment with money left, oldest first, and its share of `amount` (0 once it is all shared). */
export function refundSharesOf(rows: PaymentRow[], amount: Cents): RefundShare[] {
  let left = amount;
  return rows
    .filter((payment) => isRefundablePayment(payment))
    .map((payment) => ({ payment, holds: refundableCents(payment) }))
    .filter((entry) => entry.holds > 0n)
    .map(({ payment, holds }) => {
      const share = minCents(holds, left);
      left -= share;
      return { payment, holds, amount: share };
    });
}

/**
 * Gives each share back through `/refund/add`'s own writer for `ticketIds` (its refund order lists them), in the
 * operation's transaction: cash over the counter and a bank transfer sent back settled at once (one refund order written completed), any other
 * payment a pending refund order for the refund flow. The tickets stay as they were: the operation sets their states,
 * and a refund order's later transitions change only refunding tickets. `order`: the order as it is now (locked).
 */
export async function refundShares(
  tx: Db,
  session: OperatorSession,
  order: OrderRow,
  ticketIds: number[],
  shares: RefundShare[],
  reason: string,
): Promise<void> {
  for (const { payment, amount } of shares) {
    if (amount <= 0n) continue;
    await writeRefund(
      tx,
      session,
      order,
      {
        orderId: order.id,
        paymentId: payment.id,
        ticketIds,
        amount: formatCents(amount),
        reason: reason.slice(0, 500),
      },
      { settledAtOnce: isSettledAtOnce(payment) },
    );
  }
}

/** What an unpaid order's part payments exceed its new `total` by when they cover it (it is then paid in full). */
export function unpaidExcessCents(order: OrderRow, rows: PaymentRow[], total: Cents): Cents {
  if (order.state !== ORDER_STATES.UNPAID) return 0n;
  const due = total - orderDiscountCents(rows);
  const paid = centsOf(order.payAmount);
  return paid > 0n && paid >= due ? paid - (due > 0n ? due : 0n) : 0n;
}

export interface UnpaidTotal {
  /** The order is paid in full by what it already holds: it is now Completed. */
  completed: boolean;
  /** What it held beyond its new total, given back through the refund flow. */
  refund: Cents;
}

/**
 * What an unpaid order's new `total` does to it. Its invoice (the Processing Credit payment standing for what is
 * still invoiced, section 11) shrinks or grows to the new balance. When what was paid covers the new total, the
 * order is paid in full — Completed as by the payment that would have brought its balance to 0, its tickets sold —
 * and the excess goes back through the refund flow, which refunds paid orders (section 3). The caller writes the
 * order's version, history and event.
 */
export async function settleUnpaidTotal(
  tx: Db,
  session: OperatorSession,
  order: OrderRow,
  total: Cents,
  ticketIds: number[],
  reason: string,
  now: Date,
): Promise<UnpaidTotal> {
  const rows = await orderPaymentsOf(tx, order, true);
  const due = total - orderDiscountCents(rows);
  const paid = centsOf(order.payAmount);
  const invoice = rows.find(
    (row) => row.paymentType === PAYMENT_TYPES.CREDIT && row.payStatus === PAY_STATUSES.PROCESSING,
  );
  const completed = paid > 0n && paid >= due;
  if (invoice) {
    if (completed) await tx.delete(payments).where(eq(payments.id, invoice.id));
    else
      await tx
        .update(payments)
        .set({ amount: formatCents(due - paid) })
        .where(eq(payments.id, invoice.id));
  }
  const [updated] = await tx
    .update(orders)
    .set({
      totalAmount: formatCents(total),
      ...(completed ? { state: ORDER_STATES.COMPLETED, paidAt: now, completedAt: now } : {}),
    })
    .where(eq(orders.id, order.id))
    .returning();
  if (!completed) return { completed, refund: 0n };
  // Subscribers that fulfil paid orders learn of it as from the payment that completes one (section 11).
  await emitEvent(tx, {
    tenantId: order.tenantId,
    resourceType: "order",
    resourceId: order.id,
    type: "ORDER_PAID",
    data: orderData(updated),
  });
  // Paid in full, the tickets still travelling are sold: they stop merely holding their seats.
  await tx
    .update(reservations)
    .set({ held: false })
    .where(
      and(
        eq(reservations.tenantId, order.tenantId),
        eq(reservations.orderNumber, order.orderNumber),
        eq(reservations.status, TICKET_STATUSES.NORMAL),
      ),
    );
  const shares = refundSharesOf(rows, unpaidExcessCents(order, rows, total));
  await refundShares(tx, session, updated, ticketIds, shares, reason);
  return { completed, refund: sumCents(shares.map((share) => share.amount)) };
}
