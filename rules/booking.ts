/**
 * Bookings taken in the console (docs/sales-contract.md, "Bookings taken in the console"): the input rules that need
 * no database, and the coupon checks and discount of a sale. The console (its form values), the gateway (the body it
 * sends) and the vendor API (the body it gets) fill in the same shape, so a failure lands on the same field in every
 * part; what needs stored data (the trip on sale that day, the stock, the coupon row) is the vendor API's, which
 * applies these same functions to what it reads.
 */
import { fail, type FieldFailures, type RuleFailure } from "./failure";
import { COUPON_CODE_MAX, PERSON_NAME_MAX } from "./limits";
import {
  compactPhone,
  email,
  isBlank,
  maxLength,
  phone,
  required,
  validateFields,
  wholeNumber,
  max,
  min,
} from "./checks";
import { isoDate } from "./date";
import { COUPON_CHANNELS, COUPON_CHECK_TYPES, COUPON_DISCOUNT_TYPES, COUPON_STATES, COUPON_USER_TYPES } from "./coupon";
import { emailSuffixes, isCouponCode } from "./coupon";
import { oneOf } from "./receiver";

/**
 * How a counter or phone booking is paid. Cash and a card terminal are paid at once (the order is completed); an
 * invoice leaves the order unpaid, its seats locked, until it is paid. No card data is ever entered.
 */
export const BOOKING_PAYMENT_METHODS = { CASH: "cash", CARD_TERMINAL: "cardTerminal", INVOICE: "invoice" } as const;
export type BookingPaymentMethod = (typeof BOOKING_PAYMENT_METHODS)[keyof typeof BOOKING_PAYMENT_METHODS];
/**
 * The channel key of bookings taken in the console, on the phone or at the counter (docs/sales-contract.md,
 * "Bookings taken in the console"): every tenant has this channel beside `web` and `app`.
 */
export const COUNTER_CHANNEL = "counter";
/** The most tickets one booking takes: a coach's worth; a larger group is booked in parts. */
export const BOOKING_TICKETS_MAX = 60;
/** A `requestId` is a client-made UUID; anything longer than this is not one. */
export const BOOKING_REQUEST_ID_MAX = 64;

export interface BookingLineInput {
  /** The price line booked (its name: Standard, Adult, Child, … or a custom name). */
  option?: unknown;
  count?: unknown;
}

/** The departure and the tickets: what a quote and a booking share. */
export interface BookingQuoteRuleInput {
  tripId?: unknown;
  date?: unknown;
  passengers?: readonly BookingLineInput[] | null;
  couponCode?: unknown;
}

export interface BookingRuleInput extends BookingQuoteRuleInput, ContactRuleInput {
  requestId?: unknown;
  paymentMethod?: unknown;
}

const couponCodeCheck = (value: unknown): RuleFailure | undefined =>
  typeof value === "string" && !isBlank(value) && !isCouponCode(value.trim()) ? fail("coupon.codeCharset") : undefined;

/** The departure, the counts (each 0 or more, at least one ticket, at most BOOKING_TICKETS_MAX) and the code. */
export function bookingQuoteFailures(input: BookingQuoteRuleInput): FieldFailures {
  const lines = input.passengers ?? [];
  const failures = validateFields({
    tripId: [input.tripId, [required]],
    date: [input.date, [required, isoDate]],
    couponCode: [input.couponCode, [couponCodeCheck, maxLength(COUPON_CODE_MAX)]],
    ...Object.fromEntries(
      lines.flatMap((line, index) => [
        [`passengers.${index}.option`, [line.option, [required]]],
        [`passengers.${index}.count`, [line.count, [required, wholeNumber, min(0), max(BOOKING_TICKETS_MAX)]]],
      ]),
    ),
  });
  const tickets = bookingTicketCount(lines);
  if (!Object.keys(failures).some((field) => field.startsWith("passengers.")) && tickets === 0)
    failures.passengers = fail("booking.noTickets");
  else if (tickets > BOOKING_TICKETS_MAX) failures.passengers = fail("max", { max: BOOKING_TICKETS_MAX });
  return failures;
}

export const bookingTicketCount = (lines: readonly BookingLineInput[]): number =>
  lines.reduce((sum, line) => sum + (Number.isInteger(Number(line.count)) ? Number(line.count) : 0), 0);

/** The buyer's contact on an order: what a booking takes and an edit after the sale corrects. */
export interface ContactRuleInput {
  contactFirstName?: unknown;
  contactLastName?: unknown;
  contactEmail?: unknown;
  contactPhone?: unknown;
}

/** The contact's rules, the same for a booking and for an edit of its order (rules/order-contact.ts). */
export function contactFailures(input: ContactRuleInput): FieldFailures {
  return validateFields({
    contactFirstName: [input.contactFirstName, [required, maxLength(PERSON_NAME_MAX)]],
    contactLastName: [input.contactLastName, [required, maxLength(PERSON_NAME_MAX)]],
    // The confirmation with the tickets' codes goes to this address.
    contactEmail: [input.contactEmail, [required, email]],
    // Checked as it is stored (compactPhone), so the "+1 2125550100" the console shows is taken back as it is.
    contactPhone: [
      typeof input.contactPhone === "string" ? compactPhone(input.contactPhone) : input.contactPhone,
      [required, phone()],
    ],
  });
}

/** Every rule of a booking that needs no database: the quote's, the buyer's contact and the payment method. */
export function bookingFailures(input: BookingRuleInput): FieldFailures {
  return {
    ...bookingQuoteFailures(input),
    ...validateFields({ requestId: [input.requestId, [maxLength(BOOKING_REQUEST_ID_MAX)]] }),
    ...contactFailures(input),
    ...validateFields({
      paymentMethod: [input.paymentMethod, [required, oneOf(Object.values(BOOKING_PAYMENT_METHODS))]],
    }),
  };
}

/** A coupon as a sale checks it: the stored fields, in the protocol's shape. */
export interface RedeemableCoupon {
  state: number;
  startDate: string;
  endDate: string;
  discountType: number;
  amount: string | null;
  discountRatio: string | null;
  percentageUpperLimit: string | null;
  priceBorderLine: string;
  /** Uniform: uses in all; sequence: one use per code. */
  count: number;
  codeType: number;
  userLimit: number;
  subBusLine: number;
  userType: number;
  checkType: number;
  productGoodLimit: readonly number[];
  productSkuAttrLimit: readonly string[];
  emailSuffixLimit: number;
  emailSuffix: string | null;
}

export interface BookedLine {
  tripId: number;
  option: string;
  /** The line's amount (unit price × count), in cents. */
  amountCents: bigint;
}

export interface RedemptionContext {
  /** The tenant's calendar day, YYYY-MM-DD. */
  today: string;
  /** The key of the channel the order comes through (`web`, `app`, …). */
  channel: string;
  /** A buyer with an account; a counter booking has none. */
  registered: boolean;
  email: string;
  lines: readonly BookedLine[];
  /** Sold orders that used this coupon (uniform) or this code (sequence) already. */
  uses: number;
  /** Sold orders of this customer (by e-mail) with this coupon's codes. */
  customerUses: number;
}

function hundredths(value: string | null): bigint {
  const [whole, fraction = ""] = (value ?? "0").trim().split(".");
  return BigInt(whole || "0") * 100n + BigInt(`${fraction}00`.slice(0, 2));
}

/** The lines a coupon applies to: the whole order, or its product lines (trips, and options when listed). */
export function couponLines(coupon: RedeemableCoupon, lines: readonly BookedLine[]): BookedLine[] {
  if (coupon.checkType !== COUPON_CHECK_TYPES.PRODUCT) return [...lines];
  const options = coupon.productSkuAttrLimit.map((option) => option.trim().toLowerCase());
  return lines.filter(
    (line) =>
      coupon.productGoodLimit.includes(line.tripId) &&
      (options.length === 0 || options.includes(line.option.trim().toLowerCase())),
  );
}

/**
 * Why a sale refuses this coupon, or undefined when it applies (docs/money-contract.md section 2): enabled, within
 * its dates, uses left in all and for this customer, the channel, registered buyers only, the e-mail suffix, a
 * product the order books, and the lowest amount reached by the lines it applies to.
 */
export function couponRedemptionFailure(coupon: RedeemableCoupon, context: RedemptionContext): RuleFailure | undefined {
  if (coupon.endDate < context.today) return fail("booking.couponExpired");
  if (coupon.state !== COUPON_STATES.ENABLED) return fail("booking.couponDisabled");
  if (coupon.startDate > context.today) return fail("booking.couponNotStarted", { date: coupon.startDate });
  const allowedUses = coupon.codeType === 2 ? 1 : coupon.count;
  if (context.uses >= allowedUses) return fail("booking.couponUsedUp");
  if (context.customerUses >= coupon.userLimit) return fail("booking.couponCustomerLimit", { n: coupon.userLimit });
  const channel = { [COUPON_CHANNELS.WEB]: "web", [COUPON_CHANNELS.APP]: "app" }[coupon.subBusLine];
  // The counter sells what the website sells: a coupon limited to the website is honoured there, one limited to the
  // app is not (as when console bookings were recorded as the web channel).
  const sellingAs = context.channel === COUNTER_CHANNEL ? "web" : context.channel;
  if (channel && channel !== sellingAs) return fail("booking.couponChannel");
  if (coupon.userType === COUPON_USER_TYPES.REGISTERED && !context.registered)
    return fail("booking.couponRegisteredOnly");
  if (coupon.emailSuffixLimit === 1) {
    const address = context.email.trim().toLowerCase();
    if (!emailSuffixes(coupon.emailSuffix ?? "").some((suffix) => address.endsWith(suffix.toLowerCase())))
      return fail("booking.couponEmail");
  }
  const applicable = couponLines(coupon, context.lines);
  if (applicable.length === 0) return fail("booking.couponNotApplicable");
  const border = hundredths(coupon.priceBorderLine);
  const subtotal = applicable.reduce((sum, line) => sum + line.amountCents, 0n);
  if (border > 0n && subtotal < border) return fail("booking.couponMinimum", { amount: coupon.priceBorderLine });
  return undefined;
}

/**
 * The discount in cents on the lines the coupon applies to: money off (at most their sum), or the share off floored
 * to the cent and capped by `percentageUpperLimit` (0 or none: no cap).
 */
export function couponDiscountCents(coupon: RedeemableCoupon, lines: readonly BookedLine[]): bigint {
  const subtotal = couponLines(coupon, lines).reduce((sum, line) => sum + line.amountCents, 0n);
  if (coupon.discountType === COUPON_DISCOUNT_TYPES.PERCENTAGE_OFF) {
    const off = (subtotal * hundredths(coupon.discountRatio)) / 100n;
    const cap = hundredths(coupon.percentageUpperLimit);
    return cap > 0n && off > cap ? cap : off;
  }
  const amount = hundredths(coupon.amount);
  return amount < subtotal ? amount : subtotal;
}
