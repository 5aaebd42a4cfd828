import {
  bigint,
  boolean,
  date,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { TRANSACTION_PAYMENT_TYPES } from "../modules/sales-shared/codes";
import type {
  AUDIT_AREAS,
  BOOKING_FEE_MODES,
  Code,
  NOTIFICATION_CHANNELS,
  OrderHistoryParams,
  RECEIVER_TYPES,
  USER_STATUSES,
} from "#rules";

const createdAt = () => timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();
/** Optimistic concurrency counter: every update must name the version it read (see protocol/versioning.ts). */
const version = () => integer("version").notNull().default(1);

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

export const dictionaryItems = pgTable(
  "dictionary_items",
  {
    id: integer("id").primaryKey(),
    dictId: integer("dict_id").notNull(),
    code: text("code").notNull(),
    name: text("name").notNull(),
    sortOrder: integer("sort_order").notNull(),
  },
  (table) => [uniqueIndex("dictionary_items_dict_code_unique").on(table.dictId, table.code)],
);

export const cities = pgTable(
  "cities",
  {
    id: integer("id").primaryKey(),
    name: text("name").notNull(),
    regionId: integer("region_id")
      .notNull()
      .references(() => dictionaryItems.id),
    state: text("state"),
  },
  (table) => [index("cities_name_idx").on(table.name)],
);

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

// ---------------------------------------------------------------------------------------------------------------
// Catalogue: files, tags, trips, reservations, notifications (docs/catalogue-contract.md)

/** Uploaded images of a tenant; the bytes live in the row (base64), checked by their magic bytes at upload. */
export const files = pgTable(
  "files",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    name: text("name").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    contentBase64: text("content_base64").notNull(),
    uploadedBy: integer("uploaded_by"),
    createdAt: createdAt(),
  },
  (table) => [index("files_tenant_idx").on(table.tenantId)],
);

export const tags = pgTable(
  "tags",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    name: text("name").notNull(),
    thumbnailFileId: integer("thumbnail_file_id")
      .notNull()
      .references(() => files.id),
    version: version(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("tags_tenant_name_unique").on(table.tenantId, table.name)],
);

export interface TripContent {
  includes: string[];
  overview: string[];
  destination: string[];
  freeServices: string[];
  route: Array<{ address: string; latitude: number; longitude: number; name: string }>;
  duration: Array<{ value: number; unit: "days" | "hours" }>;
  pickUp: TripLocation[];
  dropOff: TripLocation[];
  itinerary: Array<{ day: number; title: string; description: string }>;
  terms: string[];
}

export interface TripLocation {
  address: string;
  position: string;
  description: string;
  city: string;
  cityId: number | null;
}

export const trips = pgTable(
  "trips",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    code: text("code").notNull(),
    name: text("name").notNull(),
    /** 0 event, 1 tour, 2 custom. */
    template: integer("template").notNull(),
    /** 0 one way, 1 round trip (docs/catalogue-contract.md section 3). */
    tripType: integer("trip_type").notNull().default(0),
    /** -1 draft, 0 published, 1 inactive, 2 stop sale, 3 deactive, 4 sponsoring. */
    state: integer("state").notNull().default(-1),
    /** 0 flat per person, 1 by passenger type, 2 customize, 3 free ticket. */
    pricingType: integer("pricing_type").notNull(),
    /** 0 total quantity, 1 unlimited, 2 by date/shift. */
    inventoryType: integer("inventory_type").notNull(),
    totalQuantity: integer("total_quantity"),
    ageLimit: integer("age_limit"),
    specialRequest: boolean("special_request").notNull().default(false),
    /** 0 free, 1 per ticket, 2 per order. */
    rescheduleFeeType: integer("reschedule_fee_type").notNull().default(0),
    rescheduleFee: numeric("reschedule_fee", { precision: 9, scale: 2 }),
    /** 0 none, 1 fixed amount, 2 percentage. */
    cancellationType: integer("cancellation_type").notNull().default(0),
    cancellationAmount: numeric("cancellation_amount", { precision: 9, scale: 2 }),
    cancellationPercentage: integer("cancellation_percentage"),
    saleStart: timestamp("sale_start", { withTimezone: true, mode: "date" }),
    saleEnd: timestamp("sale_end", { withTimezone: true, mode: "date" }),
    notForIndividualSale: boolean("not_for_individual_sale").notNull().default(false),
    content: jsonb("content").$type<TripContent>().notNull(),
    imageFileId: integer("image_file_id").references(() => files.id),
    trip1Id: integer("trip1_id"),
    trip2Id: integer("trip2_id"),
    requireSameDay: boolean("require_same_day"),
    views: integer("views").notNull().default(0),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("trips_tenant_code_unique").on(table.tenantId, table.code),
    index("trips_tenant_state_idx").on(table.tenantId, table.state),
  ],
);

/** Price lines: key standard | adult | child | infant | elder | custom (custom lines carry their name). */
export const tripPrices = pgTable(
  "trip_prices",
  {
    tripId: integer("trip_id")
      .notNull()
      .references(() => trips.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    key: text("key").notNull(),
    name: text("name").notNull(),
    amount: numeric("amount", { precision: 9, scale: 2 }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.tripId, table.position] })],
);

export const tripShifts = pgTable(
  "trip_shifts",
  {
    tripId: integer("trip_id")
      .notNull()
      .references(() => trips.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    name: text("name").notNull(),
    selected: boolean("selected").notNull(),
  },
  (table) => [primaryKey({ columns: [table.tripId, table.position] })],
);

/** Capacity per date and shift (inventory type 2). */
export const tripInventories = pgTable(
  "trip_inventories",
  {
    tripId: integer("trip_id")
      .notNull()
      .references(() => trips.id, { onDelete: "cascade" }),
    date: text("date").notNull(),
    shift: text("shift").notNull(),
    quantity: integer("quantity").notNull(),
  },
  (table) => [primaryKey({ columns: [table.tripId, table.date, table.shift] })],
);

export const tripTags = pgTable(
  "trip_tags",
  {
    tripId: integer("trip_id")
      .notNull()
      .references(() => trips.id, { onDelete: "cascade" }),
    tagId: integer("tag_id")
      .notNull()
      .references(() => tags.id, { onDelete: "cascade" }),
  },
  (table) => [primaryKey({ columns: [table.tripId, table.tagId] }), index("trip_tags_tag_idx").on(table.tagId)],
);

/**
 * Tickets per trip, all of them and those that hold a sold seat (not released, not held: the trip list's bookings).
 * Kept by triggers on reservations (migration 0023), so the trip list and a trip's reservation list read one row per
 * trip instead of counting every ticket it ever sold (docs/scale-contract.md section 9).
 */
export const tripTicketCounts = pgTable("trip_ticket_counts", {
  tripId: integer("trip_id")
    .primaryKey()
    .references(() => trips.id, { onDelete: "cascade" }),
  tickets: integer("tickets").notNull(),
  sold: integer("sold").notNull(),
});

/**
 * Seats per departure (trip, date, shift; `shift` '' for a trip without shifts) of the tickets that hold one: sold
 * (paid), locked (held by an order being paid) and checked in. Kept by triggers on reservations (migration 0025), so
 * a month of the departures calendar reads a row per departure instead of counting every seat (docs/scale-contract.md
 * section 9).
 */
export const departureSeatCounts = pgTable(
  "departure_seat_counts",
  {
    tripId: integer("trip_id")
      .notNull()
      .references(() => trips.id, { onDelete: "cascade" }),
    date: text("date").notNull(),
    shift: text("shift").notNull(),
    sold: integer("sold").notNull(),
    locked: integer("locked").notNull(),
    checkedIn: integer("checked_in").notNull(),
  },
  (table) => [primaryKey({ columns: [table.tripId, table.date, table.shift] })],
);

/**
 * One row per ticket (passenger). status: the ticket states (docs/sales-contract.md section 2): 0 normal,
 * 1 checked in, 4 reschedule, 5 change, 6 chargeback, 7 refund/void, 8 refunding, 9 refunded, 10 fraudulent
 * chargeback, 11 merchant chargeback. `held` marks a ticket of an order still being paid: it locks a seat without
 * selling it.
 */
export const reservations = pgTable(
  "reservations",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    tripId: integer("trip_id")
      .notNull()
      .references(() => trips.id, { onDelete: "cascade" }),
    ticketNumber: text("ticket_number").notNull(),
    orderNumber: text("order_number").notNull(),
    date: text("date").notNull(),
    shift: text("shift"),
    option: text("option"),
    passengerName: text("passenger_name").notNull(),
    passengerType: integer("passenger_type").notNull(),
    contactEmail: text("contact_email"),
    contactPhone: text("contact_phone"),
    status: integer("status").notNull(),
    held: boolean("held").notNull().default(false),
    checkedBy: text("checked_by"),
    checkTime: timestamp("check_time", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("reservations_tenant_ticket_unique").on(table.tenantId, table.ticketNumber),
    index("reservations_trip_date_idx").on(table.tripId, table.date, table.shift),
    // Tickets belong to their order through its number (docs/sales-contract.md).
    index("reservations_tenant_order_idx").on(table.tenantId, table.orderNumber),
    // A scanned code whose signature is not ours is looked up by number alone, to tell another vendor's ticket from
    // a made-up one (docs/sales-contract.md, "Check-in").
    index("reservations_ticket_number_idx").on(table.ticketNumber),
    // The departures calendar counts a tenant's seats of a date range, every trip at once: an index-only range scan
    // instead of reading the whole table (docs/catalogue-contract.md section 7).
    index("reservations_tenant_date_idx").on(
      table.tenantId,
      table.date,
      table.tripId,
      table.shift,
      table.status,
      table.held,
    ),
  ],
);

export type NotificationChannel = Code<typeof NOTIFICATION_CHANNELS>;
export type NotificationAudience = "passengers" | "recipient";

/** Messages to passengers, recorded before any delivery; a sender picks up `queued` rows. */
export const notificationOutbox = pgTable(
  "notification_outbox",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    /** The trip and date of a message to passengers; null for a message to one recipient (an e-mail verification). */
    tripId: integer("trip_id").references(() => trips.id, { onDelete: "cascade" }),
    date: text("date"),
    shift: text("shift"),
    /** passengers: every recipient in Bcc; recipient: one addressee in To (docs/company-contract.md section 4). */
    audience: text("audience").$type<NotificationAudience>().notNull().default("passengers"),
    channel: text("channel").$type<NotificationChannel>().notNull(),
    subject: text("subject").notNull(),
    content: text("content").notNull(),
    recipients: jsonb("recipients").$type<string[]>().notNull(),
    recipientCount: integer("recipient_count").notNull(),
    /** Texts the message shows as QR code images (a booking's ticket codes), drawn when it is sent; null: none. */
    qrCodes: jsonb("qr_codes").$type<string[]>(),
    /** recorded (SMS, never sent), queued → sending → sent | failed (e-mail, docs/catalogue-contract.md). */
    status: text("status").notNull(),
    attempts: integer("attempts").notNull().default(0),
    claimedAt: timestamp("claimed_at", { withTimezone: true, mode: "date" }),
    sentAt: timestamp("sent_at", { withTimezone: true, mode: "date" }),
    error: text("error"),
    createdBy: integer("created_by"),
    createdAt: createdAt(),
  },
  (table) => [
    index("notification_outbox_tenant_idx").on(table.tenantId),
    index("notification_outbox_status_idx").on(table.status, table.id),
  ],
);

// ---------------------------------------------------------------------------------------------------------------
// Sales: orders, payments (transactions), refund orders, order history (docs/sales-contract.md)

/** Money columns: exact decimals, 2 places; drizzle hands them over as strings, never floats. */
const money = (name: string) => numeric(name, { precision: 12, scale: 2 });

/**
 * state: 0 unpaid, 1 completed, 2 cancelled, 3 unshipped, 9 paying. Its tickets are the reservations carrying its
 * order number. pay_amount is what was actually paid (settled payments); refunded_amount what completed refunds gave back.
 */
export const orders = pgTable(
  "orders",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    orderNumber: text("order_number").notNull(),
    /** Trip type of the booking: 0 one way, 1 round trip. */
    type: integer("type").notNull().default(0),
    channelId: integer("channel_id")
      .notNull()
      .references(() => channels.id),
    /** User name of the operator who booked it, or "customer" for a booking on the channel itself. */
    creator: text("creator").notNull(),
    buyerId: integer("buyer_id"),
    contactFirstName: text("contact_first_name").notNull(),
    contactLastName: text("contact_last_name").notNull(),
    contactEmail: text("contact_email"),
    contactCountryCode: text("contact_country_code"),
    contactPhone: text("contact_phone"),
    addition: text("addition"),
    youthAgreement: boolean("youth_agreement").notNull().default(false),
    state: integer("state").notNull(),
    totalAmount: money("total_amount").notNull(),
    payAmount: money("pay_amount").notNull().default("0"),
    refundedAmount: money("refunded_amount").notNull().default("0"),
    rescheduleFee: money("reschedule_fee").notNull().default("0"),
    differencePrice: money("difference_price").notNull().default("0"),
    /** The tenant's booking fee charged on top of the tickets when the order was made; part of total_amount. */
    bookingFee: money("booking_fee").notNull().default("0"),
    couponCode: text("coupon_code"),
    /**
     * The client-made id of the console booking that created it (docs/sales-contract.md, "Bookings taken in the
     * console"): a retried submit finds the first order by it; null for every other order.
     */
    requestId: text("request_id"),
    createdAt: createdAt(),
    paidAt: timestamp("paid_at", { withTimezone: true, mode: "date" }),
    completedAt: timestamp("completed_at", { withTimezone: true, mode: "date" }),
    version: version(),
  },
  (table) => [
    uniqueIndex("orders_tenant_number_unique").on(table.tenantId, table.orderNumber),
    uniqueIndex("orders_tenant_request_unique").on(table.tenantId, table.requestId),
    index("orders_tenant_created_idx").on(table.tenantId, table.createdAt, table.id),
    index("orders_tenant_completed_idx").on(table.tenantId, table.completedAt, table.id),
    index("orders_tenant_total_idx").on(table.tenantId, table.totalAmount, table.id),
    // Substring searches (`ilike '%…%'`) of the order list and the refund list: trigram indexes, so a search reads
    // the rows that can match instead of every order (docs/scale-contract.md section 3).
    index("orders_number_trgm_idx").using("gin", sql`${table.orderNumber} gin_trgm_ops`),
    index("orders_contact_name_trgm_idx").using(
      "gin",
      sql`(${table.contactFirstName} || ' ' || ${table.contactLastName}) gin_trgm_ops`,
    ),
    index("orders_contact_email_trgm_idx").using("gin", sql`${table.contactEmail} gin_trgm_ops`),
    // A whole order number found by this index, not the trigram one, whose lists of common trigrams grow with the
    // orders: equal to the text ignoring case, or longer (`orderNumberSearch`, docs/scale-contract.md section 9).
    index("orders_tenant_number_length_idx").on(
      table.tenantId,
      sql`length(lower(${table.orderNumber}))`,
      sql`lower(${table.orderNumber})`,
    ),
    // Statements and reports read only sold orders (states 1 and 3) by creation time and only these columns: an
    // index-only scan of the range (docs/money-contract.md section 4, budget).
    index("orders_tenant_sold_idx")
      .on(table.tenantId, table.createdAt, table.id, table.payAmount, table.channelId)
      .where(sql`${table.state} in (1, 3)`),
    // The hold worker finds unpaid orders by age (docs/sales-contract.md, "Unpaid bookings").
    index("orders_unpaid_created_idx")
      .on(table.createdAt, table.id)
      .where(sql`${table.state} in (0, 9)`),
    // A coupon's redemptions are found by its codes (docs/money-contract.md section 2).
    index("orders_tenant_coupon_idx")
      .on(table.tenantId, sql`upper(${table.couponCode})`)
      .where(sql`${table.couponCode} is not null`),
  ],
);

/** What was booked: one line per trip, date, shift and price option. */
export const orderLines = pgTable(
  "order_lines",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    tripId: integer("trip_id")
      .notNull()
      .references(() => trips.id),
    date: text("date").notNull(),
    shift: text("shift"),
    option: text("option").notNull(),
    quantity: integer("quantity").notNull(),
    unitPrice: money("unit_price").notNull(),
    amount: money("amount").notNull(),
  },
  (table) => [index("order_lines_order_idx").on(table.orderId), index("order_lines_trip_idx").on(table.tripId)],
);

/**
 * One payment of an order per method (payment_type: docs/sales-contract.md section 2). Gateway payments (card, PayPal,
 * Apple Pay) are the transactions and carry the gateway's fields; the card number is kept only masked (BIN + last 4)
 * with its last 4 digits. refund_pending_amount reserves money of refunds under way, so that refunded + pending never
 * exceeds the amount: the check constraint is the last line of defence behind the conditional updates of the refund
 * actions.
 */
export const payments = pgTable(
  "payments",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    paymentType: integer("payment_type").notNull(),
    amount: money("amount").notNull(),
    refundedAmount: money("refunded_amount").notNull().default("0"),
    refundPendingAmount: money("refund_pending_amount").notNull().default("0"),
    /** PayPal account, wallet or reload card number, channel name, coupon code: whatever names the payer's source. */
    account: text("account"),
    transactionId: text("transaction_id"),
    authCode: text("auth_code"),
    avsCode: text("avs_code"),
    cardBank: text("card_bank"),
    cardType: text("card_type"),
    cardNumberMasked: text("card_number_masked"),
    cardLast4: text("card_last4"),
    cardMonth: text("card_month"),
    cardYear: text("card_year"),
    payStatus: integer("pay_status").notNull(),
    dealStatus: integer("deal_status").notNull().default(0),
    errorCode: text("error_code"),
    errorMsg: text("error_msg"),
    riskScore: doublePrecision("risk_score"),
    maxmindScore: doublePrecision("maxmind_score"),
    chargeBackAmount: money("charge_back_amount").notNull().default("0"),
    chargeBackStatus: integer("charge_back_status").notNull().default(0),
    ip: text("ip"),
    userAgent: text("user_agent"),
    payTime: timestamp("pay_time", { withTimezone: true, mode: "date" }),
    /** When the chargeback was opened (any status); null without one (docs/money-contract.md section 1). */
    chargeBackTime: timestamp("charge_back_time", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
  },
  (table) => [
    index("payments_order_idx").on(table.orderId),
    index("payments_tenant_pay_time_idx").on(table.tenantId, table.payTime),
    // In the statement entry list's order (time, id) with the status its two kinds filter on, so a page reads its
    // chargebacks from the index up to the page's depth, not the month's (docs/money-contract.md section 3).
    index("payments_tenant_charge_back_idx")
      .on(table.tenantId, table.chargeBackTime, table.id, table.chargeBackStatus)
      .where(sql`${table.chargeBackTime} is not null`),
    // The transaction list, newest first: only transactions are in the index, so a deep page skips as many index
    // entries as rows before it, without reading a payment (docs/scale-contract.md section 9).
    index("payments_tenant_transactions_created_idx")
      .on(table.tenantId, table.createdAt, table.id)
      .where(sql`${table.paymentType} in (${sql.raw(TRANSACTION_PAYMENT_TYPES.join(", "))})`),
    // The card search: its payments, and their orders and types from the index alone (the order list's count, and
    // the transaction list's, which keeps only transaction types; docs/scale-contract.md section 9).
    index("payments_tenant_last4_order_type_idx").on(table.tenantId, table.cardLast4, table.orderId, table.paymentType),
    index("payments_tenant_transaction_idx").on(table.tenantId, table.transactionId),
    index("payments_transaction_trgm_idx").using("gin", sql`${table.transactionId} gin_trgm_ops`),
    check(
      "payments_refunds_within_amount",
      sql`${table.refundedAmount} >= 0 and ${table.refundPendingAmount} >= 0 and ${table.refundedAmount} + ${table.refundPendingAmount} <= ${table.amount}`,
    ),
  ],
);

/** Refund orders: state 0 pending, 1 approved, 2 rejected, 3 completed (transitions: docs/sales-contract.md). */
export const refundOrders = pgTable(
  "refund_orders",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    paymentId: integer("payment_id")
      .notNull()
      .references(() => payments.id),
    state: integer("state").notNull().default(0),
    amount: money("amount").notNull(),
    fee: money("fee").notNull().default("0"),
    feeDetails: jsonb("fee_details").$type<RefundFeeDetail[]>().notNull().default([]),
    checkFee: money("check_fee"),
    /**
     * Refund payment type (docs/sales-contract.md): 1 card, 2 PayPal, 3 cash, 4 wallet, 6 bank transfer, 9 new PayPal,
     * 10 Apple Pay.
     */
    payType: integer("pay_type").notNull(),
    payAccount: text("pay_account"),
    transactionId: text("transaction_id"),
    reason: text("reason"),
    remarks: text("remarks"),
    applyPersonId: integer("apply_person_id"),
    applyPersonName: text("apply_person_name").notNull(),
    checkBy: text("check_by"),
    checkTime: timestamp("check_time", { withTimezone: true, mode: "date" }),
    completeBy: text("complete_by"),
    completeTime: timestamp("complete_time", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
    version: version(),
  },
  (table) => [
    index("refund_orders_tenant_created_idx").on(table.tenantId, table.createdAt, table.id),
    index("refund_orders_order_idx").on(table.orderId),
    index("refund_orders_tenant_completed_idx")
      .on(table.tenantId, table.completeTime)
      .where(sql`${table.state} = 3`),
    check("refund_orders_amount_positive", sql`${table.amount} > 0`),
  ],
);

export interface RefundFeeDetail {
  ticketId: number;
  ticketNumber: string;
  price: string;
  fee: string;
}

/** The tickets of a refund order, with the state each had before it became refunding (restored on reject). */
export const refundOrderTickets = pgTable(
  "refund_order_tickets",
  {
    refundOrderId: integer("refund_order_id")
      .notNull()
      .references(() => refundOrders.id, { onDelete: "cascade" }),
    ticketId: integer("ticket_id")
      .notNull()
      .references(() => reservations.id, { onDelete: "cascade" }),
    previousStatus: integer("previous_status").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.refundOrderId, table.ticketId] }),
    index("refund_order_tickets_ticket_idx").on(table.ticketId),
  ],
);

/**
 * What happened to a refund order, action by action (answered empty for cash and wallet refunds:
 * docs/sales-contract.md section 4).
 */
export const refundLogs = pgTable(
  "refund_logs",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    refundOrderId: integer("refund_order_id")
      .notNull()
      .references(() => refundOrders.id, { onDelete: "cascade" }),
    action: text("action").notNull(),
    fromState: integer("from_state"),
    toState: integer("to_state").notNull(),
    operatorId: integer("operator_id"),
    operatorName: text("operator_name").notNull(),
    note: text("note"),
    createdAt: createdAt(),
  },
  (table) => [index("refund_logs_refund_idx").on(table.refundOrderId)],
);

/**
 * The key each tenant signs its tickets' QR codes with (docs/sales-contract.md, "Check-in"): made on first need,
 * encrypted at rest with the secrets keyring like every stored secret, never answered.
 */
export const ticketCodeKeys = pgTable("ticket_code_keys", {
  tenantId: integer("tenant_id")
    .primaryKey()
    .references(() => tenants.id),
  key: text("key").notNull(),
  createdAt: createdAt(),
});

/** When the order's confirmation was last resent, so a resend flood is refused (docs/sales-contract.md). */
export const orderResends = pgTable("order_resends", {
  orderId: integer("order_id")
    .primaryKey()
    .references(() => orders.id, { onDelete: "cascade" }),
  tenantId: integer("tenant_id")
    .notNull()
    .references(() => tenants.id),
  sentAt: timestamp("sent_at", { withTimezone: true, mode: "date" }).notNull(),
});

/** Who did what to an order, and when. */
export const orderHistory = pgTable(
  "order_history",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    action: text("action").notNull(),
    /** The English sentence of entries written before `params` (migration 0016); null since. */
    detail: text("detail"),
    /** The action's parameters (rules/order-history.ts); null on entries written before them. */
    params: jsonb("params").$type<OrderHistoryParams>(),
    operatorId: integer("operator_id"),
    operatorName: text("operator_name").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("order_history_order_idx").on(table.orderId, table.createdAt)],
);

/**
 * A job over many orders (docs/sales-contract.md, "Jobs over many orders"): a bulk action of the order list or the
 * cancellation of a departure. Its orders are fixed when it is made (order_job_items); the worker handles them in
 * batches, so a restart resumes with the items still pending.
 */
export const orderJobs = pgTable(
  "order_jobs",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    /** What it does to each order (rules: ORDER_JOB_KINDS). */
    kind: text("kind").notNull(),
    /** Pending, running, done (rules: ORDER_JOB_STATES). */
    state: integer("state").notNull().default(0),
    /** What the operator gave: a message's subject and text, a departure's trip, date and shift. */
    params: jsonb("params").$type<Record<string, unknown>>().notNull().default({}),
    total: integer("total").notNull(),
    succeeded: integer("succeeded").notNull().default(0),
    failed: integer("failed").notNull().default(0),
    creatorId: integer("creator_id"),
    creator: text("creator").notNull(),
    createdAt: createdAt(),
    finishedAt: timestamp("finished_at", { withTimezone: true, mode: "date" }),
  },
  (table) => [
    index("order_jobs_tenant_idx").on(table.tenantId, table.id),
    index("order_jobs_open_idx")
      .on(table.id)
      .where(sql`${table.state} <> 2`),
  ],
);

/** One order of a job and what became of it. */
export const orderJobItems = pgTable(
  "order_job_items",
  {
    jobId: integer("job_id")
      .notNull()
      .references(() => orderJobs.id, { onDelete: "cascade" }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    /** Pending, done, failed, skipped (rules: ORDER_JOB_ITEM_STATES). */
    state: integer("state").notNull().default(0),
    /** Why it failed or was skipped: a message key of rules/messages.ts and its params. */
    reason: jsonb("reason").$type<{ key: string; params?: Record<string, unknown> }>(),
    finishedAt: timestamp("finished_at", { withTimezone: true, mode: "date" }),
  },
  (table) => [
    primaryKey({ columns: [table.jobId, table.orderId] }),
    index("order_job_items_pending_idx")
      .on(table.jobId, table.orderId)
      .where(sql`${table.state} = 0`),
  ],
);

/**
 * A departure (trip, date, shift) that will not run (docs/catalogue-contract.md section 7): it sells no seat and takes
 * no move from the moment it is written, and its orders are cancelled by the job named.
 */
export const departureCancellations = pgTable(
  "departure_cancellations",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    tripId: integer("trip_id")
      .notNull()
      .references(() => trips.id),
    date: date("date", { mode: "string" }).notNull(),
    /** The shift's name; '' for a trip without shifts, so that the unique index holds. */
    shift: text("shift").notNull().default(""),
    jobId: integer("job_id").references(() => orderJobs.id),
    reason: text("reason"),
    creator: text("creator").notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("departure_cancellations_unique").on(table.tripId, table.date, table.shift)],
);

// ---------------------------------------------------------------------------------------------------------------
// Company: company, tax and bank info, the vendor home page (docs/company-contract.md). One row per tenant each.

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

// ---------------------------------------------------------------------------------------------------------------
// System settings (docs/system-contract.md)

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

// ---------------------------------------------------------------------------------------------------------------
// Coupons (docs/money-contract.md section 2)

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

// ---------------------------------------------------------------------------------------------------------------
// Statements (docs/money-contract.md section 3)

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

// ---------------------------------------------------------------------------------------------------------------
// Report rollups (docs/money-contract.md section 4): the sold orders per local day of the tenant's time zone,
// maintained by triggers on orders, order_lines, payments and the tenant's time zone (migration 0010), so that a
// year's income report reads a few hundred rows instead of joining every order to its lines and payments.

/** Per local day and channel: sold orders (states 1 and 3), their pay amounts and tickets (line quantities). */
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

/** Per local day (of the order) and payment type: the sold orders' settled money payments (no coupon or groupon). */
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
 * processing fee are Σ count × fee(amount) at whatever rates apply: the rollup does not depend on them (migration
 * 0028).
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
 * and opened in any status but none (the chargeback fee's count), by completion and chargeback time (migration 0028).
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

// ---------------------------------------------------------------------------------------------------------------
// Domain events and webhooks (docs/system-contract.md section 12)

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
