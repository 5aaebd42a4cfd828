import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { trips } from "../../vendor-api/src/db/schema";
import { fieldMessages, startTestApi, type SessionHeaders, type TestApi } from "./support/api";
import { PNG_BASE64, shiftTrip, uniqueCode, validTrip } from "./support/catalogue";

let api: TestApi;
let demo: SessionHeaders;
let other: SessionHeaders;

beforeAll(async () => {
  api = await startTestApi();
  demo = (await api.login("admin", "admin123")).headers;
  other = (await api.login("other", "other123")).headers;
});
afterAll(() => api?.close());

const add = (body: unknown, headers = demo) => api.post("/trip/add", body, headers);
const tripCount = async () => (await api.db.select({ n: count() }).from(trips))[0].n;

describe("trip rules", () => {
  it("creates a draft and finds it with exact decimal prices", async () => {
    const added = await add(validTrip({ price: "1234567.5", ageLimit: 12, overview: ["Nice"] }));
    expect(added.status.code).toBe(0);
    expect(added.result).toMatchObject({ state: -1, price: "1234567.50", ageLimit: 12, version: 1, grouped: false });
    const found = await api.get("/trip/find", { id: added.result.id }, demo);
    expect(found.result).toMatchObject({ overview: ["Nice"], includes: [], bookings: 0, tagIds: [], tripType: 0 });
  });

  it("keeps a round trip's type and accepts names in any script's letters", async () => {
    const added = await add(validTrip({ name: "长城一日游: Day_1", tripType: 1 }));
    expect(added.result).toMatchObject({ name: "长城一日游: Day_1", tripType: 1 });
    expect((await add(validTrip({ tripType: 2 }))).status.code).toBe(10001);
  });

  it("answers 20001 with the rules' messages for name, code and price, and writes nothing", async () => {
    const before = await tripCount();
    const envelope = await add(validTrip({ name: "Bad/Name", code: "bad*code", price: "12345678" }));
    expect(envelope.status).toEqual({
      code: 20001,
      msg: "Only numbers, letters, underscores, spaces, hyphens, colon",
      key: "charset",
    });
    expect(fieldMessages(envelope)).toEqual({
      name: "Only numbers, letters, underscores, spaces, hyphens, colon",
      code: "Only numbers, letters, underscores, spaces, hyphens, colon",
      price: "Invalid price",
    });
    expect(await tripCount()).toBe(before);
  });

  it("names the failed rule and its parameters: the status the first field's, result.fields every field's", async () => {
    const envelope = await add(validTrip({ name: "N".repeat(101) }));
    expect(envelope.status).toEqual({
      code: 20001,
      msg: "No more than 100 characters",
      key: "maxLength",
      params: { n: 100 },
    });
    expect(envelope.result.fields).toEqual([
      { field: "name", rule: "maxLength", params: { n: 100 }, message: "No more than 100 characters" },
    ]);
    const twoFields = await add(validTrip({ name: "N".repeat(101), price: "1.234" }));
    expect(twoFields.status).toMatchObject({ key: "maxLength", params: { n: 100 } });
    expect(twoFields.result.fields).toEqual(
      expect.arrayContaining([{ field: "price", rule: "price", message: "Invalid price" }]),
    );
    expect(fieldMessages(twoFields)).toEqual({ name: "No more than 100 characters", price: "Invalid price" });
  });

  it.each([["-1"], ["1.234"], ["abc"], ["1e3"]])("rejects price %s", async (price) => {
    const envelope = await add(validTrip({ price }));
    expect(fieldMessages(envelope)).toEqual({ price: "Invalid price" });
  });

  it("checks every pricing type's prices", async () => {
    const byType = await add(validTrip({ pricingType: 1, price: undefined, passengerPrices: { child: "-2" } }));
    expect(fieldMessages(byType)).toEqual({
      "passengerPrices.adult": "Required",
      "passengerPrices.child": "Invalid price",
    });
    const custom = await add(
      validTrip({
        pricingType: 2,
        customPrices: [
          { name: "VIP", price: "10" },
          { name: "vip", price: "9.999" },
        ],
      }),
    );
    expect(fieldMessages(custom)).toEqual({
      "customPrices.1.price": "Invalid price",
      "customPrices.1.name": "Price name already exists",
    });
    expect(fieldMessages(await add(validTrip({ pricingType: 2, customPrices: [] })))).toEqual({
      customPrices: "Required",
    });
    const free = await add(validTrip({ pricingType: 3, price: undefined }));
    expect(free.status.code).toBe(0);
    expect(free.result.price).toBeNull();
  });

  it("answers 'The code already exists' for a taken code, per tenant", async () => {
    const code = uniqueCode("DUP");
    expect((await add(validTrip({ code }))).status.code).toBe(0);
    const again = await add(validTrip({ code }));
    expect(again.status).toEqual({ code: 20001, msg: "The code already exists", key: "trip.codeExists" });
    expect(fieldMessages(again)).toEqual({ code: "The code already exists" });
    expect((await add(validTrip({ code }), other)).status.code).toBe(0);
  });

  it("checks inventory: at least 1, shift names, one selected shift, dates", async () => {
    expect(fieldMessages(await add(validTrip({ totalQuantity: 0 })))).toEqual({ totalQuantity: "No less than 1" });
    const shifts = await add(
      shiftTrip({
        shifts: [
          { name: "-", selected: true },
          { name: "_-", selected: false },
          { name: "-_", selected: false },
          { name: "A", selected: false },
          { name: "A", selected: false },
        ],
        inventories: [{ date: "2030-02-30", shift: "A", quantity: 0 }],
      }),
    );
    expect(fieldMessages(shifts)).toEqual({
      "shifts.0.name": "Invalid shift name",
      "shifts.1.name": "Invalid shift name",
      "shifts.2.name": "Invalid shift name",
      "shifts.4.name": "Shift name already exists",
      "inventories.0.date": "Invalid date",
      // Each field is checked on its own: an invalid date no longer hides that shift "A" is not a selected shift.
      "inventories.0.shift": "Unknown shift",
      "inventories.0.quantity": "No less than 1",
    });
    const noneSelected = await add(shiftTrip({ shifts: [{ name: "Morning", selected: false }] }));
    expect(fieldMessages(noneSelected)).toEqual({
      shifts: "Select at least one shift",
      "inventories.0.shift": "Unknown shift",
    });
    expect((await add(shiftTrip())).status.code).toBe(0);
    expect((await add(validTrip({ inventoryType: 1, totalQuantity: undefined }))).status.code).toBe(0);
  });

  it("checks reschedule, cancellation, sale window, age limit and content sections", async () => {
    const envelope = await add(
      validTrip({
        rescheduleFeeType: 1,
        cancellationType: 2,
        cancellationPercentage: 101,
        saleStart: "2030-02-01T00:00:00Z",
        saleEnd: "2030-01-01T00:00:00Z",
        ageLimit: 120,
        terms: Array.from({ length: 11 }, (_, i) => `Term ${i}`),
        route: [{ name: "X", address: "Y", latitude: 91, longitude: 0 }],
      }),
    );
    expect(fieldMessages(envelope)).toEqual({
      rescheduleFee: "Required",
      cancellationPercentage: "No more than 100",
      ageLimit: "No more than 99",
      saleEnd: "Start time must be earlier than end time",
      terms: "No more than 10 entries",
      "route.0.latitude": "Invalid latitude",
    });
    const zero = await add(validTrip({ cancellationType: 2, cancellationPercentage: 0 }));
    expect(fieldMessages(zero)).toEqual({ cancellationPercentage: "No less than 1" });
    const fixed = await add(
      validTrip({ cancellationType: 1, cancellationAmount: "5", rescheduleFeeType: 2, rescheduleFee: "2.5" }),
    );
    expect(fixed.result).toMatchObject({ cancellationAmount: "5.00", rescheduleFee: "2.50" });
  });

  it("refuses another tenant's image and tags with 20404", async () => {
    const otherTags = (await api.post("/tag/list", { pageNum: 1, pageSize: 20 }, other)).result.list;
    expect((await add(validTrip({ tagIds: [otherTags[0].id] }))).status.code).toBe(20404);
    expect((await add(validTrip({ imageFileId: otherTags[0].thumbnailFileId }))).status.code).toBe(20404);
  });
});

describe("editing", () => {
  it("saves with the current version and answers 10008 to a stale one, changing nothing", async () => {
    const trip = (await add(validTrip())).result;
    const edited = await api.post(
      "/trip/edit",
      { ...validTrip({ code: trip.code, name: "Renamed" }), id: trip.id, version: 1 },
      demo,
    );
    expect(edited.result).toMatchObject({ name: "Renamed", version: 2 });
    const stale = await api.post(
      "/trip/edit",
      { ...validTrip({ code: trip.code, name: "Lost" }), id: trip.id, version: 1 },
      demo,
    );
    expect(stale.status).toEqual({
      code: 10008,
      msg: "Data is out of date, please refresh and repeat.",
      key: "staleVersion",
    });
    expect((await api.get("/trip/find", { id: trip.id }, demo)).result.name).toBe("Renamed");
  });

  it("takes JSON null for a nullable id as 'none': an edit clears the image", async () => {
    const image = (await api.post("/file/upload", { name: "trip.png", data: PNG_BASE64 }, demo)).result as {
      id: number;
    };
    const created = await add(validTrip({ imageFileId: null, ageLimit: null }));
    expect(created.status.code).toBe(0);
    expect(created.result.imageFileId).toBeNull();
    const withImage = await api.post(
      "/trip/edit",
      { ...validTrip({ code: created.result.code, imageFileId: image.id }), id: created.result.id, version: 1 },
      demo,
    );
    expect(withImage.result.imageFileId).toBe(image.id);
    const cleared = await api.post(
      "/trip/edit",
      { ...validTrip({ code: created.result.code, imageFileId: null }), id: created.result.id, version: 2 },
      demo,
    );
    expect(cleared.status.code).toBe(0);
    expect(cleared.result.imageFileId).toBeNull();
  });

  it("keeps the inventory at least sold plus locked", async () => {
    const list = (await api.post("/trip/list", { pageNum: 1, pageSize: 50, code: "TOUR-CITY-WALK" }, demo)).result.list;
    const walk = (await api.get("/trip/find", { id: list[0].id }, demo)).result;
    const { id, version, ...input } = walk;
    const body = (inventories: unknown) => ({ ...input, id, version, inventories });
    // 2025-07-01 Morning holds 9 seats: 10 ticket states minus refund/void and refunded, plus one held seat.
    const lower = await api.post(
      "/trip/edit",
      body([
        { date: "2025-07-01", shift: "Morning", quantity: 8 },
        { date: "2025-07-01", shift: "Afternoon", quantity: 20 },
        { date: "2025-07-02", shift: "Morning", quantity: 15 },
      ]),
      demo,
    );
    expect(fieldMessages(lower)).toEqual({ "inventories.0.quantity": "No less than 9" });
    const dropped = await api.post("/trip/edit", body([{ date: "2025-07-01", shift: "Morning", quantity: 9 }]), demo);
    expect(fieldMessages(dropped).inventories).toMatch(/^Sold or locked tickets exist for this date and shift: 2025-/);
    expect(dropped.result.fields).toMatchObject([
      { field: "inventories", rule: "trip.soldInventoryRemovedAt", params: { dateShift: expect.any(String) } },
    ]);
    const exact = await api.post(
      "/trip/edit",
      body([
        { date: "2025-07-01", shift: "Morning", quantity: 9 },
        { date: "2025-07-01", shift: "Afternoon", quantity: 20 },
        { date: "2025-07-02", shift: "Morning", quantity: 15 },
      ]),
      demo,
    );
    expect(exact.status.code).toBe(0);
  });

  it("answers 20404 for another tenant's trip on every call", async () => {
    const mine = (await add(validTrip())).result;
    expect((await api.get("/trip/find", { id: mine.id }, other)).status.code).toBe(20404);
    expect((await api.post("/trip/edit", { ...validTrip(), id: mine.id, version: 1 }, other)).status.code).toBe(20404);
    expect((await api.post("/trip/duplicate", { id: mine.id }, other)).status.code).toBe(20404);
    expect((await api.post("/trip/publish", { id: mine.id, version: 1 }, other)).status.code).toBe(20404);
    const otherList = (await api.post("/trip/list", { pageNum: 1, pageSize: 100 }, other)).result;
    expect(otherList.list.map((trip: { code: string }) => trip.code)).not.toContain(mine.code);
  });
});

describe("state transitions", () => {
  it("grants the Administrator a cmd permission for every transition", async () => {
    const { result } = await api.post("/vendor/account/permission/load", undefined, demo);
    const cmds = result
      .filter((entry: { type: string }) => entry.type === "cmd")
      .map((entry: { url: string }) => entry.url);
    expect(cmds).toEqual(
      expect.arrayContaining([
        "/trip/publish",
        "/trip/stop-sale",
        "/trip/inactivate",
        "/trip/deactivate",
        "/trip/sponsor",
      ]),
    );
  });

  it("follows the table: publish, sponsor, stop sale, inactivate, deactivate, publish again", async () => {
    let trip = (await add(validTrip())).result;
    const step = async (action: string) => {
      const envelope = await api.post(`/trip/${action}`, { id: trip.id, version: trip.version }, demo);
      expect(envelope.status.code, `${action}: ${envelope.status.msg}`).toBe(0);
      trip = envelope.result;
      return trip.state;
    };
    expect(await step("publish")).toBe(0);
    expect(await step("sponsor")).toBe(4);
    expect(await step("stop-sale")).toBe(2);
    expect(await step("inactivate")).toBe(1);
    expect(await step("deactivate")).toBe(3);
    expect(await step("publish")).toBe(0);
  });

  it("answers 20409 to an illegal transition and changes nothing", async () => {
    const draft = (await add(validTrip())).result;
    for (const action of ["stop-sale", "sponsor", "inactivate"]) {
      const envelope = await api.post(`/trip/${action}`, { id: draft.id, version: draft.version }, demo);
      expect(envelope.status.code).toBe(20409);
      expect(envelope.result).toMatchObject({ state: -1 });
    }
    const deactivated = (await api.post("/trip/deactivate", { id: draft.id, version: 1 }, demo)).result;
    const again = await api.post("/trip/deactivate", { id: draft.id, version: deactivated.version }, demo);
    expect(again.status).toEqual({
      code: 20409,
      msg: "A trip in state DEACTIVE cannot deactivate",
      key: "trip.illegalTransition",
      params: { state: "DEACTIVE", action: "deactivate" },
    });
    expect(again.result).toEqual({ state: 3, action: "deactivate", allowedFrom: [-1, 0, 1, 2, 4] });
    expect((await api.get("/trip/find", { id: draft.id }, demo)).result).toMatchObject({ state: 3, version: 2 });
  });

  it("answers 10008 to a transition with a stale version", async () => {
    const trip = (await add(validTrip())).result;
    await api.post("/trip/edit", { ...validTrip({ code: trip.code }), id: trip.id, version: 1 }, demo);
    expect((await api.post("/trip/publish", { id: trip.id, version: 1 }, demo)).status.code).toBe(10008);
  });
});

describe("duplicate", () => {
  it("copies into a new draft with a new unique code, prices, shifts and tags", async () => {
    const tags = (await api.post("/tag/list", { pageNum: 1, pageSize: 20 }, demo)).result.list;
    const source = (
      await add(
        shiftTrip({
          code: "DUP-SRC",
          pricingType: 2,
          customPrices: [{ name: "Seat", price: "3" }],
          tagIds: [tags[0].id],
        }),
      )
    ).result;
    await api.post("/trip/publish", { id: source.id, version: 1 }, demo);
    const first = (await api.post("/trip/duplicate", { id: source.id }, demo)).result;
    const second = (await api.post("/trip/duplicate", { id: source.id }, demo)).result;
    expect(first).toMatchObject({
      code: "DUP-SRC_copy",
      state: -1,
      version: 1,
      customPrices: [{ name: "Seat", price: "3.00" }],
      shifts: source.shifts,
      inventories: source.inventories,
      tagIds: [tags[0].id],
    });
    expect(second.code).toBe("DUP-SRC_copy2");
  });
});

describe("trip list", () => {
  it("pages, filters by name, code and state, and reports tag ids and bookings", async () => {
    const page = await api.post("/trip/list", { pageNum: 1, pageSize: 3 }, demo);
    expect(page.result.list).toHaveLength(3);
    const [{ demoTrips }] = await api.db.select({ demoTrips: count() }).from(trips).where(eq(trips.tenantId, 1001));
    expect(demoTrips).toBeGreaterThan(10);
    // A full page counts, a short last page tells the total itself, a page past the end counts again.
    expect(page.result.total).toBe(demoTrips);
    const last = (await api.post("/trip/list", { pageNum: Math.ceil(demoTrips / 3), pageSize: 3 }, demo)).result;
    expect(last).toMatchObject({ total: demoTrips });
    expect(last.list.length).toBe(demoTrips % 3 || 3);
    const pastEnd = (await api.post("/trip/list", { pageNum: 100, pageSize: 3 }, demo)).result;
    expect(pastEnd).toEqual({ list: [], total: demoTrips });
    const walk = (await api.post("/trip/list", { pageNum: 1, pageSize: 10, code: "tour-city" }, demo)).result;
    expect(walk.total).toBe(1);
    // Sold: states other than refund/void (7) and refunded (9), not held: 8 on the first morning, 1 + 1 more.
    expect(walk.list[0]).toMatchObject({ code: "TOUR-CITY-WALK", bookings: 10, grouped: false, price: "20.00" });
    expect(walk.list[0].tagIds).toHaveLength(2);
    const jazz = (await api.post("/trip/list", { pageNum: 1, pageSize: 10, name: "jazz" }, demo)).result.list;
    expect(jazz.map((trip: { code: string }) => trip.code)).toEqual(["EVT-JAZZ-NIGHT"]);
    const stopped = (await api.post("/trip/list", { pageNum: 1, pageSize: 50, state: 2 }, demo)).result.list;
    expect(stopped.every((trip: { state: number }) => trip.state === 2)).toBe(true);
    expect(stopped.map((trip: { code: string }) => trip.code)).toContain("EVT-MUSEUM-TALK");
  });

  it("keeps Fresh Vendor's catalogue empty", async () => {
    const fresh = (await api.login("newvendor", "vendor123")).headers;
    expect((await api.post("/trip/list", { pageNum: 1, pageSize: 10 }, fresh)).result).toEqual({ list: [], total: 0 });
    expect((await api.post("/tag/list", { pageNum: 1, pageSize: 10 }, fresh)).result.total).toBe(0);
  });
});

describe("grouped trips", () => {
  const single = (overrides: Record<string, unknown> = {}) =>
    add(
      validTrip({ pricingType: 2, price: undefined, customPrices: [{ name: "Seat", price: "10" }], ...overrides }),
    ).then((envelope) => envelope.result);

  it("creates a grouped trip of two matching trips with summed prices", async () => {
    const trip1 = await single();
    const trip2 = await single({ customPrices: [{ name: "seat", price: "5.55" }] });
    const grouped = await api.post(
      "/trip/grouped/add",
      { code: uniqueCode("G"), name: "Pair", trip1Id: trip1.id, trip2Id: trip2.id, requireSameDay: true },
      demo,
    );
    expect(grouped.status.code).toBe(0);
    expect(grouped.result).toMatchObject({
      grouped: true,
      trip1Id: trip1.id,
      trip2Id: trip2.id,
      requireSameDay: true,
      state: -1,
      customPrices: [{ name: "Seat", price: "15.55" }],
    });
    const listed = (await api.post("/trip/list", { pageNum: 1, pageSize: 5, code: grouped.result.code }, demo)).result;
    expect(listed.list[0]).toMatchObject({ grouped: true, price: "15.55" });
    const edited = await api.post(
      "/trip/grouped/edit",
      {
        code: grouped.result.code,
        name: "Pair 2",
        trip1Id: trip2.id,
        trip2Id: trip1.id,
        requireSameDay: false,
        id: grouped.result.id,
        version: 1,
      },
      demo,
    );
    expect(edited.result).toMatchObject({ name: "Pair 2", trip1Id: trip2.id, version: 2 });
    expect(
      (await api.post("/trip/edit", { ...validTrip(), id: grouped.result.id, version: 2 }, demo)).status.code,
    ).toBe(20001);
  });

  it("names every mismatch in result.fields and writes nothing", async () => {
    const trip1 = await single();
    const trip2 = await single({
      rescheduleFeeType: 1,
      rescheduleFee: "2",
      cancellationType: 1,
      cancellationAmount: "1",
      inventoryType: 1,
      totalQuantity: undefined,
      specialRequest: true,
      ageLimit: 3,
      customPrices: [
        { name: "Seat", price: "10" },
        { name: "Bed", price: "20" },
      ],
    });
    const before = await tripCount();
    const envelope = await api.post(
      "/trip/grouped/add",
      { code: uniqueCode("G"), name: "Pair", trip1Id: trip1.id, trip2Id: trip2.id, requireSameDay: false },
      demo,
    );
    expect(envelope.status).toEqual({
      code: 20001,
      msg: "Reschedule settings do not match",
      key: "grouped.mismatch",
      params: { setting: "reschedule" },
    });
    expect(fieldMessages(envelope)).toEqual({
      reschedule: "Reschedule settings do not match",
      cancellation: "Cancellation settings do not match",
      inventoryType: "Inventory type does not match",
      specialRequest: "Special request does not match",
      ageLimit: "Age limit does not match",
      customPrices: "Custom price names and count do not match",
    });
    const priceType = await single({ pricingType: 0, price: "10" });
    expect(
      fieldMessages(
        await api.post(
          "/trip/grouped/add",
          { code: uniqueCode("G"), name: "Pair", trip1Id: trip1.id, trip2Id: priceType.id, requireSameDay: false },
          demo,
        ),
      ),
    ).toEqual({ pricingType: "Price type does not match", customPrices: "Custom price names and count do not match" });
    const same = await api.post(
      "/trip/grouped/add",
      { code: uniqueCode("G"), name: "Pair", trip1Id: trip1.id, trip2Id: trip1.id, requireSameDay: false },
      demo,
    );
    expect(fieldMessages(same)).toEqual({ trip2Id: "Trip 1 and Trip 2 must be different" });
    expect(await tripCount()).toBe(before + 1);
  });

  const pairOf = async (trip1: { id: number }, trip2: { id: number }) =>
    (
      await api.post(
        "/trip/grouped/add",
        { code: uniqueCode("G"), name: "Pair", trip1Id: trip1.id, trip2Id: trip2.id, requireSameDay: false },
        demo,
      )
    ).result;
  const move = (path: string, trip: { id: number; version: number }) =>
    api.post(path, { id: trip.id, version: trip.version }, demo);

  it("refuses an edit of a member trip that would break its grouped trip's match, and writes nothing", async () => {
    const trip1 = await single();
    const trip2 = await single();
    const pair = await pairOf(trip1, trip2);
    const edit = await api.post(
      "/trip/edit",
      { ...validTrip({ code: trip1.code, pricingType: 0, price: "12" }), id: trip1.id, version: trip1.version },
      demo,
    );
    expect(edit.status.code).toBe(20001);
    expect(fieldMessages(edit)).toEqual({
      grouped: `Grouped trip ${pair.code} would no longer match: Price type does not match; Custom price names and count do not match`,
    });
    expect(edit.result.fields[0]).toMatchObject({
      rule: "grouped.noLongerMatches",
      params: { code: pair.code, mismatches: ["pricingType", "customPrices"] },
    });
    const unchanged = (await api.get("/trip/find", { id: trip1.id }, demo)).result;
    expect(unchanged).toMatchObject({ pricingType: 2, version: trip1.version });
    const renamed = await api.post(
      "/trip/edit",
      {
        ...validTrip({
          code: trip1.code,
          pricingType: 2,
          price: undefined,
          customPrices: [{ name: "Seat", price: "11" }],
        }),
        name: "Renamed member",
        id: trip1.id,
        version: trip1.version,
      },
      demo,
    );
    expect(renamed.status.code).toBe(0);
  });

  it("publishes a grouped trip only while both of its trips are on sale", async () => {
    const trip1 = await single();
    const trip2 = await single();
    const pair = await pairOf(trip1, trip2);
    const refused = await move("/trip/publish", pair);
    expect(refused.status).toEqual({
      code: 20409,
      msg: "Both trips of a grouped trip must be published first",
      key: "grouped.membersNotPublished",
    });
    expect((await move("/trip/publish", trip1)).status.code).toBe(0);
    expect((await move("/trip/publish", pair)).status.code).toBe(20409);
    expect((await move("/trip/publish", trip2)).status.code).toBe(0);
    expect((await move("/trip/publish", pair)).result).toMatchObject({ state: 0, version: pair.version + 1 });
  });

  it("refuses another tenant's trips with 20404", async () => {
    const trip1 = await single();
    const foreign = (await add(validTrip(), other)).result;
    const envelope = await api.post(
      "/trip/grouped/add",
      { code: uniqueCode("G"), name: "Pair", trip1Id: trip1.id, trip2Id: foreign.id, requireSameDay: false },
      demo,
    );
    expect(envelope.status.code).toBe(20404);
  });
});
