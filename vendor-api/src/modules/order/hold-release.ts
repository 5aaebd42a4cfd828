/**
 * The hold worker (docs/sales-contract.md, "Unpaid bookings"): an unpaid booking holds its seats for its tenant's hold
 * period (tenants.unpaid_hold_days, set on the payment settings screen), counted from when it was made; once the
 * period has passed with nothing paid, the order is cancelled — its tickets void, their seats back in the departure,
 * its waiting payments called off (the customer is charged nothing) — with a RELEASE line in its history naming the
 * period and ORDER_CANCELLED for webhooks and live consoles. A coupon code it used is free again: only orders that are
 * not cancelled take a coupon's uses (rules/unpaid-hold.ts).
 *
 * One order per transaction, re-read under `FOR UPDATE SKIP LOCKED` with the same conditions it was found by, so two
 * processes never release one order, and a payment or a cancellation that got there first wins (the order is no
 * longer unpaid, or is locked and looked at on the next run). A partly paid order is not released: money was taken
 * for it, which only an operator can give back or complete.
 */
import { and, asc, eq, inArray, notInArray, sql } from "drizzle-orm";
import { TICKET_STATUSES, UNPAID_HOLD_DAYS, UNPAID_HOLD_ORDER_STATES } from "#rules";
import type { Db } from "../../db/connect";
import { orders, reservations, tenants } from "../../db/schema";
import { startOutboxWorker, type OutboxWorker } from "../../shared/outbox-worker";
import { orderData } from "../../events/data";
import { emitEvent } from "../../events/outbox";
import { recordOrderHistory } from "../sales-shared/history";
import { bumpOrder, callOffPendingPayments, voidTickets } from "./release-seats";

const BATCH = 50;
/** A minute: a hold is counted in days, so a release a minute late changes nothing for anyone. */
const POLL_MS = 60_000;
/** Who the history names for what the vendor API did by itself (docs/sales-contract.md section 4). */
const SYSTEM = "system";

export interface HoldReleaseOptions {
  db: Db;
  now: () => Date;
  pollMs?: number;
  log?: (message: string, details: Record<string, unknown>) => void;
}

/**
 * The conditions of an order whose hold has ended at `now`: unpaid or in payment, nothing paid, made longer ago than
 * its tenant's period. The fixed bound (the shortest period) lets the scan read orders_unpaid_created_idx as a range.
 */
function holdEnded(now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  return and(
    inArray(orders.state, [...UNPAID_HOLD_ORDER_STATES]),
    eq(orders.payAmount, "0"),
    sql`${orders.createdAt} < ${at} - make_interval(days => ${UNPAID_HOLD_DAYS.min})`,
    sql`${orders.createdAt} < ${at} - make_interval(days => ${tenants.unpaidHoldDays})`,
  );
}

/** The oldest orders whose hold has ended, at most a batch, but those that failed to be released in this run. */
async function dueOrders(db: Db, now: Date, failed: ReadonlySet<number>): Promise<number[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(tenants, eq(tenants.id, orders.tenantId))
    .where(and(holdEnded(now), failed.size ? notInArray(orders.id, [...failed]) : undefined))
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(BATCH);
  return rows.map((row) => row.id);
}

/** Releases one order if it is still due and no other process holds it; answers whether it did. */
export async function releaseOrder(db: Db, orderId: number, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ order: orders, holdDays: tenants.unpaidHoldDays })
      .from(orders)
      .innerJoin(tenants, eq(tenants.id, orders.tenantId))
      .where(and(eq(orders.id, orderId), holdEnded(now)))
      .for("update", { of: orders, skipLocked: true });
    if (!found) return false;
    const { order, holdDays } = found;
    const tickets = await tx
      .select({ id: reservations.id })
      .from(reservations)
      .where(
        and(
          eq(reservations.tenantId, order.tenantId),
          eq(reservations.orderNumber, order.orderNumber),
          eq(reservations.status, TICKET_STATUSES.NORMAL),
        ),
      )
      .for("update");
    await voidTickets(
      tx,
      tickets.map((ticket) => ticket.id),
    );
    await callOffPendingPayments(tx, order.id);
    const updated = await bumpOrder(tx, order.id, true);
    await recordOrderHistory(tx, {
      tenantId: order.tenantId,
      orderId: order.id,
      action: "release",
      params: { holdDays },
      operatorId: null,
      operatorName: SYSTEM,
    });
    await emitEvent(tx, {
      tenantId: order.tenantId,
      resourceType: "order",
      resourceId: order.id,
      type: "ORDER_CANCELLED",
      data: orderData(updated),
    });
    return true;
  });
}

export type HoldRelease = OutboxWorker;

/**
 * Runs from the vendor API's start to its close (server.ts); `runOnce` releases what is due now. An order that fails
 * to be released is logged and passed over for the rest of the run, so it cannot hold up the others; the next run
 * tries it again.
 */
export function startHoldRelease(options: HoldReleaseOptions): HoldRelease {
  const failed = new Set<number>();
  let runEnded = false;
  return startOutboxWorker({
    claim: async () => {
      // A batch that is not full ended the last run (shared/outbox-worker.ts): this claim starts a new one.
      if (runEnded) failed.clear();
      const due = await dueOrders(options.db, options.now(), failed);
      runEnded = due.length < BATCH;
      return due;
    },
    handle: async (orderId) => {
      try {
        await releaseOrder(options.db, orderId, options.now());
      } catch (error) {
        failed.add(orderId);
        options.log?.("unpaid hold release of an order failed", {
          orderId,
          error: error instanceof Error ? error.message : error,
        });
      }
    },
    batch: BATCH,
    pollMs: options.pollMs ?? POLL_MS,
    failure: "unpaid hold release run failed",
    log: options.log,
  });
}
