/**
 * Labels and colours of the sales state families (docs/sales-contract.md section 2). Each family has one colour
 * scheme: green where the money or the order went through, orange while something is pending, red for refusals and
 * disputes, grey for what is over or inert.
 */
import { isCodeName, namesOf, PAYMENT_TYPES } from "#rules";
import type { MantineColor } from "@mantine/core";
import type {
  ChargebackStatus,
  DealStatus,
  OrderState,
  PaymentType,
  PayStatus,
  RefundPayType,
  RefundState,
} from "@/gql/graphql";
import type { MessageKey, Translate } from "@/i18n/i18n";

/** Filter order of the order states. */
export const ORDER_STATES: readonly OrderState[] = ["UNPAID", "PAYING", "UNSHIPPED", "COMPLETED", "CANCELLED"];

export const ORDER_STATE_COLORS: Record<OrderState, MantineColor> = {
  UNPAID: "yellow",
  PAYING: "cyan",
  UNSHIPPED: "blue",
  COMPLETED: "green",
  CANCELLED: "gray",
};

/** The payment types in the order of their codes (docs/sales-contract.md section 2). */
export const PAYMENT_TYPE_NAMES = namesOf(PAYMENT_TYPES);

/** Methods paid with a card (Apple Pay carries one too): card number, bank and risk scores belong to them. */
export const CARD_PAYMENT_TYPES: readonly PaymentType[] = ["CREDIT_CARD", "APPLE_PAY"];

export const PAY_STATUS_COLORS: Record<PayStatus, MantineColor> = {
  PROCESSING: "cyan",
  SUCCESS: "green",
  FAILED: "red",
  AUTHORIZED: "blue",
  UNAUTHORIZED: "orange",
  PAYMENT_CANCELLATION: "gray",
  BLACKLIST_PASSED: "teal",
  BLACKLIST_FAILED: "red",
  SCORE_PASS: "teal",
  SCORE_REJECT: "red",
};

export const DEAL_STATUS_COLORS: Record<DealStatus, MantineColor> = {
  UNSETTLED: "gray",
  SETTLED: "green",
  PARTIALLY_REFUNDED: "orange",
  REFUNDED: "gray",
};

export const CHARGEBACK_COLORS: Record<ChargebackStatus, MantineColor> = {
  NONE: "gray",
  OPEN: "orange",
  WON: "green",
  LOST: "red",
};

export const REFUND_STATE_COLORS: Record<RefundState, MantineColor> = {
  PENDING: "orange",
  APPROVED: "blue",
  REJECTED: "red",
  COMPLETED: "green",
};

export const orderStateLabel = (state: OrderState): MessageKey => `sales.orderState.${state}`;
export const paymentTypeLabel = (type: PaymentType): MessageKey => `sales.paymentType.${type}`;
export const payStatusLabel = (status: PayStatus): MessageKey => `sales.payStatus.${status}`;
export const dealStatusLabel = (status: DealStatus): MessageKey => `sales.dealStatus.${status}`;
export const chargebackLabel = (status: ChargebackStatus): MessageKey => `sales.chargeback.${status}`;
export const refundStateLabel = (state: RefundState): MessageKey => `sales.refundState.${state}`;
export const refundPayTypeLabel = (type: RefundPayType): MessageKey => `sales.refundPayType.${type}`;

export function isOrderState(value: string): value is OrderState {
  return (ORDER_STATES as readonly string[]).includes(value);
}

export function isPaymentType(value: string): value is PaymentType {
  return isCodeName(PAYMENT_TYPES, value);
}

/**
 * Words the protocol sends in place of a name: who acted when no user did (`customer`, `system`), and the demo
 * channels' keys (`web`, `app`, `counter`). Shown in the console's language; any other name is a user's or a channel's own.
 */
const NAMED_WORDS: Record<string, MessageKey> = {
  customer: "sales.word.customer",
  system: "sales.word.system",
  web: "sales.word.web",
  app: "sales.word.app",
  counter: "sales.word.counter",
};

/** The message key of a protocol word among names, or undefined for a name of its own. */
export const protocolWordKey = (name: string | null | undefined): MessageKey | undefined =>
  name && Object.hasOwn(NAMED_WORDS, name) ? NAMED_WORDS[name] : undefined;

/** A name as shown: a protocol word in the console's language, any other name as it is. */
export function shownName(name: string, t: Translate): string {
  const key = protocolWordKey(name);
  return key ? t(key) : name;
}
