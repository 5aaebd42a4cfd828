/**
 * A tenant's payment methods, booking fee and payout account (docs/system-contract.md).
 */
import { boolean, integer, jsonb, numeric, pgTable, text } from "drizzle-orm/pg-core";
import type { BOOKING_FEE_MODES, Code } from "#rules";
import { updatedAt, version } from "./columns";
import { tenants } from "./access";

export const creditCardConfigs = pgTable("credit_card_configs", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  tenantId: integer("tenant_id")
    .notNull()
    .unique()
    .references(() => tenants.id),
  gatewayType: integer("gateway_type").notNull(),
  apiLoginId: text("api_login_id"),
  transactionKey: text("transaction_key"),
  publicClientKey: text("public_client_key"),
  cardOrganizations: jsonb("card_organizations").$type<string[]>().notNull().default([]),
  username: text("username"),
  password: text("password"),
  merchantId: text("merchant_id"),
  sourceKey: text("source_key"),
  sourcePin: text("source_pin"),
  publicApiKey: text("public_api_key"),
  version: version(),
  updatedAt: updatedAt(),
});

export const paypalConfigs = pgTable("paypal_configs", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  tenantId: integer("tenant_id")
    .notNull()
    .unique()
    .references(() => tenants.id),
  apiUsername: text("api_username").notNull(),
  password: text("password").notNull(),
  signature: text("signature").notNull(),
  clientId: text("client_id").notNull(),
  clientSecret: text("client_secret").notNull(),
  status: integer("status").notNull(),
  version: version(),
  updatedAt: updatedAt(),
});

export type BookingFeeMode = Code<typeof BOOKING_FEE_MODES>;

export const bookingFeeConfigs = pgTable("booking_fee_configs", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  tenantId: integer("tenant_id")
    .notNull()
    .unique()
    .references(() => tenants.id),
  type: integer("type").notNull(),
  /** fixed: `amount` is a price; percentage: `amount` is 0.01–100 percent of the tickets (docs/system-contract.md). */
  mode: text("mode").$type<BookingFeeMode>().notNull().default("fixed"),
  amount: numeric("amount", { precision: 9, scale: 2 }).notNull(),
  version: version(),
  updatedAt: updatedAt(),
});

export const stripeAccounts = pgTable("stripe_accounts", {
  id: text("id").primaryKey(),
  tenantId: integer("tenant_id")
    .notNull()
    .references(() => tenants.id),
  chargesEnabled: boolean("charges_enabled").notNull(),
  payoutsEnabled: boolean("payouts_enabled").notNull(),
  detailsSubmitted: boolean("details_submitted").notNull(),
});
