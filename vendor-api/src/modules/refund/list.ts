import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { orders, refundOrders } from "../../db/schema";
import type { RefundListItem } from "../sales-shared/schemas";
import { listItems, refundConditions, withOrderNumber, type RefundFilter } from "./store";

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

/** The refund records of one order, newest first (order detail). */
export async function refundsOfOrder(db: Db, tenantId: number, orderId: number): Promise<RefundListItem[]> {
  const rows = await withOrderNumber(db)
    .where(refundConditions(tenantId, { orderId }))
    .orderBy(desc(refundOrders.createdAt), desc(refundOrders.id));
  return listItems(db, rows);
}
