/**
 * Domain events and webhooks (docs/system-contract.md section 12)
 */
import { boolean, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { tenants } from "./access";

/**
 * The outbox of domain events: one row per change an integrator may hear of, written in the transaction of that
 * change, so an event exists exactly when its change does. General on purpose: webhook deliveries are made from it,
 * and other readers (subscriptions) read the same rows. `data` is the resource as the GraphQL type names its fields.
 */
export const domainEvents = pgTable(
  "domain_events",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    type: text("type").notNull(),
    /** `order`, `refund`, `trip`, `couponJob` or `webhook` (a test): with resourceId, what ordering is kept per. */
    resourceType: text("resource_type").notNull(),
    resourceId: text("resource_id").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("domain_events_tenant_idx").on(table.tenantId, table.id)],
);

/**
 * A tenant's webhook endpoints. The signing secret is stored encrypted with the secrets keyring (never in clear, never
 * answered after create or rotate); after a rotation the previous one signs too until `previousSecretExpiresAt`.
 */
export const webhooks = pgTable(
  "webhooks",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    url: text("url").notNull(),
    events: jsonb("events").$type<string[]>().notNull(),
    description: text("description").notNull().default(""),
    enabled: boolean("enabled").notNull().default(true),
    /** Why the endpoint was turned off by the delivery worker; null when a person did it or it is on. */
    disabledReason: text("disabled_reason"),
    secret: text("secret").notNull(),
    previousSecret: text("previous_secret"),
    previousSecretExpiresAt: timestamp("previous_secret_expires_at", { withTimezone: true, mode: "date" }),
    createdByName: text("created_by_name").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("webhooks_tenant_idx").on(table.tenantId, table.id)],
);

/**
 * One event on its way to one webhook: pending → sending → succeeded | failed (the worker), or a single immediate
 * attempt (a test or a redelivery). `resourceKey` is the event's resource: a later delivery waits while an earlier
 * one for the same key and webhook is pending or sending (docs/system-contract.md section 12, ordering).
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    webhookId: integer("webhook_id")
      .notNull()
      .references(() => webhooks.id, { onDelete: "cascade" }),
    eventId: integer("event_id")
      .notNull()
      .references(() => domainEvents.id),
    resourceKey: text("resource_key").notNull(),
    /** queued: by the worker with retries; manual: a test or redelivery, tried once while the caller waits. */
    kind: text("kind").$type<"queued" | "manual">().notNull().default("queued"),
    status: text("status").$type<"pending" | "sending" | "succeeded" | "failed">().notNull().default("pending"),
    attempt: integer("attempt").notNull().default(0),
    httpStatus: integer("http_status"),
    durationMs: integer("duration_ms"),
    /** The first KB of the receiver's answer, or why there was none (timeout, refused address). */
    responseExcerpt: text("response_excerpt"),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    claimedAt: timestamp("claimed_at", { withTimezone: true, mode: "date" }),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
  },
  (table) => [
    index("webhook_deliveries_webhook_idx").on(table.webhookId, table.id),
    index("webhook_deliveries_due_idx").on(table.status, table.nextAttemptAt),
    index("webhook_deliveries_order_idx").on(table.webhookId, table.resourceKey, table.id),
  ],
);
