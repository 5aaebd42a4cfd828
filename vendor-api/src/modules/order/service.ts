import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { channels, orderHistory, orderLines, orders, payments, reservations, trips } from "../../db/schema";
import { assertValid, notFound } from "../../protocol/errors";
import { fail, type FieldFailures } from "../../protocol/rules";
import { TRANSACTION_PAYMENT_TYPES, SETTLED_PAY_STATES } from "../sales-shared/codes";
import { cardLast4Filter, containsText, dateRangeFilter } from "../sales-shared/filters";
import { money } from "../../shared/money";
import { paymentView, type PaymentRow } from "../sales-shared/payments";
import { ticketsByOrderNumber } from "../sales-shared/tickets";
import { refundsOfOrder } from "../refund/list";
import { tenantSigner } from "../check-in/ticket-code";
import type { Keyring } from "../../security/secrets";
import type { OrderDetail, OrderListItem } from "./schemas";
import { inOrder } from "../../db/in-order";
import { cappedCount, inIdOrder, LIST_COUNT_LIMIT, type ListTotal } from "../../db/list-page";

type OrderRow = typeof orders.$inferSelect;

export interface OrderFilter {
  orderNumber?: string;
  customerName?: string;
  email?: string;
  phone?: string;
  tripId?: number;
  dateFrom?: string;
  dateTo?: string;
  state?: number;
  channelId?: number;
  paymentType?: number;
  cardLast4?: string;
}

export interface OrderListQuery extends OrderFilter {
  pageNum: number;
  pageSize: number;
  sortBy?: "createTime" | "completeTime" | "total";
  sortOrder?: "asc" | "desc";
}

const present = (value: string | undefined): value is string => value !== undefined && value.trim() !== "";

/** The text a customer-name search looks in; written as the trigram index `orders_contact_name_trgm_idx` is. */
export const customerNameText = sql`(${orders.contactFirstName} || ' ' || ${orders.contactLastName})`;

/** The tenant condition and every filter; a filter that breaks a rule answers 20001 with its field. */
export function orderConditions(tenantId: number, filter: OrderFilter): SQL {
  const fields: FieldFailures = {};
  const conditions: Array<SQL | undefined> = [
    eq(orders.tenantId, tenantId),
    ...dateRangeFilter(orders.createdAt, filter, fields),
  ];
  if (present(filter.orderNumber)) conditions.push(containsText(orders.orderNumber, filter.orderNumber));
  if (present(filter.customerName)) conditions.push(containsText(customerNameText, filter.customerName));
  if (present(filter.email)) conditions.push(containsText(orders.contactEmail, filter.email));
  if (present(filter.phone)) {
    const digits = filter.phone.replace(/\D/g, "");
    if (digits) {
      conditions.push(
        sql`regexp_replace(coalesce(${orders.contactCountryCode}, '') || coalesce(${orders.contactPhone}, ''), '[^0-9]', '', 'g') like ${`%${digits}%`}`,
      );
    } else fields.phone = fail("phone");
  }
  if (filter.tripId !== undefined) {
    conditions.push(
      sql`exists (select 1 from ${orderLines} where ${orderLines.orderId} = ${orders.id} and ${orderLines.tripId} = ${filter.tripId})`,
    );
  }
  if (filter.state !== undefined) conditions.push(eq(orders.state, filter.state));
  if (filter.channelId !== undefined) conditions.push(eq(orders.channelId, filter.channelId));
  if (filter.paymentType !== undefined) {
    conditions.push(
      sql`exists (select 1 from ${payments} where ${payments.orderId} = ${orders.id} and ${payments.paymentType} = ${filter.paymentType})`,
    );
  }
  if (present(filter.cardLast4)) {
    const last4 = cardLast4Filter(payments.cardLast4, filter.cardLast4, fields);
    // The tenant condition lets the (tenant, last 4) index find the payments instead of probing each order's.
    if (last4) {
      conditions.push(
        sql`exists (select 1 from ${payments} where ${payments.orderId} = ${orders.id} and ${payments.tenantId} = ${tenantId} and ${last4})`,
      );
    }
  }
  assertValid(fields);
  return and(...conditions)!;
}

function orderBy(query: OrderListQuery): SQL[] {
  const direction = query.sortOrder === "asc" ? sql`asc` : sql`desc`;
  const key =
    query.sortBy === "completeTime"
      ? sql`${orders.completedAt} ${direction} nulls last`
      : query.sortBy === "total"
        ? sql`${orders.totalAmount} ${direction}`
        : sql`${orders.createdAt} ${direction}`;
  return [key, sql`${orders.id} ${direction}`];
}

interface LineWithTrip {
  line: typeof orderLines.$inferSelect;
  tripCode: string;
  tripName: string;
}

/** Lines, payments, tickets and channel names of a page of orders: four queries whatever the page size. */
async function loadRelated(db: Db, tenantId: number, rows: OrderRow[]) {
  const ids = rows.map((row) => row.id);
  const numbers = rows.map((row) => row.orderNumber);
  const [lineRows, paymentRows, ticketRows, channelRows] = await inOrder([
    () =>
      db
        .select({ line: orderLines, tripCode: trips.code, tripName: trips.name })
        .from(orderLines)
        .innerJoin(trips, eq(trips.id, orderLines.tripId))
        .where(and(eq(orderLines.tenantId, tenantId), inArray(orderLines.orderId, ids)))
        .orderBy(asc(orderLines.id)),
    () =>
      db
        .select()
        .from(payments)
        .where(and(eq(payments.tenantId, tenantId), inArray(payments.orderId, ids)))
        .orderBy(asc(payments.id)),
    () =>
      db
        .select({ orderNumber: reservations.orderNumber, ticketNumber: reservations.ticketNumber })
        .from(reservations)
        .where(and(eq(reservations.tenantId, tenantId), inArray(reservations.orderNumber, numbers)))
        .orderBy(asc(reservations.ticketNumber)),
    () => db.select({ id: channels.id, key: channels.key }).from(channels).where(eq(channels.tenantId, tenantId)),
  ]);
  return {
    lines: groupBy(lineRows, (row) => row.line.orderId),
    payments: groupBy(paymentRows, (row) => row.orderId),
    ticketNumbers: groupBy(ticketRows, (row) => row.orderNumber),
    channelNames: new Map(channelRows.map((row) => [row.id, row.key])),
  };
}

function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}

const unique = <T>(values: T[]) => [...new Set(values)];

/** The payment that stands for the order in lists: a settled one first. */
const mainPayment = (rows: PaymentRow[], has: (row: PaymentRow) => boolean) =>
  rows.find((row) => has(row) && SETTLED_PAY_STATES.includes(row.payStatus)) ?? rows.find(has);

function summary(row: OrderRow, lines: LineWithTrip[], paymentRows: PaymentRow[], channelName: string) {
  const dates = lines.map(({ line }) => line.date).sort();
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    type: row.type,
    state: row.state,
    channelId: row.channelId,
    channelName,
    creator: row.creator,
    contactFirstName: row.contactFirstName,
    contactLastName: row.contactLastName,
    contactEmail: row.contactEmail,
    contactCountryCode: row.contactCountryCode,
    contactPhone: row.contactPhone,
    tripNames: unique(lines.map((line) => line.tripName)),
    orderDate: dates[0] ?? null,
    createTime: row.createdAt.toISOString(),
    payTime: row.paidAt?.toISOString() ?? null,
    completeTime: row.completedAt?.toISOString() ?? null,
    paymentTypes: unique(paymentRows.map((payment) => payment.paymentType)),
    cardLast4: mainPayment(paymentRows, (payment) => payment.cardLast4 !== null)?.cardLast4 ?? null,
    transactionId:
      mainPayment(paymentRows, (payment) => TRANSACTION_PAYMENT_TYPES.includes(payment.paymentType))?.transactionId ??
      null,
    totalAmount: money(row.totalAmount),
    payAmount: money(row.payAmount),
    refundedAmount: money(row.refundedAmount),
    rescheduleFee: money(row.rescheduleFee),
    differencePrice: money(row.differencePrice),
    bookingFee: money(row.bookingFee),
    couponCode: row.couponCode,
    version: row.version,
  };
}

async function listItems(db: Db, tenantId: number, rows: OrderRow[]): Promise<OrderListItem[]> {
  if (rows.length === 0) return [];
  const related = await loadRelated(db, tenantId, rows);
  return rows.map((row) => ({
    ...summary(
      row,
      related.lines.get(row.id) ?? [],
      related.payments.get(row.id) ?? [],
      related.channelNames.get(row.channelId) ?? "",
    ),
    ticketNumbers: (related.ticketNumbers.get(row.orderNumber) ?? []).map((ticket) => ticket.ticketNumber),
  }));
}

export async function listOrders(
  db: Db,
  tenantId: number,
  query: OrderListQuery,
  countLimit = LIST_COUNT_LIMIT,
): Promise<ListTotal & { list: OrderListItem[] }> {
  const where = orderConditions(tenantId, query);
  const total = await cappedCount(
    db,
    db
      .select({ one: sql`1` })
      .from(orders)
      .where(where)
      .$dynamic(),
    countLimit,
  );
  const page = await db
    .select({ id: orders.id })
    .from(orders)
    .where(where)
    .orderBy(...orderBy(query))
    .limit(query.pageSize)
    .offset((query.pageNum - 1) * query.pageSize);
  const ids = page.map((row) => row.id);
  const rows = ids.length ? await db.select().from(orders).where(inArray(orders.id, ids)) : [];
  return {
    ...total,
    list: await listItems(
      db,
      tenantId,
      inIdOrder(rows, ids, (row) => row.id),
    ),
  };
}

export async function findOrderRow(db: Db, tenantId: number, id: number): Promise<OrderRow> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.id, id)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

export async function findOrder(db: Db, secrets: Keyring, tenantId: number, id: number): Promise<OrderDetail> {
  const row = await findOrderRow(db, tenantId, id);
  const sign = await tenantSigner(db, secrets, tenantId);
  const [related, tickets, refunds, history] = await inOrder([
    () => loadRelated(db, tenantId, [row]),
    () => ticketsByOrderNumber(db, tenantId, new Map([[row.orderNumber, row.state]]), sign),
    () => refundsOfOrder(db, tenantId, row.id),
    () =>
      db
        .select()
        .from(orderHistory)
        .where(and(eq(orderHistory.tenantId, tenantId), eq(orderHistory.orderId, row.id)))
        .orderBy(asc(orderHistory.createdAt), asc(orderHistory.id)),
  ]);
  const lines = related.lines.get(row.id) ?? [];
  const paymentRows = related.payments.get(row.id) ?? [];
  return {
    ...summary(row, lines, paymentRows, related.channelNames.get(row.channelId) ?? ""),
    buyerId: row.buyerId,
    addition: row.addition,
    youthAgreement: row.youthAgreement,
    lines: lines.map(({ line, tripCode, tripName }) => ({
      id: line.id,
      tripId: line.tripId,
      tripCode,
      tripName,
      date: line.date,
      shift: line.shift,
      option: line.option,
      quantity: line.quantity,
      unitPrice: money(line.unitPrice),
      amount: money(line.amount),
    })),
    payments: paymentRows.map(paymentView),
    tickets: tickets.get(row.orderNumber) ?? [],
    refunds,
    history: history.map((entry) => ({
      id: entry.id,
      action: entry.action,
      detail: entry.detail,
      params: entry.params,
      operatorId: entry.operatorId,
      operatorName: entry.operatorName,
      createTime: entry.createdAt.toISOString(),
    })),
  };
}
