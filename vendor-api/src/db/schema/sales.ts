/**
 * Sales: orders, payments (transactions), refund orders, order history (docs/sales-contract.md)
 */
import { boolean, date, check, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { TRANSACTION_PAYMENT_TYPES } from "#rules";
import type { OrderHistoryParams } from "#rules";
import { createdAt, version, money } from "./columns";
import { channels, tenants } from "./access";
import { reservations, trips } from "./catalogue";

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
