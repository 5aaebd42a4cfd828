import { Field, ID, Int, ObjectType } from "type-graphql";
import { DateTimeScalar, MoneyScalar } from "../../scalars";
import { PageOf } from "../shared/page.type";
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

@ObjectType({ description: "A coupon: its discount, who may use it where and when, and how much it was used." })
export class CouponSummary {
  @Field(() => ID, { description: "The coupon's id." })
  id!: string;

  @Field(() => String, {
    description: "UNIFORM: the code everyone enters; SEQUENCE: the prefix of its codes (may be empty). Upper case.",
  })
  code!: string;

  @Field(() => CouponCodeRule, { description: "One code for everyone or a sequence of unique codes." })
  codeType!: CouponCodeRule;

  @Field(() => CouponDiscountType, { description: "Money off or percentage off." })
  discountType!: CouponDiscountType;

  @Field(() => MoneyScalar, { nullable: true, description: "MONEY_OFF: the amount taken off; null otherwise." })
  amount!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "PERCENTAGE_OFF: the share taken off, a decimal between 0 and 1 (`0.15` = 15 % off); null otherwise.",
  })
  discountRatio!: string | null;

  @Field(() => MoneyScalar, {
    nullable: true,
    description: "PERCENTAGE_OFF: the most one use takes off; null or 0.00 for no limit.",
  })
  percentageUpperLimit!: string | null;

  @Field(() => MoneyScalar, { description: "The subtotal an order (or product) needs to use it; 0.00: any." })
  minimumSubtotal!: string;

  @Field(() => MoneyScalar, {
    description: "The same as `minimumSubtotal`.",
    deprecationReason: "Use `minimumSubtotal`.",
  })
  priceBorderLine!: string;

  @Field(() => Int, { description: "UNIFORM: how many uses in all; SEQUENCE: how many codes (1–100 000)." })
  count!: number;

  @Field(() => String, { description: "First day it can be used, YYYY-MM-DD in the tenant's time zone." })
  startDate!: string;

  @Field(() => String, { description: "Last day it can be used (inclusive), YYYY-MM-DD." })
  endDate!: string;

  @Field(() => Int, { description: "Uses per customer, at least 1." })
  userLimit!: number;

  @Field(() => CouponChannel, { description: "The channel it can be used in." })
  channel!: CouponChannel;

  @Field(() => CouponChannel, { description: "The same as `channel`.", deprecationReason: "Use `channel`." })
  subBusLine!: CouponChannel;

  @Field(() => CouponUserScope, { description: "Every customer or registered ones only." })
  userType!: CouponUserScope;

  @Field(() => CouponCategory, { description: "Order or product coupon." })
  category!: CouponCategory;

  @Field(() => CouponCategory, { description: "The same as `category`.", deprecationReason: "Use `category`." })
  checkType!: CouponCategory;

  @Field(() => [ID], { description: "PRODUCT: the trips it applies to; empty for an order coupon." })
  tripIds!: string[];

  @Field(() => [ID], { description: "The same as `tripIds`.", deprecationReason: "Use `tripIds`." })
  productGoodLimit!: string[];

  @Field(() => [String], {
    description: "PRODUCT: the price option names it applies to (e.g. Adult); empty: every option.",
  })
  priceOptions!: string[];

  @Field(() => [String], { description: "The same as `priceOptions`.", deprecationReason: "Use `priceOptions`." })
  productSkuAttrLimit!: string[];

  @Field(() => Boolean, { description: "Only customers whose e-mail ends with one of `emailSuffix`." })
  emailSuffixLimit!: boolean;

  @Field(() => String, { nullable: true, description: "Comma-separated e-mail suffixes, each like `@acme.com`." })
  emailSuffix!: string | null;

  @Field(() => Boolean, { description: "Only on full-price tickets (not together with another discount)." })
  fullPriceLimit!: boolean;

  @Field(() => String, { nullable: true, description: "The operator's note, up to 500 characters." })
  note!: string | null;

  @Field(() => CouponState, {
    description: "Whether it can be used now (a SEQUENCE coupon only once its codes exist).",
  })
  state!: CouponState;

  @Field(() => CouponStatus, {
    description: "What the console shows: `state`, or EXPIRED once `endDate` has passed in the tenant's time zone.",
  })
  status!: CouponStatus;

  @Field(() => Int, { description: "Codes that exist: 1 for UNIFORM; grows while a SEQUENCE job runs." })
  generatedCount!: number;

  @Field(() => Int, { description: "Sold orders that used one of its codes." })
  usedCount!: number;

  @Field(() => MoneyScalar, { description: "What those orders' coupon payments took off, in all." })
  discountGiven!: string;

  @Field(() => DateTimeScalar, { description: "When it was added." })
  createTime!: string;

  @Field(() => String, { nullable: true, description: "User name of whoever added it." })
  creator!: string | null;

  @Field(() => Int, { description: "Optimistic-lock version: send it with edits (STALE_DATA when it changed since)." })
  version!: number;
}

@ObjectType({ description: "A page of coupons, newest first." })
export class CouponPage extends PageOf(CouponSummary) {}

@ObjectType({
  description:
    "One coupon with its codes and redemptions as paged fields (each one upstream call per request, whatever " +
    "else the query asks for).",
})
export class Coupon extends CouponSummary {}

@ObjectType({ description: "One code of a coupon." })
export class CouponCode {
  @Field(() => ID, { description: "The code's id." })
  id!: string;

  @Field(() => String, { description: "The code a customer enters (upper case)." })
  code!: string;

  @Field(() => Int, { description: "Sold orders that used this code." })
  usedCount!: number;
}

@ObjectType({ description: "A page of a coupon's codes, in generation order." })
export class CouponCodePage extends PageOf(CouponCode) {}

@ObjectType({ description: "A sold order that used one of a coupon's codes." })
export class CouponRedemption {
  @Field(() => ID, { description: "The order's id." })
  orderId!: string;

  @Field(() => String, { description: "The order's number." })
  orderNumber!: string;

  @Field(() => String, { description: "The code used." })
  code!: string;

  @Field(() => String, { description: "The customer's 'first last' name." })
  customerName!: string;

  @Field(() => DateTimeScalar, { description: "When the order was made." })
  createTime!: string;

  @Field(() => MoneyScalar, { description: "What the coupon took off the order." })
  discount!: string;

  @Field(() => MoneyScalar, { description: "What the customer actually paid." })
  payAmount!: string;
}

@ObjectType({ description: "A page of a coupon's redemptions, newest first." })
export class CouponRedemptionPage extends PageOf(CouponRedemption) {}

@ObjectType({ description: "One use of a coupon's code (a sold order), or one code never used." })
export class CouponUsage {
  @Field(() => ID, { description: "The row's key: the code's id and the order's (`12:345`, `12:` when unused)." })
  id!: string;

  @Field(() => ID, { description: "The code's id." })
  codeId!: string;

  @Field(() => String, { description: "The code (upper case)." })
  code!: string;

  @Field(() => ID, { nullable: true, description: "The sold order that used the code; null: the code is unused." })
  orderId!: string | null;

  @Field(() => String, { nullable: true, description: "That order's number." })
  orderNumber!: string | null;

  @Field(() => String, { nullable: true, description: "That order's customer (contact), 'first last'." })
  customerName!: string | null;

  @Field(() => DateTimeScalar, { nullable: true, description: "When that order was made." })
  useTime!: string | null;

  @Field(() => MoneyScalar, { nullable: true, description: "What the coupon took off that order." })
  discount!: string | null;

  @Field(() => MoneyScalar, { nullable: true, description: "That order's total." })
  orderAmount!: string | null;

  @Field(() => MoneyScalar, { nullable: true, description: "What the customer paid for that order." })
  payAmount!: string | null;
}

@ObjectType({ description: "A coupon's figures over all its codes, whatever the usage filter." })
export class CouponUsageSummary {
  @Field(() => String, { description: "The coupon's code (UNIFORM) or prefix (SEQUENCE, may be empty)." })
  code!: string;

  @Field(() => CouponCodeRule, { description: "One code for everyone or a sequence of unique codes." })
  codeType!: CouponCodeRule;

  @Field(() => Int, { description: "Codes issued (that exist)." })
  issued!: number;

  @Field(() => Int, { description: "Codes used by at least one sold order." })
  used!: number;

  @Field(() => Int, { description: "Codes never used: `issued - used`." })
  unused!: number;

  @Field(() => Int, { description: "Sold orders that used a code (the coupon's `usedCount`)." })
  uses!: number;

  @Field(() => MoneyScalar, { description: "What those orders' coupon payments took off (`discountGiven`)." })
  discountGiven!: string;
}

@ObjectType({
  description: "A page of a coupon's usage report: a row per use and per unused code, in generation order.",
})
export class CouponUsagePage extends PageOf(CouponUsage) {
  @Field(() => CouponUsageSummary, { description: "The whole coupon's figures (the filter does not narrow them)." })
  summary!: CouponUsageSummary;
}

@ObjectType({ description: "A background job generating the codes of a SEQUENCE coupon." })
export class CouponJob {
  @Field(() => ID, { description: "The job's id." })
  id!: string;

  @Field(() => ID, { description: "The coupon whose codes it generates." })
  couponId!: string;

  @Field(() => String, { description: "The coupon's code prefix." })
  couponCode!: string;

  @Field(() => Int, { description: "Codes to generate (the coupon's `count`)." })
  requested!: number;

  @Field(() => Int, { description: "Codes generated so far." })
  generated!: number;

  @Field(() => CouponJobState, { description: "Pending, successful or stopped with an error." })
  state!: CouponJobState;

  @Field(() => String, { nullable: true, description: "Why it stopped (ERROR only)." })
  errorMessage!: string | null;

  @Field(() => DateTimeScalar, { description: "When it was created (with its coupon)." })
  createTime!: string;

  @Field(() => DateTimeScalar, { nullable: true, description: "When it ended, successful or not." })
  finishTime!: string | null;

  @Field(() => String, { nullable: true, description: "User name of whoever added the coupon." })
  creator!: string | null;
}

@ObjectType({ description: "A page of code generation jobs, newest first." })
export class CouponJobPage extends PageOf(CouponJob) {}
