/** The numeric states and types of sales (docs/sales-contract.md sections 2 and 4). */
import { nameOf, ORDER_STATES, REFUND_STATES } from "#rules";

export const OrderState = { unpaid: 0, completed: 1, cancelled: 2, unshipped: 3, paying: 9 } as const;
/** The order states' names as clients know them (the GraphQL `OrderState`), for refusals that name a state. */
export const orderStateName = (state: number) => nameOf(ORDER_STATES, state) ?? String(state);

/** Orders whose tickets may be refunded: paid and not cancelled. */
export const REFUNDABLE_ORDER_STATES: number[] = [OrderState.completed, OrderState.unshipped];

export const TicketState = {
  normal: 0,
  checkedIn: 1,
  rescheduled: 4,
  change: 5,
  chargeback: 6,
  void: 7,
  refunding: 8,
  refunded: 9,
  fraudulentChargeback: 10,
  merchantChargeback: 11,
} as const;
/** Only normal or checked-in tickets are actionable (docs/sales-contract.md section 2). */
export const ACTIONABLE_TICKET_STATES: number[] = [TicketState.normal, TicketState.checkedIn];

export const PaymentType = {
  creditCard: 1,
  paypal: 2,
  cash: 3,
  reloadCard: 4,
  points: 5,
  credit: 6,
  coupon: 7,
  groupon: 8,
  newPaypal: 9,
  applePay: 10,
  channelPay: 11,
} as const;
export const PAYMENT_TYPE_LABELS: Record<number, string> = {
  1: "Credit card",
  2: "PayPal",
  3: "Cash",
  4: "Wallet",
  5: "Points",
  6: "Credit",
  7: "Coupon code",
  8: "Groupon code",
  9: "PayPal",
  10: "Apple Pay",
  11: "Channel pay",
};
/** Payments made through a payment gateway: the transactions. */
export const TRANSACTION_PAYMENT_TYPES: number[] = [
  PaymentType.creditCard,
  PaymentType.paypal,
  PaymentType.newPaypal,
  PaymentType.applePay,
];
export const PAYPAL_PAYMENT_TYPES: number[] = [PaymentType.paypal, PaymentType.newPaypal];

/** Refund payment types, by the payment type they give money back to; other payments are not refundable. */
export const REFUND_PAY_TYPE_OF_PAYMENT: Record<number, number> = { 1: 1, 2: 2, 3: 3, 4: 4, 9: 9, 10: 10 };
/** Refunds in cash or to the wallet do not go through a gateway: their logs are not shown. */
export const REFUND_PAY_TYPES_WITHOUT_LOGS: number[] = [3, 4];

export const PayStatus = {
  processing: 0,
  success: 1,
  failed: 2,
  authorized: 3,
  unauthorized: 4,
  cancelled: 5,
  blacklistPassed: 6,
  blacklistFailed: 7,
  scorePass: 8,
  scoreReject: 9,
} as const;
/** Pay states in which the money was taken: the payment counts as paid and may be refunded. */
export const SETTLED_PAY_STATES: number[] = [PayStatus.success, PayStatus.blacklistPassed, PayStatus.scorePass];

export const DealStatus = { unsettled: 0, settled: 1, partiallyRefunded: 2, refunded: 3 } as const;

export const ChargebackStatus = { none: 0, open: 1, won: 2, lost: 3 } as const;
/** A chargeback that is open or lost has already given the money back: it is no longer refundable. */
export const CHARGEBACK_HOLDING_STATES: number[] = [ChargebackStatus.open, ChargebackStatus.lost];

export const RefundState = { pending: 0, approved: 1, rejected: 2, completed: 3 } as const;
/** The refund states' names as clients know them (the GraphQL `RefundState`). */
export const refundStateName = (state: number) => nameOf(REFUND_STATES, state) ?? String(state);
