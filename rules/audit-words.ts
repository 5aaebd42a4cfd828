/**
 * The audit trail in words (docs/system-contract.md section 8): the English texts of every area, action, field and
 * code value `audit.ts` lets the trail hold, and the one function that turns an entry's raw keys into them. The
 * console shows them in its language (its Chinese half is `web/src/i18n/areas/audit.ts`, typed on these keys), the
 * gateway writes the English ones into the change history export. Field labels are the ones the screen that edits
 * the field shows.
 */
import { AUDIT_CODE_TABLES, auditFieldKind, type AuditAction, type AuditAreaCode, type AuditCodeTable } from "./audit";
import type { AUDIT_FIELDS } from "./audit";

type FieldKeys = {
  [A in AuditAreaCode]: `audit.field.${A}.${keyof (typeof AUDIT_FIELDS)[A] & string}`;
}[AuditAreaCode];
type CodeKeys = {
  [T in AuditCodeTable]: `audit.code.${T}.${keyof (typeof AUDIT_CODE_TABLES)[T] & string}`;
}[AuditCodeTable];

/** Every text the trail's words need: `satisfies` makes a missing area, action, field or code value not compile. */
export const AUDIT_WORDS_EN = {
  "audit.area.user": "Users",
  "audit.area.role": "Roles",
  "audit.area.receiver": "System e-mail",
  "audit.area.payment": "Payment",
  "audit.area.bookingFee": "Booking fee",
  "audit.area.company": "Company information",
  "audit.area.tax": "Tax information",
  "audit.area.bank": "Bank information",
  "audit.area.vendorPage": "Home page",
  "audit.area.coupon": "Coupons",
  "audit.area.apiToken": "API tokens",
  "audit.area.webhook": "Webhooks",
  "audit.area.order": "Orders",

  "audit.action.add": "Created",
  "audit.action.edit": "Changed",
  "audit.action.delete": "Deleted",
  "audit.action.assignRoles": "Assign roles",
  "audit.action.resetPassword": "Reset password",
  "audit.action.resetTwoFactor": "Reset two-factor",
  "audit.action.twoFactorPolicy": "Two-factor requirement",
  "audit.action.assignResources": "Assign resources",
  "audit.action.retryJob": "Retry code generation",
  "audit.action.revoke": "Revoked",
  "audit.action.rotateSecret": "Secret rotated",
  "audit.action.redeliver": "Redelivered",
  "audit.action.addNote": "Note added",
  "audit.action.recordPayment": "Payment recorded",
  "audit.action.cancelTickets": "Tickets cancelled",
  "audit.action.moveTickets": "Tickets moved",
  "audit.action.startJob": "Started a job",
  "audit.action.cancelDeparture": "Departure cancelled",

  "audit.field.user.username": "User name",
  "audit.field.user.firstName": "First name",
  "audit.field.user.lastName": "Last name",
  "audit.field.user.email": "E-mail",
  "audit.field.user.phoneCode": "Area code",
  "audit.field.user.phone": "Phone",
  "audit.field.user.status": "Status",
  "audit.field.user.roles": "Roles",
  "audit.field.user.password": "Password",
  "audit.field.user.mustChangePassword": "Must change password at next login",
  "audit.field.user.twoFactorEnabled": "Two-factor sign-in",
  "audit.field.user.requireTwoFactorForManagers": "Require two-factor sign-in for managers",
  "audit.field.role.name": "Role name",
  "audit.field.role.description": "Description",
  "audit.field.role.allPermissions": "Every permission, including later ones",
  "audit.field.role.permissions": "Resources",
  "audit.field.receiver.email": "E-mail address",
  "audit.field.receiver.contactName": "Contact name",
  "audit.field.receiver.type": "E-mail type",
  "audit.field.payment.gatewayType": "Card gateway",
  "audit.field.payment.apiLoginId": "API login ID",
  "audit.field.payment.transactionKey": "Transaction key",
  "audit.field.payment.publicClientKey": "Public client key",
  "audit.field.payment.cardOrganizations": "Supported cards",
  "audit.field.payment.username": "User name",
  "audit.field.payment.password": "Password",
  "audit.field.payment.merchantId": "Merchant ID",
  "audit.field.payment.sourceKey": "Source key",
  "audit.field.payment.sourcePin": "Source PIN",
  "audit.field.payment.publicApiKey": "Public API key",
  "audit.field.payment.apiUsername": "API user name",
  "audit.field.payment.signature": "Signature",
  "audit.field.payment.clientId": "Client ID",
  "audit.field.payment.clientSecret": "Client secret",
  "audit.field.payment.status": "Status",
  "audit.field.payment.unpaidHoldDays": "Unpaid bookings hold their seats for (days)",
  "audit.field.bookingFee.type": "Charge",
  "audit.field.bookingFee.mode": "Amount",
  "audit.field.bookingFee.amount": "Fee",
  "audit.field.company.businessType": "Business type",
  "audit.field.company.companyName": "Company name",
  "audit.field.company.dotNumber": "DOT number",
  "audit.field.company.address": "Address",
  "audit.field.company.cityId": "City",
  "audit.field.company.regionId": "Region / country",
  "audit.field.company.timeZoneId": "Time zone",
  "audit.field.company.contactName": "Contact name",
  "audit.field.company.contactPhoneCode": "Contact phone area code",
  "audit.field.company.contactPhone": "Contact phone",
  "audit.field.company.contactEmail": "Contact e-mail",
  "audit.field.company.secondaryDomain": "Secondary domain",
  "audit.field.tax.taxTypeId": "Tax type",
  "audit.field.tax.legalName": "Legal name",
  "audit.field.tax.tin": "TIN",
  "audit.field.bank.accountHolderName": "Account holder name",
  "audit.field.bank.accountType": "Account type",
  "audit.field.bank.routingNumber": "Routing number",
  "audit.field.bank.accountNumber": "Account number",
  "audit.field.vendorPage.backgroundImageFileId": "Background image",
  "audit.field.vendorPage.logoFileId": "Logo",
  "audit.field.vendorPage.bgImageFileIds": "Carousel images",
  "audit.field.vendorPage.aboutUs": "About us",
  "audit.field.vendorPage.slogan": "Slogan",
  "audit.field.vendorPage.supportPhoneCode": "Support phone area code",
  "audit.field.vendorPage.supportPurePhone": "Support phone",
  "audit.field.vendorPage.supportEmail": "Support e-mail",
  "audit.field.coupon.codeType": "Code rule",
  "audit.field.coupon.code": "Code",
  "audit.field.coupon.discountType": "Type",
  "audit.field.coupon.amount": "Discount",
  "audit.field.coupon.discountRatio": "Discount rate",
  "audit.field.coupon.percentageUpperLimit": "Upper limit",
  "audit.field.coupon.priceBorderLine": "Lowest amount",
  "audit.field.coupon.count": "Quantity",
  "audit.field.coupon.startDate": "Start date",
  "audit.field.coupon.endDate": "End date",
  "audit.field.coupon.userLimit": "Uses per customer",
  "audit.field.coupon.subBusLine": "Channel",
  "audit.field.coupon.userType": "Customers",
  "audit.field.coupon.checkType": "Applies to",
  "audit.field.coupon.productGoodLimit": "Trips",
  "audit.field.coupon.productSkuAttrLimit": "Price options",
  "audit.field.coupon.emailSuffixLimit": "Only customers with these e-mail addresses",
  "audit.field.coupon.emailSuffix": "E-mail suffixes",
  "audit.field.coupon.fullPriceLimit": "Full-price tickets only",
  "audit.field.coupon.note": "Note",
  "audit.field.coupon.state": "Status",
  "audit.field.coupon.jobState": "Code generation",
  "audit.field.apiToken.name": "Name",
  "audit.field.apiToken.prefix": "Prefix",
  "audit.field.apiToken.roles": "Roles",
  "audit.field.apiToken.expiresAt": "Expires",
  "audit.field.webhook.url": "URL",
  "audit.field.webhook.events": "Events",
  "audit.field.webhook.description": "Description",
  "audit.field.webhook.enabled": "Enabled",
  "audit.field.order.contactFirstName": "First name",
  "audit.field.order.contactLastName": "Last name",
  "audit.field.order.contactEmail": "E-mail",
  "audit.field.order.contactPhone": "Phone",
  "audit.field.order.passengers": "Passengers",
  "audit.field.order.note": "Note",
  "audit.field.order.paymentMethod": "Payment method",
  "audit.field.order.paymentAmount": "Amount",
  "audit.field.order.paymentReference": "Reference",
  "audit.field.order.paidAt": "Payment date",
  "audit.field.order.cancelledTickets": "Tickets cancelled",
  "audit.field.order.cancellationCharge": "Cancellation charge",
  "audit.field.order.chargeOverridden": "Charge set by hand",
  "audit.field.order.refundAmount": "Refunded",
  "audit.field.order.movedTickets": "Ticket numbers",
  "audit.field.order.departure": "Departure",
  "audit.field.order.rescheduleFee": "Reschedule fee",
  "audit.field.order.trip": "Trip",
  "audit.field.order.priceDifference": "Price difference",
  "audit.field.order.jobKind": "Job",
  "audit.field.order.orderCount": "Orders",
  "audit.field.order.messageSubject": "Message subject",

  "audit.code.userStatus.ACTIVE": "Active",
  "audit.code.userStatus.FORBIDDEN": "Forbidden",
  "audit.code.receiverType.REFUND": "Refund requests",
  "audit.code.receiverType.REFUND_RESULT": "Refund results",
  "audit.code.receiverType.NOTIFICATION": "Customer notifications",
  "audit.code.cardGatewayType.API_LOGIN": "Gateway 1 (API login)",
  "audit.code.cardGatewayType.MERCHANT_ACCOUNT": "Gateway 2 (merchant account)",
  "audit.code.cardGatewayType.SOURCE_KEY": "Gateway 3 (source key)",
  "audit.code.cardOrganization.VISA": "VISA",
  "audit.code.cardOrganization.MASTERCARD": "MasterCard",
  "audit.code.cardOrganization.DISCOVER": "Discover",
  "audit.code.cardOrganization.AMERICAN_EXPRESS": "American Express",
  "audit.code.paypalStatus.ACTIVE": "Active",
  "audit.code.paypalStatus.INACTIVE": "Inactive",
  "audit.code.bookingFeeType.NONE": "No booking fee",
  "audit.code.bookingFeeType.PER_TICKET": "Per ticket",
  "audit.code.bookingFeeType.PER_ORDER": "Per order",
  "audit.code.bookingFeeMode.FIXED": "Fixed amount",
  "audit.code.bookingFeeMode.PERCENTAGE": "Percentage",
  "audit.code.businessType.INDIVIDUAL": "Individual (sole proprietor)",
  "audit.code.businessType.COMPANY": "Company (LLC or corporation)",
  "audit.code.businessType.PARTNERSHIP": "Partnership",
  "audit.code.businessType.NON_PROFIT": "Non-profit",
  "audit.code.bankAccountType.CHECKING": "Checking",
  "audit.code.bankAccountType.SAVINGS": "Savings",
  "audit.code.couponCodeType.UNIFORM": "Uniform code",
  "audit.code.couponCodeType.SEQUENCE": "Sequence codes",
  "audit.code.couponDiscountType.MONEY_OFF": "Money off",
  "audit.code.couponDiscountType.PERCENTAGE_OFF": "Percentage off",
  "audit.code.couponChannel.ALL": "All channels",
  "audit.code.couponChannel.WEB": "Web",
  "audit.code.couponChannel.APP": "App",
  "audit.code.couponUserType.ALL": "All customers",
  "audit.code.couponUserType.REGISTERED": "Registered customers only",
  "audit.code.couponCheckType.ORDER": "The whole order",
  "audit.code.couponCheckType.PRODUCT": "Selected trips",
  "audit.code.couponState.ENABLED": "Enabled",
  "audit.code.couponState.DISABLED": "Disabled",
  "audit.code.couponJobState.PENDING": "Pending",
  "audit.code.couponJobState.SUCCESSFUL": "Successful",
  "audit.code.couponJobState.ERROR": "Error",
  "audit.code.orderPaymentMethod.CASH": "Cash",
  "audit.code.orderPaymentMethod.CARD_TERMINAL": "Card terminal",
  "audit.code.orderPaymentMethod.BANK_TRANSFER": "Bank transfer",
  "audit.code.orderJobKind.RESEND_CONFIRMATIONS": "Resend confirmations",
  "audit.code.orderJobKind.MESSAGE_CUSTOMERS": "Write to customers",
  "audit.code.orderJobKind.CANCEL_ORDERS": "Cancel orders",
  "audit.code.orderJobKind.CANCEL_DEPARTURE": "Cancel a departure",
  "audit.code.webhookEvent.ORDER_CREATED": "Order created",
  "audit.code.webhookEvent.ORDER_PAID": "Order paid",
  "audit.code.webhookEvent.ORDER_CANCELLED": "Order cancelled",
  "audit.code.webhookEvent.REFUND_CREATED": "Refund requested",
  "audit.code.webhookEvent.REFUND_APPROVED": "Refund approved",
  "audit.code.webhookEvent.REFUND_REJECTED": "Refund rejected",
  "audit.code.webhookEvent.REFUND_COMPLETED": "Refund completed",
  "audit.code.webhookEvent.TRIP_PUBLISHED": "Trip published",
  "audit.code.webhookEvent.TRIP_UPDATED": "Trip changed",
  "audit.code.webhookEvent.COUPON_JOB_FINISHED": "Coupon codes generated",

  "audit.target.creditCard": "Card payments",
  "audit.target.paypal": "PayPal",
  "audit.changed": "{field}: {from} → {to}",
  "audit.secretChanged": "{field}: changed (value hidden)",
  "audit.blank": "(empty)",
  "audit.none": "(none)",
  "audit.listSeparator": ", ",
  "audit.listChanged": "{field}: {changes}",
  "audit.added": "added {items}",
  "audit.removed": "removed {items}",
  "audit.partSeparator": "; ",
  "audit.yes": "Yes",
  "audit.no": "No",
  "audit.image": "Image #{id}",
  "audit.trip": "Trip #{id}",
  "audit.ref": "#{id}",
  "audit.deleted": "{item} (deleted)",
} as const satisfies Record<
  `audit.area.${AuditAreaCode}` | `audit.action.${AuditAction}` | FieldKeys | CodeKeys,
  string
> &
  Record<string, string>;

export type AuditWordKey = keyof typeof AUDIT_WORDS_EN;

/**
 * Where the words come from: `text` in the reader's language (the console's `t`, or English); `permission` a
 * permission url by the name the Assign Resources tree gives it.
 */
export interface AuditWords {
  text(key: AuditWordKey, params?: Record<string, string | number>): string;
  permission(url: string): string;
}

/** A record a change refers to by id, named as it is now; `name` null when it no longer exists. */
export interface AuditReferenceName {
  id: string;
  name?: string | null;
}

/**
 * One recorded change as the protocol gives it; list values come whole in `fromItems`/`toItems`. `references` names
 * the records a reference field's ids point at; without it (a server that does not name them) an id reads as `#12`.
 */
export interface AuditChangeValues {
  field: string;
  from?: string | null;
  to?: string | null;
  fromItems?: readonly string[] | null;
  toItems?: readonly string[] | null;
  references?: readonly AuditReferenceName[] | null;
  secret: boolean;
}

const isWord = (key: string): key is AuditWordKey => Object.hasOwn(AUDIT_WORDS_EN, key);

/** A key the trail does not know, readable: `gatewayType` → "Gateway type", `ASSIGNRESOURCES` → "Assignresources". */
export function humanize(key: string): string {
  const words = key
    .replace(/([a-z\d])([A-Z])/g, "$1 $2")
    .replace(/[_\-./]+/g, " ")
    .trim()
    .toLowerCase();
  return words ? words[0].toUpperCase() + words.slice(1) : key;
}

export function auditAreaText(area: string, words: AuditWords): string {
  const key = `audit.area.${area}`;
  return isWord(key) ? words.text(key) : humanize(area);
}

export function auditActionText(action: string, words: AuditWords): string {
  const key = `audit.action.${action}`;
  return isWord(key) ? words.text(key) : humanize(action);
}

export function auditFieldText(area: string, field: string, words: AuditWords): string {
  const key = `audit.field.${area}.${field}`;
  return isWord(key) ? words.text(key) : humanize(field);
}

/** The record's name; the payment methods' internal names (`creditCard`, `paypal`) in words. */
export function auditTargetText(area: string, targetName: string | null | undefined, words: AuditWords): string {
  if (!targetName) return "";
  const key = `audit.target.${targetName}`;
  return area === "payment" && isWord(key) ? words.text(key) : targetName;
}

/** A code value by its name: the table's code (`1`) or its name (`PENDING`, as a job state is recorded). */
function codeText(table: AuditCodeTable, value: string, words: AuditWords): string {
  const codes: Readonly<Record<string, string | number>> = AUDIT_CODE_TABLES[table];
  const name = Object.hasOwn(codes, value) ? value : Object.keys(codes).find((n) => String(codes[n]) === value);
  const key = `audit.code.${table}.${name}`;
  return name && isWord(key) ? words.text(key) : value;
}

/** A referenced record by its name as it is now; by its id only when it no longer exists, saying so. */
function referenceText(
  id: string,
  byId: string,
  references: readonly AuditReferenceName[] | null | undefined,
  words: AuditWords,
): string {
  if (!references) return byId;
  const name = references.find((reference) => reference.id === id)?.name;
  return name ? name : words.text("audit.deleted", { item: byId });
}

function itemText(
  area: string,
  field: string,
  item: string,
  references: readonly AuditReferenceName[] | null | undefined,
  words: AuditWords,
): string {
  const kind = auditFieldKind(area, field);
  switch (kind) {
    case undefined:
    case "text":
    case "secret":
    case "names":
      return item;
    case "flag":
      if (item === "true" || item === "1") return words.text("audit.yes");
      if (item === "false" || item === "0") return words.text("audit.no");
      return item;
    case "permissions":
      return words.permission(item);
    case "image":
    case "images":
      return referenceText(item, words.text("audit.image", { id: item }), references, words);
    case "trips":
      return referenceText(item, words.text("audit.trip", { id: item }), references, words);
    case "city":
    case "region":
    case "timeZone":
    case "taxType":
      return referenceText(item, words.text("audit.ref", { id: item }), references, words);
    default:
      return codeText(kind, item, words);
  }
}

/** One side of a change in words: a list item by item, an empty value as "(empty)", an empty list as "(none)". */
function sideText(
  area: string,
  change: AuditChangeValues,
  value: string | null | undefined,
  items: readonly string[] | null | undefined,
  words: AuditWords,
): string {
  const text = (item: string) => itemText(area, change.field, item, change.references, words);
  if (items) {
    return items.length === 0 ? words.text("audit.none") : items.map(text).join(words.text("audit.listSeparator"));
  }
  return value == null || value === "" ? words.text("audit.blank") : text(value);
}

/** A change's values in words; a secret has none. */
export function auditChangeSides(
  area: string,
  change: AuditChangeValues,
  words: AuditWords,
): { field: string; from: string; to: string } | { field: string; secret: true } {
  const field = auditFieldText(area, change.field, words);
  if (change.secret) return { field, secret: true };
  return {
    field,
    from: sideText(area, change, change.from, change.fromItems, words),
    to: sideText(area, change, change.to, change.toItems, words),
  };
}

/** The kinds whose lists are sets of things: a change from one to another reads as what was added and removed. */
const SET_KINDS: ReadonlySet<string> = new Set(["names", "permissions", "images", "trips", "webhookEvent"]);

/** The items of `items` not matched one for one in `others` (a name twice in a list counts twice). */
function missingFrom(items: readonly string[], others: readonly string[]): string[] {
  const left = new Map<string, number>();
  for (const item of others) left.set(item, (left.get(item) ?? 0) + 1);
  return items.filter((item) => {
    const count = left.get(item) ?? 0;
    left.set(item, count - 1);
    return count <= 0;
  });
}

/**
 * A set-like list changed from some items to others, as what was added and what removed ("Resources: added Order
 * List; removed Coupon List") rather than both whole lists; undefined when the whole lists say it better (one is
 * empty, or only the order changed).
 */
function listDeltaText(area: string, change: AuditChangeValues, words: AuditWords): string | undefined {
  const { fromItems, toItems } = change;
  if (change.secret || !fromItems?.length || !toItems?.length) return undefined;
  if (!SET_KINDS.has(auditFieldKind(area, change.field) ?? "")) return undefined;
  const added = missingFrom(toItems, fromItems);
  const removed = missingFrom(fromItems, toItems);
  if (added.length === 0 && removed.length === 0) return undefined;
  const list = (items: string[]) =>
    items
      .map((item) => itemText(area, change.field, item, change.references, words))
      .join(words.text("audit.listSeparator"));
  const parts = [
    ...(added.length > 0 ? [words.text("audit.added", { items: list(added) })] : []),
    ...(removed.length > 0 ? [words.text("audit.removed", { items: list(removed) })] : []),
  ];
  const field = auditFieldText(area, change.field, words);
  return words.text("audit.listChanged", { field, changes: parts.join(words.text("audit.partSeparator")) });
}

/**
 * A change as one line: "Card gateway: Gateway 1 (API login) → Gateway 3 (source key)", a set-like list by what was
 * added and removed, a secret only "changed".
 */
export function auditChangeText(area: string, change: AuditChangeValues, words: AuditWords): string {
  const delta = listDeltaText(area, change, words);
  if (delta) return delta;
  const sides = auditChangeSides(area, change, words);
  return "secret" in sides
    ? words.text("audit.secretChanged", { field: sides.field })
    : words.text("audit.changed", { field: sides.field, from: sides.from, to: sides.to });
}

const PLACEHOLDER = /\{(\w+)\}/g;

/** The words in English, for what the gateway writes (the change history export). */
export const englishAuditWords = (permissionName: (url: string) => string | undefined): AuditWords => ({
  text: (key, params) =>
    AUDIT_WORDS_EN[key].replace(PLACEHOLDER, (whole, name: string) =>
      params && Object.hasOwn(params, name) ? String(params[name]) : whole,
    ),
  permission: (url) => permissionName(url) ?? url,
});
