/**
 * The domain event outbox (docs/system-contract.md section 12). `emitEvent` is called with the transaction of the
 * change it reports, so the event and the change commit or roll back together; the reactions of dispatcher.ts (the
 * webhooks' deliveries) run in that transaction too. Other readers of the outbox (live subscriptions) read
 * `domain_events` through the feed (event-feed/routes.ts).
 */
import type { InternalEventType, WebhookEventType } from "#rules";
import type { Db } from "../db/connect";
import { domainEvents } from "../db/schema";
import { dispatchEvent, type EventRow } from "./dispatcher";

export type EventResource = "order" | "refund" | "trip" | "couponJob" | "webhook";

export interface DomainEvent {
  tenantId: number;
  /** `PING` and the internal types (rules/live-events.ts) queue no delivery: no webhook subscribes to them. */
  type: WebhookEventType | InternalEventType | "PING";
  resourceType: EventResource;
  resourceId: number | string;
  /** The resource as the GraphQL type names its fields (data.ts): the few an integrator needs. */
  data: Record<string, unknown>;
}

export type { EventRow };

/** Writes the event inside `tx` and lets every reaction act on it there; answers the event row. */
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
  await dispatchEvent(tx, row);
  return row;
}
