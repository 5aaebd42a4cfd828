import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { orders, refundOrders } from "../../db/schema";
import type { RefundListItem } from "../sales-shared/schemas";
import { listItem, refundConditions, withOrderNumber, type RefundFilter } from "./store";
import { orderNumberSearch } from "../sales-shared/order-number-search";
import { cappedCount, countLimitOf, LIST_COUNT_LIMIT, pageTotal, type ListTotal } from "../../db/list-page";

export async function listRefunds(
  db: Db,
  tenantId: number,
  query: RefundFilter & { pageNum: number; pageSize: number },
  countLimit = LIST_COUNT_LIMIT,
): Promise<ListTotal & { list: RefundListItem[] }> {
  const numberSearch = query.orderNumber?.trim() ? await orderNumberSearch(db, tenantId, query.orderNumber) : undefined;
  const where = refundConditions(tenantId, query, numberSearch);
  // Only an order-number search needs the orders in the count: without one, the refunds' (tenant, …) index counts alone.
  const matching = db
    .select({ one: sql`1` })
    .from(refundOrders)
    .$dynamic();
  if (numberSearch) matching.innerJoin(orders, eq(orders.id, refundOrders.orderId));
  matching.where(where);
  const rows = await withOrderNumber(db)
    .where(where)
    .orderBy(desc(refundOrders.createdAt), desc(refundOrders.id))
    .limit(query.pageSize)
    .offset((query.pageNum - 1) * query.pageSize);
  const total = await pageTotal(query, rows.length, () =>
    cappedCount(db, matching, countLimitOf(countLimit, Boolean(numberSearch))),
  );
  return { ...total, list: rows.map(listItem) };
}

/** The refund records of one order, newest first (order detail). */
export async function refundsOfOrder(db: Db, tenantId: number, orderId: number): Promise<RefundListItem[]> {
  const rows = await withOrderNumber(db)
    .where(refundConditions(tenantId, { orderId }))
    .orderBy(desc(refundOrders.createdAt), desc(refundOrders.id));
  return rows.map(listItem);
}
