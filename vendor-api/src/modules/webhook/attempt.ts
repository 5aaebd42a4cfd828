/**
 * One attempt of one delivery, shared by the worker and by Send test / Redeliver: sign with the webhook's secrets,
 * send, write the outcome on the delivery row (docs/system-contract.md section 12).
 */
import { eq } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { webhookDeliveries, type webhooks } from "../../db/schema";
import type { Keyring } from "../../security/secrets";
import type { TargetPolicy } from "./address-guard";
import type { EventRow } from "../../events/outbox";
import { eventMessageId, eventPayload } from "./events";
import { sendWebhook, type AttemptResult } from "./send";
import { signedHeaders } from "./signing";

export type WebhookRow = typeof webhooks.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

export interface AttemptOptions extends TargetPolicy {
  keyring: Pick<Keyring, "decrypt">;
  now: () => Date;
  timeoutMs?: number;
}

/** The current secret, then the rotated one while it still signs (24 hours after the rotation). */
export function signingSecrets(webhook: WebhookRow, keyring: Pick<Keyring, "decrypt">, now: Date): string[] {
  const secrets = [keyring.decrypt(webhook.secret)];
  if (webhook.previousSecret && webhook.previousSecretExpiresAt && webhook.previousSecretExpiresAt > now)
    secrets.push(keyring.decrypt(webhook.previousSecret));
  return secrets;
}

export async function attempt(
  webhook: WebhookRow,
  event: EventRow,
  options: AttemptOptions,
): Promise<AttemptResult & { at: Date }> {
  const at = options.now();
  const body = eventPayload(event);
  const headers = signedHeaders(
    signingSecrets(webhook, options.keyring, at),
    eventMessageId(event.id),
    Math.floor(at.getTime() / 1000),
    body,
  );
  const result = await sendWebhook(webhook.url, headers, body, {
    production: options.production,
    allowLoopback: options.allowLoopback,
    timeoutMs: options.timeoutMs,
  });
  return { ...result, at };
}

/** Writes an attempt's outcome; `next` is when the worker tries again, absent when it will not. */
export async function recordAttempt(
  db: Db,
  deliveryId: number,
  result: AttemptResult & { at: Date },
  next?: Date,
): Promise<DeliveryRow> {
  const [row] = await db
    .update(webhookDeliveries)
    .set({
      status: result.ok ? "succeeded" : next ? "pending" : "failed",
      httpStatus: result.httpStatus,
      durationMs: result.durationMs,
      responseExcerpt: result.excerpt,
      lastAttemptAt: result.at,
      ...(next ? { nextAttemptAt: next } : {}),
    })
    .where(eq(webhookDeliveries.id, deliveryId))
    .returning();
  return row;
}
