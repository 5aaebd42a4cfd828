import { z } from "zod";
import { dateInput } from "../../protocol/date-fields";
import {
  COUPON_CHANNELS,
  COUPON_CHECK_TYPES,
  COUPON_CODE_TYPES,
  COUPON_DISCOUNT_TYPES,
  COUPON_STATES,
  COUPON_STATUSES,
  COUPON_USER_TYPES,
} from "#rules";
import { codeUnionOf } from "../../protocol/code-schemas";
import { pageInput } from "../../protocol/page";
import { dateTimeSchema, moneySchema } from "../sales-shared/schemas";

const code01 = (description: string) => z.union([z.literal(0), z.literal(1)]).describe(description);
const decimalInput = (description: string) => z.string().nullable().optional().describe(description);

/**
 * The writable fields (docs/money-contract.md section 2). Values the rules word (amounts, quantities, dates, texts)
 * are checked by the shared coupon rules (20001 with their messages), not by the schema; closed lists of codes are.
 */
export const couponInputSchema = z.object({
  codeType: codeUnionOf(COUPON_CODE_TYPES).optional().describe("1 uniform (default), 2 sequence"),
  code: z
    .string()
    .nullable()
    .optional()
    .describe("Uniform: the code (required, ≤ 10 letters and digits); sequence: an optional prefix of ≤ 4"),
  discountType: codeUnionOf(COUPON_DISCOUNT_TYPES).optional().describe("1 money off (default), 2 percentage off"),
  amount: decimalInput("Money off: the discount, a price ≥ 0.01"),
  discountRatio: decimalInput("Percentage off: 0 < r < 1, at most 2 decimals (0.15 = 15 % off)"),
  percentageUpperLimit: decimalInput("Percentage off: the most one use takes off; 0 or null = no limit"),
  priceBorderLine: decimalInput("The subtotal needed to use it; 0 (default) = unlimited"),
  count: z.number().nullable().optional().describe("Uniform: uses in all; sequence: codes to generate; 1-100000"),
  startDate: dateInput().nullable().optional().describe("YYYY-MM-DD, tenant time zone, inclusive"),
  endDate: dateInput().nullable().optional().describe("YYYY-MM-DD, tenant time zone, inclusive"),
  userLimit: z.number().nullable().optional().describe("Uses per customer, ≥ 1 (default 1)"),
  subBusLine: codeUnionOf(COUPON_CHANNELS).optional().describe("Channel: 0 all (default), 1 web, 2 app"),
  userType: codeUnionOf(COUPON_USER_TYPES).describe("Users: 0 all (default), 1 registered only").optional(),
  checkType: codeUnionOf(COUPON_CHECK_TYPES).optional().describe("1 order (default), 2 product"),
  productGoodLimit: z.array(z.int()).nullable().optional().describe("Product coupons: trip ids of the tenant"),
  productSkuAttrLimit: z.array(z.string()).nullable().optional().describe("Product coupons: price option names"),
  emailSuffixLimit: code01("1: only customers whose e-mail ends with one of emailSuffix").optional(),
  emailSuffix: z.string().nullable().optional().describe("Comma-separated suffixes like @acme.com"),
  fullPriceLimit: code01("1 (default): only on full-price tickets; 0 also on discounted ones").optional(),
  note: z.string().nullable().optional().describe("At most 500 characters"),
});

export const couponAddSchema = couponInputSchema.extend({
  state: codeUnionOf(COUPON_STATES).describe("1 enabled (default), 0 disabled").optional(),
  requestId: z
    .string()
    .max(100)
    .optional()
    .describe("A client-made id (a UUID): a repeat with the same one answers the first call's coupon"),
});

export const couponSchema = z.object({
  id: z.int(),
  code: z.string().describe("Uniform: the code; sequence: the prefix (may be empty)"),
  codeType: z.int(),
  discountType: z.int(),
  amount: moneySchema().nullable(),
  discountRatio: z.string().nullable().describe("Decimal string with 2 places"),
  percentageUpperLimit: moneySchema().nullable(),
  priceBorderLine: moneySchema(),
  count: z.int(),
  startDate: z.string(),
  endDate: z.string(),
  userLimit: z.int(),
  subBusLine: z.int(),
  userType: z.int(),
  checkType: z.int(),
  productGoodLimit: z.array(z.int()),
  productSkuAttrLimit: z.array(z.string()),
  emailSuffix: z.string().nullable(),
  emailSuffixLimit: z.int(),
  fullPriceLimit: z.int(),
  note: z.string().nullable(),
  state: z.int().describe("1 enabled, 0 disabled"),
  status: z
    .int()
    .describe("Derived on read: 2 expired once endDate has passed in the tenant's time zone, else the state (1, 0)"),
  generatedCount: z.int().describe("Codes that exist: uniform 1; sequence grows while its job runs"),
  usedCount: z.int().describe("Sold orders (state 1 or 3) whose couponCode is one of its codes"),
  discountGiven: moneySchema("Σ the coupon payments (type 7) of those orders"),
  createTime: dateTimeSchema(),
  creator: z.string(),
  version: z.int(),
});

export const couponListInput = z.object({
  ...pageInput,
  code: z.string().optional().describe("Substring of the code or prefix, case-insensitive"),
  codeType: z.int().optional(),
  discountType: z.int().optional(),
  state: z.int().optional(),
  status: codeUnionOf(COUPON_STATUSES).optional().describe("1 enabled, 0 disabled (both not expired), 2 expired"),
  subBusLine: z.int().optional(),
  activeOn: dateInput().optional().describe("YYYY-MM-DD: coupons whose dates include it"),
});

export const couponCodeSchema = z.object({
  id: z.int(),
  code: z.string(),
  usedCount: z.int().describe("Sold orders with this code"),
});

export const redemptionSchema = z.object({
  orderId: z.int(),
  orderNumber: z.string(),
  code: z.string(),
  customerName: z.string(),
  createTime: dateTimeSchema(),
  discount: moneySchema("Σ the order's coupon payments"),
  payAmount: moneySchema(),
});

export const couponUsageInput = z.object({
  ...pageInput,
  couponId: z.int(),
  used: z
    .union([z.literal(0), z.literal(1)])
    .optional()
    .describe("1: uses only; 0: codes never used"),
  code: z.string().max(100).optional().describe("Substring of the code, case-insensitive"),
});

export const couponUsageSchema = z.object({
  codeId: z.int(),
  code: z.string(),
  orderId: z.int().nullable().describe("The sold order (state 1 or 3) that used the code; null: not used"),
  orderNumber: z.string().nullable(),
  customerName: z.string().nullable().describe("The order's contact, 'first last'"),
  useTime: dateTimeSchema().nullable().describe("When the order was made"),
  discount: moneySchema("Σ the order's coupon payments (type 7)").nullable(),
  orderAmount: moneySchema("The order's total").nullable(),
  payAmount: moneySchema("What the customer paid").nullable(),
});

export const couponUsageSummarySchema = z.object({
  code: z.string().describe("The coupon's code, or its prefix"),
  codeType: z.int(),
  issued: z.int().describe("Codes that exist"),
  used: z.int().describe("Codes used by at least one sold order"),
  unused: z.int().describe("issued − used"),
  uses: z.int().describe("Sold orders that used a code (the coupon's usedCount)"),
  discountGiven: moneySchema("Σ their coupon payments (the coupon's discountGiven)"),
});

export const couponJobSchema = z.object({
  id: z.int(),
  couponId: z.int(),
  couponCode: z.string().describe("The coupon's prefix"),
  requested: z.int(),
  generated: z.int(),
  state: z.int().describe("0 Pending, 1 Successful, 2 Error"),
  errorMessage: z.string().nullable(),
  createTime: dateTimeSchema(),
  finishTime: dateTimeSchema().nullable(),
  creator: z.string(),
});

export type CouponInput = z.infer<typeof couponInputSchema>;
export type CouponAddInput = z.infer<typeof couponAddSchema>;
export type Coupon = z.infer<typeof couponSchema>;
export type CouponListInput = z.infer<typeof couponListInput>;
export type CouponCode = z.infer<typeof couponCodeSchema>;
export type Redemption = z.infer<typeof redemptionSchema>;
export type CouponUsage = z.infer<typeof couponUsageSchema>;
export type CouponJob = z.infer<typeof couponJobSchema>;
