/** The upstream codes of orders, refunds, payments and reservations (docs/sales-contract.md section 2). */

export const ORDER_STATES = { UNPAID: 0, COMPLETED: 1, CANCELLED: 2, UNSHIPPED: 3, PAYING: 9 } as const;
export const ORDER_TYPES = { ONE_WAY: 0, ROUND_TRIP: 1 } as const;
export const ORDER_SORT_FIELDS = { CREATE_TIME: "createTime", COMPLETE_TIME: "completeTime", TOTAL: "total" } as const;
export const ORDER_HISTORY_ACTIONS = {
  CREATE: "create",
  PAY: "pay",
  PAYMENT_FAILED: "payment-failed",
  COMPLETE: "complete",
  CANCEL: "cancel",
  CHECK_IN: "check-in",
  UNDO_CHECK_IN: "undo-check-in",
  RESEND: "resend",
  RESCHEDULE: "reschedule",
  CHANGE: "change",
  VOID: "void",
  CHARGEBACK: "chargeback",
  REFUND_REQUEST: "refund-request",
  REFUND_APPROVE: "refund-approve",
  REFUND_REJECT: "refund-reject",
  REFUND_COMPLETE: "refund-complete",
  CONTACT_EDIT: "contact-edit",
  NOTE: "note",
  RELEASE: "release",
  MESSAGE: "message",
} as const;
export const PAYMENT_TYPES = {
  CREDIT_CARD: 1,
  PAYPAL: 2,
  CASH: 3,
  RELOAD_CARD: 4,
  POINTS: 5,
  CREDIT: 6,
  COUPON_CODE: 7,
  GROUPON_CODE: 8,
  NEW_PAYPAL: 9,
  APPLE_PAY: 10,
  CHANNEL_PAY: 11,
} as const;
/** Payments made through a payment gateway: the transactions (docs/sales-contract.md section 4). */
/** The number a refund order is shown by: its id, zero-padded to eight digits (docs/sales-contract.md). */
export const refundNumber = (id: number) => `RF${String(id).padStart(8, "0")}`;
export const TRANSACTION_PAYMENT_TYPES: number[] = [
  PAYMENT_TYPES.CREDIT_CARD,
  PAYMENT_TYPES.PAYPAL,
  PAYMENT_TYPES.NEW_PAYPAL,
  PAYMENT_TYPES.APPLE_PAY,
];
export const PAY_STATUSES = {
  PROCESSING: 0,
  SUCCESS: 1,
  FAILED: 2,
  AUTHORIZED: 3,
  UNAUTHORIZED: 4,
  PAYMENT_CANCELLATION: 5,
  BLACKLIST_PASSED: 6,
  BLACKLIST_FAILED: 7,
  SCORE_PASS: 8,
  SCORE_REJECT: 9,
} as const;
export const DEAL_STATUSES = { UNSETTLED: 0, SETTLED: 1, PARTIALLY_REFUNDED: 2, REFUNDED: 3 } as const;
/** `chargeBackStatus`. */
export const CHARGEBACK_STATUSES = { NONE: 0, OPEN: 1, WON: 2, LOST: 3 } as const;
/** A refund's `payType`: where its money goes. */
/** How a refund's money goes back; 6: a bank transfer the operator sends back (docs/sales-contract.md section 13). */
export const REFUND_PAY_TYPES = {
  CARD: 1,
  PAYPAL: 2,
  CASH: 3,
  WALLET: 4,
  BANK_TRANSFER: 6,
  NEW_PAYPAL: 9,
  APPLE_PAY: 10,
} as const;
export const SORT_ORDERS = { ASC: "asc", DESC: "desc" } as const;
export const REFUND_STATES = { PENDING: 0, APPROVED: 1, REJECTED: 2, COMPLETED: 3 } as const;
export const REFUND_LOG_ACTIONS = {
  SUBMIT: "submit",
  APPROVE: "approve",
  REJECT: "reject",
  COMPLETE: "complete",
} as const;
/** A ticket's `status`. */
export const TICKET_STATUSES = {
  NORMAL: 0,
  CHECKED_IN: 1,
  RESCHEDULE: 4,
  CHANGE: 5,
  CHARGEBACK: 6,
  REFUND_VOID: 7,
  REFUNDING: 8,
  REFUNDED: 9,
  FRAUDULENT_CHARGEBACK: 10,
  MERCHANT_CHARGEBACK: 11,
} as const;
/** A passenger's fare type. */
export const PASSENGER_FARE_TYPES = { ADULT: 0, CHILD: 1, INFANT: 2, ELDER: 3 } as const;
export const NOTIFICATION_CHANNELS = { SMS: "sms", EMAIL: "email" } as const;
export const NOTIFICATION_STATUSES = {
  QUEUED: "queued",
  SENDING: "sending",
  SENT: "sent",
  FAILED: "failed",
  RECORDED: "recorded",
} as const;
