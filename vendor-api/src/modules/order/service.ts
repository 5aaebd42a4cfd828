import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { channels, orderHistory, orderLines, orders, payments, reservations, trips } from "../../db/schema";
import { assertValid, notFound } from "../../protocol/errors";
import { fail, type FieldFailures } from "../../protocol/rules";
import { SETTLED_PAY_STATES } from "../sales-shared/codes";
import { TRANSACTION_PAYMENT_TYPES } from "#rules";
import { cardLast4Filter, containingPattern, dateRangeFilter } from "../sales-shared/filters";
import { formatCents, money } from "../../shared/money";
import { orderBalanceCents } from "./balance";
import { paymentView, type PaymentRow } from "../sales-shared/payments";
import { ticketsByOrderNumber } from "../sales-shared/tickets";
import { refundsOfOrder } from "../refund/list";
import { tenantSigner } from "../check-in/ticket-code";
import type { Keyring } from "../../security/secrets";
import type { OrderDetail, OrderListItem } from "./schemas";
import { inOrder } from "../../db/in-order";
import { defineList, type ListSettings, type ListTotal } from "../../db/list-query";
import { Binder, plannedOnce, type Bind } from "../../db/statement-shapes";
import { orderNumberSearch } from "../sales-shared/order-number-search";
import { notesOf } from "./contact";

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
  /** Only these orders: the rows picked on the list (its export of a selection). */
  orderIds?: number[];
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

/**
 * The tenant condition and every filter; a filter that breaks a rule answers 20001 with its field. `cardOnly`: the
 * card's condition on payments when it is the only filter, so the list's total can be counted from the payments'
 * (tenant, last 4, order) index alone instead of joining every matching order (docs/scale-contract.md section 9).
 * `numberSearch`: the order-number filter's condition (`orderNumberSearch`), when it is set.
 */
export function orderConditions(
  bind: Bind,
  tenantId: number,
  filter: OrderFilter,
  numberSearch: SQL | undefined,
): { where: SQL; cardOnly?: SQL; bySubstring: boolean } {
  const fields: FieldFailures = {};
  const conditions: Array<SQL | undefined> = [
    eq(orders.tenantId, bind("tenantId", tenantId)),
    ...dateRangeFilter(orders.createdAt, filter, fields, bind),
  ];
  const bySubstring = [filter.orderNumber, filter.customerName, filter.email, filter.phone].some(present);
  if (numberSearch) conditions.push(numberSearch);
  if (present(filter.customerName)) {
    conditions.push(sql`${customerNameText} ilike ${bind("customerName", containingPattern(filter.customerName))}`);
  }
  if (present(filter.email)) {
    conditions.push(sql`${orders.contactEmail} ilike ${bind("email", containingPattern(filter.email))}`);
  }
  if (present(filter.phone)) {
    const digits = filter.phone.replace(/\D/g, "");
    if (digits) {
      conditions.push(
        sql`regexp_replace(coalesce(${orders.contactCountryCode}, '') || coalesce(${orders.contactPhone}, ''), '[^0-9]', '', 'g') like ${bind("phone", `%${digits}%`)}`,
      );
    } else fields.phone = fail("phone");
  }
  if (filter.tripId !== undefined) {
    conditions.push(
      sql`exists (select 1 from ${orderLines} where ${orderLines.orderId} = ${orders.id} and ${orderLines.tripId} = ${bind("tripId", filter.tripId)})`,
    );
  }
  if (filter.orderIds !== undefined)
    conditions.push(sql`${orders.id} = any(${bind("orderIds", filter.orderIds)}::int[])`);
  if (filter.state !== undefined) conditions.push(eq(orders.state, bind("state", filter.state)));
  if (filter.channelId !== undefined) conditions.push(eq(orders.channelId, bind("channelId", filter.channelId)));
  if (filter.paymentType !== undefined) {
    conditions.push(
      sql`exists (select 1 from ${payments} where ${payments.orderId} = ${orders.id} and ${payments.paymentType} = ${bind("paymentType", filter.paymentType)})`,
    );
  }
  const others = conditions.filter(Boolean).length;
  let cardOnly: SQL | undefined;
  if (present(filter.cardLast4)) {
    const last4 = cardLast4Filter(payments.cardLast4, filter.cardLast4, fields, bind);
    // The tenant condition lets the (tenant, last 4) index find the payments instead of probing each order's.
    if (last4) {
      const cardPayments = and(eq(payments.tenantId, bind("tenantId", tenantId)), last4)!;
      conditions.push(
        sql`exists (select 1 from ${payments} where ${payments.orderId} = ${orders.id} and ${cardPayments})`,
      );
      if (others === 1) cardOnly = cardPayments;
    }
  }
  assertValid(fields);
  return { where: and(...conditions)!, cardOnly, bySubstring };
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

/** The order's lines with their trips, its payments and its channel's name. */
async function loadRelated(db: Db, tenantId: number, row: OrderRow) {
  const [lines, paymentRows, [channel]] = await inOrder([
    () =>
      db
        .select({ line: orderLines, tripCode: trips.code, tripName: trips.name })
        .from(orderLines)
        .innerJoin(trips, eq(trips.id, orderLines.tripId))
        .where(and(eq(orderLines.tenantId, tenantId), eq(orderLines.orderId, row.id)))
        .orderBy(asc(orderLines.id)),
    () =>
      db
        .select()
        .from(payments)
        .where(and(eq(payments.tenantId, tenantId), eq(payments.orderId, row.id)))
        .orderBy(asc(payments.id)),
    () =>
      db
        .select({ key: channels.key })
        .from(channels)
        .where(and(eq(channels.tenantId, tenantId), eq(channels.id, row.channelId))),
  ]);
  return { lines, payments: paymentRows, channelName: channel?.key ?? "" };
}

const unique = <T>(values: T[]) => [...new Set(values)];

/** What a list row shows of a payment. */
type PaymentSummary = Pick<PaymentRow, "paymentType" | "payStatus" | "cardLast4" | "transactionId">;

/** The payment that stands for the order in lists: a settled one first. */
const mainPayment = (rows: PaymentSummary[], has: (row: PaymentSummary) => boolean) =>
  rows.find((row) => has(row) && SETTLED_PAY_STATES.includes(row.payStatus)) ?? rows.find(has);

/**
 * The fields of a list row, for the list and the detail. `tripNames`: of the lines in their order; `orderDate`: the
 * earliest line's date.
 */
function summary(
  row: OrderRow,
  lines: { tripNames: string[]; orderDate: string | null },
  paymentRows: PaymentSummary[],
  channelName: string,
) {
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
    tripNames: unique(lines.tripNames),
    orderDate: lines.orderDate,
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

interface OrderListFilter {
  query: OrderListQuery;
  conditions: ReturnType<typeof orderConditions>;
}

/**
 * The order list: its page with what its rows show of their lines, payments and tickets, and its capped count, which
 * a tenant's whole list remembers once past the limit (the vendor API never deletes an order).
 */
const orderList = defineList({
  name: "order-list",
  count: "remembered",
  page(db: Db, { query, conditions }: OrderListFilter, cut) {
    // Bound by the conditions already.
    const tenantId = sql.placeholder("tenantId");
    const page = db
      .select({ id: orders.id })
      .from(orders)
      .where(conditions.where)
      .orderBy(...orderBy(query))
      .limit(cut.limit)
      .offset(cut.offset)
      .as("page");
    // One round trip for the page and what its rows show of their lines, payments and tickets: each a lookup by the
    // order's own index entries (docs/scale-contract.md section 9), the page's ids read from the sort's index first.
    return db
      .select({
        order: orders,
        channelName: channels.key,
        tripNames: sql<
          string[]
        >`array(select ${trips.name} from ${orderLines} join ${trips} on ${trips.id} = ${orderLines.tripId}
          where ${orderLines.orderId} = ${orders.id} and ${orderLines.tenantId} = ${tenantId} order by ${orderLines.id})`,
        orderDate: sql<string | null>`(select min(${orderLines.date}) from ${orderLines}
          where ${orderLines.orderId} = ${orders.id} and ${orderLines.tenantId} = ${tenantId})`,
        payments: sql<
          PaymentSummary[]
        >`coalesce((select json_agg(json_build_object('paymentType', ${payments.paymentType},
            'payStatus', ${payments.payStatus}, 'cardLast4', ${payments.cardLast4}, 'transactionId', ${payments.transactionId})
            order by ${payments.id})
          from ${payments} where ${payments.orderId} = ${orders.id} and ${payments.tenantId} = ${tenantId}), '[]'::json)`,
        ticketNumbers: sql<string[]>`array(select ${reservations.ticketNumber} from ${reservations}
          where ${reservations.tenantId} = ${tenantId} and ${reservations.orderNumber} = ${orders.orderNumber}
          order by ${reservations.ticketNumber})`,
      })
      .from(page)
      .innerJoin(orders, eq(orders.id, page.id))
      .leftJoin(channels, and(eq(channels.id, orders.channelId), eq(channels.tenantId, tenantId)))
      .orderBy(...orderBy(query));
  },
  matching(db: Db, { conditions: { where, cardOnly } }: OrderListFilter) {
    return cardOnly
      ? db.selectDistinct({ orderId: payments.orderId }).from(payments).where(cardOnly).$dynamic()
      : db
          .select({ one: sql`1` })
          .from(orders)
          .where(where)
          .$dynamic();
  },
});

export async function listOrders(
  db: Db,
  tenantId: number,
  query: OrderListQuery,
  settings?: ListSettings,
): Promise<ListTotal & { list: OrderListItem[] }> {
  const binder = new Binder();
  const numberSearch = present(query.orderNumber)
    ? await orderNumberSearch(db, tenantId, query.orderNumber, binder.bind)
    : undefined;
  const conditions = orderConditions(binder.bind, tenantId, query, numberSearch);
  const { rows, ...total } = await orderList.read(db, {
    binder,
    filter: { query, conditions },
    page: query,
    shape: [query.sortBy ?? "createTime", query.sortOrder ?? "desc"],
    settings,
    bySubstring: conditions.bySubstring,
    // A whole order number finds its one order by the number's index whatever the other values are.
    statementName: binder.has("numberText") ? () => plannedOnce("order-list-by-number") : undefined,
  });
  return {
    ...total,
    list: rows.map((row) => ({
      ...summary(row.order, row, row.payments, row.channelName ?? ""),
      ticketNumbers: row.ticketNumbers,
    })),
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
    () => loadRelated(db, tenantId, row),
    () => ticketsByOrderNumber(db, tenantId, new Map([[row.orderNumber, row.state]]), sign),
    () => refundsOfOrder(db, tenantId, row.id),
    () =>
      db
        .select()
        .from(orderHistory)
        .where(and(eq(orderHistory.tenantId, tenantId), eq(orderHistory.orderId, row.id)))
        .orderBy(asc(orderHistory.createdAt), asc(orderHistory.id)),
  ]);
  const { lines, payments: paymentRows, channelName } = related;
  const tripNames = lines.map((line) => line.tripName);
  const orderDate = lines.map(({ line }) => line.date).sort()[0] ?? null;
  return {
    ...summary(row, { tripNames, orderDate }, paymentRows, channelName),
    buyerId: row.buyerId,
    addition: row.addition,
    youthAgreement: row.youthAgreement,
    balance: formatCents(orderBalanceCents(row, paymentRows)),
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
    notes: notesOf(history),
  };
}
