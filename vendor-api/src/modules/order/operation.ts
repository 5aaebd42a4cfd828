/**
 * What every recorded operation on an order shares (docs/sales-contract.md, "Orders after the sale"): the order row
 * loaded (and locked for the operation itself), then, in the operation's transaction, its one history line, its one
 * audit line and its one event.
 */
import { and, asc, eq } from "drizzle-orm";
import type { OrderHistoryActionCode, OrderHistoryParams } from "#rules";
import type { Db } from "../../db/connect";
import { orders, reservations } from "../../db/schema";
import { notFound } from "../../protocol/errors";
import type { OperatorSession } from "../../protocol/route";
import { recordAudit, type AuditInput } from "../../audit-trail/record";
import { orderData } from "../../events/data";
import { emitEvent, type DomainEvent } from "../../events/outbox";
import type { TicketRow } from "../sales-shared/tickets";
import { recordOrderHistory } from "../sales-shared/history";

type OrderRow = typeof orders.$inferSelect;

/** The tenant's order `id`, read `FOR UPDATE` with `lock` (the operation itself), or not found. */
export async function orderOf(tx: Db, tenantId: number, id: number, lock: boolean): Promise<OrderRow> {
  const query = tx
    .select()
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.id, id)));
  const [order] = lock ? await query.for("update") : await query;
  if (!order) throw notFound();
  return order;
}

/** The order's tickets by number, read `FOR UPDATE` with `lock`, so a check-in or refund racing the operation waits. */
export async function orderTicketsOf(
  tx: Db,
  order: Pick<OrderRow, "tenantId" | "orderNumber">,
  lock: boolean,
): Promise<TicketRow[]> {
  const query = tx
    .select()
    .from(reservations)
    .where(and(eq(reservations.tenantId, order.tenantId), eq(reservations.orderNumber, order.orderNumber)))
    .orderBy(asc(reservations.ticketNumber));
  return lock ? await query.for("update") : await query;
}

export interface OrderOperation {
  /** The order as it was before the operation: its id and number name the history line and the audit line. */
  order: Pick<OrderRow, "id" | "orderNumber">;
  history: { action: OrderHistoryActionCode; params: OrderHistoryParams };
  audit: { action: AuditInput["action"]; changes: AuditInput["changes"] };
  /** The event's type, the order as the event describes it (after the operation) and the fields it changed. */
  event: { type: DomainEvent["type"]; order: OrderRow; changed?: string[] };
}

/** The operation's history line, audit line and event, written by the operator of `session`. */
export async function recordOrderOperation(
  tx: Db,
  session: OperatorSession,
  { order, history, audit, event }: OrderOperation,
): Promise<void> {
  const { tenantId } = session;
  await recordOrderHistory(tx, {
    tenantId,
    orderId: order.id,
    action: history.action,
    params: history.params,
    operatorId: session.userId,
    operatorName: session.username,
  });
  await recordAudit(tx, {
    tenantId,
    actor: session.username,
    area: "order",
    action: audit.action,
    targetId: order.id,
    targetName: order.orderNumber,
    changes: audit.changes,
  });
  await emitEvent(tx, {
    tenantId,
    resourceType: "order",
    resourceId: order.id,
    type: event.type,
    data: orderData(event.order, event.changed),
  });
}
