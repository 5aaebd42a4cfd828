import { describe, expect, it } from "vitest";
import { isRefundable, refundAmountError, ticketsTotal, toCents } from "@/routes/sales/order/refund-rules";

describe("refund amount rule", () => {
  it("counts cents exactly; an amount is a price (7 integer digits, 2 decimals)", () => {
    expect(toCents("12.34")).toBe(1234n);
    expect(toCents("10.019")).toBeNull();
    expect(toCents("12345678")).toBeNull();
    expect(toCents("7")).toBe(700n);
    expect(toCents("0.1")).toBe(10n);
    expect(toCents("1e3")).toBeNull();
    expect(toCents("-5")).toBeNull();
  });

  it("is required, an amount, at least 0.01", () => {
    expect(refundAmountError("", "10.00")).toBe("Required");
    expect(refundAmountError("  ", "10.00")).toBe("Required");
    expect(refundAmountError("ten", "10.00")).toBe("Invalid price");
    expect(refundAmountError("0", "10.00")).toBe("No less than 0.01");
    expect(refundAmountError("0.009", "10.00")).toBe("Invalid price");
    expect(refundAmountError("20.005", "30.00")).toBe("Invalid price");
  });

  it("may not exceed what the payment still allows", () => {
    expect(refundAmountError("10.00", "10.00")).toBeNull();
    expect(refundAmountError("10.01", "10.00")).toBe("Not greater than the total amount of the transaction");
    expect(refundAmountError("316", "315.99")).toBe("Not greater than the total amount of the transaction");
    // No payment chosen yet: the payment's own rule speaks, not the amount's.
    expect(refundAmountError("5", undefined)).toBeNull();
  });

  it("offers only payments of a refundable type with money left", () => {
    expect(isRefundable({ refundPayType: "CARD", refundableAmount: "0.01" })).toBe(true);
    expect(isRefundable({ refundPayType: "CARD", refundableAmount: "0.00" })).toBe(false);
    expect(isRefundable({ refundPayType: null, refundableAmount: "40.00" })).toBe(false);
  });
});

describe("the chosen tickets' total", () => {
  it("adds the prices in cents and leaves the amount alone when none is chosen or a price is unknown", () => {
    expect(ticketsTotal(["45.10", "45.10", "0.80"])).toBe("91.00");
    expect(ticketsTotal(["7"])).toBe("7.00");
    expect(ticketsTotal([])).toBeNull();
    expect(ticketsTotal(["45.10", null])).toBeNull();
  });
});
