/**
 * The coupon list's search as URL params, and what they become: the `coupons` query's filter and the export's URL.
 * No React here, so every mapping is unit-tested.
 */
import { maxLength, SEARCH_MAX, validateFields } from "#rules";
import type { CouponFilter } from "@/gql/graphql";
import { ruleText } from "@/i18n/rule-text";
import { exportUrlOf } from "@/shared/export";
import { isCalendarDay } from "@/routes/sales/shared/date-range";
import { isChannel, isCodeRule, isCouponStatus, isDiscountType } from "./coupon-codes";

export const COUPON_FILTER_KEYS = ["code", "codeType", "discountType", "state", "channel", "activeOn"] as const;

export type CouponFilterKey = (typeof COUPON_FILTER_KEYS)[number];
export type CouponFilters = Record<CouponFilterKey, string>;

export function couponSearchErrors(search: Partial<CouponFilters>): Partial<Record<CouponFilterKey, string>> {
  const failures = validateFields({ code: [search.code, [maxLength(SEARCH_MAX)]] });
  return Object.fromEntries(Object.entries(failures).map(([field, failure]) => [field, ruleText(failure)]));
}

/** The `coupons` filter: empty and unknown values are left out; the day is the tenant's calendar day as it is. */
export function couponFilterOf(search: CouponFilters): CouponFilter {
  return {
    code: search.code.trim() || undefined,
    codeType: isCodeRule(search.codeType) ? search.codeType : undefined,
    discountType: isDiscountType(search.discountType) ? search.discountType : undefined,
    // The URL keeps its `state` key (links made before Expired existed still work); it names a status now.
    status: isCouponStatus(search.state) ? search.state : undefined,
    channel: isChannel(search.channel) ? search.channel : undefined,
    activeOn: isCalendarDay(search.activeOn) ? search.activeOn : undefined,
  };
}

export const couponExportUrl = (filter: CouponFilter): string => exportUrlOf("/exports/coupons.csv", filter);

/** Every code of one coupon (a sequence coupon's generated codes with their uses). */
export const couponCodesExportUrl = (couponId: string): string =>
  exportUrlOf("/exports/coupon-codes.csv", { id: couponId });
