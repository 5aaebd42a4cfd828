/**
 * Coupons (docs/money-contract.md section 2)
 */
import { index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { createdAt, updatedAt, version, money } from "./columns";
import { tenants } from "./access";

/**
 * code_type 1 uniform (`code` is the code), 2 sequence (`code` is the optional prefix of `count` generated codes);
 * discount_type 1 money off (`amount`), 2 percentage off (`discount_ratio`); check_type 1 order, 2 product. Dates are
 * YYYY-MM-DD in the tenant's time zone. `request_id` makes a repeated add answer the first one's coupon.
 */
export const coupons = pgTable(
  "coupons",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    code: text("code").notNull(),
    codeType: integer("code_type").notNull(),
    discountType: integer("discount_type").notNull(),
    amount: money("amount"),
    discountRatio: numeric("discount_ratio", { precision: 3, scale: 2 }),
    percentageUpperLimit: money("percentage_upper_limit"),
    priceBorderLine: money("price_border_line").notNull().default("0"),
    count: integer("count").notNull(),
    startDate: text("start_date").notNull(),
    endDate: text("end_date").notNull(),
    userLimit: integer("user_limit").notNull().default(1),
    subBusLine: integer("sub_bus_line").notNull().default(0),
    userType: integer("user_type").notNull().default(0),
    checkType: integer("check_type").notNull().default(1),
    productGoodLimit: integer("product_good_limit")
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    productSkuAttrLimit: text("product_sku_attr_limit")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    emailSuffix: text("email_suffix"),
    emailSuffixLimit: integer("email_suffix_limit").notNull().default(0),
    fullPriceLimit: integer("full_price_limit").notNull().default(1),
    note: text("note"),
    state: integer("state").notNull().default(1),
    requestId: text("request_id"),
    creator: text("creator").notNull(),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("coupons_tenant_idx").on(table.tenantId, table.id),
    uniqueIndex("coupons_tenant_request_unique").on(table.tenantId, table.requestId),
  ],
);

/** Every code of a coupon, upper-case: one for a uniform coupon, `count` for a sequence one; unique per tenant. */
export const couponCodes = pgTable(
  "coupon_codes",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    couponId: integer("coupon_id")
      .notNull()
      .references(() => coupons.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
  },
  (table) => [
    uniqueIndex("coupon_codes_tenant_code_unique").on(table.tenantId, table.code),
    index("coupon_codes_coupon_idx").on(table.couponId, table.id),
  ],
);

/**
 * The generation of a sequence coupon's codes: state 0 pending, 1 successful, 2 error. `generated` moves with each
 * batch's codes in the batch's transaction; `attempts` counts the failed tries of the current batch.
 */
export const couponJobs = pgTable(
  "coupon_jobs",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    couponId: integer("coupon_id")
      .notNull()
      .references(() => coupons.id, { onDelete: "cascade" }),
    requested: integer("requested").notNull(),
    generated: integer("generated").notNull().default(0),
    state: integer("state").notNull().default(0),
    attempts: integer("attempts").notNull().default(0),
    errorMessage: text("error_message"),
    creator: text("creator").notNull(),
    createdAt: createdAt(),
    finishedAt: timestamp("finished_at", { withTimezone: true, mode: "date" }),
  },
  (table) => [
    index("coupon_jobs_tenant_idx").on(table.tenantId, table.id),
    index("coupon_jobs_pending_idx")
      .on(table.id)
      .where(sql`${table.state} = 0`),
    uniqueIndex("coupon_jobs_coupon_unique").on(table.couponId),
  ],
);
