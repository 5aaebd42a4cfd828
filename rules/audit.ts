/** The settings an audit entry records a change of (docs/system-contract.md section 8), by its `area`. */
export const AUDIT_AREAS = {
  USER: "user",
  ROLE: "role",
  RECEIVER: "receiver",
  PAYMENT: "payment",
  BOOKING_FEE: "bookingFee",
  COMPANY: "company",
  TAX: "tax",
  BANK: "bank",
  VENDOR_PAGE: "vendorPage",
  COUPON: "coupon",
} as const;
