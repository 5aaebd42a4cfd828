/**
 * The English labels of the codes the console shows and the gateway's exports write, once for both (the way the audit
 * trail keeps its words in audit-words.ts): a file says what the screen says ("New PayPal", "Wallet"), not the
 * schema's descriptions. Each family is named by the console's dictionary prefix, so the console spreads it into its
 * English messages (`codeLabelMessages`; its Chinese halves are typed on the same keys) and the export reads
 * `CODE_LABELS[family][name]`. A family is typed on its code table: a code without a label does not compile.
 */
import type { CodeName, CodeTable } from "./codes";
import type {
  COUPON_CHANNELS,
  COUPON_CHECK_TYPES,
  COUPON_CODE_TYPES,
  COUPON_DISCOUNT_TYPES,
  COUPON_STATUSES,
  COUPON_USER_TYPES,
} from "./coupon";
import type {
  CHARGEBACK_STATUSES,
  ORDER_STATES,
  ORDER_TYPES,
  PASSENGER_FARE_TYPES,
  PAYMENT_TYPES,
  PAY_STATUSES,
  REFUND_PAY_TYPES,
  REFUND_STATES,
  TICKET_STATUSES,
} from "./sales";
import type { STATEMENT_ENTRY_KINDS, STATEMENT_STATES } from "./statement";
import type { TRIP_STATES, TRIP_TEMPLATES } from "./trip";

// The table is named as a type alone, so a module that reads the labels (the console's English texts on /login) does
// not load the code tables with them (docs/scale-contract.md section 1).
const words = <T extends CodeTable>(labels: Readonly<Record<CodeName<T>, string>>) => labels;

export const CODE_LABELS = {
  "sales.orderState": words<typeof ORDER_STATES>({
    UNPAID: "Unpaid",
    COMPLETED: "Completed",
    CANCELLED: "Cancelled",
    UNSHIPPED: "Unshipped",
    PAYING: "In payment",
  }),
  "orders.type": words<typeof ORDER_TYPES>({
    ONE_WAY: "One way",
    ROUND_TRIP: "Round trip",
  }),
  "sales.paymentType": words<typeof PAYMENT_TYPES>({
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
  }),
  "sales.payStatus": words<typeof PAY_STATUSES>({
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
  }),
  "sales.chargeback": words<typeof CHARGEBACK_STATUSES>({
    NONE: "None",
    OPEN: "Open",
    WON: "Won",
    LOST: "Lost",
  }),
  "sales.refundState": words<typeof REFUND_STATES>({
    PENDING: "Pending",
    APPROVED: "Approved",
    REJECTED: "Rejected",
    COMPLETED: "Completed",
  }),
  "sales.refundPayType": words<typeof REFUND_PAY_TYPES>({
    CARD: "Card",
    PAYPAL: "PayPal",
    CASH: "Cash",
    WALLET: "Wallet",
    BANK_TRANSFER: "Bank transfer",
    NEW_PAYPAL: "New PayPal",
    APPLE_PAY: "Apple Pay",
  }),
  "reservation.status": words<typeof TICKET_STATUSES>({
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
  }),
  "reservation.passengerType": words<typeof PASSENGER_FARE_TYPES>({
    ADULT: "Adult",
    CHILD: "Child",
    INFANT: "Infant",
    ELDER: "Elder",
  }),
  "trip.state": words<typeof TRIP_STATES>({
    DRAFT: "Draft",
    PUBLISHED: "Published",
    INACTIVE: "Inactive",
    STOP_SALE: "Stop selling",
    DEACTIVE: "Deactivated",
    SPONSORING: "Sponsoring",
  }),
  "tripForm.template": words<typeof TRIP_TEMPLATES>({
    EVENT: "Event",
    TOUR: "Tour",
    CUSTOM: "Custom",
  }),
  "coupons.codeType": words<typeof COUPON_CODE_TYPES>({
    UNIFORM: "Uniform code",
    SEQUENCE: "Sequence codes",
  }),
  "coupons.discountType": words<typeof COUPON_DISCOUNT_TYPES>({
    MONEY_OFF: "Money off",
    PERCENTAGE_OFF: "Percentage off",
  }),
  "coupons.channel": words<typeof COUPON_CHANNELS>({
    ALL: "All channels",
    WEB: "Web",
    APP: "App",
  }),
  "coupons.userType": words<typeof COUPON_USER_TYPES>({
    ALL: "All customers",
    REGISTERED: "Registered customers only",
  }),
  "coupons.checkType": words<typeof COUPON_CHECK_TYPES>({
    ORDER: "The whole order",
    PRODUCT: "Selected trips",
  }),
  "coupons.state": words<typeof COUPON_STATUSES>({
    ENABLED: "Enabled",
    DISABLED: "Disabled",
    EXPIRED: "Expired",
  }),
  "statements.state": {
    ...words<typeof STATEMENT_STATES>({
      UNPAID: "Unpaid",
      PAID: "Paid",
    }),
    // A statement of the current month, still accruing, whatever its state.
    OPEN: "Open",
  },
  "statements.line": words<typeof STATEMENT_ENTRY_KINDS>({
    ORDER: "Orders",
    REFUND: "Refunds",
    CHARGEBACK: "Chargebacks",
    CHARGEBACK_FEE: "Chargeback fees",
    PROCESSING_FEE: "Processing fees",
    COMMISSION: "Commission",
    SUBSCRIPTION_FEE: "Subscription fee",
  }),
  // Words of the lists besides their codes: a trip's kind, a yes-or-no column.
  trip: { grouped: "Grouped", single: "Single" },
  orders: { yes: "Yes", no: "No" },
} as const;

export type CodeLabelFamily = keyof typeof CODE_LABELS;

/** One family as the console's dictionary keys it: `sales.orderState` gives `sales.orderState.UNPAID` and the rest. */
export const codeLabelMessages = <F extends CodeLabelFamily>(family: F) =>
  Object.fromEntries(Object.entries(CODE_LABELS[family]).map(([name, label]) => [`${family}.${name}`, label])) as {
    [N in keyof (typeof CODE_LABELS)[F] & string as `${F}.${N}`]: string;
  };
