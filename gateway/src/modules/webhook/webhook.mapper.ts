import { z } from "zod";
import { WebhookDeliveryStatus, type WebhookEventType } from "./webhook.enums";
import type { Webhook, WebhookDelivery } from "./webhook.type";

const id = z.union([z.string(), z.number()]).transform(String);
const status = z.enum(["pending", "sending", "succeeded", "failed"]);
const toStatus = (value: z.infer<typeof status>) => value.toUpperCase() as WebhookDeliveryStatus;

export const upstreamWebhookSchema = z.object({
  id,
  url: z.string(),
  events: z.array(z.string()),
  description: z.string(),
  enabled: z.boolean(),
  disabledReason: z.string().nullish(),
  createdBy: z.string(),
  createTime: z.string(),
  updateTime: z.string(),
  previousSecretExpiresAt: z.string().nullish(),
  lastDelivery: z.object({ status, time: z.string(), httpStatus: z.number().nullish() }).nullish(),
});

export const upstreamDeliverySchema = z.object({
  id,
  webhookId: id,
  eventId: id,
  eventType: z.string(),
  status,
  attempt: z.number(),
  httpStatus: z.number().nullish(),
  durationMs: z.number().nullish(),
  responseExcerpt: z.string().nullish(),
  createTime: z.string(),
  lastAttemptTime: z.string().nullish(),
  nextAttemptTime: z.string().nullish(),
});

export const toWebhook = (row: z.infer<typeof upstreamWebhookSchema>): Webhook => ({
  ...row,
  events: row.events as WebhookEventType[],
  disabledReason: row.disabledReason ?? null,
  previousSecretExpiresAt: row.previousSecretExpiresAt ?? null,
  lastDelivery: row.lastDelivery
    ? {
        status: toStatus(row.lastDelivery.status),
        time: row.lastDelivery.time,
        httpStatus: row.lastDelivery.httpStatus ?? null,
      }
    : null,
});

export const toWebhookDelivery = (row: z.infer<typeof upstreamDeliverySchema>): WebhookDelivery => ({
  ...row,
  status: toStatus(row.status),
  httpStatus: row.httpStatus ?? null,
  durationMs: row.durationMs ?? null,
  responseExcerpt: row.responseExcerpt ?? null,
  lastAttemptTime: row.lastAttemptTime ?? null,
  nextAttemptTime: row.nextAttemptTime ?? null,
});
