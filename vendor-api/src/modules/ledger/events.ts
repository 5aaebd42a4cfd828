/**
 * The sales ledger's events as SQL row sources (docs/money-contract.md section 1), each counted in the period of its
 * own time: statement entries and reports select from these, and the rollups kept from the same rules (migrations
 * 0010 and 0028) give the reports' and the statements' sums, so their figures agree.
 */
import { CHARGEBACK_STATUSES, ORDER_STATES, PAYMENT_TYPES, REFUND_STATES } from "#rules";
import { sql, type SQL } from "drizzle-orm";
import { SETTLED_PAY_STATES } from "../sales-shared/codes";
import { within, type Window } from "./period";

const list = (values: number[]) => sql.raw(values.join(", "));

const SOLD_STATES = list([ORDER_STATES.COMPLETED, ORDER_STATES.UNSHIPPED]);
const CARD_TYPES = list([PAYMENT_TYPES.CREDIT_CARD, PAYMENT_TYPES.APPLE_PAY]);
const SETTLED = list(SETTLED_PAY_STATES);

/** Sold orders (states 1 and 3) created in the window: id, pay_amount, channel_id, created_at. */
export const soldOrders = (tenantId: number, window: Window): SQL =>
  sql`select id, pay_amount, channel_id, created_at from orders
      where tenant_id = ${tenantId} and state in (${SOLD_STATES}) and ${within(sql`created_at`, window)}`;

/** Refund orders completed in the window: id, order_id, payment_id, amount, complete_time. */
export const completedRefunds = (tenantId: number, window: Window): SQL =>
  sql`select id, order_id, payment_id, amount, complete_time from refund_orders
      where tenant_id = ${tenantId} and state = ${REFUND_STATES.COMPLETED} and ${within(sql`complete_time`, window)}`;

/** Payments whose chargeback was opened in the window; `lost` keeps only the lost ones (the money moved). */
export const chargebacks = (tenantId: number, window: Window, options: { lost: boolean }): SQL =>
  sql`select id, order_id, charge_back_amount, charge_back_time from payments
      where tenant_id = ${tenantId} and charge_back_time is not null
        and ${options.lost ? sql`charge_back_status = ${CHARGEBACK_STATUSES.LOST}` : sql`charge_back_status <> ${CHARGEBACK_STATUSES.NONE}`}
        and ${within(sql`charge_back_time`, window)}`;

/** Settled card and Apple Pay payments paid in the window: id, order_id, amount, pay_time. */
export const settledCardPayments = (tenantId: number, window: Window): SQL =>
  sql`select id, order_id, amount, pay_time from payments
      where tenant_id = ${tenantId} and payment_type in (${CARD_TYPES}) and pay_status in (${SETTLED})
        and ${within(sql`pay_time`, window)}`;
