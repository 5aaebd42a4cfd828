/**
 * The outbox feed that live readers (the gateway's graphql-ws subscriptions) read (docs/system-contract.md section 13):
 * which resources it carries and the page a session needs to hear about each, the same page that lists them. The
 * vendor API filters the feed by these, the gateway checks them again per subscriber and per event.
 */
import type { PageKey } from "./permissions";

export const LIVE_RESOURCE_PAGES = {
  order: "order_list",
  refund: "refund_order_list",
  couponJob: "sales_coupon_history",
} as const satisfies Record<string, PageKey>;
export type LiveResource = keyof typeof LIVE_RESOURCE_PAGES;
export const LIVE_RESOURCES = Object.keys(LIVE_RESOURCE_PAGES) as LiveResource[];

/**
 * Outbox events written for live readers only: never delivered to a webhook, never subscribable by one (like `PING`).
 * `COUPON_JOB_PROGRESS`: a batch of a code generation job committed; `ORDER_UPDATED`: a refund requested, rejected or
 * completed moved its order's tickets, payments or refunded amount (its state stays), the contact or passengers were
 * corrected, or an internal note was added (docs/sales-contract.md, "Editing an order's contact and internal notes").
 */
export const INTERNAL_EVENT_TYPES = ["COUPON_JOB_PROGRESS", "ORDER_UPDATED"] as const;
export type InternalEventType = (typeof INTERNAL_EVENT_TYPES)[number];

/** The most events one feed call answers. */
export const EVENT_FEED_LIMIT_MAX = 500;
