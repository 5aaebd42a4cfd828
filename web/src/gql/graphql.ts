/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** A new API token. */
export type ApiTokenInput = {
  /** When it stops working, in the future; null: never. */
  expiresAt?: string | null | undefined;
  /** What the token is for (a booking site, an accounting tool); at most 50. */
  name: string;
  /** At least one role of the tenant; each must hold only permissions the caller holds (BAD_USER_INPUT access.grantOwnOnly otherwise). */
  roleIds: Array<string | number>;
};

/** The settings an audit entry records a change of. */
export type AuditArea =
  /** Integrators' API tokens (upstream "apiToken") */
  | 'API_TOKEN'
  /** Bank info (upstream "bank") */
  | 'BANK'
  /** Booking fee (upstream "bookingFee") */
  | 'BOOKING_FEE'
  /** Company info (upstream "company") */
  | 'COMPANY'
  /** Coupons (upstream "coupon") */
  | 'COUPON'
  /** Orders changed after the sale (upstream "order") */
  | 'ORDER'
  /** Card gateway and PayPal (upstream "payment") */
  | 'PAYMENT'
  /** System e-mail receivers (upstream "receiver") */
  | 'RECEIVER'
  /** Roles (upstream "role") */
  | 'ROLE'
  /** Tax info (upstream "tax") */
  | 'TAX'
  /** Users (upstream "user") */
  | 'USER'
  /** Vendor home page (upstream "vendorPage") */
  | 'VENDOR_PAGE'
  /** Integrators' webhooks (upstream "webhook") */
  | 'WEBHOOK';

/** The kind of bank account payouts go to. Only checking accounts are accepted: SAVINGS is refused on `accountType` with 'Only checking accounts are accepted', so the console can say so at the field. */
export type BankAccountType =
  /** Checking account (upstream "checking") */
  | 'CHECKING'
  /** Savings account (refused) (upstream "savings") */
  | 'SAVINGS';

/** The bank account payouts go to. */
export type BankInfoInput = {
  /** Required, up to 100 characters. */
  accountHolderName: string;
  /** 4 to 17 digits; required with `routingNumber` (see there). Never answered back whole. */
  accountNumber?: string | null | undefined;
  /** The account number typed again: must equal `accountNumber` ('Account numbers do not match'). Checked by the gateway only, never sent on. */
  accountNumberConfirmation?: string | null | undefined;
  /** Only CHECKING is accepted. */
  accountType: BankAccountType;
  /** 9 digits passing the ABA checksum. Required on the first save; left out together with `accountNumber` it keeps the stored numbers, and sending one requires the other. Never answered back whole. */
  routingNumber?: string | null | undefined;
};

/** The booking fee. */
export type BookingFeeInput = {
  /** A decimal with up to 2 places. FIXED: a price (≥ 0, up to 7 integer digits, 'Invalid price'); PERCENTAGE: 0.01–100 percent. */
  amount: string;
  /** A fixed amount or a percentage. */
  mode: BookingFeeMode;
  /** No fee, or a fee per order or per ticket. */
  type: BookingFeeType;
};

/** How the booking fee's amount is read. */
export type BookingFeeMode =
  /** A price (upstream "fixed") */
  | 'FIXED'
  /** 0.01–100 percent of the ticket price (per ticket) or of the order's tickets (per order), floored (upstream "percentage") */
  | 'PERCENTAGE';

/** Whether and how buyers pay a booking fee. */
export type BookingFeeType =
  /** No booking fee (upstream 0) */
  | 'NONE'
  /** Charged once per order (upstream 2) */
  | 'PER_ORDER'
  /** Charged on every ticket (upstream 1) */
  | 'PER_TICKET';

/** A booking taken on the phone or at the counter (docs/sales-contract.md). */
export type BookingInput = {
  /** The buyer's e-mail: required for a booking (the confirmation goes there); a coupon's limits read it. */
  contactEmail?: string | null | undefined;
  /** The buyer's first name. */
  contactFirstName: string;
  /** The buyer's last name. */
  contactLastName: string;
  /** The buyer's phone number, 8 to 15 characters without its spaces, an optional leading +; written as the console shows phones (`+1 2125550100`) or in one run, stored without the spaces. */
  contactPhone: string;
  /** A coupon code, any case; refused on this field when a sale could not use it. */
  couponCode?: string | null | undefined;
  /** The travel date, YYYY-MM-DD, today or later in the tenant's calendar. */
  date: string;
  /** Tickets by price option: at least one ticket in all, at most 60. */
  passengers: Array<BookingPassengersInput>;
  /** How it is paid; decides the order's state. */
  paymentMethod: BookingPaymentMethod;
  /** Made by the client once per submission (a UUID): a retried submit with it answers the first booking's order. */
  requestId?: string | null | undefined;
  /** A shift on sale that date (`BookingDeparture.shifts`); null for a trip without shifts. */
  shift?: string | null | undefined;
  /** A single trip on sale (`bookableTrips`). */
  tripId: string | number;
};

/** Tickets of one price option of the departure. */
export type BookingPassengersInput = {
  /** How many tickets of it, 0 or more. */
  count: number;
  /** The price option, as `BookingDeparture.options` names it (Adult, Standard, …). */
  option: string;
};

/** How a booking taken in the console is paid; no card data is ever entered (docs/sales-contract.md). */
export type BookingPaymentMethod =
  /** The vendor's own card terminal: completed and paid at once (payment type CREDIT_CARD, no card data) (upstream "cardTerminal") */
  | 'CARD_TERMINAL'
  /** Cash at the counter: the order is completed and paid at once (payment type CASH) (upstream "cash") */
  | 'CASH'
  /** An invoice: the order stays UNPAID, its seats locked, with a PROCESSING payment of type CREDIT (upstream "invoice") */
  | 'INVOICE';

/** A departure and its tickets: what a quote prices. */
export type BookingQuoteInput = {
  /** The buyer's e-mail: required for a booking (the confirmation goes there); a coupon's limits read it. */
  contactEmail?: string | null | undefined;
  /** A coupon code, any case; refused on this field when a sale could not use it. */
  couponCode?: string | null | undefined;
  /** The travel date, YYYY-MM-DD, today or later in the tenant's calendar. */
  date: string;
  /** Tickets by price option: at least one ticket in all, at most 60. */
  passengers: Array<BookingPassengersInput>;
  /** A shift on sale that date (`BookingDeparture.shifts`); null for a trip without shifts. */
  shift?: string | null | undefined;
  /** A single trip on sale (`bookableTrips`). */
  tripId: string | number;
};

/** The legal form of the vendor's business. */
export type BusinessType =
  /** Company (LLC or corporation) (upstream 2) */
  | 'COMPANY'
  /** Individual (sole proprietor) (upstream 1) */
  | 'INDIVIDUAL'
  /** Non-profit (upstream 4) */
  | 'NON_PROFIT'
  /** Partnership (upstream 3) */
  | 'PARTNERSHIP';

/** A departure to cancel and the message its customers get. */
export type CancelDepartureInput = {
  /** The departure: trip, date and shift. */
  departure: DepartureInput;
  /** The count the operator confirmed (departureCancelPreview's `total`); another is BAD_USER_INPUT. */
  expectedCount: number;
  /** The message's subject, 1–100 characters. */
  subject: string;
  /** The message's text, 1–2000 characters; each order's refund is added below it. */
  text: string;
};

/** What is deducted when a booking is cancelled. */
export type CancellationType =
  /** A fixed amount (`cancellationAmount`) (upstream 1) */
  | 'FIXED'
  /** Nothing (upstream 0) */
  | 'NONE'
  /** A percentage, 1 to 100 (`cancellationPercentage`) (upstream 2) */
  | 'PERCENTAGE';

/** Which card gateway takes the tenant's payments. */
export type CardGatewayType =
  /** API login id, transaction key, public client key and card organizations (upstream 1) */
  | 'API_LOGIN'
  /** User name, password and merchant id (upstream 2) */
  | 'MERCHANT_ACCOUNT'
  /** Source key, source PIN and public API key (upstream 3) */
  | 'SOURCE_KEY';

/** A card scheme the card gateway accepts. */
export type CardOrganization =
  /** American Express (upstream "AmericaExpress") */
  | 'AMERICAN_EXPRESS'
  /** Discover (upstream "Discover") */
  | 'DISCOVER'
  /** Mastercard (upstream "MasterCard") */
  | 'MASTERCARD'
  /** Visa (upstream "VISA") */
  | 'VISA';

/** A payment's chargeback (upstream `chargeBackStatus`). */
export type ChargebackStatus =
  /** Lost: the amount went back to the card holder (upstream 3) */
  | 'LOST'
  /** No chargeback (upstream 0) */
  | 'NONE'
  /** Open: the amount is held back (upstream 1) */
  | 'OPEN'
  /** Won by the vendor (upstream 2) */
  | 'WON';

/** The company's settings. Fields the form may leave empty are nullable so that a missing one is refused on its own name ('Required') like every other rule. */
export type CompanyInfoInput = {
  /** Required, up to 200 characters. */
  address: string;
  /** Required. */
  businessType?: BusinessType | null | undefined;
  /** Required: a city of `cities`. */
  cityId?: string | number | null | undefined;
  /** Required, up to 100 characters, unique across vendors (case-insensitive). */
  companyName: string;
  /** Required e-mail address, unique across vendors; changing it makes it unverified again. */
  contactEmail: string;
  /** Required, up to 100 characters. */
  contactName: string;
  /** Required (the phone rule); area code and number unique across vendors. */
  contactPhone: string;
  /** The phone's area code: `+` and 1 to 4 digits. */
  contactPhoneCode?: string | null | undefined;
  /** US DOT number: 1 to 8 digits, unique across vendors. */
  dotNumber?: string | null | undefined;
  /** Required: a region of `regions` (25 is the United States). */
  regionId?: string | number | null | undefined;
  /** The vendor's own host name (no scheme or path). It becomes the tenant's domain (the Website button); empty clears it. */
  secondaryDomain?: string | null | undefined;
  /** Required: a time zone of `timeZones`. Changing it changes the tenant's time zone and is recorded. */
  timeZoneId?: string | number | null | undefined;
};

/** What a coupon applies to (upstream `checkType`). */
export type CouponCategory =
  /** The whole order (upstream 1) */
  | 'ORDER'
  /** The trips of `tripIds` (and their `priceOptions`) (upstream 2) */
  | 'PRODUCT';

/** Where a coupon can be used (upstream `subBusLine`). */
export type CouponChannel =
  /** Every channel (upstream 0) */
  | 'ALL'
  /** The app (upstream 2) */
  | 'APP'
  /** The web shop (upstream 1) */
  | 'WEB';

/** How a coupon's codes are made (upstream `codeType`). */
export type CouponCodeRule =
  /** `count` unique codes, generated by a background job (upstream 2) */
  | 'SEQUENCE'
  /** One code for everyone (upstream 1) */
  | 'UNIFORM';

/** What a coupon takes off (upstream `discountType`). */
export type CouponDiscountType =
  /** A fixed amount off (`amount`) (upstream 1) */
  | 'MONEY_OFF'
  /** A share off (`discountRatio`, at most `percentageUpperLimit`) (upstream 2) */
  | 'PERCENTAGE_OFF';

/** Narrows the coupon list; every filter is optional, all combine. */
export type CouponFilter = {
  /** Coupons valid on this day, YYYY-MM-DD. */
  activeOn?: string | null | undefined;
  /** Only coupons of this channel. */
  channel?: CouponChannel | null | undefined;
  /** Part of the code (any case). */
  code?: string | null | undefined;
  /** Only this code rule. */
  codeType?: CouponCodeRule | null | undefined;
  /** Only this discount type. */
  discountType?: CouponDiscountType | null | undefined;
  /** Only enabled or only disabled coupons. */
  state?: CouponState | null | undefined;
  /** Only coupons of this status: ENABLED and DISABLED leave out expired ones. */
  status?: CouponStatus | null | undefined;
  /**
   * The same as the field its deprecation names, which wins when both are given.
   * @deprecated Use `channel`.
   */
  subBusLine?: CouponChannel | null | undefined;
};

/** A coupon's writable fields (create and update), checked by the shared coupon rules before any call; a refusal names its field ('Coupon code already exists' on `code`, …). */
export type CouponInput = {
  /** MONEY_OFF: required, at least 0.01. Decimal string: up to 7 integer digits and 2 decimals ('Invalid price' otherwise). */
  amount?: string | null | undefined;
  /** Order or product coupon; absent: ORDER. */
  category?: CouponCategory | null | undefined;
  /** Where it can be used; absent: ALL. */
  channel?: CouponChannel | null | undefined;
  /**
   * The same as the field its deprecation names, which wins when both are given.
   * @deprecated Use `category`.
   */
  checkType?: CouponCategory | null | undefined;
  /** UNIFORM: required, up to 10 letters and digits; SEQUENCE: an optional prefix of up to 4. */
  code?: string | null | undefined;
  /** Fixed once a SEQUENCE coupon's codes exist. */
  codeType?: CouponCodeRule;
  /** UNIFORM: uses in all; SEQUENCE: codes to generate. 1–100 000. */
  count: number;
  /** PERCENTAGE_OFF: required, between 0 and 1 exclusive, at most 2 decimals (`0.15` = 15 % off). */
  discountRatio?: string | null | undefined;
  /** Money or percentage off. */
  discountType?: CouponDiscountType;
  /** Required with `emailSuffixLimit`: comma-separated suffixes, each `@` and a domain. */
  emailSuffix?: string | null | undefined;
  /** Limit it to customers with one of `emailSuffix`. */
  emailSuffixLimit?: boolean;
  /** YYYY-MM-DD, not before `startDate`. */
  endDate: string;
  /** Only on full-price tickets. */
  fullPriceLimit?: boolean;
  /** Lowest subtotal (0 or blank: any); above the amount for MONEY_OFF. Decimal string: up to 7 integer digits and 2 decimals ('Invalid price' otherwise). */
  minimumSubtotal?: string | null | undefined;
  /** Up to 500 characters. */
  note?: string | null | undefined;
  /** PERCENTAGE_OFF: the most one use takes off. Decimal string: up to 7 integer digits and 2 decimals ('Invalid price' otherwise). */
  percentageUpperLimit?: string | null | undefined;
  /**
   * The same as the field its deprecation names, which wins when both are given.
   * @deprecated Use `minimumSubtotal`.
   */
  priceBorderLine?: string | null | undefined;
  /** PRODUCT: price option names; none: every option. */
  priceOptions?: Array<string> | null | undefined;
  /**
   * The same as the field its deprecation names, which wins when both are given.
   * @deprecated Use `tripIds`.
   */
  productGoodLimit?: Array<string | number> | null | undefined;
  /**
   * The same as the field its deprecation names, which wins when both are given.
   * @deprecated Use `priceOptions`.
   */
  productSkuAttrLimit?: Array<string> | null | undefined;
  /** YYYY-MM-DD, the tenant's time zone. */
  startDate: string;
  /**
   * The same as the field its deprecation names, which wins when both are given.
   * @deprecated Use `channel`.
   */
  subBusLine?: CouponChannel | null | undefined;
  /** PRODUCT: at least one trip of the tenant. */
  tripIds?: Array<string | number> | null | undefined;
  /** Uses per customer, at least 1. */
  userLimit?: number;
  /** Who can use it. */
  userType?: CouponUserScope;
};

/** Narrows the code generation jobs. */
export type CouponJobFilter = {
  /** Only the job of this coupon. */
  couponId?: string | number | null | undefined;
  /** Only jobs in this state. */
  state?: CouponJobState | null | undefined;
};

/** Where a code generation job stands. */
export type CouponJobState =
  /** Stopped after repeated failures (`errorMessage`); can be retried (upstream 2) */
  | 'ERROR'
  /** Waiting for or being worked on by the worker (upstream 0) */
  | 'PENDING'
  /** Every requested code exists (upstream 1) */
  | 'SUCCESSFUL';

/** Whether a coupon can be used (upstream `state`). */
export type CouponState =
  /** Disabled (upstream 0) */
  | 'DISABLED'
  /** Enabled (upstream 1) */
  | 'ENABLED';

/** What a coupon shows and is filtered by: its `state`, or EXPIRED once its end date has passed in the tenant's time zone (derived on every read by the upstream's `status`, so it is never stale). */
export type CouponStatus =
  /** Disabled, and its end date has not passed (upstream 0) */
  | 'DISABLED'
  /** Enabled, and its end date has not passed: usable from its start date (upstream 1) */
  | 'ENABLED'
  /** Its end date has passed (enabled or not): no longer usable; a later end date makes it usable again (upstream 2) */
  | 'EXPIRED';

/** Narrows a coupon's usage report; the filters combine. */
export type CouponUsageFilter = {
  /** Part of the code (any case). */
  code?: string | null | undefined;
  /** true: uses only; false: codes never used; absent: both. */
  used?: boolean | null | undefined;
};

/** Who can use a coupon (upstream `userType`). */
export type CouponUserScope =
  /** Every customer (upstream 0) */
  | 'ALL'
  /** Registered customers only (upstream 1) */
  | 'REGISTERED';

/** A refund of tickets of a completed or unshipped order against one of its payments. Refusals are BAD_USER_INPUT with `extensions.fields` keyed by these field names. */
export type CreateRefundInput = {
  /** Required decimal string: up to 7 integer digits and 2 decimals ('Invalid price' otherwise, never rounded), at least 0.01 and not greater than the payment's `refundableAmount` ('Not greater than the total amount of the transaction'). */
  amount: string;
  /** The order to refund. */
  orderId: string | number;
  /** The payment the money goes back to (a settled card, PayPal, cash, wallet or Apple Pay payment). */
  paymentId: string | number;
  /** Optional, up to 500 characters. */
  reason?: string | null | undefined;
  /** Tickets of the order, each normal or checked in; they become REFUNDING. */
  ticketIds: Array<string | number>;
};

/** A new user: login name, first password and roles besides the details. */
export type CreateUserInput = {
  /** Optional e-mail address; blank clears it. */
  email?: string | null | undefined;
  /** Required, up to 50 characters, the name rule. */
  firstName: string;
  /** Required, up to 50 characters, the name rule. */
  lastName: string;
  /** The first password, 6–128 characters. Never answered back. */
  password: string;
  /** Optional phone, unique per tenant; blank clears it. */
  phone?: string | null | undefined;
  /** The phone's area code; required with a phone. */
  phoneCode?: string | null | undefined;
  /** At least one role (`assignableRoles`), each a subset of the caller's own. */
  roleIds: Array<string | number>;
  /** FORBIDDEN ends every session of the user at once. */
  status: UserStatus;
  /** Required, 3–50 letters, digits, `_ . -`, unique across tenants. */
  username: string;
};

/** The card gateway configuration: the chosen gateway's fields. */
export type CreditCardConfigInput = {
  /** API_LOGIN: the API login id. */
  apiLoginId?: string | null | undefined;
  /** API_LOGIN: the card brands accepted. */
  cardOrganizations?: Array<CardOrganization> | null | undefined;
  /** The card gateway; it decides which of the other fields are read. */
  gatewayType: CardGatewayType;
  /** MERCHANT_ACCOUNT: the merchant id. */
  merchantId?: string | null | undefined;
  /** Write-only; left out or empty it keeps the stored one (required when none is stored). */
  password?: string | null | undefined;
  /** SOURCE_KEY: the public API key. */
  publicApiKey?: string | null | undefined;
  /** API_LOGIN: the public client key. */
  publicClientKey?: string | null | undefined;
  /** SOURCE_KEY: the source key. */
  sourceKey?: string | null | undefined;
  /** Write-only; left out or empty it keeps the stored one (required when none is stored). */
  sourcePin?: string | null | undefined;
  /** Write-only; left out or empty it keeps the stored one (required when none is stored). */
  transactionKey?: string | null | undefined;
  /** MERCHANT_ACCOUNT: the user name. */
  username?: string | null | undefined;
};

/** A named price line; names unique (case-insensitive). */
export type CustomPriceInput = {
  /** The price option's name (e.g. Family). */
  name: string;
  /** Decimal string: up to 7 integer digits and 2 decimals, at least 0 ('Invalid price' otherwise). */
  price: string;
};

/** Seats of one date and selected shift (at least 1 and at least sold + locked). */
export type DateInventoryInput = {
  /** YYYY-MM-DD */
  date: string;
  /** Seats on sale on that date and shift. */
  quantity: number;
  /** A selected shift's name. */
  shift: string;
};

/** Whether a payment's money was kept or given back. */
export type DealStatus =
  /** Partially refunded (upstream 2) */
  | 'PARTIALLY_REFUNDED'
  /** Refunded (upstream 3) */
  | 'REFUNDED'
  /** Settled (upstream 1) */
  | 'SETTLED'
  /** Unsettled (upstream 0) */
  | 'UNSETTLED';

/** A departure: a trip on a date, at a shift. */
export type DepartureInput = {
  /** The travel date, YYYY-MM-DD. */
  date: string;
  /** The shift; null for a trip without shifts. */
  shift?: string | null | undefined;
  /** The trip. */
  tripId: string | number;
};

/** Unit of a trip duration entry. */
export type DurationUnit =
  /** Days (upstream "days") */
  | 'DAYS'
  /** Hours (upstream "hours") */
  | 'HOURS';

/** A receiver's address, contact and type (add and edit). */
export type EmailReceiverInput = {
  /** Required, up to 50 characters, the name rule. */
  contactName: string;
  /** Required address, unique per tenant and type (case-insensitive). */
  email: string;
  /** Which mail the receiver gets. */
  type: EmailReceiverType;
};

/** Which system e-mails a receiver gets. */
export type EmailReceiverType =
  /** A copy of every customer notification sent (upstream "notification") */
  | 'NOTIFICATION'
  /** A refund is requested (upstream "refund") */
  | 'REFUND'
  /** A refund is approved, rejected or completed (upstream "refundResult") */
  | 'REFUND_RESULT';

/** A grouped trip: two different single trips sold together. Their reschedule, cancellation, pricing type, inventory type, special request, age limit and custom price names must match (each mismatch is named in `extensions.fields`: reschedule, cancellation, pricingType, inventoryType, specialRequest, ageLimit, customPrices, trip1Id/trip2Id). */
export type GroupedTripInput = {
  /** Trip ID, same rules as a single trip's. */
  code: string;
  /** An uploaded image (`uploadFile`); null: none. */
  imageFileId?: string | number | null | undefined;
  /** Required, the same rules as a single trip's name. */
  name: string;
  /** Both trips must be booked for the same day. */
  requireSameDay: boolean;
  /** Its tags; null or empty: none. */
  tagIds?: Array<string | number> | null | undefined;
  /** A single trip of the tenant. */
  trip1Id: string | number;
  /** Another single trip than `trip1Id`. */
  trip2Id: string | number;
};

/** How a trip's seats are counted. */
export type InventoryType =
  /** A quantity per date and shift (`shifts`, `inventories`) (upstream 2) */
  | 'BY_DATE_SHIFT'
  /** One total quantity (`totalQuantity`) (upstream 0) */
  | 'TOTAL'
  /** Unlimited (upstream 1) */
  | 'UNLIMITED';

/** An itinerary day; title and description up to 1000 characters each. */
export type ItineraryDayInput = {
  /** 1 to 365. */
  day: number;
  /** What happens that day. */
  description?: string;
  /** The day's title. */
  title: string;
};

/** How the vendor API's e-mail leaves (docs/system-contract.md section 10). */
export type MailDelivery =
  /** Outside production without SMTP: shown in the server's terminal instead of sent (upstream `development`). */
  | 'DEVELOPMENT'
  /** In production without SMTP: mail stays queued and nobody gets it (upstream `queued`). */
  | 'NOT_CONFIGURED'
  /** Sent through the configured SMTP server (upstream `smtp`). */
  | 'SMTP';

/** What a ticket moved to another trip costs (docs/sales-contract.md section 14). */
export type MovePriceMode =
  /** The price of the option chosen on the new trip: the difference is owed by the order, or given back when lower (upstream "chosen") */
  | 'CHOSEN'
  /** The price paid for it stays: the order's total changes by the reschedule fee only (upstream "same") */
  | 'SAME';

/** How passengers are notified. */
export type NotificationChannel =
  /** E-mail (queued for the SMTP sender) (upstream "email") */
  | 'EMAIL'
  /** Text message (recorded; no SMS provider) (upstream "sms") */
  | 'SMS';

/** Where a notification stands. */
export type NotificationStatus =
  /** E-mail refused after three attempts (upstream "failed") */
  | 'FAILED'
  /** E-mail waiting for delivery (upstream "queued") */
  | 'QUEUED'
  /** SMS recorded (no provider) (upstream "recorded") */
  | 'RECORDED'
  /** E-mail being handed to the SMTP server (upstream "sending") */
  | 'SENDING'
  /** E-mail accepted by the SMTP server (upstream "sent") */
  | 'SENT';

/** A message to the passengers of a trip's date (and shift) holding normal or checked-in tickets. */
export type NotifyPassengersInput = {
  /** E-mail or text message. */
  channel: NotificationChannel;
  /** Required, ≤ 2000 characters. */
  content: string;
  /** YYYY-MM-DD ('Invalid date' otherwise). */
  date: string;
  /** Only this shift; every shift when null. */
  shift?: string | null | undefined;
  /** Required, ≤ 100 characters. */
  subject: string;
  /** The trip whose passengers to notify. */
  tripId: string | number;
};

/** Tickets to cancel. Refusals are BAD_USER_INPUT with `extensions.fields` keyed by these field names; nothing is written then. */
export type OrderCancelInput = {
  /** A charge instead of the trip's (decimal string, at most `paid` of the quote: cancel.overPaid). Needs the permission /order/cancel/override: FORBIDDEN without it. */
  chargeOverride?: string | null | undefined;
  /** Write to the order's contact e-mail: the tickets cancelled, the charge and the refund. */
  notifyCustomer?: boolean;
  /** Tickets of the order, each NORMAL: a checked-in ticket (cancel.checkedIn), a refunding, refunded or cancelled one (cancel.notCancellable) is refused. Any part of an UNPAID order may be cancelled, paid in part or not. */
  ticketIds: Array<string | number>;
};

/** An order's contact as corrected after the sale, with the booking form's rules, and the passengers to rename. */
export type OrderContactInput = {
  /** The buyer's e-mail; the order's tickets take it too. */
  contactEmail: string;
  /** The buyer's first name (at most 50 characters). */
  contactFirstName: string;
  /** The buyer's last name (at most 50 characters). */
  contactLastName: string;
  /** The buyer's phone with its country code, 8 to 15 characters without its spaces, an optional leading + (`+1 2125550100` as the console shows it); stored without the spaces. */
  contactPhone: string;
  /** Tickets to rename, each once; tickets left out keep their passengers' names. */
  passengers?: Array<OrderPassengerNameInput> | null | undefined;
};

/** Narrows the order list; every filter is optional, all combine. Text matches any case. */
export type OrderFilter = {
  /** Orders paid with a card ending in these 4 digits ('Enter the last 4 digits of the card'). */
  cardLast4?: string | null | undefined;
  /** A channel of the tenant configuration. */
  channelId?: string | number | null | undefined;
  /** Part of the customer's 'first last' name. */
  customerName?: string | null | undefined;
  /** Created at or after. */
  dateFrom?: string | null | undefined;
  /** Created before; later than `dateFrom` ('Start time must be earlier than end time' otherwise). */
  dateTo?: string | null | undefined;
  /** Part of the customer's e-mail. */
  email?: string | null | undefined;
  /** Only these orders: the rows picked on the list, at most 1000 (the export of a selection: `orderIds=1,2,3`). */
  orderIds?: Array<string | number> | null | undefined;
  /** Part of the order number. */
  orderNumber?: string | null | undefined;
  /** Orders with a payment of this method. */
  paymentType?: PaymentType | null | undefined;
  /** Digits of the phone (with or without country code). */
  phone?: string | null | undefined;
  /** Only orders in this state. */
  state?: OrderState | null | undefined;
  /** Orders booking this trip. */
  tripId?: string | number | null | undefined;
};

/** What happened to an order. */
export type OrderHistoryAction =
  /** Cancelled (upstream "cancel") */
  | 'CANCEL'
  /** Changed (upstream "change") */
  | 'CHANGE'
  /** A chargeback (upstream "chargeback") */
  | 'CHARGEBACK'
  /** A ticket was checked in (upstream "check-in") */
  | 'CHECK_IN'
  /** Completed (upstream "complete") */
  | 'COMPLETE'
  /** The contact or passengers' names were corrected (the values are in the audit trail, area ORDER) (upstream "contact-edit") */
  | 'CONTACT_EDIT'
  /** Created (upstream "create") */
  | 'CREATE'
  /** The operator's message (`subject`) was sent to the order's contact (`email`) by a job over many orders (upstream "message") */
  | 'MESSAGE'
  /** An internal note was added (`note`; also in `Order.notes`) (upstream "note") */
  | 'NOTE'
  /** Paid (upstream "pay") */
  | 'PAY'
  /** A payment failed (upstream "payment-failed") */
  | 'PAYMENT_FAILED'
  /** A refund was approved (upstream "refund-approve") */
  | 'REFUND_APPROVE'
  /** A refund was completed (upstream "refund-complete") */
  | 'REFUND_COMPLETE'
  /** A refund was rejected (upstream "refund-reject") */
  | 'REFUND_REJECT'
  /** A refund was requested (upstream "refund-request") */
  | 'REFUND_REQUEST'
  /** Unpaid when the tenant's hold period (`holdDays`) ended: its seats were released and the order cancelled by the vendor API itself (upstream "release") */
  | 'RELEASE'
  /** Rescheduled (upstream "reschedule") */
  | 'RESCHEDULE'
  /** The confirmation with the tickets' QR codes was sent again (upstream "resend") */
  | 'RESEND'
  /** A ticket's check-in was undone (within minutes of it, at the door) (upstream "undo-check-in") */
  | 'UNDO_CHECK_IN'
  /** A ticket was voided (upstream "void") */
  | 'VOID';

/** What became of one order of a job. */
export type OrderJobItemState =
  /** Handled (upstream 1) */
  | 'DONE'
  /** The operation refused it (see the reason); nothing was changed (upstream 2) */
  | 'FAILED'
  /** Not handled yet (upstream 0) */
  | 'PENDING'
  /** Left alone: the job does not apply to it (see the reason) (upstream 3) */
  | 'SKIPPED';

/** What a job does to each of its orders (docs/sales-contract.md, "Jobs over many orders"). */
export type OrderJobKind =
  /** A cancelled departure's tickets cancelled with a full refund and one message per order (cmd /departure/cancel) (upstream "CANCEL_DEPARTURE") */
  | 'CANCEL_DEPARTURE'
  /** Every valid ticket cancelled as cancelOrderTickets cancels them (cmd /order/job/cancel) (upstream "CANCEL_ORDERS") */
  | 'CANCEL_ORDERS'
  /** One e-mail with the operator's subject and text to each order's contact (cmd /order/job/message) (upstream "MESSAGE_CUSTOMERS") */
  | 'MESSAGE_CUSTOMERS'
  /** The confirmation e-mail again, as resendOrderConfirmation sends it (cmd /order/job/resend) (upstream "RESEND_CONFIRMATIONS") */
  | 'RESEND_CONFIRMATIONS';

/** Where a job stands. */
export type OrderJobState =
  /** Every order handled (upstream 2) */
  | 'DONE'
  /** Made, not yet taken by the worker (upstream 0) */
  | 'PENDING'
  /** The worker is handling its orders (upstream 1) */
  | 'RUNNING';

/** Tickets to move to another departure of their trip or of another trip. Refusals are BAD_USER_INPUT with `extensions.fields` keyed by these field names; nothing is written then. */
export type OrderMoveInput = {
  /** The departure's day, YYYY-MM-DD: today or later, with seats on sale that day (booking.dateNotOnSale); the trip on sale (move.tripNotOnSale). */
  date: string;
  /** Write to the order's contact e-mail: the tickets' new departure, numbers and codes. */
  notifyCustomer?: boolean;
  /** With `tripId`, required: one entry per ticket moved (move.optionMissing), naming its price option there. */
  options?: Array<OrderMoveTicketOptionInput> | null | undefined;
  /** With `tripId`, required: keep each ticket's price or take its chosen option's. */
  priceMode?: MovePriceMode | null | undefined;
  /** The departure's shift by name, one on sale that day (booking.shiftNotOnSale), with a seat for every ticket (move.soldOut): required for a trip sold by date and shift, ignored otherwise. */
  shift?: string | null | undefined;
  /** Tickets of the order, of one trip (move.otherTrips), each NORMAL: a checked-in ticket (move.checkedIn), a refunding, refunded or cancelled one (move.notMovable), or one already on the departure (move.sameDeparture) is refused. */
  ticketIds: Array<string | number>;
  /** Another trip of the tenant to move to (published, on sale: move.tripNotOnSale); an unknown or another tenant's trip is move.unknownTrip. Left out: the tickets' own trip, and `priceMode` and `options` are ignored. */
  tripId?: string | number | null | undefined;
};

/** A moved ticket's price option on the trip it moves to. */
export type OrderMoveTicketOptionInput = {
  /** The name of one of the new trip's price options (`BookingOption.name`); move.optionNotOfTrip else. */
  option: string;
  /** A ticket of `ticketIds`. */
  ticketId: string | number;
};

/** A passenger to rename: one of the order's tickets. */
export type OrderPassengerNameInput = {
  /** The passenger's whole name, as on the ticket (at most 101 characters). */
  passengerName: string;
  /** The ticket's id (`OrderTicket.id`). */
  ticketId: string | number;
};

/** A payment taken for an unpaid order. Refusals are BAD_USER_INPUT with `extensions.fields` keyed by these field names; nothing is written then. */
export type OrderPaymentInput = {
  /** Decimal string: up to 7 integer digits and 2 decimals ('Invalid price' otherwise, never rounded), at least 0.01 and at most the order's `balance` (payment.overBalance with `params.balance`). */
  amount: string;
  /** How the money came in. */
  method: OrderPaymentMethod;
  /** The day the money came in, YYYY-MM-DD in the tenant's calendar: not after today (payment.dateInFuture), not before the order was made (payment.dateBeforeOrder with `params.date`). */
  paidAt: string;
  /** A receipt, terminal slip or transfer reference (at most 100 characters); the payment's `transactionId`. */
  reference?: string | null | undefined;
};

/** How the money of a payment recorded on an unpaid order came in (docs/sales-contract.md section 11). */
export type OrderPaymentMethod =
  /** A bank transfer: a settled payment of type CREDIT (upstream "bankTransfer") */
  | 'BANK_TRANSFER'
  /** The vendor's own card terminal: a settled payment of type CREDIT_CARD, no card data (upstream "cardTerminal") */
  | 'CARD_TERMINAL'
  /** Cash at the counter: a settled payment of type CASH (upstream "cash") */
  | 'CASH';

/** The orders a job takes, fixed when it is made: exactly one of `orderIds` (rows picked) and `filter` (everything the order list's filter matches); both or neither is BAD_USER_INPUT on `orderIds`. */
export type OrderSelectionInput = {
  /** Everything the filter matches, at most 10 000 orders (more: BAD_USER_INPUT on `filter`). */
  filter?: OrderFilter | null | undefined;
  /** Orders picked on the list, at most 1000; an id not the tenant's refuses the request (`key` notFound). */
  orderIds?: Array<string | number> | null | undefined;
};

/** How the order list is sorted (default: newest first). */
export type OrderSort = {
  /** What to sort by. */
  field?: OrderSortField;
  /** Ascending or descending. */
  order?: SortOrder;
};

/** What the order list is sorted by (ties by id). */
export type OrderSortField =
  /** Completed time; orders not completed come last (upstream "completeTime") */
  | 'COMPLETE_TIME'
  /** Created time (upstream "createTime") */
  | 'CREATE_TIME'
  /** Total amount (upstream "total") */
  | 'TOTAL';

/** Where an order stands (upstream `state`). */
export type OrderState =
  /** Cancelled (upstream 2) */
  | 'CANCELLED'
  /** Completed (paid) (upstream 1) */
  | 'COMPLETED'
  /** In payment (upstream 9) */
  | 'PAYING'
  /** Unpaid (upstream 0) */
  | 'UNPAID'
  /** Unshipped (paid, not yet fulfilled) (upstream 3) */
  | 'UNSHIPPED';

/** One way or round trip (upstream `type`). */
export type OrderType =
  /** One way (upstream 0) */
  | 'ONE_WAY'
  /** Round trip (upstream 1) */
  | 'ROUND_TRIP';

/** Which page of a list to return. Pages count from 1; a page holds 1 to 100 items. */
export type PageInput = {
  /** Page number, from 1. */
  number?: number;
  /** Items per page, 1 to 100 (default 20). */
  size?: number;
};

/** BY_PASSENGER_TYPE prices: adult required; a blank type is not sold. Decimal string: up to 7 integer digits and 2 decimals, at least 0 ('Invalid price' otherwise). */
export type PassengerPricesInput = {
  /** The adult price (required). */
  adult?: string | null | undefined;
  /** The child price; blank: not sold. */
  child?: string | null | undefined;
  /** The elder price; blank: not sold. */
  elder?: string | null | undefined;
  /** The infant price; blank: not sold. */
  infant?: string | null | undefined;
};

/** A passenger's fare type. */
export type PassengerType =
  /** Adult (upstream 0) */
  | 'ADULT'
  /** Child (upstream 1) */
  | 'CHILD'
  /** Elder (upstream 3) */
  | 'ELDER'
  /** Infant (upstream 2) */
  | 'INFANT';

/** Where a payment stands at its gateway (upstream `payStatus`). */
export type PayStatus =
  /** Authorized (upstream 3) */
  | 'AUTHORIZED'
  /** Blacklist failed (upstream 7) */
  | 'BLACKLIST_FAILED'
  /** Blacklist passed (settled) (upstream 6) */
  | 'BLACKLIST_PASSED'
  /** Failed (upstream 2) */
  | 'FAILED'
  /** Payment cancellation (upstream 5) */
  | 'PAYMENT_CANCELLATION'
  /** Processing (upstream 0) */
  | 'PROCESSING'
  /** Score pass (settled) (upstream 8) */
  | 'SCORE_PASS'
  /** Score reject (upstream 9) */
  | 'SCORE_REJECT'
  /** Success (settled) (upstream 1) */
  | 'SUCCESS'
  /** Unauthorized (upstream 4) */
  | 'UNAUTHORIZED';

/** How (part of) an order was paid (upstream `paymentType`). */
export type PaymentType =
  /** Apple Pay (upstream 10) */
  | 'APPLE_PAY'
  /** Cash (upstream 3) */
  | 'CASH'
  /** Channel pay (upstream 11) */
  | 'CHANNEL_PAY'
  /** Coupon code (upstream 7) */
  | 'COUPON_CODE'
  /** Credit (upstream 6) */
  | 'CREDIT'
  /** Credit card (upstream 1) */
  | 'CREDIT_CARD'
  /** Groupon code (upstream 8) */
  | 'GROUPON_CODE'
  /** New PayPal (upstream 9) */
  | 'NEW_PAYPAL'
  /** PayPal (upstream 2) */
  | 'PAYPAL'
  /** Points (upstream 5) */
  | 'POINTS'
  /** Reload card (the customer's wallet) (upstream 4) */
  | 'RELOAD_CARD';

/** The PayPal configuration. */
export type PaypalConfigInput = {
  /** The PayPal API user name. */
  apiUsername: string;
  /** The PayPal REST app's client id. */
  clientId: string;
  /** Write-only; left out or empty it keeps the stored one (required when none is stored). */
  clientSecret?: string | null | undefined;
  /** Write-only; left out or empty it keeps the stored one (required when none is stored). */
  password?: string | null | undefined;
  /** Write-only; left out or empty it keeps the stored one (required when none is stored). */
  signature?: string | null | undefined;
  /** Whether PayPal is offered. */
  status: PaypalStatus;
};

/** Whether PayPal is offered to buyers. */
export type PaypalStatus =
  /** Active (upstream 1) */
  | 'ACTIVE'
  /** Inactive (upstream 0) */
  | 'INACTIVE';

/** PAGE: a screen, `url` is its route key. CMD: an action, `url` is the call it allows. */
export type PermissionType =
  /** An action; `url` is the vendor API call it allows. */
  | 'CMD'
  /** A screen of the console; `url` is its route key. */
  | 'PAGE';

/** How a trip is priced. */
export type PricingType =
  /** A price per passenger type (`passengerPrices`) (upstream 1) */
  | 'BY_PASSENGER_TYPE'
  /** 1 to 10 named prices (`customPrices`) (upstream 2) */
  | 'CUSTOMIZE'
  /** One price per person (`price`) (upstream 0) */
  | 'FLAT'
  /** Free ticket (upstream 3) */
  | 'FREE';

/** Narrows the refund order list (no state: All). */
export type RefundFilter = {
  /** Refunds of this order. */
  orderId?: string | number | null | undefined;
  /** Part of the order number. */
  orderNumber?: string | null | undefined;
  /** The list's tabs: PENDING, COMPLETED, REJECTED. */
  state?: RefundState | null | undefined;
};

/** What happened to a refund order. */
export type RefundLogAction =
  /** Approved (approveRefund) (upstream "approve") */
  | 'APPROVE'
  /** Marked as completed (completeRefund) (upstream "complete") */
  | 'COMPLETE'
  /** Rejected (rejectRefund) (upstream "reject") */
  | 'REJECT'
  /** Submitted (createRefund) (upstream "submit") */
  | 'SUBMIT';

/** Where a refund's money goes (upstream `payType`). */
export type RefundPayType =
  /** Apple Pay (upstream 10) */
  | 'APPLE_PAY'
  /** Bank transfer: sent back by the operator, for a payment recorded as a bank transfer (upstream 6) */
  | 'BANK_TRANSFER'
  /** Card (upstream 1) */
  | 'CARD'
  /** Cash (no refund logs) (upstream 3) */
  | 'CASH'
  /** New PayPal (upstream 9) */
  | 'NEW_PAYPAL'
  /** PayPal (upstream 2) */
  | 'PAYPAL'
  /** Wallet (no refund logs) (upstream 4) */
  | 'WALLET';

/** Where a refund order stands. PENDING → APPROVED (approveRefund, the console's Refund) → COMPLETED (completeRefund, Mark as Completed); PENDING → REJECTED (rejectRefund). */
export type RefundState =
  /** Approved: the money is on its way (upstream 1) */
  | 'APPROVED'
  /** Completed: the tickets are refunded (upstream 3) */
  | 'COMPLETED'
  /** Pending: the tickets are refunding, the amount is reserved (upstream 0) */
  | 'PENDING'
  /** Rejected: the tickets got their state back (upstream 2) */
  | 'REJECTED';

/** What the income report's figures are compared with. */
export type ReportComparison =
  /** Days the user chooses (upstream "custom") */
  | 'CUSTOM'
  /** The same days a year earlier (29 February as the 28th) (upstream "lastYear") */
  | 'LAST_YEAR'
  /** The same number of days just before the range (upstream "previous") */
  | 'PREVIOUS';

/** What the income report compares its range with; a chosen period is held to the longest range ('Range too long for this grouping' on `dateTo`). */
export type ReportComparisonInput = {
  /** CUSTOM: its first day, YYYY-MM-DD; ignored otherwise. */
  dateFrom?: string | null | undefined;
  /** CUSTOM: its last day, YYYY-MM-DD, not before `dateFrom`; ignored otherwise. */
  dateTo?: string | null | undefined;
  /** The comparison's kind. */
  with?: ReportComparison;
};

/** The day a trip report counts a sold order's tickets and revenue on; both trip reports agree on the same one. */
export type ReportCountBasis =
  /** The day the order was placed (upstream "order") */
  | 'ORDER_DATE'
  /** The ticket's travel date (upstream "travel") */
  | 'TRAVEL_DATE';

/** The period of an income report's series. */
export type ReportGrouping =
  /** A day (ranges up to 366 days) (upstream "day") */
  | 'DAY'
  /** A calendar month, clipped to the range (ranges up to 5 years) (upstream "month") */
  | 'MONTH'
  /** A week from Monday, clipped to the range (ranges up to 5 years) (upstream "week") */
  | 'WEEK';

/** A report's date range in the tenant's time zone, both days included: at most 366 days grouped by DAY, 5 years otherwise ('Range too long for this grouping' on `dateTo`). */
export type ReportRangeInput = {
  /** First day, YYYY-MM-DD. */
  dateFrom: string;
  /** Last day, YYYY-MM-DD, not before `dateFrom`. */
  dateTo: string;
  /** The income report's period (default DAY); the trip reports take no grouping and ignore it. */
  groupBy?: ReportGrouping | null | undefined;
};

/** What rescheduling costs. */
export type RescheduleFeeType =
  /** Free (upstream 0) */
  | 'FREE'
  /** `rescheduleFee` per order (upstream 2) */
  | 'PER_ORDER'
  /** `rescheduleFee` per ticket (upstream 1) */
  | 'PER_TICKET';

/** One catalogue entry to grant (`permissionCatalogue`). */
export type ResourceInput = {
  /** A page or an action. */
  type: PermissionType;
  /** The entry's url, as the catalogue names it. */
  url: string;
};

/** Narrows the role list. */
export type RoleFilter = {
  /** Part of the role name. */
  name?: string | null | undefined;
};

/** A role's name and description (create and update). */
export type RoleInput = {
  /** Up to 200 characters; blank clears it. */
  description?: string | null | undefined;
  /** Required, up to 50 characters, unique per tenant. */
  name: string;
};

/** A route stop; name and address up to 1000 characters each. */
export type RouteStopInput = {
  /** Its address. */
  address: string;
  /** -90 to 90 */
  latitude: number;
  /** -180 to 180 */
  longitude: number;
  /** The stop's name. */
  name: string;
};

/** A shift: unique name, not '-', '_-' or '-_'. */
export type ShiftInput = {
  /** The shift's name (e.g. 09:00). */
  name: string;
  /** Whether the shift is on sale. */
  selected: boolean;
};

/** Direction of a sorted list. */
export type SortOrder =
  /** Smallest (oldest) first (upstream "asc") */
  | 'ASC'
  /** Largest (newest) first (upstream "desc") */
  | 'DESC';

/** A job to start from the order list. Refusals are BAD_USER_INPUT; nothing is written then. */
export type StartOrderJobInput = {
  /** The count the operator confirmed (the preview's `total`): another count now is BAD_USER_INPUT on `expectedCount` (orderJob.countChanged, `params.count`). */
  expectedCount: number;
  /** RESEND_CONFIRMATIONS, MESSAGE_CUSTOMERS or CANCEL_ORDERS; each needs its own permission. */
  kind: OrderJobKind;
  /** The orders. */
  selection: OrderSelectionInput;
  /** MESSAGE_CUSTOMERS: the e-mail's subject, 1–100 characters. */
  subject?: string | null | undefined;
  /** MESSAGE_CUSTOMERS: the e-mail's text, 1–2000 characters. */
  text?: string | null | undefined;
};

/** Which line of a statement an entry adds to. */
export type StatementEntryKind =
  /** A lost chargeback (−) (upstream "chargeback") */
  | 'CHARGEBACK'
  /** The fee of a chargeback opened (−) (upstream "chargeback_fee") */
  | 'CHARGEBACK_FEE'
  /** The platform's commission on a sold order (−) (upstream "commission") */
  | 'COMMISSION'
  /** A sold order's payment (+) (upstream "order") */
  | 'ORDER'
  /** The card processing fee of a settled card payment (−) (upstream "processing_fee") */
  | 'PROCESSING_FEE'
  /** A completed refund (−) (upstream "refund") */
  | 'REFUND'
  /** The monthly subscription fee (−) (upstream "subscription_fee") */
  | 'SUBSCRIPTION_FEE';

/** Narrows the statement list. */
export type StatementFilter = {
  /** Only paid or only unpaid statements. */
  state?: StatementState | null | undefined;
  /** Only the months of this year. */
  year?: number | null | undefined;
};

/** Whether the platform paid a statement out. */
export type StatementState =
  /** Paid out (`paidAt`); funds reach the bank account 3 to 5 business days later (upstream 1) */
  | 'PAID'
  /** Not paid out yet (upstream 0) */
  | 'UNPAID';

/** A tag's settings (create and update). */
export type TagInput = {
  /** Required, up to 50 characters, unique per tenant. */
  name: string;
  /** An image uploaded with `uploadFile` (required). */
  thumbnailFileId: string | number;
};

/** The vendor's tax identity. */
export type TaxInfoInput = {
  /** Required legal name, up to 100 characters. */
  legalName: string;
  /** Required: a tax type of `taxTypes` (EIN, SSN, ITIN). */
  taxTypeId?: string | number | null | undefined;
  /** The TIN in its type's format: EIN `NN-NNNNNNN`, SSN and ITIN `NNN-NN-NNNN` (dashes optional; an ITIN starts with 9). Required on the first save and when the tax type changes; left out (or empty) it keeps the stored one. Never answered back: `TaxInfo.tin` shows its last four digits. */
  tin?: string | null | undefined;
};

/** A ticket's state (upstream `status`). */
export type TicketStatus =
  /** Changed (upstream 5) */
  | 'CHANGE'
  /** Chargeback (upstream 6) */
  | 'CHARGEBACK'
  /** Checked in (upstream 1) */
  | 'CHECKED_IN'
  /** Fraudulent chargeback (upstream 10) */
  | 'FRAUDULENT_CHARGEBACK'
  /** Merchant chargeback (upstream 11) */
  | 'MERCHANT_CHARGEBACK'
  /** Normal (upstream 0) */
  | 'NORMAL'
  /** Refunded: no longer holds a seat (upstream 9) */
  | 'REFUNDED'
  /** Refunding (upstream 8) */
  | 'REFUNDING'
  /** Refund (void) or cancelled (cancelOrderTickets): no longer holds a seat, refused at check-in (upstream 7) */
  | 'REFUND_VOID'
  /** Rescheduled (upstream 4) */
  | 'RESCHEDULE';

/** Narrows the transaction list; every filter is optional, all combine. */
export type TransactionFilter = {
  /** The whole auth code (any case). */
  authCode?: string | null | undefined;
  /** The last 4 digits, a masked number (424242******4242, **** 4242) or a whole number, which the gateway masks before searching ('Invalid card number' otherwise). */
  cardNumber?: string | null | undefined;
  /** Created at or after. */
  dateFrom?: string | null | undefined;
  /** Created before; later than `dateFrom` ('Start time must be earlier than end time' otherwise). */
  dateTo?: string | null | undefined;
  /** Only payments of this status. */
  payStatus?: PayStatus | null | undefined;
  /** Part of the PayPal account. */
  paypalAccount?: string | null | undefined;
  /** Part of the gateway transaction id. */
  transactionId?: string | null | undefined;
};

/** A duration entry. */
export type TripDurationInput = {
  /** Hours or days. */
  unit: DurationUnit;
  /** How long, in `unit`s. */
  value: number;
};

/** Narrows the trip list. */
export type TripFilter = {
  /** Part of the trip ID (code). */
  code?: string | null | undefined;
  /** Part of the trip name. */
  name?: string | null | undefined;
  /** Only trips in this state. */
  state?: TripState | null | undefined;
};

/** A single trip's settings (create and update). Refusals are BAD_USER_INPUT with `extensions.fields` keyed by these field paths (e.g. `customPrices.0.price`). */
export type TripInput = {
  /** Minimum age 0–99; null: none. */
  ageLimit?: number | null | undefined;
  /** FIXED: the amount. Decimal string: up to 7 integer digits and 2 decimals, at least 0 ('Invalid price' otherwise). */
  cancellationAmount?: string | null | undefined;
  /** PERCENTAGE: 1–100. */
  cancellationPercentage?: number | null | undefined;
  /** The cancellation policy; decides which cancellation field is read. */
  cancellationType: CancellationType;
  /** Trip ID: required, ≤ 50, letters, digits, _ space - :, unique per tenant. */
  code: string;
  /** CUSTOMIZE: 1 to 10 named prices. */
  customPrices?: Array<CustomPriceInput> | null | undefined;
  /** ≤ 10 entries, each ≤ 1000 characters. */
  destination?: Array<string> | null | undefined;
  /** ≤ 10 entries. */
  dropOff?: Array<TripLocationInput> | null | undefined;
  /** ≤ 10 entries. */
  duration?: Array<TripDurationInput> | null | undefined;
  /** ≤ 10 entries, each ≤ 1000 characters. */
  freeServices?: Array<string> | null | undefined;
  /** An image uploaded with `uploadFile`. */
  imageFileId?: string | number | null | undefined;
  /** ≤ 10 entries, each ≤ 1000 characters. */
  includes?: Array<string> | null | undefined;
  /** BY_DATE_SHIFT: seats per date and shift, 1 to 2000 entries. */
  inventories?: Array<DateInventoryInput> | null | undefined;
  /** Unlimited seats, one total, or seats per date and shift. */
  inventoryType: InventoryType;
  /** ≤ 10 entries. */
  itinerary?: Array<ItineraryDayInput> | null | undefined;
  /** Required, ≤ 100, letters, digits, _ space - :. */
  name: string;
  /** Sold only in grouped trips, not on its own. */
  notForIndividualSale?: boolean;
  /** ≤ 10 entries, each ≤ 1000 characters. */
  overview?: Array<string> | null | undefined;
  /** BY_PASSENGER_TYPE prices. */
  passengerPrices?: PassengerPricesInput | null | undefined;
  /** ≤ 10 entries. */
  pickUp?: Array<TripLocationInput> | null | undefined;
  /** FLAT: the price per person. Decimal string: up to 7 integer digits and 2 decimals, at least 0 ('Invalid price' otherwise). */
  price?: string | null | undefined;
  /** How it is priced; decides which price fields are read. */
  pricingType: PricingType;
  /** Required unless FREE. Decimal string: up to 7 integer digits and 2 decimals, at least 0 ('Invalid price' otherwise). */
  rescheduleFee?: string | null | undefined;
  /** Whether a reschedule is free, or costs per ticket or per order. */
  rescheduleFeeType: RescheduleFeeType;
  /** ≤ 10 entries. */
  route?: Array<RouteStopInput> | null | undefined;
  /** After `saleStart`. */
  saleEnd?: string | null | undefined;
  /** When sales open; null: at once. */
  saleStart?: string | null | undefined;
  /** BY_DATE_SHIFT: 1 to 20 shifts, at least one selected. */
  shifts?: Array<ShiftInput> | null | undefined;
  /** Passengers may enter a special request when booking. */
  specialRequest?: boolean;
  /** Tags of the tenant (at most 20). */
  tagIds?: Array<string | number> | null | undefined;
  /** Event, tour or custom. */
  template: TripTemplate;
  /** ≤ 10 entries, each ≤ 1000 characters. */
  terms?: Array<string> | null | undefined;
  /** TOTAL: seats, at least 1 and at least sold + locked. */
  totalQuantity?: number | null | undefined;
  /** One way or round trip. */
  tripType?: TripType | null | undefined;
};

/** A pick-up or drop-off place; each text up to 1000 characters. */
export type TripLocationInput = {
  /** The address. */
  address: string;
  /** The city's name. */
  city?: string;
  /** The city (`cities`), when chosen from the list. */
  cityId?: string | number | null | undefined;
  /** How to find it. */
  description?: string;
  /** Where exactly (e.g. 'North entrance'). */
  position?: string;
};

/** What the trip report is sorted by (ties by trip id). */
export type TripReportSort =
  /** Refunds (upstream "refunds") */
  | 'REFUNDS'
  /** Revenue (upstream "revenue") */
  | 'REVENUE'
  /** Tickets sold (upstream "tickets") */
  | 'TICKETS';

/** How the trip report is sorted (default: tickets, most first). */
export type TripReportSortInput = {
  /** The column sorted by. */
  field?: TripReportSort;
  /** Most first (DESC) or least first. */
  order?: SortOrder;
};

/** Where a trip is in its life cycle (upstream `state`). */
export type TripState =
  /** Deactivated: withdrawn (upstream 3) */
  | 'DEACTIVE'
  /** Draft: new, duplicated or grouped trips start here; not on sale (upstream -1) */
  | 'DRAFT'
  /** Inactive: hidden from customers (upstream 1) */
  | 'INACTIVE'
  /** Published: on sale (upstream 0) */
  | 'PUBLISHED'
  /** Sponsoring: on sale and promoted (upstream 4) */
  | 'SPONSORING'
  /** Stop selling: visible, not bookable (upstream 2) */
  | 'STOP_SALE';

/** The kind of trip, which shapes its detail page. */
export type TripTemplate =
  /** Custom (e.g. bus lines) (upstream 2) */
  | 'CUSTOM'
  /** Event (upstream 0) */
  | 'EVENT'
  /** Tour (upstream 1) */
  | 'TOUR';

/** Whether a trip comes back (upstream `tripType`). */
export type TripType =
  /** One way (upstream 0) */
  | 'ONE_WAY'
  /** Round trip (upstream 1) */
  | 'ROUND_TRIP';

/** A user's editable details (create and update). */
export type UpdateUserInput = {
  /** Optional e-mail address; blank clears it. */
  email?: string | null | undefined;
  /** Required, up to 50 characters, the name rule. */
  firstName: string;
  /** Required, up to 50 characters, the name rule. */
  lastName: string;
  /** Optional phone, unique per tenant; blank clears it. */
  phone?: string | null | undefined;
  /** The phone's area code; required with a phone. */
  phoneCode?: string | null | undefined;
  /** FORBIDDEN ends every session of the user at once. */
  status: UserStatus;
};

/** Narrows the user list. */
export type UserFilter = {
  /** Part of the first or last name. */
  name?: string | null | undefined;
  /** Only users of this status. */
  status?: UserStatus | null | undefined;
  /** Part of the user name. */
  username?: string | null | undefined;
};

/** Whether an operator account may log in. */
export type UserStatus =
  /** May log in (upstream "active") */
  | 'ACTIVE'
  /** Disabled: login answers 21199 and its sessions are ended (upstream "forbidden") */
  | 'FORBIDDEN';

/** The vendor's public home page. Images are uploaded first with `uploadFile`; each id must be an image of the tenant (UPSTREAM_ERROR 20404 otherwise). */
export type VendorPageInput = {
  /** Required, up to 2000 characters. */
  aboutUs: string;
  /** Required: the page's background image (1920×768 recommended). */
  backgroundImageFileId?: string | number | null | undefined;
  /** The carousel's images in their order, at most 10. */
  bgImageFileIds?: Array<string | number> | null | undefined;
  /** Required: the vendor's logo. */
  logoFileId?: string | number | null | undefined;
  /** Up to 200 characters. */
  slogan?: string | null | undefined;
  /** The support e-mail address. Without it and a phone: 'Enter a support phone or e-mail' here. */
  supportEmail?: string | null | undefined;
  /** The support phone's area code: `+` and 1 to 4 digits. */
  supportPhoneCode?: string | null | undefined;
  /** The support phone number (the phone rule). A support phone or e-mail is required. */
  supportPurePhone?: string | null | undefined;
};

/** Where a delivery stands. */
export type WebhookDeliveryStatus =
  /** Every attempt failed (the webhook was turned off), or a test or redelivery failed. */
  | 'FAILED'
  /** Waiting for its next attempt (`nextAttemptTime`). */
  | 'PENDING'
  /** An attempt is under way. */
  | 'SENDING'
  /** The receiver answered 2xx. */
  | 'SUCCEEDED';

/** What a webhook can be told of; each is the payload's `type`. Send test delivers the type PING. */
export type WebhookEventType =
  /** A coupon code generation job ended, successful or not (data: the CouponJob's id, couponId, state, requested, generated, errorMessage). */
  | 'COUPON_JOB_FINISHED'
  /** An order was cancelled (data: as ORDER_CREATED). */
  | 'ORDER_CANCELLED'
  /** An order was placed (data: the Order's id, orderNumber, state, total). */
  | 'ORDER_CREATED'
  /** An order was paid in full (data: as ORDER_CREATED). */
  | 'ORDER_PAID'
  /** A refund was approved (data: as REFUND_CREATED). */
  | 'REFUND_APPROVED'
  /** A refund was completed: the money is back (data: as REFUND_CREATED). */
  | 'REFUND_COMPLETED'
  /** A refund order was requested (data: the Refund's id, refundNumber, orderId, orderNumber, state, amount, fee). */
  | 'REFUND_CREATED'
  /** A refund was rejected (data: as REFUND_CREATED). */
  | 'REFUND_REJECTED'
  /** A trip was put on sale (data: the Trip's id, code, name, state). */
  | 'TRIP_PUBLISHED'
  /** A trip's settings or state changed (data: as TRIP_PUBLISHED). */
  | 'TRIP_UPDATED';

/** A webhook's settings. */
export type WebhookInput = {
  /** What it is for; at most 200 characters. */
  description?: string | null | undefined;
  /** Whether events are delivered; null: on for a new one, unchanged on update. */
  enabled?: boolean | null | undefined;
  /** At least one event type. */
  events: Array<WebhookEventType>;
  /** Where to POST events: https (http outside production), a public address; at most 2000 characters. */
  url: string;
};

export type AppFooter_TenantFragment = { __typename: 'TenantConfiguration', timeZone: string } & { ' $fragmentName'?: 'AppFooter_TenantFragment' };

export type AppFooter_ServerInfoFragment = { __typename: 'ServerInfo', version: string, environment: string } & { ' $fragmentName'?: 'AppFooter_ServerInfoFragment' };

export type GuideButton_InitStateFragment = { __typename: 'InitState', initialized: boolean, completedSteps: number, totalSteps: number } & { ' $fragmentName'?: 'GuideButton_InitStateFragment' };

export type UserMenu_UserFragment = { __typename: 'SessionUser', username: string } & { ' $fragmentName'?: 'UserMenu_UserFragment' };

export type WebsiteButton_TenantFragment = { __typename: 'TenantConfiguration', websiteUrl: string | null } & { ' $fragmentName'?: 'WebsiteButton_TenantFragment' };

export type CommandPaletteQueryVariables = Exact<{
  keyword: string;
  limit?: number | null | undefined;
}>;


export type CommandPaletteQuery = { __typename: 'Query', search: { __typename: 'SearchResults', keyword: string, orders: Array<{ __typename: 'OrderSummary', id: string, orderNumber: string, contact: { __typename: 'OrderContact', firstName: string, lastName: string } }> | null, trips: Array<{ __typename: 'TripSummary', id: string, name: string, code: string }> | null, coupons: Array<{ __typename: 'CouponSummary', id: string, code: string }> | null, users: Array<{ __typename: 'User', id: string, username: string, firstName: string, lastName: string }> | null } };

export type SetupProgressQueryVariables = Exact<{ [key: string]: never; }>;


export type SetupProgressQuery = { __typename: 'Query', me: { __typename: 'Me', user: { __typename: 'SessionUser', id: string, initialized: boolean }, initState: { __typename: 'InitState', initialized: boolean, completedSteps: number, totalSteps: number, steps: Array<{ __typename: 'GuideStep', key: string, done: boolean }> } } };

export type ShellQueryVariables = Exact<{ [key: string]: never; }>;


export type ShellQuery = { __typename: 'Query', me: { __typename: 'Me', user: (
      { __typename: 'SessionUser', id: string, initialized: boolean, mustChangePassword: boolean }
      & { ' $fragmentRefs'?: { 'UserMenu_UserFragment': UserMenu_UserFragment } }
    ), twoFactor: (
      { __typename: 'TwoFactorStatus', enabled: boolean, required: boolean }
      & { ' $fragmentRefs'?: { 'TwoFactorModal_StatusFragment': TwoFactorModal_StatusFragment } }
    ), permissions: Array<{ __typename: 'Permission', type: PermissionType, url: string }>, tenant: (
      { __typename: 'TenantConfiguration', tid: string }
      & { ' $fragmentRefs'?: { 'WebsiteButton_TenantFragment': WebsiteButton_TenantFragment;'AppFooter_TenantFragment': AppFooter_TenantFragment } }
    ), initState: (
      { __typename: 'InitState' }
      & { ' $fragmentRefs'?: { 'GuideButton_InitStateFragment': GuideButton_InitStateFragment } }
    ) }, serverInfo: (
    { __typename: 'ServerInfo' }
    & { ' $fragmentRefs'?: { 'AppFooter_ServerInfoFragment': AppFooter_ServerInfoFragment } }
  ), mailStatus: { __typename: 'MailStatus', delivery: MailDelivery, mailboxAvailable: boolean } };

export type StartTwoFactorEnrolmentMutationVariables = Exact<{ [key: string]: never; }>;


export type StartTwoFactorEnrolmentMutation = { __typename: 'Mutation', startTwoFactorEnrolment: { __typename: 'TwoFactorEnrolment', secret: string, qrCodeDataUrl: string } };

export type ConfirmTwoFactorEnrolmentMutationVariables = Exact<{
  code: string;
}>;


export type ConfirmTwoFactorEnrolmentMutation = { __typename: 'Mutation', confirmTwoFactorEnrolment: { __typename: 'TwoFactorRecoveryCodes', recoveryCodes: Array<string> } };

export type DisableTwoFactorMutationVariables = Exact<{
  code: string;
}>;


export type DisableTwoFactorMutation = { __typename: 'Mutation', disableTwoFactor: boolean };

export type TwoFactorModal_StatusFragment = { __typename: 'TwoFactorStatus', enabled: boolean, required: boolean, recoveryCodesLeft: number } & { ' $fragmentName'?: 'TwoFactorModal_StatusFragment' };

export type BankInfoForm_BankInfoFragment = { __typename: 'BankInfo', accountHolderName: string | null, version: number, updateTime: string | null, routingNumber: { __typename: 'MaskedNumber', isSet: boolean, lastFour: string | null }, accountNumber: { __typename: 'MaskedNumber', isSet: boolean, lastFour: string | null } } & { ' $fragmentName'?: 'BankInfoForm_BankInfoFragment' };

export type BankInfoScreenQueryVariables = Exact<{ [key: string]: never; }>;


export type BankInfoScreenQuery = { __typename: 'Query', bankInfo: (
    { __typename: 'BankInfo' }
    & { ' $fragmentRefs'?: { 'BankInfoForm_BankInfoFragment': BankInfoForm_BankInfoFragment } }
  ) };

export type SaveBankInfoMutationVariables = Exact<{
  version: number;
  input: BankInfoInput;
}>;


export type SaveBankInfoMutation = { __typename: 'Mutation', saveBankInfo: (
    { __typename: 'BankInfo' }
    & { ' $fragmentRefs'?: { 'BankInfoForm_BankInfoFragment': BankInfoForm_BankInfoFragment } }
  ) };

export type PayoutAccountQueryVariables = Exact<{ [key: string]: never; }>;


export type PayoutAccountQuery = { __typename: 'Query', payoutAccount: { __typename: 'PayoutAccount', id: string, detailsSubmitted: boolean, payoutsEnabled: boolean } | null };

export type CompanyInfoForm_CompanyInfoFragment = { __typename: 'CompanyInfo', businessType: BusinessType | null, companyName: string | null, dotNumber: string | null, address: string | null, cityId: string | null, cityName: string | null, regionId: string | null, timeZoneId: string | null, contactName: string | null, contactPhoneCode: string | null, contactPhone: string | null, contactEmail: string | null, emailVerified: boolean, emailVerifiedAt: string | null, secondaryDomain: string | null, version: number, updateTime: string | null, timeZoneChanges: Array<{ __typename: 'TimeZoneChange', fromTimeZone: string, toTimeZone: string, changedBy: string, changeTime: string }> } & { ' $fragmentName'?: 'CompanyInfoForm_CompanyInfoFragment' };

export type CompanyInfoScreenQueryVariables = Exact<{ [key: string]: never; }>;


export type CompanyInfoScreenQuery = { __typename: 'Query', companyInfo: (
    { __typename: 'CompanyInfo' }
    & { ' $fragmentRefs'?: { 'CompanyInfoForm_CompanyInfoFragment': CompanyInfoForm_CompanyInfoFragment } }
  ), regions: Array<{ __typename: 'DictionaryItem', id: string, code: string, name: string }>, timeZones: Array<{ __typename: 'DictionaryItem', id: string, code: string, name: string }> };

export type SaveCompanyInfoMutationVariables = Exact<{
  version: number;
  input: CompanyInfoInput;
}>;


export type SaveCompanyInfoMutation = { __typename: 'Mutation', saveCompanyInfo: (
    { __typename: 'CompanyInfo' }
    & { ' $fragmentRefs'?: { 'CompanyInfoForm_CompanyInfoFragment': CompanyInfoForm_CompanyInfoFragment } }
  ) };

export type CityOptionsQueryVariables = Exact<{
  keyword: string;
}>;


export type CityOptionsQuery = { __typename: 'Query', cities: Array<{ __typename: 'City', id: string, name: string, state: string | null }> };

export type SendCompanyEmailVerificationMutationVariables = Exact<{ [key: string]: never; }>;


export type SendCompanyEmailVerificationMutation = { __typename: 'Mutation', sendCompanyEmailVerification: { __typename: 'EmailVerificationSent', sentTo: string, expiresAt: string } };

export type VerifyCompanyEmailMutationVariables = Exact<{
  code: string;
}>;


export type VerifyCompanyEmailMutation = { __typename: 'Mutation', verifyCompanyEmail: (
    { __typename: 'CompanyInfo' }
    & { ' $fragmentRefs'?: { 'CompanyInfoForm_CompanyInfoFragment': CompanyInfoForm_CompanyInfoFragment } }
  ) };

export type TaxInfoForm_TaxInfoFragment = { __typename: 'TaxInfo', taxTypeId: string | null, legalName: string | null, version: number, updateTime: string | null, tin: { __typename: 'MaskedNumber', isSet: boolean, lastFour: string | null } } & { ' $fragmentName'?: 'TaxInfoForm_TaxInfoFragment' };

export type TaxInfoScreenQueryVariables = Exact<{ [key: string]: never; }>;


export type TaxInfoScreenQuery = { __typename: 'Query', taxInfo: (
    { __typename: 'TaxInfo' }
    & { ' $fragmentRefs'?: { 'TaxInfoForm_TaxInfoFragment': TaxInfoForm_TaxInfoFragment } }
  ), taxTypes: Array<{ __typename: 'DictionaryItem', id: string, code: string, name: string }> };

export type SaveTaxInfoMutationVariables = Exact<{
  version: number;
  input: TaxInfoInput;
}>;


export type SaveTaxInfoMutation = { __typename: 'Mutation', saveTaxInfo: (
    { __typename: 'TaxInfo' }
    & { ' $fragmentRefs'?: { 'TaxInfoForm_TaxInfoFragment': TaxInfoForm_TaxInfoFragment } }
  ) };

export type StatementDetailQueryVariables = Exact<{
  month: string;
}>;


export type StatementDetailQuery = { __typename: 'Query', statement: (
    { __typename: 'Statement', month: string }
    & { ' $fragmentRefs'?: { 'StatementSummaryCard_StatementFragment': StatementSummaryCard_StatementFragment;'StatementLinesCard_StatementFragment': StatementLinesCard_StatementFragment } }
  ) };

export type StatementListQueryVariables = Exact<{
  filter?: StatementFilter | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type StatementListQuery = { __typename: 'Query', statements: { __typename: 'StatementPage', total: number, items: Array<(
      { __typename: 'StatementSummary' }
      & { ' $fragmentRefs'?: { 'StatementRow_StatementFragment': StatementRow_StatementFragment } }
    )> } };

export type StatementEntriesQueryVariables = Exact<{
  month: string;
  kind?: StatementEntryKind | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type StatementEntriesQuery = { __typename: 'Query', statement: { __typename: 'Statement', month: string, entries: { __typename: 'StatementEntryPage', total: number, items: Array<(
        { __typename: 'StatementEntry' }
        & { ' $fragmentRefs'?: { 'StatementEntryRow_EntryFragment': StatementEntryRow_EntryFragment } }
      )> } } };

export type StatementEntryRow_EntryFragment = { __typename: 'StatementEntry', kind: StatementEntryKind, time: string, amount: string, orderId: string | null, orderNumber: string | null, refundId: string | null, refundNumber: string | null, paymentId: string | null } & { ' $fragmentName'?: 'StatementEntryRow_EntryFragment' };

export type StatementLinesCard_StatementFragment = { __typename: 'Statement', month: string, balance: string, orderCount: number, refundCount: number, chargebackCount: number, state: StatementState, adjustments: Array<{ __typename: 'StatementAdjustment', month: string, amount: string }>, lines: (
    { __typename: 'StatementLines' }
    & { ' $fragmentRefs'?: { 'StatementLines_LinesFragment': StatementLines_LinesFragment } }
  ), rates: { __typename: 'StatementRates', cardRate: string, cardFixed: string, commissionRate: string, chargebackFee: string, subscriptionFee: string } } & { ' $fragmentName'?: 'StatementLinesCard_StatementFragment' };

export type StatementLines_LinesFragment = { __typename: 'StatementLines', order: string, refund: string, chargeback: string, chargebackFee: string, processingFee: string, commission: string, subscriptionFee: string } & { ' $fragmentName'?: 'StatementLines_LinesFragment' };

export type StatementSummaryCard_StatementFragment = { __typename: 'Statement', month: string, state: StatementState, open: boolean, paidAt: string | null, balance: string } & { ' $fragmentName'?: 'StatementSummaryCard_StatementFragment' };

export type StatementRow_StatementFragment = { __typename: 'StatementSummary', month: string, state: StatementState, open: boolean, paidAt: string | null, balance: string, id: string, lines: (
    { __typename: 'StatementLines' }
    & { ' $fragmentRefs'?: { 'StatementLines_LinesFragment': StatementLines_LinesFragment } }
  ) } & { ' $fragmentName'?: 'StatementRow_StatementFragment' };

export type CouponRedemptionsQueryVariables = Exact<{
  id: string | number;
  page?: PageInput | null | undefined;
}>;


export type CouponRedemptionsQuery = { __typename: 'Query', coupon: { __typename: 'Coupon', id: string, usedCount: number, discountGiven: string, redemptions: { __typename: 'CouponRedemptionPage', total: number, items: Array<{ __typename: 'CouponRedemption', orderId: string, orderNumber: string, code: string, customerName: string, createTime: string, discount: string, payAmount: string }> } } };

export type CouponTripQueryVariables = Exact<{
  id: string | number;
}>;


export type CouponTripQuery = { __typename: 'Query', trip: { __typename: 'Trip', id: string, code: string, name: string, customPrices: Array<{ __typename: 'CustomPrice', name: string }> | null, passengerPrices: { __typename: 'PassengerPrices', adult: string | null, child: string | null, elder: string | null, infant: string | null } | null } };

export type CouponGenerationQueryVariables = Exact<{
  couponId: string | number;
}>;


export type CouponGenerationQuery = { __typename: 'Query', couponJobs: { __typename: 'CouponJobPage', items: Array<{ __typename: 'CouponJob', id: string, couponCode: string, requested: number, generated: number, state: CouponJobState, errorMessage: string | null }> } };

export type CouponGenerationChangedSubscriptionVariables = Exact<{
  couponId: string | number;
}>;


export type CouponGenerationChangedSubscription = { couponJobChanged: { __typename: 'CouponJobChange', id: string, generated: number, state: CouponJobState | null, eventType: string } };

export type CouponRow_CouponSummaryFragment = { __typename: 'CouponSummary', id: string, code: string, codeType: CouponCodeRule, discountType: CouponDiscountType, amount: string | null, discountRatio: string | null, percentageUpperLimit: string | null, minimumSubtotal: string, count: number, startDate: string, endDate: string, userLimit: number, note: string | null, state: CouponState, status: CouponStatus, generatedCount: number, usedCount: number, discountGiven: string, version: number } & { ' $fragmentName'?: 'CouponRow_CouponSummaryFragment' };

export type CouponJobRow_CouponJobFragment = { __typename: 'CouponJob', id: string, couponId: string, couponCode: string, requested: number, generated: number, state: CouponJobState, errorMessage: string | null, createTime: string, finishTime: string | null, creator: string | null } & { ' $fragmentName'?: 'CouponJobRow_CouponJobFragment' };

export type CouponUsageRow_CouponUsageFragment = { __typename: 'CouponUsage', id: string, code: string, orderId: string | null, orderNumber: string | null, customerName: string | null, useTime: string | null, discount: string | null, orderAmount: string | null, payAmount: string | null } & { ' $fragmentName'?: 'CouponUsageRow_CouponUsageFragment' };

export type CouponForm_CouponFragment = { __typename: 'Coupon', id: string, codeType: CouponCodeRule, code: string, count: number, discountType: CouponDiscountType, amount: string | null, discountRatio: string | null, percentageUpperLimit: string | null, minimumSubtotal: string, startDate: string, endDate: string, userLimit: number, channel: CouponChannel, userType: CouponUserScope, emailSuffixLimit: boolean, emailSuffix: string | null, fullPriceLimit: boolean, category: CouponCategory, tripIds: Array<string>, priceOptions: Array<string>, note: string | null, generatedCount: number, version: number } & { ' $fragmentName'?: 'CouponForm_CouponFragment' };

export type EditCouponQueryVariables = Exact<{
  id: string | number;
}>;


export type EditCouponQuery = { __typename: 'Query', coupon: (
    { __typename: 'Coupon' }
    & { ' $fragmentRefs'?: { 'CouponForm_CouponFragment': CouponForm_CouponFragment } }
  ) };

export type CreateCouponMutationVariables = Exact<{
  input: CouponInput;
  requestId?: string | number | null | undefined;
}>;


export type CreateCouponMutation = { __typename: 'Mutation', createCoupon: (
    { __typename: 'Coupon' }
    & { ' $fragmentRefs'?: { 'CouponForm_CouponFragment': CouponForm_CouponFragment } }
  ) };

export type UpdateCouponMutationVariables = Exact<{
  id: string | number;
  version: number;
  input: CouponInput;
}>;


export type UpdateCouponMutation = { __typename: 'Mutation', updateCoupon: (
    { __typename: 'Coupon' }
    & { ' $fragmentRefs'?: { 'CouponForm_CouponFragment': CouponForm_CouponFragment } }
  ) };

export type CouponHistoryQueryVariables = Exact<{
  filter?: CouponJobFilter | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type CouponHistoryQuery = { __typename: 'Query', couponJobs: { __typename: 'CouponJobPage', total: number, items: Array<(
      { __typename: 'CouponJob' }
      & { ' $fragmentRefs'?: { 'CouponJobRow_CouponJobFragment': CouponJobRow_CouponJobFragment } }
    )> } };

export type RetryCouponJobMutationVariables = Exact<{
  id: string | number;
}>;


export type RetryCouponJobMutation = { __typename: 'Mutation', retryCouponJob: (
    { __typename: 'CouponJob' }
    & { ' $fragmentRefs'?: { 'CouponJobRow_CouponJobFragment': CouponJobRow_CouponJobFragment } }
  ) };

export type CouponListQueryVariables = Exact<{
  filter?: CouponFilter | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type CouponListQuery = { __typename: 'Query', coupons: { __typename: 'CouponPage', total: number, items: Array<(
      { __typename: 'CouponSummary' }
      & { ' $fragmentRefs'?: { 'CouponRow_CouponSummaryFragment': CouponRow_CouponSummaryFragment } }
    )> } };

export type SetCouponStateMutationVariables = Exact<{
  id: string | number;
  version: number;
  enabled: boolean;
}>;


export type SetCouponStateMutation = { __typename: 'Mutation', setCouponState: { __typename: 'Coupon', id: string, state: CouponState, version: number } };

export type CouponUsageQueryVariables = Exact<{
  id: string | number;
  filter?: CouponUsageFilter | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type CouponUsageQuery = { __typename: 'Query', couponUsage: { __typename: 'CouponUsagePage', total: number, items: Array<(
      { __typename: 'CouponUsage' }
      & { ' $fragmentRefs'?: { 'CouponUsageRow_CouponUsageFragment': CouponUsageRow_CouponUsageFragment } }
    )> } };

export type CouponUsageSummaryQueryVariables = Exact<{
  id: string | number;
}>;


export type CouponUsageSummaryQuery = { __typename: 'Query', couponUsage: { __typename: 'CouponUsagePage', summary: { __typename: 'CouponUsageSummary', code: string, codeType: CouponCodeRule, issued: number, used: number, unused: number, uses: number, discountGiven: string } } };

export type IncomeReportQueryVariables = Exact<{
  input: ReportRangeInput;
  comparison?: ReportComparisonInput | null | undefined;
}>;


export type IncomeReportQuery = { __typename: 'Query', incomeReport: { __typename: 'IncomeReport', dateFrom: string, dateTo: string, groupBy: ReportGrouping, compareWith: ReportComparison, previousDateFrom: string, previousDateTo: string, current: (
      { __typename: 'ReportFigures' }
      & { ' $fragmentRefs'?: { 'FigureCards_FiguresFragment': FigureCards_FiguresFragment } }
    ), previous: (
      { __typename: 'ReportFigures' }
      & { ' $fragmentRefs'?: { 'FigureCards_FiguresFragment': FigureCards_FiguresFragment } }
    ), series: Array<{ __typename: 'IncomeReportPeriod', periodStart: string, gross: string, refunds: string, chargebacks: string, net: string, orders: number, tickets: number }>, byPaymentMethod: Array<{ __typename: 'IncomeByPaymentMethod', paymentType: PaymentType, amount: string, count: number }>, byChannel: Array<{ __typename: 'IncomeByChannel', channelId: string, channelName: string, gross: string, orders: number }> } };

export type FigureCards_FiguresFragment = { __typename: 'ReportFigures', gross: string, refunds: string, chargebacks: string, net: string, orders: number, tickets: number, averageOrderValue: string } & { ' $fragmentName'?: 'FigureCards_FiguresFragment' };

export type TripDetailReportQueryVariables = Exact<{
  tripId: string | number;
  input: ReportRangeInput;
  countBy?: ReportCountBasis | null | undefined;
}>;


export type TripDetailReportQuery = { __typename: 'Query', tripDetailReport: { __typename: 'TripDetailReport', trip: { __typename: 'TripDetailReportTrip', id: string, code: string, name: string }, rows: Array<{ __typename: 'TripDetailReportRow', date: string, shift: string | null, capacity: number | null, sold: number, checkedIn: number, refunded: number, chargedBack: number, revenue: string }>, totals: { __typename: 'TripDetailReportTotals', sold: number, checkedIn: number, refunded: number, chargedBack: number, revenue: string } } };

export type TripReportQueryVariables = Exact<{
  input: ReportRangeInput;
  page?: PageInput | null | undefined;
  sort?: TripReportSortInput | null | undefined;
  countBy?: ReportCountBasis | null | undefined;
}>;


export type TripReportQuery = { __typename: 'Query', tripReport: { __typename: 'TripReportPage', total: number, items: Array<(
      { __typename: 'TripReportRow' }
      & { ' $fragmentRefs'?: { 'TripReportRow_RowFragment': TripReportRow_RowFragment } }
    )> } };

export type TripReportRow_RowFragment = { __typename: 'TripReportRow', tripCode: string, tripName: string, tickets: number, revenue: string, refundedTickets: number, refunds: string, id: string } & { ' $fragmentName'?: 'TripReportRow_RowFragment' };

export type OrderAddTripsQueryVariables = Exact<{ [key: string]: never; }>;


export type OrderAddTripsQuery = { __typename: 'Query', bookableTrips: Array<{ __typename: 'BookableTrip', id: string, code: string, name: string }> };

export type OrderAddDepartureQueryVariables = Exact<{
  tripId: string | number;
  date: string;
}>;


export type OrderAddDepartureQuery = { __typename: 'Query', bookingDeparture: { __typename: 'BookingDeparture', available: number | null, trip: { __typename: 'BookableTrip', id: string, inventoryType: InventoryType }, shifts: Array<{ __typename: 'BookingShift', name: string, capacity: number, available: number }>, options: Array<{ __typename: 'BookingOption', name: string, passengerType: PassengerType, price: string }> } };

export type OrderAddQuoteQueryVariables = Exact<{
  input: BookingQuoteInput;
}>;


export type OrderAddQuoteQuery = { __typename: 'Query', bookingQuote: { __typename: 'BookingQuote', subtotal: string, discount: string, couponCode: string | null, bookingFee: string, due: string, lines: Array<{ __typename: 'BookingQuoteLine', option: string, quantity: number, amount: string }> } };

export type CreateBookingMutationVariables = Exact<{
  input: BookingInput;
}>;


export type CreateBookingMutation = { __typename: 'Mutation', createBooking: { __typename: 'Order', id: string, orderNumber: string, state: OrderState, totalAmount: string, couponCode: string | null, payments: Array<{ __typename: 'Payment', paymentType: PaymentType, payStatus: PayStatus, amount: string }>, contact: { __typename: 'OrderContact', firstName: string, lastName: string, email: string | null }, tickets: Array<{ __typename: 'OrderTicket', ticketNumber: string, option: string | null }> } };

export type OrderDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type OrderDetailQuery = { __typename: 'Query', order: (
    { __typename: 'Order', id: string, orderNumber: string, state: OrderState }
    & { ' $fragmentRefs'?: { 'OrderInfoSection_OrderFragment': OrderInfoSection_OrderFragment;'OrderAmountsSection_OrderFragment': OrderAmountsSection_OrderFragment;'OrderLinesSection_OrderFragment': OrderLinesSection_OrderFragment;'PaymentsSection_OrderFragment': PaymentsSection_OrderFragment;'TicketsSection_OrderFragment': TicketsSection_OrderFragment;'RefundRecordsSection_OrderFragment': RefundRecordsSection_OrderFragment;'OrderHistorySection_OrderFragment': OrderHistorySection_OrderFragment;'RefundDialog_OrderFragment': RefundDialog_OrderFragment;'RecordPaymentDialog_OrderFragment': RecordPaymentDialog_OrderFragment;'CancelTicketsDialog_OrderFragment': CancelTicketsDialog_OrderFragment;'MoveTicketsDialog_OrderFragment': MoveTicketsDialog_OrderFragment;'ContactDialog_OrderFragment': ContactDialog_OrderFragment;'OrderNotesSection_OrderFragment': OrderNotesSection_OrderFragment } }
  ) };

export type OrderListQueryVariables = Exact<{
  filter?: OrderFilter | null | undefined;
  page?: PageInput | null | undefined;
  sort?: OrderSort | null | undefined;
}>;


export type OrderListQuery = { __typename: 'Query', orders: { __typename: 'OrderPage', total: number, totalIsLowerBound: boolean, items: Array<(
      { __typename: 'OrderSummary' }
      & { ' $fragmentRefs'?: { 'OrderRow_OrderFragment': OrderRow_OrderFragment } }
    )> } };

export type OrderListChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type OrderListChangedSubscription = { orderChanged: { __typename: 'OrderChange', id: string } };

export type ChannelOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type ChannelOptionsQuery = { __typename: 'Query', me: { __typename: 'Me', tenant: { __typename: 'TenantConfiguration', tid: string, channels: Array<{ __typename: 'Channel', id: string, key: string }> } } };

export type CancelTicketsDialog_OrderFragment = { __typename: 'Order', id: string, version: number, orderNumber: string, state: OrderState, tickets: Array<{ __typename: 'OrderTicket', id: string, ticketNumber: string, passengerName: string, passengerType: PassengerType, status: TicketStatus }> } & { ' $fragmentName'?: 'CancelTicketsDialog_OrderFragment' };

export type CancelOrderQuoteQueryVariables = Exact<{
  orderId: string | number;
  ticketIds: Array<string | number> | string | number;
}>;


export type CancelOrderQuoteQuery = { __typename: 'Query', cancelOrderQuote: { __typename: 'OrderCancelQuote', paid: string, charge: string, refund: string, cancelsOrder: boolean, totalAfter: string, balanceAfter: string, refunds: Array<{ __typename: 'OrderCancelQuoteRefund', paymentId: string, paymentType: PaymentType, amount: string, settledAtOnce: boolean }> } };

export type CancelOrderTicketsMutationVariables = Exact<{
  orderId: string | number;
  version: number;
  input: OrderCancelInput;
}>;


export type CancelOrderTicketsMutation = { __typename: 'Mutation', cancelOrderTickets: { __typename: 'Order', id: string, state: OrderState, version: number } };

export type ContactDialog_OrderFragment = { __typename: 'Order', id: string, orderNumber: string, version: number, contact: { __typename: 'OrderContact', firstName: string, lastName: string, email: string | null, countryCode: string | null, phone: string | null }, tickets: Array<{ __typename: 'OrderTicket', id: string, ticketNumber: string, passengerName: string }> } & { ' $fragmentName'?: 'ContactDialog_OrderFragment' };

export type UpdateOrderContactMutationVariables = Exact<{
  id: string | number;
  version: number;
  input: OrderContactInput;
}>;


export type UpdateOrderContactMutation = { __typename: 'Mutation', updateOrderContact: { __typename: 'Order', id: string, version: number } };

export type MoveTicketsDialog_OrderFragment = { __typename: 'Order', id: string, version: number, orderNumber: string, state: OrderState, tickets: Array<{ __typename: 'OrderTicket', id: string, ticketNumber: string, passengerName: string, status: TicketStatus, date: string, shift: string | null, tripId: string, tripName: string, option: string | null }> } & { ' $fragmentName'?: 'MoveTicketsDialog_OrderFragment' };

export type MoveOrderTicketsQuoteQueryVariables = Exact<{
  orderId: string | number;
  ticketIds: Array<string | number> | string | number;
  date: string;
  shift?: string | null | undefined;
  tripId?: string | number | null | undefined;
  priceMode?: MovePriceMode | null | undefined;
  options?: Array<OrderMoveTicketOptionInput> | OrderMoveTicketOptionInput | null | undefined;
}>;


export type MoveOrderTicketsQuoteQuery = { __typename: 'Query', moveOrderTicketsQuote: { __typename: 'OrderMoveQuote', fee: string, feeType: RescheduleFeeType, difference: string, collectedNow: boolean, cashNow: string, refund: string, seatsLeft: number | null, movable: boolean, shifts: Array<{ __typename: 'OrderMoveQuoteShift', name: string, available: number }>, options: Array<{ __typename: 'OrderMoveQuoteOption', name: string, price: string }> } };

export type MoveOrderTicketsMutationVariables = Exact<{
  orderId: string | number;
  version: number;
  input: OrderMoveInput;
}>;


export type MoveOrderTicketsMutation = { __typename: 'Mutation', moveOrderTickets: { __typename: 'Order', id: string, version: number } };

export type MoveOrderTargetTripsQueryVariables = Exact<{ [key: string]: never; }>;


export type MoveOrderTargetTripsQuery = { __typename: 'Query', moveOrderTargetTrips: Array<{ __typename: 'BookableTrip', id: string, name: string }> };

export type OrderAmountsSection_OrderFragment = { __typename: 'Order', state: OrderState, totalAmount: string, payAmount: string, balance: string | null, refundedAmount: string, bookingFee: string, rescheduleFee: string, differencePrice: string, couponCode: string | null } & { ' $fragmentName'?: 'OrderAmountsSection_OrderFragment' };

export type OrderHistorySection_OrderFragment = { __typename: 'Order', history: Array<{ __typename: 'OrderHistoryEntry', id: string, action: OrderHistoryAction, detail: string | null, amount: string | null, ticketNumbers: Array<string> | null, ticketCount: number | null, channelName: string | null, paymentType: PaymentType | null, errorCode: string | null, chargebackStatus: ChargebackStatus | null, refundNumber: string | null, note: string | null, email: string | null, subject: string | null, holdDays: number | null, operatorName: string, createTime: string }> } & { ' $fragmentName'?: 'OrderHistorySection_OrderFragment' };

export type OrderInfoSection_OrderFragment = { __typename: 'Order', orderNumber: string, state: OrderState, stateCode: number, type: OrderType, channelName: string, creator: string, createTime: string, payTime: string | null, completeTime: string | null, orderDate: string | null, transactionId: string | null, buyerId: string | null, addition: string | null, youthAgreement: boolean, contact: { __typename: 'OrderContact', firstName: string, lastName: string, email: string | null, countryCode: string | null, phone: string | null } } & { ' $fragmentName'?: 'OrderInfoSection_OrderFragment' };

export type OrderLinesSection_OrderFragment = { __typename: 'Order', lines: Array<{ __typename: 'OrderLine', id: string, tripCode: string, tripName: string, date: string, shift: string | null, option: string, quantity: number, unitPrice: string, amount: string }> } & { ' $fragmentName'?: 'OrderLinesSection_OrderFragment' };

export type OrderNotesSection_OrderFragment = { __typename: 'Order', id: string, notes: Array<{ __typename: 'OrderNote', id: string, text: string, authorName: string, createTime: string }> } & { ' $fragmentName'?: 'OrderNotesSection_OrderFragment' };

export type AddOrderNoteMutationVariables = Exact<{
  orderId: string | number;
  text: string;
}>;


export type AddOrderNoteMutation = { __typename: 'Mutation', addOrderNote: { __typename: 'OrderNote', id: string } };

export type PaymentDetails_PaymentFragment = { __typename: 'Payment', id: string, paymentType: PaymentType, account: string | null, transactionId: string | null, authCode: string | null, avsCode: string | null, cardBank: string | null, cardType: string | null, cardNumber: string | null, cardMonth: string | null, cardYear: string | null, dealStatus: DealStatus, errorCode: string | null, errorMsg: string | null, riskScore: number | null, maxmindScore: number | null, chargeBackAmount: string, chargeBackStatus: ChargebackStatus, refundedAmount: string, refundPendingAmount: string, refundableAmount: string, ip: string | null, userAgent: string | null, payTime: string | null, createTime: string } & { ' $fragmentName'?: 'PaymentDetails_PaymentFragment' };

export type PaymentsSection_OrderFragment = { __typename: 'Order', payments: Array<(
    { __typename: 'Payment', id: string, paymentType: PaymentType, amount: string, payStatus: PayStatus }
    & { ' $fragmentRefs'?: { 'PaymentDetails_PaymentFragment': PaymentDetails_PaymentFragment } }
  )> } & { ' $fragmentName'?: 'PaymentsSection_OrderFragment' };

export type RecordPaymentDialog_OrderFragment = { __typename: 'Order', id: string, version: number, orderNumber: string, totalAmount: string, balance: string | null, createTime: string } & { ' $fragmentName'?: 'RecordPaymentDialog_OrderFragment' };

export type RecordOrderPaymentMutationVariables = Exact<{
  orderId: string | number;
  version: number;
  input: OrderPaymentInput;
}>;


export type RecordOrderPaymentMutation = { __typename: 'Mutation', recordOrderPayment: { __typename: 'Order', id: string, state: OrderState, balance: string | null } };

export type RefundDialog_OrderFragment = { __typename: 'Order', id: string, orderNumber: string, tickets: Array<{ __typename: 'OrderTicket', id: string, ticketNumber: string, passengerName: string, passengerType: PassengerType, status: TicketStatus, actionable: boolean, price: string | null }>, payments: Array<{ __typename: 'Payment', id: string, paymentType: PaymentType, amount: string, refundableAmount: string, refundPayType: RefundPayType | null, cardNumber: string | null, account: string | null }> } & { ' $fragmentName'?: 'RefundDialog_OrderFragment' };

export type CreateRefundMutationVariables = Exact<{
  input: CreateRefundInput;
}>;


export type CreateRefundMutation = { __typename: 'Mutation', createRefund: { __typename: 'RefundOrder', id: string, refundNumber: string, state: RefundState } };

export type RefundRecordsSection_OrderFragment = { __typename: 'Order', refunds: Array<{ __typename: 'RefundOrderSummary', id: string, refundNumber: string, state: RefundState, amount: string, fee: string, payType: RefundPayType, ticketCodes: Array<string>, applyPersonName: string, createTime: string }> } & { ' $fragmentName'?: 'RefundRecordsSection_OrderFragment' };

export type ResendOrderConfirmationMutationVariables = Exact<{
  id: string | number;
}>;


export type ResendOrderConfirmationMutation = { __typename: 'Mutation', resendOrderConfirmation: { __typename: 'ConfirmationResent', sentTo: string, queuedAt: string } };

export type TicketsSection_OrderFragment = { __typename: 'Order', tickets: Array<{ __typename: 'OrderTicket', id: string, ticketNumber: string, tripName: string, date: string, shift: string | null, option: string | null, passengerName: string, passengerType: PassengerType, status: TicketStatus, checkedBy: string | null, checkTime: string | null }> } & { ' $fragmentName'?: 'TicketsSection_OrderFragment' };

export type OrderJobPreviewQueryVariables = Exact<{
  kind: OrderJobKind;
  selection: OrderSelectionInput;
}>;


export type OrderJobPreviewQuery = { __typename: 'Query', orderJobPreview: { __typename: 'OrderJobPreview', total: number, eligible: number, refund: string | null } };

export type DepartureCancelPreviewQueryVariables = Exact<{
  departure: DepartureInput;
}>;


export type DepartureCancelPreviewQuery = { __typename: 'Query', departureCancelPreview: { __typename: 'OrderJobPreview', total: number, eligible: number, refund: string | null } };

export type OrderJobSummary_JobFragment = { __typename: 'OrderJob', id: string, kind: OrderJobKind, state: OrderJobState, total: number, succeeded: number, failed: number, skipped: number, pending: number, subject: string | null, creator: string, createdAt: string, finishedAt: string | null, departure: { __typename: 'OrderJobDeparture', tripId: string, tripName: string, date: string, shift: string | null } | null } & { ' $fragmentName'?: 'OrderJobSummary_JobFragment' };

export type StartOrderJobMutationVariables = Exact<{
  input: StartOrderJobInput;
}>;


export type StartOrderJobMutation = { __typename: 'Mutation', startOrderJob: (
    { __typename: 'OrderJob', id: string }
    & { ' $fragmentRefs'?: { 'OrderJobSummary_JobFragment': OrderJobSummary_JobFragment } }
  ) };

export type CancelDepartureMutationVariables = Exact<{
  input: CancelDepartureInput;
}>;


export type CancelDepartureMutation = { __typename: 'Mutation', cancelDeparture: (
    { __typename: 'OrderJob', id: string }
    & { ' $fragmentRefs'?: { 'OrderJobSummary_JobFragment': OrderJobSummary_JobFragment } }
  ) };

export type OrderJobQueryVariables = Exact<{
  id: string | number;
  withItems: boolean;
  itemsPage?: PageInput | null | undefined;
}>;


export type OrderJobQuery = { __typename: 'Query', orderJob: (
    { __typename: 'OrderJob', failedItems?: { __typename: 'OrderJobItemPage', total: number, items: Array<(
        { __typename: 'OrderJobItem' }
        & { ' $fragmentRefs'?: { 'OrderJobItem_ItemFragment': OrderJobItem_ItemFragment } }
      )> }, skippedItems?: { __typename: 'OrderJobItemPage', total: number, items: Array<(
        { __typename: 'OrderJobItem' }
        & { ' $fragmentRefs'?: { 'OrderJobItem_ItemFragment': OrderJobItem_ItemFragment } }
      )> } }
    & { ' $fragmentRefs'?: { 'OrderJobSummary_JobFragment': OrderJobSummary_JobFragment } }
  ) };

export type OrderJobItem_ItemFragment = { __typename: 'OrderJobItem', orderId: string, orderNumber: string, state: OrderJobItemState, reason: string | null, reasonKey: string | null } & { ' $fragmentName'?: 'OrderJobItem_ItemFragment' };

export type OrderJobsQueryVariables = Exact<{
  page?: PageInput | null | undefined;
}>;


export type OrderJobsQuery = { __typename: 'Query', orderJobs: { __typename: 'OrderJobPage', total: number, items: Array<(
      { __typename: 'OrderJob' }
      & { ' $fragmentRefs'?: { 'OrderJobSummary_JobFragment': OrderJobSummary_JobFragment } }
    )> } };

export type OrderRow_OrderFragment = { __typename: 'OrderSummary', id: string, orderNumber: string, state: OrderState, completeTime: string | null, totalAmount: string, paymentTypes: Array<PaymentType>, cardLast4: string | null, tripNames: Array<string>, contact: { __typename: 'OrderContact', firstName: string, lastName: string, email: string | null, countryCode: string | null, phone: string | null } } & { ' $fragmentName'?: 'OrderRow_OrderFragment' };

export type RefundOrderDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type RefundOrderDetailQuery = { __typename: 'Query', refundOrder: (
    { __typename: 'RefundOrder', id: string, refundNumber: string, orderId: string, payType: RefundPayType }
    & { ' $fragmentRefs'?: { 'RefundSummary_RefundFragment': RefundSummary_RefundFragment;'RefundTickets_RefundFragment': RefundTickets_RefundFragment;'RefundPayment_RefundFragment': RefundPayment_RefundFragment;'RefundLogs_RefundFragment': RefundLogs_RefundFragment;'RefundActions_RefundFragment': RefundActions_RefundFragment } }
  ) };

export type RefundOrderListQueryVariables = Exact<{
  filter?: RefundFilter | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type RefundOrderListQuery = { __typename: 'Query', refundOrders: { __typename: 'RefundOrderPage', total: number, totalIsLowerBound: boolean, items: Array<(
      { __typename: 'RefundOrderSummary' }
      & { ' $fragmentRefs'?: { 'RefundOrderRow_RefundOrderFragment': RefundOrderRow_RefundOrderFragment } }
    )> } };

export type RefundOrderListChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type RefundOrderListChangedSubscription = { refundOrderChanged: { __typename: 'RefundOrderChange', id: string } };

export type CompleteRefundMutationVariables = Exact<{
  id: string | number;
  version: number;
  note?: string | null | undefined;
}>;


export type CompleteRefundMutation = { __typename: 'Mutation', completeRefund: { __typename: 'RefundOrder', id: string, state: RefundState, version: number } };

export type RefundActions_RefundFragment = { __typename: 'RefundOrder', id: string, refundNumber: string, amount: string, state: RefundState, version: number } & { ' $fragmentName'?: 'RefundActions_RefundFragment' };

export type ApproveRefundMutationVariables = Exact<{
  id: string | number;
  version: number;
}>;


export type ApproveRefundMutation = { __typename: 'Mutation', approveRefund: { __typename: 'RefundOrder', id: string, state: RefundState, version: number } };

export type RejectRefundMutationVariables = Exact<{
  id: string | number;
  version: number;
}>;


export type RejectRefundMutation = { __typename: 'Mutation', rejectRefund: { __typename: 'RefundOrder', id: string, state: RefundState, version: number } };

export type RefundLogs_RefundFragment = { __typename: 'RefundOrder', logs: Array<{ __typename: 'RefundLog', id: string, action: RefundLogAction, toState: RefundState, operatorName: string, note: string | null, createTime: string }> } & { ' $fragmentName'?: 'RefundLogs_RefundFragment' };

export type RefundPayment_RefundFragment = { __typename: 'RefundOrder', payType: RefundPayType, payAccount: string | null, transactionId: string | null, paymentId: string, payments: Array<{ __typename: 'Payment', id: string, amount: string, refundedAmount: string, refundPendingAmount: string }> } & { ' $fragmentName'?: 'RefundPayment_RefundFragment' };

export type RefundSummary_RefundFragment = { __typename: 'RefundOrder', refundNumber: string, state: RefundState, orderId: string, orderNumber: string, contactFirstName: string, contactLastName: string, applyPersonName: string, createTime: string, amount: string, fee: string, checkFee: string | null, reason: string | null, checkBy: string | null, checkTime: string | null, completeBy: string | null, completeTime: string | null, remarks: string | null } & { ' $fragmentName'?: 'RefundSummary_RefundFragment' };

export type RefundTickets_RefundFragment = { __typename: 'RefundOrder', fee: string, feeDetails: Array<{ __typename: 'RefundFeeDetail', ticketId: string, price: string, fee: string }>, refundTickets: Array<{ __typename: 'RefundTicket', id: string, ticketNumber: string, tripName: string, date: string, shift: string | null, option: string | null, passengerName: string, passengerType: PassengerType, status: TicketStatus, previousStatus: TicketStatus }> } & { ' $fragmentName'?: 'RefundTickets_RefundFragment' };

export type RefundOrderRow_RefundOrderFragment = { __typename: 'RefundOrderSummary', id: string, refundNumber: string, orderId: string, orderNumber: string, amount: string, applyPersonName: string, createTime: string, state: RefundState } & { ' $fragmentName'?: 'RefundOrderRow_RefundOrderFragment' };

export type TransactionDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type TransactionDetailQuery = { __typename: 'Query', transaction: (
    { __typename: 'Transaction', id: string, transactionId: string | null, orderId: string }
    & { ' $fragmentRefs'?: { 'TransactionFacts_TransactionFragment': TransactionFacts_TransactionFragment } }
  ) };

export type TransactionListQueryVariables = Exact<{
  filter?: TransactionFilter | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type TransactionListQuery = { __typename: 'Query', transactions: { __typename: 'TransactionPage', total: number, totalIsLowerBound: boolean, items: Array<(
      { __typename: 'TransactionSummary' }
      & { ' $fragmentRefs'?: { 'TransactionRow_TransactionFragment': TransactionRow_TransactionFragment } }
    )> } };

export type TransactionFacts_TransactionFragment = { __typename: 'Transaction', id: string, transactionId: string | null, paymentType: PaymentType, amount: string, payStatus: PayStatus, dealStatus: DealStatus, payTime: string | null, createTime: string, authCode: string | null, avsCode: string | null, errorCode: string | null, errorMsg: string | null, cardNumber: string | null, cardType: string | null, cardBank: string | null, cardMonth: string | null, cardYear: string | null, paypalAccount: string | null, refundedAmount: string, refundPendingAmount: string, refundableAmount: string, chargeBackAmount: string, chargeBackStatus: ChargebackStatus, riskScore: number | null, maxmindScore: number | null, ip: string | null, userAgent: string | null, orderId: string, orderNumber: string, customerName: string, contactEmail: string | null, channelName: string } & { ' $fragmentName'?: 'TransactionFacts_TransactionFragment' };

export type TransactionRow_TransactionFragment = { __typename: 'TransactionSummary', id: string, createTime: string, transactionId: string | null, authCode: string | null, orderId: string, orderNumber: string, cardNumber: string | null, paypalAccount: string | null, customerName: string, amount: string, errorCode: string | null, errorMsg: string | null, channelName: string, payStatus: PayStatus, chargeBackStatus: ChargebackStatus, chargeBackAmount: string } & { ' $fragmentName'?: 'TransactionRow_TransactionFragment' };

export type ReceiverForm_EmailReceiverFragment = { __typename: 'EmailReceiver', id: string, email: string, contactName: string, type: EmailReceiverType, version: number, createTime: string } & { ' $fragmentName'?: 'ReceiverForm_EmailReceiverFragment' };

export type EditReceiverQueryVariables = Exact<{
  id: string | number;
}>;


export type EditReceiverQuery = { __typename: 'Query', emailReceiver: (
    { __typename: 'EmailReceiver' }
    & { ' $fragmentRefs'?: { 'ReceiverForm_EmailReceiverFragment': ReceiverForm_EmailReceiverFragment } }
  ) };

export type SaveEmailReceiverMutationVariables = Exact<{
  id?: string | number | null | undefined;
  version?: number | null | undefined;
  input: EmailReceiverInput;
}>;


export type SaveEmailReceiverMutation = { __typename: 'Mutation', saveEmailReceiver: (
    { __typename: 'EmailReceiver' }
    & { ' $fragmentRefs'?: { 'ReceiverForm_EmailReceiverFragment': ReceiverForm_EmailReceiverFragment } }
  ) };

export type ApiTokensQueryVariables = Exact<{
  page?: PageInput | null | undefined;
}>;


export type ApiTokensQuery = { __typename: 'Query', apiTokens: { __typename: 'ApiTokenPage', total: number, items: Array<(
      { __typename: 'ApiToken' }
      & { ' $fragmentRefs'?: { 'ApiTokenRow_ApiTokenFragment': ApiTokenRow_ApiTokenFragment } }
    )> } };

export type RevokeApiTokenMutationVariables = Exact<{
  id: string | number;
}>;


export type RevokeApiTokenMutation = { __typename: 'Mutation', revokeApiToken: boolean };

export type ApiTokenGrantableRolesQueryVariables = Exact<{ [key: string]: never; }>;


export type ApiTokenGrantableRolesQuery = { __typename: 'Query', apiTokenGrantableRoles: Array<{ __typename: 'ApiTokenRole', id: string, name: string }> };

export type CreateApiTokenMutationVariables = Exact<{
  input: ApiTokenInput;
}>;


export type CreateApiTokenMutation = { __typename: 'Mutation', createApiToken: { __typename: 'ApiTokenCreated', token: string, apiToken: (
      { __typename: 'ApiToken' }
      & { ' $fragmentRefs'?: { 'ApiTokenRow_ApiTokenFragment': ApiTokenRow_ApiTokenFragment } }
    ) } };

export type ApiTokenRow_ApiTokenFragment = { __typename: 'ApiToken', id: string, name: string, prefix: string, createdBy: string, createTime: string, expiresAt: string | null, lastUsedAt: string | null, lastUsedAddress: string | null, roles: Array<{ __typename: 'ApiTokenRole', id: string, name: string }> } & { ' $fragmentName'?: 'ApiTokenRow_ApiTokenFragment' };

export type AuditLogQueryVariables = Exact<{
  area?: AuditArea | null | undefined;
  actor?: string | null | undefined;
  dateFrom?: string | null | undefined;
  dateTo?: string | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type AuditLogQuery = { __typename: 'Query', auditTrail: { __typename: 'AuditPage', total: number, items: Array<(
      { __typename: 'AuditEntry' }
      & { ' $fragmentRefs'?: { 'AuditEntry_AuditEntryFragment': AuditEntry_AuditEntryFragment } }
    )> } };

export type BookingFeeForm_BookingFeeFragment = { __typename: 'BookingFee', type: BookingFeeType, mode: BookingFeeMode, amount: string, version: number } & { ' $fragmentName'?: 'BookingFeeForm_BookingFeeFragment' };

export type BookingFeeScreenQueryVariables = Exact<{ [key: string]: never; }>;


export type BookingFeeScreenQuery = { __typename: 'Query', bookingFee: (
    { __typename: 'BookingFee' }
    & { ' $fragmentRefs'?: { 'BookingFeeForm_BookingFeeFragment': BookingFeeForm_BookingFeeFragment } }
  ), serviceFee: { __typename: 'ServiceFee', rate: string, fixed: string, commissionRate: string, chargebackFee: string, subscriptionFee: string } };

export type SaveBookingFeeMutationVariables = Exact<{
  version?: number | null | undefined;
  input: BookingFeeInput;
}>;


export type SaveBookingFeeMutation = { __typename: 'Mutation', saveBookingFee: (
    { __typename: 'BookingFee' }
    & { ' $fragmentRefs'?: { 'BookingFeeForm_BookingFeeFragment': BookingFeeForm_BookingFeeFragment } }
  ) };

export type DevMailRow_DevelopmentMailFragment = { __typename: 'DevelopmentMail', id: string, to: Array<string>, bcc: Array<string>, subject: string, sentAt: string } & { ' $fragmentName'?: 'DevMailRow_DevelopmentMailFragment' };

export type DevMailQueryVariables = Exact<{
  page?: PageInput | null | undefined;
}>;


export type DevMailQuery = { __typename: 'Query', developmentMails: { __typename: 'DevelopmentMailPage', total: number, items: Array<(
      { __typename: 'DevelopmentMail' }
      & { ' $fragmentRefs'?: { 'DevMailRow_DevelopmentMailFragment': DevMailRow_DevelopmentMailFragment } }
    )> } };

export type DevMailMessageQueryVariables = Exact<{
  id: string | number;
}>;


export type DevMailMessageQuery = { __typename: 'Query', developmentMail: { __typename: 'DevelopmentMailMessage', id: string, from: string, to: Array<string>, bcc: Array<string>, subject: string, sentAt: string, text: string, qrCodes: Array<{ __typename: 'MailQrCode', text: string, imageDataUrl: string }> } };

export type PaymentScreenQueryVariables = Exact<{ [key: string]: never; }>;


export type PaymentScreenQuery = { __typename: 'Query', creditCardConfig: (
    { __typename: 'CreditCardConfig' }
    & { ' $fragmentRefs'?: { 'CardGatewayForm_CreditCardConfigFragment': CardGatewayForm_CreditCardConfigFragment } }
  ) | null, paypalConfig: (
    { __typename: 'PaypalConfig' }
    & { ' $fragmentRefs'?: { 'PaypalForm_PaypalConfigFragment': PaypalForm_PaypalConfigFragment } }
  ) | null, unpaidHold: (
    { __typename: 'UnpaidHold' }
    & { ' $fragmentRefs'?: { 'UnpaidHoldForm_UnpaidHoldFragment': UnpaidHoldForm_UnpaidHoldFragment } }
  ) };

export type CardGatewayForm_CreditCardConfigFragment = { __typename: 'CreditCardConfig', id: string, gatewayType: CardGatewayType, apiLoginId: string | null, publicClientKey: string | null, cardOrganizations: Array<CardOrganization>, username: string | null, merchantId: string | null, sourceKey: string | null, publicApiKey: string | null, version: number, updateTime: string | null, transactionKey: { __typename: 'MaskedNumber', isSet: boolean, lastFour: string | null }, password: { __typename: 'MaskedNumber', isSet: boolean, lastFour: string | null }, sourcePin: { __typename: 'MaskedNumber', isSet: boolean, lastFour: string | null } } & { ' $fragmentName'?: 'CardGatewayForm_CreditCardConfigFragment' };

export type SaveCreditCardConfigMutationVariables = Exact<{
  version?: number | null | undefined;
  input: CreditCardConfigInput;
}>;


export type SaveCreditCardConfigMutation = { __typename: 'Mutation', saveCreditCardConfig: (
    { __typename: 'CreditCardConfig' }
    & { ' $fragmentRefs'?: { 'CardGatewayForm_CreditCardConfigFragment': CardGatewayForm_CreditCardConfigFragment } }
  ) };

export type PaypalForm_PaypalConfigFragment = { __typename: 'PaypalConfig', id: string, apiUsername: string, clientId: string, status: PaypalStatus, version: number, updateTime: string | null, password: { __typename: 'MaskedNumber', isSet: boolean, lastFour: string | null }, signature: { __typename: 'MaskedNumber', isSet: boolean, lastFour: string | null }, clientSecret: { __typename: 'MaskedNumber', isSet: boolean, lastFour: string | null } } & { ' $fragmentName'?: 'PaypalForm_PaypalConfigFragment' };

export type SavePaypalConfigMutationVariables = Exact<{
  version?: number | null | undefined;
  input: PaypalConfigInput;
}>;


export type SavePaypalConfigMutation = { __typename: 'Mutation', savePaypalConfig: (
    { __typename: 'PaypalConfig' }
    & { ' $fragmentRefs'?: { 'PaypalForm_PaypalConfigFragment': PaypalForm_PaypalConfigFragment } }
  ) };

export type UnpaidHoldForm_UnpaidHoldFragment = { __typename: 'UnpaidHold', unpaidHoldDays: number, version: number } & { ' $fragmentName'?: 'UnpaidHoldForm_UnpaidHoldFragment' };

export type SaveUnpaidHoldMutationVariables = Exact<{
  version: number;
  unpaidHoldDays: number;
}>;


export type SaveUnpaidHoldMutation = { __typename: 'Mutation', saveUnpaidHold: (
    { __typename: 'UnpaidHold' }
    & { ' $fragmentRefs'?: { 'UnpaidHoldForm_UnpaidHoldFragment': UnpaidHoldForm_UnpaidHoldFragment } }
  ) };

export type RoleListQueryVariables = Exact<{
  filter?: RoleFilter | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type RoleListQuery = { __typename: 'Query', roles: { __typename: 'RolePage', total: number, items: Array<(
      { __typename: 'Role' }
      & { ' $fragmentRefs'?: { 'RoleRow_RoleFragment': RoleRow_RoleFragment } }
    )> } };

export type DeleteRoleMutationVariables = Exact<{
  id: string | number;
  version: number;
}>;


export type DeleteRoleMutation = { __typename: 'Mutation', deleteRole: boolean };

export type PermissionCatalogueQueryVariables = Exact<{ [key: string]: never; }>;


export type PermissionCatalogueQuery = { __typename: 'Query', permissionCatalogue: Array<{ __typename: 'CatalogueEntry', type: PermissionType, url: string, name: string, group: string, parent: string | null }> };

export type AssignRoleResourcesMutationVariables = Exact<{
  id: string | number;
  version: number;
  permissions: Array<ResourceInput> | ResourceInput;
}>;


export type AssignRoleResourcesMutation = { __typename: 'Mutation', assignRoleResources: (
    { __typename: 'Role' }
    & { ' $fragmentRefs'?: { 'RoleRow_RoleFragment': RoleRow_RoleFragment } }
  ) };

export type CreateRoleMutationVariables = Exact<{
  input: RoleInput;
}>;


export type CreateRoleMutation = { __typename: 'Mutation', createRole: (
    { __typename: 'Role' }
    & { ' $fragmentRefs'?: { 'RoleRow_RoleFragment': RoleRow_RoleFragment } }
  ) };

export type UpdateRoleMutationVariables = Exact<{
  id: string | number;
  version: number;
  input: RoleInput;
}>;


export type UpdateRoleMutation = { __typename: 'Mutation', updateRole: (
    { __typename: 'Role' }
    & { ' $fragmentRefs'?: { 'RoleRow_RoleFragment': RoleRow_RoleFragment } }
  ) };

export type RoleRow_RoleFragment = { __typename: 'Role', id: string, name: string, description: string | null, allPermissions: boolean, userCount: number, version: number, permissions: Array<{ __typename: 'GrantedResource', type: PermissionType, url: string }> } & { ' $fragmentName'?: 'RoleRow_RoleFragment' };

export type SystemEmailQueryVariables = Exact<{
  type?: EmailReceiverType | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type SystemEmailQuery = { __typename: 'Query', emailReceivers: { __typename: 'EmailReceiverPage', total: number, items: Array<(
      { __typename: 'EmailReceiver' }
      & { ' $fragmentRefs'?: { 'ReceiverRow_EmailReceiverFragment': ReceiverRow_EmailReceiverFragment } }
    )> } };

export type SendTestEmailMutationVariables = Exact<{
  id: string | number;
}>;


export type SendTestEmailMutation = { __typename: 'Mutation', sendTestEmail: { __typename: 'TestEmailReceipt', sentTo: string, queuedAt: string } };

export type DeleteEmailReceiverMutationVariables = Exact<{
  id: string | number;
  version: number;
}>;


export type DeleteEmailReceiverMutation = { __typename: 'Mutation', deleteEmailReceiver: boolean };

export type ReceiverRow_EmailReceiverFragment = { __typename: 'EmailReceiver', id: string, email: string, contactName: string, type: EmailReceiverType, version: number } & { ' $fragmentName'?: 'ReceiverRow_EmailReceiverFragment' };

export type UserListQueryVariables = Exact<{
  filter?: UserFilter | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type UserListQuery = { __typename: 'Query', users: { __typename: 'UserPage', total: number, items: Array<(
      { __typename: 'User' }
      & { ' $fragmentRefs'?: { 'UserRow_UserFragment': UserRow_UserFragment } }
    )> } };

export type AssignableRolesQueryVariables = Exact<{ [key: string]: never; }>;


export type AssignableRolesQuery = { __typename: 'Query', assignableRoles: Array<{ __typename: 'RoleRef', id: string, name: string }> };

export type ResetUserTwoFactorMutationVariables = Exact<{
  id: string | number;
}>;


export type ResetUserTwoFactorMutation = { __typename: 'Mutation', resetUserTwoFactor: boolean };

export type DeleteUserMutationVariables = Exact<{
  id: string | number;
  version: number;
}>;


export type DeleteUserMutation = { __typename: 'Mutation', deleteUser: boolean };

export type AssignUserRolesMutationVariables = Exact<{
  id: string | number;
  version: number;
  roleIds: Array<string | number> | string | number;
}>;


export type AssignUserRolesMutation = { __typename: 'Mutation', assignUserRoles: (
    { __typename: 'User' }
    & { ' $fragmentRefs'?: { 'UserRow_UserFragment': UserRow_UserFragment } }
  ) };

export type ResetUserPasswordMutationVariables = Exact<{
  id: string | number;
  newPassword: string;
}>;


export type ResetUserPasswordMutation = { __typename: 'Mutation', resetUserPassword: boolean };

export type TwoFactorPolicyQueryVariables = Exact<{ [key: string]: never; }>;


export type TwoFactorPolicyQuery = { __typename: 'Query', twoFactorPolicy: { __typename: 'TwoFactorPolicy', requireForManagers: boolean } };

export type SaveTwoFactorPolicyMutationVariables = Exact<{
  requireForManagers: boolean;
}>;


export type SaveTwoFactorPolicyMutation = { __typename: 'Mutation', saveTwoFactorPolicy: { __typename: 'TwoFactorPolicy', requireForManagers: boolean } };

export type CreateUserMutationVariables = Exact<{
  input: CreateUserInput;
}>;


export type CreateUserMutation = { __typename: 'Mutation', createUser: (
    { __typename: 'User' }
    & { ' $fragmentRefs'?: { 'UserRow_UserFragment': UserRow_UserFragment } }
  ) };

export type UpdateUserMutationVariables = Exact<{
  id: string | number;
  version: number;
  input: UpdateUserInput;
}>;


export type UpdateUserMutation = { __typename: 'Mutation', updateUser: (
    { __typename: 'User' }
    & { ' $fragmentRefs'?: { 'UserRow_UserFragment': UserRow_UserFragment } }
  ) };

export type UserRow_UserFragment = { __typename: 'User', id: string, username: string, firstName: string, lastName: string, email: string | null, phoneCode: string | null, phone: string | null, status: UserStatus, lastLoginTime: string | null, createTime: string, twoFactorEnabled: boolean, version: number, roles: Array<{ __typename: 'RoleRef', id: string, name: string }> } & { ' $fragmentName'?: 'UserRow_UserFragment' };

export type WebhooksQueryVariables = Exact<{
  page?: PageInput | null | undefined;
}>;


export type WebhooksQuery = { __typename: 'Query', webhooks: { __typename: 'WebhookPage', total: number, items: Array<(
      { __typename: 'Webhook' }
      & { ' $fragmentRefs'?: { 'WebhookRow_WebhookFragment': WebhookRow_WebhookFragment } }
    )> } };

export type DeleteWebhookMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteWebhookMutation = { __typename: 'Mutation', deleteWebhook: boolean };

export type RotateWebhookSecretMutationVariables = Exact<{
  id: string | number;
}>;


export type RotateWebhookSecretMutation = { __typename: 'Mutation', rotateWebhookSecret: { __typename: 'WebhookCreated', secret: string } };

export type SendTestWebhookMutationVariables = Exact<{
  id: string | number;
}>;


export type SendTestWebhookMutation = { __typename: 'Mutation', sendTestWebhook: { __typename: 'WebhookDelivery', id: string, status: WebhookDeliveryStatus, httpStatus: number | null, responseExcerpt: string | null } };

export type WebhookDeliveriesQueryVariables = Exact<{
  webhookId: string | number;
  page?: PageInput | null | undefined;
}>;


export type WebhookDeliveriesQuery = { __typename: 'Query', webhookDeliveries: { __typename: 'WebhookDeliveryPage', total: number, items: Array<{ __typename: 'WebhookDelivery', id: string, eventType: string, status: WebhookDeliveryStatus, attempt: number, httpStatus: number | null, durationMs: number | null, responseExcerpt: string | null, createTime: string, lastAttemptTime: string | null }> } };

export type RedeliverWebhookDeliveryMutationVariables = Exact<{
  id: string | number;
}>;


export type RedeliverWebhookDeliveryMutation = { __typename: 'Mutation', redeliverWebhookDelivery: { __typename: 'WebhookDelivery', id: string, status: WebhookDeliveryStatus, httpStatus: number | null } };

export type CreateWebhookMutationVariables = Exact<{
  input: WebhookInput;
}>;


export type CreateWebhookMutation = { __typename: 'Mutation', createWebhook: { __typename: 'WebhookCreated', secret: string, webhook: (
      { __typename: 'Webhook' }
      & { ' $fragmentRefs'?: { 'WebhookRow_WebhookFragment': WebhookRow_WebhookFragment } }
    ) } };

export type UpdateWebhookMutationVariables = Exact<{
  id: string | number;
  input: WebhookInput;
}>;


export type UpdateWebhookMutation = { __typename: 'Mutation', updateWebhook: (
    { __typename: 'Webhook' }
    & { ' $fragmentRefs'?: { 'WebhookRow_WebhookFragment': WebhookRow_WebhookFragment } }
  ) };

export type WebhookRow_WebhookFragment = { __typename: 'Webhook', id: string, url: string, events: Array<WebhookEventType>, description: string, enabled: boolean, disabledReason: string | null, createTime: string, lastDelivery: { __typename: 'WebhookLastDelivery', status: WebhookDeliveryStatus, time: string, httpStatus: number | null } | null } & { ' $fragmentName'?: 'WebhookRow_WebhookFragment' };

export type DeparturesQueryVariables = Exact<{
  from: string;
  to: string;
  tripIds?: Array<string | number> | string | number | null | undefined;
  tagIds?: Array<string | number> | string | number | null | undefined;
}>;


export type DeparturesQuery = { __typename: 'Query', departures: Array<{ __typename: 'Departure', id: string, tripId: string, tripCode: string, tripName: string, stopSale: boolean, cancelled: boolean, cancellationJobId: string | null, date: string, shiftId: string | null, shiftName: string | null, time: string | null, capacity: number | null, sold: number, locked: number, checkedIn: number }> };

export type DepartureFiltersQueryVariables = Exact<{ [key: string]: never; }>;


export type DepartureFiltersQuery = { __typename: 'Query', departureFilters: { __typename: 'DepartureFilters', trips: Array<{ __typename: 'DepartureTripOption', id: string, code: string, name: string }>, tags: Array<{ __typename: 'DepartureTagOption', id: string, name: string }> } };

export type DepartureManifestQueryVariables = Exact<{
  tripId: string | number;
  date: string;
  shiftId?: string | number | null | undefined;
}>;


export type DepartureManifestQuery = { __typename: 'Query', departureManifest: { __typename: 'DepartureManifest', truncated: boolean, departure: { __typename: 'Departure', id: string, tripId: string, tripCode: string, tripName: string, stopSale: boolean, cancelled: boolean, cancellationJobId: string | null, date: string, shiftId: string | null, shiftName: string | null, time: string | null, capacity: number | null, sold: number, locked: number, checkedIn: number }, passengers: Array<{ __typename: 'ManifestPassenger', ticketNumber: string, orderNumber: string, orderId: string | null, passengerName: string, passengerType: PassengerType, option: string | null, buyerName: string | null, status: TicketStatus, held: boolean, checkedIn: boolean, checkedBy: string | null, checkTime: string | null }> } };

export type CheckInTicketMutationVariables = Exact<{
  ticketNumber: string;
  departure?: DepartureInput | null | undefined;
  date?: string | null | undefined;
  anyDeparture?: boolean | null | undefined;
}>;


export type CheckInTicketMutation = { __typename: 'Mutation', checkInTicket: { __typename: 'OrderTicket', id: string, ticketNumber: string, passengerName: string, passengerType: PassengerType, tripName: string, date: string, shift: string | null, checkedBy: string | null, checkTime: string | null } };

export type UndoCheckInMutationVariables = Exact<{
  ticketNumber: string;
}>;


export type UndoCheckInMutation = { __typename: 'Mutation', undoCheckIn: { __typename: 'OrderTicket', id: string, ticketNumber: string, status: TicketStatus } };

export type CheckInCountsQueryVariables = Exact<{
  departure: DepartureInput;
}>;


export type CheckInCountsQuery = { __typename: 'Query', checkInCounts: { __typename: 'CheckInCounts', checkedIn: number, expected: number } };

export type CheckInTripShiftsQueryVariables = Exact<{
  id: string | number;
}>;


export type CheckInTripShiftsQuery = { __typename: 'Query', trip: { __typename: 'Trip', id: string, code: string, shifts: Array<{ __typename: 'Shift', name: string, selected: boolean }> } };

export type GroupedTripForm_TripFragment = { __typename: 'Trip', id: string, code: string, name: string, trip1Id: string | null, trip2Id: string | null, requireSameDay: boolean | null, imageFileId: string | null, imageUrl: string | null, tagIds: Array<string>, version: number } & { ' $fragmentName'?: 'GroupedTripForm_TripFragment' };

export type GroupedTripEditQueryVariables = Exact<{
  id: string | number;
}>;


export type GroupedTripEditQuery = { __typename: 'Query', trip: (
    { __typename: 'Trip' }
    & { ' $fragmentRefs'?: { 'GroupedTripForm_TripFragment': GroupedTripForm_TripFragment } }
  ) };

export type CreateGroupedTripMutationVariables = Exact<{
  input: GroupedTripInput;
}>;


export type CreateGroupedTripMutation = { __typename: 'Mutation', createGroupedTrip: { __typename: 'Trip', id: string, code: string } };

export type UpdateGroupedTripMutationVariables = Exact<{
  id: string | number;
  version: number;
  input: GroupedTripInput;
}>;


export type UpdateGroupedTripMutation = { __typename: 'Mutation', updateGroupedTrip: (
    { __typename: 'Trip' }
    & { ' $fragmentRefs'?: { 'GroupedTripForm_TripFragment': GroupedTripForm_TripFragment } }
  ) };

export type GroupedTripMemberQueryVariables = Exact<{
  id: string | number;
}>;


export type GroupedTripMemberQuery = { __typename: 'Query', trip: { __typename: 'Trip', id: string, code: string, name: string, pricingType: PricingType, inventoryType: InventoryType, rescheduleFeeType: RescheduleFeeType, rescheduleFee: string | null, cancellationType: CancellationType, cancellationAmount: string | null, cancellationPercentage: number | null, specialRequest: boolean, ageLimit: number | null, customPrices: Array<{ __typename: 'CustomPrice', name: string }> | null } };

export type ReservationListQueryVariables = Exact<{
  tripId: string | number;
  date?: string | null | undefined;
  shift?: string | null | undefined;
  status?: TicketStatus | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type ReservationListQuery = { __typename: 'Query', reservations: { __typename: 'TicketPage', total: number, items: Array<(
      { __typename: 'Ticket' }
      & { ' $fragmentRefs'?: { 'PassengerRow_TicketFragment': PassengerRow_TicketFragment } }
    )> } };

export type NotifyPassengersMutationVariables = Exact<{
  input: NotifyPassengersInput;
}>;


export type NotifyPassengersMutation = { __typename: 'Mutation', notifyPassengers: { __typename: 'PassengerNotification', id: string, channel: NotificationChannel, recipientCount: number, status: NotificationStatus } };

export type PassengerRow_TicketFragment = { __typename: 'Ticket', id: string, ticketNumber: string, date: string, shift: string | null, option: string | null, passengerName: string, passengerType: PassengerType, status: TicketStatus, held: boolean, checkedBy: string | null, checkTime: string | null } & { ' $fragmentName'?: 'PassengerRow_TicketFragment' };

export type ReservationStatisticsQueryVariables = Exact<{
  tripId: string | number;
}>;


export type ReservationStatisticsQuery = { __typename: 'Query', reservationStatistics: { __typename: 'ReservationStatistics', tripId: string, inventoryType: InventoryType, rows: Array<{ __typename: 'DateShiftSeats', date: string, shift: string | null, capacity: number | null, sold: number, locked: number, available: number | null }>, total: { __typename: 'SeatCounts', capacity: number | null, sold: number, locked: number, available: number | null } } };

export type TagsListQueryVariables = Exact<{
  page?: PageInput | null | undefined;
}>;


export type TagsListQuery = { __typename: 'Query', tags: { __typename: 'TagPage', total: number, items: Array<(
      { __typename: 'Tag' }
      & { ' $fragmentRefs'?: { 'TagRow_TagFragment': TagRow_TagFragment } }
    )> } };

export type DeleteTagMutationVariables = Exact<{
  id: string | number;
  version?: number | null | undefined;
}>;


export type DeleteTagMutation = { __typename: 'Mutation', deleteTag: boolean };

export type CreateTagMutationVariables = Exact<{
  input: TagInput;
}>;


export type CreateTagMutation = { __typename: 'Mutation', createTag: { __typename: 'Tag', id: string, name: string } };

export type UpdateTagMutationVariables = Exact<{
  id: string | number;
  version: number;
  input: TagInput;
}>;


export type UpdateTagMutation = { __typename: 'Mutation', updateTag: { __typename: 'Tag', id: string, name: string, thumbnailFileId: string, thumbnailUrl: string, version: number } };

export type TagOptionsQueryVariables = Exact<{
  page?: PageInput | null | undefined;
}>;


export type TagOptionsQuery = { __typename: 'Query', tags: { __typename: 'TagPage', items: Array<{ __typename: 'Tag', id: string, name: string }> } };

export type TagRow_TagFragment = { __typename: 'Tag', id: string, name: string, thumbnailFileId: string, thumbnailUrl: string, tripCount: number, version: number } & { ' $fragmentName'?: 'TagRow_TagFragment' };

export type TripKindQueryVariables = Exact<{
  id: string | number;
}>;


export type TripKindQuery = { __typename: 'Query', trip: { __typename: 'Trip', id: string, grouped: boolean } };

export type TripForm_TripFragment = { __typename: 'Trip', id: string, code: string, name: string, template: TripTemplate, tripType: TripType, version: number, tagIds: Array<string>, imageFileId: string | null, imageUrl: string | null, pricingType: PricingType, price: string | null, inventoryType: InventoryType, totalQuantity: number | null, ageLimit: number | null, specialRequest: boolean, rescheduleFeeType: RescheduleFeeType, rescheduleFee: string | null, cancellationType: CancellationType, cancellationAmount: string | null, cancellationPercentage: number | null, saleStart: string | null, saleEnd: string | null, notForIndividualSale: boolean, includes: Array<string>, overview: Array<string>, destination: Array<string>, freeServices: Array<string>, terms: Array<string>, passengerPrices: { __typename: 'PassengerPrices', adult: string | null, child: string | null, infant: string | null, elder: string | null } | null, customPrices: Array<{ __typename: 'CustomPrice', name: string, price: string }> | null, shifts: Array<{ __typename: 'Shift', name: string, selected: boolean }>, inventories: Array<{ __typename: 'DateInventory', date: string, shift: string, quantity: number }>, route: Array<{ __typename: 'RouteStop', name: string, address: string, latitude: number, longitude: number }>, duration: Array<{ __typename: 'TripDuration', value: number, unit: DurationUnit }>, pickUp: Array<{ __typename: 'TripLocation', address: string, position: string, description: string, city: string, cityId: string | null }>, dropOff: Array<{ __typename: 'TripLocation', address: string, position: string, description: string, city: string, cityId: string | null }>, itinerary: Array<{ __typename: 'ItineraryDay', day: number, title: string, description: string }> } & { ' $fragmentName'?: 'TripForm_TripFragment' };

export type TripFormQueryVariables = Exact<{
  id: string | number;
}>;


export type TripFormQuery = { __typename: 'Query', trip: (
    { __typename: 'Trip' }
    & { ' $fragmentRefs'?: { 'TripForm_TripFragment': TripForm_TripFragment } }
  ) };

export type TripFormTimeZoneQueryVariables = Exact<{ [key: string]: never; }>;


export type TripFormTimeZoneQuery = { __typename: 'Query', me: { __typename: 'Me', tenant: { __typename: 'TenantConfiguration', tid: string, timeZone: string } } };

export type TripFormSeatsQueryVariables = Exact<{
  tripId: string | number;
}>;


export type TripFormSeatsQuery = { __typename: 'Query', reservationStatistics: { __typename: 'ReservationStatistics', tripId: string, total: { __typename: 'SeatCounts', sold: number, locked: number }, rows: Array<{ __typename: 'DateShiftSeats', date: string, shift: string | null, sold: number, locked: number }> } };

export type CreateTripMutationVariables = Exact<{
  input: TripInput;
}>;


export type CreateTripMutation = { __typename: 'Mutation', createTrip: { __typename: 'Trip', id: string, code: string } };

export type UpdateTripMutationVariables = Exact<{
  id: string | number;
  version: number;
  input: TripInput;
}>;


export type UpdateTripMutation = { __typename: 'Mutation', updateTrip: (
    { __typename: 'Trip' }
    & { ' $fragmentRefs'?: { 'TripForm_TripFragment': TripForm_TripFragment } }
  ) };

export type TripListQueryVariables = Exact<{
  filter?: TripFilter | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type TripListQuery = { __typename: 'Query', trips: { __typename: 'TripPage', total: number, items: Array<(
      { __typename: 'TripSummary' }
      & { ' $fragmentRefs'?: { 'TripRow_TripFragment': TripRow_TripFragment } }
    )> } };

export type TripActions_TripFragment = { __typename: 'TripSummary', id: string, code: string, name: string, state: TripState, version: number } & { ' $fragmentName'?: 'TripActions_TripFragment' };

export type DuplicateTripMutationVariables = Exact<{
  id: string | number;
}>;


export type DuplicateTripMutation = { __typename: 'Mutation', duplicateTrip: { __typename: 'Trip', id: string, code: string } };

export type PublishTripMutationVariables = Exact<{
  id: string | number;
  version: number;
}>;


export type PublishTripMutation = { __typename: 'Mutation', publishTrip: { __typename: 'Trip', id: string, state: TripState, version: number } };

export type StopSellingTripMutationVariables = Exact<{
  id: string | number;
  version: number;
}>;


export type StopSellingTripMutation = { __typename: 'Mutation', stopSellingTrip: { __typename: 'Trip', id: string, state: TripState, version: number } };

export type InactivateTripMutationVariables = Exact<{
  id: string | number;
  version: number;
}>;


export type InactivateTripMutation = { __typename: 'Mutation', inactivateTrip: { __typename: 'Trip', id: string, state: TripState, version: number } };

export type SponsorTripMutationVariables = Exact<{
  id: string | number;
  version: number;
}>;


export type SponsorTripMutation = { __typename: 'Mutation', sponsorTrip: { __typename: 'Trip', id: string, state: TripState, version: number } };

export type DeactivateTripMutationVariables = Exact<{
  id: string | number;
  version: number;
}>;


export type DeactivateTripMutation = { __typename: 'Mutation', deactivateTrip: { __typename: 'Trip', id: string, state: TripState, version: number } };

export type TripRow_TripFragment = (
  { __typename: 'TripSummary', id: string, code: string, name: string, grouped: boolean, price: string, views: number, bookings: number, state: TripState }
  & { ' $fragmentRefs'?: { 'TripActions_TripFragment': TripActions_TripFragment } }
) & { ' $fragmentName'?: 'TripRow_TripFragment' };

export type HomePage_ImageFragment = { __typename: 'PageImage', fileId: string, url: string, name: string | null, uploadTime: string | null, uploaderName: string | null } & { ' $fragmentName'?: 'HomePage_ImageFragment' };

export type HomePage_PageFragment = { __typename: 'VendorPage', aboutUs: string | null, slogan: string | null, supportPhoneCode: string | null, supportPurePhone: string | null, supportEmail: string | null, homePageUrl: string | null, version: number, updateTime: string | null, backgroundImage: (
    { __typename: 'PageImage' }
    & { ' $fragmentRefs'?: { 'HomePage_ImageFragment': HomePage_ImageFragment } }
  ) | null, logo: (
    { __typename: 'PageImage' }
    & { ' $fragmentRefs'?: { 'HomePage_ImageFragment': HomePage_ImageFragment } }
  ) | null, bgImages: Array<(
    { __typename: 'PageImage' }
    & { ' $fragmentRefs'?: { 'HomePage_ImageFragment': HomePage_ImageFragment } }
  )> } & { ' $fragmentName'?: 'HomePage_PageFragment' };

export type HomePageQueryVariables = Exact<{ [key: string]: never; }>;


export type HomePageQuery = { __typename: 'Query', vendorPage: (
    { __typename: 'VendorPage' }
    & { ' $fragmentRefs'?: { 'HomePage_PageFragment': HomePage_PageFragment } }
  ) };

export type SaveVendorPageMutationVariables = Exact<{
  version: number;
  input: VendorPageInput;
}>;


export type SaveVendorPageMutation = { __typename: 'Mutation', saveVendorPage: (
    { __typename: 'VendorPage' }
    & { ' $fragmentRefs'?: { 'HomePage_PageFragment': HomePage_PageFragment } }
  ) };

export type LoginUserMutationVariables = Exact<{
  username: string;
  password: string;
}>;


export type LoginUserMutation = { __typename: 'Mutation', login: (
    { __typename: 'Session' }
    & { ' $fragmentRefs'?: { 'Session_SessionFragment': Session_SessionFragment } }
  ) };

export type LoginUserWithAuthCodeMutationVariables = Exact<{
  authCode: string;
  userName: string;
}>;


export type LoginUserWithAuthCodeMutation = { __typename: 'Mutation', loginWithAuthCode: (
    { __typename: 'Session' }
    & { ' $fragmentRefs'?: { 'Session_SessionFragment': Session_SessionFragment } }
  ) };

export type Session_SessionFragment = { __typename: 'Session', token: string, expiresAt: string, user: { __typename: 'SessionUser', id: string, username: string, tenantId: string, initialized: boolean } } & { ' $fragmentName'?: 'Session_SessionFragment' };

export type LogoutUserMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutUserMutation = { __typename: 'Mutation', logout: boolean };

export type ChangePasswordMutationVariables = Exact<{
  password: string;
  newPassword: string;
}>;


export type ChangePasswordMutation = { __typename: 'Mutation', changePassword: boolean };

export type CompleteTwoFactorLoginMutationVariables = Exact<{
  username: string;
  challenge: string;
  code: string;
}>;


export type CompleteTwoFactorLoginMutation = { __typename: 'Mutation', completeTwoFactorLogin: (
    { __typename: 'Session' }
    & { ' $fragmentRefs'?: { 'Session_SessionFragment': Session_SessionFragment } }
  ) };

export type TripOptionsQueryVariables = Exact<{
  filter?: TripFilter | null | undefined;
}>;


export type TripOptionsQuery = { __typename: 'Query', trips: { __typename: 'TripPage', items: Array<{ __typename: 'TripSummary', id: string, code: string, name: string, grouped: boolean }> } };

export type SelectedTripQueryVariables = Exact<{
  id: string | number;
}>;


export type SelectedTripQuery = { __typename: 'Query', trip: { __typename: 'Trip', id: string, code: string, name: string } };

export type HistoryPanelQueryVariables = Exact<{
  area?: AuditArea | null | undefined;
  targetId?: string | number | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type HistoryPanelQuery = { __typename: 'Query', auditTrail: { __typename: 'AuditPage', total: number, items: Array<(
      { __typename: 'AuditEntry' }
      & { ' $fragmentRefs'?: { 'AuditEntry_AuditEntryFragment': AuditEntry_AuditEntryFragment } }
    )> } };

export type AuditEntry_AuditEntryFragment = { __typename: 'AuditEntry', id: string, area: AuditArea, action: string, targetName: string | null, actor: string, time: string, changes: Array<{ __typename: 'AuditChange', field: string, from: string | null, to: string | null, fromItems: Array<string> | null, toItems: Array<string> | null, secret: boolean, references: Array<{ __typename: 'AuditReference', id: string, name: string | null }> | null }> } & { ' $fragmentName'?: 'AuditEntry_AuditEntryFragment' };

export type TenantTimeZoneQueryVariables = Exact<{ [key: string]: never; }>;


export type TenantTimeZoneQuery = { __typename: 'Query', me: { __typename: 'Me', tenant: { __typename: 'TenantConfiguration', tid: string, timeZone: string } } };

export type UploadImageMutationVariables = Exact<{
  name: string;
  dataBase64: string;
}>;


export type UploadImageMutation = { __typename: 'Mutation', uploadFile: { __typename: 'UploadedFile', id: string, url: string, name: string, createTime: string } };

export const AppFooter_TenantFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppFooter_tenant"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TenantConfiguration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}}]} as unknown as DocumentNode<AppFooter_TenantFragment, unknown>;
export const AppFooter_ServerInfoFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppFooter_serverInfo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ServerInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"environment"}}]}}]} as unknown as DocumentNode<AppFooter_ServerInfoFragment, unknown>;
export const GuideButton_InitStateFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GuideButton_initState"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InitState"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"initialized"}},{"kind":"Field","name":{"kind":"Name","value":"completedSteps"}},{"kind":"Field","name":{"kind":"Name","value":"totalSteps"}}]}}]} as unknown as DocumentNode<GuideButton_InitStateFragment, unknown>;
export const UserMenu_UserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserMenu_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SessionUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]} as unknown as DocumentNode<UserMenu_UserFragment, unknown>;
export const WebsiteButton_TenantFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebsiteButton_tenant"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TenantConfiguration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"websiteUrl"}}]}}]} as unknown as DocumentNode<WebsiteButton_TenantFragment, unknown>;
export const TwoFactorModal_StatusFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TwoFactorModal_status"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TwoFactorStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"recoveryCodesLeft"}}]}}]} as unknown as DocumentNode<TwoFactorModal_StatusFragment, unknown>;
export const BankInfoForm_BankInfoFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BankInfoForm_bankInfo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"accountHolderName"}},{"kind":"Field","name":{"kind":"Name","value":"routingNumber"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"isSet"}},{"kind":"Field","name":{"kind":"Name","value":"lastFour"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"isSet"}},{"kind":"Field","name":{"kind":"Name","value":"lastFour"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}}]}}]} as unknown as DocumentNode<BankInfoForm_BankInfoFragment, unknown>;
export const CompanyInfoForm_CompanyInfoFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompanyInfoForm_companyInfo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"businessType"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"dotNumber"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"cityId"}},{"kind":"Field","name":{"kind":"Name","value":"cityName"}},{"kind":"Field","name":{"kind":"Name","value":"regionId"}},{"kind":"Field","name":{"kind":"Name","value":"timeZoneId"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhoneCode"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerifiedAt"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryDomain"}},{"kind":"Field","name":{"kind":"Name","value":"timeZoneChanges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fromTimeZone"}},{"kind":"Field","name":{"kind":"Name","value":"toTimeZone"}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"}},{"kind":"Field","name":{"kind":"Name","value":"changeTime"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}}]}}]} as unknown as DocumentNode<CompanyInfoForm_CompanyInfoFragment, unknown>;
export const TaxInfoForm_TaxInfoFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaxInfoForm_taxInfo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaxInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"taxTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"tin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"isSet"}},{"kind":"Field","name":{"kind":"Name","value":"lastFour"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}}]}}]} as unknown as DocumentNode<TaxInfoForm_TaxInfoFragment, unknown>;
export const StatementEntryRow_EntryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatementEntryRow_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StatementEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"refundId"}},{"kind":"Field","name":{"kind":"Name","value":"refundNumber"}},{"kind":"Field","name":{"kind":"Name","value":"paymentId"}}]}}]} as unknown as DocumentNode<StatementEntryRow_EntryFragment, unknown>;
export const StatementLines_LinesFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatementLines_lines"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StatementLines"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"refund"}},{"kind":"Field","name":{"kind":"Name","value":"chargeback"}},{"kind":"Field","name":{"kind":"Name","value":"chargebackFee"}},{"kind":"Field","name":{"kind":"Name","value":"processingFee"}},{"kind":"Field","name":{"kind":"Name","value":"commission"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionFee"}}]}}]} as unknown as DocumentNode<StatementLines_LinesFragment, unknown>;
export const StatementLinesCard_StatementFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatementLinesCard_statement"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Statement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"orderCount"}},{"kind":"Field","name":{"kind":"Name","value":"refundCount"}},{"kind":"Field","name":{"kind":"Name","value":"chargebackCount"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"adjustments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"StatementLines_lines"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cardRate"}},{"kind":"Field","name":{"kind":"Name","value":"cardFixed"}},{"kind":"Field","name":{"kind":"Name","value":"commissionRate"}},{"kind":"Field","name":{"kind":"Name","value":"chargebackFee"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionFee"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatementLines_lines"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StatementLines"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"refund"}},{"kind":"Field","name":{"kind":"Name","value":"chargeback"}},{"kind":"Field","name":{"kind":"Name","value":"chargebackFee"}},{"kind":"Field","name":{"kind":"Name","value":"processingFee"}},{"kind":"Field","name":{"kind":"Name","value":"commission"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionFee"}}]}}]} as unknown as DocumentNode<StatementLinesCard_StatementFragment, unknown>;
export const StatementSummaryCard_StatementFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatementSummaryCard_statement"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Statement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}}]}}]} as unknown as DocumentNode<StatementSummaryCard_StatementFragment, unknown>;
export const StatementRow_StatementFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatementRow_statement"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StatementSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"StatementLines_lines"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatementLines_lines"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StatementLines"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"refund"}},{"kind":"Field","name":{"kind":"Name","value":"chargeback"}},{"kind":"Field","name":{"kind":"Name","value":"chargebackFee"}},{"kind":"Field","name":{"kind":"Name","value":"processingFee"}},{"kind":"Field","name":{"kind":"Name","value":"commission"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionFee"}}]}}]} as unknown as DocumentNode<StatementRow_StatementFragment, unknown>;
export const CouponRow_CouponSummaryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CouponRow_couponSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CouponSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"codeType"}},{"kind":"Field","name":{"kind":"Name","value":"discountType"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"discountRatio"}},{"kind":"Field","name":{"kind":"Name","value":"percentageUpperLimit"}},{"kind":"Field","name":{"kind":"Name","value":"minimumSubtotal"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"userLimit"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"generatedCount"}},{"kind":"Field","name":{"kind":"Name","value":"usedCount"}},{"kind":"Field","name":{"kind":"Name","value":"discountGiven"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<CouponRow_CouponSummaryFragment, unknown>;
export const CouponJobRow_CouponJobFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CouponJobRow_couponJob"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CouponJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"couponId"}},{"kind":"Field","name":{"kind":"Name","value":"couponCode"}},{"kind":"Field","name":{"kind":"Name","value":"requested"}},{"kind":"Field","name":{"kind":"Name","value":"generated"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"finishTime"}},{"kind":"Field","name":{"kind":"Name","value":"creator"}}]}}]} as unknown as DocumentNode<CouponJobRow_CouponJobFragment, unknown>;
export const CouponUsageRow_CouponUsageFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CouponUsageRow_couponUsage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CouponUsage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"useTime"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"orderAmount"}},{"kind":"Field","name":{"kind":"Name","value":"payAmount"}}]}}]} as unknown as DocumentNode<CouponUsageRow_CouponUsageFragment, unknown>;
export const CouponForm_CouponFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CouponForm_coupon"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Coupon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codeType"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"discountType"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"discountRatio"}},{"kind":"Field","name":{"kind":"Name","value":"percentageUpperLimit"}},{"kind":"Field","name":{"kind":"Name","value":"minimumSubtotal"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"userLimit"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"emailSuffixLimit"}},{"kind":"Field","name":{"kind":"Name","value":"emailSuffix"}},{"kind":"Field","name":{"kind":"Name","value":"fullPriceLimit"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"tripIds"}},{"kind":"Field","name":{"kind":"Name","value":"priceOptions"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"generatedCount"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<CouponForm_CouponFragment, unknown>;
export const FigureCards_FiguresFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FigureCards_figures"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReportFigures"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"gross"}},{"kind":"Field","name":{"kind":"Name","value":"refunds"}},{"kind":"Field","name":{"kind":"Name","value":"chargebacks"}},{"kind":"Field","name":{"kind":"Name","value":"net"}},{"kind":"Field","name":{"kind":"Name","value":"orders"}},{"kind":"Field","name":{"kind":"Name","value":"tickets"}},{"kind":"Field","name":{"kind":"Name","value":"averageOrderValue"}}]}}]} as unknown as DocumentNode<FigureCards_FiguresFragment, unknown>;
export const TripReportRow_RowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TripReportRow_row"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TripReportRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"tripId"}},{"kind":"Field","name":{"kind":"Name","value":"tripCode"}},{"kind":"Field","name":{"kind":"Name","value":"tripName"}},{"kind":"Field","name":{"kind":"Name","value":"tickets"}},{"kind":"Field","name":{"kind":"Name","value":"revenue"}},{"kind":"Field","name":{"kind":"Name","value":"refundedTickets"}},{"kind":"Field","name":{"kind":"Name","value":"refunds"}}]}}]} as unknown as DocumentNode<TripReportRow_RowFragment, unknown>;
export const CancelTicketsDialog_OrderFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CancelTicketsDialog_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"tickets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ticketNumber"}},{"kind":"Field","name":{"kind":"Name","value":"passengerName"}},{"kind":"Field","name":{"kind":"Name","value":"passengerType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<CancelTicketsDialog_OrderFragment, unknown>;
export const ContactDialog_OrderFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContactDialog_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"countryCode"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tickets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ticketNumber"}},{"kind":"Field","name":{"kind":"Name","value":"passengerName"}}]}}]}}]} as unknown as DocumentNode<ContactDialog_OrderFragment, unknown>;
export const MoveTicketsDialog_OrderFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MoveTicketsDialog_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"tickets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ticketNumber"}},{"kind":"Field","name":{"kind":"Name","value":"passengerName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"shift"}},{"kind":"Field","name":{"kind":"Name","value":"tripId"}},{"kind":"Field","name":{"kind":"Name","value":"tripName"}},{"kind":"Field","name":{"kind":"Name","value":"option"}}]}}]}}]} as unknown as DocumentNode<MoveTicketsDialog_OrderFragment, unknown>;
export const OrderAmountsSection_OrderFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderAmountsSection_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"payAmount"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"bookingFee"}},{"kind":"Field","name":{"kind":"Name","value":"rescheduleFee"}},{"kind":"Field","name":{"kind":"Name","value":"differencePrice"}},{"kind":"Field","name":{"kind":"Name","value":"couponCode"}}]}}]} as unknown as DocumentNode<OrderAmountsSection_OrderFragment, unknown>;
export const OrderHistorySection_OrderFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderHistorySection_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"ticketNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"ticketCount"}},{"kind":"Field","name":{"kind":"Name","value":"channelName"}},{"kind":"Field","name":{"kind":"Name","value":"paymentType"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"chargebackStatus"}},{"kind":"Field","name":{"kind":"Name","value":"refundNumber"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"holdDays"}},{"kind":"Field","name":{"kind":"Name","value":"operatorName"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}}]}}]}}]} as unknown as DocumentNode<OrderHistorySection_OrderFragment, unknown>;
export const OrderInfoSection_OrderFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderInfoSection_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateCode"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"channelName"}},{"kind":"Field","name":{"kind":"Name","value":"creator"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"payTime"}},{"kind":"Field","name":{"kind":"Name","value":"completeTime"}},{"kind":"Field","name":{"kind":"Name","value":"orderDate"}},{"kind":"Field","name":{"kind":"Name","value":"transactionId"}},{"kind":"Field","name":{"kind":"Name","value":"buyerId"}},{"kind":"Field","name":{"kind":"Name","value":"addition"}},{"kind":"Field","name":{"kind":"Name","value":"youthAgreement"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"countryCode"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]}}]} as unknown as DocumentNode<OrderInfoSection_OrderFragment, unknown>;
export const OrderLinesSection_OrderFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderLinesSection_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tripCode"}},{"kind":"Field","name":{"kind":"Name","value":"tripName"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"shift"}},{"kind":"Field","name":{"kind":"Name","value":"option"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]} as unknown as DocumentNode<OrderLinesSection_OrderFragment, unknown>;
export const OrderNotesSection_OrderFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderNotesSection_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"notes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}}]}}]}}]} as unknown as DocumentNode<OrderNotesSection_OrderFragment, unknown>;
export const PaymentDetails_PaymentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentDetails_payment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"paymentType"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"transactionId"}},{"kind":"Field","name":{"kind":"Name","value":"authCode"}},{"kind":"Field","name":{"kind":"Name","value":"avsCode"}},{"kind":"Field","name":{"kind":"Name","value":"cardBank"}},{"kind":"Field","name":{"kind":"Name","value":"cardType"}},{"kind":"Field","name":{"kind":"Name","value":"cardNumber"}},{"kind":"Field","name":{"kind":"Name","value":"cardMonth"}},{"kind":"Field","name":{"kind":"Name","value":"cardYear"}},{"kind":"Field","name":{"kind":"Name","value":"dealStatus"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"errorMsg"}},{"kind":"Field","name":{"kind":"Name","value":"riskScore"}},{"kind":"Field","name":{"kind":"Name","value":"maxmindScore"}},{"kind":"Field","name":{"kind":"Name","value":"chargeBackAmount"}},{"kind":"Field","name":{"kind":"Name","value":"chargeBackStatus"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"refundPendingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"refundableAmount"}},{"kind":"Field","name":{"kind":"Name","value":"ip"}},{"kind":"Field","name":{"kind":"Name","value":"userAgent"}},{"kind":"Field","name":{"kind":"Name","value":"payTime"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}}]}}]} as unknown as DocumentNode<PaymentDetails_PaymentFragment, unknown>;
export const PaymentsSection_OrderFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentsSection_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"paymentType"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"payStatus"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentDetails_payment"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentDetails_payment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"paymentType"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"transactionId"}},{"kind":"Field","name":{"kind":"Name","value":"authCode"}},{"kind":"Field","name":{"kind":"Name","value":"avsCode"}},{"kind":"Field","name":{"kind":"Name","value":"cardBank"}},{"kind":"Field","name":{"kind":"Name","value":"cardType"}},{"kind":"Field","name":{"kind":"Name","value":"cardNumber"}},{"kind":"Field","name":{"kind":"Name","value":"cardMonth"}},{"kind":"Field","name":{"kind":"Name","value":"cardYear"}},{"kind":"Field","name":{"kind":"Name","value":"dealStatus"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"errorMsg"}},{"kind":"Field","name":{"kind":"Name","value":"riskScore"}},{"kind":"Field","name":{"kind":"Name","value":"maxmindScore"}},{"kind":"Field","name":{"kind":"Name","value":"chargeBackAmount"}},{"kind":"Field","name":{"kind":"Name","value":"chargeBackStatus"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"refundPendingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"refundableAmount"}},{"kind":"Field","name":{"kind":"Name","value":"ip"}},{"kind":"Field","name":{"kind":"Name","value":"userAgent"}},{"kind":"Field","name":{"kind":"Name","value":"payTime"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}}]}}]} as unknown as DocumentNode<PaymentsSection_OrderFragment, unknown>;
export const RecordPaymentDialog_OrderFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecordPaymentDialog_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}}]}}]} as unknown as DocumentNode<RecordPaymentDialog_OrderFragment, unknown>;
export const RefundDialog_OrderFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RefundDialog_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"tickets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ticketNumber"}},{"kind":"Field","name":{"kind":"Name","value":"passengerName"}},{"kind":"Field","name":{"kind":"Name","value":"passengerType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"actionable"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"paymentType"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"refundableAmount"}},{"kind":"Field","name":{"kind":"Name","value":"refundPayType"}},{"kind":"Field","name":{"kind":"Name","value":"cardNumber"}},{"kind":"Field","name":{"kind":"Name","value":"account"}}]}}]}}]} as unknown as DocumentNode<RefundDialog_OrderFragment, unknown>;
export const RefundRecordsSection_OrderFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RefundRecordsSection_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"refunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"refundNumber"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"payType"}},{"kind":"Field","name":{"kind":"Name","value":"ticketCodes"}},{"kind":"Field","name":{"kind":"Name","value":"applyPersonName"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}}]}}]}}]} as unknown as DocumentNode<RefundRecordsSection_OrderFragment, unknown>;
export const TicketsSection_OrderFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TicketsSection_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"tickets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ticketNumber"}},{"kind":"Field","name":{"kind":"Name","value":"tripName"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"shift"}},{"kind":"Field","name":{"kind":"Name","value":"option"}},{"kind":"Field","name":{"kind":"Name","value":"passengerName"}},{"kind":"Field","name":{"kind":"Name","value":"passengerType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"checkedBy"}},{"kind":"Field","name":{"kind":"Name","value":"checkTime"}}]}}]}}]} as unknown as DocumentNode<TicketsSection_OrderFragment, unknown>;
export const OrderJobSummary_JobFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderJobSummary_job"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"succeeded"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"skipped"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"departure"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"tripId"}},{"kind":"Field","name":{"kind":"Name","value":"tripName"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"shift"}}]}},{"kind":"Field","name":{"kind":"Name","value":"creator"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}}]}}]} as unknown as DocumentNode<OrderJobSummary_JobFragment, unknown>;
export const OrderJobItem_ItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderJobItem_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderJobItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"reasonKey"}}]}}]} as unknown as DocumentNode<OrderJobItem_ItemFragment, unknown>;
export const OrderRow_OrderFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderRow_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"completeTime"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"paymentTypes"}},{"kind":"Field","name":{"kind":"Name","value":"cardLast4"}},{"kind":"Field","name":{"kind":"Name","value":"tripNames"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"countryCode"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]}}]} as unknown as DocumentNode<OrderRow_OrderFragment, unknown>;
export const RefundActions_RefundFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RefundActions_refund"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RefundOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"refundNumber"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<RefundActions_RefundFragment, unknown>;
export const RefundLogs_RefundFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RefundLogs_refund"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RefundOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"logs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"toState"}},{"kind":"Field","name":{"kind":"Name","value":"operatorName"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}}]}}]}}]} as unknown as DocumentNode<RefundLogs_RefundFragment, unknown>;
export const RefundPayment_RefundFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RefundPayment_refund"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RefundOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"payType"}},{"kind":"Field","name":{"kind":"Name","value":"payAccount"}},{"kind":"Field","name":{"kind":"Name","value":"transactionId"}},{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"refundPendingAmount"}}]}}]}}]} as unknown as DocumentNode<RefundPayment_RefundFragment, unknown>;
export const RefundSummary_RefundFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RefundSummary_refund"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RefundOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"refundNumber"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"contactFirstName"}},{"kind":"Field","name":{"kind":"Name","value":"contactLastName"}},{"kind":"Field","name":{"kind":"Name","value":"applyPersonName"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"checkFee"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"checkBy"}},{"kind":"Field","name":{"kind":"Name","value":"checkTime"}},{"kind":"Field","name":{"kind":"Name","value":"completeBy"}},{"kind":"Field","name":{"kind":"Name","value":"completeTime"}},{"kind":"Field","name":{"kind":"Name","value":"remarks"}}]}}]} as unknown as DocumentNode<RefundSummary_RefundFragment, unknown>;
export const RefundTickets_RefundFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RefundTickets_refund"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RefundOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"feeDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"ticketId"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refundTickets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ticketNumber"}},{"kind":"Field","name":{"kind":"Name","value":"tripName"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"shift"}},{"kind":"Field","name":{"kind":"Name","value":"option"}},{"kind":"Field","name":{"kind":"Name","value":"passengerName"}},{"kind":"Field","name":{"kind":"Name","value":"passengerType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"previousStatus"}}]}}]}}]} as unknown as DocumentNode<RefundTickets_RefundFragment, unknown>;
export const RefundOrderRow_RefundOrderFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RefundOrderRow_refundOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RefundOrderSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"refundNumber"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"applyPersonName"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]} as unknown as DocumentNode<RefundOrderRow_RefundOrderFragment, unknown>;
export const TransactionFacts_TransactionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransactionFacts_transaction"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"transactionId"}},{"kind":"Field","name":{"kind":"Name","value":"paymentType"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"payStatus"}},{"kind":"Field","name":{"kind":"Name","value":"dealStatus"}},{"kind":"Field","name":{"kind":"Name","value":"payTime"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"authCode"}},{"kind":"Field","name":{"kind":"Name","value":"avsCode"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"errorMsg"}},{"kind":"Field","name":{"kind":"Name","value":"cardNumber"}},{"kind":"Field","name":{"kind":"Name","value":"cardType"}},{"kind":"Field","name":{"kind":"Name","value":"cardBank"}},{"kind":"Field","name":{"kind":"Name","value":"cardMonth"}},{"kind":"Field","name":{"kind":"Name","value":"cardYear"}},{"kind":"Field","name":{"kind":"Name","value":"paypalAccount"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"refundPendingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"refundableAmount"}},{"kind":"Field","name":{"kind":"Name","value":"chargeBackAmount"}},{"kind":"Field","name":{"kind":"Name","value":"chargeBackStatus"}},{"kind":"Field","name":{"kind":"Name","value":"riskScore"}},{"kind":"Field","name":{"kind":"Name","value":"maxmindScore"}},{"kind":"Field","name":{"kind":"Name","value":"ip"}},{"kind":"Field","name":{"kind":"Name","value":"userAgent"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"channelName"}}]}}]} as unknown as DocumentNode<TransactionFacts_TransactionFragment, unknown>;
export const TransactionRow_TransactionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransactionRow_transaction"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TransactionSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"transactionId"}},{"kind":"Field","name":{"kind":"Name","value":"authCode"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"cardNumber"}},{"kind":"Field","name":{"kind":"Name","value":"paypalAccount"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"errorMsg"}},{"kind":"Field","name":{"kind":"Name","value":"channelName"}},{"kind":"Field","name":{"kind":"Name","value":"payStatus"}},{"kind":"Field","name":{"kind":"Name","value":"chargeBackStatus"}},{"kind":"Field","name":{"kind":"Name","value":"chargeBackAmount"}}]}}]} as unknown as DocumentNode<TransactionRow_TransactionFragment, unknown>;
export const ReceiverForm_EmailReceiverFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReceiverForm_emailReceiver"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmailReceiver"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}}]}}]} as unknown as DocumentNode<ReceiverForm_EmailReceiverFragment, unknown>;
export const ApiTokenRow_ApiTokenFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiTokenRow_apiToken"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAddress"}}]}}]} as unknown as DocumentNode<ApiTokenRow_ApiTokenFragment, unknown>;
export const BookingFeeForm_BookingFeeFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingFeeForm_bookingFee"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BookingFee"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<BookingFeeForm_BookingFeeFragment, unknown>;
export const DevMailRow_DevelopmentMailFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DevMailRow_developmentMail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DevelopmentMail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"bcc"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}}]}}]} as unknown as DocumentNode<DevMailRow_DevelopmentMailFragment, unknown>;
export const CardGatewayForm_CreditCardConfigFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CardGatewayForm_creditCardConfig"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreditCardConfig"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"gatewayType"}},{"kind":"Field","name":{"kind":"Name","value":"apiLoginId"}},{"kind":"Field","name":{"kind":"Name","value":"transactionKey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"isSet"}},{"kind":"Field","name":{"kind":"Name","value":"lastFour"}}]}},{"kind":"Field","name":{"kind":"Name","value":"publicClientKey"}},{"kind":"Field","name":{"kind":"Name","value":"cardOrganizations"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"password"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"isSet"}},{"kind":"Field","name":{"kind":"Name","value":"lastFour"}}]}},{"kind":"Field","name":{"kind":"Name","value":"merchantId"}},{"kind":"Field","name":{"kind":"Name","value":"sourceKey"}},{"kind":"Field","name":{"kind":"Name","value":"sourcePin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"isSet"}},{"kind":"Field","name":{"kind":"Name","value":"lastFour"}}]}},{"kind":"Field","name":{"kind":"Name","value":"publicApiKey"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}}]}}]} as unknown as DocumentNode<CardGatewayForm_CreditCardConfigFragment, unknown>;
export const PaypalForm_PaypalConfigFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaypalForm_paypalConfig"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaypalConfig"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"apiUsername"}},{"kind":"Field","name":{"kind":"Name","value":"password"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"isSet"}},{"kind":"Field","name":{"kind":"Name","value":"lastFour"}}]}},{"kind":"Field","name":{"kind":"Name","value":"signature"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"isSet"}},{"kind":"Field","name":{"kind":"Name","value":"lastFour"}}]}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"clientSecret"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"isSet"}},{"kind":"Field","name":{"kind":"Name","value":"lastFour"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}}]}}]} as unknown as DocumentNode<PaypalForm_PaypalConfigFragment, unknown>;
export const UnpaidHoldForm_UnpaidHoldFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UnpaidHoldForm_unpaidHold"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UnpaidHold"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"unpaidHoldDays"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<UnpaidHoldForm_UnpaidHoldFragment, unknown>;
export const RoleRow_RoleFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RoleRow_role"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"allPermissions"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userCount"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<RoleRow_RoleFragment, unknown>;
export const ReceiverRow_EmailReceiverFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReceiverRow_emailReceiver"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmailReceiver"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<ReceiverRow_EmailReceiverFragment, unknown>;
export const UserRow_UserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserRow_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneCode"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginTime"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"twoFactorEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<UserRow_UserFragment, unknown>;
export const WebhookRow_WebhookFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookRow_webhook"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Webhook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"lastDelivery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"httpStatus"}}]}}]}}]} as unknown as DocumentNode<WebhookRow_WebhookFragment, unknown>;
export const GroupedTripForm_TripFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupedTripForm_trip"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Trip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"trip1Id"}},{"kind":"Field","name":{"kind":"Name","value":"trip2Id"}},{"kind":"Field","name":{"kind":"Name","value":"requireSameDay"}},{"kind":"Field","name":{"kind":"Name","value":"imageFileId"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"tagIds"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<GroupedTripForm_TripFragment, unknown>;
export const PassengerRow_TicketFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PassengerRow_ticket"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Ticket"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ticketNumber"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"shift"}},{"kind":"Field","name":{"kind":"Name","value":"option"}},{"kind":"Field","name":{"kind":"Name","value":"passengerName"}},{"kind":"Field","name":{"kind":"Name","value":"passengerType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"held"}},{"kind":"Field","name":{"kind":"Name","value":"checkedBy"}},{"kind":"Field","name":{"kind":"Name","value":"checkTime"}}]}}]} as unknown as DocumentNode<PassengerRow_TicketFragment, unknown>;
export const TagRow_TagFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TagRow_tag"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tag"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailFileId"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"tripCount"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<TagRow_TagFragment, unknown>;
export const TripForm_TripFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TripForm_trip"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Trip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"template"}},{"kind":"Field","name":{"kind":"Name","value":"tripType"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"tagIds"}},{"kind":"Field","name":{"kind":"Name","value":"imageFileId"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"passengerPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"adult"}},{"kind":"Field","name":{"kind":"Name","value":"child"}},{"kind":"Field","name":{"kind":"Name","value":"infant"}},{"kind":"Field","name":{"kind":"Name","value":"elder"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}},{"kind":"Field","name":{"kind":"Name","value":"inventoryType"}},{"kind":"Field","name":{"kind":"Name","value":"totalQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"shifts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}}]}},{"kind":"Field","name":{"kind":"Name","value":"inventories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"shift"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ageLimit"}},{"kind":"Field","name":{"kind":"Name","value":"specialRequest"}},{"kind":"Field","name":{"kind":"Name","value":"rescheduleFeeType"}},{"kind":"Field","name":{"kind":"Name","value":"rescheduleFee"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationType"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationAmount"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"saleStart"}},{"kind":"Field","name":{"kind":"Name","value":"saleEnd"}},{"kind":"Field","name":{"kind":"Name","value":"notForIndividualSale"}},{"kind":"Field","name":{"kind":"Name","value":"includes"}},{"kind":"Field","name":{"kind":"Name","value":"overview"}},{"kind":"Field","name":{"kind":"Name","value":"destination"}},{"kind":"Field","name":{"kind":"Name","value":"freeServices"}},{"kind":"Field","name":{"kind":"Name","value":"route"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}},{"kind":"Field","name":{"kind":"Name","value":"duration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pickUp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"cityId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dropOff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"cityId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"itinerary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"terms"}}]}}]} as unknown as DocumentNode<TripForm_TripFragment, unknown>;
export const TripActions_TripFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TripActions_trip"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TripSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<TripActions_TripFragment, unknown>;
export const TripRow_TripFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TripRow_trip"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TripSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"grouped"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"bookings"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TripActions_trip"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TripActions_trip"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TripSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<TripRow_TripFragment, unknown>;
export const HomePage_ImageFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HomePage_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"uploadTime"}},{"kind":"Field","name":{"kind":"Name","value":"uploaderName"}}]}}]} as unknown as DocumentNode<HomePage_ImageFragment, unknown>;
export const HomePage_PageFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HomePage_page"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VendorPage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"backgroundImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"HomePage_image"}}]}},{"kind":"Field","name":{"kind":"Name","value":"logo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"HomePage_image"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bgImages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"HomePage_image"}}]}},{"kind":"Field","name":{"kind":"Name","value":"aboutUs"}},{"kind":"Field","name":{"kind":"Name","value":"slogan"}},{"kind":"Field","name":{"kind":"Name","value":"supportPhoneCode"}},{"kind":"Field","name":{"kind":"Name","value":"supportPurePhone"}},{"kind":"Field","name":{"kind":"Name","value":"supportEmail"}},{"kind":"Field","name":{"kind":"Name","value":"homePageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HomePage_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"uploadTime"}},{"kind":"Field","name":{"kind":"Name","value":"uploaderName"}}]}}]} as unknown as DocumentNode<HomePage_PageFragment, unknown>;
export const Session_SessionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Session_session"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"initialized"}}]}}]}}]} as unknown as DocumentNode<Session_SessionFragment, unknown>;
export const AuditEntry_AuditEntryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuditEntry_auditEntry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuditEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"targetName"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"fromItems"}},{"kind":"Field","name":{"kind":"Name","value":"toItems"}},{"kind":"Field","name":{"kind":"Name","value":"references"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"secret"}}]}}]}}]} as unknown as DocumentNode<AuditEntry_AuditEntryFragment, unknown>;
export const CommandPaletteDocument = {"__meta__":{"hash":"sha256:6992e100db14f143b5670fddacb0655bc1906031a0fb9f423ec224b605701258"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CommandPalette"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"search"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"keyword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"keyword"}},{"kind":"Field","name":{"kind":"Name","value":"orders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"trips"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"coupons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]}}]} as unknown as DocumentNode<CommandPaletteQuery, CommandPaletteQueryVariables>;
export const SetupProgressDocument = {"__meta__":{"hash":"sha256:b6cd4328da209e39c3abb40c95d473a51649484633c3a0c3847b23b304a112af"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SetupProgress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"initialized"}}]}},{"kind":"Field","name":{"kind":"Name","value":"initState"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"initialized"}},{"kind":"Field","name":{"kind":"Name","value":"completedSteps"}},{"kind":"Field","name":{"kind":"Name","value":"totalSteps"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"done"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SetupProgressQuery, SetupProgressQueryVariables>;
export const ShellDocument = {"__meta__":{"hash":"sha256:3e6d56649979bd257ea154994d11efe54304bffbb0f74ad65394ee2d80fda06a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Shell"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"initialized"}},{"kind":"Field","name":{"kind":"Name","value":"mustChangePassword"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserMenu_user"}}]}},{"kind":"Field","name":{"kind":"Name","value":"twoFactor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TwoFactorModal_status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tenant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"tid"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebsiteButton_tenant"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppFooter_tenant"}}]}},{"kind":"Field","name":{"kind":"Name","value":"initState"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"GuideButton_initState"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"serverInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppFooter_serverInfo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mailStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"delivery"}},{"kind":"Field","name":{"kind":"Name","value":"mailboxAvailable"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserMenu_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SessionUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TwoFactorModal_status"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TwoFactorStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"recoveryCodesLeft"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebsiteButton_tenant"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TenantConfiguration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"websiteUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppFooter_tenant"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TenantConfiguration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GuideButton_initState"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InitState"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"initialized"}},{"kind":"Field","name":{"kind":"Name","value":"completedSteps"}},{"kind":"Field","name":{"kind":"Name","value":"totalSteps"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppFooter_serverInfo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ServerInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"environment"}}]}}]} as unknown as DocumentNode<ShellQuery, ShellQueryVariables>;
export const StartTwoFactorEnrolmentDocument = {"__meta__":{"hash":"sha256:50b79357f5853ccd8f8c13ea902a0dbc5ee8228b9020b4c127f0ec6430425bf5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartTwoFactorEnrolment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"startTwoFactorEnrolment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"qrCodeDataUrl"}}]}}]}}]} as unknown as DocumentNode<StartTwoFactorEnrolmentMutation, StartTwoFactorEnrolmentMutationVariables>;
export const ConfirmTwoFactorEnrolmentDocument = {"__meta__":{"hash":"sha256:3556388ba55fbbbe601d9e611873f553c94b19eede4a93ea472d4d8f89b7b532"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmTwoFactorEnrolment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"confirmTwoFactorEnrolment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"recoveryCodes"}}]}}]}}]} as unknown as DocumentNode<ConfirmTwoFactorEnrolmentMutation, ConfirmTwoFactorEnrolmentMutationVariables>;
export const DisableTwoFactorDocument = {"__meta__":{"hash":"sha256:a2e59ae1a3e5a19326a0d50e3e0132c3328c11333d7574feac917bc3d7ea541b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DisableTwoFactor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"disableTwoFactor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}]}]}}]} as unknown as DocumentNode<DisableTwoFactorMutation, DisableTwoFactorMutationVariables>;
export const BankInfoScreenDocument = {"__meta__":{"hash":"sha256:d9009c52f0b0ad5428818a648ebcad1794943b1bc3fcf477e81d9af2c68e4fe9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BankInfoScreen"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"bankInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BankInfoForm_bankInfo"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BankInfoForm_bankInfo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"accountHolderName"}},{"kind":"Field","name":{"kind":"Name","value":"routingNumber"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"isSet"}},{"kind":"Field","name":{"kind":"Name","value":"lastFour"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"isSet"}},{"kind":"Field","name":{"kind":"Name","value":"lastFour"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}}]}}]} as unknown as DocumentNode<BankInfoScreenQuery, BankInfoScreenQueryVariables>;
export const SaveBankInfoDocument = {"__meta__":{"hash":"sha256:66a8741db9111996084ad372d92208257eb76ad66e0dc7e51055c164fd47c918"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveBankInfo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BankInfoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"saveBankInfo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BankInfoForm_bankInfo"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BankInfoForm_bankInfo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"accountHolderName"}},{"kind":"Field","name":{"kind":"Name","value":"routingNumber"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"isSet"}},{"kind":"Field","name":{"kind":"Name","value":"lastFour"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"isSet"}},{"kind":"Field","name":{"kind":"Name","value":"lastFour"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}}]}}]} as unknown as DocumentNode<SaveBankInfoMutation, SaveBankInfoMutationVariables>;
export const PayoutAccountDocument = {"__meta__":{"hash":"sha256:9508d6b7d70c1fb939444734f1d2229c3efa6735c38481146a0b2e6fdb3da7a7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PayoutAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"payoutAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"detailsSubmitted"}},{"kind":"Field","name":{"kind":"Name","value":"payoutsEnabled"}}]}}]}}]} as unknown as DocumentNode<PayoutAccountQuery, PayoutAccountQueryVariables>;
export const CompanyInfoScreenDocument = {"__meta__":{"hash":"sha256:26cda6db23c4e8dd5e351a078cce811ba3dbf6d7e2eb3f5cdf520d2b63718433"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompanyInfoScreen"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"companyInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CompanyInfoForm_companyInfo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"regions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeZones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompanyInfoForm_companyInfo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"businessType"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"dotNumber"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"cityId"}},{"kind":"Field","name":{"kind":"Name","value":"cityName"}},{"kind":"Field","name":{"kind":"Name","value":"regionId"}},{"kind":"Field","name":{"kind":"Name","value":"timeZoneId"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhoneCode"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerifiedAt"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryDomain"}},{"kind":"Field","name":{"kind":"Name","value":"timeZoneChanges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fromTimeZone"}},{"kind":"Field","name":{"kind":"Name","value":"toTimeZone"}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"}},{"kind":"Field","name":{"kind":"Name","value":"changeTime"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}}]}}]} as unknown as DocumentNode<CompanyInfoScreenQuery, CompanyInfoScreenQueryVariables>;
export const SaveCompanyInfoDocument = {"__meta__":{"hash":"sha256:5243bebd21d51987af1d8562737c80a64f5cecd983fcfc99c2f741639b8e92c3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveCompanyInfo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyInfoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"saveCompanyInfo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CompanyInfoForm_companyInfo"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompanyInfoForm_companyInfo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"businessType"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"dotNumber"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"cityId"}},{"kind":"Field","name":{"kind":"Name","value":"cityName"}},{"kind":"Field","name":{"kind":"Name","value":"regionId"}},{"kind":"Field","name":{"kind":"Name","value":"timeZoneId"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhoneCode"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerifiedAt"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryDomain"}},{"kind":"Field","name":{"kind":"Name","value":"timeZoneChanges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fromTimeZone"}},{"kind":"Field","name":{"kind":"Name","value":"toTimeZone"}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"}},{"kind":"Field","name":{"kind":"Name","value":"changeTime"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}}]}}]} as unknown as DocumentNode<SaveCompanyInfoMutation, SaveCompanyInfoMutationVariables>;
export const CityOptionsDocument = {"__meta__":{"hash":"sha256:00ca274cdde222183650f2eaf1137030cfbe7ceda70074386560bd4bba77d58f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CityOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"keyword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]} as unknown as DocumentNode<CityOptionsQuery, CityOptionsQueryVariables>;
export const SendCompanyEmailVerificationDocument = {"__meta__":{"hash":"sha256:63db11df0e32dca3dda4ea700152855975fd2d87eb5e48b3f99b73feb505c225"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendCompanyEmailVerification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"sendCompanyEmailVerification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"sentTo"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<SendCompanyEmailVerificationMutation, SendCompanyEmailVerificationMutationVariables>;
export const VerifyCompanyEmailDocument = {"__meta__":{"hash":"sha256:47c193009c5e944c066775e53c086de543fcfa6b72a5f33b5146c05b3e086931"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifyCompanyEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"verifyCompanyEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CompanyInfoForm_companyInfo"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompanyInfoForm_companyInfo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"businessType"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"dotNumber"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"cityId"}},{"kind":"Field","name":{"kind":"Name","value":"cityName"}},{"kind":"Field","name":{"kind":"Name","value":"regionId"}},{"kind":"Field","name":{"kind":"Name","value":"timeZoneId"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhoneCode"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerifiedAt"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryDomain"}},{"kind":"Field","name":{"kind":"Name","value":"timeZoneChanges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fromTimeZone"}},{"kind":"Field","name":{"kind":"Name","value":"toTimeZone"}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"}},{"kind":"Field","name":{"kind":"Name","value":"changeTime"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}}]}}]} as unknown as DocumentNode<VerifyCompanyEmailMutation, VerifyCompanyEmailMutationVariables>;
export const TaxInfoScreenDocument = {"__meta__":{"hash":"sha256:ca2147cfa54069371a6840ac6d89e8ee382954ef5d0a97d7528465a87388e2bb"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TaxInfoScreen"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"taxInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaxInfoForm_taxInfo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaxInfoForm_taxInfo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaxInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"taxTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"tin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"isSet"}},{"kind":"Field","name":{"kind":"Name","value":"lastFour"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}}]}}]} as unknown as DocumentNode<TaxInfoScreenQuery, TaxInfoScreenQueryVariables>;
export const SaveTaxInfoDocument = {"__meta__":{"hash":"sha256:313d357e7c494544c4958dca5a645d700f41cf1845a11f4163d329c969ebd649"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveTaxInfo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TaxInfoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"saveTaxInfo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaxInfoForm_taxInfo"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaxInfoForm_taxInfo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaxInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"taxTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"tin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"isSet"}},{"kind":"Field","name":{"kind":"Name","value":"lastFour"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}}]}}]} as unknown as DocumentNode<SaveTaxInfoMutation, SaveTaxInfoMutationVariables>;
export const StatementDetailDocument = {"__meta__":{"hash":"sha256:1b294bbfb15291b49b6effc4837ff63af14a9a76901c57908ced01329d2f21dd"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StatementDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"month"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"statement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"month"},"value":{"kind":"Variable","name":{"kind":"Name","value":"month"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"StatementSummaryCard_statement"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"StatementLinesCard_statement"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatementLines_lines"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StatementLines"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"refund"}},{"kind":"Field","name":{"kind":"Name","value":"chargeback"}},{"kind":"Field","name":{"kind":"Name","value":"chargebackFee"}},{"kind":"Field","name":{"kind":"Name","value":"processingFee"}},{"kind":"Field","name":{"kind":"Name","value":"commission"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionFee"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatementSummaryCard_statement"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Statement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatementLinesCard_statement"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Statement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"orderCount"}},{"kind":"Field","name":{"kind":"Name","value":"refundCount"}},{"kind":"Field","name":{"kind":"Name","value":"chargebackCount"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"adjustments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"StatementLines_lines"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cardRate"}},{"kind":"Field","name":{"kind":"Name","value":"cardFixed"}},{"kind":"Field","name":{"kind":"Name","value":"commissionRate"}},{"kind":"Field","name":{"kind":"Name","value":"chargebackFee"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionFee"}}]}}]}}]} as unknown as DocumentNode<StatementDetailQuery, StatementDetailQueryVariables>;
export const StatementListDocument = {"__meta__":{"hash":"sha256:6bbe4ef5b9d6893c67f377fd41995a0ef6ccf2535d1a76855eaa2f7a5774f3cc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StatementList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"StatementFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"statements"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"StatementRow_statement"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatementLines_lines"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StatementLines"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"refund"}},{"kind":"Field","name":{"kind":"Name","value":"chargeback"}},{"kind":"Field","name":{"kind":"Name","value":"chargebackFee"}},{"kind":"Field","name":{"kind":"Name","value":"processingFee"}},{"kind":"Field","name":{"kind":"Name","value":"commission"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionFee"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatementRow_statement"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StatementSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"StatementLines_lines"}}]}}]}}]} as unknown as DocumentNode<StatementListQuery, StatementListQueryVariables>;
export const StatementEntriesDocument = {"__meta__":{"hash":"sha256:dd0ca59f1ef1acddd17efb81845e5cd3239fcb98498d2699eaf89e59680a7531"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StatementEntries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"month"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"StatementEntryKind"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"statement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"month"},"value":{"kind":"Variable","name":{"kind":"Name","value":"month"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"StatementEntryRow_entry"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatementEntryRow_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StatementEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"refundId"}},{"kind":"Field","name":{"kind":"Name","value":"refundNumber"}},{"kind":"Field","name":{"kind":"Name","value":"paymentId"}}]}}]} as unknown as DocumentNode<StatementEntriesQuery, StatementEntriesQueryVariables>;
export const CouponRedemptionsDocument = {"__meta__":{"hash":"sha256:86acd56d7f2ed99f81627e453326bfa33eff0c2c94d6e95c4781358ad7e75389"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CouponRedemptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"coupon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"usedCount"}},{"kind":"Field","name":{"kind":"Name","value":"discountGiven"}},{"kind":"Field","name":{"kind":"Name","value":"redemptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"payAmount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}}]} as unknown as DocumentNode<CouponRedemptionsQuery, CouponRedemptionsQueryVariables>;
export const CouponTripDocument = {"__meta__":{"hash":"sha256:f225c1f764b647d36fde3f06c67c9fa1b8d80b02056d4197cd70850b7006eb86"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CouponTrip"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"trip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"customPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"passengerPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"adult"}},{"kind":"Field","name":{"kind":"Name","value":"child"}},{"kind":"Field","name":{"kind":"Name","value":"elder"}},{"kind":"Field","name":{"kind":"Name","value":"infant"}}]}}]}}]}}]} as unknown as DocumentNode<CouponTripQuery, CouponTripQueryVariables>;
export const CouponGenerationDocument = {"__meta__":{"hash":"sha256:259996e707d4f9bc85031d62fce1b3e1533d90036dc74d8d56b4cd81e6a39279"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CouponGeneration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"couponId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"couponJobs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"couponId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"couponId"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"number"},"value":{"kind":"IntValue","value":"1"}},{"kind":"ObjectField","name":{"kind":"Name","value":"size"},"value":{"kind":"IntValue","value":"1"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"couponCode"}},{"kind":"Field","name":{"kind":"Name","value":"requested"}},{"kind":"Field","name":{"kind":"Name","value":"generated"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}}]}}]}}]}}]} as unknown as DocumentNode<CouponGenerationQuery, CouponGenerationQueryVariables>;
export const CouponGenerationChangedDocument = {"__meta__":{"hash":"sha256:331c5b71aacf41f74262e3dd7d12f481dbcc20401cf7ee9db09c021dfdcdc3f4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"CouponGenerationChanged"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"couponId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"couponJobChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"couponId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"couponId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"generated"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}}]}}]}}]} as unknown as DocumentNode<CouponGenerationChangedSubscription, CouponGenerationChangedSubscriptionVariables>;
export const EditCouponDocument = {"__meta__":{"hash":"sha256:3a1046bf0276d870d2abb655572b7c0228f4d20d623bbb6796d0873c551c6b74"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EditCoupon"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"coupon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CouponForm_coupon"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CouponForm_coupon"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Coupon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codeType"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"discountType"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"discountRatio"}},{"kind":"Field","name":{"kind":"Name","value":"percentageUpperLimit"}},{"kind":"Field","name":{"kind":"Name","value":"minimumSubtotal"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"userLimit"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"emailSuffixLimit"}},{"kind":"Field","name":{"kind":"Name","value":"emailSuffix"}},{"kind":"Field","name":{"kind":"Name","value":"fullPriceLimit"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"tripIds"}},{"kind":"Field","name":{"kind":"Name","value":"priceOptions"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"generatedCount"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<EditCouponQuery, EditCouponQueryVariables>;
export const CreateCouponDocument = {"__meta__":{"hash":"sha256:e98c846064d55353eada3d6285607c42191e0c89df1ed7ef5c666e5f0a4d8c3f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCoupon"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CouponInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"requestId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"createCoupon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"requestId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"requestId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CouponForm_coupon"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CouponForm_coupon"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Coupon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codeType"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"discountType"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"discountRatio"}},{"kind":"Field","name":{"kind":"Name","value":"percentageUpperLimit"}},{"kind":"Field","name":{"kind":"Name","value":"minimumSubtotal"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"userLimit"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"emailSuffixLimit"}},{"kind":"Field","name":{"kind":"Name","value":"emailSuffix"}},{"kind":"Field","name":{"kind":"Name","value":"fullPriceLimit"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"tripIds"}},{"kind":"Field","name":{"kind":"Name","value":"priceOptions"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"generatedCount"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<CreateCouponMutation, CreateCouponMutationVariables>;
export const UpdateCouponDocument = {"__meta__":{"hash":"sha256:3e4fc0a106875c30e126bd887707ccc7602e8a3b84734252af5248740e7b7d33"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCoupon"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CouponInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"updateCoupon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CouponForm_coupon"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CouponForm_coupon"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Coupon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codeType"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"discountType"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"discountRatio"}},{"kind":"Field","name":{"kind":"Name","value":"percentageUpperLimit"}},{"kind":"Field","name":{"kind":"Name","value":"minimumSubtotal"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"userLimit"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"emailSuffixLimit"}},{"kind":"Field","name":{"kind":"Name","value":"emailSuffix"}},{"kind":"Field","name":{"kind":"Name","value":"fullPriceLimit"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"tripIds"}},{"kind":"Field","name":{"kind":"Name","value":"priceOptions"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"generatedCount"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<UpdateCouponMutation, UpdateCouponMutationVariables>;
export const CouponHistoryDocument = {"__meta__":{"hash":"sha256:a820302645d006acda95ab214045398fd0aac53c4ab8b3bd1b786bffca2578e2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CouponHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CouponJobFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"couponJobs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CouponJobRow_couponJob"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CouponJobRow_couponJob"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CouponJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"couponId"}},{"kind":"Field","name":{"kind":"Name","value":"couponCode"}},{"kind":"Field","name":{"kind":"Name","value":"requested"}},{"kind":"Field","name":{"kind":"Name","value":"generated"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"finishTime"}},{"kind":"Field","name":{"kind":"Name","value":"creator"}}]}}]} as unknown as DocumentNode<CouponHistoryQuery, CouponHistoryQueryVariables>;
export const RetryCouponJobDocument = {"__meta__":{"hash":"sha256:538ba7e79bd0a2470d603db8a31dc2c7027e7fca92f9d5f840fd904a0c909bfd"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RetryCouponJob"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"retryCouponJob"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CouponJobRow_couponJob"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CouponJobRow_couponJob"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CouponJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"couponId"}},{"kind":"Field","name":{"kind":"Name","value":"couponCode"}},{"kind":"Field","name":{"kind":"Name","value":"requested"}},{"kind":"Field","name":{"kind":"Name","value":"generated"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"finishTime"}},{"kind":"Field","name":{"kind":"Name","value":"creator"}}]}}]} as unknown as DocumentNode<RetryCouponJobMutation, RetryCouponJobMutationVariables>;
export const CouponListDocument = {"__meta__":{"hash":"sha256:ea05378a1e7735cba12c23e61e68d6bafff7f07dbc1dda20c4848dbdd01e3e53"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CouponList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CouponFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"coupons"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CouponRow_couponSummary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CouponRow_couponSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CouponSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"codeType"}},{"kind":"Field","name":{"kind":"Name","value":"discountType"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"discountRatio"}},{"kind":"Field","name":{"kind":"Name","value":"percentageUpperLimit"}},{"kind":"Field","name":{"kind":"Name","value":"minimumSubtotal"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"userLimit"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"generatedCount"}},{"kind":"Field","name":{"kind":"Name","value":"usedCount"}},{"kind":"Field","name":{"kind":"Name","value":"discountGiven"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<CouponListQuery, CouponListQueryVariables>;
export const SetCouponStateDocument = {"__meta__":{"hash":"sha256:98f14ee99df3f36f3e06173bf875fc1176dbefb7492710caa2ffde52b876410f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetCouponState"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"enabled"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"setCouponState"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}},{"kind":"Argument","name":{"kind":"Name","value":"enabled"},"value":{"kind":"Variable","name":{"kind":"Name","value":"enabled"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<SetCouponStateMutation, SetCouponStateMutationVariables>;
export const CouponUsageDocument = {"__meta__":{"hash":"sha256:1ee55ff58f792268d28bfe6fbb610a959a2d8a7f39b656e23620729205b96476"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CouponUsage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CouponUsageFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"couponUsage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CouponUsageRow_couponUsage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CouponUsageRow_couponUsage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CouponUsage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"useTime"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"orderAmount"}},{"kind":"Field","name":{"kind":"Name","value":"payAmount"}}]}}]} as unknown as DocumentNode<CouponUsageQuery, CouponUsageQueryVariables>;
export const CouponUsageSummaryDocument = {"__meta__":{"hash":"sha256:552536079e19bb7e8eeb251f3de93e48453202829c0e4f45a9c2c7700c1bdb1a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CouponUsageSummary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"couponUsage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"number"},"value":{"kind":"IntValue","value":"1"}},{"kind":"ObjectField","name":{"kind":"Name","value":"size"},"value":{"kind":"IntValue","value":"1"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"summary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"codeType"}},{"kind":"Field","name":{"kind":"Name","value":"issued"}},{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"unused"}},{"kind":"Field","name":{"kind":"Name","value":"uses"}},{"kind":"Field","name":{"kind":"Name","value":"discountGiven"}}]}}]}}]}}]} as unknown as DocumentNode<CouponUsageSummaryQuery, CouponUsageSummaryQueryVariables>;
export const IncomeReportDocument = {"__meta__":{"hash":"sha256:2b748eb3fd630eee3e5facda55d07c68e2b1aad11cd6b51d15bf02cbe98cc5b3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IncomeReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportRangeInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"comparison"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportComparisonInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"incomeReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"comparison"},"value":{"kind":"Variable","name":{"kind":"Name","value":"comparison"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"dateFrom"}},{"kind":"Field","name":{"kind":"Name","value":"dateTo"}},{"kind":"Field","name":{"kind":"Name","value":"groupBy"}},{"kind":"Field","name":{"kind":"Name","value":"compareWith"}},{"kind":"Field","name":{"kind":"Name","value":"previousDateFrom"}},{"kind":"Field","name":{"kind":"Name","value":"previousDateTo"}},{"kind":"Field","name":{"kind":"Name","value":"current"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FigureCards_figures"}}]}},{"kind":"Field","name":{"kind":"Name","value":"previous"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FigureCards_figures"}}]}},{"kind":"Field","name":{"kind":"Name","value":"series"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"periodStart"}},{"kind":"Field","name":{"kind":"Name","value":"gross"}},{"kind":"Field","name":{"kind":"Name","value":"refunds"}},{"kind":"Field","name":{"kind":"Name","value":"chargebacks"}},{"kind":"Field","name":{"kind":"Name","value":"net"}},{"kind":"Field","name":{"kind":"Name","value":"orders"}},{"kind":"Field","name":{"kind":"Name","value":"tickets"}}]}},{"kind":"Field","name":{"kind":"Name","value":"byPaymentMethod"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"paymentType"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"byChannel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"channelId"}},{"kind":"Field","name":{"kind":"Name","value":"channelName"}},{"kind":"Field","name":{"kind":"Name","value":"gross"}},{"kind":"Field","name":{"kind":"Name","value":"orders"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FigureCards_figures"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReportFigures"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"gross"}},{"kind":"Field","name":{"kind":"Name","value":"refunds"}},{"kind":"Field","name":{"kind":"Name","value":"chargebacks"}},{"kind":"Field","name":{"kind":"Name","value":"net"}},{"kind":"Field","name":{"kind":"Name","value":"orders"}},{"kind":"Field","name":{"kind":"Name","value":"tickets"}},{"kind":"Field","name":{"kind":"Name","value":"averageOrderValue"}}]}}]} as unknown as DocumentNode<IncomeReportQuery, IncomeReportQueryVariables>;
export const TripDetailReportDocument = {"__meta__":{"hash":"sha256:7ad8c2a20b992ad4e4bed15321d095ba274748667fcab6e8fbd6049ffa02e065"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TripDetailReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tripId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportRangeInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"countBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportCountBasis"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"tripDetailReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tripId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tripId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"countBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"countBy"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"trip"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"shift"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"sold"}},{"kind":"Field","name":{"kind":"Name","value":"checkedIn"}},{"kind":"Field","name":{"kind":"Name","value":"refunded"}},{"kind":"Field","name":{"kind":"Name","value":"chargedBack"}},{"kind":"Field","name":{"kind":"Name","value":"revenue"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"sold"}},{"kind":"Field","name":{"kind":"Name","value":"checkedIn"}},{"kind":"Field","name":{"kind":"Name","value":"refunded"}},{"kind":"Field","name":{"kind":"Name","value":"chargedBack"}},{"kind":"Field","name":{"kind":"Name","value":"revenue"}}]}}]}}]}}]} as unknown as DocumentNode<TripDetailReportQuery, TripDetailReportQueryVariables>;
export const TripReportDocument = {"__meta__":{"hash":"sha256:9e3b3826e67b0861809a902d973632b972b564c12277762b47bf461f1971917c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TripReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportRangeInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TripReportSortInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"countBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportCountBasis"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"tripReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"countBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"countBy"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TripReportRow_row"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TripReportRow_row"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TripReportRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"tripId"}},{"kind":"Field","name":{"kind":"Name","value":"tripCode"}},{"kind":"Field","name":{"kind":"Name","value":"tripName"}},{"kind":"Field","name":{"kind":"Name","value":"tickets"}},{"kind":"Field","name":{"kind":"Name","value":"revenue"}},{"kind":"Field","name":{"kind":"Name","value":"refundedTickets"}},{"kind":"Field","name":{"kind":"Name","value":"refunds"}}]}}]} as unknown as DocumentNode<TripReportQuery, TripReportQueryVariables>;
export const OrderAddTripsDocument = {"__meta__":{"hash":"sha256:324a17709f92909229913a35c3fb3b8997246d4fe657ac3ff0a2d43c7fa3eacf"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderAddTrips"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"bookableTrips"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<OrderAddTripsQuery, OrderAddTripsQueryVariables>;
export const OrderAddDepartureDocument = {"__meta__":{"hash":"sha256:919106a3f7a0ad9f590417099c5fa94e02f2b8cee1c819d4f406d9a3142aa552"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderAddDeparture"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tripId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"bookingDeparture"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tripId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tripId"}}},{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"trip"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"inventoryType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"shifts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"available"}}]}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"passengerType"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}}]}}]}}]} as unknown as DocumentNode<OrderAddDepartureQuery, OrderAddDepartureQueryVariables>;
export const OrderAddQuoteDocument = {"__meta__":{"hash":"sha256:9812a412102d3487bdb5e1fde79324cbe3bf451825264804052322a694d06e1f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderAddQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BookingQuoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"bookingQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"option"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"couponCode"}},{"kind":"Field","name":{"kind":"Name","value":"bookingFee"}},{"kind":"Field","name":{"kind":"Name","value":"due"}}]}}]}}]} as unknown as DocumentNode<OrderAddQuoteQuery, OrderAddQuoteQueryVariables>;
export const CreateBookingDocument = {"__meta__":{"hash":"sha256:7ab293737e05a9907aafaddc0abcac3b6010c2ec7979ce67a82905deab5399a2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateBooking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BookingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"createBooking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"couponCode"}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"paymentType"}},{"kind":"Field","name":{"kind":"Name","value":"payStatus"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tickets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"ticketNumber"}},{"kind":"Field","name":{"kind":"Name","value":"option"}}]}}]}}]}}]} as unknown as DocumentNode<CreateBookingMutation, CreateBookingMutationVariables>;
export const OrderDetailDocument = {"__meta__":{"hash":"sha256:3a36693fe9ad7aa7d01724422b921cc7c1a763c1756c585f906b5b0a934592f6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"order"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderInfoSection_order"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderAmountsSection_order"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderLinesSection_order"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentsSection_order"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TicketsSection_order"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RefundRecordsSection_order"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderHistorySection_order"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RefundDialog_order"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecordPaymentDialog_order"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CancelTicketsDialog_order"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoveTicketsDialog_order"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContactDialog_order"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderNotesSection_order"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentDetails_payment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"paymentType"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"transactionId"}},{"kind":"Field","name":{"kind":"Name","value":"authCode"}},{"kind":"Field","name":{"kind":"Name","value":"avsCode"}},{"kind":"Field","name":{"kind":"Name","value":"cardBank"}},{"kind":"Field","name":{"kind":"Name","value":"cardType"}},{"kind":"Field","name":{"kind":"Name","value":"cardNumber"}},{"kind":"Field","name":{"kind":"Name","value":"cardMonth"}},{"kind":"Field","name":{"kind":"Name","value":"cardYear"}},{"kind":"Field","name":{"kind":"Name","value":"dealStatus"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"errorMsg"}},{"kind":"Field","name":{"kind":"Name","value":"riskScore"}},{"kind":"Field","name":{"kind":"Name","value":"maxmindScore"}},{"kind":"Field","name":{"kind":"Name","value":"chargeBackAmount"}},{"kind":"Field","name":{"kind":"Name","value":"chargeBackStatus"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"refundPendingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"refundableAmount"}},{"kind":"Field","name":{"kind":"Name","value":"ip"}},{"kind":"Field","name":{"kind":"Name","value":"userAgent"}},{"kind":"Field","name":{"kind":"Name","value":"payTime"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderInfoSection_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateCode"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"channelName"}},{"kind":"Field","name":{"kind":"Name","value":"creator"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"payTime"}},{"kind":"Field","name":{"kind":"Name","value":"completeTime"}},{"kind":"Field","name":{"kind":"Name","value":"orderDate"}},{"kind":"Field","name":{"kind":"Name","value":"transactionId"}},{"kind":"Field","name":{"kind":"Name","value":"buyerId"}},{"kind":"Field","name":{"kind":"Name","value":"addition"}},{"kind":"Field","name":{"kind":"Name","value":"youthAgreement"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"countryCode"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderAmountsSection_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"payAmount"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"bookingFee"}},{"kind":"Field","name":{"kind":"Name","value":"rescheduleFee"}},{"kind":"Field","name":{"kind":"Name","value":"differencePrice"}},{"kind":"Field","name":{"kind":"Name","value":"couponCode"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderLinesSection_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tripCode"}},{"kind":"Field","name":{"kind":"Name","value":"tripName"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"shift"}},{"kind":"Field","name":{"kind":"Name","value":"option"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentsSection_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"paymentType"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"payStatus"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentDetails_payment"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TicketsSection_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"tickets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ticketNumber"}},{"kind":"Field","name":{"kind":"Name","value":"tripName"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"shift"}},{"kind":"Field","name":{"kind":"Name","value":"option"}},{"kind":"Field","name":{"kind":"Name","value":"passengerName"}},{"kind":"Field","name":{"kind":"Name","value":"passengerType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"checkedBy"}},{"kind":"Field","name":{"kind":"Name","value":"checkTime"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RefundRecordsSection_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"refunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"refundNumber"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"payType"}},{"kind":"Field","name":{"kind":"Name","value":"ticketCodes"}},{"kind":"Field","name":{"kind":"Name","value":"applyPersonName"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderHistorySection_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"ticketNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"ticketCount"}},{"kind":"Field","name":{"kind":"Name","value":"channelName"}},{"kind":"Field","name":{"kind":"Name","value":"paymentType"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"chargebackStatus"}},{"kind":"Field","name":{"kind":"Name","value":"refundNumber"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"holdDays"}},{"kind":"Field","name":{"kind":"Name","value":"operatorName"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RefundDialog_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"tickets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ticketNumber"}},{"kind":"Field","name":{"kind":"Name","value":"passengerName"}},{"kind":"Field","name":{"kind":"Name","value":"passengerType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"actionable"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"paymentType"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"refundableAmount"}},{"kind":"Field","name":{"kind":"Name","value":"refundPayType"}},{"kind":"Field","name":{"kind":"Name","value":"cardNumber"}},{"kind":"Field","name":{"kind":"Name","value":"account"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecordPaymentDialog_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CancelTicketsDialog_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"tickets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ticketNumber"}},{"kind":"Field","name":{"kind":"Name","value":"passengerName"}},{"kind":"Field","name":{"kind":"Name","value":"passengerType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MoveTicketsDialog_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"tickets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ticketNumber"}},{"kind":"Field","name":{"kind":"Name","value":"passengerName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"shift"}},{"kind":"Field","name":{"kind":"Name","value":"tripId"}},{"kind":"Field","name":{"kind":"Name","value":"tripName"}},{"kind":"Field","name":{"kind":"Name","value":"option"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContactDialog_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"countryCode"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tickets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ticketNumber"}},{"kind":"Field","name":{"kind":"Name","value":"passengerName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderNotesSection_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"notes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}}]}}]}}]} as unknown as DocumentNode<OrderDetailQuery, OrderDetailQueryVariables>;
export const OrderListDocument = {"__meta__":{"hash":"sha256:2ad48c74f1fe36b3963dc24a019c7976c2c85f96a9c78b31d53990977084b3c5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderSort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"orders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderRow_order"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalIsLowerBound"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderRow_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"completeTime"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"paymentTypes"}},{"kind":"Field","name":{"kind":"Name","value":"cardLast4"}},{"kind":"Field","name":{"kind":"Name","value":"tripNames"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"countryCode"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]}}]} as unknown as DocumentNode<OrderListQuery, OrderListQueryVariables>;
export const OrderListChangedDocument = {"__meta__":{"hash":"sha256:8e3e9d5b285c5875778317d9d0c9e0b97fd1c6433aaaf0ae411bc9f58c04c7a0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"OrderListChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<OrderListChangedSubscription, OrderListChangedSubscriptionVariables>;
export const ChannelOptionsDocument = {"__meta__":{"hash":"sha256:cdf5f97830e572c7e2979ab6e15bef1ccd248f5ac66eb5b53e60387564f59c70"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChannelOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"tenant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"tid"}},{"kind":"Field","name":{"kind":"Name","value":"channels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ChannelOptionsQuery, ChannelOptionsQueryVariables>;
export const CancelOrderQuoteDocument = {"__meta__":{"hash":"sha256:fccf948313b997b5c91c928d60d95b0793264fc715a34c288af59704613ad754"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CancelOrderQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ticketIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cancelOrderQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}},{"kind":"Argument","name":{"kind":"Name","value":"ticketIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ticketIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"charge"}},{"kind":"Field","name":{"kind":"Name","value":"refund"}},{"kind":"Field","name":{"kind":"Name","value":"cancelsOrder"}},{"kind":"Field","name":{"kind":"Name","value":"totalAfter"}},{"kind":"Field","name":{"kind":"Name","value":"balanceAfter"}},{"kind":"Field","name":{"kind":"Name","value":"refunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"paymentType"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"settledAtOnce"}}]}}]}}]}}]} as unknown as DocumentNode<CancelOrderQuoteQuery, CancelOrderQuoteQueryVariables>;
export const CancelOrderTicketsDocument = {"__meta__":{"hash":"sha256:0271f25d76687398784306b657755705dca4662adad4be656a5fd8a389c9ca66"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelOrderTickets"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderCancelInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cancelOrderTickets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<CancelOrderTicketsMutation, CancelOrderTicketsMutationVariables>;
export const UpdateOrderContactDocument = {"__meta__":{"hash":"sha256:4a97a0a038eeb537bb5147e260050bcd857ca77d7b0d9db8298f1b00ad412b47"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateOrderContact"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderContactInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"updateOrderContact"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<UpdateOrderContactMutation, UpdateOrderContactMutationVariables>;
export const MoveOrderTicketsQuoteDocument = {"__meta__":{"hash":"sha256:fc1e4471e9d1b2a7a439f86e682e0e384d30892156abec43742103b4b6f79867"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MoveOrderTicketsQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ticketIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"shift"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tripId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"priceMode"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MovePriceMode"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"options"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderMoveTicketOptionInput"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"moveOrderTicketsQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}},{"kind":"Argument","name":{"kind":"Name","value":"ticketIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ticketIds"}}},{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}},{"kind":"Argument","name":{"kind":"Name","value":"shift"},"value":{"kind":"Variable","name":{"kind":"Name","value":"shift"}}},{"kind":"Argument","name":{"kind":"Name","value":"tripId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tripId"}}},{"kind":"Argument","name":{"kind":"Name","value":"priceMode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"priceMode"}}},{"kind":"Argument","name":{"kind":"Name","value":"options"},"value":{"kind":"Variable","name":{"kind":"Name","value":"options"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"feeType"}},{"kind":"Field","name":{"kind":"Name","value":"difference"}},{"kind":"Field","name":{"kind":"Name","value":"collectedNow"}},{"kind":"Field","name":{"kind":"Name","value":"cashNow"}},{"kind":"Field","name":{"kind":"Name","value":"refund"}},{"kind":"Field","name":{"kind":"Name","value":"seatsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"movable"}},{"kind":"Field","name":{"kind":"Name","value":"shifts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"available"}}]}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}}]}}]}}]} as unknown as DocumentNode<MoveOrderTicketsQuoteQuery, MoveOrderTicketsQuoteQueryVariables>;
export const MoveOrderTicketsDocument = {"__meta__":{"hash":"sha256:bbb1031a82ab850bd132ac4387cc026af315c65bcd0ccab5569cb09d423f1af3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MoveOrderTickets"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderMoveInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"moveOrderTickets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<MoveOrderTicketsMutation, MoveOrderTicketsMutationVariables>;
export const MoveOrderTargetTripsDocument = {"__meta__":{"hash":"sha256:6ff9dc542afbe7770fbaeb43cb0b35411d113aa787b00d2b3ec6939c1d03121a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MoveOrderTargetTrips"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"moveOrderTargetTrips"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<MoveOrderTargetTripsQuery, MoveOrderTargetTripsQueryVariables>;
export const AddOrderNoteDocument = {"__meta__":{"hash":"sha256:ac00725005810e44a12c87dcbae9505ae96088c8373c5794c5ed4a44bd25da7d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddOrderNote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"addOrderNote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}},{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AddOrderNoteMutation, AddOrderNoteMutationVariables>;
export const RecordOrderPaymentDocument = {"__meta__":{"hash":"sha256:a2bcb9b578b86025496cb1924e1195ea8410804a742439d19f4783b9f2a83535"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordOrderPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderPaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"recordOrderPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}}]}}]}}]} as unknown as DocumentNode<RecordOrderPaymentMutation, RecordOrderPaymentMutationVariables>;
export const CreateRefundDocument = {"__meta__":{"hash":"sha256:b9c28f3e0c774c837fb47ad5dc66f8f1ffd2ce4456b04f6035b506824cf0404e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateRefund"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateRefundInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"createRefund"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"refundNumber"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]} as unknown as DocumentNode<CreateRefundMutation, CreateRefundMutationVariables>;
export const ResendOrderConfirmationDocument = {"__meta__":{"hash":"sha256:f9d3cca7edd1b868cfb479cebbfc9a25dfb7e0036e471a01f8ea92159060482d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendOrderConfirmation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"resendOrderConfirmation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"sentTo"}},{"kind":"Field","name":{"kind":"Name","value":"queuedAt"}}]}}]}}]} as unknown as DocumentNode<ResendOrderConfirmationMutation, ResendOrderConfirmationMutationVariables>;
export const OrderJobPreviewDocument = {"__meta__":{"hash":"sha256:1e6c9f360c2e9de64bd705b8eed79e15fac19b5c256dbe5af8bbad3bd87505e3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderJobPreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderJobKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"selection"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderSelectionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"orderJobPreview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"selection"},"value":{"kind":"Variable","name":{"kind":"Name","value":"selection"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"eligible"}},{"kind":"Field","name":{"kind":"Name","value":"refund"}}]}}]}}]} as unknown as DocumentNode<OrderJobPreviewQuery, OrderJobPreviewQueryVariables>;
export const DepartureCancelPreviewDocument = {"__meta__":{"hash":"sha256:7db262b86495909b5c4e4f65e39bb91b6318ba70358d1f155773048af79f32d3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DepartureCancelPreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"departure"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DepartureInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"departureCancelPreview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"departure"},"value":{"kind":"Variable","name":{"kind":"Name","value":"departure"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"eligible"}},{"kind":"Field","name":{"kind":"Name","value":"refund"}}]}}]}}]} as unknown as DocumentNode<DepartureCancelPreviewQuery, DepartureCancelPreviewQueryVariables>;
export const StartOrderJobDocument = {"__meta__":{"hash":"sha256:00e1f78ee381644998e69015aa6d13dee050c5027d5d5da26bb2fcbd7944be16"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartOrderJob"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StartOrderJobInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"startOrderJob"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderJobSummary_job"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderJobSummary_job"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"succeeded"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"skipped"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"departure"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"tripId"}},{"kind":"Field","name":{"kind":"Name","value":"tripName"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"shift"}}]}},{"kind":"Field","name":{"kind":"Name","value":"creator"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}}]}}]} as unknown as DocumentNode<StartOrderJobMutation, StartOrderJobMutationVariables>;
export const CancelDepartureDocument = {"__meta__":{"hash":"sha256:3fe376b921726005951bca9f81d52f0e2ca07735fb30aeab3bd9fece79e431ee"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelDeparture"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CancelDepartureInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cancelDeparture"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderJobSummary_job"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderJobSummary_job"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"succeeded"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"skipped"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"departure"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"tripId"}},{"kind":"Field","name":{"kind":"Name","value":"tripName"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"shift"}}]}},{"kind":"Field","name":{"kind":"Name","value":"creator"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}}]}}]} as unknown as DocumentNode<CancelDepartureMutation, CancelDepartureMutationVariables>;
export const OrderJobDocument = {"__meta__":{"hash":"sha256:e9208f7d0e3137fe442f8ec3b09e26048ac63a4c69b2a56b7013060c73f39bea"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderJob"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withItems"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"itemsPage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"orderJob"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderJobSummary_job"}},{"kind":"Field","alias":{"kind":"Name","value":"failedItems"},"name":{"kind":"Name","value":"items"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"EnumValue","value":"FAILED"}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"itemsPage"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withItems"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderJobItem_item"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"skippedItems"},"name":{"kind":"Name","value":"items"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"EnumValue","value":"SKIPPED"}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"itemsPage"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withItems"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderJobItem_item"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderJobSummary_job"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"succeeded"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"skipped"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"departure"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"tripId"}},{"kind":"Field","name":{"kind":"Name","value":"tripName"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"shift"}}]}},{"kind":"Field","name":{"kind":"Name","value":"creator"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderJobItem_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderJobItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"reasonKey"}}]}}]} as unknown as DocumentNode<OrderJobQuery, OrderJobQueryVariables>;
export const OrderJobsDocument = {"__meta__":{"hash":"sha256:01504a257f8301869f25bd6236d6578f8163c26c6eb61efddd156f4899a65b98"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderJobs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"orderJobs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderJobSummary_job"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderJobSummary_job"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"succeeded"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"skipped"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"departure"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"tripId"}},{"kind":"Field","name":{"kind":"Name","value":"tripName"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"shift"}}]}},{"kind":"Field","name":{"kind":"Name","value":"creator"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}}]}}]} as unknown as DocumentNode<OrderJobsQuery, OrderJobsQueryVariables>;
export const RefundOrderDetailDocument = {"__meta__":{"hash":"sha256:042acc8ceab8cd3d3ad7342078adc84c659d5b125f961c12f4250a9c6860171c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RefundOrderDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"refundOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"refundNumber"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"payType"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RefundSummary_refund"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RefundTickets_refund"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RefundPayment_refund"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RefundLogs_refund"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RefundActions_refund"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RefundSummary_refund"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RefundOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"refundNumber"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"contactFirstName"}},{"kind":"Field","name":{"kind":"Name","value":"contactLastName"}},{"kind":"Field","name":{"kind":"Name","value":"applyPersonName"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"checkFee"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"checkBy"}},{"kind":"Field","name":{"kind":"Name","value":"checkTime"}},{"kind":"Field","name":{"kind":"Name","value":"completeBy"}},{"kind":"Field","name":{"kind":"Name","value":"completeTime"}},{"kind":"Field","name":{"kind":"Name","value":"remarks"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RefundTickets_refund"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RefundOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"feeDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"ticketId"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refundTickets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ticketNumber"}},{"kind":"Field","name":{"kind":"Name","value":"tripName"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"shift"}},{"kind":"Field","name":{"kind":"Name","value":"option"}},{"kind":"Field","name":{"kind":"Name","value":"passengerName"}},{"kind":"Field","name":{"kind":"Name","value":"passengerType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"previousStatus"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RefundPayment_refund"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RefundOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"payType"}},{"kind":"Field","name":{"kind":"Name","value":"payAccount"}},{"kind":"Field","name":{"kind":"Name","value":"transactionId"}},{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"refundPendingAmount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RefundLogs_refund"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RefundOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"logs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"toState"}},{"kind":"Field","name":{"kind":"Name","value":"operatorName"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RefundActions_refund"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RefundOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"refundNumber"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<RefundOrderDetailQuery, RefundOrderDetailQueryVariables>;
export const RefundOrderListDocument = {"__meta__":{"hash":"sha256:82d9bc88b8c29fc4a3acc865187bcacd65c87503d67bd4d18c31475281eb7fc4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RefundOrderList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RefundFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"refundOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RefundOrderRow_refundOrder"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalIsLowerBound"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RefundOrderRow_refundOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RefundOrderSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"refundNumber"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"applyPersonName"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]} as unknown as DocumentNode<RefundOrderListQuery, RefundOrderListQueryVariables>;
export const RefundOrderListChangedDocument = {"__meta__":{"hash":"sha256:6141169fd870a4e5dcc589a47571cc04cf85f1c25ca4d1a151e65a38dfdeed7d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"RefundOrderListChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refundOrderChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RefundOrderListChangedSubscription, RefundOrderListChangedSubscriptionVariables>;
export const CompleteRefundDocument = {"__meta__":{"hash":"sha256:ab01e15bc0a7b3a77f094c5e1f9998301623f828c29c85538b17637b78a68d1a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompleteRefund"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"note"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"completeRefund"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}},{"kind":"Argument","name":{"kind":"Name","value":"note"},"value":{"kind":"Variable","name":{"kind":"Name","value":"note"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<CompleteRefundMutation, CompleteRefundMutationVariables>;
export const ApproveRefundDocument = {"__meta__":{"hash":"sha256:4979b62508f83bb33e443acbcb545bd9376b66e49ad0f4607d9bf5378ea75ac6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApproveRefund"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"approveRefund"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<ApproveRefundMutation, ApproveRefundMutationVariables>;
export const RejectRefundDocument = {"__meta__":{"hash":"sha256:ce52f6ba26823275e148dbb355c9a9e9a838aac11f9b4de6e67f5b968f1f0489"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RejectRefund"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"rejectRefund"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<RejectRefundMutation, RejectRefundMutationVariables>;
export const TransactionDetailDocument = {"__meta__":{"hash":"sha256:ec76a4e5784ee87ed3bc39e28eaf350ac44610b55f8ca1af6bef60fe7cac98a5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TransactionDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"transaction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"transactionId"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransactionFacts_transaction"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransactionFacts_transaction"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"transactionId"}},{"kind":"Field","name":{"kind":"Name","value":"paymentType"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"payStatus"}},{"kind":"Field","name":{"kind":"Name","value":"dealStatus"}},{"kind":"Field","name":{"kind":"Name","value":"payTime"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"authCode"}},{"kind":"Field","name":{"kind":"Name","value":"avsCode"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"errorMsg"}},{"kind":"Field","name":{"kind":"Name","value":"cardNumber"}},{"kind":"Field","name":{"kind":"Name","value":"cardType"}},{"kind":"Field","name":{"kind":"Name","value":"cardBank"}},{"kind":"Field","name":{"kind":"Name","value":"cardMonth"}},{"kind":"Field","name":{"kind":"Name","value":"cardYear"}},{"kind":"Field","name":{"kind":"Name","value":"paypalAccount"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"refundPendingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"refundableAmount"}},{"kind":"Field","name":{"kind":"Name","value":"chargeBackAmount"}},{"kind":"Field","name":{"kind":"Name","value":"chargeBackStatus"}},{"kind":"Field","name":{"kind":"Name","value":"riskScore"}},{"kind":"Field","name":{"kind":"Name","value":"maxmindScore"}},{"kind":"Field","name":{"kind":"Name","value":"ip"}},{"kind":"Field","name":{"kind":"Name","value":"userAgent"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"channelName"}}]}}]} as unknown as DocumentNode<TransactionDetailQuery, TransactionDetailQueryVariables>;
export const TransactionListDocument = {"__meta__":{"hash":"sha256:1015269da278d819d1c7ea66f8f980aea2be89183c47fbd1f4e552452bffea84"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TransactionList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TransactionFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"transactions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransactionRow_transaction"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalIsLowerBound"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransactionRow_transaction"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TransactionSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"transactionId"}},{"kind":"Field","name":{"kind":"Name","value":"authCode"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"cardNumber"}},{"kind":"Field","name":{"kind":"Name","value":"paypalAccount"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"errorMsg"}},{"kind":"Field","name":{"kind":"Name","value":"channelName"}},{"kind":"Field","name":{"kind":"Name","value":"payStatus"}},{"kind":"Field","name":{"kind":"Name","value":"chargeBackStatus"}},{"kind":"Field","name":{"kind":"Name","value":"chargeBackAmount"}}]}}]} as unknown as DocumentNode<TransactionListQuery, TransactionListQueryVariables>;
export const EditReceiverDocument = {"__meta__":{"hash":"sha256:7aa4c0578ed7832df980d6868a712b9f7a953410868bea9db6077032cd5d8804"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EditReceiver"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"emailReceiver"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReceiverForm_emailReceiver"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReceiverForm_emailReceiver"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmailReceiver"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}}]}}]} as unknown as DocumentNode<EditReceiverQuery, EditReceiverQueryVariables>;
export const SaveEmailReceiverDocument = {"__meta__":{"hash":"sha256:df3808fc6874007b3dee346b8a9a509f665354701d79fcac0387216f89c360d4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveEmailReceiver"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EmailReceiverInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"saveEmailReceiver"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReceiverForm_emailReceiver"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReceiverForm_emailReceiver"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmailReceiver"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}}]}}]} as unknown as DocumentNode<SaveEmailReceiverMutation, SaveEmailReceiverMutationVariables>;
export const ApiTokensDocument = {"__meta__":{"hash":"sha256:5c822e5400722e349819b5383423378dd9fd0c6d341d69535ffb7238d8c5d778"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApiTokens"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"apiTokens"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiTokenRow_apiToken"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiTokenRow_apiToken"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAddress"}}]}}]} as unknown as DocumentNode<ApiTokensQuery, ApiTokensQueryVariables>;
export const RevokeApiTokenDocument = {"__meta__":{"hash":"sha256:d2ae13b639e095da548f05ab0d147ac715ca3110540a31e9ce03293b978ccf52"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeApiToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"revokeApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RevokeApiTokenMutation, RevokeApiTokenMutationVariables>;
export const ApiTokenGrantableRolesDocument = {"__meta__":{"hash":"sha256:fae7d9753e00453335a4f0ce20e75716802f161d284c25877f4a273ec48839e5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApiTokenGrantableRoles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"apiTokenGrantableRoles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ApiTokenGrantableRolesQuery, ApiTokenGrantableRolesQueryVariables>;
export const CreateApiTokenDocument = {"__meta__":{"hash":"sha256:2955323ea5301be76dd6b743b7101e97726111b3220f546e674adecf21059130"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateApiToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApiTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"createApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"apiToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiTokenRow_apiToken"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiTokenRow_apiToken"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAddress"}}]}}]} as unknown as DocumentNode<CreateApiTokenMutation, CreateApiTokenMutationVariables>;
export const AuditLogDocument = {"__meta__":{"hash":"sha256:9408bc2fc239bb0361e338891bc575f71666204de66a0a79b5918caa372695f1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuditLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"area"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AuditArea"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"actor"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dateFrom"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dateTo"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"auditTrail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"area"},"value":{"kind":"Variable","name":{"kind":"Name","value":"area"}}},{"kind":"Argument","name":{"kind":"Name","value":"actor"},"value":{"kind":"Variable","name":{"kind":"Name","value":"actor"}}},{"kind":"Argument","name":{"kind":"Name","value":"dateFrom"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dateFrom"}}},{"kind":"Argument","name":{"kind":"Name","value":"dateTo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dateTo"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuditEntry_auditEntry"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuditEntry_auditEntry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuditEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"targetName"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"fromItems"}},{"kind":"Field","name":{"kind":"Name","value":"toItems"}},{"kind":"Field","name":{"kind":"Name","value":"references"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"secret"}}]}}]}}]} as unknown as DocumentNode<AuditLogQuery, AuditLogQueryVariables>;
export const BookingFeeScreenDocument = {"__meta__":{"hash":"sha256:5f27fcd6ef64e57a64c17c717265f12031e73c839541ccce17269c5ebc790182"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BookingFeeScreen"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"bookingFee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingFeeForm_bookingFee"}}]}},{"kind":"Field","name":{"kind":"Name","value":"serviceFee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"fixed"}},{"kind":"Field","name":{"kind":"Name","value":"commissionRate"}},{"kind":"Field","name":{"kind":"Name","value":"chargebackFee"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionFee"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingFeeForm_bookingFee"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BookingFee"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<BookingFeeScreenQuery, BookingFeeScreenQueryVariables>;
export const SaveBookingFeeDocument = {"__meta__":{"hash":"sha256:2e8a302253c7864c2ff93ed94606f639d6f17844af60baad5acf09c02702562a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveBookingFee"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BookingFeeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"saveBookingFee"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingFeeForm_bookingFee"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingFeeForm_bookingFee"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BookingFee"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<SaveBookingFeeMutation, SaveBookingFeeMutationVariables>;
export const DevMailDocument = {"__meta__":{"hash":"sha256:503a2a58e26357c782de0fb9a1447ee1c0dfe10a31ba69cced2a93afe118b8dc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DevMail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"developmentMails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DevMailRow_developmentMail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DevMailRow_developmentMail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DevelopmentMail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"bcc"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}}]}}]} as unknown as DocumentNode<DevMailQuery, DevMailQueryVariables>;
export const DevMailMessageDocument = {"__meta__":{"hash":"sha256:57cf27b1d0543f15216dc65d0bbaa01993a3ae69bb6cdeb2c59c46a0a2651905"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DevMailMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"developmentMail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"bcc"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"qrCodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"imageDataUrl"}}]}}]}}]}}]} as unknown as DocumentNode<DevMailMessageQuery, DevMailMessageQueryVariables>;
export const PaymentScreenDocument = {"__meta__":{"hash":"sha256:49cb8397002677fb06529633ab3cfafd572ea9da06babb1ffcb229b03e8fee4d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentScreen"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"creditCardConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CardGatewayForm_creditCardConfig"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paypalConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaypalForm_paypalConfig"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unpaidHold"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UnpaidHoldForm_unpaidHold"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CardGatewayForm_creditCardConfig"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreditCardConfig"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"gatewayType"}},{"kind":"Field","name":{"kind":"Name","value":"apiLoginId"}},{"kind":"Field","name":{"kind":"Name","value":"transactionKey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"isSet"}},{"kind":"Field","name":{"kind":"Name","value":"lastFour"}}]}},{"kind":"Field","name":{"kind":"Name","value":"publicClientKey"}},{"kind":"Field","name":{"kind":"Name","value":"cardOrganizations"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"password"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"isSet"}},{"kind":"Field","name":{"kind":"Name","value":"lastFour"}}]}},{"kind":"Field","name":{"kind":"Name","value":"merchantId"}},{"kind":"Field","name":{"kind":"Name","value":"sourceKey"}},{"kind":"Field","name":{"kind":"Name","value":"sourcePin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"isSet"}},{"kind":"Field","name":{"kind":"Name","value":"lastFour"}}]}},{"kind":"Field","name":{"kind":"Name","value":"publicApiKey"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaypalForm_paypalConfig"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaypalConfig"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"apiUsername"}},{"kind":"Field","name":{"kind":"Name","value":"password"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"isSet"}},{"kind":"Field","name":{"kind":"Name","value":"lastFour"}}]}},{"kind":"Field","name":{"kind":"Name","value":"signature"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"isSet"}},{"kind":"Field","name":{"kind":"Name","value":"lastFour"}}]}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"clientSecret"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"isSet"}},{"kind":"Field","name":{"kind":"Name","value":"lastFour"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UnpaidHoldForm_unpaidHold"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UnpaidHold"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"unpaidHoldDays"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<PaymentScreenQuery, PaymentScreenQueryVariables>;
export const SaveCreditCardConfigDocument = {"__meta__":{"hash":"sha256:02c63b165898ff73ced432cbfc08060516ffd1cae2cd18a07af224e9bebfce56"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveCreditCardConfig"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreditCardConfigInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"saveCreditCardConfig"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CardGatewayForm_creditCardConfig"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CardGatewayForm_creditCardConfig"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreditCardConfig"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"gatewayType"}},{"kind":"Field","name":{"kind":"Name","value":"apiLoginId"}},{"kind":"Field","name":{"kind":"Name","value":"transactionKey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"isSet"}},{"kind":"Field","name":{"kind":"Name","value":"lastFour"}}]}},{"kind":"Field","name":{"kind":"Name","value":"publicClientKey"}},{"kind":"Field","name":{"kind":"Name","value":"cardOrganizations"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"password"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"isSet"}},{"kind":"Field","name":{"kind":"Name","value":"lastFour"}}]}},{"kind":"Field","name":{"kind":"Name","value":"merchantId"}},{"kind":"Field","name":{"kind":"Name","value":"sourceKey"}},{"kind":"Field","name":{"kind":"Name","value":"sourcePin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"isSet"}},{"kind":"Field","name":{"kind":"Name","value":"lastFour"}}]}},{"kind":"Field","name":{"kind":"Name","value":"publicApiKey"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}}]}}]} as unknown as DocumentNode<SaveCreditCardConfigMutation, SaveCreditCardConfigMutationVariables>;
export const SavePaypalConfigDocument = {"__meta__":{"hash":"sha256:2fabd0829a1385e2d000f855537bd507e0c8b52a165bf0d89df2d95018ab59f3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SavePaypalConfig"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PaypalConfigInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"savePaypalConfig"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaypalForm_paypalConfig"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaypalForm_paypalConfig"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaypalConfig"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"apiUsername"}},{"kind":"Field","name":{"kind":"Name","value":"password"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"isSet"}},{"kind":"Field","name":{"kind":"Name","value":"lastFour"}}]}},{"kind":"Field","name":{"kind":"Name","value":"signature"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"isSet"}},{"kind":"Field","name":{"kind":"Name","value":"lastFour"}}]}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"clientSecret"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"isSet"}},{"kind":"Field","name":{"kind":"Name","value":"lastFour"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}}]}}]} as unknown as DocumentNode<SavePaypalConfigMutation, SavePaypalConfigMutationVariables>;
export const SaveUnpaidHoldDocument = {"__meta__":{"hash":"sha256:e8e6cde1a35f7348cd1f67ad010e002c8bf3c90725ec8a845dbc48d0d38860cd"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveUnpaidHold"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"unpaidHoldDays"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"saveUnpaidHold"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}},{"kind":"Argument","name":{"kind":"Name","value":"unpaidHoldDays"},"value":{"kind":"Variable","name":{"kind":"Name","value":"unpaidHoldDays"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UnpaidHoldForm_unpaidHold"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UnpaidHoldForm_unpaidHold"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UnpaidHold"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"unpaidHoldDays"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<SaveUnpaidHoldMutation, SaveUnpaidHoldMutationVariables>;
export const RoleListDocument = {"__meta__":{"hash":"sha256:83f253611310d73bf028bb7d135e1623abdc05fcbcbd7472bf503f99b15356f1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RoleList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RoleFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RoleRow_role"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RoleRow_role"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"allPermissions"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userCount"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<RoleListQuery, RoleListQueryVariables>;
export const DeleteRoleDocument = {"__meta__":{"hash":"sha256:d78d33723e50b5fa7c17fa34c74b77d53223ac8db3a6508992504940340def59"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"deleteRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}}]}]}}]} as unknown as DocumentNode<DeleteRoleMutation, DeleteRoleMutationVariables>;
export const PermissionCatalogueDocument = {"__meta__":{"hash":"sha256:f561a932fb9cade6bbcb0694916295a4e922e7177bf2a50039d077c0cc2ad97e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PermissionCatalogue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"permissionCatalogue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"group"}},{"kind":"Field","name":{"kind":"Name","value":"parent"}}]}}]}}]} as unknown as DocumentNode<PermissionCatalogueQuery, PermissionCatalogueQueryVariables>;
export const AssignRoleResourcesDocument = {"__meta__":{"hash":"sha256:0641a1ccfb82d3524da0967f50359f6a7d6b3f08e4c1ff7ce2839c1f2b118e1a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AssignRoleResources"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"permissions"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResourceInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"assignRoleResources"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}},{"kind":"Argument","name":{"kind":"Name","value":"permissions"},"value":{"kind":"Variable","name":{"kind":"Name","value":"permissions"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RoleRow_role"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RoleRow_role"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"allPermissions"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userCount"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<AssignRoleResourcesMutation, AssignRoleResourcesMutationVariables>;
export const CreateRoleDocument = {"__meta__":{"hash":"sha256:0e9b4b23f104bd63df2a210b8160abc4dd9b6a0a34f1132fefd751591aac4718"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RoleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"createRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RoleRow_role"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RoleRow_role"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"allPermissions"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userCount"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<CreateRoleMutation, CreateRoleMutationVariables>;
export const UpdateRoleDocument = {"__meta__":{"hash":"sha256:59d411201094fbf0fed8fa2fe093a2874f3c646acb1d710b4a381954e1c8574f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RoleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"updateRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RoleRow_role"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RoleRow_role"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"allPermissions"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userCount"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<UpdateRoleMutation, UpdateRoleMutationVariables>;
export const SystemEmailDocument = {"__meta__":{"hash":"sha256:5943d65f8cb6f90230bd0901a976dbeb4ad9da94745f69f44fffdf41d65f561c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SystemEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"EmailReceiverType"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"emailReceivers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReceiverRow_emailReceiver"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReceiverRow_emailReceiver"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmailReceiver"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<SystemEmailQuery, SystemEmailQueryVariables>;
export const SendTestEmailDocument = {"__meta__":{"hash":"sha256:1e47fa6fd93ee27e2975562de91191661128a639bffa8a5885699c6b0f32d8d1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendTestEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"sendTestEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"sentTo"}},{"kind":"Field","name":{"kind":"Name","value":"queuedAt"}}]}}]}}]} as unknown as DocumentNode<SendTestEmailMutation, SendTestEmailMutationVariables>;
export const DeleteEmailReceiverDocument = {"__meta__":{"hash":"sha256:2c445202b6fa6f5151aa22f44e9a93e65ee876d44626c161503ed9603dbfe95f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteEmailReceiver"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"deleteEmailReceiver"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}}]}]}}]} as unknown as DocumentNode<DeleteEmailReceiverMutation, DeleteEmailReceiverMutationVariables>;
export const UserListDocument = {"__meta__":{"hash":"sha256:7053319d955c6db543a4037878da32a1d176edefb2952239c413e15bb211feea"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"UserFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserRow_user"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserRow_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneCode"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginTime"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"twoFactorEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<UserListQuery, UserListQueryVariables>;
export const AssignableRolesDocument = {"__meta__":{"hash":"sha256:0be05516bbd4ef79f7bb8a98e48eacff30be7e32e6ccf9110c5c93966fa4f376"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AssignableRoles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"assignableRoles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AssignableRolesQuery, AssignableRolesQueryVariables>;
export const ResetUserTwoFactorDocument = {"__meta__":{"hash":"sha256:e58eb6ef8cd47fcde5f213700a014c59a868c1ceec78588dff52ceb3023e00b3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetUserTwoFactor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"resetUserTwoFactor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ResetUserTwoFactorMutation, ResetUserTwoFactorMutationVariables>;
export const DeleteUserDocument = {"__meta__":{"hash":"sha256:e162e40bb3b57d97a0cb529aee92500b0e1ee7ff42e5064182cabc89166d9fe1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"deleteUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}}]}]}}]} as unknown as DocumentNode<DeleteUserMutation, DeleteUserMutationVariables>;
export const AssignUserRolesDocument = {"__meta__":{"hash":"sha256:b489a0c216d410cb3ca33f6a28d7403a018d24d155e2020e40c9f5707fbd157f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AssignUserRoles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"roleIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"assignUserRoles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}},{"kind":"Argument","name":{"kind":"Name","value":"roleIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"roleIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserRow_user"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserRow_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneCode"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginTime"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"twoFactorEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<AssignUserRolesMutation, AssignUserRolesMutationVariables>;
export const ResetUserPasswordDocument = {"__meta__":{"hash":"sha256:0bde84bfe61df0490e7f79cc8c6095a80ab3fc00f05221322ab6024ce27441bd"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetUserPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"resetUserPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"newPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}}}]}]}}]} as unknown as DocumentNode<ResetUserPasswordMutation, ResetUserPasswordMutationVariables>;
export const TwoFactorPolicyDocument = {"__meta__":{"hash":"sha256:127be037030eff1012115a5d2ce49f8118b62fa744a2ea4975b34229e5e6af40"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TwoFactorPolicy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"twoFactorPolicy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"requireForManagers"}}]}}]}}]} as unknown as DocumentNode<TwoFactorPolicyQuery, TwoFactorPolicyQueryVariables>;
export const SaveTwoFactorPolicyDocument = {"__meta__":{"hash":"sha256:5f13ff4e9f79b5b2566708eaff7519b63d04cdc8f43824419e58337c90667519"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveTwoFactorPolicy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"requireForManagers"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"saveTwoFactorPolicy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"requireForManagers"},"value":{"kind":"Variable","name":{"kind":"Name","value":"requireForManagers"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"requireForManagers"}}]}}]}}]} as unknown as DocumentNode<SaveTwoFactorPolicyMutation, SaveTwoFactorPolicyMutationVariables>;
export const CreateUserDocument = {"__meta__":{"hash":"sha256:d5f6698462d6e1b84a56e81363465a33c0d98ecb2ef14eed40427b191ce6e5fe"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"createUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserRow_user"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserRow_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneCode"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginTime"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"twoFactorEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<CreateUserMutation, CreateUserMutationVariables>;
export const UpdateUserDocument = {"__meta__":{"hash":"sha256:3b5000256c480d6d00810715123bb9b6a3571d0ede6cd9f7465ec8f39b55df28"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"updateUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserRow_user"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserRow_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneCode"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginTime"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"twoFactorEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<UpdateUserMutation, UpdateUserMutationVariables>;
export const WebhooksDocument = {"__meta__":{"hash":"sha256:7425f0db5f9598d1d20959745b947d4c96dbd7e59b4c83d8cbba896f868b8101"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Webhooks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"webhooks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookRow_webhook"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookRow_webhook"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Webhook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"lastDelivery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"httpStatus"}}]}}]}}]} as unknown as DocumentNode<WebhooksQuery, WebhooksQueryVariables>;
export const DeleteWebhookDocument = {"__meta__":{"hash":"sha256:262f11f2341f699befa0a590e24a877a2f71753d70de78b033abb84e5c0a82fe"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"deleteWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteWebhookMutation, DeleteWebhookMutationVariables>;
export const RotateWebhookSecretDocument = {"__meta__":{"hash":"sha256:fd90c565a325c777dad07df0d5718230da04cc9b3901db4f51d53fbee4425964"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RotateWebhookSecret"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"rotateWebhookSecret"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"secret"}}]}}]}}]} as unknown as DocumentNode<RotateWebhookSecretMutation, RotateWebhookSecretMutationVariables>;
export const SendTestWebhookDocument = {"__meta__":{"hash":"sha256:f4983d40dada5122f1a48ac342afd1aa77e693bd0dc859bc6f19839f4b6deda9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendTestWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"sendTestWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"httpStatus"}},{"kind":"Field","name":{"kind":"Name","value":"responseExcerpt"}}]}}]}}]} as unknown as DocumentNode<SendTestWebhookMutation, SendTestWebhookMutationVariables>;
export const WebhookDeliveriesDocument = {"__meta__":{"hash":"sha256:875f727bd0ded369c32e04b980f560864fd0d7f9bb5b1716dacec1be219a5fb8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebhookDeliveries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"webhookId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"webhookDeliveries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"webhookId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"webhookId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempt"}},{"kind":"Field","name":{"kind":"Name","value":"httpStatus"}},{"kind":"Field","name":{"kind":"Name","value":"durationMs"}},{"kind":"Field","name":{"kind":"Name","value":"responseExcerpt"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"lastAttemptTime"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>;
export const RedeliverWebhookDeliveryDocument = {"__meta__":{"hash":"sha256:6ca7439ae1b148bd9e24c10f6f0cd72aa7ed25b278cf7018127a8c5d9ffdd2a2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RedeliverWebhookDelivery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"redeliverWebhookDelivery"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"httpStatus"}}]}}]}}]} as unknown as DocumentNode<RedeliverWebhookDeliveryMutation, RedeliverWebhookDeliveryMutationVariables>;
export const CreateWebhookDocument = {"__meta__":{"hash":"sha256:9fc00958352c4968e046a50e77764e9da90a46b470c51ea2e63a192f85382ca1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"createWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"webhook"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookRow_webhook"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookRow_webhook"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Webhook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"lastDelivery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"httpStatus"}}]}}]}}]} as unknown as DocumentNode<CreateWebhookMutation, CreateWebhookMutationVariables>;
export const UpdateWebhookDocument = {"__meta__":{"hash":"sha256:da82c8c452f17e5bfe990374ca3e1e60b58307247d14a129bd76d3c41c6f0a3c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"updateWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookRow_webhook"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookRow_webhook"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Webhook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"lastDelivery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"httpStatus"}}]}}]}}]} as unknown as DocumentNode<UpdateWebhookMutation, UpdateWebhookMutationVariables>;
export const DeparturesDocument = {"__meta__":{"hash":"sha256:27f22ade56dac72adb98ef028268e5219b947dbf853f38dc2993cc33aee19dfb"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Departures"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tripIds"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tagIds"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"departures"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"tripIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tripIds"}}},{"kind":"Argument","name":{"kind":"Name","value":"tagIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tagIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tripId"}},{"kind":"Field","name":{"kind":"Name","value":"tripCode"}},{"kind":"Field","name":{"kind":"Name","value":"tripName"}},{"kind":"Field","name":{"kind":"Name","value":"stopSale"}},{"kind":"Field","name":{"kind":"Name","value":"cancelled"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationJobId"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"shiftId"}},{"kind":"Field","name":{"kind":"Name","value":"shiftName"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"sold"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"Field","name":{"kind":"Name","value":"checkedIn"}}]}}]}}]} as unknown as DocumentNode<DeparturesQuery, DeparturesQueryVariables>;
export const DepartureFiltersDocument = {"__meta__":{"hash":"sha256:c2a749c25cd1d0299276de8bfc071602ed123bededc608f2e86e22fdd1d74e28"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DepartureFilters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"departureFilters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"trips"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<DepartureFiltersQuery, DepartureFiltersQueryVariables>;
export const DepartureManifestDocument = {"__meta__":{"hash":"sha256:2903a03d25cef74e613594a4c41eb405988ad289ef2c41ca0c2d866745ecf3a9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DepartureManifest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tripId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"shiftId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"departureManifest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tripId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tripId"}}},{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}},{"kind":"Argument","name":{"kind":"Name","value":"shiftId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"shiftId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"truncated"}},{"kind":"Field","name":{"kind":"Name","value":"departure"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tripId"}},{"kind":"Field","name":{"kind":"Name","value":"tripCode"}},{"kind":"Field","name":{"kind":"Name","value":"tripName"}},{"kind":"Field","name":{"kind":"Name","value":"stopSale"}},{"kind":"Field","name":{"kind":"Name","value":"cancelled"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationJobId"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"shiftId"}},{"kind":"Field","name":{"kind":"Name","value":"shiftName"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"sold"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"Field","name":{"kind":"Name","value":"checkedIn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"passengers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"ticketNumber"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"passengerName"}},{"kind":"Field","name":{"kind":"Name","value":"passengerType"}},{"kind":"Field","name":{"kind":"Name","value":"option"}},{"kind":"Field","name":{"kind":"Name","value":"buyerName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"held"}},{"kind":"Field","name":{"kind":"Name","value":"checkedIn"}},{"kind":"Field","name":{"kind":"Name","value":"checkedBy"}},{"kind":"Field","name":{"kind":"Name","value":"checkTime"}}]}}]}}]}}]} as unknown as DocumentNode<DepartureManifestQuery, DepartureManifestQueryVariables>;
export const CheckInTicketDocument = {"__meta__":{"hash":"sha256:0899944dc310a349fceae2466f3470de19d27e467180ff2a04165c5313d7a21d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CheckInTicket"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ticketNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"departure"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DepartureInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"anyDeparture"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"checkInTicket"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ticketNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ticketNumber"}}},{"kind":"Argument","name":{"kind":"Name","value":"departure"},"value":{"kind":"Variable","name":{"kind":"Name","value":"departure"}}},{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}},{"kind":"Argument","name":{"kind":"Name","value":"anyDeparture"},"value":{"kind":"Variable","name":{"kind":"Name","value":"anyDeparture"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ticketNumber"}},{"kind":"Field","name":{"kind":"Name","value":"passengerName"}},{"kind":"Field","name":{"kind":"Name","value":"passengerType"}},{"kind":"Field","name":{"kind":"Name","value":"tripName"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"shift"}},{"kind":"Field","name":{"kind":"Name","value":"checkedBy"}},{"kind":"Field","name":{"kind":"Name","value":"checkTime"}}]}}]}}]} as unknown as DocumentNode<CheckInTicketMutation, CheckInTicketMutationVariables>;
export const UndoCheckInDocument = {"__meta__":{"hash":"sha256:32c198306e892a6d4912927f11d812f913000afa06805124882a7b0469e5deef"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UndoCheckIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ticketNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"undoCheckIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ticketNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ticketNumber"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ticketNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<UndoCheckInMutation, UndoCheckInMutationVariables>;
export const CheckInCountsDocument = {"__meta__":{"hash":"sha256:65865fb5dcfc60974dadb4b0835063c1986a2247034d5ae0957c133dbe7fca38"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckInCounts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"departure"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DepartureInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"checkInCounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"departure"},"value":{"kind":"Variable","name":{"kind":"Name","value":"departure"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"checkedIn"}},{"kind":"Field","name":{"kind":"Name","value":"expected"}}]}}]}}]} as unknown as DocumentNode<CheckInCountsQuery, CheckInCountsQueryVariables>;
export const CheckInTripShiftsDocument = {"__meta__":{"hash":"sha256:995380cd87741e35301fa48381217b09ce0a50f4100003d28789665e1d887b36"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckInTripShifts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"trip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"shifts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}}]}}]}}]}}]} as unknown as DocumentNode<CheckInTripShiftsQuery, CheckInTripShiftsQueryVariables>;
export const GroupedTripEditDocument = {"__meta__":{"hash":"sha256:2e355025faa5afe2a9c92815d34225b4091677603b8f12d90de687631a5ec15c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GroupedTripEdit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"trip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupedTripForm_trip"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupedTripForm_trip"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Trip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"trip1Id"}},{"kind":"Field","name":{"kind":"Name","value":"trip2Id"}},{"kind":"Field","name":{"kind":"Name","value":"requireSameDay"}},{"kind":"Field","name":{"kind":"Name","value":"imageFileId"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"tagIds"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<GroupedTripEditQuery, GroupedTripEditQueryVariables>;
export const CreateGroupedTripDocument = {"__meta__":{"hash":"sha256:ed209df27cceac0f50f4f025ab5aaef0e95b857d9f8a82d317bbcd9a134af40a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateGroupedTrip"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GroupedTripInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"createGroupedTrip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<CreateGroupedTripMutation, CreateGroupedTripMutationVariables>;
export const UpdateGroupedTripDocument = {"__meta__":{"hash":"sha256:8a2d87d761c1b59dae36be6c35d585b62877e618828e0fa5ddd0ba8b45f566a9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateGroupedTrip"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GroupedTripInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"updateGroupedTrip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupedTripForm_trip"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupedTripForm_trip"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Trip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"trip1Id"}},{"kind":"Field","name":{"kind":"Name","value":"trip2Id"}},{"kind":"Field","name":{"kind":"Name","value":"requireSameDay"}},{"kind":"Field","name":{"kind":"Name","value":"imageFileId"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"tagIds"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<UpdateGroupedTripMutation, UpdateGroupedTripMutationVariables>;
export const GroupedTripMemberDocument = {"__meta__":{"hash":"sha256:a99b6d214ac2e7328ed692bceffccd169ebda456f2721bb29ddc5a3ba301f1fa"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GroupedTripMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"trip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"inventoryType"}},{"kind":"Field","name":{"kind":"Name","value":"rescheduleFeeType"}},{"kind":"Field","name":{"kind":"Name","value":"rescheduleFee"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationType"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationAmount"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"specialRequest"}},{"kind":"Field","name":{"kind":"Name","value":"ageLimit"}},{"kind":"Field","name":{"kind":"Name","value":"customPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<GroupedTripMemberQuery, GroupedTripMemberQueryVariables>;
export const ReservationListDocument = {"__meta__":{"hash":"sha256:98e09c20c7048af5003a654b5722076ebc3198e415b15ff6a6b30020efabd274"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReservationList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tripId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"shift"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TicketStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"reservations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tripId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tripId"}}},{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}},{"kind":"Argument","name":{"kind":"Name","value":"shift"},"value":{"kind":"Variable","name":{"kind":"Name","value":"shift"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PassengerRow_ticket"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PassengerRow_ticket"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Ticket"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ticketNumber"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"shift"}},{"kind":"Field","name":{"kind":"Name","value":"option"}},{"kind":"Field","name":{"kind":"Name","value":"passengerName"}},{"kind":"Field","name":{"kind":"Name","value":"passengerType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"held"}},{"kind":"Field","name":{"kind":"Name","value":"checkedBy"}},{"kind":"Field","name":{"kind":"Name","value":"checkTime"}}]}}]} as unknown as DocumentNode<ReservationListQuery, ReservationListQueryVariables>;
export const NotifyPassengersDocument = {"__meta__":{"hash":"sha256:0c29d5cac57d51b46d893d33a2926b71146957f117207acea48706a17ebe0336"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"NotifyPassengers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NotifyPassengersInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"notifyPassengers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"recipientCount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<NotifyPassengersMutation, NotifyPassengersMutationVariables>;
export const ReservationStatisticsDocument = {"__meta__":{"hash":"sha256:67207a139ea19ae84dc1af17f69915c35c49c356f62984b9a3b69455d9207be9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReservationStatistics"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tripId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"reservationStatistics"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tripId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tripId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"tripId"}},{"kind":"Field","name":{"kind":"Name","value":"inventoryType"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"shift"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"sold"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"Field","name":{"kind":"Name","value":"available"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"sold"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"Field","name":{"kind":"Name","value":"available"}}]}}]}}]}}]} as unknown as DocumentNode<ReservationStatisticsQuery, ReservationStatisticsQueryVariables>;
export const TagsListDocument = {"__meta__":{"hash":"sha256:44082f8f1081b12911b2572f351e7d983e0eedae6ecce6eb038bea13f74d7390"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TagsList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TagRow_tag"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TagRow_tag"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tag"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailFileId"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"tripCount"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<TagsListQuery, TagsListQueryVariables>;
export const DeleteTagDocument = {"__meta__":{"hash":"sha256:91aa036d805e30f8c6262747982024de8d090487c0ec2bdfa5325e85fa0b78a9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteTag"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"deleteTag"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}}]}]}}]} as unknown as DocumentNode<DeleteTagMutation, DeleteTagMutationVariables>;
export const CreateTagDocument = {"__meta__":{"hash":"sha256:5d2108e9bba9522568677d93d03b0a49d4204ec1f1a17fa8a2e5aa68fb0384c2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateTag"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TagInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"createTag"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CreateTagMutation, CreateTagMutationVariables>;
export const UpdateTagDocument = {"__meta__":{"hash":"sha256:143e1c3028fca6728a0bd5cb0642d74259b95da699d226ac485f01fc9b48e0b5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateTag"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TagInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"updateTag"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailFileId"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<UpdateTagMutation, UpdateTagMutationVariables>;
export const TagOptionsDocument = {"__meta__":{"hash":"sha256:77765352f80fed3b2c8519b046b98f377b40ef71566c796d7281b8ca9ed3366e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TagOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<TagOptionsQuery, TagOptionsQueryVariables>;
export const TripKindDocument = {"__meta__":{"hash":"sha256:6137519791d4b9a0cdddae67b0efde563e560f9a8cf7acbd4cb96652d4f1ae3c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TripKind"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"trip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"grouped"}}]}}]}}]} as unknown as DocumentNode<TripKindQuery, TripKindQueryVariables>;
export const TripFormDocument = {"__meta__":{"hash":"sha256:c46f6ca447e0b200471183e0414bdfced69195b98a8b0939c36f38d923e56f80"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TripForm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"trip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TripForm_trip"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TripForm_trip"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Trip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"template"}},{"kind":"Field","name":{"kind":"Name","value":"tripType"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"tagIds"}},{"kind":"Field","name":{"kind":"Name","value":"imageFileId"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"passengerPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"adult"}},{"kind":"Field","name":{"kind":"Name","value":"child"}},{"kind":"Field","name":{"kind":"Name","value":"infant"}},{"kind":"Field","name":{"kind":"Name","value":"elder"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}},{"kind":"Field","name":{"kind":"Name","value":"inventoryType"}},{"kind":"Field","name":{"kind":"Name","value":"totalQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"shifts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}}]}},{"kind":"Field","name":{"kind":"Name","value":"inventories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"shift"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ageLimit"}},{"kind":"Field","name":{"kind":"Name","value":"specialRequest"}},{"kind":"Field","name":{"kind":"Name","value":"rescheduleFeeType"}},{"kind":"Field","name":{"kind":"Name","value":"rescheduleFee"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationType"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationAmount"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"saleStart"}},{"kind":"Field","name":{"kind":"Name","value":"saleEnd"}},{"kind":"Field","name":{"kind":"Name","value":"notForIndividualSale"}},{"kind":"Field","name":{"kind":"Name","value":"includes"}},{"kind":"Field","name":{"kind":"Name","value":"overview"}},{"kind":"Field","name":{"kind":"Name","value":"destination"}},{"kind":"Field","name":{"kind":"Name","value":"freeServices"}},{"kind":"Field","name":{"kind":"Name","value":"route"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}},{"kind":"Field","name":{"kind":"Name","value":"duration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pickUp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"cityId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dropOff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"cityId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"itinerary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"terms"}}]}}]} as unknown as DocumentNode<TripFormQuery, TripFormQueryVariables>;
export const TripFormTimeZoneDocument = {"__meta__":{"hash":"sha256:c0637bca3654b7e60ba48acbfc688f86797541418545ca95ac480a5988690340"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TripFormTimeZone"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"tenant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"tid"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}}]}}]}}]} as unknown as DocumentNode<TripFormTimeZoneQuery, TripFormTimeZoneQueryVariables>;
export const TripFormSeatsDocument = {"__meta__":{"hash":"sha256:f2efa46372006f05a550ee0feee6ca25ac09374b7fb034b409dd26f32d437875"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TripFormSeats"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tripId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"reservationStatistics"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tripId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tripId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"tripId"}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"sold"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"shift"}},{"kind":"Field","name":{"kind":"Name","value":"sold"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}}]}}]}}]}}]} as unknown as DocumentNode<TripFormSeatsQuery, TripFormSeatsQueryVariables>;
export const CreateTripDocument = {"__meta__":{"hash":"sha256:80c3c2ef2d7b4c7aba7d2acaf51ce3d789b47f403177772ecb4c610f129d9cfa"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateTrip"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TripInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"createTrip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<CreateTripMutation, CreateTripMutationVariables>;
export const UpdateTripDocument = {"__meta__":{"hash":"sha256:ff78471a8451d59007833928710d218299796e302622e14e4ac6553db609004e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateTrip"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TripInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"updateTrip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TripForm_trip"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TripForm_trip"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Trip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"template"}},{"kind":"Field","name":{"kind":"Name","value":"tripType"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"tagIds"}},{"kind":"Field","name":{"kind":"Name","value":"imageFileId"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"passengerPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"adult"}},{"kind":"Field","name":{"kind":"Name","value":"child"}},{"kind":"Field","name":{"kind":"Name","value":"infant"}},{"kind":"Field","name":{"kind":"Name","value":"elder"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}},{"kind":"Field","name":{"kind":"Name","value":"inventoryType"}},{"kind":"Field","name":{"kind":"Name","value":"totalQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"shifts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}}]}},{"kind":"Field","name":{"kind":"Name","value":"inventories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"shift"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ageLimit"}},{"kind":"Field","name":{"kind":"Name","value":"specialRequest"}},{"kind":"Field","name":{"kind":"Name","value":"rescheduleFeeType"}},{"kind":"Field","name":{"kind":"Name","value":"rescheduleFee"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationType"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationAmount"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"saleStart"}},{"kind":"Field","name":{"kind":"Name","value":"saleEnd"}},{"kind":"Field","name":{"kind":"Name","value":"notForIndividualSale"}},{"kind":"Field","name":{"kind":"Name","value":"includes"}},{"kind":"Field","name":{"kind":"Name","value":"overview"}},{"kind":"Field","name":{"kind":"Name","value":"destination"}},{"kind":"Field","name":{"kind":"Name","value":"freeServices"}},{"kind":"Field","name":{"kind":"Name","value":"route"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}},{"kind":"Field","name":{"kind":"Name","value":"duration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pickUp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"cityId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dropOff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"cityId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"itinerary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"terms"}}]}}]} as unknown as DocumentNode<UpdateTripMutation, UpdateTripMutationVariables>;
export const TripListDocument = {"__meta__":{"hash":"sha256:0344d9df1f02263590190834f73e66c0fbd75bbf6daa3a969115cacaf3059a12"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TripList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TripFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"trips"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TripRow_trip"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TripActions_trip"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TripSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TripRow_trip"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TripSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"grouped"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"bookings"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TripActions_trip"}}]}}]} as unknown as DocumentNode<TripListQuery, TripListQueryVariables>;
export const DuplicateTripDocument = {"__meta__":{"hash":"sha256:813828ff9a97c08855d8c208b773c7e05e40c2a50043053f52999cab5bb067c4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DuplicateTrip"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"duplicateTrip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<DuplicateTripMutation, DuplicateTripMutationVariables>;
export const PublishTripDocument = {"__meta__":{"hash":"sha256:5ffeb3988024ec96b315cb95cc0d71ad612d255aa3d9182a5c4fdcec9502e055"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PublishTrip"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"publishTrip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<PublishTripMutation, PublishTripMutationVariables>;
export const StopSellingTripDocument = {"__meta__":{"hash":"sha256:b02f5684370298baa9eac03a5cf52d4095eccbe1579a2543346572b2081de244"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StopSellingTrip"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"stopSellingTrip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<StopSellingTripMutation, StopSellingTripMutationVariables>;
export const InactivateTripDocument = {"__meta__":{"hash":"sha256:a0e7bb55de8da90342b8f36fd0cf9c64b093663c915bbedc6d11aa6ceb2f1185"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InactivateTrip"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"inactivateTrip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<InactivateTripMutation, InactivateTripMutationVariables>;
export const SponsorTripDocument = {"__meta__":{"hash":"sha256:7cbe990c9dd21f0fa2fb55c1255cafe551b6af90bd07822c04a59e4d7daf618c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SponsorTrip"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"sponsorTrip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<SponsorTripMutation, SponsorTripMutationVariables>;
export const DeactivateTripDocument = {"__meta__":{"hash":"sha256:fb2518778169cfbc9b46e2a96c758551ec4e643546d9cb22c2230e653a86a6b6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeactivateTrip"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"deactivateTrip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<DeactivateTripMutation, DeactivateTripMutationVariables>;
export const HomePageDocument = {"__meta__":{"hash":"sha256:2884cce346620e47327fbeca88f15ef54bbc9632009290e88b2cb5a4373470cf"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomePage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"vendorPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"HomePage_page"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HomePage_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"uploadTime"}},{"kind":"Field","name":{"kind":"Name","value":"uploaderName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HomePage_page"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VendorPage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"backgroundImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"HomePage_image"}}]}},{"kind":"Field","name":{"kind":"Name","value":"logo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"HomePage_image"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bgImages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"HomePage_image"}}]}},{"kind":"Field","name":{"kind":"Name","value":"aboutUs"}},{"kind":"Field","name":{"kind":"Name","value":"slogan"}},{"kind":"Field","name":{"kind":"Name","value":"supportPhoneCode"}},{"kind":"Field","name":{"kind":"Name","value":"supportPurePhone"}},{"kind":"Field","name":{"kind":"Name","value":"supportEmail"}},{"kind":"Field","name":{"kind":"Name","value":"homePageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}}]}}]} as unknown as DocumentNode<HomePageQuery, HomePageQueryVariables>;
export const SaveVendorPageDocument = {"__meta__":{"hash":"sha256:17d4b3d57453d85d0a4485d126a8ccf27559ea1979d95f99091690034f96cf1e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveVendorPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VendorPageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"saveVendorPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"HomePage_page"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HomePage_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"uploadTime"}},{"kind":"Field","name":{"kind":"Name","value":"uploaderName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HomePage_page"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VendorPage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"backgroundImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"HomePage_image"}}]}},{"kind":"Field","name":{"kind":"Name","value":"logo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"HomePage_image"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bgImages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"HomePage_image"}}]}},{"kind":"Field","name":{"kind":"Name","value":"aboutUs"}},{"kind":"Field","name":{"kind":"Name","value":"slogan"}},{"kind":"Field","name":{"kind":"Name","value":"supportPhoneCode"}},{"kind":"Field","name":{"kind":"Name","value":"supportPurePhone"}},{"kind":"Field","name":{"kind":"Name","value":"supportEmail"}},{"kind":"Field","name":{"kind":"Name","value":"homePageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}}]}}]} as unknown as DocumentNode<SaveVendorPageMutation, SaveVendorPageMutationVariables>;
export const LoginUserDocument = {"__meta__":{"hash":"sha256:8ad6c12f1cdb56504b4fa1ef7a95dba99247396f65dda6fd8ce32da6ba27ae6b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LoginUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"Session_session"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Session_session"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"initialized"}}]}}]}}]} as unknown as DocumentNode<LoginUserMutation, LoginUserMutationVariables>;
export const LoginUserWithAuthCodeDocument = {"__meta__":{"hash":"sha256:0e6f01c97f0822948cfbe71def9f6b1176dad41c386ba76800b6eac1065bf57b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LoginUserWithAuthCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"authCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"loginWithAuthCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"authCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"authCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"userName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userName"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"Session_session"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Session_session"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"initialized"}}]}}]}}]} as unknown as DocumentNode<LoginUserWithAuthCodeMutation, LoginUserWithAuthCodeMutationVariables>;
export const LogoutUserDocument = {"__meta__":{"hash":"sha256:3d33cafb1c8ffe09fdb1e0aa870b928415b830fbca3f1a88fa88c2e57141da88"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LogoutUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<LogoutUserMutation, LogoutUserMutationVariables>;
export const ChangePasswordDocument = {"__meta__":{"hash":"sha256:7cf95f6e494562d78abc333ad10dcca926b8e49c54ce7288a6da40aa490abb82"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}},{"kind":"Argument","name":{"kind":"Name","value":"newPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}}}]}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const CompleteTwoFactorLoginDocument = {"__meta__":{"hash":"sha256:c6dd724cbc426414f15f8524f42db3b3bbc3fb6ce0d266a575fa4eb5e1d798af"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompleteTwoFactorLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"challenge"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"completeTwoFactorLogin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}},{"kind":"Argument","name":{"kind":"Name","value":"challenge"},"value":{"kind":"Variable","name":{"kind":"Name","value":"challenge"}}},{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"Session_session"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Session_session"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"initialized"}}]}}]}}]} as unknown as DocumentNode<CompleteTwoFactorLoginMutation, CompleteTwoFactorLoginMutationVariables>;
export const TripOptionsDocument = {"__meta__":{"hash":"sha256:2293503a3537a8e2eb80b1e9a546073f5e595a835d8c3cb25bb51d2486220ae8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TripOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TripFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"trips"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"number"},"value":{"kind":"IntValue","value":"1"}},{"kind":"ObjectField","name":{"kind":"Name","value":"size"},"value":{"kind":"IntValue","value":"20"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"grouped"}}]}}]}}]}}]} as unknown as DocumentNode<TripOptionsQuery, TripOptionsQueryVariables>;
export const SelectedTripDocument = {"__meta__":{"hash":"sha256:05dcb03fb6a25d595e0ad8ae4c2646d8879461f66a6be54a2c7a92a0ee46a6ba"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SelectedTrip"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"trip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<SelectedTripQuery, SelectedTripQueryVariables>;
export const HistoryPanelDocument = {"__meta__":{"hash":"sha256:e8f7bd5296fffaf46c26ed982256d32f711f7661be78d4011168f319d15d43e5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HistoryPanel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"area"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AuditArea"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"targetId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"auditTrail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"area"},"value":{"kind":"Variable","name":{"kind":"Name","value":"area"}}},{"kind":"Argument","name":{"kind":"Name","value":"targetId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"targetId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuditEntry_auditEntry"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuditEntry_auditEntry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuditEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"targetName"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"fromItems"}},{"kind":"Field","name":{"kind":"Name","value":"toItems"}},{"kind":"Field","name":{"kind":"Name","value":"references"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"secret"}}]}}]}}]} as unknown as DocumentNode<HistoryPanelQuery, HistoryPanelQueryVariables>;
export const TenantTimeZoneDocument = {"__meta__":{"hash":"sha256:7fa917ef7724b069eea56435c9affd1ed9bad6e8caf3b9a7feca786d05f60952"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TenantTimeZone"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"tenant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"tid"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}}]}}]}}]} as unknown as DocumentNode<TenantTimeZoneQuery, TenantTimeZoneQueryVariables>;
export const UploadImageDocument = {"__meta__":{"hash":"sha256:26ce136d3d493871b2784a050081bdf1d6f146bad01e2adbda43c1d00ba3dc67"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadImage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dataBase64"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"uploadFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"dataBase64"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dataBase64"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}}]}}]}}]} as unknown as DocumentNode<UploadImageMutation, UploadImageMutationVariables>;