/**
 * Catalogue: files, tags, trips, reservations, notifications (docs/catalogue-contract.md)
 */
import { boolean, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { Code, NOTIFICATION_CHANNELS } from "#rules";
import { createdAt, updatedAt, version } from "./columns";
import { tenants } from "./access";

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
 * Kept by the triggers trip_tickets_{inserted,changed,deleted} on reservations (migration 0023), so the trip list and
 * a trip's reservation list (db/list-query.ts `kept`) read one row per trip instead of counting every ticket it ever
 * sold (docs/scale-contract.md section 9).
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
 * (paid), locked (held by an order being paid) and checked in. Kept by the triggers
 * departure_seats_{inserted,changed,deleted} on reservations (migration 0025), so a month of the departures calendar
 * reads a row per departure instead of counting every seat (docs/scale-contract.md section 9).
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
