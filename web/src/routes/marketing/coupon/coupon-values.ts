/**
 * The coupon form's values, defaults, rules (`#rules` `couponFailures`, docs/money-contract.md section 2) and the
 * `CouponInput` it sends. Only the fields of the chosen options are sent: money off sends its amount, percentage off
 * its rate and limit, a product coupon its trips, an e-mail limit its suffixes. No React here, so it is unit-tested.
 */
import { COUPON_CHECK_TYPES, COUPON_CODE_TYPES, COUPON_DISCOUNT_TYPES, couponFailures } from "#rules";
import type {
  CouponCategory,
  CouponChannel,
  CouponCodeRule,
  CouponDiscountType,
  CouponInput,
  CouponUserScope,
} from "@/gql/graphql";
import { translate } from "@/i18n/i18n";
import { wordFailures } from "@/shared/validation";
import { percentOfRatio, ratioOfPercent } from "./coupon-codes";

export type CouponValues = {
  codeType: CouponCodeRule;
  code: string;
  count: string;
  discountType: CouponDiscountType;
  amount: string;
  /** A whole percent, 1 to 99 (sent as the protocol's rate: 15 → 0.15). */
  discountPercent: string;
  percentageUpperLimit: string;
  minimumSubtotal: string;
  startDate: string;
  endDate: string;
  userLimit: string;
  channel: CouponChannel;
  userType: CouponUserScope;
  emailSuffixLimit: boolean;
  emailSuffix: string;
  fullPriceLimit: boolean;
  category: CouponCategory;
  tripIds: string[];
  priceOptions: string[];
  note: string;
};

/** A coupon as the form reads it (the `CouponForm_coupon` fragment, or nothing yet). */
export interface StoredCoupon {
  codeType: CouponCodeRule;
  code: string;
  count: number;
  discountType: CouponDiscountType;
  amount?: string | null;
  discountRatio?: string | null;
  percentageUpperLimit?: string | null;
  minimumSubtotal: string;
  startDate: string;
  endDate: string;
  userLimit: number;
  channel: CouponChannel;
  userType: CouponUserScope;
  emailSuffixLimit: boolean;
  emailSuffix?: string | null;
  fullPriceLimit: boolean;
  category: CouponCategory;
  tripIds: readonly string[];
  priceOptions: readonly string[];
  note?: string | null;
}

/** The contract's defaults: uniform, money off, any amount, one use per customer, everyone everywhere, full price. */
export const NEW_COUPON_VALUES: CouponValues = {
  codeType: "UNIFORM",
  code: "",
  count: "",
  discountType: "MONEY_OFF",
  amount: "",
  discountPercent: "",
  percentageUpperLimit: "",
  minimumSubtotal: "0",
  startDate: "",
  endDate: "",
  userLimit: "1",
  channel: "ALL",
  userType: "ALL",
  emailSuffixLimit: false,
  emailSuffix: "",
  fullPriceLimit: true,
  category: "ORDER",
  tripIds: [],
  priceOptions: [],
  note: "",
};

export const couponValues = (coupon: StoredCoupon): CouponValues => ({
  codeType: coupon.codeType,
  code: coupon.code,
  count: String(coupon.count),
  discountType: coupon.discountType,
  amount: coupon.amount ?? "",
  discountPercent: coupon.discountRatio ? percentOfRatio(coupon.discountRatio) : "",
  percentageUpperLimit: coupon.percentageUpperLimit ?? "",
  minimumSubtotal: coupon.minimumSubtotal,
  startDate: coupon.startDate,
  endDate: coupon.endDate,
  userLimit: String(coupon.userLimit),
  channel: coupon.channel,
  userType: coupon.userType,
  emailSuffixLimit: coupon.emailSuffixLimit,
  emailSuffix: coupon.emailSuffix ?? "",
  fullPriceLimit: coupon.fullPriceLimit,
  category: coupon.category,
  tripIds: [...coupon.tripIds],
  priceOptions: [...coupon.priceOptions],
  note: coupon.note ?? "",
});

const text = (value: string): string => value.trim();
const orNull = (value: string): string | null => text(value) || null;

/** What is sent: the fields of the options chosen, the others empty. */
export function toCouponInput(values: CouponValues): CouponInput {
  const moneyOff = values.discountType === "MONEY_OFF";
  const product = values.category === "PRODUCT";
  return {
    codeType: values.codeType,
    code: text(values.code),
    count: Number(text(values.count)),
    discountType: values.discountType,
    amount: moneyOff ? orNull(values.amount) : null,
    // A percent that is no rate (0.15, 150) is sent as none, which the rule refuses.
    discountRatio: moneyOff ? null : ratioOfPercent(values.discountPercent),
    percentageUpperLimit: moneyOff ? null : orNull(values.percentageUpperLimit),
    minimumSubtotal: text(values.minimumSubtotal) || "0",
    startDate: values.startDate,
    endDate: values.endDate,
    userLimit: Number(text(values.userLimit)),
    channel: values.channel,
    userType: values.userType,
    emailSuffixLimit: values.emailSuffixLimit,
    emailSuffix: values.emailSuffixLimit ? orNull(values.emailSuffix) : null,
    fullPriceLimit: values.fullPriceLimit,
    category: values.category,
    tripIds: product ? values.tripIds : [],
    priceOptions: product ? values.priceOptions : [],
    note: orNull(values.note),
  };
}

const RULE_FIELD_NAMES: Record<string, string> = {
  priceBorderLine: "minimumSubtotal",
  checkType: "category",
  productGoodLimit: "tripIds",
};

/** Every message of the form by field: the shared rules over what would be sent. */
export function validateCoupon(values: CouponValues): Record<string, string> {
  const input = toCouponInput(values);
  const { discountRatio, ...errors } = wordFailures(
    couponFailures({
      ...input,
      codeType: COUPON_CODE_TYPES[values.codeType],
      discountType: COUPON_DISCOUNT_TYPES[values.discountType],
      // The shared rules read the protocol's names (docs/rules.md); the form and the API use the plain ones.
      priceBorderLine: input.minimumSubtotal,
      checkType: COUPON_CHECK_TYPES[values.category],
      productGoodLimit: input.tripIds,
      emailSuffixLimit: input.emailSuffixLimit ? 1 : 0,
      // Digit text, so "1.5" or "" fail the whole-number rules instead of turning into numbers first.
      count: text(values.count),
      userLimit: text(values.userLimit),
    }),
  );
  const formErrors = Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [
      field.replace(/^[^.]+/, (base) => RULE_FIELD_NAMES[base] ?? base),
      message,
    ]),
  );
  // The rule words a rate; the form asks for a percent.
  return discountRatio ? { ...formErrors, discountPercent: translate("coupons.discountPercentRule") } : formErrors;
}

/**
 * The server's refused fields as the form's: a refused trip (`tripIds.2`) belongs to the trip list, which
 * shows one message.
 */
export function couponFormErrors(fields: Record<string, string>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(fields)) {
    const base = field.split(".")[0];
    const path = base === "tripIds" ? base : base === "discountRatio" ? "discountPercent" : field;
    errors[path] ??= base === "discountRatio" ? translate("coupons.discountPercentRule") : message;
  }
  return errors;
}
