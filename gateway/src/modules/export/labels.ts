/**
 * The console's English labels of the upstream codes (web/src/i18n: `sales.*`, `reservation.*`, `trip.*`), so a file
 * says what the screen says ("New PayPal", "Wallet"), not the schema's descriptions. A test keeps them equal to the
 * console's dictionary.
 */
import type {
  CouponCategory,
  CouponChannel,
  CouponCodeRule,
  CouponDiscountType,
  CouponStatus,
  CouponUserScope,
} from "../coupon/coupon.enums";
import type { OrderState, OrderType } from "../order/order.enums";
import type { RefundState } from "../refund/refund.enums";
import type { PassengerType, TicketStatus } from "../reservation/reservation.enums";
import type { ChargebackStatus, PaymentType, PayStatus, RefundPayType } from "../sales-shared/sales.enums";
import type { StatementEntryKind, StatementState } from "../statement/statement.enums";
import type { TripState, TripTemplate } from "../trip/trip.enums";

export const ORDER_STATE_LABELS: Record<OrderState, string> = {
  UNPAID: "Unpaid",
  COMPLETED: "Completed",
  CANCELLED: "Cancelled",
  UNSHIPPED: "Unshipped",
  PAYING: "In payment",
};

export const ORDER_TYPE_LABELS: Record<OrderType, string> = { ONE_WAY: "One way", ROUND_TRIP: "Round trip" };

export const PAYMENT_TYPE_LABELS: Record<PaymentType, string> = {
  CREDIT_CARD: "Credit card",
  PAYPAL: "PayPal",
  CASH: "Cash",
  RELOAD_CARD: "Wallet",
  POINTS: "Points",
  CREDIT: "Credit",
  COUPON_CODE: "Coupon code",
  GROUPON_CODE: "Groupon code",
  NEW_PAYPAL: "New PayPal",
  APPLE_PAY: "Apple Pay",
  CHANNEL_PAY: "Channel pay",
};

export const PAY_STATUS_LABELS: Record<PayStatus, string> = {
  PROCESSING: "Processing",
  SUCCESS: "Success",
  FAILED: "Failed",
  AUTHORIZED: "Authorized",
  UNAUTHORIZED: "Unauthorized",
  PAYMENT_CANCELLATION: "Payment cancellation",
  BLACKLIST_PASSED: "Blacklist passed",
  BLACKLIST_FAILED: "Blacklist failed",
  SCORE_PASS: "Score pass",
  SCORE_REJECT: "Score reject",
};

export const CHARGEBACK_STATUS_LABELS: Record<ChargebackStatus, string> = {
  NONE: "None",
  OPEN: "Open",
  WON: "Won",
  LOST: "Lost",
};

export const REFUND_STATE_LABELS: Record<RefundState, string> = {
  PENDING: "Pending",
  APPROVED: "Approved",
  REJECTED: "Rejected",
  COMPLETED: "Completed",
};

export const REFUND_PAY_TYPE_LABELS: Record<RefundPayType, string> = {
  CARD: "Card",
  PAYPAL: "PayPal",
  CASH: "Cash",
  WALLET: "Wallet",
  BANK_TRANSFER: "Bank transfer",
  NEW_PAYPAL: "New PayPal",
  APPLE_PAY: "Apple Pay",
};

export const TICKET_STATUS_LABELS: Record<TicketStatus, string> = {
  NORMAL: "Normal",
  CHECKED_IN: "Checked-in",
  RESCHEDULE: "Rescheduled",
  CHANGE: "Change",
  CHARGEBACK: "Chargeback",
  REFUND_VOID: "Void (cancelled)",
  REFUNDING: "Refunding",
  REFUNDED: "Refunded",
  FRAUDULENT_CHARGEBACK: "Fraudulent chargeback",
  MERCHANT_CHARGEBACK: "Merchant chargeback",
};

export const PASSENGER_TYPE_LABELS: Record<PassengerType, string> = {
  ADULT: "Adult",
  CHILD: "Child",
  INFANT: "Infant",
  ELDER: "Elder",
};

export const TRIP_STATE_LABELS: Record<TripState, string> = {
  DRAFT: "Draft",
  PUBLISHED: "Published",
  INACTIVE: "Inactive",
  STOP_SALE: "Stop selling",
  DEACTIVE: "Deactivated",
  SPONSORING: "Sponsoring",
};

export const TRIP_TEMPLATE_LABELS: Record<TripTemplate, string> = { EVENT: "Event", TOUR: "Tour", CUSTOM: "Custom" };

/** The trip list's Type column. */
export const tripKindLabel = (grouped: boolean) => (grouped ? "Grouped" : "Single");

export const yesNo = (value: boolean) => (value ? "Yes" : "No");

export const COUPON_CODE_RULE_LABELS: Record<CouponCodeRule, string> = {
  UNIFORM: "Uniform code",
  SEQUENCE: "Sequence codes",
};

export const COUPON_DISCOUNT_TYPE_LABELS: Record<CouponDiscountType, string> = {
  MONEY_OFF: "Money off",
  PERCENTAGE_OFF: "Percentage off",
};

export const COUPON_CHANNEL_LABELS: Record<CouponChannel, string> = { ALL: "All channels", WEB: "Web", APP: "App" };

export const COUPON_USER_SCOPE_LABELS: Record<CouponUserScope, string> = {
  ALL: "All customers",
  REGISTERED: "Registered customers only",
};

export const COUPON_CATEGORY_LABELS: Record<CouponCategory, string> = {
  ORDER: "The whole order",
  PRODUCT: "Selected trips",
};

export const COUPON_STATUS_LABELS: Record<CouponStatus, string> = {
  ENABLED: "Enabled",
  DISABLED: "Disabled",
  EXPIRED: "Expired",
};

export const STATEMENT_STATE_LABELS: Record<StatementState, string> = { UNPAID: "Unpaid", PAID: "Paid" };

/** A statement's status as the list shows it: the current month is Open (still accruing), whatever its state. */
export const statementStatusLabel = (statement: { open: boolean; state: StatementState }) =>
  statement.open ? "Open" : STATEMENT_STATE_LABELS[statement.state];

/** The statement line an entry belongs to, named as the statement shows its lines. */
export const STATEMENT_ENTRY_KIND_LABELS: Record<StatementEntryKind, string> = {
  ORDER: "Orders",
  REFUND: "Refunds",
  CHARGEBACK: "Chargebacks",
  CHARGEBACK_FEE: "Chargeback fees",
  PROCESSING_FEE: "Processing fees",
  COMMISSION: "Commission",
  SUBSCRIPTION_FEE: "Subscription fee",
};
