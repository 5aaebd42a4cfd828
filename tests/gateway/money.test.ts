import { describe, expect, it } from "vitest";
import { formatCents, moneyToCents, toMoney } from "../../gateway/src/scalars";
import { MoneyScalar } from "../../gateway/src/scalars/money";

describe("Money", () => {
  it("normalises to two places", () => {
    expect(toMoney("12")).toBe("12.00");
    expect(toMoney("12.5")).toBe("12.50");
    expect(toMoney(7)).toBe("7.00");
    expect(toMoney("0012.30")).toBe("12.30");
  });

  it("floors extra decimals without float arithmetic", () => {
    expect(toMoney("19.999")).toBe("19.99");
    expect(toMoney(0.1 + 0.2)).toBe("0.30");
    expect(toMoney("1234567.891")).toBe("1234567.89");
    expect(toMoney("99999999999999999999.999")).toBe("99999999999999999999.99");
  });

  it("floors negative amounts toward minus infinity", () => {
    expect(toMoney("-1.001")).toBe("-1.01");
    expect(toMoney("-1.10")).toBe("-1.10");
    expect(toMoney("-0.00")).toBe("0.00");
  });

  it("answers a normalised amount as it is, as the digit arithmetic would", () => {
    // A leading space fails the normalised form, so `toMoney(" " + text)` is the digit arithmetic's answer.
    const texts: string[] = [];
    const fractions = ["", "0", "5", "00", "05", "50", "99", "000", "001", "999"];
    for (const sign of ["", "-", "+"]) {
      for (const whole of ["", "0", "00", "7", "07", "10", "123456789", "99999999999999999999"]) {
        texts.push(`${sign}${whole}`, ...fractions.map((places) => `${sign}${whole}.${places}`));
      }
    }
    for (const text of texts) {
      let expected: string | Error;
      try {
        expected = toMoney(` ${text}`);
      } catch (error) {
        expected = error as Error;
      }
      if (expected instanceof Error) expect(() => toMoney(text), text).toThrow();
      else expect(toMoney(text), text).toBe(expected);
    }
    expect(toMoney("-0.00")).toBe("0.00");
  });

  it("rejects what is not a decimal number", () => {
    for (const bad of ["abc", "1e5", "", "1.2.3", Number.NaN, 1e21]) expect(() => toMoney(bad as never)).toThrow();
  });

  it("converts to and from cents", () => {
    expect(moneyToCents("12.34")).toBe(1234n);
    expect(moneyToCents("-0.5")).toBe(-50n);
    expect(formatCents(-5n)).toBe("-0.05");
    expect(formatCents(123456n)).toBe("1234.56");
  });

  it("is a GraphQL scalar named Money", () => {
    expect(MoneyScalar.name).toBe("Money");
    expect(MoneyScalar.serialize(3.456)).toBe("3.45");
    expect(MoneyScalar.parseValue("3.456")).toBe("3.45");
  });
});
