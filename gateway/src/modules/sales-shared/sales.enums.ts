/** The upstream codes shared by orders, refunds and transactions (docs/sales-contract.md section 2) as GraphQL enums. */
import { CHARGEBACK_STATUSES, DEAL_STATUSES, PAYMENT_TYPES, PAY_STATUSES, REFUND_PAY_TYPES, SORT_ORDERS } from "#rules";
import { codedEnum } from "../shared/coded-enum";

export const PaymentTypeEnum = codedEnum(
  "PaymentType",
  "How (part of) an order was paid (upstream `paymentType`).",
  PAYMENT_TYPES,
  {
    CREDIT_CARD: "Credit card",
    PAYPAL: "PayPal",
    CASH: "Cash",
    RELOAD_CARD: "Reload card (the customer's wallet)",
    POINTS: "Points",
    CREDIT: "Credit",
    COUPON_CODE: "Coupon code",
    GROUPON_CODE: "Groupon code",
    NEW_PAYPAL: "New PayPal",
    APPLE_PAY: "Apple Pay",
    CHANNEL_PAY: "Channel pay",
  },
);
export const PaymentType = PaymentTypeEnum.enum;
export type PaymentType = keyof typeof PaymentType;

export const PayStatusEnum = codedEnum(
  "PayStatus",
  "Where a payment stands at its gateway (upstream `payStatus`).",
  PAY_STATUSES,
  {
    PROCESSING: "Processing",
    SUCCESS: "Success (settled)",
    FAILED: "Failed",
    AUTHORIZED: "Authorized",
    UNAUTHORIZED: "Unauthorized",
    PAYMENT_CANCELLATION: "Payment cancellation",
    BLACKLIST_PASSED: "Blacklist passed (settled)",
    BLACKLIST_FAILED: "Blacklist failed",
    SCORE_PASS: "Score pass (settled)",
    SCORE_REJECT: "Score reject",
  },
);
export const PayStatus = PayStatusEnum.enum;
export type PayStatus = keyof typeof PayStatus;

export const DealStatusEnum = codedEnum(
  "DealStatus",
  "Whether a payment's money was kept or given back.",
  DEAL_STATUSES,
  {
    UNSETTLED: "Unsettled",
    SETTLED: "Settled",
    PARTIALLY_REFUNDED: "Partially refunded",
    REFUNDED: "Refunded",
  },
);
export const DealStatus = DealStatusEnum.enum;
export type DealStatus = keyof typeof DealStatus;

export const ChargebackStatusEnum = codedEnum(
  "ChargebackStatus",
  "A payment's chargeback (upstream `chargeBackStatus`).",
  CHARGEBACK_STATUSES,
  {
    NONE: "No chargeback",
    OPEN: "Open: the amount is held back",
    WON: "Won by the vendor",
    LOST: "Lost: the amount went back to the card holder",
  },
);
export const ChargebackStatus = ChargebackStatusEnum.enum;
export type ChargebackStatus = keyof typeof ChargebackStatus;

export const RefundPayTypeEnum = codedEnum(
  "RefundPayType",
  "Where a refund's money goes (upstream `payType`).",
  REFUND_PAY_TYPES,
  {
    CARD: "Card",
    PAYPAL: "PayPal",
    CASH: "Cash (no refund logs)",
    WALLET: "Wallet (no refund logs)",
    BANK_TRANSFER: "Bank transfer: sent back by the operator, for a payment recorded as a bank transfer",
    NEW_PAYPAL: "New PayPal",
    APPLE_PAY: "Apple Pay",
  },
);
export const RefundPayType = RefundPayTypeEnum.enum;
export type RefundPayType = keyof typeof RefundPayType;

export const SortOrderEnum = codedEnum("SortOrder", "Direction of a sorted list.", SORT_ORDERS, {
  ASC: "Smallest (oldest) first",
  DESC: "Largest (newest) first",
});
export const SortOrder = SortOrderEnum.enum;
export type SortOrder = keyof typeof SortOrder;
