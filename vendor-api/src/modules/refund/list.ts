import { desc, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { orders, refundOrders } from "../../db/schema";
import type { RefundListItem } from "../sales-shared/schemas";
import { listItem, refundConditions, withOrderNumber, type RefundFilter } from "./store";
import { orderNumberSearch } from "../sales-shared/order-number-search";
import {
  cappedCountOf,
  countLimitOf,
  growingCount,
  lazyCountStatement,
  LIST_COUNT_LIMIT,
  pageTotal,
  type ListTotal,
} from "../../db/list-page";
import { Binder, pageCut, StatementShapes } from "../../db/statement-shapes";

/** The list's page and its capped count for one shape of query; only a number search joins the orders to count. */
function prepareRefundList(db: Db, where: SQL, byNumber: boolean, cut: ReturnType<typeof pageCut>) {
  const page = withOrderNumber(db)
    .where(where)
    .orderBy(desc(refundOrders.createdAt), desc(refundOrders.id))
    .limit(cut.limit)
    .offset(cut.offset)
    .prepare(cut.name());
  const matching = () => {
    const select = db
      .select({ one: sql`1` })
      .from(refundOrders)
      .$dynamic();
    // Without a number search the refunds' (tenant, …) index counts alone.
    if (byNumber) select.innerJoin(orders, eq(orders.id, refundOrders.orderId));
    return select.where(where);
  };
  return { page, count: lazyCountStatement(db, matching) };
}

const refundListStatements = new StatementShapes<ReturnType<typeof prepareRefundList>>();

export async function listRefunds(
  db: Db,
  tenantId: number,
  query: RefundFilter & { pageNum: number; pageSize: number },
  countLimit = LIST_COUNT_LIMIT,
): Promise<ListTotal & { list: RefundListItem[] }> {
  const binder = new Binder();
  const byNumber = Boolean(query.orderNumber?.trim());
  const numberSearch = byNumber ? await orderNumberSearch(db, tenantId, query.orderNumber!, binder.bind) : undefined;
  const where = refundConditions(tenantId, query, numberSearch, binder.bind);
  const cut = pageCut(binder, query, "refund-list");
  const statements = refundListStatements.get(db, binder.shape(cut.shape), () =>
    prepareRefundList(db, where, byNumber, cut),
  );
  const values = binder.pageValues(query);
  const rows = await statements.page.execute(values);
  const total = await pageTotal(query, rows.length, () =>
    growingCount(db, `refunds ${tenantId}`, binder, countLimit, () =>
      cappedCountOf(statements.count(), values, countLimitOf(countLimit, byNumber)),
    ),
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
