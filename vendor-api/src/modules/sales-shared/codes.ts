/** The numeric states and types of sales (docs/sales-contract.md sections 2 and 4). */
import {
  CHARGEBACK_STATUSES,
  nameOf,
  ORDER_STATES,
  PAY_STATUSES,
  PAYMENT_TYPES,
  REFUND_PAY_TYPES,
  REFUND_STATES,
  TICKET_STATUSES,
} from "#rules";

/** The order states' names as clients know them (the GraphQL `OrderState`), for refusals that name a state. */
export const orderStateName = (state: number) => nameOf(ORDER_STATES, state) ?? String(state);

/** Orders whose tickets may be refunded: paid and not cancelled. */
export const REFUNDABLE_ORDER_STATES: number[] = [ORDER_STATES.COMPLETED, ORDER_STATES.UNSHIPPED];

/** Only normal or checked-in tickets are actionable (docs/sales-contract.md section 2). */
export const ACTIONABLE_TICKET_STATES: number[] = [TICKET_STATUSES.NORMAL, TICKET_STATUSES.CHECKED_IN];

export const PAYPAL_PAYMENT_TYPES: number[] = [PAYMENT_TYPES.PAYPAL, PAYMENT_TYPES.NEW_PAYPAL];

/** Refund payment types, by the payment type they give money back to; other payments are not refundable. */
export const REFUND_PAY_TYPE_OF_PAYMENT: Record<number, number> = { 1: 1, 2: 2, 3: 3, 4: 4, 9: 9, 10: 10 };

/**
 * The account of the Credit payment a bank transfer recorded on an order writes (docs/sales-contract.md section 11):
 * what tells it from an invoice's Processing Credit payment and from other Credit payments, which stay unrefundable.
 */
export const BANK_TRANSFER_ACCOUNT = "Bank transfer";

/**
 * The refund payment type a payment's refund gets, null when it is not refundable: by its type, and a Credit payment
 * recorded as a bank transfer goes back by bank transfer (section 13).
 */
export function refundPayTypeOf(row: { paymentType: number; account: string | null }): number | null {
  if (row.paymentType === PAYMENT_TYPES.CREDIT)
    return row.account === BANK_TRANSFER_ACCOUNT ? REFUND_PAY_TYPES.BANK_TRANSFER : null;
  return REFUND_PAY_TYPE_OF_PAYMENT[row.paymentType] ?? null;
}

/**
 * Refunds the operator gives back there and then, outside any gateway: cash over the counter, a bank transfer sent
 * back. An operation's share of them is settled at once (section 13).
 */
export const SETTLED_AT_ONCE_REFUND_PAY_TYPES: number[] = [REFUND_PAY_TYPES.CASH, REFUND_PAY_TYPES.BANK_TRANSFER];
/** Refunds in cash or to the wallet do not go through a gateway: their logs are not shown. */
export const REFUND_PAY_TYPES_WITHOUT_LOGS: number[] = [3, 4];

/** Pay states in which the money was taken: the payment counts as paid and may be refunded. */
export const SETTLED_PAY_STATES: number[] = [
  PAY_STATUSES.SUCCESS,
  PAY_STATUSES.BLACKLIST_PASSED,
  PAY_STATUSES.SCORE_PASS,
];

/** A chargeback that is open or lost has already given the money back: it is no longer refundable. */
export const CHARGEBACK_HOLDING_STATES: number[] = [CHARGEBACK_STATUSES.OPEN, CHARGEBACK_STATUSES.LOST];

/** The refund states' names as clients know them (the GraphQL `RefundState`). */
export const refundStateName = (state: number) => nameOf(REFUND_STATES, state) ?? String(state);
