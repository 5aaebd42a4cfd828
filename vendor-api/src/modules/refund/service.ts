import { and, asc, desc, eq, inArray, lt, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/connect";
import {
  orderHistory,
  orderLines,
  orders,
  payments,
  refundLogs,
  refundOrders,
  refundOrderTickets,
  reservations,
  trips,
  type RefundFeeDetail,
} from "../../db/schema";
import { Codes } from "../../protocol/codes";
import {
  assertValid,
  BusinessError,
  notFound,
  staleVersion,
  ValidationError,
  type FieldErrors,
} from "../../protocol/errors";
import { maxLength, required, validateFields } from "../../protocol/rules";
import type { OperatorSession } from "../../protocol/route";
import {
  DealStatus,
  REFUND_PAY_TYPE_OF_PAYMENT,
  REFUND_PAY_TYPES_WITHOUT_LOGS,
  REFUNDABLE_ORDER_STATES,
  TicketState,
} from "../sales-shared/codes";
import { keysetBatches, type CsvExport } from "../sales-shared/csv-export";
import { containsText } from "../sales-shared/filters";
import { cancellationFee, centsOf, formatCents, money, moneyOrNull, parseAmount, sumCents } from "../../shared/money";
import {
  isRefundablePayment,
  paymentView,
  refundableCents,
  refundableSql,
  type PaymentRow,
} from "../sales-shared/payments";
import type { RefundListItem } from "../sales-shared/schemas";
import { isActionableTicket, ticketView, type TicketRow } from "../sales-shared/tickets";
import type { RefundActionInput, RefundAddInput, RefundOrder } from "./schemas";
import { REFUND_TRANSITIONS, refundNumber, type RefundAction } from "./states";
import { inOrder } from "../../db/in-order";

type RefundRow = typeof refundOrders.$inferSelect;

export const RefundMessages = {
  amountTooLarge: "Not greater than the total amount of the transaction",
  amountTooSmall: "No less than 0.01",
  invalidAmount: "Invalid price",
  notAPayment: "Not a payment of this order",
  paymentNotRefundable: "This payment cannot be refunded",
  notATicket: "Not a ticket of this order",
  ticketNotActionable: "Only normal or checked-in tickets can be refunded",
} as const;

const NOTE_MAX = 500;

const refundScope = (tenantId: number, id: number) => and(eq(refundOrders.tenantId, tenantId), eq(refundOrders.id, id));

const illegal = (subject: string, state: number, action: string, allowedFrom: number[]) =>
  new BusinessError(Codes.illegalTransition, {
    msg: `${subject} in state ${state} cannot ${action}`,
    result: { state, action, allowedFrom },
  });

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

/** One refund log line and one order history line for an action. */
async function record(
  tx: Db,
  operator: { userId: number | null; username: string },
  refund: RefundRow,
  entry: { action: string; fromState: number | null; note: string | null; history: [action: string, detail: string] },
) {
  await tx.insert(refundLogs).values({
    refundOrderId: refund.id,
    action: entry.action,
    fromState: entry.fromState,
    toState: refund.state,
    operatorId: operator.userId,
    operatorName: operator.username,
    note: entry.note,
  });
  await tx.insert(orderHistory).values({
    tenantId: refund.tenantId,
    orderId: refund.orderId,
    action: entry.history[0],
    detail: entry.note ? `${entry.history[1]}: ${entry.note}` : entry.history[1],
    operatorId: operator.userId,
    operatorName: operator.username,
  });
}

async function moveTicketsBack(tx: Db, refundId: number) {
  await tx.execute(sql`
    update ${reservations} set status = t.previous_status
    from ${refundOrderTickets} t
    where t.refund_order_id = ${refundId} and t.ticket_id = ${reservations.id} and ${reservations.status} = ${TicketState.refunding}`);
}

async function markTicketsRefunded(tx: Db, refundId: number) {
  await tx.execute(sql`
    update ${reservations} set status = ${TicketState.refunded}
    from ${refundOrderTickets} t
    where t.refund_order_id = ${refundId} and t.ticket_id = ${reservations.id} and ${reservations.status} = ${TicketState.refunding}`);
}

/** Releases (reject) or books (complete) the refund's reserved amount on its payment; never below what is reserved. */
async function settlePayment(tx: Db, refund: RefundRow, refunded: boolean) {
  const amount = sql`${refund.amount}::numeric`;
  const [row] = await tx
    .update(payments)
    .set(
      refunded
        ? {
            refundPendingAmount: sql`${payments.refundPendingAmount} - ${amount}`,
            refundedAmount: sql`${payments.refundedAmount} + ${amount}`,
            dealStatus: sql`case when ${payments.refundedAmount} + ${amount} >= ${payments.amount} then ${sql.raw(String(DealStatus.refunded))} else ${sql.raw(String(DealStatus.partiallyRefunded))} end`,
          }
        : { refundPendingAmount: sql`${payments.refundPendingAmount} - ${amount}` },
    )
    .where(and(eq(payments.id, refund.paymentId), sql`${payments.refundPendingAmount} >= ${amount}`))
    .returning({ id: payments.id });
  if (!row) throw new Error(`Refund ${refund.id}: its payment does not hold the reserved amount`);
  if (refunded) {
    await tx
      .update(orders)
      .set({ refundedAmount: sql`${orders.refundedAmount} + ${amount}`, version: sql`${orders.version} + 1` })
      .where(eq(orders.id, refund.orderId));
  }
}

/**
 * approve, reject or complete, under a row lock on the refund order: a stale version answers 10008 (checked first),
 * a move the state does not allow 20409. Of two operators acting at once one wins; the other, once the lock is
 * free, reads the new version and gets 10008.
 */
export async function transitionRefund(
  db: Db,
  session: OperatorSession,
  action: RefundAction,
  input: RefundActionInput,
): Promise<RefundOrder> {
  const note = input.note?.trim() || null;
  assertValid(validateFields({ note: [note, [maxLength(NOTE_MAX)]] }));
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(refundOrders).where(refundScope(session.tenantId, input.id)).for("update");
    if (!current) throw notFound();
    if (current.version !== input.version) throw staleVersion();
    const transition = REFUND_TRANSITIONS[action];
    if (!(transition.from as number[]).includes(current.state)) {
      throw illegal("A refund order", current.state, action, transition.from);
    }
    const now = new Date();
    const [refund] = await tx
      .update(refundOrders)
      .set({
        state: transition.to,
        version: sql`${refundOrders.version} + 1`,
        ...(action === "complete"
          ? { completeBy: session.username, completeTime: now, remarks: note ?? current.remarks }
          : { checkBy: session.username, checkTime: now }),
        ...(action === "approve" ? { checkFee: current.fee } : {}),
        ...(action === "reject" ? { remarks: note } : {}),
      })
      .where(and(refundScope(session.tenantId, input.id), eq(refundOrders.version, input.version)))
      .returning();
    if (action === "reject") {
      await moveTicketsBack(tx, refund.id);
      await settlePayment(tx, refund, false);
    }
    if (action === "complete") {
      await markTicketsRefunded(tx, refund.id);
      await settlePayment(tx, refund, true);
    }
    const verb = { approve: "approved", reject: "rejected", complete: "completed" }[action];
    await record(tx, session, refund, {
      action,
      fromState: current.state,
      note,
      history: [`refund-${action}`, `Refund ${refundNumber(refund.id)} of ${money(refund.amount)} ${verb}`],
    });
  });
  return findRefund(db, session.tenantId, input.id);
}

async function ticketCodesOf(db: Db, refundIds: number[]): Promise<Map<number, string[]>> {
  const codes = new Map<number, string[]>(refundIds.map((id) => [id, []]));
  if (refundIds.length === 0) return codes;
  const rows = await db
    .select({ refundId: refundOrderTickets.refundOrderId, ticketNumber: reservations.ticketNumber })
    .from(refundOrderTickets)
    .innerJoin(reservations, eq(reservations.id, refundOrderTickets.ticketId))
    .where(inArray(refundOrderTickets.refundOrderId, refundIds))
    .orderBy(asc(reservations.ticketNumber));
  for (const row of rows) codes.get(row.refundId)!.push(row.ticketNumber);
  return codes;
}

async function listItems(db: Db, rows: Array<{ refund: RefundRow; orderNumber: string }>): Promise<RefundListItem[]> {
  const codes = await ticketCodesOf(
    db,
    rows.map((row) => row.refund.id),
  );
  return rows.map(({ refund, orderNumber }) => ({
    id: refund.id,
    refundNumber: refundNumber(refund.id),
    orderId: refund.orderId,
    orderNumber,
    paymentId: refund.paymentId,
    payType: refund.payType,
    state: refund.state,
    amount: money(refund.amount),
    fee: money(refund.fee),
    ticketCodes: codes.get(refund.id) ?? [],
    applyPersonId: refund.applyPersonId,
    applyPersonName: refund.applyPersonName,
    checkBy: refund.checkBy,
    checkTime: refund.checkTime?.toISOString() ?? null,
    createTime: refund.createdAt.toISOString(),
    version: refund.version,
  }));
}

export interface RefundFilter {
  state?: number;
  orderId?: number;
  orderNumber?: string;
}

function refundConditions(tenantId: number, filter: RefundFilter): SQL {
  return and(
    eq(refundOrders.tenantId, tenantId),
    filter.state === undefined ? undefined : eq(refundOrders.state, filter.state),
    filter.orderId === undefined ? undefined : eq(refundOrders.orderId, filter.orderId),
    filter.orderNumber?.trim() ? containsText(orders.orderNumber, filter.orderNumber) : undefined,
  )!;
}

const withOrderNumber = (db: Db) =>
  db
    .select({ refund: refundOrders, orderNumber: orders.orderNumber })
    .from(refundOrders)
    .innerJoin(orders, eq(orders.id, refundOrders.orderId));

export async function listRefunds(
  db: Db,
  tenantId: number,
  query: RefundFilter & { pageNum: number; pageSize: number },
) {
  const where = refundConditions(tenantId, query);
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(refundOrders)
    .innerJoin(orders, eq(orders.id, refundOrders.orderId))
    .where(where);
  const rows = await withOrderNumber(db)
    .where(where)
    .orderBy(desc(refundOrders.createdAt), desc(refundOrders.id))
    .limit(query.pageSize)
    .offset((query.pageNum - 1) * query.pageSize);
  return { total: Number(total), list: await listItems(db, rows) };
}

export async function exportRefunds(
  db: Db,
  tenantId: number,
  filter: RefundFilter,
): Promise<CsvExport<RefundListItem>> {
  const where = refundConditions(tenantId, filter);
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(refundOrders)
    .innerJoin(orders, eq(orders.id, refundOrders.orderId))
    .where(where);
  const batches = keysetBatches(async (beforeId, limit) =>
    listItems(
      db,
      await withOrderNumber(db)
        .where(and(where, beforeId === null ? undefined : lt(refundOrders.id, beforeId)))
        .orderBy(desc(refundOrders.id))
        .limit(limit),
    ),
  );
  return { total: Number(total), batches };
}

/** The refund records of one order, newest first (order detail). */
export async function refundsOfOrder(db: Db, tenantId: number, orderId: number): Promise<RefundListItem[]> {
  const rows = await withOrderNumber(db)
    .where(refundConditions(tenantId, { orderId }))
    .orderBy(desc(refundOrders.createdAt), desc(refundOrders.id));
  return listItems(db, rows);
}

export async function findRefund(db: Db, tenantId: number, id: number): Promise<RefundOrder> {
  const [row] = await db
    .select({ refund: refundOrders, order: orders })
    .from(refundOrders)
    .innerJoin(orders, eq(orders.id, refundOrders.orderId))
    .where(refundScope(tenantId, id));
  if (!row) throw notFound();
  const { refund, order } = row;
  const [[item], ticketRows, logRows, paymentRows] = await inOrder([
    () => listItems(db, [{ refund, orderNumber: order.orderNumber }]),
    () =>
      db
        .select({ ticket: reservations, tripName: trips.name, previousStatus: refundOrderTickets.previousStatus })
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
  return {
    ...item,
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
      ...ticketView(entry.ticket, entry.tripName, order.state),
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
