import { AUDIT_AREAS } from "#rules";
import { codedEnum } from "../shared/coded-enum";

export const AuditAreaEnum = codedEnum("AuditArea", "The settings an audit entry records a change of.", AUDIT_AREAS, {
  USER: "Users",
  ROLE: "Roles",
  RECEIVER: "System e-mail receivers",
  PAYMENT: "Card gateway and PayPal",
  BOOKING_FEE: "Booking fee",
  COMPANY: "Company info",
  TAX: "Tax info",
  BANK: "Bank info",
  VENDOR_PAGE: "Vendor home page",
  COUPON: "Coupons",
  API_TOKEN: "Integrators' API tokens",
  WEBHOOK: "Integrators' webhooks",
  ORDER: "Orders changed after the sale",
});
export const AuditArea = AuditAreaEnum.enum;
export type AuditArea = keyof typeof AuditArea;
