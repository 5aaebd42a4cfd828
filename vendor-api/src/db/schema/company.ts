/**
 * Company: company, tax and bank info, the vendor home page (docs/company-contract.md). One row per tenant each.
 */
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { createdAt, updatedAt, version } from "./columns";
import { tenants } from "./access";
import { files } from "./catalogue";
import { stripeAccounts } from "./payment-config";
import { cities, dictionaryItems } from "./reference";

/**
 * The tenant's company. Its time zone and domain live on the tenant (every part reads them there); a save writes
 * both. Company name, DOT number, contact phone and contact e-mail are unique across tenants (a marketplace tells
 * vendors apart by them): the indexes settle concurrent saves that the check before the write let through.
 */
export const companyInfos = pgTable(
  "company_infos",
  {
    tenantId: integer("tenant_id")
      .primaryKey()
      .references(() => tenants.id),
    /** 1 individual, 2 company, 3 partnership, 4 non-profit. */
    businessType: integer("business_type").notNull(),
    companyName: text("company_name").notNull(),
    dotNumber: text("dot_number"),
    address: text("address").notNull(),
    cityId: integer("city_id")
      .notNull()
      .references(() => cities.id),
    regionId: integer("region_id")
      .notNull()
      .references(() => dictionaryItems.id),
    contactName: text("contact_name").notNull(),
    contactPhoneCode: text("contact_phone_code").notNull(),
    contactPhone: text("contact_phone").notNull(),
    contactEmail: text("contact_email").notNull(),
    secondaryDomain: text("secondary_domain"),
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true, mode: "date" }),
    version: version(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("company_infos_name_unique").on(sql`lower(${table.companyName})`),
    uniqueIndex("company_infos_dot_number_unique").on(table.dotNumber),
    // The digits of the number: "212-555-0100" and "2125550100" are one phone.
    uniqueIndex("company_infos_phone_unique").on(
      table.contactPhoneCode,
      sql`regexp_replace(${table.contactPhone}, '[^0-9]', '', 'g')`,
    ),
    uniqueIndex("company_infos_email_unique").on(sql`lower(${table.contactEmail})`),
  ],
);

export const timeZoneChanges = pgTable(
  "time_zone_changes",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    fromTimeZone: text("from_time_zone").notNull(),
    toTimeZone: text("to_time_zone").notNull(),
    changedBy: text("changed_by").notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (table) => [index("time_zone_changes_tenant_idx").on(table.tenantId, table.changedAt)],
);

/** The latest e-mail verification code of a tenant (a new one replaces it): only its SHA-256 hash is kept. */
export const emailVerificationCodes = pgTable("email_verification_codes", {
  tenantId: integer("tenant_id")
    .primaryKey()
    .references(() => tenants.id),
  email: text("email").notNull(),
  codeHash: text("code_hash").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true, mode: "date" }),
  /** Wrong codes tried against it: past a few the code is spent, so six digits cannot be guessed in ten minutes. */
  failedAttempts: integer("failed_attempts").notNull().default(0),
  createdAt: createdAt(),
});

/** The whole TIN (digits only) is stored but never answered: clients see whether one is set and its last four. */
export const taxInfos = pgTable("tax_infos", {
  tenantId: integer("tenant_id")
    .primaryKey()
    .references(() => tenants.id),
  taxTypeId: integer("tax_type_id")
    .notNull()
    .references(() => dictionaryItems.id),
  legalName: text("legal_name").notNull(),
  tin: text("tin").notNull(),
  version: version(),
  updatedAt: updatedAt(),
});

/** The payout bank account: whole numbers stored, never answered nor logged; its payout account is `stripe_account_id`. */
export const bankInfos = pgTable("bank_infos", {
  tenantId: integer("tenant_id")
    .primaryKey()
    .references(() => tenants.id),
  accountHolderName: text("account_holder_name").notNull(),
  routingNumber: text("routing_number").notNull(),
  accountNumber: text("account_number").notNull(),
  accountType: text("account_type").notNull(),
  stripeAccountId: text("stripe_account_id")
    .notNull()
    .references(() => stripeAccounts.id),
  version: version(),
  updatedAt: updatedAt(),
});

export const vendorPages = pgTable("vendor_pages", {
  tenantId: integer("tenant_id")
    .primaryKey()
    .references(() => tenants.id),
  backgroundImageFileId: integer("background_image_file_id")
    .notNull()
    .references(() => files.id),
  logoFileId: integer("logo_file_id")
    .notNull()
    .references(() => files.id),
  aboutUs: text("about_us").notNull(),
  slogan: text("slogan"),
  supportPhoneCode: text("support_phone_code"),
  supportPurePhone: text("support_pure_phone"),
  supportEmail: text("support_email"),
  version: version(),
  updatedAt: updatedAt(),
});

/** The home page's extra background images (its carousel), in order. */
export const vendorPageImages = pgTable(
  "vendor_page_images",
  {
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => vendorPages.tenantId, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    fileId: integer("file_id")
      .notNull()
      .references(() => files.id),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.position] })],
);
