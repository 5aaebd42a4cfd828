/**
 * The webhook delivery worker (docs/system-contract.md section 12), modelled on the mail outbox's
 * (notification/mail-delivery.ts): due deliveries are claimed with FOR UPDATE SKIP LOCKED, so several vendor API
 * processes on one database never send one attempt twice, and a delivery left `sending` by a process that died is
 * taken again after ABANDONED_AFTER. A delivery is not claimed while an earlier one of the same resource to the same
 * webhook is pending or sending: receivers get each resource's events in order. A failed attempt waits
 * RETRY_SCHEDULE_MS; after the last one the webhook is turned off and the tenant's receivers are mailed.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { domainEvents, webhookDeliveries, webhooks } from "../../db/schema";
import { startOutboxWorker, type OutboxWorker } from "../../shared/outbox-worker";
import { rowsOf } from "../../db/raw";
import { queueMailToAllReceivers } from "../../notify/receiver-mail";
import { attempt, recordAttempt, type AttemptOptions, type DeliveryRow } from "./attempt";

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
/** Waits after the 1st, 2nd, … failed attempt: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h — 8 attempts over 31.6 h. */
export const RETRY_SCHEDULE_MS = [5 * SECOND, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 5 * HOUR, 10 * HOUR, 14 * HOUR];
export const MAX_ATTEMPTS = RETRY_SCHEDULE_MS.length + 1;
/** Longer than any attempt (10 s): a delivery still `sending` after this belongs to a process that died. */
const ABANDONED_AFTER_MS = 5 * MINUTE;
const BATCH = 10;

export interface WebhookDeliveryOptions extends AttemptOptions {
  db: Db;
  pollMs?: number;
  log?: (message: string, details: Record<string, unknown>) => void;
  /** Told how each attempt ended, for the metrics (vendor_api_webhook_delivery_attempts_total). */
  onAttempt?: (result: "delivered" | "retrying" | "given_up") => void;
}

/** `runOnce` delivers what is due now and answers how many attempts it made. */
export type WebhookDelivery = OutboxWorker;

export function startWebhookDelivery(options: WebhookDeliveryOptions): WebhookDelivery {
  const { db } = options;
  async function claim(): Promise<number[]> {
    const now = options.now();
    const abandoned = new Date(now.getTime() - ABANDONED_AFTER_MS);
    const rows = await rowsOf<{ id: number }>(
      db,
      sql`with claimable as (
            select d.id from ${webhookDeliveries} d
              join ${webhooks} w on w.id = d.webhook_id and w.enabled
             where d.kind = 'queued'
               and ((d.status = 'pending' and d.next_attempt_at <= ${now.toISOString()}::timestamptz)
                 or (d.status = 'sending' and d.claimed_at < ${abandoned.toISOString()}::timestamptz))
               and not exists (
                 select 1 from ${webhookDeliveries} e
                  where e.webhook_id = d.webhook_id and e.resource_key = d.resource_key and e.id < d.id
                    and e.kind = 'queued' and e.status in ('pending', 'sending'))
             order by d.id
             limit ${BATCH}
             for update of d skip locked)
          update ${webhookDeliveries} set status = 'sending', claimed_at = ${now.toISOString()}::timestamptz,
                 attempt = attempt + 1
           where id in (select id from claimable)
       returning id`,
    );
    return rows.map((row) => row.id).sort((a, b) => a - b);
  }

  async function deliver(id: number) {
    const [row] = await db
      .select({ delivery: webhookDeliveries, webhook: webhooks, event: domainEvents })
      .from(webhookDeliveries)
      .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
      .innerJoin(domainEvents, eq(domainEvents.id, webhookDeliveries.eventId))
      .where(eq(webhookDeliveries.id, id));
    if (!row) return;
    const result = await attempt(row.webhook, row.event, options);
    const last = row.delivery.attempt >= MAX_ATTEMPTS;
    const next =
      result.ok || last ? undefined : new Date(result.at.getTime() + RETRY_SCHEDULE_MS[row.delivery.attempt - 1]);
    const recorded = await recordAttempt(db, id, result, next);
    options.onAttempt?.(result.ok ? "delivered" : last ? "given_up" : "retrying");
    if (!result.ok) {
      options.log?.("webhook not delivered", {
        delivery: id,
        webhook: row.webhook.id,
        attempt: row.delivery.attempt,
        httpStatus: result.httpStatus,
      });
    }
    if (!result.ok && last) await giveUp(recorded, row.webhook.url);
  }

  /** The last attempt failed: the endpoint is turned off (once) and every receiver of the tenant hears of it. */
  async function giveUp(delivery: DeliveryRow, url: string) {
    await db.transaction(async (tx) => {
      const [turnedOff] = await tx
        .update(webhooks)
        .set({
          enabled: false,
          disabledReason: `Delivery ${delivery.id} failed ${MAX_ATTEMPTS} times`,
          updatedAt: options.now(),
        })
        .where(and(eq(webhooks.id, delivery.webhookId), eq(webhooks.enabled, true)))
        .returning({ id: webhooks.id });
      if (!turnedOff) return;
      await queueMailToAllReceivers(tx, delivery.tenantId, {
        subject: `Webhook turned off: ${url}`,
        content:
          `The webhook to ${url} failed ${MAX_ATTEMPTS} times over about a day (last answer: ` +
          `${delivery.httpStatus ?? "none"}) and has been turned off. Events are kept: turn it on again under ` +
          `System Settings → Webhooks once the receiver works, and what waits is delivered.`,
      });
    });
  }

  return startOutboxWorker({
    claim,
    handle: deliver,
    batch: BATCH,
    pollMs: options.pollMs,
    failure: "webhook delivery run failed",
    log: options.log,
  });
}
