/**
 * Tenants, users, roles and permissions, sessions, API tokens and second factors (docs/foundation-contract.md, docs/login-policy.md).
 */
import { bigint, boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import type { Code, USER_STATUSES } from "#rules";
import { createdAt, version } from "./columns";

export const tenants = pgTable("tenants", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  name: text("name").notNull(),
  domain: text("domain"),
  timeZone: text("time_zone").notNull(),
  timeZoneId: integer("time_zone_id").notNull(),
  companyInfoState: boolean("company_info_state").notNull().default(false),
  taxInfoState: boolean("tax_info_state").notNull().default(false),
  bankInfoState: boolean("bank_info_state").notNull().default(false),
  vendorPageState: boolean("vendor_page_state").notNull().default(false),
  paymentState: boolean("payment_state").notNull().default(false),
  activityState: boolean("activity_state").notNull().default(false),
  initialized: boolean("initialized").notNull().default(false),
  /** Users who hold payment configuration or user and role management must sign in with a second factor. */
  requireTwoFactorForManagers: boolean("require_two_factor_for_managers").notNull().default(false),
  /**
   * Days an unpaid booking holds its seats (docs/sales-contract.md, "Unpaid bookings"): after them the hold worker
   * releases the seats and says so in the order's history.
   */
  unpaidHoldDays: integer("unpaid_hold_days").notNull().default(7),
  version: version(),
  createdAt: createdAt(),
});

export const channels = pgTable(
  "channels",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    key: text("key").notNull(),
  },
  (table) => [uniqueIndex("channels_tenant_key_unique").on(table.tenantId, table.key)],
);

export type UserStatus = Code<typeof USER_STATUSES>;

export const users = pgTable(
  "users",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    // Login names carry no tenant, so they are unique across all tenants.
    username: text("username").notNull(),
    passwordHash: text("password_hash").notNull(),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    email: text("email"),
    phoneCode: text("phone_code"),
    phone: text("phone"),
    status: text("status").$type<UserStatus>().notNull().default("active"),
    creator: text("creator"),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true, mode: "date" }),
    /** Set by a password reset; the console offers nothing but Change Password until the user has chosen one. */
    mustChangePassword: boolean("must_change_password").notNull().default(false),
    version: version(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("users_username_unique").on(table.username),
    index("users_tenant_idx").on(table.tenantId),
    // Unique per tenant by area code and digits, as company phones are: "212-555-0100" and "2125550100" are one phone.
    uniqueIndex("users_tenant_phone_unique").on(
      table.tenantId,
      table.phoneCode,
      sql`regexp_replace(${table.phone}, '[^0-9]', '', 'g')`,
    ),
  ],
);

export const roles = pgTable(
  "roles",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    /** Holds every catalogue permission, including those a later release adds (no per-permission rows). */
    allPermissions: boolean("all_permissions").notNull().default(false),
    version: version(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("roles_tenant_name_unique").on(table.tenantId, table.name)],
);

export type PermissionType = "page" | "cmd";

/** The global catalogue of page (route key) and cmd (action url) permissions that roles pick from. */
export const permissions = pgTable(
  "permissions",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    type: text("type").$type<PermissionType>().notNull(),
    name: text("name").notNull(),
    url: text("url").notNull(),
    groupKey: text("group_key").notNull(),
    /** The page (its url) the entry sits under in the Assign Resources tree; null for a page that sits under its group. */
    parent: text("parent"),
    sortOrder: integer("sort_order").notNull(),
  },
  (table) => [uniqueIndex("permissions_type_url_unique").on(table.type, table.url)],
);

export const rolePermissions = pgTable(
  "role_permissions",
  {
    roleId: integer("role_id")
      .notNull()
      .references(() => roles.id, { onDelete: "cascade" }),
    permissionId: integer("permission_id")
      .notNull()
      .references(() => permissions.id, { onDelete: "cascade" }),
  },
  (table) => [primaryKey({ columns: [table.roleId, table.permissionId] })],
);

export const userRoles = pgTable(
  "user_roles",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    roleId: integer("role_id")
      .notNull()
      .references(() => roles.id, { onDelete: "cascade" }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.roleId] })],
);

export const sessions = pgTable(
  "sessions",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    // Only the SHA-256 of the operator token is kept, so a database leak yields no usable tokens.
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true, mode: "date" }),
    /**
     * Opened by the second step of a login (a code from the user's second factor), not by a password or an auth code
     * alone: an API token made from it may hold what a tenant guards with two-factor (docs/system-contract.md §11).
     */
    secondFactor: boolean("second_factor").notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("sessions_token_hash_unique").on(table.tokenHash),
    index("sessions_user_idx").on(table.userId),
  ],
);

/**
 * Each tenant's access epoch (docs/foundation-contract.md section 1, "Access epoch"): moved in the transaction of every
 * change to the tenant's users, roles, their grants or sessions, and sent with every operator answer, so a gateway
 * that caches permissions knows when to load them again. A tenant without a row is at epoch 0.
 */
export const accessEpochs = pgTable("access_epochs", {
  tenantId: integer("tenant_id")
    .primaryKey()
    .references(() => tenants.id),
  epoch: bigint("epoch", { mode: "number" }).notNull().default(0),
});

/**
 * Integrators' API tokens (docs/system-contract.md section 11): bound to roles, and acting with at most what their
 * creator holds now, so an integration outlives its creator's password changes but not their forbidding or deletion,
 * which revoke it (`createdBy` is, like every other recorded creator, a plain id, with the name kept beside it, so the
 * revoked row stays listed in the audit trail's terms). Only the SHA-256 of the secret is kept, found by its unique
 * index; `prefix` is the secret's first characters, shown so a person can tell tokens apart.
 */
export const apiTokens = pgTable(
  "api_tokens",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    name: text("name").notNull(),
    prefix: text("prefix").notNull(),
    tokenHash: text("token_hash").notNull(),
    createdBy: integer("created_by").notNull(),
    createdByName: text("created_by_name").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }),
    revokedAt: timestamp("revoked_at", { withTimezone: true, mode: "date" }),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true, mode: "date" }),
    lastUsedAddress: text("last_used_address"),
    /** Made from a session that passed a second factor (`sessions.secondFactor`), see docs/system-contract.md §11. */
    secondFactor: boolean("second_factor").notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("api_tokens_token_hash_unique").on(table.tokenHash),
    index("api_tokens_tenant_idx").on(table.tenantId, table.id),
  ],
);

export const apiTokenRoles = pgTable(
  "api_token_roles",
  {
    tokenId: integer("token_id")
      .notNull()
      .references(() => apiTokens.id, { onDelete: "cascade" }),
    roleId: integer("role_id")
      .notNull()
      .references(() => roles.id, { onDelete: "cascade" }),
  },
  (table) => [primaryKey({ columns: [table.tokenId, table.roleId] })],
);

export const authCodes = pgTable(
  "auth_codes",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("auth_codes_code_hash_unique").on(table.codeHash)],
);

/**
 * A user's second factor (docs/system-contract.md section 1): the TOTP secret, encrypted like every stored secret
 * (security/secrets.ts); `confirmedAt` null while the enrolment waits for its first code. `lastTimeStep` is the time
 * step of the last code accepted, so a code is never accepted twice.
 */
export const twoFactors = pgTable("two_factors", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  secret: text("secret").notNull(),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true, mode: "date" }),
  lastTimeStep: integer("last_time_step"),
  createdAt: createdAt(),
});

/** One-time recovery codes, stored as password hashes; a used one keeps its row with `usedAt`. */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true, mode: "date" }),
  },
  (table) => [index("recovery_codes_user_idx").on(table.userId)],
);

/** The short-lived proof that a password was right, waiting for the second factor; only its SHA-256 is kept. */
export const loginChallenges = pgTable(
  "login_challenges",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("login_challenges_token_hash_unique").on(table.tokenHash)],
);
