import { afterEach, describe, expect, it } from "vitest";
import { changePasswordFailures, hasEmoji, isLuhnValid } from "#rules";
import { setLanguage } from "@/i18n/i18n";
import {
  creditCard,
  email,
  ipAddress,
  maxLength,
  minLength,
  personName,
  phone,
  price,
  required,
  rules,
  tripName,
  digits,
  decimal,
  minValue,
  maxValue,
  noEmoji,
  wordFailures,
} from "@/shared/validation";

describe("validation rules (docs/rules.md)", () => {
  afterEach(() => setLanguage("en"));

  it("requires a value", () => {
    expect(required()("")).toBe("Required");
    expect(required()("   ")).toBe("Required");
    expect(required()(null)).toBe("Required");
    expect(required()([])).toBe("Required");
    expect(required()("x")).toBeNull();
    expect(required()(0)).toBeNull();
  });

  it("bounds lengths and numbers with the rules' messages", () => {
    expect(minLength(6)("abc")).toBe("No less than 6 characters");
    expect(maxLength(12)("a".repeat(13))).toBe("No more than 12 characters");
    expect(minLength(6)("")).toBeNull();
    expect(minValue(1)(0)).toBe("No less than 1");
    expect(maxValue(100)("101")).toBe("No more than 100");
    expect(maxValue(100)(100)).toBeNull();
  });

  it("checks a password change: both required, the new one 6 to 128 characters and not the current one", () => {
    const form = (password: string, newPassword: string) =>
      wordFailures(changePasswordFailures({ password, newPassword }));
    expect(form("", "")).toEqual({ password: "Required", newPassword: "Required" });
    expect(form("old-one", "12345")).toEqual({ newPassword: "No less than 6 characters" });
    expect(form("old-one", "p".repeat(129))).toEqual({ newPassword: "No more than 128 characters" });
    // A passphrase of 64 characters (NIST SP 800-63B's least maximum) is taken (issue 61).
    expect(form("old-one", "correct horse battery staple ".repeat(3).slice(0, 64))).toEqual({});
    expect(form("old-one", "123456")).toEqual({});
    expect(form("old-one", "123456789012")).toEqual({});
    // Checked once both are typed: a new password alone is not compared with nothing.
    expect(form("", "old-one")).toEqual({ password: "Required" });
    expect(form("old-one", "old-one")).toEqual({ newPassword: "The new password must differ from the current one" });
    setLanguage("zh");
    expect(form("old-one", "old-one")).toEqual({ newPassword: "新密码不能与当前密码相同" });
  });

  it("checks e-mail addresses", () => {
    expect(email()("ops@example.com")).toBeNull();
    expect(email()("ops@example")).toBe("Invalid email");
    expect(email()("")).toBeNull();
  });

  it("checks phones: 8 to 15 characters, digits with optional plus, dashes or dots, no letters", () => {
    const rule = phone();
    expect(rule("+1-212-555-0100")).toBeNull();
    expect(rule("212.555.0100")).toBeNull();
    expect(rule("1234567")).toBe("Invalid phone");
    expect(rule("1234567890123456")).toBe("Invalid phone");
    expect(rule("212-555-01a0")).toBe("Invalid phone");
    expect(rule("12+3456789")).toBe("Invalid phone");
    expect(phone({ multiple: true })("2125550100, +442071234567")).toBeNull();
    expect(phone({ multiple: true })("2125550100,abc")).toBe("Invalid phone");
    expect(phone({ areaCodeRequired: true })("2125550100")).toBe("Area code is required");
    expect(phone({ areaCodeRequired: true })("+12125550100")).toBeNull();
  });

  it("checks prices: at most 7 integer digits and 2 decimals, not negative", () => {
    const rule = price();
    expect(rule("0")).toBeNull();
    expect(rule("1234567.89")).toBeNull();
    expect(rule("12345678")).toBe("Invalid price");
    expect(rule("1.234")).toBe("Invalid price");
    expect(rule("-1")).toBe("Invalid price");
    expect(price(3, 1)("999.9")).toBeNull();
  });

  it("checks names: a letter and no digits", () => {
    expect(personName()("Ana María")).toBeNull();
    expect(personName()("李雷")).toBeNull();
    expect(personName()("R2D2")).toBe("Invalid name");
    expect(personName()("---")).toBe("Invalid name");
  });

  it("checks card numbers with Luhn after removing spaces", () => {
    expect(isLuhnValid("4242 4242 4242 4242")).toBe(true);
    expect(isLuhnValid("4242 4242 4242 4241")).toBe(false);
    expect(creditCard()("4111111111111111")).toBeNull();
    expect(creditCard()("1234")).toBe("Invalid card number");
  });

  it("has the typed rules: digits, decimal, IP address, no emoji, trip names", () => {
    expect(digits()("0123")).toBeNull();
    expect(digits()("12a")).toBe("Only digits are allowed");
    expect(decimal()("-3.5")).toBeNull();
    expect(decimal()("3.")).toBe("Invalid number");
    expect(ipAddress()("192.168.0.1")).toBeNull();
    expect(ipAddress()("256.1.1.1")).toBe("Invalid IP address");
    expect(ipAddress()("01.1.1.1")).toBe("Invalid IP address");
    expect(hasEmoji("Trip 🚌")).toBe(true);
    expect(noEmoji()("Trip")).toBeNull();
    expect(tripName()("City Tour: Day-1_A")).toBeNull();
    expect(tripName()("Tour #1")).not.toBeNull();
  });

  it("combines rules, first failure wins, in the current language", () => {
    const rule = rules(required(), maxLength(3));
    expect(rule("")).toBe("Required");
    expect(rule("abcd")).toBe("No more than 3 characters");
    setLanguage("zh");
    expect(rule("")).toBe("必填");
  });
});
