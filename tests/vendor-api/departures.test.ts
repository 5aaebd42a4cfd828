import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tripInventories } from "../../vendor-api/src/db/schema";
import { DEPARTURE_DAYS_MAX } from "#rules";
import { fieldMessages, startTestApi, type SessionHeaders, type TestApi } from "./support/api";

let api: TestApi;
let demo: SessionHeaders;
let other: SessionHeaders;
let agent: SessionHeaders;
const tripId = async (code: string, headers = demo) =>
  (await api.post("/trip/list", { pageNum: 1, pageSize: 5, code }, headers)).result.list[0].id as number;

interface DepartureTrip {
  id: number;
  code: string;
  name: string;
  state: number;
  inventoryType: number;
}
interface ListedSeats {
  tripId: number;
  capacity: number | null;
  sold: number;
  locked: number;
  checkedIn: number;
}
interface ListedSlot {
  date: string;
  shift: string | null;
  departures: ListedSeats[];
}
const departureList = async (body: Record<string, unknown>, headers = demo) =>
  (await api.post("/departure/list", body, headers)).result as { trips: DepartureTrip[]; list: ListedSlot[] };
/** The list's departures, each with its slot's date and shift and the code and state its trip is named by in `trips`. */
const departures = async (body: Record<string, unknown>, headers = demo) => {
  const { trips, list } = await departureList(body, headers);
  const byId = new Map(trips.map((trip) => [trip.id, trip]));
  return list.flatMap(({ date, shift, departures: seats }) =>
    seats.map((row) => ({
      date,
      shift,
      ...row,
      tripCode: byId.get(row.tripId)!.code,
      tripState: byId.get(row.tripId)!.state,
    })),
  );
};

beforeAll(async () => {
  api = await startTestApi();
  demo = (await api.login("admin", "admin123")).headers;
  other = (await api.login("other", "other123")).headers;
  agent = (await api.login("agent", "agent123")).headers;
});
afterAll(() => api?.close());

describe("departures", () => {
  it("counts sold, locked and checked-in seats from the tickets, leaving refunded and voided ones out", async () => {
    const walk = await tripId("TOUR-CITY-WALK");
    const tickets = (
      await api.post(
        "/reservation/list",
        { tripId: walk, date: "2025-07-01", shift: "Morning", pageNum: 1, pageSize: 100 },
        demo,
      )
    ).result.list as Array<{ status: number; held: boolean }>;
    const seated = tickets.filter((ticket) => ![7, 9].includes(ticket.status));
    expect(seated.length).toBeLessThan(tickets.length);
    const list = await departures({ from: "2025-07-01", to: "2025-07-02", tripIds: [walk] });
    expect(list.map((row) => [row.date, row.shift])).toEqual([
      ["2025-07-01", "Afternoon"],
      ["2025-07-01", "Morning"],
      ["2025-07-02", "Morning"],
    ]);
    expect(list[1]).toMatchObject({
      tripId: walk,
      tripCode: "TOUR-CITY-WALK",
      capacity: 20,
      sold: seated.filter((ticket) => !ticket.held).length,
      locked: seated.filter((ticket) => ticket.held).length,
      checkedIn: tickets.filter((ticket) => ticket.status === 1).length,
    });
    expect(list[1]).toMatchObject({ sold: 8, locked: 1 });
    const jazz = await departures({ from: "2025-08-01", to: "2025-08-31", tripIds: [await tripId("EVT-JAZZ-NIGHT")] });
    expect(jazz).toEqual([expect.objectContaining({ date: "2025-08-15", shift: null, capacity: 200, sold: 2 })]);
    const food = await departures({ from: "2025-01-01", to: "2025-03-01", tripIds: [await tripId("EVT-FOOD-FEST")] });
    expect(food.every((row) => row.capacity === null)).toBe(true);
  });

  it("lists a departure holding seats on a date and shift its trip's stock no longer offers, once, with no capacity", async () => {
    const walk = await tripId("TOUR-CITY-WALK");
    const morning = and(
      eq(tripInventories.tripId, walk),
      eq(tripInventories.date, "2025-07-01"),
      eq(tripInventories.shift, "Morning"),
    );
    const [stock] = await api.db.select().from(tripInventories).where(morning);
    const before = await departures({ from: "2025-07-01", to: "2025-07-02", tripIds: [walk] });
    await api.db.delete(tripInventories).where(morning);
    try {
      const after = await departures({ from: "2025-07-01", to: "2025-07-02", tripIds: [walk] });
      expect(after).toEqual(
        before.map((row) => (row.shift === "Morning" && row.date === "2025-07-01" ? { ...row, capacity: 0 } : row)),
      );
      expect(after[1]).toMatchObject({ shift: "Morning", capacity: 0, sold: 8, locked: 1 });
    } finally {
      await api.db.insert(tripInventories).values(stock!);
    }
  });

  it("lists every trip's departures of the range and filters by trip and by tag", async () => {
    const all = await departures({ from: "2025-07-01", to: "2025-07-31" });
    expect(new Set(all.map((row) => row.tripCode)).size).toBeGreaterThan(1);
    expect(all.every((row) => row.date >= "2025-07-01" && row.date <= "2025-07-31")).toBe(true);
    const { tags } = (await api.get("/departure/filters", {}, demo)).result as {
      tags: Array<{ id: number; name: string }>;
    };
    const bus = tags.find((tag) => tag.name === "Bus")!.id;
    const byTag = await departures({ from: "2025-07-01", to: "2025-07-31", tagIds: [bus] });
    expect(byTag.length).toBeGreaterThan(0);
    expect(new Set(byTag.map((row) => row.tripCode))).toEqual(
      new Set(all.filter((row) => row.tripCode.startsWith("BUS-")).map((row) => row.tripCode)),
    );
  });

  it("names each trip and each date and shift of the listed departures once, in order, and no trip without a departure", async () => {
    const range = { from: "2025-07-01", to: "2025-07-31" };
    const { trips, list } = await departureList(range);
    const codes = trips.map((trip) => trip.code);
    expect(codes).toEqual([...codes].sort());
    expect(new Set(trips.map((trip) => trip.id)).size).toBe(trips.length);
    const listed = await departures(range);
    expect(new Set(trips.map((trip) => trip.id))).toEqual(new Set(listed.map((row) => row.tripId)));
    expect(Object.keys(list[0]).sort()).toEqual(["date", "departures", "shift"]);
    expect(Object.keys(list[0].departures[0]).sort()).toEqual(["capacity", "checkedIn", "locked", "sold", "tripId"]);
    // Each date and shift once, none of them empty, by date and shift (none first); under each, by trip code. The
    // month has departures of several trips on one date and shift.
    const slots = list.map((slot) => [slot.date, slot.shift ?? ""].join("\u0000"));
    expect(new Set(slots).size).toBe(slots.length);
    expect(slots).toEqual([...slots].sort());
    expect(list.every((slot) => slot.departures.length > 0)).toBe(true);
    const keys = listed.map((row) => [row.date, row.shift ?? "", row.tripCode].join("\u0000"));
    expect(keys).toEqual([...keys].sort());
    expect(list.some((slot) => slot.departures.length > 1)).toBe(true);
    const { trips: all } = (await api.get("/departure/filters", {}, demo)).result as { trips: unknown[] };
    expect(trips.length).toBeLessThan(all.length);
    const walk = trips.find((trip) => trip.code === "TOUR-CITY-WALK");
    expect(walk).toMatchObject({ name: expect.any(String), state: expect.any(Number), inventoryType: 2 });
  });

  it("keeps tenants apart: another tenant's trip is not found and never listed", async () => {
    const walk = await tripId("TOUR-CITY-WALK");
    expect(await departures({ from: "2025-07-01", to: "2025-07-02", tripIds: [walk] }, other)).toEqual([]);
    const theirs = await departures({ from: "2025-01-01", to: "2025-03-03" }, other);
    expect(theirs.every((row) => row.tripCode.startsWith("LDN-"))).toBe(true);
    const manifest = await api.post(
      "/departure/manifest",
      { tripId: walk, date: "2025-07-01", shift: "Morning" },
      other,
    );
    expect(manifest.status.code).toBe(20404);
    const filters = (await api.get("/departure/filters", {}, other)).result;
    expect(filters.trips.map((trip: { code: string }) => trip.code)).toEqual(["LDN-THAMES", "LDN-TOWER"]);
  });

  it("refuses a range longer than the limit, dates out of order and bad dates", async () => {
    const tooLong = await api.post("/departure/list", { from: "2025-01-01", to: "2025-03-04" }, demo);
    expect(tooLong.status.code).toBe(20001);
    expect(fieldMessages(tooLong)).toEqual({ to: `At most ${DEPARTURE_DAYS_MAX} days at a time` });
    expect((await api.post("/departure/list", { from: "2025-01-01", to: "2025-03-03" }, demo)).status.code).toBe(0);
    const reversed = await api.post("/departure/list", { from: "2025-02-01", to: "2025-01-31" }, demo);
    expect(fieldMessages(reversed)).toEqual({ to: "Start date must not be after end date" });
    const bad = await api.post("/departure/list", { from: "2025-02-30", to: "2025-03-01" }, demo);
    expect(Object.keys(fieldMessages(bad))).toEqual(["from"]);
  });

  it("refuses a session without the calendar page", async () => {
    expect((await api.post("/departure/list", { from: "2025-07-01", to: "2025-07-02" }, agent)).status.code).toBe(
      21403,
    );
    expect((await api.get("/departure/filters", {}, agent)).status.code).toBe(21403);
    const walk = await tripId("TOUR-CITY-WALK");
    const manifest = await api.post(
      "/departure/manifest",
      { tripId: walk, date: "2025-07-01", shift: "Morning" },
      agent,
    );
    expect(manifest.status.code).toBe(21403);
  });
});

describe("departure manifest", () => {
  it("lists the seated passengers with buyer and check-in state, and the departure's counts", async () => {
    const walk = await tripId("TOUR-CITY-WALK");
    const { result } = await api.post(
      "/departure/manifest",
      { tripId: walk, date: "2025-07-01", shift: "Morning" },
      demo,
    );
    expect(result.departure).toMatchObject({
      tripId: walk,
      tripCode: "TOUR-CITY-WALK",
      tripName: expect.any(String),
      inventoryType: 2,
      capacity: 20,
      sold: 8,
      locked: 1,
      shift: "Morning",
    });
    expect(result.truncated).toBe(false);
    expect(result.list).toHaveLength(9);
    expect(result.list.some((row: { status: number }) => [7, 9].includes(row.status))).toBe(false);
    expect(result.list.find((row: { ticketNumber: string }) => row.ticketNumber === "DT000002")).toMatchObject({
      passengerName: "Liam Smith",
      passengerType: 1,
      status: 1,
      checkedBy: "agent",
      checkTime: "2025-07-01T13:05:00.000Z",
      buyerName: expect.any(String),
    });
    const missing = await api.post("/departure/manifest", { tripId: walk, date: "2025-07-01", shift: "Night" }, demo);
    expect(missing.status.code).toBe(20404);
  });
});
