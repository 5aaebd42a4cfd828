/**
 * The coupon usage report's URL params (`?id=` the coupon, `used`, `code`) and what they become: the `couponUsage`
 * arguments and the export's URL. No React here, so every mapping is unit-tested.
 */
import { maxLength, SEARCH_MAX, validateFields } from "#rules";
import type { CouponUsageFilter } from "@/gql/graphql";
import { ruleText } from "@/i18n/rule-text";
import type { MessageKey } from "@/i18n/i18n";
import { exportUrlOf } from "@/shared/export";

export const USAGE_FILTER_KEYS = ["id", "used", "code"] as const;
/** The coupon whose usage is listed: the screen asks for nothing without it. */
export const USAGE_SUBJECT = ["id"] as const;

export type UsageFilterKey = (typeof USAGE_FILTER_KEYS)[number];
export type UsageFilters = Record<UsageFilterKey, string>;

export const USAGE_CHOICES = ["USED", "UNUSED"] as const;
type UsageChoice = (typeof USAGE_CHOICES)[number];
const isUsageChoice = (value: string): value is UsageChoice => (USAGE_CHOICES as readonly string[]).includes(value);
export const usageChoiceLabel = (choice: UsageChoice): MessageKey => `coupons.usage.${choice}`;

/** Where a coupon's usage report opens (the coupon row and its drawer link here). */
export const couponUsagePath = (couponId: string) => `/marketing/sales_coupon_usage?id=${encodeURIComponent(couponId)}`;

export function usageSearchErrors(search: Partial<UsageFilters>): Partial<Record<UsageFilterKey, string>> {
  const failures = validateFields({ code: [search.code, [maxLength(SEARCH_MAX)]] });
  return Object.fromEntries(Object.entries(failures).map(([field, failure]) => [field, ruleText(failure)]));
}

export function usageFilterOf(search: UsageFilters): CouponUsageFilter {
  return {
    used: isUsageChoice(search.used) ? search.used === "USED" : undefined,
    code: search.code.trim() || undefined,
  };
}

export const couponUsageExportUrl = (couponId: string, filter: CouponUsageFilter): string =>
  exportUrlOf("/exports/coupon-usage.csv", {
    id: couponId,
    used: filter.used === undefined || filter.used === null ? undefined : String(filter.used),
    code: filter.code,
  });
