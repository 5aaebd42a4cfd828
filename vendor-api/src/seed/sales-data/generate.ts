import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { bookingFeeConfigs, orders, reservations, tenants } from "../../db/schema";
import type { GeneratorContext } from "./context";
import { planOrder } from "./orders";
import { rowsOf } from "../../db/raw";
import { creationTimes, seededRandom } from "./random";
import { tenantChannels, tenantOperators } from "./tenant";
import { ensureInventories, loadSellableTrips } from "./trips";
import { writeSalesData } from "./writer";

const BENCHMARK_CHUNK = 2000;

/**
 * Where generated orders may go: the tenant's open months, from the start of the month after its last paid statement
 * (a paid statement never changes, docs/money-contract.md section 3) up to now; without a paid one, the last year.
 */
async function openMonths(db: Db, tenantId: number, now: Date): Promise<{ from: Date; to: Date }> {
  const [row] = await rowsOf<{ from: string | Date }>(
    db,
    sql`select coalesce(
                 (select (to_date(max(p.month), 'YYYY-MM') + interval '1 month')::timestamp at time zone t.time_zone
                    from statement_payouts p where p.tenant_id = t.id),
                 ${now.toISOString()}::timestamptz - interval '1 year') as "from"
          from tenants t where t.id = ${tenantId}`,
  );
  return { from: new Date(row.from), to: now };
}

/**
 * `generate-orders`: `count` more orders for a tenant across all its trips on sale, in its open months, numbered
 * `BN00000001…` after any earlier run, written in chunks of 2000 (one transaction each) so memory stays flat. Each
 * order with a price carries the tenant's booking fee as it is now, in its total.
 */
export async function generateOrders(
  db: Db,
  options: {
    tenantId: number;
    count: number;
    seed: number;
    onProgress?: (written: number) => void;
    /** The end of the window; the orders' "today". */
    now?: Date;
  },
): Promise<void> {
  const [tenant] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, options.tenantId));
  if (!tenant) throw new Error(`No tenant ${options.tenantId}`);
  const sellable = await loadSellableTrips(db, options.tenantId);
  if (sellable.length === 0) throw new Error(`Tenant ${options.tenantId} has no trips to order`);
  const next = async (column: typeof orders.orderNumber | typeof reservations.ticketNumber, prefix: string) => {
    const table = column === orders.orderNumber ? orders : reservations;
    const [{ max }] = await db
      .select({ max: sql<string | null>`max(${column})` })
      .from(table)
      .where(and(eq(table.tenantId, options.tenantId), sql`${column} ~ ${`^${prefix}[0-9]+$`}`));
    return max ? Number(max.slice(prefix.length)) + 1 : 1;
  };
  const [bookingFee] = await db
    .select({ type: bookingFeeConfigs.type, mode: bookingFeeConfigs.mode, amount: bookingFeeConfigs.amount })
    .from(bookingFeeConfigs)
    .where(eq(bookingFeeConfigs.tenantId, options.tenantId));
  let orderSeq = await next(orders.orderNumber, "BN");
  let ticketSeq = await next(reservations.ticketNumber, "BT");
  const random = seededRandom(options.seed);
  const window = await openMonths(db, options.tenantId, options.now ?? new Date());
  const ctx: GeneratorContext = {
    random,
    trips: sellable,
    channels: await tenantChannels(db, options.tenantId),
    operators: await tenantOperators(db, options.tenantId),
    referenceDate: window.to,
    orderNumber: () => `BN${String(orderSeq++).padStart(8, "0")}`,
    ticketNumber: () => `BT${String(ticketSeq++).padStart(9, "0")}`,
    bookingFee,
  };
  // The last day's daytime hours may lie ahead of now: those orders are placed now.
  const times = creationTimes(random, options.count, window.from, window.to).map((createdAt) =>
    createdAt > window.to ? window.to : createdAt,
  );
  for (let start = 0; start < times.length; start += BENCHMARK_CHUNK) {
    const planned = times.slice(start, start + BENCHMARK_CHUNK).map((createdAt) => planOrder(ctx, createdAt));
    await db.transaction((tx) => writeSalesData(tx, options.tenantId, planned));
    options.onProgress?.(Math.min(start + BENCHMARK_CHUNK, times.length));
  }
  await ensureInventories(
    db,
    sellable.map((trip) => trip.id),
  );
  // Statistics and the visibility map for what was just written: PGlite has no autovacuum, and PostgreSQL's comes
  // later. Without them the planner guesses row counts and a deep page reads rows instead of index entries
  // (docs/scale-contract.md section 3).
  await db.execute(sql`vacuum (analyze) orders, order_lines, payments, reservations, refund_orders`);
}
