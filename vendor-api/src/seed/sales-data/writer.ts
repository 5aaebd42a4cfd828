import { refundNumber, type OrderHistoryActionCode, type OrderHistoryParams } from "#rules";
import { getTableColumns, getTableName, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
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
} from "../../db/schema";
import { formatCents, type Cents } from "../../shared/money";

export interface Operator {
  id: number | null;
  name: string;
}

export interface PlannedLine {
  tripId: number;
  date: string;
  shift: string | null;
  option: string;
  quantity: number;
  unitPrice: Cents;
}

export interface PlannedTicket {
  /** Set for a ticket that exists already (the demo catalogue's); the others are inserted. */
  id?: number;
  ticketNumber: string;
  tripId: number;
  date: string;
  shift: string | null;
  option: string;
  passengerName: string;
  passengerType: number;
  status: number;
  held: boolean;
  checkedBy: string | null;
  checkTime: Date | null;
  contactEmail: string | null;
  contactPhone: string | null;
}

export interface PlannedPayment {
  paymentType: number;
  amount: Cents;
  refunded: Cents;
  pending: Cents;
  account: string | null;
  transactionId: string | null;
  authCode: string | null;
  avsCode: string | null;
  cardBank: string | null;
  cardType: string | null;
  cardNumberMasked: string | null;
  cardLast4: string | null;
  cardMonth: string | null;
  cardYear: string | null;
  payStatus: number;
  dealStatus: number;
  errorCode: string | null;
  errorMsg: string | null;
  riskScore: number | null;
  maxmindScore: number | null;
  chargeBackAmount: Cents;
  chargeBackStatus: number;
  /** When the chargeback was opened; null without one. */
  chargeBackTime: Date | null;
  ip: string | null;
  userAgent: string | null;
  payTime: Date | null;
  createdAt: Date;
}

export interface PlannedRefund {
  /** Index into the order's payments. */
  payment: number;
  state: number;
  amount: Cents;
  fee: Cents;
  feeDetails: Array<{ ticket: number; price: Cents; fee: Cents }>;
  checkFee: Cents | null;
  payType: number;
  payAccount: string | null;
  transactionId: string | null;
  reason: string | null;
  remarks: string | null;
  applicant: Operator;
  checkBy: string | null;
  checkTime: Date | null;
  completeBy: string | null;
  completeTime: Date | null;
  createdAt: Date;
  /** Indexes into the order's tickets, with the state each had before the refund. */
  tickets: Array<{ ticket: number; previousStatus: number }>;
  logs: Array<{
    action: string;
    fromState: number | null;
    toState: number;
    operator: Operator;
    note: string | null;
    at: Date;
  }>;
}

export interface PlannedHistory {
  action: OrderHistoryActionCode;
  params: OrderHistoryParams;
  /** The refund a refund-* entry is about: its number is known once the writer gives it an id. */
  refund?: PlannedRefund;
  operator: Operator;
  at: Date;
}

export interface PlannedOrder {
  orderNumber: string;
  type: number;
  channelId: number;
  creator: string;
  buyerId: number | null;
  contactFirstName: string;
  contactLastName: string;
  contactEmail: string | null;
  contactCountryCode: string | null;
  contactPhone: string | null;
  addition: string | null;
  youthAgreement: boolean;
  state: number;
  total: Cents;
  payAmount: Cents;
  refundedAmount: Cents;
  rescheduleFee: Cents;
  differencePrice: Cents;
  bookingFee: Cents;
  couponCode: string | null;
  createdAt: Date;
  paidAt: Date | null;
  completedAt: Date | null;
  lines: PlannedLine[];
  payments: PlannedPayment[];
  tickets: PlannedTicket[];
  refunds: PlannedRefund[];
  history: PlannedHistory[];
}

const ID_TABLES = {
  orders,
  lines: orderLines,
  payments,
  tickets: reservations,
  refunds: refundOrders,
  logs: refundLogs,
  history: orderHistory,
} as const;
type IdKey = keyof typeof ID_TABLES;

/** Hands out explicit ids after the current maximum, so children can name their parents without a round trip. */
async function idAllocator(db: Db) {
  const next = {} as Record<IdKey, number>;
  for (const [key, table] of Object.entries(ID_TABLES) as Array<[IdKey, (typeof ID_TABLES)[IdKey]]>) {
    const [{ max }] = await db.select({ max: sql<number | null>`max(${table.id})` }).from(table);
    next[key] = Number(max ?? 0) + 1;
  }
  return (key: IdKey) => next[key]++;
}

/** Identity sequences must move past explicit ids, or later inserts collide. */
async function advanceSequences(db: Db): Promise<void> {
  for (const table of Object.values(ID_TABLES)) {
    const name = getTableName(table);
    await db.execute(
      sql.raw(`select setval(pg_get_serial_sequence('${name}', 'id'), greatest((select max(id) from ${name}), 1))`),
    );
  }
}

/**
 * Bulk insert: the rows travel as one JSON parameter per chunk and PostgreSQL spreads them into columns
 * (json_populate_recordset), which is far cheaper than thousands of bind parameters.
 */
async function insertRows(db: Db, table: PgTable, rows: Array<Record<string, unknown>>): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table);
  const keys = Object.keys(rows[0]);
  const names = keys.map((key) => columns[key].name);
  const list = sql.raw(names.map((name) => `"${name}"`).join(", "));
  for (let start = 0; start < rows.length; start += 5000) {
    const json = rows
      .slice(start, start + 5000)
      .map((row) => Object.fromEntries(keys.map((key, index) => [names[index], row[key]])));
    await db.execute(
      sql`insert into ${table} (${list}) select ${list} from json_populate_recordset(null::${table}, ${JSON.stringify(json)}::json)`,
    );
  }
}

const decimal = (cents: Cents) => formatCents(cents);

/** Writes planned orders with every child row, in batches; ids follow the array's order. */
export async function writeSalesData(db: Db, tenantId: number, planned: PlannedOrder[]): Promise<void> {
  const nextId = await idAllocator(db);
  const rows = {
    orders: [] as Array<Record<string, unknown>>,
    lines: [] as Array<Record<string, unknown>>,
    payments: [] as Array<Record<string, unknown>>,
    tickets: [] as Array<Record<string, unknown>>,
    refunds: [] as Array<Record<string, unknown>>,
    refundTickets: [] as Array<Record<string, unknown>>,
    logs: [] as Array<Record<string, unknown>>,
    history: [] as Array<Record<string, unknown>>,
  };
  for (const order of planned) {
    const orderId = nextId("orders");
    rows.orders.push({
      id: orderId,
      tenantId,
      orderNumber: order.orderNumber,
      type: order.type,
      channelId: order.channelId,
      creator: order.creator,
      buyerId: order.buyerId,
      contactFirstName: order.contactFirstName,
      contactLastName: order.contactLastName,
      contactEmail: order.contactEmail,
      contactCountryCode: order.contactCountryCode,
      contactPhone: order.contactPhone,
      addition: order.addition,
      youthAgreement: order.youthAgreement,
      state: order.state,
      totalAmount: decimal(order.total),
      payAmount: decimal(order.payAmount),
      refundedAmount: decimal(order.refundedAmount),
      rescheduleFee: decimal(order.rescheduleFee),
      differencePrice: decimal(order.differencePrice),
      bookingFee: decimal(order.bookingFee),
      couponCode: order.couponCode,
      createdAt: order.createdAt,
      paidAt: order.paidAt,
      completedAt: order.completedAt,
    });
    for (const line of order.lines) {
      rows.lines.push({
        id: nextId("lines"),
        tenantId,
        orderId,
        tripId: line.tripId,
        date: line.date,
        shift: line.shift,
        option: line.option,
        quantity: line.quantity,
        unitPrice: decimal(line.unitPrice),
        amount: decimal(line.unitPrice * BigInt(line.quantity)),
      });
    }
    const paymentIds = order.payments.map((payment) => {
      const id = nextId("payments");
      const { amount, refunded, pending, chargeBackAmount, ...fields } = payment;
      rows.payments.push({
        ...fields,
        id,
        tenantId,
        orderId,
        amount: decimal(amount),
        refundedAmount: decimal(refunded),
        refundPendingAmount: decimal(pending),
        chargeBackAmount: decimal(chargeBackAmount),
      });
      return id;
    });
    const ticketIds = order.tickets.map((ticket) => {
      if (ticket.id !== undefined) return ticket.id;
      const id = nextId("tickets");
      rows.tickets.push({ ...ticket, id, tenantId, orderNumber: order.orderNumber, createdAt: order.createdAt });
      return id;
    });
    const refundIds = new Map<PlannedRefund, number>();
    for (const refund of order.refunds) {
      const refundId = nextId("refunds");
      refundIds.set(refund, refundId);
      rows.refunds.push({
        id: refundId,
        tenantId,
        orderId,
        paymentId: paymentIds[refund.payment],
        state: refund.state,
        amount: decimal(refund.amount),
        fee: decimal(refund.fee),
        feeDetails: refund.feeDetails.map((detail) => ({
          ticketId: ticketIds[detail.ticket],
          ticketNumber: order.tickets[detail.ticket].ticketNumber,
          price: decimal(detail.price),
          fee: decimal(detail.fee),
        })),
        checkFee: refund.checkFee === null ? null : decimal(refund.checkFee),
        payType: refund.payType,
        payAccount: refund.payAccount,
        transactionId: refund.transactionId,
        reason: refund.reason,
        remarks: refund.remarks,
        applyPersonId: refund.applicant.id,
        applyPersonName: refund.applicant.name,
        checkBy: refund.checkBy,
        checkTime: refund.checkTime,
        completeBy: refund.completeBy,
        completeTime: refund.completeTime,
        createdAt: refund.createdAt,
        version: refund.logs.length,
      });
      for (const entry of refund.tickets) {
        rows.refundTickets.push({
          refundOrderId: refundId,
          ticketId: ticketIds[entry.ticket],
          previousStatus: entry.previousStatus,
        });
      }
      for (const log of refund.logs) {
        rows.logs.push({
          id: nextId("logs"),
          refundOrderId: refundId,
          action: log.action,
          fromState: log.fromState,
          toState: log.toState,
          operatorId: log.operator.id,
          operatorName: log.operator.name,
          note: log.note,
          createdAt: log.at,
        });
      }
    }
    for (const entry of order.history) {
      rows.history.push({
        id: nextId("history"),
        tenantId,
        orderId,
        action: entry.action,
        params: entry.refund
          ? { ...entry.params, refundNumber: refundNumber(refundIds.get(entry.refund)!) }
          : entry.params,
        operatorId: entry.operator.id,
        operatorName: entry.operator.name,
        createdAt: entry.at,
      });
    }
  }
  await insertRows(db, orders, rows.orders);
  await insertRows(db, orderLines, rows.lines);
  await insertRows(db, payments, rows.payments);
  await insertRows(db, reservations, rows.tickets);
  await insertRows(db, refundOrders, rows.refunds);
  await insertRows(db, refundOrderTickets, rows.refundTickets);
  await insertRows(db, refundLogs, rows.logs);
  await insertRows(db, orderHistory, rows.history);
  await advanceSequences(db);
}
