import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { fieldErrorsOf } from "@/apollo/error-policy";
import { afterEach, describe, expect, it } from "vitest";
import { setLanguage } from "@/i18n/i18n";
import {
  EMPTY_GROUPED_TRIP,
  groupedTripRules,
  settingMatches,
  splitServerFields,
  toGroupedTripInput,
  valuesOfTrip,
  type MemberSettings,
} from "@/routes/trip/grouped/grouped-trip-values";

afterEach(() => setLanguage("en"));

const member: MemberSettings = {
  pricingType: "FLAT",
  inventoryType: "TOTAL",
  rescheduleFeeType: "PER_TICKET",
  rescheduleFee: "5.00",
  cancellationType: "PERCENTAGE",
  cancellationAmount: null,
  cancellationPercentage: 10,
  specialRequest: false,
  ageLimit: null,
  customPrices: null,
};

describe("grouped trip rules", () => {
  const values = { ...EMPTY_GROUPED_TRIP, name: "Walk and cruise", code: "GRP-1", trip1Id: "1", trip2Id: "2" };

  it("requires both trips and refuses the same one twice", () => {
    expect(groupedTripRules.trip1Id(null)).toBe("Required");
    expect(groupedTripRules.trip2Id(null, values)).toBe("Required");
    expect(groupedTripRules.trip2Id("1", values)).toBe("Trip 1 and Trip 2 must be different");
    expect(groupedTripRules.trip2Id("2", values)).toBeNull();
  });

  it("allows only numbers, letters, underscores, spaces, hyphens and colons in name and code", () => {
    expect(groupedTripRules.code("GRP: city_walk-2")).toBeNull();
    expect(groupedTripRules.code("GRP/1")).toBe("Only numbers, letters, underscores, spaces, hyphens, colon");
    expect(groupedTripRules.name("")).toBe("Required");
    expect(groupedTripRules.code("x".repeat(51))).toBe("No more than 50 characters");
  });

  it("sends trimmed texts, the image id and the tags", () => {
    const input = toGroupedTripInput({
      ...values,
      name: "  Walk and cruise ",
      code: " GRP-1 ",
      requireSameDay: true,
      image: { id: "9", url: "/files/9" },
      tagIds: ["3"],
    });
    expect(input).toEqual({
      name: "Walk and cruise",
      code: "GRP-1",
      trip1Id: "1",
      trip2Id: "2",
      requireSameDay: true,
      imageFileId: "9",
      tagIds: ["3"],
    });
    expect(toGroupedTripInput(values).imageFileId).toBeNull();
  });

  it("starts an edit from the saved trip", () => {
    const trip = {
      name: "Walk",
      code: "GRP-1",
      trip1Id: "1",
      trip2Id: "2",
      requireSameDay: true,
      imageFileId: "9",
      imageUrl: "/files/9",
      tagIds: ["3"],
    };
    expect(valuesOfTrip(trip)).toEqual({
      ...values,
      name: "Walk",
      requireSameDay: true,
      image: { id: "9", url: "/files/9" },
      tagIds: ["3"],
    });
  });
});

describe("member comparison", () => {
  it("compares each setting as the vendor API does", () => {
    expect(settingMatches("reschedule", member, { ...member })).toBe(true);
    expect(settingMatches("reschedule", member, { ...member, rescheduleFee: "6.00" })).toBe(false);
    expect(settingMatches("cancellation", member, { ...member, cancellationPercentage: 20 })).toBe(false);
    expect(settingMatches("ageLimit", member, { ...member, ageLimit: 0 })).toBe(false);
    expect(settingMatches("pricingType", member, { ...member, pricingType: "FREE" })).toBe(false);
    const custom = { ...member, pricingType: "CUSTOMIZE" as const, customPrices: [{ name: "VIP" }, { name: "Seat" }] };
    expect(
      settingMatches("customPrices", custom, { ...custom, customPrices: [{ name: "vip" }, { name: "seat" }] }),
    ).toBe(true);
    expect(settingMatches("customPrices", custom, { ...custom, customPrices: [{ name: "VIP" }] })).toBe(false);
  });
});

describe("server refusals", () => {
  it("puts field messages under their fields and names each mismatch in the user's language", () => {
    const refusal = new CombinedGraphQLErrors({
      errors: [
        {
          message: "The code already exists",
          extensions: {
            code: "BAD_USER_INPUT",
            fields: [
              { field: "code", rule: "trip.codeExists", params: {}, message: "The code already exists" },
              { field: "pricingType", rule: "grouped.mismatch", params: { setting: "pricingType" }, message: "x" },
              { field: "ageLimit", rule: "grouped.mismatch", params: { setting: "ageLimit" }, message: "x" },
            ],
          },
        },
      ],
    });
    expect(splitServerFields(fieldErrorsOf(refusal)!)).toEqual({
      formErrors: { code: "The code already exists" },
      mismatches: ["Price type does not match", "Age limit does not match"],
    });
    setLanguage("zh");
    expect(splitServerFields(fieldErrorsOf(refusal)!)).toEqual({
      formErrors: { code: "编码已存在" },
      mismatches: ["价格类型不一致", "年龄限制不一致"],
    });
    expect(splitServerFields({ imageFileId: "Not found", other: "Something else" })).toEqual({
      formErrors: { image: "Not found" },
      mismatches: ["Something else"],
    });
  });
});
