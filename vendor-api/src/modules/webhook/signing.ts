/**
 * Standard Webhooks signing (docs/system-contract.md section 12): `webhook-signature` is `v1,<base64 HMAC-SHA256 of
 * "id.timestamp.body">`, keyed with the bytes after `whsec_`; several space-separated signatures while a rotated
 * secret still signs.
 */
import { createHmac, randomBytes } from "node:crypto";
import { WEBHOOK_SECRET_PREFIX } from "#rules";

const SECRET_BYTES = 24;

/** A new secret as the integrator copies it: `whsec_` and base64 of 24 random bytes. */
export const newWebhookSecret = (): string => `${WEBHOOK_SECRET_PREFIX}${randomBytes(SECRET_BYTES).toString("base64")}`;

export function signature(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.slice(WEBHOOK_SECRET_PREFIX.length), "base64");
  return `v1,${createHmac("sha256", key).update(`${id}.${timestamp}.${body}`).digest("base64")}`;
}

/** The three headers of one attempt; `secrets` is the current one, then a rotated one still in its 24 hours. */
export function signedHeaders(secrets: string[], id: string, timestamp: number, body: string): Record<string, string> {
  return {
    "webhook-id": id,
    "webhook-timestamp": String(timestamp),
    "webhook-signature": secrets.map((secret) => signature(secret, id, timestamp, body)).join(" "),
  };
}
