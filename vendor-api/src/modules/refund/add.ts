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
import { cancellationChargeCents, REFUND_STATES, refundNumber } from "#rules";
import { centsOf, formatCents, money, parseAmount, sumCents } from "../../shared/money";
import { orderStateName, refundPayTypeOf, REFUNDABLE_ORDER_STATES } from "../sales-shared/codes";
import { isRefundablePayment, refundableCents, refundableSql } from "../sales-shared/payments";
import { isActionableTicket, type TicketRow } from "../sales-shared/tickets";
import { emitEvent } from "../../events/outbox";
import { bookedRefund, bookOnOrder, emitOrderUpdated } from "./settle";
import { refundData } from "../../events/data";
import { queueReceiverMail } from "../../notify/receiver-mail";
import { findRefund } from "./find";
import type { RefundAddInput, RefundOrder } from "./schemas";
import { record, type RefundRow } from "./store";

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
    return (await writeRefund(tx, session, order, input)).id;
  });
  return findRefund(db, tenantId, id);
}

/**
 * How an operation on the order (a cancellation, a move: docs/sales-contract.md sections 13 and 14) asks for a
 * refund in its own transaction, having locked the order: the operation sets the tickets' states itself, so they are
 * not marked refunding.
 */
export interface RefundOfOperation {
  /**
   * Given back now outside any gateway (cash over the counter, a bank transfer sent back): the refund order is
   * written completed in one step — its payment's and its order's `refundedAmount` booked, one `complete` log line
   * saying it was settled at once, one `refund-complete` history line, `REFUND_CREATED` and `REFUND_COMPLETED`, one
   * mail to the refund-result receivers — instead of submit, approve and complete one after the other. The ledger counts it by its completion time like any
   * completed refund (the rollups' triggers on refund_orders, docs/money-contract.md section 1).
   */
  settledAtOnce: boolean;
}

/**
 * Writes a refund order of `input` for the tenant's `order` (read, or locked, by the caller) in `tx`: pending, or
 * settled at once for an operation that asks so. Refusals throw before anything is written.
 */
export async function writeRefund(
  tx: Db,
  session: OperatorSession,
  order: typeof orders.$inferSelect,
  input: RefundAddInput,
  operation?: RefundOfOperation,
): Promise<RefundRow> {
  const { tenantId } = session;
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
  const settled = operation?.settledAtOnce === true;
  const [reserved] = await tx
    .update(payments)
    .set(
      settled
        ? bookedRefund(amount)
        : { refundPendingAmount: sql`${payments.refundPendingAmount} + ${amount}::numeric` },
    )
    .where(and(eq(payments.id, payment!.id), sql`${refundableSql} >= ${amount}::numeric`))
    .returning({ id: payments.id });
  if (!reserved) throw new ValidationError({ amount: fail("refund.amountTooLarge") });
  const feeDetails = await feeDetailsOf(tx, order.id, tickets);
  const fee = formatCents(sumCents(feeDetails.map((detail) => centsOf(detail.fee))));
  const now = new Date();
  const [refund] = await tx
    .insert(refundOrders)
    .values({
      tenantId,
      orderId: order.id,
      paymentId: payment!.id,
      amount,
      fee,
      feeDetails,
      payType: refundPayTypeOf(payment!)!,
      payAccount: payment!.cardNumberMasked ?? payment!.account,
      transactionId: payment!.transactionId,
      reason: input.reason?.trim() || null,
      applyPersonId: session.userId,
      applyPersonName: session.username,
      ...(settled
        ? {
            state: REFUND_STATES.COMPLETED,
            checkBy: session.username,
            checkTime: now,
            checkFee: fee,
            completeBy: session.username,
            completeTime: now,
          }
        : {}),
    })
    .returning();
  if (!operation)
    await tx.update(reservations).set({ status: TICKET_STATUSES.REFUNDING }).where(inArray(reservations.id, ticketIds));
  await tx
    .insert(refundOrderTickets)
    .values(
      tickets.map((ticket) => ({ refundOrderId: refund.id, ticketId: ticket.id, previousStatus: ticket.status })),
    );
  const ticketNumbers = tickets.map((ticket) => ticket.ticketNumber);
  if (settled) await recordSettled(tx, session, refund, order, ticketNumbers);
  else await recordRequested(tx, session, refund, order, ticketNumbers);
  return refund;
}

/** A pending refund's log line, `refund-request` history line, events and the refund receivers' mail. */
async function recordRequested(
  tx: Db,
  session: OperatorSession,
  refund: RefundRow,
  order: typeof orders.$inferSelect,
  ticketNumbers: string[],
) {
  const { tenantId } = session;
  await record(tx, session, refund, {
    action: "submit",
    fromState: null,
    note: refund.reason,
    history: { action: "refund-request", ticketNumbers },
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
      `${session.username} requested refund ${refundNumber(refund.id)} of ${refund.amount} for order ` +
      `${order.orderNumber}, tickets ${ticketNumbers.join(", ")}.` +
      (refund.reason ? `\n\nReason: ${refund.reason}` : ""),
    createdBy: session.userId,
  });
}

/**
 * A refund settled at once (`RefundOfOperation`): the order's refunded amount, one log and history line, its two
 * events and one mail. The operation that asked writes the order's version and its own event (ORDER_CANCELLED,
 * ORDER_UPDATED), which carry the order as it ends.
 */
async function recordSettled(
  tx: Db,
  session: OperatorSession,
  refund: RefundRow,
  order: typeof orders.$inferSelect,
  ticketNumbers: string[],
) {
  const { tenantId } = session;
  await bookOnOrder(tx, order.id, refund.amount);
  const note = `Settled at once${refund.reason ? `: ${refund.reason}` : ""}`.slice(0, NOTE_MAX);
  await record(tx, session, refund, {
    action: "complete",
    fromState: null,
    note,
    history: { action: "refund-complete" },
  });
  for (const type of ["REFUND_CREATED", "REFUND_COMPLETED"] as const)
    await emitEvent(tx, {
      tenantId,
      type,
      resourceType: "refund",
      resourceId: refund.id,
      data: refundData(refund, order.orderNumber),
    });
  await queueReceiverMail(tx, tenantId, "refundResult", {
    subject: `Refund ${refundNumber(refund.id)} settled at once (order ${order.orderNumber})`,
    content:
      `Refund ${refundNumber(refund.id)} of ${money(refund.amount)} settled at once by ${session.username} ` +
      `for order ${order.orderNumber}, tickets ${ticketNumbers.join(", ")}.` +
      (refund.reason ? `\n\nReason: ${refund.reason}` : ""),
    createdBy: session.userId,
  });
}
