import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { inOrder } from "../../db/in-order";
import {
  orderLines,
  orders,
  payments,
  refundOrders,
  refundOrderTickets,
  reservations,
  trips,
  type RefundFeeDetail,
} from "../../db/schema";
import { Codes } from "../../protocol/codes";
import { assertValid, BusinessError, notFound, ValidationError } from "../../protocol/errors";
import type { OperatorSession } from "../../protocol/route";
import {
  fail,
  maxLength,
  min,
  NOTE_MAX,
  price,
  required,
  validateFields,
  type FieldFailures,
  TICKET_STATUSES,
} from "../../protocol/rules";
import { cancellationChargeCents } from "#rules";
import { centsOf, formatCents, parseAmount, sumCents } from "../../shared/money";
import { orderStateName, REFUND_PAY_TYPE_OF_PAYMENT, REFUNDABLE_ORDER_STATES } from "../sales-shared/codes";
import { isRefundablePayment, refundableCents, refundableSql } from "../sales-shared/payments";
import { isActionableTicket, type TicketRow } from "../sales-shared/tickets";
import { emitEvent } from "../webhook/events";
import { emitOrderUpdated } from "./settle";
import { refundData } from "../webhook/event-data";
import { queueReceiverMail } from "../system-email/service";
import { findRefund } from "./find";
import type { RefundAddInput, RefundOrder } from "./schemas";
import { refundNumber } from "./states";
import { record } from "./store";

/**
 * Each ticket's price (its order line's) and the trip's cancellation deduction for it: a refund's informative fee, a
 * cancellation's charge (docs/sales-contract.md sections 4 and 13).
 */
export async function feeDetailsOf(db: Db, orderId: number, tickets: TicketRow[]): Promise<RefundFeeDetail[]> {
  const [lines, tripRows] = await inOrder([
    () => db.select().from(orderLines).where(eq(orderLines.orderId, orderId)),
    () =>
      db
        .select()
        .from(trips)
        .where(inArray(trips.id, [...new Set(tickets.map((ticket) => ticket.tripId))])),
  ]);
  const tripOf = new Map(tripRows.map((trip) => [trip.id, trip]));
  return tickets.map((ticket) => {
    const line = lines.find(
      (entry) =>
        entry.tripId === ticket.tripId &&
        entry.date === ticket.date &&
        entry.shift === ticket.shift &&
        entry.option === ticket.option,
    );
    const price = line ? centsOf(line.unitPrice) : 0n;
    const trip = tripOf.get(ticket.tripId)!;
    const fee = cancellationChargeCents(
      {
        type: trip.cancellationType,
        amount: centsOf(trip.cancellationAmount ?? "0"),
        percentage: trip.cancellationPercentage ?? 0,
      },
      price,
    );
    return { ticketId: ticket.id, ticketNumber: ticket.ticketNumber, price: formatCents(price), fee: formatCents(fee) };
  });
}

/** The amount in cents once its rules hold (a price, at least 0.01), else undefined. */
const amountCents = (input: RefundAddInput, fields: FieldFailures): bigint | undefined =>
  fields.amount || !input.amount ? undefined : parseAmount(input.amount);

async function lockPayment(db: Db, tenantId: number, orderId: number, paymentId: number, fields: FieldFailures) {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.tenantId, tenantId), eq(payments.orderId, orderId), eq(payments.id, paymentId)))
    .for("update");
  if (!payment) fields.paymentId = fail("refund.notAPayment");
  else if (!isRefundablePayment(payment)) fields.paymentId = fail("refund.paymentNotRefundable");
  return payment && !fields.paymentId ? payment : undefined;
}

async function lockTickets(
  db: Db,
  tenantId: number,
  order: typeof orders.$inferSelect,
  ids: number[],
  fields: FieldFailures,
) {
  const tickets = await db
    .select()
    .from(reservations)
    .where(
      and(
        eq(reservations.tenantId, tenantId),
        eq(reservations.orderNumber, order.orderNumber),
        inArray(reservations.id, ids),
      ),
    )
    .orderBy(asc(reservations.ticketNumber))
    .for("update");
  if (tickets.length !== ids.length) fields.ticketIds = fail("refund.notATicket");
  else if (!tickets.every((ticket) => isActionableTicket(ticket, order.state))) {
    fields.ticketIds = fail("refund.ticketNotActionable");
  }
  return tickets;
}

/**
 * A pending refund order for tickets of one payment. Everything is checked under row locks (payment, then tickets)
 * and the payment's pending amount is reserved with a conditional update, so two refunds can never take more than
 * the payment holds.
 */
export async function addRefund(db: Db, session: OperatorSession, input: RefundAddInput): Promise<RefundOrder> {
  const { tenantId } = session;
  const id = await db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.tenantId, tenantId), eq(orders.id, input.orderId)));
    if (!order) throw notFound();
    if (!REFUNDABLE_ORDER_STATES.includes(order.state)) {
      throw new BusinessError(Codes.illegalTransition, {
        key: "order.illegalRefund",
        params: { state: orderStateName(order.state), allowed: REFUNDABLE_ORDER_STATES.map(orderStateName) },
        result: { state: order.state, action: "refund", allowedFrom: REFUNDABLE_ORDER_STATES },
      });
    }
    const fields = validateFields({
      paymentId: [input.paymentId, [required]],
      ticketIds: [input.ticketIds, [required]],
      amount: [input.amount, [required, price(), min(0.01)]],
      reason: [input.reason, [maxLength(NOTE_MAX)]],
    });
    const cents = amountCents(input, fields);
    const payment = input.paymentId ? await lockPayment(tx, tenantId, order.id, input.paymentId, fields) : undefined;
    const ticketIds = [...new Set(input.ticketIds ?? [])];
    const tickets = ticketIds.length ? await lockTickets(tx, tenantId, order, ticketIds, fields) : [];
    if (payment && cents !== undefined && cents > refundableCents(payment)) {
      fields.amount = fail("refund.amountTooLarge");
    }
    assertValid(fields);
    const amount = formatCents(cents!);
    const [reserved] = await tx
      .update(payments)
      .set({ refundPendingAmount: sql`${payments.refundPendingAmount} + ${amount}::numeric` })
      .where(and(eq(payments.id, payment!.id), sql`${refundableSql} >= ${amount}::numeric`))
      .returning({ id: payments.id });
    if (!reserved) throw new ValidationError({ amount: fail("refund.amountTooLarge") });
    const feeDetails = await feeDetailsOf(tx, order.id, tickets);
    const payType = REFUND_PAY_TYPE_OF_PAYMENT[payment!.paymentType];
    const [refund] = await tx
      .insert(refundOrders)
      .values({
        tenantId,
        orderId: order.id,
        paymentId: payment!.id,
        amount,
        fee: formatCents(sumCents(feeDetails.map((detail) => centsOf(detail.fee)))),
        feeDetails,
        payType,
        payAccount: payment!.cardNumberMasked ?? payment!.account,
        transactionId: payment!.transactionId,
        reason: input.reason?.trim() || null,
        applyPersonId: session.userId,
        applyPersonName: session.username,
      })
      .returning();
    await tx.update(reservations).set({ status: TICKET_STATUSES.REFUNDING }).where(inArray(reservations.id, ticketIds));
    await tx
      .insert(refundOrderTickets)
      .values(
        tickets.map((ticket) => ({ refundOrderId: refund.id, ticketId: ticket.id, previousStatus: ticket.status })),
      );
    const codes = tickets.map((ticket) => ticket.ticketNumber).join(", ");
    await record(tx, session, refund, {
      action: "submit",
      fromState: null,
      note: refund.reason,
      history: { action: "refund-request", ticketNumbers: tickets.map((ticket) => ticket.ticketNumber) },
    });
    await emitEvent(tx, {
      tenantId,
      type: "REFUND_CREATED",
      resourceType: "refund",
      resourceId: refund.id,
      data: refundData(refund, order.orderNumber),
    });
    await emitOrderUpdated(tx, order.id, ["tickets", "payments"]);
    await queueReceiverMail(tx, tenantId, "refund", {
      subject: `Refund ${refundNumber(refund.id)} requested for order ${order.orderNumber}`,
      content:
        `${session.username} requested refund ${refundNumber(refund.id)} of ${amount} for order ` +
        `${order.orderNumber}, tickets ${codes}.` +
        (refund.reason ? `\n\nReason: ${refund.reason}` : ""),
      createdBy: session.userId,
    });
    return refund.id;
  });
  return findRefund(db, tenantId, id);
}
