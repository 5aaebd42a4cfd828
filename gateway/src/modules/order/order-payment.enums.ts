import { ORDER_PAYMENT_METHODS } from "#rules";
import { codedEnum } from "../shared/coded-enum";

export const OrderPaymentMethodEnum = codedEnum(
  "OrderPaymentMethod",
  "How the money of a payment recorded on an unpaid order came in (docs/sales-contract.md section 11).",
  ORDER_PAYMENT_METHODS,
  {
    CASH: "Cash at the counter: a settled payment of type CASH",
    CARD_TERMINAL: "The vendor's own card terminal: a settled payment of type CREDIT_CARD, no card data",
    BANK_TRANSFER: "A bank transfer: a settled payment of type CREDIT",
  },
);
export const OrderPaymentMethod = OrderPaymentMethodEnum.enum;
export type OrderPaymentMethod = keyof typeof OrderPaymentMethod;
