/** Upstream coupons (docs/money-contract.md section 2) to GraphQL, and inputs to the bodies of their calls. */
import { z } from "zod";
import { upstreamDecimal, upstreamId, upstreamText } from "../shared/wire-fields";
import { textOrUndefined } from "../sales-shared/sales.rules";
import { toUpstreamId, toUpstreamIds } from "../shared/field-rules";
import {
  CouponCategoryEnum,
  CouponChannelEnum,
  CouponCodeRuleEnum,
  CouponDiscountTypeEnum,
  CouponJobStateEnum,
  CouponStateEnum,
  CouponStatusEnum,
  CouponUserScopeEnum,
} from "./coupon.enums";
import type { CouponFilter, CouponInput, CouponJobFilter, CouponUsageFilter } from "./coupon.input";
import type {
  CouponCode,
  CouponJob,
  CouponRedemption,
  CouponSummary,
  CouponUsage,
  CouponUsageSummary,
} from "./coupon.type";

const int = z.number().int();
const decimal = upstreamDecimal;
const decimalOrNull = decimal.nullish().transform((value) => value ?? null);

export const upstreamCouponSchema = z.object({
  id: upstreamId,
  code: z.string().nullish(),
  codeType: int,
  discountType: int,
  amount: decimalOrNull,
  discountRatio: decimalOrNull,
  percentageUpperLimit: decimalOrNull,
  priceBorderLine: decimalOrNull,
  count: int,
  startDate: z.string(),
  endDate: z.string(),
  userLimit: int,
  subBusLine: int,
  userType: int,
  checkType: int,
  productGoodLimit: z.array(upstreamId).nullish(),
  productSkuAttrLimit: z.array(z.string()).nullish(),
  emailSuffix: upstreamText,
  emailSuffixLimit: int,
  fullPriceLimit: int,
  note: upstreamText,
  state: int,
  status: int.nullish(),
  generatedCount: int,
  usedCount: int,
  discountGiven: decimalOrNull,
  createTime: z.string(),
  creator: upstreamText,
  version: int,
});

/** The renamed fields and, until they go (CHANGELOG.md), their deprecated upstream-named aliases with the same values. */
function withCouponAliases<
  T extends Pick<CouponSummary, "minimumSubtotal" | "channel" | "category" | "tripIds" | "priceOptions">,
>(fields: T) {
  return {
    ...fields,
    priceBorderLine: fields.minimumSubtotal,
    subBusLine: fields.channel,
    checkType: fields.category,
    productGoodLimit: fields.tripIds,
    productSkuAttrLimit: fields.priceOptions,
  };
}

export function toCoupon(coupon: z.infer<typeof upstreamCouponSchema>): CouponSummary {
  return {
    ...coupon,
    code: coupon.code ?? "",
    codeType: CouponCodeRuleEnum.fromCode(coupon.codeType),
    discountType: CouponDiscountTypeEnum.fromCode(coupon.discountType),
    ...withCouponAliases({
      minimumSubtotal: coupon.priceBorderLine ?? "0.00",
      channel: CouponChannelEnum.fromCode(coupon.subBusLine),
      category: CouponCategoryEnum.fromCode(coupon.checkType),
      tripIds: coupon.productGoodLimit ?? [],
      priceOptions: coupon.productSkuAttrLimit ?? [],
    }),
    userType: CouponUserScopeEnum.fromCode(coupon.userType),
    emailSuffixLimit: coupon.emailSuffixLimit === 1,
    fullPriceLimit: coupon.fullPriceLimit === 1,
    state: CouponStateEnum.fromCode(coupon.state),
    // A server that derives no status (docs/money-contract.md section 2) is taken at its stored state.
    status: CouponStatusEnum.fromCode(coupon.status ?? coupon.state),
    discountGiven: coupon.discountGiven ?? "0.00",
  };
}

export const upstreamCouponCodeSchema = z.object({ id: upstreamId, code: z.string(), usedCount: int });
export const toCouponCode = (code: z.infer<typeof upstreamCouponCodeSchema>): CouponCode => code;

export const upstreamRedemptionSchema = z.object({
  orderId: upstreamId,
  orderNumber: z.string(),
  code: z.string(),
  customerName: z.string(),
  createTime: z.string(),
  discount: decimal,
  payAmount: decimal,
});
export const toRedemption = (redemption: z.infer<typeof upstreamRedemptionSchema>): CouponRedemption => redemption;

export const upstreamCouponUsageSchema = z.object({
  codeId: upstreamId,
  code: z.string(),
  orderId: upstreamId.nullish(),
  orderNumber: upstreamText,
  customerName: upstreamText,
  useTime: upstreamText,
  discount: decimalOrNull,
  orderAmount: decimalOrNull,
  payAmount: decimalOrNull,
});
export const toCouponUsage = (usage: z.infer<typeof upstreamCouponUsageSchema>): CouponUsage => ({
  ...usage,
  id: `${usage.codeId}:${usage.orderId ?? ""}`,
  orderId: usage.orderId ?? null,
});

export const upstreamCouponUsageSummarySchema = z.object({
  code: z.string().nullish(),
  codeType: int,
  issued: int,
  used: int,
  unused: int,
  uses: int,
  discountGiven: decimal,
});
export const toCouponUsageSummary = (
  summary: z.infer<typeof upstreamCouponUsageSummarySchema>,
): CouponUsageSummary => ({
  ...summary,
  code: summary.code ?? "",
  codeType: CouponCodeRuleEnum.fromCode(summary.codeType),
});

export function toUpstreamCouponUsageFilter(filter: CouponUsageFilter | null | undefined) {
  return {
    used: filter?.used === true ? 1 : filter?.used === false ? 0 : undefined,
    code: textOrUndefined(filter?.code),
  };
}

export const upstreamCouponJobSchema = z.object({
  id: upstreamId,
  couponId: upstreamId,
  couponCode: z.string().nullish(),
  requested: int,
  generated: int,
  state: int,
  errorMessage: upstreamText,
  createTime: z.string(),
  finishTime: upstreamText,
  creator: upstreamText,
});

export function toCouponJob(job: z.infer<typeof upstreamCouponJobSchema>): CouponJob {
  return { ...job, couponCode: job.couponCode ?? "", state: CouponJobStateEnum.fromCode(job.state) };
}

const blankAsNull = (value: string | null | undefined) => value?.trim() || null;

/** The GraphQL names of the upstream fields the coupon input renames, for the refusals of either side. */
export const COUPON_INPUT_NAMES: Record<string, string> = {
  priceBorderLine: "minimumSubtotal",
  subBusLine: "channel",
  checkType: "category",
  productGoodLimit: "tripIds",
  productSkuAttrLimit: "priceOptions",
};

/**
 * The writable fields as `/coupon/add` and `/coupon/edit` take them, upstream codes and all: also what the shared
 * coupon rules read, so the gateway checks exactly the body it would send.
 */
export function toUpstreamCouponFields(input: CouponInput) {
  const moneyOff = input.discountType === "MONEY_OFF";
  const category = input.category ?? input.checkType ?? "ORDER";
  const product = category === "PRODUCT";
  return {
    codeType: CouponCodeRuleEnum.toCode(input.codeType),
    code: input.code?.trim().toUpperCase() ?? "",
    discountType: CouponDiscountTypeEnum.toCode(input.discountType),
    amount: moneyOff ? blankAsNull(input.amount) : null,
    discountRatio: moneyOff ? null : blankAsNull(input.discountRatio),
    percentageUpperLimit: moneyOff ? null : blankAsNull(input.percentageUpperLimit),
    priceBorderLine: blankAsNull(input.minimumSubtotal ?? input.priceBorderLine) ?? "0",
    count: input.count,
    startDate: input.startDate.trim(),
    endDate: input.endDate.trim(),
    userLimit: input.userLimit,
    subBusLine: CouponChannelEnum.toCode(input.channel ?? input.subBusLine ?? "ALL"),
    userType: CouponUserScopeEnum.toCode(input.userType),
    checkType: CouponCategoryEnum.toCode(category),
    productGoodLimit: product ? toUpstreamIds(input.tripIds ?? input.productGoodLimit ?? [], "tripIds") : [],
    productSkuAttrLimit: product
      ? (input.priceOptions ?? input.productSkuAttrLimit ?? []).map((name) => name.trim()).filter(Boolean)
      : [],
    emailSuffixLimit: input.emailSuffixLimit ? 1 : 0,
    emailSuffix: input.emailSuffixLimit ? blankAsNull(input.emailSuffix) : null,
    fullPriceLimit: input.fullPriceLimit ? 1 : 0,
    note: blankAsNull(input.note),
  };
}

export function toUpstreamCouponFilter(filter: CouponFilter | null | undefined) {
  const channel = filter?.channel ?? filter?.subBusLine;
  return {
    code: textOrUndefined(filter?.code),
    codeType: filter?.codeType ? CouponCodeRuleEnum.toCode(filter.codeType) : undefined,
    discountType: filter?.discountType ? CouponDiscountTypeEnum.toCode(filter.discountType) : undefined,
    state: filter?.state ? CouponStateEnum.toCode(filter.state) : undefined,
    status: filter?.status ? CouponStatusEnum.toCode(filter.status) : undefined,
    subBusLine: channel ? CouponChannelEnum.toCode(channel) : undefined,
    activeOn: textOrUndefined(filter?.activeOn),
  };
}

export function toUpstreamCouponJobFilter(filter: CouponJobFilter | null | undefined) {
  return {
    state: filter?.state ? CouponJobStateEnum.toCode(filter.state) : undefined,
    couponId: filter?.couponId ? toUpstreamId(filter.couponId, "couponId") : undefined,
  };
}
