import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { WEBHOOK_EVENT_TYPES } from "#rules";
import type { AppContext } from "../../context";
import { pageInput, pageResult } from "../../protocol/page";
import { defineRoute } from "../../protocol/route";
import { isoDateTime } from "../tenant/schemas";
import {
  createWebhook,
  deleteWebhook,
  listWebhookDeliveries,
  listWebhooks,
  redeliverWebhookDelivery,
  rotateWebhookSecret,
  sendTestWebhook,
  updateWebhook,
} from "./service";

const TAG = "webhook";

const deliveryStatus = z.enum(["pending", "sending", "succeeded", "failed"]);

const webhookSchema = z.object({
  id: z.int(),
  url: z.string(),
  events: z.array(z.string()).describe("The event types it receives"),
  description: z.string(),
  enabled: z.boolean(),
  disabledReason: z.string().nullable().describe("Why delivery turned it off (every attempt failed); null otherwise"),
  createdBy: z.string().describe("User name of who added it"),
  createTime: isoDateTime(),
  updateTime: isoDateTime(),
  previousSecretExpiresAt: isoDateTime()
    .nullable()
    .describe("After a rotation: until when the previous secret still signs beside the new one"),
  lastDelivery: z
    .object({ status: deliveryStatus, time: isoDateTime(), httpStatus: z.int().nullable() })
    .nullable()
    .describe("The newest delivery's outcome; null: none yet"),
});

const deliverySchema = z.object({
  id: z.int(),
  webhookId: z.int(),
  eventId: z.int(),
  eventType: z.string().describe("An event type, or PING for Send test"),
  status: deliveryStatus,
  attempt: z.int().describe("Attempts made so far"),
  httpStatus: z.int().nullable().describe("The receiver's HTTP status; null: no answer"),
  durationMs: z.int().nullable(),
  responseExcerpt: z.string().nullable().describe("The answer's first 1024 characters, or why there was none"),
  createTime: isoDateTime(),
  lastAttemptTime: isoDateTime().nullable(),
  nextAttemptTime: isoDateTime().nullable().describe("When the next attempt is due (pending only)"),
});

const webhookInput = {
  url: z.string().max(4000).describe("https URL (http outside production), at most 2000 characters"),
  events: z
    .array(z.string())
    .max(WEBHOOK_EVENT_TYPES.length * 2)
    .describe(`At least one of ${WEBHOOK_EVENT_TYPES.join(", ")}`),
  description: z.string().max(1000).nullish().describe("At most 200 characters"),
  enabled: z.boolean().nullish().describe("Absent: on (create) or unchanged (edit)"),
};

const created = z.object({
  secret: z.string().describe("whsec_…: the signing secret, shown this once"),
  webhook: webhookSchema,
});

/** Webhooks (docs/system-contract.md section 12): endpoints, their secrets shown once, the delivery log. */
export function registerWebhookRoutes(app: FastifyInstance, context: AppContext): void {
  defineRoute(app, {
    method: "POST",
    url: "/webhook/list",
    auth: "operator",
    access: [{ page: "webhooks" }],
    tag: TAG,
    summary: "The tenant's webhooks, newest first, with their last delivery (never their secrets)",
    body: z.object(pageInput),
    result: pageResult(webhookSchema),
    handler: ({ body, session }) => listWebhooks(context.db, session.tenantId, body),
  });

  defineRoute(app, {
    method: "POST",
    url: "/webhook/add",
    auth: "operator",
    access: [{ cmd: "/webhook/add" }],
    personOnly: true,
    tag: TAG,
    summary: "Add a webhook; its signing secret is in this answer only",
    body: z.object(webhookInput),
    result: created,
    handler: ({ body, session }) => createWebhook(context, session, body),
  });

  defineRoute(app, {
    method: "POST",
    url: "/webhook/edit",
    auth: "operator",
    access: [{ cmd: "/webhook/edit" }],
    personOnly: true,
    tag: TAG,
    summary: "Change a webhook's URL, events, description or whether it is on (20404 for another tenant's)",
    body: z.object({ id: z.int(), ...webhookInput }),
    result: webhookSchema,
    handler: ({ body, session }) => updateWebhook(context, session, body),
  });

  defineRoute(app, {
    method: "POST",
    url: "/webhook/delete",
    auth: "operator",
    access: [{ cmd: "/webhook/delete" }],
    personOnly: true,
    tag: TAG,
    summary: "Delete a webhook and its delivery log",
    body: z.object({ id: z.int() }),
    result: z.null(),
    handler: ({ body, session }) => deleteWebhook(context, session, body.id),
  });

  defineRoute(app, {
    method: "POST",
    url: "/webhook/rotate",
    auth: "operator",
    access: [{ cmd: "/webhook/rotate" }],
    personOnly: true,
    tag: TAG,
    summary: "A new signing secret, in this answer only; the previous one signs beside it for 24 hours",
    body: z.object({ id: z.int() }),
    result: created,
    handler: ({ body, session }) => rotateWebhookSecret(context, session, body.id),
  });

  defineRoute(app, {
    method: "POST",
    url: "/webhook/test",
    auth: "operator",
    access: [{ cmd: "/webhook/test" }],
    tag: TAG,
    summary: "Deliver a PING event to the webhook now and answer the delivery",
    body: z.object({ id: z.int() }),
    result: deliverySchema,
    handler: ({ body, session }) => sendTestWebhook(context, session, body.id),
  });

  defineRoute(app, {
    method: "POST",
    url: "/webhook/redeliver",
    auth: "operator",
    access: [{ cmd: "/webhook/redeliver" }],
    tag: TAG,
    summary: "Deliver a delivery's event again now (same webhook-id) and answer the new delivery",
    body: z.object({ id: z.int().describe("The delivery's id") }),
    result: deliverySchema,
    handler: ({ body, session }) => redeliverWebhookDelivery(context, session, body.id),
  });

  defineRoute(app, {
    method: "POST",
    url: "/webhook/deliveries",
    auth: "operator",
    access: [{ page: "webhooks" }],
    tag: TAG,
    summary: "A webhook's deliveries, newest first (20404 for another tenant's webhook)",
    body: z.object({ webhookId: z.int(), ...pageInput }),
    result: pageResult(deliverySchema),
    handler: ({ body, session }) => listWebhookDeliveries(context.db, session.tenantId, body, context),
  });
}
