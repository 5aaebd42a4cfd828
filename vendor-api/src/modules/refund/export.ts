import { and, desc, eq, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { orders, refundOrders } from "../../db/schema";
import { keysetBatches, type CsvExport } from "../sales-shared/csv-export";
import type { RefundListItem } from "../sales-shared/schemas";
import { listItems, refundConditions, withOrderNumber, type RefundFilter } from "./store";

export async function exportRefunds(
  db: Db,
  tenantId: number,
  filter: RefundFilter,
): Promise<CsvExport<RefundListItem>> {
  const where = refundConditions(tenantId, filter);
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(refundOrders)
    .innerJoin(orders, eq(orders.id, refundOrders.orderId))
    .where(where);
  const batches = keysetBatches(async (beforeId, limit) =>
    listItems(
      db,
      await withOrderNumber(db)
        .where(and(where, beforeId === null ? undefined : lt(refundOrders.id, beforeId)))
        .orderBy(desc(refundOrders.id))
        .limit(limit),
    ),
  );
  return { total: Number(total), batches };
}
