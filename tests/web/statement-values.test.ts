import { describe, expect, it } from "vitest";
import {
  isEntryKind,
  monthLabel,
  paidDateOf,
  percentOf,
  signedMoney,
  statementDetailPath,
  toStatementFilter,
} from "@/routes/financial/statement/statement-values";

describe("statement values", () => {
  it("reads the list's state and year from the URL, leaving out what is unset or unreadable", () => {
    expect(toStatementFilter({ state: "PAID", year: "2025" })).toEqual({ state: "PAID", year: 2025 });
    expect(toStatementFilter({ state: "UNPAID", year: "" })).toEqual({ state: "UNPAID" });
    expect(toStatementFilter({ state: "OPEN", year: "25" })).toEqual({});
    expect(toStatementFilter({ state: "", year: "2025x" })).toEqual({});
  });

  it("opens a month's detail and accepts only its entry kinds", () => {
    expect(statementDetailPath("2025-08")).toBe("/financial/statement_detail?month=2025-08");
    expect(["ORDER", "SUBSCRIPTION_FEE", "order", "FEE"].map(isEntryKind)).toEqual([true, true, false, false]);
  });

  it("names a month in the console's language", () => {
    expect(monthLabel("2025-08", "en")).toBe("August 2025");
    expect(monthLabel("2025-01", "zh")).toBe("2025年1月");
  });

  it("writes income with a plus, deductions with a true minus sign, grouped by thousands and exact", () => {
    expect(signedMoney("1234567.80")).toBe("+1,234,567.80");
    expect(signedMoney("-49.00")).toBe("\u221249.00");
    expect(signedMoney("-0.01")).toBe("\u22120.01");
    expect(signedMoney("0.00")).toBe("0.00");
    expect(signedMoney("90071992547409.91")).toBe("+90,071,992,547,409.91");
  });

  it("writes the platform's decimal rates as percentages", () => {
    expect(percentOf("0.0290")).toBe("2.9%");
    expect(percentOf("0.0500")).toBe("5%");
    expect(percentOf("0.0025")).toBe("0.25%");
    expect(percentOf("1.0000")).toBe("100%");
  });

  it("dates a payout in the tenant's time zone", () => {
    expect(paidDateOf("2025-09-05T03:00:00.000Z", "America/New_York")).toBe("09/04/2025");
    expect(paidDateOf("2025-09-05T03:00:00.000Z", "Asia/Shanghai")).toBe("09/05/2025");
  });
});
