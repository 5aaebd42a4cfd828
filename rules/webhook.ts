/**
 * The rules of a webhook (docs/system-contract.md section 12) that need no network: the vendor API, the gateway and
 * the console's form hold the same input to them. Where the URL's host resolves is checked by the vendor API alone,
 * on create and again on every delivery.
 */
import { maxLength, validateFields } from "./checks";
import { fail, type FieldFailures } from "./failure";

/** What an integrator subscribes to; every one is written to the event outbox in the transaction of its change. */
export const WEBHOOK_EVENT_TYPES = [
  "ORDER_CREATED",
  "ORDER_PAID",
  "ORDER_CANCELLED",
  "REFUND_CREATED",
  "REFUND_APPROVED",
  "REFUND_REJECTED",
  "REFUND_COMPLETED",
  "TRIP_PUBLISHED",
  "TRIP_UPDATED",
  "COUPON_JOB_FINISHED",
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
/** The event types as a code table by their own names, so the audit trail words them (rules/audit.ts). */
export const WEBHOOK_EVENT_CODES = Object.fromEntries(WEBHOOK_EVENT_TYPES.map((type) => [type, type])) as {
  readonly [Type in WebhookEventType]: Type;
};
/** The event Send test delivers; never written by a change, never subscribed to. */
export const WEBHOOK_TEST_EVENT = "PING";

export const WEBHOOK_URL_MAX = 2000;
export const WEBHOOK_DESCRIPTION_MAX = 200;
/** Standard Webhooks' secret prefix; the rest is base64 of the key bytes. */
export const WEBHOOK_SECRET_PREFIX = "whsec_";

export interface WebhookRuleInput {
  url?: unknown;
  events?: readonly unknown[] | null;
  description?: unknown;
}

/** `production`: only https (docs/system-contract.md section 12); elsewhere http too, for a local receiver. */
export function webhookFailures(input: WebhookRuleInput, options: { production: boolean }): FieldFailures {
  const failures = validateFields({
    url: [input.url, [maxLength(WEBHOOK_URL_MAX)]],
    description: [input.description, [maxLength(WEBHOOK_DESCRIPTION_MAX)]],
  });
  if (!failures.url) {
    const url = parseHttpUrl(input.url);
    if (!url) failures.url = fail("webhook.url");
    else if (options.production && url.protocol !== "https:") failures.url = fail("webhook.httpsOnly");
  }
  const events = Array.isArray(input.events) ? input.events : [];
  if (events.length === 0 || !events.every((event) => (WEBHOOK_EVENT_TYPES as readonly unknown[]).includes(event)))
    failures.events = fail("webhook.eventsRequired");
  return failures;
}

function parseHttpUrl(value: unknown): URL | undefined {
  if (typeof value !== "string" || value.trim() === "") return undefined;
  try {
    const url = new URL(value.trim());
    if (url.protocol !== "https:" && url.protocol !== "http:") return undefined;
    if (!url.hostname || url.username || url.password) return undefined;
    return url;
  } catch {
    return undefined;
  }
}
