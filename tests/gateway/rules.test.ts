/** The root rule set (`#rules`, docs/rules.md) that the vendor API, the gateway and the console share. */
import { describe, expect, it } from "vitest";
import {
  compactPhone,
  contactFailures,
  dateTimeFailure,
  fail,
  ID_MAX,
  inputFailures,
  instantFailure,
  isoDateFailure,
  isDateTime,
  isId,
  isIsoDate,
  isStorableText,
  LIST_MAX,
  TEXT_MAX,
  formatDate,
  formatDateTime,
  isLuhnValid,
  isRuleKey,
  maxLength,
  messageOf,
  min,
  NO_USAGE,
  phone,
  price,
  required,
  RULE_MESSAGES,
  RULE_PARAMS,
  toFieldList,
  tripFailures,
  validateFields,
  type RuleKey,
  type TripRuleInput,
} from "#rules";

describe("messageOf", () => {
  it("words a failure in English from its key and params", () => {
    expect(messageOf({ rule: "required" })).toBe("Required");
    expect(messageOf(fail("maxLength", { n: 100 }))).toBe("No more than 100 characters");
    expect(messageOf(fail("min", { min: 0.01 }))).toBe("No less than 0.01");
    expect(messageOf(fail("trip.illegalTransition", { state: "PUBLISHED", action: "sponsor" }))).toBe(
      "A trip in state PUBLISHED cannot sponsor",
    );
  });

  it("joins lists and words grouped settings by their texts", () => {
    expect(
      messageOf(fail("refund.illegalTransition", { state: "REJECTED", action: "approve", allowed: ["PENDING"] })),
    ).toBe("A refund order in state REJECTED cannot approve; allowed from: PENDING");
    expect(messageOf(fail("order.illegalRefund", { state: "UNPAID", allowed: ["COMPLETED", "UNSHIPPED"] }))).toBe(
      "An order in state UNPAID cannot be refunded; allowed from: COMPLETED, UNSHIPPED",
    );
    expect(messageOf(fail("grouped.mismatch", { setting: "ageLimit" }))).toBe("Age limit does not match");
    expect(
      messageOf(fail("grouped.noLongerMatches", { code: "G-1", mismatches: ["pricingType", "customPrices"] })),
    ).toBe(
      "Grouped trip G-1 would no longer match: Price type does not match; Custom price names and count do not match",
    );
  });

  it("shows an upstream message as sent, and leaves a missing param's placeholder", () => {
    expect(messageOf(fail("upstream", { message: "Mindestens 6 Zeichen" }))).toBe("Mindestens 6 Zeichen");
    expect(messageOf({ rule: "maxLength" })).toBe("No more than {n} characters");
  });

  it("declares every placeholder of every message in RULE_PARAMS, and no other", () => {
    for (const [key, message] of Object.entries(RULE_MESSAGES)) {
      const placeholders = [...message.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
      expect(Object.keys(RULE_PARAMS[key as RuleKey] ?? {}).sort(), key).toEqual(placeholders);
    }
  });

  it("knows its keys", () => {
    expect(isRuleKey("maxLength")).toBe(true);
    expect(isRuleKey("refund.illegalTransition")).toBe(true);
    expect(isRuleKey("vendor.ownRule")).toBe(false);
    expect(isRuleKey("toString")).toBe(false);
    expect(isRuleKey(undefined)).toBe(false);
  });
});

describe("validateFields", () => {
  it("keeps each field's first failure, in the order of its checks", () => {
    const failures = validateFields({
      name: ["x".repeat(101), [required, maxLength(100)]],
      code: ["", [required, maxLength(50)]],
      age: [-1, [min(0)]],
      fine: ["ok", [required, maxLength(50)]],
    });
    expect(failures).toEqual({
      name: { rule: "maxLength", params: { n: 100 } },
      code: { rule: "required" },
      age: { rule: "min", params: { min: 0 } },
    });
    expect(toFieldList(failures)).toEqual([
      { field: "name", rule: "maxLength", params: { n: 100 } },
      { field: "code", rule: "required" },
      { field: "age", rule: "min", params: { min: 0 } },
    ]);
  });

  it("skips the checks of a blank field that is not required", () => {
    expect(
      validateFields({ note: ["  ", [maxLength(1), price()]], list: [[], [min(1)]], none: [null, [min(1)]] }),
    ).toEqual({});
    expect(validateFields({ note: [" ", [required, maxLength(1)]] })).toEqual({ note: { rule: "required" } });
  });
});

describe("phone", () => {
  it("takes 8 to 15 characters of digits with an optional leading plus, dashes or dots", () => {
    const check = phone();
    for (const valid of ["+12125550100", "212-555-0100", "212.555.0100", "12345678", "+1-212-555-0100"])
      expect(check(valid), valid).toBeUndefined();
    for (const invalid of ["1234567", "+1234567890123456", "abc-def-ghij", "212 555 0100", "212-555-010a", "212-555-"])
      expect(check(invalid), invalid).toEqual({ rule: "phone" });
    expect(check("")).toBeUndefined();
    expect(check(undefined)).toBeUndefined();
  });

  it("takes several numbers only when told, and can require the area code", () => {
    expect(phone()("+12125550100,+442071234567")).toEqual({ rule: "phone" });
    expect(phone({ multiple: true })("+12125550100,+442071234567")).toBeUndefined();
    expect(phone({ multiple: true })("+12125550100,abc")).toEqual({ rule: "phone" });
    expect(phone({ areaCodeRequired: true })("2125550100")).toEqual({ rule: "areaCode" });
    expect(phone({ areaCodeRequired: true })("+12125550100")).toBeUndefined();
    expect(phone({ multiple: true, areaCodeRequired: true })("+12125550100,2125550100")).toEqual({
      rule: "areaCode",
    });
  });
});

describe("a buyer's contact phone", () => {
  const contact = (contactPhone: unknown) => ({
    contactFirstName: "Ada",
    contactLastName: "Lovelace",
    contactEmail: "ada@example.com",
    contactPhone,
  });

  it("takes the number as the console shows it, '+1 2125550100', and checks it as it is stored", () => {
    for (const shown of ["+1 2125550100", " +44 20 7123 4567 ", "212 555 0100", "+12125550100", "212-555-0100"])
      expect(contactFailures(contact(shown)), shown).toEqual({});
    expect(compactPhone("+1 2125550100")).toBe("+12125550100");
    expect(compactPhone(" +44 20\t7123 4567 ")).toBe("+442071234567");
    expect(compactPhone("212-555-0100")).toBe("212-555-0100");
  });

  it("still refuses what no space makes a phone: letters, a plus inside, too short or too long once compact", () => {
    for (const invalid of ["+1 212555abc", "1 +2125550100", "+1 234", "+1 2125550100 4567"])
      expect(contactFailures(contact(invalid)), invalid).toEqual({ contactPhone: { rule: "phone" } });
    expect(contactFailures(contact("   "))).toEqual({ contactPhone: { rule: "required" } });
  });
});

describe("price", () => {
  it("takes at least 0 with up to 7 integer digits and 2 decimals", () => {
    const check = price();
    for (const valid of ["0", "0.5", "20.01", "1234567.89", " 12.5 "]) expect(check(valid), valid).toBeUndefined();
    for (const invalid of ["20.005", "12345678", "-1", "1e3", "1,50", "ten", ".5", "5."])
      expect(check(invalid), invalid).toEqual({ rule: "price" });
    expect(check("")).toBeUndefined();
  });

  it("takes other digit counts when told", () => {
    expect(price(3, 1)("999.9")).toBeUndefined();
    expect(price(3, 1)("1000")).toEqual({ rule: "price" });
    expect(price(3, 1)("1.25")).toEqual({ rule: "price" });
  });
});

describe("isLuhnValid", () => {
  it("accepts card numbers whose Luhn sum holds, with or without spaces", () => {
    for (const valid of ["4242424242424242", "4242 4242 4242 4242", "4012888888881881", "378282246310005"])
      expect(isLuhnValid(valid), valid).toBe(true);
  });

  it("refuses a wrong check digit, too few or too many digits, and anything but digits", () => {
    for (const invalid of [
      "4242424242424241",
      "4242",
      "42424242424",
      "42424242424242424242",
      "4242-4242-4242-4242",
      "",
    ])
      expect(isLuhnValid(invalid), invalid).toBe(false);
  });
});

describe("tripFailures", () => {
  const trip = (overrides: Partial<TripRuleInput> = {}): TripRuleInput => ({
    name: "City walk",
    code: "CITY-WALK",
    pricingType: "FLAT",
    price: "19.99",
    inventoryType: "TOTAL",
    totalQuantity: 20,
    rescheduleFeeCharged: false,
    cancellationType: "NONE",
    content: {},
    ...overrides,
  });
  const byDateShift = (overrides: Partial<TripRuleInput> = {}) =>
    trip({
      inventoryType: "BY_DATE_SHIFT",
      totalQuantity: undefined,
      shifts: [
        { name: "Morning", selected: true },
        { name: "Evening", selected: false },
      ],
      inventories: [{ date: "2030-07-01", shift: "Morning", quantity: 10 }],
      ...overrides,
    });

  it("finds nothing wrong with a valid trip", () => {
    expect(tripFailures(trip())).toEqual({});
    expect(tripFailures(byDateShift())).toEqual({});
    expect(tripFailures(trip({ pricingType: "FREE", price: undefined }))).toEqual({});
  });

  it("checks name, code and the pricing type's prices", () => {
    expect(tripFailures(trip({ name: "x".repeat(101), code: "bad*code", price: "20.005" }))).toEqual({
      name: { rule: "maxLength", params: { n: 100 } },
      code: { rule: "charset" },
      price: { rule: "price" },
    });
    expect(tripFailures(trip({ pricingType: "BY_PASSENGER_TYPE", passengerPrices: { child: "-2" } }))).toEqual({
      "passengerPrices.adult": { rule: "required" },
      "passengerPrices.child": { rule: "price" },
    });
    expect(
      tripFailures(
        trip({
          pricingType: "CUSTOMIZE",
          customPrices: [
            { name: "VIP", price: "10" },
            { name: " vip ", price: "9.999" },
          ],
        }),
      ),
    ).toEqual({
      "customPrices.1.name": { rule: "trip.priceNameExists" },
      "customPrices.1.price": { rule: "price" },
    });
  });

  it("checks shifts and date inventories", () => {
    expect(
      tripFailures(
        byDateShift({
          shifts: [
            { name: "-", selected: true },
            { name: "Morning", selected: true },
            { name: "morning", selected: false },
          ],
          inventories: [
            { date: "2030-02-30", shift: "Morning", quantity: 1 },
            { date: "2030-07-01", shift: "Evening", quantity: 0 },
            { date: "2030-07-02", shift: "Morning", quantity: 5 },
            { date: "2030-07-02", shift: "Morning", quantity: 5 },
          ],
        }),
      ),
    ).toEqual({
      "shifts.0.name": { rule: "trip.shiftName" },
      "shifts.2.name": { rule: "trip.shiftExists" },
      "inventories.0.date": { rule: "date" },
      "inventories.1.shift": { rule: "trip.unknownShift" },
      "inventories.1.quantity": { rule: "min", params: { min: 1 } },
      "inventories.3.shift": { rule: "trip.dateShiftListed" },
    });
    expect(tripFailures(byDateShift({ shifts: [{ name: "Morning", selected: false }] }))).toMatchObject({
      shifts: { rule: "trip.shiftSelected" },
    });
    expect(tripFailures(byDateShift({ shifts: [], inventories: [] }))).toEqual({
      shifts: { rule: "required" },
      inventories: { rule: "required" },
    });
  });

  it("keeps quantities at least the seats already taken, and refuses dropping a date and shift with tickets", () => {
    const usage = { total: 12, byDateShift: new Map([["2030-07-01 Morning", 9]]) };
    expect(tripFailures(trip({ totalQuantity: 11 }), usage)).toEqual({
      totalQuantity: { rule: "min", params: { min: 12 } },
    });
    expect(
      tripFailures(byDateShift({ inventories: [{ date: "2030-07-01", shift: "Morning", quantity: 8 }] }), usage),
    ).toEqual({ "inventories.0.quantity": { rule: "min", params: { min: 9 } } });
    expect(
      tripFailures(byDateShift({ inventories: [{ date: "2030-07-02", shift: "Morning", quantity: 8 }] }), usage),
    ).toEqual({ inventories: { rule: "trip.soldInventoryRemovedAt", params: { dateShift: "2030-07-01 Morning" } } });
    expect(tripFailures(trip({ totalQuantity: 0 }), NO_USAGE)).toEqual({
      totalQuantity: { rule: "min", params: { min: 1 } },
    });
  });

  it("checks fees, the sale window, the age limit and content sections", () => {
    expect(
      tripFailures(
        trip({
          rescheduleFeeCharged: true,
          cancellationType: "PERCENTAGE",
          cancellationPercentage: 101,
          ageLimit: 120,
          saleStart: "2030-02-01T00:00:00Z",
          saleEnd: "2030-01-01T00:00:00Z",
          content: {
            terms: Array.from({ length: 11 }, (_, index) => `Term ${index}`),
            route: [{ name: "Pier", latitude: 91, longitude: 0 }],
            itinerary: [null, { day: 0, title: "" }],
          },
        }),
      ),
    ).toEqual({
      rescheduleFee: { rule: "required" },
      cancellationPercentage: { rule: "max", params: { max: 100 } },
      ageLimit: { rule: "max", params: { max: 99 } },
      saleEnd: { rule: "dateRange" },
      terms: { rule: "maxEntries", params: { n: 10 } },
      "route.0.latitude": { rule: "latitude" },
      "itinerary.1.day": { rule: "min", params: { min: 1 } },
      "itinerary.1.title": { rule: "required" },
    });
    expect(tripFailures(trip({ cancellationType: "FIXED", cancellationAmount: "5", saleStart: "soon" }))).toEqual({
      saleStart: { rule: "date" },
    });
  });
});

describe("the product's date and time format", () => {
  it("writes dates MM/dd/yyyy and times in the tenant's zone, UTC when the zone is unknown", () => {
    expect(formatDate("2025-07-04")).toBe("07/04/2025");
    expect(formatDateTime("2025-07-04T16:05:00Z", "America/New_York")).toBe("07/04/2025 12:05");
    // A DST change: the same UTC hour is an hour earlier in winter.
    expect(formatDateTime("2025-01-04T16:05:00Z", "America/New_York")).toBe("01/04/2025 11:05");
    expect(formatDateTime("2025-07-04T16:05:00Z", "Mars/Olympus")).toBe("07/04/2025 16:05");
    expect(formatDateTime("2025-07-04T16:05:00Z", null)).toBe("07/04/2025 16:05");
    expect(formatDateTime("not a time", "UTC")).toBe("not a time");
  });
});

describe("the rules every input is held to", () => {
  it("takes ids the integer columns hold, as numbers or digits", () => {
    expect([1, "1", " 42 ", ID_MAX, String(ID_MAX)].every(isId)).toBe(true);
    expect(
      [0, -1, "0", "01", "1.5", 1.5, ID_MAX + 1, "2147483648", "999999999999999", "abc", "", null].some(isId),
    ).toBe(false);
  });

  it("refuses NUL and lone surrogates, keeps paired ones", () => {
    expect(isStorableText("Lunch 🍱 𠮷野家")).toBe(true);
    for (const text of ["a\u0000b", "\ud800", "x\udc00", "\udc00\ud800"]) expect(isStorableText(text)).toBe(false);
  });

  it("knows the calendar: no 13th month, no February 30th, February 29th in leap years only", () => {
    expect(["2024-02-29", "2025-12-31"].every(isIsoDate)).toBe(true);
    expect(["2025-13-01", "2025-02-30", "2025-02-29", "2025-00-10", "2025-04-31"].some(isIsoDate)).toBe(false);
    expect(isDateTime("2024-02-29T10:00:00Z")).toBe(true);
    expect(["2025-02-30T10:00:00Z", "2025-13-01T00:00:00Z", "soon"].some(isDateTime)).toBe(false);
  });

  it("reads dates by one rule: ISO 8601's forms, real days, years 1900–2100 (issue 57)", () => {
    const yearRange = fail("yearRange", { min: 1900, max: 2100 });
    for (const value of ["0000-01-01", "1899-12-31", "2101-01-01", "20255-01-01", "+275760-09-13"])
      expect(dateTimeFailure(value), value).toEqual(yearRange);
    expect(isoDateFailure("+099999-01-01")).toEqual(yearRange);
    expect(dateTimeFailure("2100-12-31T23:30:00-01:00")).toEqual(yearRange);
    for (const value of ["1900-01-01", "2100-12-31", "1900-01-01T00:00:00Z", "2100-12-31T23:59:59.999+00:00"])
      expect(dateTimeFailure(value), value).toBeUndefined();
    for (const value of [
      "Tue Mar 01 2025",
      "2025-03-01T10:00:00",
      "2025-03-01T25:00:00Z",
      "2025-03-01T10:60Z",
      "2025-03-01T10:00:00+24:00",
      "+002025-03-01",
      " 2025-03-01",
    ])
      expect(dateTimeFailure(value), value).toEqual(fail("date"));
    expect(isoDateFailure("2025-03-01T00:00:00Z")).toEqual(fail("date"));
    expect(instantFailure(new Date(Number.NaN))).toEqual(fail("date"));
    expect(instantFailure(new Date("2101-01-01T00:00:00Z"))).toEqual(yearRange);
  });

  it("names each failing value by its path", () => {
    const failures = inputFailures(
      {
        name: "ok",
        includes: ["fine", "bad\u0000", "x".repeat(TEXT_MAX + 1)],
        tagIds: [1, ID_MAX + 1],
        quantity: ID_MAX + 1,
        rows: Array.from({ length: LIST_MAX + 1 }, () => "\u0000"),
        when: new Date(0),
      },
      "",
    );
    expect(failures).toEqual({
      "includes.1": fail("text"),
      "includes.2": fail("maxLength", { n: TEXT_MAX }),
      "tagIds.1": fail("id"),
      quantity: fail("max", { max: ID_MAX }),
      rows: fail("maxEntries", { n: LIST_MAX }),
    });
    expect(inputFailures("a".repeat(101), "keyword", 100)).toEqual({ keyword: fail("maxLength", { n: 100 }) });
  });
});
