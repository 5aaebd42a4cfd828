/** The payment settings' upstream codes as GraphQL enums (codes in each value's description). */
import { BOOKING_FEE_MODES, BOOKING_FEE_TYPES, CARD_GATEWAY_TYPES, CARD_ORGANIZATIONS, PAYPAL_STATUSES } from "#rules";
import { codedEnum } from "../shared/coded-enum";

export const CardGatewayTypeEnum = codedEnum(
  "CardGatewayType",
  "Which card gateway takes the tenant's payments.",
  CARD_GATEWAY_TYPES,
  {
    API_LOGIN: "API login id, transaction key, public client key and card organizations",
    MERCHANT_ACCOUNT: "User name, password and merchant id",
    SOURCE_KEY: "Source key, source PIN and public API key",
  },
);
export const CardGatewayType = CardGatewayTypeEnum.enum;
export type CardGatewayType = keyof typeof CardGatewayType;

export const CardOrganizationEnum = codedEnum(
  "CardOrganization",
  "A card scheme the card gateway accepts.",
  CARD_ORGANIZATIONS,
  {
    VISA: "Visa",
    MASTERCARD: "Mastercard",
    DISCOVER: "Discover",
    AMERICAN_EXPRESS: "American Express",
  },
);
export const CardOrganization = CardOrganizationEnum.enum;
export type CardOrganization = keyof typeof CardOrganization;

export const PaypalStatusEnum = codedEnum("PaypalStatus", "Whether PayPal is offered to buyers.", PAYPAL_STATUSES, {
  ACTIVE: "Active",
  INACTIVE: "Inactive",
});
export const PaypalStatus = PaypalStatusEnum.enum;
export type PaypalStatus = keyof typeof PaypalStatus;

export const BookingFeeTypeEnum = codedEnum(
  "BookingFeeType",
  "Whether and how buyers pay a booking fee.",
  BOOKING_FEE_TYPES,
  {
    NONE: "No booking fee",
    PER_TICKET: "Charged on every ticket",
    PER_ORDER: "Charged once per order",
  },
);
export const BookingFeeType = BookingFeeTypeEnum.enum;
export type BookingFeeType = keyof typeof BookingFeeType;

export const BookingFeeModeEnum = codedEnum(
  "BookingFeeMode",
  "How the booking fee's amount is read.",
  BOOKING_FEE_MODES,
  {
    FIXED: "A price",
    PERCENTAGE: "0.01–100 percent of the ticket price (per ticket) or of the order's tickets (per order), floored",
  },
);
export const BookingFeeMode = BookingFeeModeEnum.enum;
export type BookingFeeMode = keyof typeof BookingFeeMode;
