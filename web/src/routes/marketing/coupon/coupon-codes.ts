/**
 * The coupon code tables of `#rules` as the console offers them (docs/money-contract.md section 2): in the tables'
 * order, which is the GraphQL enums', with their labels and colours.
 */
import type { MantineColor } from "@mantine/core";
import {
  COUPON_CHANNELS,
  COUPON_CHECK_TYPES,
  COUPON_CODE_TYPES,
  COUPON_DISCOUNT_TYPES,
  COUPON_JOB_STATES,
  COUPON_STATUSES,
  COUPON_USER_TYPES,
  isCodeName,
  namesOf,
  type CodeName,
} from "#rules";
import type { MessageKey } from "@/i18n/i18n";

export const CODE_RULES = namesOf(COUPON_CODE_TYPES);
export const DISCOUNT_TYPES = namesOf(COUPON_DISCOUNT_TYPES);
export const CHANNELS = namesOf(COUPON_CHANNELS);
export const USER_SCOPES = namesOf(COUPON_USER_TYPES);
export const CATEGORIES = namesOf(COUPON_CHECK_TYPES);
export const COUPON_STATUS_NAMES = namesOf(COUPON_STATUSES);
export const JOB_STATES = namesOf(COUPON_JOB_STATES);

type CodeRule = CodeName<typeof COUPON_CODE_TYPES>;
type DiscountType = CodeName<typeof COUPON_DISCOUNT_TYPES>;
type Channel = CodeName<typeof COUPON_CHANNELS>;
type CouponStatus = CodeName<typeof COUPON_STATUSES>;
type JobState = CodeName<typeof COUPON_JOB_STATES>;

export const codeRuleLabel = (rule: CodeRule): MessageKey => `coupons.codeType.${rule}`;
export const discountTypeLabel = (type: DiscountType): MessageKey => `coupons.discountType.${type}`;
export const channelLabel = (channel: Channel): MessageKey => `coupons.channel.${channel}`;
export const userScopeLabel = (scope: CodeName<typeof COUPON_USER_TYPES>): MessageKey => `coupons.userType.${scope}`;
export const categoryLabel = (category: CodeName<typeof COUPON_CHECK_TYPES>): MessageKey =>
  `coupons.checkType.${category}`;
export const couponStatusLabel = (status: CouponStatus): MessageKey => `coupons.state.${status}`;
export const jobStateLabel = (state: JobState): MessageKey => `coupons.jobState.${state}`;

export const COUPON_STATUS_COLORS: Record<CouponStatus, MantineColor> = {
  ENABLED: "teal",
  DISABLED: "gray",
  EXPIRED: "orange",
};
export const JOB_STATE_COLORS: Record<JobState, MantineColor> = {
  PENDING: "blue",
  SUCCESSFUL: "teal",
  ERROR: "red",
};

export const isCodeRule = (value: string): value is CodeRule => isCodeName(COUPON_CODE_TYPES, value);
export const isDiscountType = (value: string): value is DiscountType => isCodeName(COUPON_DISCOUNT_TYPES, value);
export const isChannel = (value: string): value is Channel => isCodeName(COUPON_CHANNELS, value);
export const isCouponStatus = (value: string): value is CouponStatus => isCodeName(COUPON_STATUSES, value);
export const isJobState = (value: string): value is JobState => isCodeName(COUPON_JOB_STATES, value);

/** "15" for a discount ratio of "0.15", "12.5" for "0.125": moved by text, so no float rounding shows; other text as is. */
export function percentOfRatio(ratio: string): string {
  const match = /^0?\.(\d+)$/.exec(ratio.trim());
  if (!match) return ratio;
  const digits = match[1].padEnd(2, "0");
  const whole = String(Number(digits.slice(0, 2)));
  const fraction = digits.slice(2).replace(/0+$/, "");
  return fraction ? `${whole}.${fraction}` : whole;
}

/**
 * The form's discount, a whole percent from 1 to 99, as the protocol's rate (`15` → `0.15`, two decimals at most);
 * null when it is none (blank, a fraction of a percent, out of range).
 */
export function ratioOfPercent(percent: string): string | null {
  const text = percent.trim();
  if (!/^\d{1,2}$/.test(text) || Number(text) < 1) return null;
  return (Number(text) / 100).toFixed(2);
}
