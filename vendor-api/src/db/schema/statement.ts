/**
 * Statements (docs/money-contract.md section 3)
 */
import { integer, jsonb, numeric, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { money } from "./columns";
import { tenants } from "./access";

/** The platform's rates per tenant; a tenant without a row has the defaults (statement/rates.ts). */
export const statementRates = pgTable("statement_rates", {
  tenantId: integer("tenant_id")
    .primaryKey()
    .references(() => tenants.id),
  cardRate: numeric("card_rate", { precision: 6, scale: 4 }).notNull(),
  cardFixed: money("card_fixed").notNull(),
  commissionRate: numeric("commission_rate", { precision: 6, scale: 4 }).notNull(),
  chargebackFee: money("chargeback_fee").notNull(),
  subscriptionFee: money("subscription_fee").notNull(),
});

/**
 * A row = the platform paid that month's statement (`month` YYYY-MM in the tenant's time zone). `snapshot` keeps its
 * figures as they were paid (docs/money-contract.md section 3); null for a month paid before snapshots were kept.
 */
export const statementPayouts = pgTable(
  "statement_payouts",
  {
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    month: text("month").notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true, mode: "date" }).notNull(),
    snapshot: jsonb("snapshot").$type<StatementSnapshot>(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.month] })],
);

/**
 * A paid statement's figures: each line and each adjustment carried (per paid month) as a signed decimal string, its
 * entry counts and the rates its fees were computed at.
 */
export interface StatementSnapshot {
  lines: Record<string, string>;
  adjustments: Array<{ month: string; amount: string }>;
  orderCount: number;
  refundCount: number;
  chargebackCount: number;
  rates: {
    cardRate: string;
    cardFixed: string;
    commissionRate: string;
    chargebackFee: string;
    subscriptionFee: string;
  };
}
