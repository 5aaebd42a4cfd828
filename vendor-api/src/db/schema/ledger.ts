/**
 * Report rollups (docs/money-contract.md section 4): the sold orders per local day of the tenant's time zone,
 * maintained by triggers on orders, order_lines, payments and the tenant's time zone (migration 0010), so that a
 * year's income report reads a few hundred rows instead of joining every order to its lines and payments.
 */
import { date, index, integer, numeric, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { money } from "./columns";
import { tenants } from "./access";

/**
 * Per local day and channel: sold orders (states 1 and 3), their pay amounts and tickets (line quantities). Kept by
 * the triggers ledger_orders_{insert,update,delete} on orders, ledger_lines_{insert,update,delete} on order_lines and
 * ledger_time_zone_update on tenants (migration 0010); never written by the vendor API's code.
 */
export const ledgerDailySales = pgTable(
  "ledger_daily_sales",
  {
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    day: date("day", { mode: "string" }).notNull(),
    channelId: integer("channel_id").notNull(),
    orders: integer("orders").notNull(),
    gross: numeric("gross", { precision: 14, scale: 2 }).notNull(),
    tickets: integer("tickets").notNull(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.day, table.channelId] })],
);

/**
 * Per local day (of the order) and payment type: the sold orders' settled money payments (no coupon or groupon). Kept
 * by the triggers ledger_payments_{insert,update,delete} on payments, ledger_orders_* on orders (an order's state or
 * day moves its payments) and ledger_time_zone_update on tenants (migration 0010).
 */
export const ledgerDailyMethods = pgTable(
  "ledger_daily_methods",
  {
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    day: date("day", { mode: "string" }).notNull(),
    paymentType: integer("payment_type").notNull(),
    amount: numeric("amount", { precision: 14, scale: 2 }).notNull(),
    count: integer("count").notNull(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.day, table.paymentType] })],
);

/**
 * Per local month of each entry's own time, kind and amount, how many entries (docs/money-contract.md section 4):
 * `order` the sold orders (states 1 and 3) by creation and pay amount, `processing_fee` the settled card and Apple Pay
 * payments by pay time and amount. Fees are floored to the cent per order and per payment, so a month's commission and
 * processing fee are Σ count × fee(amount) at whatever rates apply: the rollup does not depend on them. Kept by the
 * triggers ledger_orders_statement_{insert,update,delete} on orders, ledger_payments_statement_{insert,update,delete}
 * on payments and ledger_statement_time_zone_update on tenants (migration 0028).
 */
export const ledgerMonthlyAmounts = pgTable(
  "ledger_monthly_amounts",
  {
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    month: date("month", { mode: "string" }).notNull(),
    kind: text("kind").notNull(),
    amount: money("amount").notNull(),
    count: integer("count").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.month, table.kind, table.amount] }),
    // The rows a change brought to zero, found and removed by the trigger that did.
    index("ledger_monthly_amounts_zero_idx")
      .on(table.tenantId)
      .where(sql`${table.count} = 0`),
  ],
);

/**
 * Per local day of each event's own time: the refunds completed (amount, count), the chargebacks lost (amount, count)
 * and opened in any status but none (the chargeback fee's count), by completion and chargeback time. Kept by the
 * triggers ledger_refunds_statement_{insert,update,delete} on refund_orders, ledger_payments_statement_* on payments
 * and ledger_statement_time_zone_update on tenants (migration 0028).
 */
export const ledgerDailyLosses = pgTable(
  "ledger_daily_losses",
  {
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    day: date("day", { mode: "string" }).notNull(),
    refunds: numeric("refunds", { precision: 14, scale: 2 }).notNull(),
    refundCount: integer("refund_count").notNull(),
    chargebacks: numeric("chargebacks", { precision: 14, scale: 2 }).notNull(),
    chargebackCount: integer("chargeback_count").notNull(),
    chargebacksOpened: integer("chargebacks_opened").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.day] }),
    index("ledger_daily_losses_zero_idx")
      .on(table.tenantId)
      .where(sql`${table.refundCount} = 0 and ${table.chargebackCount} = 0 and ${table.chargebacksOpened} = 0`),
  ],
);
