/**
 * What the background work has left to do, read at scrape time (docs/system-contract.md, "Metrics"): the mail outbox
 * and the webhook deliveries waiting (how many, the oldest one's time), and the jobs not finished (coupon code
 * generation, jobs over many orders). One statement, kept for `maxAgeMs`: scrapes from several Prometheus servers in a
 * second cost the database one query, and no request ever runs it.
 */
import { sql } from "drizzle-orm";
import { COUPON_JOB_STATES, ORDER_JOB_STATES } from "#rules";
import type { Db } from "../db/connect";
import { couponJobs, notificationOutbox, orderJobs, webhookDeliveries, webhooks } from "../db/schema";
import { rowsOf } from "../db/raw";

export interface Backlog {
  /** E-mail queued or being sent, and when the oldest of them was queued (epoch seconds; null: none waits). */
  mail: { waiting: number; oldestAt: number | null };
  /** Worker deliveries pending or being sent to enabled webhooks (a turned-off webhook's wait for it to come back). */
  webhooks: { waiting: number; oldestAt: number | null };
  couponJobsPending: number;
  orderJobsPending: number;
  orderJobsRunning: number;
}

interface BacklogRow {
  mail_waiting: number;
  mail_oldest: number | null;
  webhook_waiting: number;
  webhook_oldest: number | null;
  coupon_pending: number;
  order_pending: number;
  order_running: number;
}

const epoch = (column: unknown) => sql`extract(epoch from min(${column}))::float8`;

async function readBacklog(db: Db): Promise<Backlog> {
  const waitingMail = sql`${notificationOutbox.status} in ('queued', 'sending')`;
  const waitingDelivery = sql`${webhookDeliveries.kind} = 'queued' and ${webhookDeliveries.status} in ('pending', 'sending')`;
  const deliveries = sql`${webhookDeliveries} join ${webhooks} on ${webhooks.id} = ${webhookDeliveries.webhookId} and ${webhooks.enabled}`;
  const [row] = await rowsOf<BacklogRow>(
    db,
    sql`select
          (select count(*)::int from ${notificationOutbox} where ${waitingMail}) as mail_waiting,
          (select ${epoch(notificationOutbox.createdAt)} from ${notificationOutbox} where ${waitingMail}) as mail_oldest,
          (select count(*)::int from ${deliveries} where ${waitingDelivery}) as webhook_waiting,
          (select ${epoch(webhookDeliveries.createdAt)} from ${deliveries} where ${waitingDelivery}) as webhook_oldest,
          (select count(*)::int from ${couponJobs} where ${couponJobs.state} = ${COUPON_JOB_STATES.PENDING}) as coupon_pending,
          (select count(*)::int from ${orderJobs} where ${orderJobs.state} = ${ORDER_JOB_STATES.PENDING}) as order_pending,
          (select count(*)::int from ${orderJobs} where ${orderJobs.state} = ${ORDER_JOB_STATES.RUNNING}) as order_running`,
  );
  return {
    mail: { waiting: row.mail_waiting, oldestAt: row.mail_oldest },
    webhooks: { waiting: row.webhook_waiting, oldestAt: row.webhook_oldest },
    couponJobsPending: row.coupon_pending,
    orderJobsPending: row.order_pending,
    orderJobsRunning: row.order_running,
  };
}

/** The backlog as last read, read again when older than `maxAgeMs`; concurrent scrapes share one read. */
export function cachedBacklog(db: Db, maxAgeMs: number, clock: () => number = Date.now): () => Promise<Backlog> {
  let last: { at: number; value: Promise<Backlog> } | undefined;
  return () => {
    const now = clock();
    if (!last || now - last.at >= maxAgeMs) {
      const value = readBacklog(db);
      last = { at: now, value };
      // A failed read is not kept: the next scrape asks the database again.
      value.catch(() => {
        if (last?.value === value) last = undefined;
      });
    }
    return last.value;
  };
}
