/**
 * The coupon enums of the GraphQL schema: the order the console offers them in, their labels and colours, and the
 * upstream codes the shared rules take (docs/money-contract.md section 2).
 */
import type { MantineColor } from "@mantine/core";
import type {
  CouponCategory,
  CouponChannel,
  CouponCodeRule,
  CouponDiscountType,
  CouponJobState,
  CouponState,
  CouponUserScope,
} from "@/gql/graphql";
import type { MessageKey } from "@/i18n/i18n";

export const CODE_RULES: readonly CouponCodeRule[] = ["UNIFORM", "SEQUENCE"];
export const DISCOUNT_TYPES: readonly CouponDiscountType[] = ["MONEY_OFF", "PERCENTAGE_OFF"];
export const CHANNELS: readonly CouponChannel[] = ["ALL", "WEB", "APP"];
export const USER_SCOPES: readonly CouponUserScope[] = ["ALL", "REGISTERED"];
export const CATEGORIES: readonly CouponCategory[] = ["ORDER", "PRODUCT"];
export const COUPON_STATES: readonly CouponState[] = ["ENABLED", "DISABLED"];
export const JOB_STATES: readonly CouponJobState[] = ["PENDING", "SUCCESSFUL", "ERROR"];

export const RULE_CODE_TYPE: Record<CouponCodeRule, 1 | 2> = { UNIFORM: 1, SEQUENCE: 2 };
export const RULE_DISCOUNT_TYPE: Record<CouponDiscountType, 1 | 2> = { MONEY_OFF: 1, PERCENTAGE_OFF: 2 };
export const RULE_CHECK_TYPE: Record<CouponCategory, 1 | 2> = { ORDER: 1, PRODUCT: 2 };

export const codeRuleLabel = (rule: CouponCodeRule): MessageKey => `coupons.codeType.${rule}`;
export const discountTypeLabel = (type: CouponDiscountType): MessageKey => `coupons.discountType.${type}`;
export const channelLabel = (channel: CouponChannel): MessageKey => `coupons.channel.${channel}`;
export const userScopeLabel = (scope: CouponUserScope): MessageKey => `coupons.userType.${scope}`;
export const categoryLabel = (category: CouponCategory): MessageKey => `coupons.checkType.${category}`;
export const couponStateLabel = (state: CouponState): MessageKey => `coupons.state.${state}`;
export const jobStateLabel = (state: CouponJobState): MessageKey => `coupons.jobState.${state}`;

export const COUPON_STATE_COLORS: Record<CouponState, MantineColor> = { ENABLED: "teal", DISABLED: "gray" };
export const JOB_STATE_COLORS: Record<CouponJobState, MantineColor> = {
  PENDING: "blue",
  SUCCESSFUL: "teal",
  ERROR: "red",
};

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: string): value is T =>
    (values as readonly string[]).includes(value);

export const isCodeRule = oneOf(CODE_RULES);
export const isDiscountType = oneOf(DISCOUNT_TYPES);
export const isChannel = oneOf(CHANNELS);
export const isCouponState = oneOf(COUPON_STATES);
export const isJobState = oneOf(JOB_STATES);

/** "15" for a discount ratio of "0.15", "12.5" for "0.125": moved by text, so no float rounding shows; other text as is. */
export function percentOfRatio(ratio: string): string {
  const match = /^0?\.(\d+)$/.exec(ratio.trim());
  if (!match) return ratio;
  const digits = match[1].padEnd(2, "0");
  const whole = String(Number(digits.slice(0, 2)));
  const fraction = digits.slice(2).replace(/0+$/, "");
  return fraction ? `${whole}.${fraction}` : whole;
}
