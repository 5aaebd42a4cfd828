import { and, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { channels, orders, payments } from "../../db/schema";
import { assertValid, notFound } from "../../protocol/errors";
import type { FieldFailures } from "../../protocol/rules";
import { TRANSACTION_PAYMENT_TYPES } from "#rules";
import { PAYPAL_PAYMENT_TYPES } from "../sales-shared/codes";
import { cardNumberFilter, containingPattern, dateRangeFilter } from "../sales-shared/filters";
import { money } from "../../shared/money";
import { paymentView } from "../sales-shared/payments";
import type { Transaction, TransactionListItem } from "./schemas";
import { defineList, type ListSettings, type ListTotal } from "../../db/list-query";
import { Binder, type Bind } from "../../db/statement-shapes";

export interface TransactionFilter {
  cardNumber?: string;
  paypalAccount?: string;
  transactionId?: string;
  authCode?: string;
  dateFrom?: string;
  dateTo?: string;
  payStatus?: number;
}

const present = (value: string | undefined): value is string => value !== undefined && value.trim() !== "";

/** Transactions are the payments made through a gateway (card, PayPal, Apple Pay) of the tenant's orders. */
function transactionConditions(bind: Bind, tenantId: number, filter: TransactionFilter): SQL {
  const fields: FieldFailures = {};
  const conditions: Array<SQL | undefined> = [
    eq(payments.tenantId, bind("tenantId", tenantId)),
    inArray(payments.paymentType, TRANSACTION_PAYMENT_TYPES),
    ...dateRangeFilter(payments.createdAt, filter, fields, bind),
  ];
  if (present(filter.cardNumber)) {
    conditions.push(
      cardNumberFilter(payments.cardNumberMasked, payments.cardLast4, filter.cardNumber, fields, "cardNumber", bind),
    );
  }
  if (present(filter.paypalAccount)) {
    conditions.push(
      inArray(payments.paymentType, PAYPAL_PAYMENT_TYPES),
      sql`${payments.account} ilike ${bind("paypalAccount", containingPattern(filter.paypalAccount))}`,
    );
  }
  if (present(filter.transactionId)) {
    conditions.push(
      sql`${payments.transactionId} ilike ${bind("transactionId", containingPattern(filter.transactionId))}`,
    );
  }
  if (present(filter.authCode)) {
    conditions.push(sql`lower(${payments.authCode}) = ${bind("authCode", filter.authCode.trim().toLowerCase())}`);
  }
  if (filter.payStatus !== undefined) conditions.push(eq(payments.payStatus, bind("payStatus", filter.payStatus)));
  assertValid(fields);
  return and(...conditions)!;
}

const selectWithOrder = (db: Db) =>
  db
    .select({ payment: payments, order: orders, channelName: channels.key })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .innerJoin(channels, eq(channels.id, orders.channelId));

type Joined = Awaited<ReturnType<ReturnType<typeof selectWithOrder>["where"]>>[number];

const paypalAccountOf = (payment: Joined["payment"]) =>
  PAYPAL_PAYMENT_TYPES.includes(payment.paymentType) ? payment.account : null;

const orderLinkOf = ({ order, channelName }: Joined) => ({
  orderId: order.id,
  orderNumber: order.orderNumber,
  customerName: `${order.contactFirstName} ${order.contactLastName}`,
  channelId: order.channelId,
  channelName,
});

function listItem(row: Joined): TransactionListItem {
  const { payment } = row;
  return {
    id: payment.id,
    createTime: payment.createdAt.toISOString(),
    payTime: payment.payTime?.toISOString() ?? null,
    paymentType: payment.paymentType,
    transactionId: payment.transactionId,
    authCode: payment.authCode,
    ...orderLinkOf(row),
    cardNum: payment.cardNumberMasked,
    cardLast4: payment.cardLast4,
    cardType: payment.cardType,
    paypalAccount: paypalAccountOf(payment),
    amount: money(payment.amount),
    refundedAmount: money(payment.refundedAmount),
    errorCode: payment.errorCode,
    errorMsg: payment.errorMsg,
    payStatus: payment.payStatus,
    chargeBackAmount: money(payment.chargeBackAmount),
    chargeBackStatus: payment.chargeBackStatus,
  };
}

/**
 * The transaction list: its page (ids from the sort's index, then their rows) and its capped count, which a tenant's
 * whole list remembers once past the limit (the vendor API never deletes a payment).
 */
const transactionList = defineList({
  name: "transaction-list",
  count: "remembered",
  page(db: Db, where: SQL, cut) {
    const newestFirst = [desc(payments.createdAt), desc(payments.id)];
    const pageIds = db
      .select({ id: payments.id })
      .from(payments)
      .where(where)
      .orderBy(...newestFirst)
      .limit(cut.limit)
      .offset(cut.offset);
    return selectWithOrder(db)
      .where(inArray(payments.id, pageIds))
      .orderBy(...newestFirst);
  },
  matching: (db: Db, where: SQL) =>
    db
      .select({ one: sql`1` })
      .from(payments)
      .where(where)
      .$dynamic(),
});

export async function listTransactions(
  db: Db,
  tenantId: number,
  query: TransactionFilter & { pageNum: number; pageSize: number },
  settings?: ListSettings,
): Promise<ListTotal & { list: TransactionListItem[] }> {
  const binder = new Binder();
  const filter = transactionConditions(binder.bind, tenantId, query);
  const { rows, ...total } = await transactionList.read(db, {
    binder,
    filter,
    page: query,
    settings,
    bySubstring: [query.paypalAccount, query.transactionId].some(present),
  });
  return { ...total, list: rows.map(listItem) };
}

export async function findTransaction(db: Db, tenantId: number, id: number): Promise<Transaction> {
  const [row] = await selectWithOrder(db).where(
    and(eq(payments.tenantId, tenantId), eq(payments.id, id), inArray(payments.paymentType, TRANSACTION_PAYMENT_TYPES)),
  );
  if (!row) throw notFound();
  return {
    ...paymentView(row.payment),
    ...orderLinkOf(row),
    paypalAccount: paypalAccountOf(row.payment),
    contactEmail: row.order.contactEmail,
  };
}
