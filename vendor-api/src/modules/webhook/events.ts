/**
 * The domain event outbox (docs/system-contract.md section 12). `emitEvent` is called with the transaction of the
 * change it reports, so the event and the change commit or roll back together; in the same transaction it queues a
 * delivery to each enabled webhook of the tenant that subscribed to the type. Other readers of the outbox (live
 * subscriptions) read `domain_events` through the feed (event-feed/routes.ts).
 */
import { sql } from "drizzle-orm";
import { WEBHOOK_EVENT_TYPES, type InternalEventType, type WebhookEventType } from "#rules";
import type { Db } from "../../db/connect";
import { domainEvents, webhookDeliveries, webhooks } from "../../db/schema";

export type EventResource = "order" | "refund" | "trip" | "couponJob" | "webhook";

export interface DomainEvent {
  tenantId: number;
  /** `PING` and the internal types (rules/live-events.ts) queue no delivery: no webhook subscribes to them. */
  type: WebhookEventType | InternalEventType | "PING";
  resourceType: EventResource;
  resourceId: number | string;
  /** The resource as the GraphQL type names its fields: the few an integrator needs. */
  data: Record<string, unknown>;
}

export type EventRow = typeof domainEvents.$inferSelect;

/** The `webhook-id` and payload `id` of an event: the same on every attempt, so a receiver can drop repeats. */
export const eventMessageId = (eventId: number): string => `evt_${eventId}`;

/** Writes the event and its deliveries inside `tx`; answers the event row. */
export async function emitEvent(tx: Db, event: DomainEvent): Promise<EventRow> {
  const [row] = await tx
    .insert(domainEvents)
    .values({
      tenantId: event.tenantId,
      type: event.type,
      resourceType: event.resourceType,
      resourceId: String(event.resourceId),
      data: event.data,
    })
    .returning();
  if (!(WEBHOOK_EVENT_TYPES as readonly string[]).includes(event.type)) return row;
  await tx.execute(sql`
    insert into ${webhookDeliveries} (tenant_id, webhook_id, event_id, resource_key)
    select ${webhooks.tenantId}, ${webhooks.id}, ${row.id}, ${`${row.resourceType}:${row.resourceId}`}
      from ${webhooks}
     where ${webhooks.tenantId} = ${event.tenantId} and ${webhooks.enabled}
       and ${webhooks.events} @> ${JSON.stringify([event.type])}::jsonb`);
  return row;
}

/** The payload every receiver gets: `{type, id, timestamp, data}` (Standard Webhooks' shape). */
export function eventPayload(event: Pick<EventRow, "id" | "type" | "createdAt" | "data">): string {
  return JSON.stringify({
    type: event.type,
    id: eventMessageId(event.id),
    timestamp: event.createdAt.toISOString(),
    data: event.data,
  });
}
