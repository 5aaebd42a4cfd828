/** The payment settings' upstream codes as GraphQL enums (codes in each value's description). */
import { codedEnum } from "../shared/coded-enum";

export const CardGatewayTypeEnum = codedEnum("CardGatewayType", "Which card gateway takes the tenant's payments.", {
  API_LOGIN: { code: 1, description: "API login id, transaction key, public client key and card organizations" },
  MERCHANT_ACCOUNT: { code: 2, description: "User name, password and merchant id" },
  SOURCE_KEY: { code: 3, description: "Source key, source PIN and public API key" },
});
export const CardGatewayType = CardGatewayTypeEnum.enum;
export type CardGatewayType = keyof typeof CardGatewayType;

export const CardOrganizationEnum = codedEnum("CardOrganization", "A card scheme the card gateway accepts.", {
  VISA: { code: "VISA", description: "Visa" },
  MASTERCARD: { code: "MasterCard", description: "Mastercard" },
  DISCOVER: { code: "Discover", description: "Discover" },
  AMERICAN_EXPRESS: { code: "AmericaExpress", description: "American Express" },
});
export const CardOrganization = CardOrganizationEnum.enum;
export type CardOrganization = keyof typeof CardOrganization;

export const PaypalStatusEnum = codedEnum("PaypalStatus", "Whether PayPal is offered to buyers.", {
  ACTIVE: { code: 1, description: "Active" },
  INACTIVE: { code: 0, description: "No Active" },
});
export const PaypalStatus = PaypalStatusEnum.enum;
export type PaypalStatus = keyof typeof PaypalStatus;

export const BookingFeeTypeEnum = codedEnum("BookingFeeType", "Whether and how buyers pay a booking fee.", {
  NONE: { code: 0, description: "No booking fee" },
  PER_TICKET: { code: 1, description: "Charged on every ticket" },
  PER_ORDER: { code: 2, description: "Charged once per order" },
});
export const BookingFeeType = BookingFeeTypeEnum.enum;
export type BookingFeeType = keyof typeof BookingFeeType;

export const BookingFeeModeEnum = codedEnum("BookingFeeMode", "How the booking fee's amount is read.", {
  FIXED: { code: "fixed", description: "A price" },
  PERCENTAGE: {
    code: "percentage",
    description: "0.01–100 percent of the ticket price (per ticket) or of the order's tickets (per order), floored",
  },
});
export const BookingFeeMode = BookingFeeModeEnum.enum;
export type BookingFeeMode = keyof typeof BookingFeeMode;
