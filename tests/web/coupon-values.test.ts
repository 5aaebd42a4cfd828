import { afterEach, describe, expect, it } from "vitest";
import { setLanguage } from "@/i18n/i18n";
import { ruleText } from "@/i18n/rule-text";
import { percentOfRatio } from "@/routes/marketing/coupon/coupon-codes";
import { couponCodesExportUrl, couponExportUrl, couponFilterOf } from "@/routes/marketing/coupon/coupon-filters";
import { couponUsageExportUrl, couponUsagePath, usageFilterOf } from "@/routes/marketing/coupon/usage-filters";
import {
  couponFormErrors,
  couponValues,
  NEW_COUPON_VALUES,
  toCouponInput,
  validateCoupon,
  type CouponValues,
} from "@/routes/marketing/coupon/coupon-values";
import { newRequestId } from "@/shared/request-id";

afterEach(() => setLanguage("en"));

const uniform: CouponValues = {
  ...NEW_COUPON_VALUES,
  code: "SAVE5",
  count: "100",
  amount: "5.00",
  startDate: "2026-12-01",
  endDate: "2026-12-31",
};

describe("coupon form", () => {
  it("starts from the contract's defaults and asks for what has none", () => {
    expect(NEW_COUPON_VALUES).toMatchObject({
      codeType: "UNIFORM",
      discountType: "MONEY_OFF",
      minimumSubtotal: "0",
      userLimit: "1",
      channel: "ALL",
      userType: "ALL",
      category: "ORDER",
      emailSuffixLimit: false,
      fullPriceLimit: true,
    });
    expect(validateCoupon(NEW_COUPON_VALUES)).toEqual({
      code: "Required",
      amount: "Required",
      count: "Required",
      startDate: "Required",
      endDate: "Required",
    });
    expect(validateCoupon(uniform)).toEqual({});
  });

  it("words the shared rules with the contract's messages, in the console's language", () => {
    const broken: CouponValues = {
      ...uniform,
      code: "SAVE-5",
      count: "100001",
      minimumSubtotal: "5.00",
      endDate: "2026-11-30",
      userLimit: "0",
      emailSuffixLimit: true,
      emailSuffix: "acme.com",
    };
    expect(validateCoupon(broken)).toEqual({
      code: "Letters and digits only",
      count: "Quantity must be between 1 and 100000",
      minimumSubtotal: "Lowest amount must be greater than the discount",
      endDate: "Start date must not be after end date",
      userLimit: "No less than 1",
      emailSuffix: "Invalid e-mail suffix",
    });
    expect(validateCoupon({ ...uniform, count: "1.5" }).count).toBe("Quantity must be between 1 and 100000");
    setLanguage("zh");
    expect(validateCoupon(broken).code).toBe(ruleText({ rule: "coupon.codeCharset" }, "zh"));
    expect(validateCoupon(broken).code).not.toBe("Letters and digits only");
  });

  it("checks the fields of the options chosen only", () => {
    const percentage: CouponValues = { ...uniform, discountType: "PERCENTAGE_OFF", amount: "oops" };
    expect(validateCoupon(percentage)).toEqual({ discountPercent: "Enter a whole percent from 1 to 99" });
    // A percent, not the protocol's rate: 0.15 is refused, 15 taken.
    for (const discountPercent of ["0.15", "15.5", "0", "100", "-5", "abc"])
      expect(validateCoupon({ ...percentage, discountPercent }).discountPercent).toBe(
        "Enter a whole percent from 1 to 99",
      );
    expect(validateCoupon({ ...percentage, discountPercent: "15", percentageUpperLimit: "x" })).toEqual({
      percentageUpperLimit: "Invalid price",
    });
    // A sequence's code is an optional prefix of up to 4.
    const sequence: CouponValues = { ...uniform, codeType: "SEQUENCE", code: "" };
    expect(validateCoupon(sequence)).toEqual({});
    expect(validateCoupon({ ...sequence, code: "VIP12" }).code).toBe("No more than 4 characters");
    expect(validateCoupon({ ...uniform, category: "PRODUCT" })).toEqual({
      tripIds: "Choose at least one trip",
    });
  });

  it("sends the fields of the options chosen and empties the others", () => {
    const values: CouponValues = {
      ...uniform,
      code: " SAVE5 ",
      discountPercent: "20",
      percentageUpperLimit: "10.00",
      tripIds: ["7"],
      priceOptions: ["Adult"],
      emailSuffix: "@acme.com",
      note: "  ",
    };
    expect(toCouponInput(values)).toMatchObject({
      code: "SAVE5",
      count: 100,
      amount: "5.00",
      discountRatio: null,
      percentageUpperLimit: null,
      tripIds: [],
      priceOptions: [],
      emailSuffix: null,
      note: null,
      userLimit: 1,
    });
    expect(
      toCouponInput({
        ...values,
        discountType: "PERCENTAGE_OFF",
        category: "PRODUCT",
        emailSuffixLimit: true,
        minimumSubtotal: "",
      }),
    ).toMatchObject({
      amount: null,
      discountRatio: "0.20",
      percentageUpperLimit: "10.00",
      minimumSubtotal: "0",
      tripIds: ["7"],
      priceOptions: ["Adult"],
      emailSuffix: "@acme.com",
    });
  });

  it("reads a stored coupon back into the same values", () => {
    const stored = { ...toCouponInput(uniform), count: 100, userLimit: 1 };
    expect(
      couponValues({
        ...stored,
        codeType: "UNIFORM",
        discountType: "MONEY_OFF",
        category: "ORDER",
        channel: "ALL",
        userType: "ALL",
        emailSuffixLimit: false,
        fullPriceLimit: true,
        minimumSubtotal: "0",
        tripIds: [],
        priceOptions: [],
        code: "SAVE5",
        startDate: "2026-12-01",
        endDate: "2026-12-31",
      }),
    ).toEqual({ ...uniform, note: "" });
  });

  it("takes the discount as a percent and sends it as the protocol's rate, both ways", () => {
    const percentage: CouponValues = { ...uniform, discountType: "PERCENTAGE_OFF", discountPercent: "15" };
    expect(toCouponInput(percentage).discountRatio).toBe("0.15");
    expect(toCouponInput({ ...percentage, discountPercent: " 5 " }).discountRatio).toBe("0.05");
    expect(toCouponInput({ ...percentage, discountPercent: "99" }).discountRatio).toBe("0.99");
    const stored = { ...toCouponInput(percentage), count: 100, userLimit: 1 } as Parameters<typeof couponValues>[0];
    expect(couponValues(stored).discountPercent).toBe("15");
    // The server's refusal of the rate lands at the percent, worded for it.
    expect(couponFormErrors({ discountRatio: "Discount rate must be greater than 0 and less than 1" })).toEqual({
      discountPercent: "Enter a whole percent from 1 to 99",
    });
  });

  it("puts a refused trip's message on the trip list", () => {
    expect(couponFormErrors({ "tripIds.1": "Not a trip of this vendor", code: "Coupon code already exists" })).toEqual({
      tripIds: "Not a trip of this vendor",
      code: "Coupon code already exists",
    });
  });
});

describe("coupon list", () => {
  it("shows a discount ratio as a percentage, exactly", () => {
    expect(percentOfRatio("0.15")).toBe("15");
    expect(percentOfRatio("0.1")).toBe("10");
    expect(percentOfRatio("0.05")).toBe("5");
    expect(percentOfRatio("0.125")).toBe("12.5");
    expect(percentOfRatio("0.1500")).toBe("15");
  });

  it("filters by the URL's valid values only, the day as it is, and exports the same", () => {
    const filter = couponFilterOf({
      code: " sum ",
      codeType: "SEQUENCE",
      discountType: "BOGUS",
      state: "DISABLED",
      channel: "WEB",
      activeOn: "2025-07-04",
    });
    expect(filter).toEqual({
      code: "sum",
      codeType: "SEQUENCE",
      discountType: undefined,
      status: "DISABLED",
      channel: "WEB",
      activeOn: "2025-07-04",
    });
    expect(couponExportUrl(filter)).toBe(
      "/exports/coupons.csv?code=sum&codeType=SEQUENCE&status=DISABLED&channel=WEB&activeOn=2025-07-04",
    );
    expect(
      couponFilterOf({ code: "", codeType: "", discountType: "", state: "", channel: "", activeOn: "07/04" }),
    ).toEqual({});
    expect(couponCodesExportUrl("12")).toBe("/exports/coupon-codes.csv?id=12");
    // The URL's `state` names a status: Expired too.
    const blank = { code: "", codeType: "", discountType: "", channel: "", activeOn: "" };
    expect(couponFilterOf({ ...blank, state: "EXPIRED" }).status).toBe("EXPIRED");
  });
});

describe("coupon usage search", () => {
  it("reads used or unused and a code from the URL, and exports the same", () => {
    expect(usageFilterOf({ id: "7", used: "UNUSED", code: " vip " })).toEqual({ used: false, code: "vip" });
    expect(usageFilterOf({ id: "7", used: "BOGUS", code: "" })).toEqual({ used: undefined, code: undefined });
    expect(couponUsageExportUrl("7", { used: true, code: "vip" })).toBe(
      "/exports/coupon-usage.csv?id=7&used=true&code=vip",
    );
    expect(couponUsageExportUrl("7", {})).toBe("/exports/coupon-usage.csv?id=7");
    expect(couponUsagePath("7")).toBe("/marketing/sales_coupon_usage?id=7");
  });
});

describe("coupon history", () => {
  it("names a job's state in the refusal of a retry in the console's language", () => {
    const refusal = { rule: "coupon.illegalRetry", params: { state: "PENDING" } } as const;
    expect(ruleText(refusal, "en")).toBe("A job in state Pending cannot retry");
    expect(ruleText(refusal, "zh")).toContain("生成中");
  });
});

describe("request id", () => {
  it("is a fresh version 4 UUID each time", () => {
    const first = newRequestId();
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newRequestId()).not.toBe(first);
  });
});
