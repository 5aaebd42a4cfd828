/**
 * The orders a job takes, fixed when it is made (docs/sales-contract.md, "Jobs over many orders"): the rows picked
 * (each the tenant's, or the whole request is not found) or everything the order list's filter matches (at most
 * ORDER_JOB_ORDERS_MAX), or a departure's orders: those holding a valid ticket of it.
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { fail, ORDER_JOB_ORDERS_MAX, TICKET_STATUSES } from "#rules";
import type { Db } from "../../db/connect";
import { orders, reservations } from "../../db/schema";
import { inline } from "../../db/statement-shapes";
import { notFound, ValidationError } from "../../protocol/errors";
import { orderConditions, type OrderFilter } from "../order/service";
import { orderNumberSearch } from "../sales-shared/order-number-search";
import { onDeparture } from "./cancel-departure";
import type { OrderJobParams } from "./kind";

export interface OrderSelection {
  orderIds?: number[];
  filter?: OrderFilter;
}

const VALID_TICKET_STATES = [TICKET_STATUSES.NORMAL, TICKET_STATUSES.CHECKED_IN];

/** The selection's order ids, ascending; a refusal is a field error (or not found) and nothing is read further. */
export async function selectedOrderIds(db: Db, tenantId: number, selection: OrderSelection): Promise<number[]> {
  const { orderIds, filter } = selection;
  if ((orderIds === undefined) === (filter === undefined))
    throw new ValidationError({ orderIds: fail("orderJob.oneSelection") });
  if (orderIds) {
    const ids = [...new Set(orderIds)];
    if (ids.length === 0) return [];
    const rows = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.tenantId, tenantId), inArray(orders.id, ids)))
      .orderBy(asc(orders.id));
    if (rows.length !== ids.length) throw notFound();
    return rows.map((row) => row.id);
  }
  const numberSearch = filter!.orderNumber?.trim()
    ? await orderNumberSearch(db, tenantId, filter!.orderNumber)
    : undefined;
  const { where } = orderConditions(inline, tenantId, filter!, numberSearch);
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(where)
    .orderBy(asc(orders.id))
    .limit(ORDER_JOB_ORDERS_MAX + 1);
  if (rows.length > ORDER_JOB_ORDERS_MAX)
    throw new ValidationError({ filter: fail("orderJob.tooManyOrders", { max: ORDER_JOB_ORDERS_MAX }) });
  return rows.map((row) => row.id);
}

/** The tenant's orders holding a valid (normal or checked-in) ticket of the departure, ascending. */
export async function departureOrderIds(db: Db, tenantId: number, departure: OrderJobParams): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: orders.id })
    .from(reservations)
    .innerJoin(
      orders,
      and(eq(orders.tenantId, reservations.tenantId), eq(orders.orderNumber, reservations.orderNumber)),
    )
    .where(
      and(
        eq(reservations.tenantId, tenantId),
        onDeparture(departure),
        inArray(reservations.status, VALID_TICKET_STATES),
      ),
    )
    .orderBy(asc(orders.id));
  return rows.map((row) => row.id);
}

/** How many of `ids` meet `condition` (a kind's eligibility). */
export async function countWhere(db: Db, tenantId: number, ids: number[], condition: ReturnType<typeof sql>) {
  if (ids.length === 0) return 0;
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), inArray(orders.id, ids), condition));
  return row.count;
}
