/**
 * The coupon rules that need no database (docs/money-contract.md section 2). The vendor API (its REST body), the
 * gateway (the body it would send) and the console (its form values) fill in the same upstream shape — codes as
 * numbers, amounts as decimal text — so a failure lands on the same field in every part. Code uniqueness and the
 * trips' owner read what is stored and are the vendor API's alone (`coupon.codeExists`, `coupon.unknownTrip`).
 */
import { fail, type FieldFailures } from "./failure";
import { COUPON_CODE_MAX, COUPON_QUANTITY_MAX, NOTE_MAX } from "./limits";
import { isBlank, isPrice, isId, maxLength, required, validateFields, type Check } from "./checks";
import { isoDate } from "./date";
import { isDomain } from "./company";

/** `codeType`: one code for everyone, or `count` unique generated codes. */
export const COUPON_CODE_TYPES = { UNIFORM: 1, SEQUENCE: 2 } as const;
/** `discountType`: money off (`amount`) or a share off (`discountRatio`). */
export const COUPON_DISCOUNT_TYPES = { MONEY_OFF: 1, PERCENTAGE_OFF: 2 } as const;
/** `subBusLine`: where a coupon can be used. */
export const COUPON_CHANNELS = { ALL: 0, WEB: 1, APP: 2 } as const;
/** `userType`: every customer, or registered ones only. */
export const COUPON_USER_TYPES = { ALL: 0, REGISTERED: 1 } as const;
/** `checkType`: the whole order, or the products (trips) of `productGoodLimit`. */
export const COUPON_CHECK_TYPES = { ORDER: 1, PRODUCT: 2 } as const;
export const COUPON_STATES = { ENABLED: 1, DISABLED: 0 } as const;
/**
 * What a coupon shows and is filtered by: its stored `state`, except that once its last day has passed in the
 * tenant's time zone it is Expired, whatever the state. Derived on every read, never stored, so it cannot go stale;
 * moving the end date into the future makes it Enabled (or Disabled) again.
 */
export const COUPON_STATUSES = { ENABLED: 1, DISABLED: 0, EXPIRED: 2 } as const;
/** A sequence coupon's code generation job. */
export const COUPON_JOB_STATES = { PENDING: 0, SUCCESSFUL: 1, ERROR: 2 } as const;
/** A sequence coupon's codes: its prefix of at most 4 characters, then random ones up to this length. */
export const COUPON_PREFIX_MAX = 4;
export const COUPON_GENERATED_CODE_LENGTH = 10;

/** Every field may be missing or null: a missing required one fails like a blank one. */
export interface CouponRuleInput {
  codeType?: unknown;
  code?: unknown;
  discountType?: unknown;
  amount?: unknown;
  discountRatio?: unknown;
  percentageUpperLimit?: unknown;
  priceBorderLine?: unknown;
  count?: unknown;
  startDate?: unknown;
  endDate?: unknown;
  userLimit?: unknown;
  checkType?: unknown;
  productGoodLimit?: unknown;
  emailSuffixLimit?: unknown;
  emailSuffix?: unknown;
  note?: unknown;
}

/** Coupon codes and prefixes: ASCII letters and digits (stored upper-case). */
export const isCouponCode = (value: string): boolean => /^[A-Za-z0-9]+$/.test(value);
const codeCharset: Check = (value) =>
  typeof value === "string" && !isBlank(value) && !isCouponCode(value.trim()) ? fail("coupon.codeCharset") : undefined;

/** Decimal text (or a number) as hundredths, for comparing prices exactly; null when it is no price. */
function cents(value: unknown): bigint | null {
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : "";
  if (!isPrice(text)) return null;
  const [whole, fraction = ""] = text.split(".");
  return BigInt(whole) * 100n + BigInt(`${fraction}00`.slice(0, 2));
}

const priceCheck: Check = (value) => (isBlank(value) || cents(value) !== null ? undefined : fail("price"));
const atLeastOneCent: Check = (value) => ((cents(value) ?? 1n) < 1n ? fail("min", { min: 0.01 }) : undefined);

/** `0 < r < 1` with at most 2 decimals: 0.01 to 0.99. */
export const isDiscountRatio = (value: unknown): boolean => {
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : "";
  return /^0?\.\d{1,2}$/.test(text) && Number(text) > 0;
};

const wholeIn = (value: unknown, min: number, max: number): boolean => {
  const number = typeof value === "number" ? value : typeof value === "string" ? Number(value.trim()) : Number.NaN;
  return Number.isInteger(number) && number >= min && number <= max;
};

/** A suffix customers' e-mail addresses end with: `@` and a domain (`@acme.com`). */
export const isEmailSuffix = (value: string): boolean => value.startsWith("@") && isDomain(value.slice(1));
export const emailSuffixes = (value: string): string[] =>
  value
    .split(",")
    .map((suffix) => suffix.trim())
    .filter((suffix) => suffix !== "");

export function couponFailures(input: CouponRuleInput): FieldFailures {
  const sequence = Number(input.codeType) === COUPON_CODE_TYPES.SEQUENCE;
  const moneyOff = Number(input.discountType) !== COUPON_DISCOUNT_TYPES.PERCENTAGE_OFF;
  const failures = validateFields({
    code: [
      input.code,
      sequence ? [codeCharset, maxLength(COUPON_PREFIX_MAX)] : [required, codeCharset, maxLength(COUPON_CODE_MAX)],
    ],
    ...(moneyOff ? { amount: [input.amount, [required, priceCheck, atLeastOneCent]] as const } : {}),
    percentageUpperLimit: [input.percentageUpperLimit, [priceCheck]],
    priceBorderLine: [input.priceBorderLine, [priceCheck]],
    count: [input.count, [required]],
    startDate: [input.startDate, [required]],
    endDate: [input.endDate, [required]],
    note: [input.note, [maxLength(NOTE_MAX)]],
  });
  if (!moneyOff && !isDiscountRatio(input.discountRatio)) failures.discountRatio = fail("coupon.discountRatio");
  const border = cents(input.priceBorderLine);
  const amount = cents(input.amount);
  if (!failures.priceBorderLine && !failures.amount && moneyOff && border && amount !== null && border <= amount)
    failures.priceBorderLine = fail("coupon.priceBorderLine");
  if (!failures.count && !wholeIn(input.count, 1, COUPON_QUANTITY_MAX)) failures.count = fail("coupon.count");
  for (const field of ["startDate", "endDate"] as const) {
    const value = input[field];
    const failure = typeof value === "string" ? isoDate(value.trim()) : fail("date");
    if (!failures[field] && failure) failures[field] = failure;
  }
  if (!failures.startDate && !failures.endDate && (input.endDate as string).trim() < (input.startDate as string).trim())
    failures.endDate = fail("dateOrder");
  if (!isBlank(input.userLimit) && !wholeIn(input.userLimit, 1, Number.MAX_SAFE_INTEGER))
    failures.userLimit = fail("min", { min: 1 });
  if (Number(input.checkType) === COUPON_CHECK_TYPES.PRODUCT) {
    const trips = input.productGoodLimit;
    if (!Array.isArray(trips) || trips.length === 0) failures.productGoodLimit = fail("coupon.tripRequired");
    else if (!trips.every(isId)) failures.productGoodLimit = fail("coupon.unknownTrip");
  }
  const suffix = input.emailSuffix;
  if (Number(input.emailSuffixLimit) === 1 && isBlank(suffix)) failures.emailSuffix = fail("required");
  else if (
    !isBlank(suffix) &&
    (typeof suffix !== "string" || emailSuffixes(suffix).length === 0 || !emailSuffixes(suffix).every(isEmailSuffix))
  )
    failures.emailSuffix = fail("coupon.emailSuffix");
  return failures;
}

/** The end date is inclusive: a coupon ending today (the tenant's calendar day) is still valid all day. */
export const isCouponExpired = (endDate: string, today: string): boolean => endDate < today;

export function couponStatus(coupon: { state: number; endDate: string }, today: string): number {
  if (isCouponExpired(coupon.endDate, today)) return COUPON_STATUSES.EXPIRED;
  return coupon.state === COUPON_STATES.ENABLED ? COUPON_STATUSES.ENABLED : COUPON_STATUSES.DISABLED;
}
