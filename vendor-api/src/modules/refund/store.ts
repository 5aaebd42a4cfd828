/** What the refund use cases share: the refund row, its scope and refusals, its log lines and its list view. */
import { refundNumber, type OrderHistoryActionCode } from "#rules";
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { orders, refundLogs, refundOrders, refundOrderTickets, reservations } from "../../db/schema";
import { Codes } from "../../protocol/codes";
import { BusinessError } from "../../protocol/errors";
import { money } from "../../shared/money";
import { recordOrderHistory } from "../sales-shared/history";
import type { RefundListItem } from "../sales-shared/schemas";
import { refundStateName } from "../sales-shared/codes";
import { inline, type Bind } from "../../db/statement-shapes";

export type RefundRow = typeof refundOrders.$inferSelect;

export const refundScope = (tenantId: number, id: number) =>
  and(eq(refundOrders.tenantId, tenantId), eq(refundOrders.id, id));

/** A refund order's state does not allow the action: the states are named as clients know them (docs/rules.md). */
export const illegalTransition = (state: number, action: string, allowedFrom: number[]) =>
  new BusinessError(Codes.illegalTransition, {
    key: "refund.illegalTransition",
    params: { state: refundStateName(state), action, allowed: allowedFrom.map(refundStateName) },
    result: { state, action, allowedFrom },
  });

/** One refund log line and one order history line for an action. */
export async function record(
  tx: Db,
  operator: { userId: number | null; username: string },
  refund: RefundRow,
  entry: {
    action: string;
    fromState: number | null;
    note: string | null;
    history: { action: OrderHistoryActionCode; ticketNumbers?: string[] };
  },
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
  await recordOrderHistory(tx, {
    tenantId: refund.tenantId,
    orderId: refund.orderId,
    action: entry.history.action,
    params: {
      refundNumber: refundNumber(refund.id),
      amount: money(refund.amount),
      ticketNumbers: entry.history.ticketNumbers,
      note: entry.note ?? undefined,
    },
    operatorId: operator.userId,
    operatorName: operator.username,
  });
}

/** A refund's row in a list, with its order's number and its tickets' numbers in order. */
export interface RefundListRow {
  refund: RefundRow;
  orderNumber: string;
  ticketCodes: string[];
}

export function listItem({ refund, orderNumber, ticketCodes }: RefundListRow): RefundListItem {
  return {
    id: refund.id,
    refundNumber: refundNumber(refund.id),
    orderId: refund.orderId,
    orderNumber,
    paymentId: refund.paymentId,
    payType: refund.payType,
    state: refund.state,
    amount: money(refund.amount),
    fee: money(refund.fee),
    ticketCodes,
    applyPersonId: refund.applyPersonId,
    applyPersonName: refund.applyPersonName,
    checkBy: refund.checkBy,
    checkTime: refund.checkTime?.toISOString() ?? null,
    completeTime: refund.completeTime?.toISOString() ?? null,
    createTime: refund.createdAt.toISOString(),
    version: refund.version,
  };
}

export interface RefundFilter {
  state?: number;
  orderId?: number;
  orderNumber?: string;
}

/**
 * `numberSearch`: the order-number filter's condition on the joined orders (`orderNumberSearch`), when it is set.
 * `bind`: how the values are held (a list's `Binder`, or `inline`).
 */
export function refundConditions(tenantId: number, filter: RefundFilter, numberSearch?: SQL, bind: Bind = inline): SQL {
  return and(
    eq(refundOrders.tenantId, bind("tenantId", tenantId)),
    filter.state === undefined ? undefined : eq(refundOrders.state, bind("state", filter.state)),
    filter.orderId === undefined ? undefined : eq(refundOrders.orderId, bind("orderId", filter.orderId)),
    numberSearch,
  )!;
}

/** Refunds with what a list row shows besides the refund: its order's number and its tickets' numbers, in one query. */
export const withOrderNumber = (db: Db) =>
  db
    .select({
      refund: refundOrders,
      orderNumber: orders.orderNumber,
      ticketCodes: sql<string[]>`array(select ${reservations.ticketNumber} from ${refundOrderTickets}
        join ${reservations} on ${reservations.id} = ${refundOrderTickets.ticketId}
        where ${refundOrderTickets.refundOrderId} = ${refundOrders.id} order by ${reservations.ticketNumber})`,
    })
    .from(refundOrders)
    .innerJoin(orders, eq(orders.id, refundOrders.orderId));
