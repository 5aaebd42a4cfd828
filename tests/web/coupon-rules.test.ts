/** The coupon rules of docs/money-contract.md section 2 (`rules/coupon.ts`), shared by the form, the gateway and the vendor API. */
import { describe, expect, it } from "vitest";
import { couponFailures, messageOf, type CouponRuleInput } from "#rules";

/** A money-off uniform order coupon that passes every rule; each case changes what it checks. */
const valid: CouponRuleInput = {
  codeType: 1,
  code: "SAVE10",
  discountType: 1,
  amount: "10.00",
  discountRatio: null,
  percentageUpperLimit: null,
  priceBorderLine: "0",
  count: 100,
  startDate: "2025-06-01",
  endDate: "2025-06-30",
  userLimit: 1,
  checkType: 1,
  productGoodLimit: [],
  emailSuffixLimit: 0,
  emailSuffix: null,
  note: null,
};

const messages = (overrides: CouponRuleInput): Record<string, string> =>
  Object.fromEntries(
    Object.entries(couponFailures({ ...valid, ...overrides })).map(([field, failure]) => [field, messageOf(failure)]),
  );

const percentage = { discountType: 2, amount: null, discountRatio: "0.15" };
const sequence = { codeType: 2, code: "VIP" };

describe("couponFailures", () => {
  it("passes a valid money-off, percentage-off and sequence coupon", () => {
    expect(messages({})).toEqual({});
    expect(messages({ ...percentage, percentageUpperLimit: "25.00" })).toEqual({});
    expect(messages({ ...sequence, count: 100_000 })).toEqual({});
    expect(messages({ ...sequence, code: "" })).toEqual({});
  });

  it("holds the code to required (uniform), letters and digits, 10 characters or a prefix of 4", () => {
    expect(messages({ code: "" })).toEqual({ code: "Required" });
    expect(messages({ code: null })).toEqual({ code: "Required" });
    expect(messages({ code: "SAVE-10" })).toEqual({ code: "Letters and digits only" });
    expect(messages({ code: "ÉTÉ10" })).toEqual({ code: "Letters and digits only" });
    expect(messages({ code: "ABCDEFGHIJK" })).toEqual({ code: "No more than 10 characters" });
    expect(messages({ code: "ABCDEFGHIJ" })).toEqual({});
    expect(messages({ ...sequence, code: "VIPS1" })).toEqual({ code: "No more than 4 characters" });
    expect(messages({ ...sequence, code: "V_P" })).toEqual({ code: "Letters and digits only" });
  });

  it("requires a money-off amount that is a price of at least 0.01", () => {
    expect(messages({ amount: null })).toEqual({ amount: "Required" });
    expect(messages({ amount: "12.345" })).toEqual({ amount: "Invalid price" });
    expect(messages({ amount: "12345678" })).toEqual({ amount: "Invalid price" });
    expect(messages({ amount: "-1" })).toEqual({ amount: "Invalid price" });
    expect(messages({ amount: "0.00" })).toEqual({ amount: "No less than 0.01" });
    expect(messages({ amount: "0.01" })).toEqual({});
  });

  it("requires a percentage-off ratio above 0 and below 1 with at most 2 decimals", () => {
    const rate = "Discount rate must be greater than 0 and less than 1";
    for (const discountRatio of [null, "", "0", "0.00", "1", "1.5", "0.155", "abc", "-0.1"])
      expect(messages({ ...percentage, discountRatio })).toEqual({ discountRatio: rate });
    expect(messages({ ...percentage, discountRatio: "0.01" })).toEqual({});
    expect(messages({ ...percentage, discountRatio: "0.99" })).toEqual({});
  });

  it("holds the upper limit and the lowest amount to prices, the lowest amount above a money-off discount", () => {
    expect(messages({ ...percentage, percentageUpperLimit: "ten" })).toEqual({ percentageUpperLimit: "Invalid price" });
    expect(messages({ priceBorderLine: "1.001" })).toEqual({ priceBorderLine: "Invalid price" });
    const lowest = "Lowest amount must be greater than the discount";
    expect(messages({ amount: "20.00", priceBorderLine: "20" })).toEqual({ priceBorderLine: lowest });
    expect(messages({ amount: "20.00", priceBorderLine: "19.99" })).toEqual({ priceBorderLine: lowest });
    expect(messages({ amount: "20.00", priceBorderLine: "100.00" })).toEqual({});
    expect(messages({ amount: "20.00", priceBorderLine: "0.00" })).toEqual({});
    expect(messages({ ...percentage, priceBorderLine: "5.00" })).toEqual({});
  });

  it("requires a whole quantity of 1 to 100 000", () => {
    expect(messages({ count: null })).toEqual({ count: "Required" });
    for (const count of [0, 100_001, 1.5, "x", -3])
      expect(messages({ count })).toEqual({ count: "Quantity must be between 1 and 100000" });
    expect(messages({ count: 1 })).toEqual({});
    expect(messages({ count: "250" })).toEqual({});
  });

  it("requires valid dates, the end not before the start", () => {
    expect(messages({ startDate: "", endDate: null })).toEqual({ startDate: "Required", endDate: "Required" });
    expect(messages({ startDate: "2025-02-30" })).toEqual({ startDate: "Invalid date" });
    expect(messages({ endDate: "06/30/2025" })).toEqual({ endDate: "Invalid date" });
    expect(messages({ endDate: "2025-05-31" })).toEqual({ endDate: "Start date must not be after end date" });
    expect(messages({ endDate: "2025-06-01" })).toEqual({});
  });

  it("holds uses per customer to a whole number of at least 1", () => {
    for (const userLimit of [0, -1, 1.5]) expect(messages({ userLimit })).toEqual({ userLimit: "No less than 1" });
    expect(messages({ userLimit: 3 })).toEqual({});
    expect(messages({ userLimit: null })).toEqual({});
  });

  it("requires at least one trip for a product coupon", () => {
    expect(messages({ checkType: 2, productGoodLimit: [] })).toEqual({ productGoodLimit: "Choose at least one trip" });
    expect(messages({ checkType: 2, productGoodLimit: [0] })).toEqual({
      productGoodLimit: "Not a trip of this vendor",
    });
    expect(messages({ checkType: 2, productGoodLimit: [7, 9] })).toEqual({});
  });

  it("requires e-mail suffixes when limited, each an @ and a domain", () => {
    expect(messages({ emailSuffixLimit: 1, emailSuffix: " " })).toEqual({ emailSuffix: "Required" });
    expect(messages({ emailSuffixLimit: 1, emailSuffix: "acme.com" })).toEqual({
      emailSuffix: "Invalid e-mail suffix",
    });
    expect(messages({ emailSuffixLimit: 1, emailSuffix: "@acme.com, @x" })).toEqual({
      emailSuffix: "Invalid e-mail suffix",
    });
    expect(messages({ emailSuffixLimit: 1, emailSuffix: "@acme.com, @mail.acme.co.uk" })).toEqual({});
  });

  it("holds the note to 500 characters", () => {
    expect(messages({ note: "n".repeat(501) })).toEqual({ note: "No more than 500 characters" });
    expect(messages({ note: "n".repeat(500) })).toEqual({});
  });
});
