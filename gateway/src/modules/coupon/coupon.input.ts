import { Field, ID, InputType, Int } from "type-graphql";
import {
  CouponCategory,
  CouponChannel,
  CouponCodeRule,
  CouponDiscountType,
  CouponJobState,
  CouponState,
  CouponStatus,
  CouponUserScope,
} from "./coupon.enums";

/**
 * The upstream-named inputs stay accepted until their removal (CHANGELOG.md); the new name wins when both are given
 * (docs/foundation-contract.md, "Versioning and deprecation").
 */
const ALIAS = "The same as the field its deprecation names, which wins when both are given.";
const PRICE = "Decimal string: up to 7 integer digits and 2 decimals ('Invalid price' otherwise).";

@InputType({
  description:
    "A coupon's writable fields (create and update), checked by the shared coupon rules before any call; a " +
    "refusal names its field ('Coupon code already exists' on `code`, …).",
})
export class CouponInput {
  @Field(() => CouponCodeRule, {
    defaultValue: CouponCodeRule.UNIFORM,
    description: "Fixed once a SEQUENCE coupon's codes exist.",
  })
  codeType!: CouponCodeRule;

  @Field(() => String, {
    nullable: true,
    description: "UNIFORM: required, up to 10 letters and digits; SEQUENCE: an optional prefix of up to 4.",
  })
  code?: string | null;

  @Field(() => CouponDiscountType, {
    defaultValue: CouponDiscountType.MONEY_OFF,
    description: "Money or percentage off.",
  })
  discountType!: CouponDiscountType;

  @Field(() => String, { nullable: true, description: "MONEY_OFF: required, at least 0.01. " + PRICE })
  amount?: string | null;

  @Field(() => String, {
    nullable: true,
    description: "PERCENTAGE_OFF: required, between 0 and 1 exclusive, at most 2 decimals (`0.15` = 15 % off).",
  })
  discountRatio?: string | null;

  @Field(() => String, { nullable: true, description: "PERCENTAGE_OFF: the most one use takes off. " + PRICE })
  percentageUpperLimit?: string | null;

  @Field(() => String, {
    nullable: true,
    description: "Lowest subtotal (0 or blank: any); above the amount for MONEY_OFF. " + PRICE,
  })
  minimumSubtotal?: string | null;

  @Field(() => String, { nullable: true, description: ALIAS, deprecationReason: "Use `minimumSubtotal`." })
  priceBorderLine?: string | null;

  @Field(() => Int, { description: "UNIFORM: uses in all; SEQUENCE: codes to generate. 1–100 000." })
  count!: number;

  @Field(() => String, { description: "YYYY-MM-DD, the tenant's time zone." })
  startDate!: string;

  @Field(() => String, { description: "YYYY-MM-DD, not before `startDate`." })
  endDate!: string;

  @Field(() => Int, { defaultValue: 1, description: "Uses per customer, at least 1." })
  userLimit!: number;

  @Field(() => CouponChannel, { nullable: true, description: "Where it can be used; absent: ALL." })
  channel?: CouponChannel | null;

  @Field(() => CouponChannel, { nullable: true, description: ALIAS, deprecationReason: "Use `channel`." })
  subBusLine?: CouponChannel | null;

  @Field(() => CouponUserScope, { defaultValue: CouponUserScope.ALL, description: "Who can use it." })
  userType!: CouponUserScope;

  @Field(() => CouponCategory, { nullable: true, description: "Order or product coupon; absent: ORDER." })
  category?: CouponCategory | null;

  @Field(() => CouponCategory, { nullable: true, description: ALIAS, deprecationReason: "Use `category`." })
  checkType?: CouponCategory | null;

  @Field(() => [ID], { nullable: true, description: "PRODUCT: at least one trip of the tenant." })
  tripIds?: string[] | null;

  @Field(() => [ID], { nullable: true, description: ALIAS, deprecationReason: "Use `tripIds`." })
  productGoodLimit?: string[] | null;

  @Field(() => [String], { nullable: true, description: "PRODUCT: price option names; none: every option." })
  priceOptions?: string[] | null;

  @Field(() => [String], { nullable: true, description: ALIAS, deprecationReason: "Use `priceOptions`." })
  productSkuAttrLimit?: string[] | null;

  @Field(() => Boolean, { defaultValue: false, description: "Limit it to customers with one of `emailSuffix`." })
  emailSuffixLimit!: boolean;

  @Field(() => String, {
    nullable: true,
    description: "Required with `emailSuffixLimit`: comma-separated suffixes, each `@` and a domain.",
  })
  emailSuffix?: string | null;

  @Field(() => Boolean, { defaultValue: true, description: "Only on full-price tickets." })
  fullPriceLimit!: boolean;

  @Field(() => String, { nullable: true, description: "Up to 500 characters." })
  note?: string | null;
}

@InputType({ description: "Narrows the coupon list; every filter is optional, all combine." })
export class CouponFilter {
  @Field(() => String, { nullable: true, description: "Part of the code (any case)." })
  code?: string | null;

  @Field(() => CouponCodeRule, { nullable: true, description: "Only this code rule." })
  codeType?: CouponCodeRule | null;

  @Field(() => CouponDiscountType, { nullable: true, description: "Only this discount type." })
  discountType?: CouponDiscountType | null;

  @Field(() => CouponState, { nullable: true, description: "Only enabled or only disabled coupons." })
  state?: CouponState | null;

  @Field(() => CouponStatus, {
    nullable: true,
    description: "Only coupons of this status: ENABLED and DISABLED leave out expired ones.",
  })
  status?: CouponStatus | null;

  @Field(() => CouponChannel, { nullable: true, description: "Only coupons of this channel." })
  channel?: CouponChannel | null;

  @Field(() => CouponChannel, { nullable: true, description: ALIAS, deprecationReason: "Use `channel`." })
  subBusLine?: CouponChannel | null;

  @Field(() => String, { nullable: true, description: "Coupons valid on this day, YYYY-MM-DD." })
  activeOn?: string | null;
}

@InputType({ description: "Narrows the code generation jobs." })
export class CouponJobFilter {
  @Field(() => CouponJobState, { nullable: true, description: "Only jobs in this state." })
  state?: CouponJobState | null;

  @Field(() => ID, { nullable: true, description: "Only the job of this coupon." })
  couponId?: string | null;
}

@InputType({ description: "Narrows a coupon's usage report; the filters combine." })
export class CouponUsageFilter {
  @Field(() => Boolean, { nullable: true, description: "true: uses only; false: codes never used; absent: both." })
  used?: boolean | null;

  @Field(() => String, { nullable: true, description: "Part of the code (any case)." })
  code?: string | null;
}
