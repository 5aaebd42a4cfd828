/**
 * `/exports/coupons.csv|.xlsx` (the coupon list with its `CouponFilter`), `/exports/coupon-codes.csv|.xlsx?id=`
 * (one coupon's codes, in generation order) and `/exports/coupon-usage.csv|.xlsx?id=&used=&code=` (its usage report).
 */
import { CODE_LABELS } from "#rules";
import type { CouponIdArgs, CouponUsageArgs } from "../../coupon/coupon.args";
import type { CouponFilter } from "../../coupon/coupon.input";
import { readCouponCodes, readCouponUsage, readCoupons } from "../../coupon/coupon.resolver";
import type { CouponCode, CouponSummary, CouponUsage } from "../../coupon/coupon.type";
import { toMoney } from "../../../scalars";
import { dateColumn, moneyColumn, timeColumn } from "../columns";
import { yesNo } from "../labels";
import type { ListExport } from "../list-export";

const moneyOrNull = (amount: string | null) => (amount === null ? null : toMoney(amount));

const COUPON_ACCESS = { page: "sales_coupon_list", cmd: "/coupon/export" };

export const couponsExport: ListExport<{ filter: CouponFilter }, CouponSummary> = {
  name: "coupons",
  sheetName: "Coupons",
  access: COUPON_ACCESS,
  input: { inputType: "CouponFilter" },
  toArgs: (filter) => ({ filter: filter as CouponFilter }),
  readPage: readCoupons,
  baseName: (_args, today) => `coupons-${today}`,
  columns: (timeZone) => [
    { header: "Code", value: (coupon) => coupon.code },
    { header: "Code rule", value: (coupon) => CODE_LABELS["coupons.codeType"][coupon.codeType] },
    { header: "Type", value: (coupon) => CODE_LABELS["coupons.discountType"][coupon.discountType] },
    { header: "Discount", money: true, value: (coupon) => moneyOrNull(coupon.amount) },
    { header: "Discount rate", value: (coupon) => coupon.discountRatio },
    { header: "Upper limit", money: true, value: (coupon) => moneyOrNull(coupon.percentageUpperLimit) },
    moneyColumn("Lowest amount", (coupon) => coupon.minimumSubtotal),
    { header: "Quantity", value: (coupon) => coupon.count },
    { header: "Codes generated", value: (coupon) => coupon.generatedCount },
    dateColumn("Start date", (coupon) => coupon.startDate),
    dateColumn("End date", (coupon) => coupon.endDate),
    { header: "Uses per customer", value: (coupon) => coupon.userLimit },
    { header: "Channel", value: (coupon) => CODE_LABELS["coupons.channel"][coupon.channel] },
    { header: "Customers", value: (coupon) => CODE_LABELS["coupons.userType"][coupon.userType] },
    { header: "Applies to", value: (coupon) => CODE_LABELS["coupons.checkType"][coupon.category] },
    { header: "E-mail suffixes", value: (coupon) => (coupon.emailSuffixLimit ? coupon.emailSuffix : null) },
    { header: "Full-price tickets only", value: (coupon) => yesNo(coupon.fullPriceLimit) },
    { header: "Status", value: (coupon) => CODE_LABELS["coupons.state"][coupon.status] },
    { header: "Used", value: (coupon) => coupon.usedCount },
    moneyColumn("Discount given", (coupon) => coupon.discountGiven),
    timeColumn("Created time", timeZone, (coupon) => coupon.createTime),
    { header: "Creator", value: (coupon) => coupon.creator },
    { header: "Note", value: (coupon) => coupon.note },
  ],
};

export const couponCodesExport: ListExport<CouponIdArgs, CouponCode> = {
  name: "coupon-codes",
  sheetName: "Coupon codes",
  access: COUPON_ACCESS,
  input: { fieldArguments: "coupon", except: [] },
  toArgs: (args) => ({ id: args.id as string }),
  readPage: readCouponCodes,
  baseName: ({ id }) => `coupon-codes-${id}`,
  columns: () => [
    { header: "Code", value: (code) => code.code },
    { header: "Used", value: (code) => code.usedCount },
  ],
};

export const couponUsageExport: ListExport<Omit<CouponUsageArgs, "page">, CouponUsage> = {
  name: "coupon-usage",
  sheetName: "Coupon usage",
  access: { page: "sales_coupon_usage", cmd: "/coupon/export" },
  input: { fieldArguments: "couponUsage", except: ["page"], flatten: ["filter"] },
  toArgs: (args) => ({
    id: args.id as string,
    filter: { used: args.used as boolean | undefined, code: args.code as string | undefined },
  }),
  readPage: readCouponUsage,
  baseName: ({ id }, today) => `coupon-usage-${id}-${today}`,
  columns: (timeZone) => [
    { header: "Code", value: (usage) => usage.code },
    { header: "Order", value: (usage) => usage.orderNumber },
    { header: "Customer", value: (usage) => usage.customerName },
    timeColumn("Used time", timeZone, (usage) => usage.useTime),
    { header: "Discount", money: true, value: (usage) => moneyOrNull(usage.discount) },
    { header: "Order amount", money: true, value: (usage) => moneyOrNull(usage.orderAmount) },
    { header: "Paid", money: true, value: (usage) => moneyOrNull(usage.payAmount) },
  ],
};
