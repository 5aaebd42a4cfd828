/**
 * The audit trail's vocabulary (docs/system-contract.md section 8): the areas, the actions and, per area, the fields
 * an entry may name with the kind of value each holds. The vendor API records nothing outside it (`recordAudit`
 * refuses an unknown action or field), so this is the list of everything the trail can contain, and the words of
 * `audit-words.ts` cover all of it.
 */
import { isBlank } from "./checks";
import { isoDate } from "./date";
import type { CodeTable } from "./codes";
import { fail, type FieldFailures } from "./failure";
import { USER_STATUSES } from "./access";
import { BOOKING_FEE_MODES, BOOKING_FEE_TYPES } from "./booking-fee";
import { BANK_ACCOUNT_TYPES, BUSINESS_TYPES } from "./company";
import {
  COUPON_CHANNELS,
  COUPON_CHECK_TYPES,
  COUPON_CODE_TYPES,
  COUPON_DISCOUNT_TYPES,
  COUPON_JOB_STATES,
  COUPON_STATES,
  COUPON_USER_TYPES,
} from "./coupon";
import { CARD_GATEWAY_TYPES, CARD_ORGANIZATIONS, PAYPAL_STATUSES } from "./payment";
import { RECEIVER_TYPES } from "./receiver";
import { ORDER_JOB_KINDS } from "./order-job";
import { ORDER_PAYMENT_METHODS } from "./order-payment";
import { WEBHOOK_EVENT_CODES } from "./webhook";

/** The settings an audit entry records a change of, by its `area`. */
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
  API_TOKEN: "apiToken",
  WEBHOOK: "webhook",
  ORDER: "order",
} as const;
export type AuditAreaCode = (typeof AUDIT_AREAS)[keyof typeof AUDIT_AREAS];

/** What an entry says was done. */
export const AUDIT_ACTIONS = [
  "add",
  "edit",
  "delete",
  "assignRoles",
  "resetPassword",
  "resetTwoFactor",
  "twoFactorPolicy",
  "assignResources",
  "retryJob",
  "revoke",
  "rotateSecret",
  "redeliver",
  "addNote",
  "recordPayment",
  "cancelTickets",
  "moveTickets",
  "startJob",
  "cancelDeparture",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The code tables whose values the trail records, by the name the words use. */
export const AUDIT_CODE_TABLES = {
  userStatus: USER_STATUSES,
  receiverType: RECEIVER_TYPES,
  cardGatewayType: CARD_GATEWAY_TYPES,
  cardOrganization: CARD_ORGANIZATIONS,
  paypalStatus: PAYPAL_STATUSES,
  bookingFeeType: BOOKING_FEE_TYPES,
  bookingFeeMode: BOOKING_FEE_MODES,
  businessType: BUSINESS_TYPES,
  bankAccountType: BANK_ACCOUNT_TYPES,
  couponCodeType: COUPON_CODE_TYPES,
  couponDiscountType: COUPON_DISCOUNT_TYPES,
  couponChannel: COUPON_CHANNELS,
  couponUserType: COUPON_USER_TYPES,
  couponCheckType: COUPON_CHECK_TYPES,
  couponState: COUPON_STATES,
  couponJobState: COUPON_JOB_STATES,
  orderPaymentMethod: ORDER_PAYMENT_METHODS,
  orderJobKind: ORDER_JOB_KINDS,
  webhookEvent: WEBHOOK_EVENT_CODES,
} as const satisfies Record<string, CodeTable>;
export type AuditCodeTable = keyof typeof AUDIT_CODE_TABLES;

/**
 * The records whose ids the trail holds: `/audit/list` gives each such change the records' names as they are now
 * (docs/system-contract.md section 8). Cities and the dictionary's regions, time zones and tax types are shared by
 * every tenant; files (images) and trips are the tenant's own.
 */
export const AUDIT_REFERENCE_KINDS = ["city", "region", "timeZone", "taxType", "file", "trip"] as const;
export type AuditReferenceKind = (typeof AUDIT_REFERENCE_KINDS)[number];

/**
 * How a field's value reads: `text` as it is; `secret` only "changed"; `flag` yes/no (a boolean or 0/1); `names` a
 * list of names as they are (roles, named when the change was made); `permissions` a list of permission urls, read as
 * the catalogue's names; `image`, `images` uploaded file ids; `trips` trip ids; `city`, `region`, `timeZone`,
 * `taxType` the id of such a reference record; or a code table's values by their names.
 */
export type AuditValueKind =
  | "text"
  | "secret"
  | "flag"
  | "names"
  | "permissions"
  | "image"
  | "images"
  | "trips"
  | "city"
  | "region"
  | "timeZone"
  | "taxType"
  | AuditCodeTable;

export const AUDIT_FIELDS = {
  user: {
    username: "text",
    firstName: "text",
    lastName: "text",
    email: "text",
    phoneCode: "text",
    phone: "text",
    status: "userStatus",
    roles: "names",
    password: "secret",
    mustChangePassword: "flag",
    twoFactorEnabled: "flag",
    requireTwoFactorForManagers: "flag",
  },
  role: { name: "text", description: "text", allPermissions: "flag", permissions: "permissions" },
  receiver: { email: "text", contactName: "text", type: "receiverType" },
  payment: {
    gatewayType: "cardGatewayType",
    apiLoginId: "text",
    transactionKey: "secret",
    publicClientKey: "text",
    cardOrganizations: "cardOrganization",
    username: "text",
    password: "secret",
    merchantId: "text",
    sourceKey: "text",
    sourcePin: "secret",
    publicApiKey: "text",
    apiUsername: "text",
    signature: "secret",
    clientId: "text",
    clientSecret: "secret",
    status: "paypalStatus",
    // The days an unpaid booking holds its seats (docs/sales-contract.md, "Unpaid bookings"), set on the same screen.
    unpaidHoldDays: "text",
  },
  bookingFee: { type: "bookingFeeType", mode: "bookingFeeMode", amount: "text" },
  company: {
    businessType: "businessType",
    companyName: "text",
    dotNumber: "text",
    address: "text",
    cityId: "city",
    regionId: "region",
    timeZoneId: "timeZone",
    contactName: "text",
    contactPhoneCode: "text",
    contactPhone: "text",
    contactEmail: "text",
    secondaryDomain: "text",
  },
  tax: { taxTypeId: "taxType", legalName: "text", tin: "secret" },
  bank: { accountHolderName: "text", accountType: "bankAccountType", routingNumber: "secret", accountNumber: "secret" },
  vendorPage: {
    backgroundImageFileId: "image",
    logoFileId: "image",
    bgImageFileIds: "images",
    aboutUs: "text",
    slogan: "text",
    supportPhoneCode: "text",
    supportPurePhone: "text",
    supportEmail: "text",
  },
  coupon: {
    codeType: "couponCodeType",
    code: "text",
    discountType: "couponDiscountType",
    amount: "text",
    discountRatio: "text",
    percentageUpperLimit: "text",
    priceBorderLine: "text",
    count: "text",
    startDate: "text",
    endDate: "text",
    userLimit: "text",
    subBusLine: "couponChannel",
    userType: "couponUserType",
    checkType: "couponCheckType",
    productGoodLimit: "trips",
    productSkuAttrLimit: "text",
    emailSuffixLimit: "flag",
    emailSuffix: "text",
    fullPriceLimit: "flag",
    note: "text",
    state: "couponState",
    jobState: "couponJobState",
  },
  apiToken: { name: "text", prefix: "text", roles: "names", expiresAt: "text" },
  webhook: { url: "text", events: "webhookEvent", description: "text", enabled: "flag" },
  // An order's recorded payment (docs/sales-contract.md section 11): the target is the order, named by its number.
  order: {
    paymentMethod: "orderPaymentMethod",
    paymentAmount: "text",
    paymentReference: "text",
    paidAt: "text",
    // The contact as corrected after the sale (docs/sales-contract.md, "Editing an order's contact and internal
    // notes"); `passengers` lists "<ticket number> <name>" of the tickets renamed; `note` an internal note's text.
    contactFirstName: "text",
    contactLastName: "text",
    contactEmail: "text",
    contactPhone: "text",
    passengers: "names",
    note: "text",
    // Tickets cancelled (docs/sales-contract.md section 13): their numbers, the charge kept, whether it was set by
    // hand, and what goes back.
    cancelledTickets: "names",
    cancellationCharge: "text",
    chargeOverridden: "flag",
    refundAmount: "text",
    // Tickets moved to another departure (docs/sales-contract.md section 14): their numbers before and after (each
    // gets a new one), the departures left and taken, and the trip's reschedule fee; moved to another trip, the trips
    // left and taken and the prices' difference the order owes (or gets back when negative).
    movedTickets: "names",
    departure: "text",
    rescheduleFee: "text",
    trip: "text",
    priceDifference: "text",
    // A job over many orders started (docs/sales-contract.md, "Jobs over many orders"): its kind, how many orders it
    // takes and the subject of its message; a departure's cancellation also names the departure.
    jobKind: "orderJobKind",
    orderCount: "text",
    messageSubject: "text",
  },
} as const satisfies Record<AuditAreaCode, Record<string, AuditValueKind>>;

/** A field some area records. */
export type AuditField = { [A in AuditAreaCode]: keyof (typeof AUDIT_FIELDS)[A] }[AuditAreaCode] & string;

export const isAuditAction = (action: string): action is AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(action);

/** The kind of `field`'s values in `area`; undefined for a field the trail does not know. */
export function auditFieldKind(area: string, field: string): AuditValueKind | undefined {
  const fields: Readonly<Record<string, AuditValueKind>> | undefined = Object.hasOwn(AUDIT_FIELDS, area)
    ? AUDIT_FIELDS[area as AuditAreaCode]
    : undefined;
  return fields && Object.hasOwn(fields, field) ? fields[field] : undefined;
}

/** The kind of record `field`'s values refer to by id in `area`; undefined for a field that holds no reference. */
export function auditReferenceKind(area: string, field: string): AuditReferenceKind | undefined {
  const kind = auditFieldKind(area, field);
  switch (kind) {
    case "image":
    case "images":
      return "file";
    case "trips":
      return "trip";
    case "city":
    case "region":
    case "timeZone":
    case "taxType":
      return kind;
    default:
      return undefined;
  }
}

/**
 * The change history's date filter: `dateFrom..dateTo` (YYYY-MM-DD, both inclusive, each optional) are whole days of
 * the tenant's time zone (docs/money-contract.md section 1); the end is not before the start.
 */
export function auditFilterFailures({ dateFrom, dateTo }: { dateFrom?: unknown; dateTo?: unknown }): FieldFailures {
  const failures: FieldFailures = {};
  for (const [field, value] of [
    ["dateFrom", dateFrom],
    ["dateTo", dateTo],
  ] as const) {
    if (isBlank(value)) continue;
    const failure = typeof value === "string" ? isoDate(value) : fail("date");
    if (failure) failures[field] = failure;
  }
  if (
    !failures.dateFrom &&
    !failures.dateTo &&
    !isBlank(dateFrom) &&
    !isBlank(dateTo) &&
    (dateTo as string) < (dateFrom as string)
  )
    failures.dateTo = fail("dateOrder");
  return failures;
}
