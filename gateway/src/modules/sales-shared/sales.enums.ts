/** The upstream codes shared by orders, refunds and transactions (docs/sales-contract.md section 2) as GraphQL enums. */
import { codedEnum } from "../shared/coded-enum";

export const PaymentTypeEnum = codedEnum("PaymentType", "How (part of) an order was paid (upstream `paymentType`).", {
  CREDIT_CARD: { code: 1, description: "Credit card" },
  PAYPAL: { code: 2, description: "PayPal" },
  CASH: { code: 3, description: "Cash" },
  RELOAD_CARD: { code: 4, description: "Reload card (the customer's wallet)" },
  POINTS: { code: 5, description: "Points" },
  CREDIT: { code: 6, description: "Credit" },
  COUPON_CODE: { code: 7, description: "Coupon code" },
  GROUPON_CODE: { code: 8, description: "Groupon code" },
  NEW_PAYPAL: { code: 9, description: "New PayPal" },
  APPLE_PAY: { code: 10, description: "Apple Pay" },
  CHANNEL_PAY: { code: 11, description: "Channel pay" },
});
export const PaymentType = PaymentTypeEnum.enum;
export type PaymentType = keyof typeof PaymentType;

export const PayStatusEnum = codedEnum("PayStatus", "Where a payment stands at its gateway (upstream `payStatus`).", {
  PROCESSING: { code: 0, description: "Processing" },
  SUCCESS: { code: 1, description: "Success (settled)" },
  FAILED: { code: 2, description: "Failed" },
  AUTHORIZED: { code: 3, description: "Authorized" },
  UNAUTHORIZED: { code: 4, description: "Unauthorized" },
  PAYMENT_CANCELLATION: { code: 5, description: "Payment cancellation" },
  BLACKLIST_PASSED: { code: 6, description: "Blacklist passed (settled)" },
  BLACKLIST_FAILED: { code: 7, description: "Blacklist failed" },
  SCORE_PASS: { code: 8, description: "Score pass (settled)" },
  SCORE_REJECT: { code: 9, description: "Score reject" },
});
export const PayStatus = PayStatusEnum.enum;
export type PayStatus = keyof typeof PayStatus;

export const DealStatusEnum = codedEnum("DealStatus", "Whether a payment's money was kept or given back.", {
  UNSETTLED: { code: 0, description: "Unsettled" },
  SETTLED: { code: 1, description: "Settled" },
  PARTIALLY_REFUNDED: { code: 2, description: "Partially refunded" },
  REFUNDED: { code: 3, description: "Refunded" },
});
export const DealStatus = DealStatusEnum.enum;
export type DealStatus = keyof typeof DealStatus;

export const ChargebackStatusEnum = codedEnum(
  "ChargebackStatus",
  "A payment's chargeback (upstream `chargeBackStatus`).",
  {
    NONE: { code: 0, description: "No chargeback" },
    OPEN: { code: 1, description: "Open: the amount is held back" },
    WON: { code: 2, description: "Won by the vendor" },
    LOST: { code: 3, description: "Lost: the amount went back to the card holder" },
  },
);
export const ChargebackStatus = ChargebackStatusEnum.enum;
export type ChargebackStatus = keyof typeof ChargebackStatus;

export const RefundPayTypeEnum = codedEnum("RefundPayType", "Where a refund's money goes (upstream `payType`).", {
  CARD: { code: 1, description: "Card" },
  PAYPAL: { code: 2, description: "PayPal" },
  CASH: { code: 3, description: "Cash (no refund logs)" },
  WALLET: { code: 4, description: "Wallet (no refund logs)" },
  NEW_PAYPAL: { code: 9, description: "New PayPal" },
  APPLE_PAY: { code: 10, description: "Apple Pay" },
});
export const RefundPayType = RefundPayTypeEnum.enum;
export type RefundPayType = keyof typeof RefundPayType;

export const SortOrderEnum = codedEnum("SortOrder", "Direction of a sorted list.", {
  ASC: { code: "asc", description: "Smallest (oldest) first" },
  DESC: { code: "desc", description: "Largest (newest) first" },
});
export const SortOrder = SortOrderEnum.enum;
export type SortOrder = keyof typeof SortOrder;
