/**
 * Bad input is 20001 naming its field, never 10000 (docs/rules.md, "Limits"): ids beyond the `integer` columns,
 * impossible dates, text PostgreSQL cannot store (NUL, lone surrogates) in any body or query, and sizes past the
 * documented limits; a trip at every limit at once still fits the body limit and one insert.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENTRY_MAX, ID_MAX, INVENTORIES_MAX, SEARCH_MAX, SECTION_MAX, SHIFTS_MAX, TEXT_MAX } from "#rules";
import { startTestApi, type Envelope, type FieldFailure, type SessionHeaders, type TestApi } from "./support/api";
import { validTrip } from "./support/catalogue";

let api: TestApi;
let demo: SessionHeaders;

beforeAll(async () => {
  api = await startTestApi();
  demo = (await api.login("admin", "admin123")).headers;
});
afterAll(() => api?.close());

/** The failure of one field in a 20001 answer. */
function failureOf(envelope: Envelope, field: string): FieldFailure | undefined {
  expect(envelope.status.code, JSON.stringify(envelope.status)).toBe(20001);
  return (envelope.result.fields as FieldFailure[]).find((entry) => entry.field === field);
}

const byDateShift = (inventories: unknown[], shifts = [{ name: "Morning", selected: true }]) =>
  validTrip({ inventoryType: 2, totalQuantity: null, shifts, inventories });

const days = (count: number) =>
  Array.from({ length: count }, (_, index) => new Date(Date.UTC(2030, 0, 1 + index)).toISOString().slice(0, 10));

describe("ids (item 8)", () => {
  it("refuses an id past the integer columns on its field, in a query and in a body", async () => {
    const find = await api.get("/trip/find", { id: ID_MAX + 1 }, demo);
    expect(failureOf(find, "id")?.rule).toBe("id");
    const file = await api.raw({
      method: "GET",
      url: "/file/get",
      query: { timestamp: "1", id: String(ID_MAX + 1) },
      headers: demo,
    });
    expect(failureOf(file.json(), "id")?.rule).toBe("id");
    const publish = await api.post("/trip/publish", { id: 99_999_999_999, version: 1 }, demo);
    expect(failureOf(publish, "id")?.rule).toBe("id");
    const tags = await api.post("/trip/add", validTrip({ tagIds: [1, ID_MAX + 1] }), demo);
    expect(failureOf(tags, "tagIds.1")?.rule).toBe("id");
  });

  it("answers not found for the largest id the columns hold", async () => {
    expect((await api.get("/trip/find", { id: ID_MAX }, demo)).status.code).toBe(20404);
  });

  it("answers 'channel not found' for a channel header past the columns", async () => {
    const envelope = await api.get("/city/all", {}, { ...demo, channelId: String(ID_MAX + 1) });
    expect(envelope.status.key).toBe("channel.notFound");
  });
});

describe("impossible dates (item 9)", () => {
  it("refuses a sale start on a day the calendar does not have", async () => {
    const envelope = await api.post("/trip/add", validTrip({ saleStart: "2025-02-30T10:00:00Z" }), demo);
    expect(failureOf(envelope, "saleStart")?.rule).toBe("date");
  });
});

describe("versions and years no record can have", () => {
  it("refuses a negative version as the client's mistake, never as a system error", async () => {
    for (const [path, body] of [
      ["/company/info/save", { version: -1 }],
      ["/company/tax/save", { version: -2147483648 }],
      ["/vendor/page/save", { version: -2 }],
      ["/tag/delete", { id: 1, version: -1 }],
    ] as const) {
      const { status, result } = await api.post(path, body, demo);
      // The route's schema (10001) or the rule every version is held to (20001 on the field), whichever comes first.
      if (status.code === 20001) expect(result.fields).toContainEqual(expect.objectContaining({ field: "version" }));
      else expect(status, path).toMatchObject({ code: 10001, msg: expect.stringContaining("version") });
    }
  });

  it("refuses a coupon day or a sale start before 1900 or after 2100", async () => {
    const coupon = await api.post("/coupon/add", { startDate: "0000-01-01", endDate: "2101-01-01" }, demo);
    expect(failureOf(coupon, "startDate")?.rule).toBe("yearRange");
    expect(failureOf(coupon, "endDate")?.rule).toBe("yearRange");
    const trip = await api.post("/trip/add", validTrip({ saleStart: "1899-12-31T10:00:00Z" }), demo);
    expect(failureOf(trip, "saleStart")).toMatchObject({ rule: "yearRange", params: { min: 1900, max: 2100 } });
  });
});

describe("text PostgreSQL cannot store (item 10)", () => {
  it("refuses NUL and lone surrogates in a body with the field's path", async () => {
    const nul = await api.post("/trip/add", validTrip({ overview: ["fine", "bad\u0000text"] }), demo);
    expect(failureOf(nul, "overview.1")?.rule).toBe("text");
    const surrogate = await api.post("/tag/add", { name: "tag \udc00", thumbnailFileId: 1 }, demo);
    expect(failureOf(surrogate, "name")?.rule).toBe("text");
  });

  it("refuses them in a query", async () => {
    const envelope = await api.get("/api/datacenter/search/city", { keyword: "a\u0000" }, demo);
    expect(failureOf(envelope, "keyword")?.rule).toBe("text");
  });

  it("holds a query's texts to the search limit", async () => {
    const envelope = await api.get("/api/datacenter/search/city", { keyword: "a".repeat(SEARCH_MAX + 1) }, demo);
    expect(failureOf(envelope, "keyword")).toMatchObject({ rule: "maxLength", params: { n: SEARCH_MAX } });
  });
});

describe("sizes (item 11)", () => {
  it("refuses a content entry, a text and a list past their limits", async () => {
    const entry = await api.post("/trip/add", validTrip({ overview: ["x".repeat(ENTRY_MAX + 1)] }), demo);
    expect(failureOf(entry, "overview.0")).toMatchObject({ rule: "maxLength", params: { n: ENTRY_MAX } });
    const text = await api.post("/trip/add", validTrip({ name: "x".repeat(TEXT_MAX + 1) }), demo);
    expect(failureOf(text, "name")).toMatchObject({ rule: "maxLength", params: { n: TEXT_MAX } });
    const day = await api.post(
      "/trip/add",
      validTrip({ itinerary: [{ day: -1, title: "Arrival", description: "" }] }),
      demo,
    );
    expect(failureOf(day, "itinerary.0.day")?.rule).toBe("min");
  });

  // Within INVENTORIES_MAX an insert binds at most 4 × 2000 parameters, far from PostgreSQL's 65 535.
  it("refuses too many shifts and too many dates and shifts", async () => {
    const shifts = Array.from({ length: SHIFTS_MAX + 1 }, (_, index) => ({ name: `S${index}`, selected: true }));
    const manyShifts = await api.post("/trip/add", byDateShift([], shifts), demo);
    expect(failureOf(manyShifts, "shifts")).toMatchObject({ rule: "maxEntries", params: { n: SHIFTS_MAX } });
    const inventories = days(INVENTORIES_MAX + 1).map((date) => ({ date, shift: "Morning", quantity: 1 }));
    const envelope = await api.post("/trip/add", byDateShift(inventories), demo);
    expect(failureOf(envelope, "inventories")).toMatchObject({ rule: "maxEntries", params: { n: INVENTORIES_MAX } });
  });

  it("saves a trip at every limit at once, even of texts JSON escapes at 6 bytes a character", async () => {
    const text = (n: number) => "\u0001".repeat(n);
    const shifts = Array.from({ length: SHIFTS_MAX }, (_, index) => ({ name: `Shift ${index}`, selected: true }));
    const inventories = days(INVENTORIES_MAX / SHIFTS_MAX).flatMap((date) =>
      shifts.map((shift) => ({ date, shift: shift.name, quantity: 1 })),
    );
    const place = { address: text(ENTRY_MAX), position: text(ENTRY_MAX), description: text(ENTRY_MAX) };
    const entries = <T>(entry: T) => Array.from({ length: SECTION_MAX }, () => entry);
    const trip = byDateShift(inventories, shifts);
    const envelope = await api.post(
      "/trip/add",
      {
        ...trip,
        includes: entries(text(ENTRY_MAX)),
        overview: entries(text(ENTRY_MAX)),
        destination: entries(text(ENTRY_MAX)),
        freeServices: entries(text(ENTRY_MAX)),
        terms: entries(text(ENTRY_MAX)),
        route: entries({ name: text(ENTRY_MAX), address: text(ENTRY_MAX), latitude: 1, longitude: 1 }),
        pickUp: entries({ ...place, city: text(ENTRY_MAX), cityId: null }),
        dropOff: entries({ ...place, city: text(ENTRY_MAX), cityId: null }),
        itinerary: entries({ day: 1, title: text(ENTRY_MAX), description: text(ENTRY_MAX) }),
      },
      demo,
    );
    expect(envelope.status).toMatchObject({ code: 0 });
    const found = await api.get("/trip/find", { id: envelope.result.id }, demo);
    expect(found.result.inventories).toHaveLength(INVENTORIES_MAX);
  });
});

describe("money (item 14)", () => {
  it("refuses a refund of 20.005 by the one price rule", async () => {
    const envelope = await api.post(
      "/refund/add",
      { orderId: 1, paymentId: 1, ticketIds: [1], amount: "20.005" },
      demo,
    );
    expect(failureOf(envelope, "amount")?.rule).toBe("price");
  });
});
