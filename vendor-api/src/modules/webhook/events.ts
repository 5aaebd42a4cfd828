/**
 * The webhooks' side of the domain event outbox (docs/system-contract.md section 12): their reaction to every event,
 * which queues a delivery to each enabled webhook of the tenant that subscribed to its type, in the transaction that
 * emitted it (events/dispatcher.ts); and what a receiver is sent for an event.
 */
import { sql } from "drizzle-orm";
import { WEBHOOK_EVENT_TYPES } from "#rules";
import { webhookDeliveries, webhooks } from "../../db/schema";
import type { EventReaction } from "../../events/dispatcher";
import type { EventRow } from "../../events/outbox";

/** The `webhook-id` and payload `id` of an event: the same on every attempt, so a receiver can drop repeats. */
export const eventMessageId = (eventId: number): string => `evt_${eventId}`;

/** Queues the event's deliveries; `PING` and the internal types queue none (no webhook subscribes to them). */
export const webhookDeliveryReaction: EventReaction = {
  name: "webhook deliveries",
  async react(tx, event) {
    if (!(WEBHOOK_EVENT_TYPES as readonly string[]).includes(event.type)) return;
    await tx.execute(sql`
      insert into ${webhookDeliveries} (tenant_id, webhook_id, event_id, resource_key)
      select ${webhooks.tenantId}, ${webhooks.id}, ${event.id}, ${`${event.resourceType}:${event.resourceId}`}
        from ${webhooks}
       where ${webhooks.tenantId} = ${event.tenantId} and ${webhooks.enabled}
         and ${webhooks.events} @> ${JSON.stringify([event.type])}::jsonb`);
  },
};

/** The payload every receiver gets: `{type, id, timestamp, data}` (Standard Webhooks' shape). */
export function eventPayload(event: Pick<EventRow, "id" | "type" | "createdAt" | "data">): string {
  return JSON.stringify({
    type: event.type,
    id: eventMessageId(event.id),
    timestamp: event.createdAt.toISOString(),
    data: event.data,
  });
}
