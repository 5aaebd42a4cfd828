import { codedEnum } from "../shared/coded-enum";

export const AuditAreaEnum = codedEnum("AuditArea", "The settings an audit entry records a change of.", {
  USER: { code: "user", description: "Users" },
  ROLE: { code: "role", description: "Roles" },
  RECEIVER: { code: "receiver", description: "System e-mail receivers" },
  PAYMENT: { code: "payment", description: "Card gateway and PayPal" },
  BOOKING_FEE: { code: "bookingFee", description: "Booking fee" },
  COMPANY: { code: "company", description: "Company info" },
  TAX: { code: "tax", description: "Tax info" },
  BANK: { code: "bank", description: "Bank info" },
  VENDOR_PAGE: { code: "vendorPage", description: "Vendor home page" },
  COUPON: { code: "coupon", description: "Coupons" },
});
export const AuditArea = AuditAreaEnum.enum;
export type AuditArea = keyof typeof AuditArea;
