import { afterEach, describe, expect, it } from "vitest";
import { setLanguage } from "@/i18n/i18n";
import type { TripForm_TripFragment } from "@/gql/graphql";
import { SECTION_MAX } from "@/routes/trip/trip-form/content-sections";
import { RESERVED_SHIFT_NAMES } from "#rules";
import { dateShiftKey, validateTripForm } from "@/routes/trip/trip-form/form-rules";
import {
  compactContent,
  newTripValues,
  toFormErrors,
  toFormValues,
  toIsoTime,
  toLocalTime,
  toTripInput,
  unplacedMessages,
  withTemplate,
  type TripFormValues,
} from "@/routes/trip/trip-form/form-values";

const TIME_ZONE = "America/New_York";

/** A new event that passes every rule. */
function validEvent(changes: Partial<TripFormValues> = {}): TripFormValues {
  return {
    ...newTripValues("EVENT"),
    name: "Jazz Night",
    code: "EVT-1",
    price: "25.50",
    totalQuantity: 100,
    ...changes,
  };
}

const tour = (changes: Partial<TripFormValues> = {}): TripFormValues =>
  validEvent({
    inventoryType: "BY_DATE_SHIFT",
    totalQuantity: "",
    shifts: [
      { name: "Morning", selected: true },
      { name: "Afternoon", selected: true },
    ],
    inventories: [{ key: "a", date: "2030-07-01", shift: "Morning", quantity: 20 }],
    ...changes,
  });

describe("trip form rules", () => {
  afterEach(() => setLanguage("en"));

  it("accepts a complete event", () => {
    expect(validateTripForm(validEvent())).toEqual({});
  });

  it("requires name and code and allows only letters, digits, _ space - :", () => {
    expect(validateTripForm(validEvent({ name: "", code: " " }))).toMatchObject({ name: "Required", code: "Required" });
    const message = "Only numbers, letters, underscores, spaces, hyphens, colon";
    expect(validateTripForm(validEvent({ name: "Jazz!", code: "A/B" }))).toMatchObject({
      name: message,
      code: message,
    });
    expect(validateTripForm(validEvent({ name: "Tour: Day-1 _x", code: "T_1" }))).toEqual({});
    expect(validateTripForm(validEvent({ code: "C".repeat(51) })).code).toBe("No more than 50 characters");
  });

  it("checks the prices of the chosen pricing type only: ≤ 7 integer digits, 2 decimals, ≥ 0", () => {
    for (const price of ["12.345", "-1", "12345678", "1e3", "abc"])
      expect(validateTripForm(validEvent({ price })).price).toBe("Invalid price");
    for (const price of ["0", "9999999.99", "1.5"]) expect(validateTripForm(validEvent({ price }))).toEqual({});
    expect(validateTripForm(validEvent({ price: "" })).price).toBe("Required");
    expect(validateTripForm(validEvent({ pricingType: "FREE", price: "junk" }))).toEqual({});
  });

  it("requires the adult price by passenger type; other types may stay empty", () => {
    const byType = (adult: string, child = "") =>
      validateTripForm(
        validEvent({ pricingType: "BY_PASSENGER_TYPE", passengerPrices: { adult, child, infant: "", elder: "" } }),
      );
    expect(byType("")).toEqual({ "passengerPrices.adult": "Required" });
    expect(byType("40", "1.234")).toEqual({ "passengerPrices.child": "Invalid price" });
    expect(byType("40", "20")).toEqual({});
  });

  it("wants custom prices with unique names", () => {
    const custom = (customPrices: TripFormValues["customPrices"]) =>
      validateTripForm(validEvent({ pricingType: "CUSTOMIZE", customPrices }));
    expect(custom([])).toEqual({ customPrices: "Required" });
    expect(
      custom([
        { name: "Economy", price: "10" },
        { name: "economy ", price: "x" },
      ]),
    ).toEqual({ "customPrices.1.name": "Price name already exists", "customPrices.1.price": "Invalid price" });
  });

  it("needs a total quantity of at least 1 and at least the seats sold or locked", () => {
    expect(validateTripForm(validEvent({ totalQuantity: "" })).totalQuantity).toBe("Required");
    expect(validateTripForm(validEvent({ totalQuantity: 0 })).totalQuantity).toBe("No less than 1");
    expect(validateTripForm(validEvent({ totalQuantity: 5 }), { total: 8, byDateShift: new Map() }).totalQuantity).toBe(
      "No less than 8",
    );
    expect(validateTripForm(validEvent({ inventoryType: "UNLIMITED", totalQuantity: "" }))).toEqual({});
  });

  it("checks shift names: required, unique, not '-', '_-' or '-_', at least one selected", () => {
    expect(["-", "_-", "-_", " - "].every((name) => RESERVED_SHIFT_NAMES.has(name.trim()))).toBe(true);
    expect(RESERVED_SHIFT_NAMES.has("--")).toBe(false);
    const errors = validateTripForm(
      tour({
        shifts: [
          { name: "-", selected: true },
          { name: "_-", selected: false },
          { name: "Morning", selected: true },
          { name: "morning", selected: false },
          { name: "", selected: false },
        ],
      }),
    );
    expect(errors).toMatchObject({
      "shifts.0.name": "Invalid shift name",
      "shifts.1.name": "Invalid shift name",
      "shifts.3.name": "Shift name already exists",
      "shifts.4.name": "Required",
    });
    const none = validateTripForm(tour({ shifts: [{ name: "Morning", selected: false }] }));
    expect(none.shifts).toBe("Select at least one shift");
  });

  it("checks each date line: date, a selected shift, listed once, quantity ≥ 1 and ≥ sold + locked", () => {
    expect(validateTripForm(tour({ inventories: [] })).inventories).toBe("Required");
    const errors = validateTripForm(
      tour({
        shifts: [
          { name: "Morning", selected: true },
          { name: "Night", selected: false },
        ],
        inventories: [
          { key: "a", date: "2030-07-01", shift: "Morning", quantity: 3 },
          { key: "b", date: "2030-07-01", shift: "Morning", quantity: 0 },
          { key: "c", date: null, shift: "Night", quantity: "" },
        ],
      }),
      { total: 5, byDateShift: new Map([[dateShiftKey("2030-07-01", "Morning"), 5]]) },
    );
    expect(errors).toEqual({
      "inventories.0.quantity": "No less than 5",
      "inventories.1.quantity": "No less than 5",
      "inventories.1.shift": "Date and shift already listed",
      "inventories.2.date": "Required",
      "inventories.2.shift": "Unknown shift",
      "inventories.2.quantity": "Required",
    });
  });

  it("checks fees, the cancellation percentage (1–100), the age limit and the sale window", () => {
    expect(validateTripForm(validEvent({ rescheduleFeeType: "PER_TICKET", rescheduleFee: "" })).rescheduleFee).toBe(
      "Required",
    );
    expect(validateTripForm(validEvent({ cancellationType: "FIXED", cancellationAmount: "1.001" }))).toEqual({
      cancellationAmount: "Invalid price",
    });
    const percentage = (cancellationPercentage: number) =>
      validateTripForm(validEvent({ cancellationType: "PERCENTAGE", cancellationPercentage })).cancellationPercentage;
    expect(percentage(0)).toBe("No less than 1");
    expect(percentage(101)).toBe("No more than 100");
    expect(percentage(1)).toBeUndefined();
    expect(percentage(100)).toBeUndefined();
    expect(validateTripForm(validEvent({ ageLimit: 100 })).ageLimit).toBe("No more than 99");
    expect(
      validateTripForm(validEvent({ saleStart: "2030-01-02 10:00:00", saleEnd: "2030-01-01 10:00:00" })).saleEnd,
    ).toBe("Start time must be earlier than end time");
    // The pickers' local text is read in the tenant's zone, and held to the date rule's years (docs/rules.md, "Dates").
    expect(validateTripForm(validEvent({ saleStart: "2030-01-01 10:00:00" }), undefined, "Asia/Tokyo")).toEqual({});
    expect(validateTripForm(validEvent({ saleStart: "1899-12-31 10:00:00" })).saleStart).toBe(
      "Choose a date between 1900 and 2100",
    );
    expect(validateTripForm(validEvent({ saleStart: "1900-01-01 05:00:00" }), undefined, "Asia/Tokyo").saleStart).toBe(
      "Choose a date between 1900 and 2100",
    );
  });

  it("limits content sections to 10 entries and checks filled-in entries only", () => {
    const eleven = Array.from({ length: SECTION_MAX + 1 }, (_, index) => `Line ${index}`);
    expect(validateTripForm(validEvent({ overview: eleven })).overview).toBe("No more than 10 entries");
    const route = validateTripForm(
      validEvent({
        sections: ["route"],
        route: [
          { name: "", address: "", latitude: "", longitude: "" },
          { name: "Pier", address: "", latitude: 91, longitude: -181 },
        ],
      }),
    );
    expect(route).toEqual({ "route.1.latitude": "Invalid latitude", "route.1.longitude": "Invalid longitude" });
  });

  it("speaks the user's language", () => {
    setLanguage("zh");
    expect(validateTripForm(tour({ shifts: [{ name: "-", selected: true }] }))["shifts.0.name"]).toBe("班次名称无效");
  });
});

const savedTrip: TripForm_TripFragment = {
  __typename: "Trip",
  id: "7",
  code: "TOUR-1",
  name: "Harbor walk",
  template: "TOUR",
  tripType: "ROUND_TRIP",
  version: 3,
  tagIds: ["2"],
  imageFileId: "9",
  imageUrl: "/files/9",
  pricingType: "BY_PASSENGER_TYPE",
  price: null,
  passengerPrices: { __typename: "PassengerPrices", adult: "40.00", child: "20.00", infant: null, elder: null },
  customPrices: null,
  inventoryType: "BY_DATE_SHIFT",
  totalQuantity: null,
  shifts: [{ __typename: "Shift", name: "Morning", selected: true }],
  inventories: [{ __typename: "DateInventory", date: "2030-07-01", shift: "Morning", quantity: 20 }],
  ageLimit: null,
  specialRequest: true,
  rescheduleFeeType: "PER_ORDER",
  rescheduleFee: "5.00",
  cancellationType: "PERCENTAGE",
  cancellationAmount: null,
  cancellationPercentage: 10,
  saleStart: "2030-01-01T15:00:00.000Z",
  saleEnd: null,
  notForIndividualSale: false,
  includes: ["Guide"],
  overview: [],
  destination: [],
  freeServices: [],
  route: [{ __typename: "RouteStop", name: "Pier", address: "1 Dock St", latitude: 40.7, longitude: -74 }],
  duration: [],
  pickUp: [],
  dropOff: [],
  itinerary: [],
  terms: [],
};

describe("trip form values", () => {
  it("starts each template with its pricing, inventory and sections", () => {
    expect(newTripValues("EVENT")).toMatchObject({ pricingType: "FLAT", inventoryType: "TOTAL", overview: [""] });
    expect(newTripValues("TOUR")).toMatchObject({ pricingType: "BY_PASSENGER_TYPE", inventoryType: "BY_DATE_SHIFT" });
    expect(newTripValues("CUSTOM").sections).toContain("route");
  });

  it("switches template keeping sections with content and dropping blank ones", () => {
    const event = { ...newTripValues("EVENT"), overview: ["Live jazz"] };
    const switched = { ...event, ...withTemplate(event, "CUSTOM") };
    expect(switched.pricingType).toBe("CUSTOMIZE");
    expect(switched.sections).toContain("overview");
    expect(switched.sections).not.toContain("includes");
    expect(switched.includes).toEqual([]);
    expect(switched.route).toHaveLength(1);
  });

  it("reads a saved trip, showing the sections it has and sale times in the company's time zone", () => {
    const values = toFormValues(savedTrip, TIME_ZONE);
    expect(values).toMatchObject({
      image: { id: "9", url: "/files/9" },
      passengerPrices: { adult: "40.00", child: "20.00", infant: "", elder: "" },
      ageLimit: "",
      saleStart: "2030-01-01 10:00:00",
      sections: ["includes", "route"],
    });
  });

  it("writes back the same trip it read", () => {
    const input = toTripInput(compactContent(toFormValues(savedTrip, TIME_ZONE)), TIME_ZONE);
    expect(input).toMatchObject({
      code: "TOUR-1",
      template: "TOUR",
      tripType: "ROUND_TRIP",
      imageFileId: "9",
      tagIds: ["2"],
      price: null,
      passengerPrices: { adult: "40.00", child: "20.00", infant: null, elder: null },
      customPrices: null,
      totalQuantity: null,
      shifts: [{ name: "Morning", selected: true }],
      inventories: [{ date: "2030-07-01", shift: "Morning", quantity: 20 }],
      ageLimit: null,
      rescheduleFee: "5.00",
      cancellationAmount: null,
      cancellationPercentage: 10,
      saleStart: "2030-01-01T15:00:00.000Z",
      saleEnd: null,
      includes: ["Guide"],
      route: [{ name: "Pier", address: "1 Dock St", latitude: 40.7, longitude: -74 }],
      overview: [],
    });
    expect(input.inventories?.[0]).not.toHaveProperty("key");
  });

  it("drops blank lines and the sections taken off the form before saving", () => {
    const values = compactContent({
      ...validEvent(),
      sections: ["overview", "itinerary"],
      overview: ["", "Live jazz", "  "],
      itinerary: [{ day: 1, title: "", description: "" }],
      terms: ["Not on the form"],
    });
    expect(values.overview).toEqual(["Live jazz"]);
    expect(values.itinerary).toEqual([]);
    expect(values.terms).toEqual([]);
  });

  it("sends only the settings of the chosen types, trimmed", () => {
    const input = toTripInput(
      validEvent({
        name: " Jazz ",
        rescheduleFee: "3",
        cancellationAmount: "4",
        passengerPrices: { adult: "1", child: "", infant: "", elder: "" },
      }),
      TIME_ZONE,
    );
    expect(input).toMatchObject({
      name: "Jazz",
      price: "25.50",
      passengerPrices: null,
      totalQuantity: 100,
      shifts: null,
      inventories: null,
      rescheduleFee: null,
      cancellationAmount: null,
    });
  });

  it("converts sale times between the company's time zone and ISO", () => {
    expect(toIsoTime("2030-07-01 09:30:00", "Asia/Shanghai")).toBe("2030-07-01T01:30:00.000Z");
    expect(toLocalTime("2030-07-01T01:30:00.000Z", "Asia/Shanghai")).toBe("2030-07-01 09:30:00");
    expect(toIsoTime(null, TIME_ZONE)).toBeNull();
  });

  it("puts the server's image message on the image field", () => {
    expect(toFormErrors({ imageFileId: "Invalid id", code: "The code already exists" })).toEqual({
      image: "Invalid id",
      code: "The code already exists",
    });
  });

  it("keeps the server's messages about no field of the form for the form's alert", () => {
    const values = toFormValues(savedTrip, TIME_ZONE);
    const errors = { grouped: "Grouped trip G-1 would no longer match", "shifts.0.name": "Invalid shift name" };
    expect(unplacedMessages(errors, values)).toEqual(["Grouped trip G-1 would no longer match"]);
  });
});
