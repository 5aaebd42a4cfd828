import { desc, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { orders, refundOrders } from "../../db/schema";
import type { RefundListItem } from "../sales-shared/schemas";
import { listItem, refundConditions, withOrderNumber, type RefundFilter } from "./store";
import { orderNumberSearch } from "../sales-shared/order-number-search";
import { defineList, type ListSettings, type ListTotal } from "../../db/list-query";
import { Binder } from "../../db/statement-shapes";

interface RefundListFilter {
  where: SQL;
  byNumber: boolean;
}

/**
 * The refund list: its page and its capped count, which a tenant's whole list remembers once past the limit (the
 * vendor API never deletes a refund); only a number search joins the orders to count.
 */
const refundList = defineList({
  name: "refund-list",
  count: "remembered",
  page: (db: Db, { where }: RefundListFilter, cut) =>
    withOrderNumber(db)
      .where(where)
      .orderBy(desc(refundOrders.createdAt), desc(refundOrders.id))
      .limit(cut.limit)
      .offset(cut.offset),
  matching(db: Db, { where, byNumber }: RefundListFilter) {
    const select = db
      .select({ one: sql`1` })
      .from(refundOrders)
      .$dynamic();
    // Without a number search the refunds' (tenant, …) index counts alone.
    if (byNumber) select.innerJoin(orders, eq(orders.id, refundOrders.orderId));
    return select.where(where);
  },
});

export async function listRefunds(
  db: Db,
  tenantId: number,
  query: RefundFilter & { pageNum: number; pageSize: number },
  settings?: ListSettings,
): Promise<ListTotal & { list: RefundListItem[] }> {
  const binder = new Binder();
  const byNumber = Boolean(query.orderNumber?.trim());
  const numberSearch = byNumber ? await orderNumberSearch(db, tenantId, query.orderNumber!, binder.bind) : undefined;
  const where = refundConditions(tenantId, query, numberSearch, binder.bind);
  const { rows, ...total } = await refundList.read(db, {
    binder,
    filter: { where, byNumber },
    page: query,
    settings,
    bySubstring: byNumber,
  });
  return { ...total, list: rows.map(listItem) };
}

/** The refund records of one order, newest first (order detail). */
export async function refundsOfOrder(db: Db, tenantId: number, orderId: number): Promise<RefundListItem[]> {
  const rows = await withOrderNumber(db)
    .where(refundConditions(tenantId, { orderId }))
    .orderBy(desc(refundOrders.createdAt), desc(refundOrders.id));
  return rows.map(listItem);
}
