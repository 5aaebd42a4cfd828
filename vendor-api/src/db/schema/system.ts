/**
 * System settings (docs/system-contract.md)
 */
import { index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import type { AUDIT_AREAS, Code, RECEIVER_TYPES } from "#rules";
import { createdAt, updatedAt, version } from "./columns";
import { tenants } from "./access";

export type ReceiverType = Code<typeof RECEIVER_TYPES>;

/** Who gets the tenant's system e-mails of a type: refund requests, refund results, copies of notifications. */
export const emailReceivers = pgTable(
  "email_receivers",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    email: text("email").notNull(),
    contactName: text("contact_name").notNull(),
    type: text("type").$type<ReceiverType>().notNull(),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("email_receivers_tenant_type_email_unique").on(table.tenantId, table.type, sql`lower(${table.email})`),
  ],
);

export type AuditArea = Code<typeof AUDIT_AREAS>;

/** One change of a record, field by field; a secret's entry says only that it changed (`secret: true`, no values). */
export interface AuditChange {
  field: string;
  from: unknown;
  to: unknown;
  secret?: true;
}

/**
 * The audit trail (docs/system-contract.md section 8): one row per change of a settings record, written in the
 * change's own transaction. `actor` is the user name as it was, so the entry outlives the user.
 */
export const auditEntries = pgTable(
  "audit_entries",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    area: text("area").$type<AuditArea>().notNull(),
    action: text("action").notNull(),
    targetId: integer("target_id"),
    targetName: text("target_name"),
    changes: jsonb("changes").$type<AuditChange[]>().notNull(),
    actor: text("actor").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index("audit_entries_tenant_idx").on(table.tenantId, table.id),
    index("audit_entries_target_idx").on(table.tenantId, table.area, table.targetId, table.id),
    // Change History's filters by user and by date (docs/system-contract.md section 8).
    index("audit_entries_actor_idx").on(table.tenantId, sql`lower(${table.actor})`, table.id),
    index("audit_entries_time_idx").on(table.tenantId, table.createdAt),
  ],
);
