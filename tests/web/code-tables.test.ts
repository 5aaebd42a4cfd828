/** The upstream code tables and the statement month of docs/rules.md, read the same way by every part. */
import { describe, expect, it } from "vitest";
import {
  codesOf,
  COUPON_STATES,
  isCodeName,
  isMonth,
  monthFailures,
  nameOf,
  namesOf,
  TICKET_STATUSES,
  TRIP_STATES,
} from "#rules";

describe("code tables", () => {
  it("lists names and codes in the GraphQL enum's order", () => {
    expect(namesOf(COUPON_STATES)).toEqual(["ENABLED", "DISABLED"]);
    expect(codesOf(COUPON_STATES)).toEqual([1, 0]);
    expect(namesOf(TRIP_STATES)[0]).toBe("DRAFT");
  });

  it("names a code, and nothing for a code it does not know", () => {
    expect(nameOf(TRIP_STATES, -1)).toBe("DRAFT");
    expect(nameOf(TICKET_STATUSES, 9)).toBe("REFUNDED");
    expect(nameOf(TICKET_STATUSES, 2)).toBeUndefined();
    expect(nameOf(TICKET_STATUSES, "9")).toBeUndefined();
  });

  it("takes only its own names as names", () => {
    expect(isCodeName(COUPON_STATES, "ENABLED")).toBe(true);
    expect(["enabled", "1", "toString", "", null].some((value) => isCodeName(COUPON_STATES, value))).toBe(false);
  });
});

describe("statement month", () => {
  it("accepts only real months, YYYY-MM", () => {
    expect(["2025-08", "2025-12", "2025-13", "2025-00", "2025-8", "", null].map(isMonth)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it("forgives spaces around a typed month and words anything else as a date failure on its field", () => {
    expect(monthFailures(" 2025-08 ")).toEqual({});
    expect(monthFailures("2025-13")).toEqual({ month: { rule: "date" } });
    expect(monthFailures("August", "args.month")).toEqual({ "args.month": { rule: "date" } });
  });
});
