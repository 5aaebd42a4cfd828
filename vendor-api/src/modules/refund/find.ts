import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { inOrder } from "../../db/in-order";
import { orders, payments, refundLogs, refundOrders, refundOrderTickets, reservations, trips } from "../../db/schema";
import { notFound } from "../../protocol/errors";
import { money, moneyOrNull } from "../../shared/money";
import { REFUND_PAY_TYPES_WITHOUT_LOGS } from "../sales-shared/codes";
import { paymentView, type PaymentRow } from "../sales-shared/payments";
import { ticketPrice, ticketView } from "../sales-shared/tickets";
import type { RefundOrder } from "./schemas";
import { listItem, refundScope } from "./store";

export async function findRefund(db: Db, tenantId: number, id: number): Promise<RefundOrder> {
  const [row] = await db
    .select({ refund: refundOrders, order: orders })
    .from(refundOrders)
    .innerJoin(orders, eq(orders.id, refundOrders.orderId))
    .where(refundScope(tenantId, id));
  if (!row) throw notFound();
  const { refund, order } = row;
  const [ticketRows, logRows, paymentRows] = await inOrder([
    () =>
      db
        .select({
          ticket: reservations,
          tripName: trips.name,
          price: ticketPrice,
          previousStatus: refundOrderTickets.previousStatus,
        })
        .from(refundOrderTickets)
        .innerJoin(reservations, eq(reservations.id, refundOrderTickets.ticketId))
        .innerJoin(trips, eq(trips.id, reservations.tripId))
        .where(eq(refundOrderTickets.refundOrderId, id))
        .orderBy(asc(reservations.ticketNumber)),
    () =>
      REFUND_PAY_TYPES_WITHOUT_LOGS.includes(refund.payType)
        ? Promise.resolve([])
        : db
            .select()
            .from(refundLogs)
            .where(eq(refundLogs.refundOrderId, id))
            .orderBy(asc(refundLogs.createdAt), asc(refundLogs.id)),
    () => db.select().from(payments).where(eq(payments.id, refund.paymentId)),
  ]);
  const ticketCodes = ticketRows.map((entry) => entry.ticket.ticketNumber);
  return {
    ...listItem({ refund, orderNumber: order.orderNumber, ticketCodes }),
    contactFirstName: order.contactFirstName,
    contactLastName: order.contactLastName,
    checkFee: moneyOrNull(refund.checkFee),
    feeDetails: refund.feeDetails.map((detail) => ({ ...detail, price: money(detail.price), fee: money(detail.fee) })),
    payAccount: refund.payAccount,
    transactionId: refund.transactionId,
    reason: refund.reason,
    remarks: refund.remarks,
    completeBy: refund.completeBy,
    completeTime: refund.completeTime?.toISOString() ?? null,
    ticketIds: ticketRows.map((entry) => entry.ticket.id),
    refundTickets: ticketRows.map((entry) => ({
      ...ticketView(entry.ticket, entry.tripName, order.state, entry.price),
      previousStatus: entry.previousStatus,
    })),
    logs: logRows.map((log) => ({
      id: log.id,
      action: log.action,
      fromState: log.fromState,
      toState: log.toState,
      operatorId: log.operatorId,
      operatorName: log.operatorName,
      note: log.note,
      createTime: log.createdAt.toISOString(),
    })),
    payments: paymentRows.map((payment: PaymentRow) => paymentView(payment)),
  };
}
