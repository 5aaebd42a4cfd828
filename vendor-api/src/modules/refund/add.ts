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
import { assertValid, notFound, ValidationError, type FieldErrors } from "../../protocol/errors";
import type { OperatorSession } from "../../protocol/route";
import { maxLength, required, validateFields } from "../../protocol/rules";
import { cancellationFee, centsOf, formatCents, parseAmount, sumCents } from "../../shared/money";
import { REFUND_PAY_TYPE_OF_PAYMENT, REFUNDABLE_ORDER_STATES, TicketState } from "../sales-shared/codes";
import { isRefundablePayment, refundableCents, refundableSql } from "../sales-shared/payments";
import { isActionableTicket, type TicketRow } from "../sales-shared/tickets";
import { findRefund } from "./find";
import type { RefundAddInput, RefundOrder } from "./schemas";
import { refundNumber } from "./states";
import { illegal, NOTE_MAX, record } from "./store";

export const RefundMessages = {
  amountTooLarge: "Not greater than the total amount of the transaction",
  amountTooSmall: "No less than 0.01",
  invalidAmount: "Invalid price",
  notAPayment: "Not a payment of this order",
  paymentNotRefundable: "This payment cannot be refunded",
  notATicket: "Not a ticket of this order",
  ticketNotActionable: "Only normal or checked-in tickets can be refunded",
} as const;

/** Each ticket's price (its order line's) and the trip's cancellation deduction for it. */
async function feeDetailsOf(db: Db, orderId: number, tickets: TicketRow[]): Promise<RefundFeeDetail[]> {
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
    const fee = cancellationFee(
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

function checkAmount(input: RefundAddInput, fields: FieldErrors): bigint | undefined {
  if (fields.amount || !input.amount) return undefined;
  const cents = parseAmount(input.amount);
  if (cents === undefined) fields.amount = RefundMessages.invalidAmount;
  else if (cents <= 0n) fields.amount = RefundMessages.amountTooSmall;
  return cents !== undefined && cents > 0n ? cents : undefined;
}

async function lockPayment(db: Db, tenantId: number, orderId: number, paymentId: number, fields: FieldErrors) {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.tenantId, tenantId), eq(payments.orderId, orderId), eq(payments.id, paymentId)))
    .for("update");
  if (!payment) fields.paymentId = RefundMessages.notAPayment;
  else if (!isRefundablePayment(payment)) fields.paymentId = RefundMessages.paymentNotRefundable;
  return payment && !fields.paymentId ? payment : undefined;
}

async function lockTickets(
  db: Db,
  tenantId: number,
  order: typeof orders.$inferSelect,
  ids: number[],
  fields: FieldErrors,
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
  if (tickets.length !== ids.length) fields.ticketIds = RefundMessages.notATicket;
  else if (!tickets.every((ticket) => isActionableTicket(ticket, order.state))) {
    fields.ticketIds = RefundMessages.ticketNotActionable;
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
      throw illegal("An order", order.state, "refund", REFUNDABLE_ORDER_STATES);
    }
    const fields = validateFields({
      paymentId: [input.paymentId, [required]],
      ticketIds: [input.ticketIds, [required]],
      amount: [input.amount, [required]],
      reason: [input.reason, [maxLength(NOTE_MAX)]],
    });
    const cents = checkAmount(input, fields);
    const payment = input.paymentId ? await lockPayment(tx, tenantId, order.id, input.paymentId, fields) : undefined;
    const ticketIds = [...new Set(input.ticketIds ?? [])];
    const tickets = ticketIds.length ? await lockTickets(tx, tenantId, order, ticketIds, fields) : [];
    if (payment && cents !== undefined && cents > refundableCents(payment)) {
      fields.amount = RefundMessages.amountTooLarge;
    }
    assertValid(fields);
    const amount = formatCents(cents!);
    const [reserved] = await tx
      .update(payments)
      .set({ refundPendingAmount: sql`${payments.refundPendingAmount} + ${amount}::numeric` })
      .where(and(eq(payments.id, payment!.id), sql`${refundableSql} >= ${amount}::numeric`))
      .returning({ id: payments.id });
    if (!reserved) throw new ValidationError({ amount: RefundMessages.amountTooLarge });
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
    await tx.update(reservations).set({ status: TicketState.refunding }).where(inArray(reservations.id, ticketIds));
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
      history: ["refund-request", `Refund ${refundNumber(refund.id)} of ${amount} requested for ${codes}`],
    });
    return refund.id;
  });
  return findRefund(db, tenantId, id);
}
