import { BOOKING_PAYMENT_METHODS } from "#rules";
import { codedEnum } from "../shared/coded-enum";

export const BookingPaymentMethodEnum = codedEnum(
  "BookingPaymentMethod",
  "How a booking taken in the console is paid; no card data is ever entered (docs/sales-contract.md).",
  BOOKING_PAYMENT_METHODS,
  {
    CASH: "Cash at the counter: the order is completed and paid at once (payment type CASH)",
    CARD_TERMINAL:
      "The vendor's own card terminal: completed and paid at once (payment type CREDIT_CARD, no card data)",
    INVOICE: "An invoice: the order stays UNPAID, its seats locked, with a PROCESSING payment of type CREDIT",
  },
);
export const BookingPaymentMethod = BookingPaymentMethodEnum.enum;
export type BookingPaymentMethod = keyof typeof BookingPaymentMethod;
