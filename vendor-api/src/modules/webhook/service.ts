/**
 * Webhooks of a tenant (docs/system-contract.md section 12): made, changed, deleted and re-keyed by a person; the
 * signing secret is answered only by create and rotate and stored encrypted with the secrets keyring. Send test and
 * Redeliver make one attempt while the caller waits and answer it.
 */
import { and, desc, eq, inArray, type SQL } from "drizzle-orm";
import { WEBHOOK_TEST_EVENT, webhookFailures } from "#rules";
import type { AppContext } from "../../context";
import type { Db } from "../../db/connect";
import { defineList, flaggedOnlyAbove, rowsIn, type ListSettings } from "../../db/list-query";
import { Binder } from "../../db/statement-shapes";
import { domainEvents, webhookDeliveries, webhooks } from "../../db/schema";
import { assertValid, notFound, ValidationError } from "../../protocol/errors";
import type { OperatorSession } from "../../protocol/route";
import { diffChanges, recordAudit } from "../../audit-trail/record";
import { RefusedTarget, resolveTarget, type TargetPolicy } from "./address-guard";
import { attempt, recordAttempt, type DeliveryRow, type WebhookRow } from "./attempt";
import { emitEvent, type EventRow } from "../../events/outbox";
import { newWebhookSecret } from "./signing";

/** How long a rotated secret still signs, beside the new one. */
export const ROTATION_OVERLAP_MS = 24 * 60 * 60 * 1000;

export interface WebhookInput {
  url: string;
  events: string[];
  description?: string | null;
  enabled?: boolean | null;
}

export interface Webhook {
  id: number;
  url: string;
  events: string[];
  description: string;
  enabled: boolean;
  disabledReason: string | null;
  createdBy: string;
  createTime: string;
  updateTime: string;
  /** Until when the previous secret still signs, after a rotation; null otherwise. */
  previousSecretExpiresAt: string | null;
  lastDelivery: { status: DeliveryRow["status"]; time: string; httpStatus: number | null } | null;
}

export interface WebhookDelivery {
  id: number;
  webhookId: number;
  eventId: number;
  eventType: string;
  status: DeliveryRow["status"];
  attempt: number;
  httpStatus: number | null;
  durationMs: number | null;
  responseExcerpt: string | null;
  createTime: string;
  lastAttemptTime: string | null;
  nextAttemptTime: string | null;
}

const webhookScope = (tenantId: number, id: number) => and(eq(webhooks.tenantId, tenantId), eq(webhooks.id, id));

const toWebhook = (row: WebhookRow, last?: DeliveryRow): Webhook => ({
  id: row.id,
  url: row.url,
  events: row.events,
  description: row.description,
  enabled: row.enabled,
  disabledReason: row.disabledReason,
  createdBy: row.createdByName,
  createTime: row.createdAt.toISOString(),
  updateTime: row.updatedAt.toISOString(),
  previousSecretExpiresAt: row.previousSecretExpiresAt?.toISOString() ?? null,
  lastDelivery: last
    ? {
        status: last.status,
        time: (last.lastAttemptAt ?? last.createdAt).toISOString(),
        httpStatus: last.httpStatus,
      }
    : null,
});

const toDelivery = (row: DeliveryRow, eventType: string): WebhookDelivery => ({
  id: row.id,
  webhookId: row.webhookId,
  eventId: row.eventId,
  eventType,
  status: row.status,
  attempt: row.attempt,
  httpStatus: row.httpStatus,
  durationMs: row.durationMs,
  responseExcerpt: row.responseExcerpt,
  createTime: row.createdAt.toISOString(),
  lastAttemptTime: row.lastAttemptAt?.toISOString() ?? null,
  nextAttemptTime: row.status === "pending" ? row.nextAttemptAt.toISOString() : null,
});

/** Where webhooks of this vendor API may go (address-guard.ts): loopback never in production. */
export const targetPolicy = (context: AppContext): TargetPolicy => ({
  production: context.production ?? false,
  allowLoopback: context.webhookLoopback ?? false,
});

/** The rules of rules/webhook.ts, then where the host resolves now: an address that is not public is refused at once. */
async function assertWebhookInput(context: AppContext, input: WebhookInput) {
  const policy = targetPolicy(context);
  assertValid(webhookFailures(input, { production: policy.production }));
  try {
    await resolveTarget(input.url.trim(), policy);
  } catch (error) {
    if (error instanceof RefusedTarget) throw new ValidationError({ url: error.failure });
    // A name that does not resolve today may tomorrow: the delivery log will say so.
  }
}

const audited = (row: Pick<WebhookRow, "url" | "events" | "description" | "enabled">) => ({
  url: row.url,
  events: row.events,
  description: row.description,
  enabled: row.enabled,
});

/** A tenant's webhooks, newest first, counted exactly (a tenant keeps a handful). */
const webhookList = defineList({
  name: "webhook-list",
  count: "exact",
  page: (db: Db, where: SQL | undefined, cut) =>
    db.select().from(webhooks).where(where).orderBy(desc(webhooks.id)).limit(cut.limit).offset(cut.offset),
  matching: rowsIn(webhooks),
});

export async function listWebhooks(db: Db, tenantId: number, page: { pageNum: number; pageSize: number }) {
  const binder = new Binder();
  const filter = eq(webhooks.tenantId, binder.bind("tenantId", tenantId));
  const { rows, total } = await webhookList.read(db, { binder, filter, page });
  const last = new Map<number, DeliveryRow>();
  if (rows.length > 0) {
    const latest = await db
      .selectDistinctOn([webhookDeliveries.webhookId])
      .from(webhookDeliveries)
      .where(
        inArray(
          webhookDeliveries.webhookId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(webhookDeliveries.webhookId, desc(webhookDeliveries.id));
    for (const row of latest) last.set(row.webhookId, row);
  }
  return { list: rows.map((row) => toWebhook(row, last.get(row.id))), total };
}

async function findWebhookRow(db: Db, tenantId: number, id: number): Promise<WebhookRow> {
  const [row] = await db.select().from(webhooks).where(webhookScope(tenantId, id));
  if (!row) throw notFound();
  return row;
}

export async function createWebhook(context: AppContext, session: OperatorSession, input: WebhookInput) {
  await assertWebhookInput(context, input);
  const secret = newWebhookSecret();
  return context.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(webhooks)
      .values({
        tenantId: session.tenantId,
        url: input.url.trim(),
        events: [...new Set(input.events)],
        description: input.description?.trim() ?? "",
        enabled: input.enabled ?? true,
        secret: context.secrets.encrypt(secret),
        createdByName: session.username,
      })
      .returning();
    await recordAudit(tx, {
      tenantId: session.tenantId,
      actor: session.username,
      area: "webhook",
      action: "add",
      targetId: row.id,
      targetName: row.url,
      changes: diffChanges(null, audited(row)),
    });
    return { secret, webhook: toWebhook(row) };
  });
}

export async function updateWebhook(
  context: AppContext,
  session: OperatorSession,
  input: WebhookInput & { id: number },
) {
  await assertWebhookInput(context, input);
  return context.db.transaction(async (tx) => {
    const [before] = await tx.select().from(webhooks).where(webhookScope(session.tenantId, input.id)).for("update");
    if (!before) throw notFound();
    const enabled = input.enabled ?? before.enabled;
    const [row] = await tx
      .update(webhooks)
      .set({
        url: input.url.trim(),
        events: [...new Set(input.events)],
        description: input.description?.trim() ?? "",
        enabled,
        // Turned on again by a person: the worker's reason no longer holds.
        disabledReason: enabled ? null : before.disabledReason,
        updatedAt: context.now(),
      })
      .where(webhookScope(session.tenantId, input.id))
      .returning();
    await recordAudit(tx, {
      tenantId: session.tenantId,
      actor: session.username,
      area: "webhook",
      action: "edit",
      targetId: row.id,
      targetName: row.url,
      changes: diffChanges(audited(before), audited(row)),
    });
    return toWebhook(row);
  });
}

export async function deleteWebhook(context: AppContext, session: OperatorSession, id: number): Promise<null> {
  return context.db.transaction(async (tx) => {
    const [row] = await tx.delete(webhooks).where(webhookScope(session.tenantId, id)).returning();
    if (!row) throw notFound();
    await recordAudit(tx, {
      tenantId: session.tenantId,
      actor: session.username,
      area: "webhook",
      action: "delete",
      targetId: row.id,
      targetName: row.url,
      changes: diffChanges(audited(row), null),
    });
    return null;
  });
}

/** A new secret, answered this once; the old one keeps signing beside it for ROTATION_OVERLAP_MS. */
export async function rotateWebhookSecret(context: AppContext, session: OperatorSession, id: number) {
  const secret = newWebhookSecret();
  return context.db.transaction(async (tx) => {
    const [before] = await tx.select().from(webhooks).where(webhookScope(session.tenantId, id)).for("update");
    if (!before) throw notFound();
    const now = context.now();
    const [row] = await tx
      .update(webhooks)
      .set({
        secret: context.secrets.encrypt(secret),
        previousSecret: before.secret,
        previousSecretExpiresAt: new Date(now.getTime() + ROTATION_OVERLAP_MS),
        updatedAt: now,
      })
      .where(webhookScope(session.tenantId, id))
      .returning();
    await recordAudit(tx, {
      tenantId: session.tenantId,
      actor: session.username,
      area: "webhook",
      action: "rotateSecret",
      targetId: row.id,
      targetName: row.url,
      changes: [],
    });
    return { secret, webhook: toWebhook(row) };
  });
}

/** One attempt of `event` to `webhook` now, as a delivery of its own (kind manual: never retried by the worker). */
async function deliverNow(context: AppContext, webhook: WebhookRow, event: EventRow): Promise<WebhookDelivery> {
  const [delivery] = await context.db
    .insert(webhookDeliveries)
    .values({
      tenantId: webhook.tenantId,
      webhookId: webhook.id,
      eventId: event.id,
      resourceKey: `${event.resourceType}:${event.resourceId}`,
      kind: "manual",
      status: "sending",
      attempt: 1,
      claimedAt: context.now(),
    })
    .returning();
  const result = await attempt(webhook, event, {
    keyring: context.secrets,
    ...targetPolicy(context),
    now: context.now,
  });
  return toDelivery(await recordAttempt(context.db, delivery.id, result), event.type);
}

/** A PING event to this webhook alone, delivered while the caller waits, enabled or not. */
export async function sendTestWebhook(context: AppContext, session: OperatorSession, id: number) {
  const webhook = await findWebhookRow(context.db, session.tenantId, id);
  const event = await emitEvent(context.db, {
    tenantId: session.tenantId,
    type: WEBHOOK_TEST_EVENT,
    resourceType: "webhook",
    resourceId: webhook.id,
    data: { webhookId: String(webhook.id), url: webhook.url, test: true },
  });
  return deliverNow(context, webhook, event);
}

/** The delivery's event again, to the same webhook, with the same `webhook-id` (a receiver drops a repeat). */
export async function redeliverWebhookDelivery(context: AppContext, session: OperatorSession, deliveryId: number) {
  const [found] = await context.db
    .select({ webhook: webhooks, event: domainEvents })
    .from(webhookDeliveries)
    .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
    .innerJoin(domainEvents, eq(domainEvents.id, webhookDeliveries.eventId))
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.tenantId, session.tenantId)));
  if (!found) throw notFound();
  await recordAudit(context.db, {
    tenantId: session.tenantId,
    actor: session.username,
    area: "webhook",
    action: "redeliver",
    targetId: found.webhook.id,
    targetName: found.webhook.url,
    changes: [],
  });
  return deliverNow(context, found.webhook, found.event);
}

/** A webhook's deliveries, newest first: each event and retry adds one, so they are counted up to the limit. */
const deliveryList = defineList({
  name: "webhook-delivery-list",
  count: "capped",
  page: (db: Db, where: SQL | undefined, cut) =>
    db
      .select({ delivery: webhookDeliveries, eventType: domainEvents.type })
      .from(webhookDeliveries)
      .innerJoin(domainEvents, eq(domainEvents.id, webhookDeliveries.eventId))
      .where(where)
      .orderBy(desc(webhookDeliveries.id))
      .limit(cut.limit)
      .offset(cut.offset),
  matching: rowsIn(webhookDeliveries),
});

/** A webhook's deliveries, newest first, paged on the server. */
export async function listWebhookDeliveries(
  db: Db,
  tenantId: number,
  query: { webhookId: number; pageNum: number; pageSize: number },
  settings?: ListSettings,
) {
  const binder = new Binder();
  await findWebhookRow(db, tenantId, query.webhookId);
  const { bind } = binder;
  const filter = and(
    eq(webhookDeliveries.tenantId, bind("tenantId", tenantId)),
    eq(webhookDeliveries.webhookId, bind("webhookId", query.webhookId)),
  );
  const { rows, ...total } = await deliveryList.read(db, { binder, filter, page: query, settings });
  return { list: rows.map((row) => toDelivery(row.delivery, row.eventType)), ...flaggedOnlyAbove(total) };
}
