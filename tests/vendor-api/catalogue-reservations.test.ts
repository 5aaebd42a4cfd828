import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { notificationOutbox } from "../../vendor-api/src/db/schema";
import { fieldMessages, startTestApi, type SessionHeaders, type TestApi } from "./support/api";

let api: TestApi;
let demo: SessionHeaders;
let other: SessionHeaders;
const tripId = async (code: string, headers = demo) =>
  (await api.post("/trip/list", { pageNum: 1, pageSize: 5, code }, headers)).result.list[0].id as number;

beforeAll(async () => {
  api = await startTestApi();
  demo = (await api.login("admin", "admin123")).headers;
  other = (await api.login("other", "other123")).headers;
});
afterAll(() => api?.close());

describe("demo catalogue", () => {
  it("covers every template, state, pricing and inventory mode, two grouped trips and every ticket state", async () => {
    const { list } = (await api.post("/trip/list", { pageNum: 1, pageSize: 100 }, demo)).result;
    const values = (key: string) => new Set(list.map((trip: Record<string, unknown>) => trip[key]));
    expect(values("template")).toEqual(new Set([0, 1, 2]));
    expect(values("state")).toEqual(new Set([-1, 0, 1, 2, 3, 4]));
    expect(values("pricingType")).toEqual(new Set([0, 1, 2, 3]));
    expect(list.filter((trip: { grouped: boolean }) => trip.grouped)).toHaveLength(2);
    const walk = await tripId("TOUR-CITY-WALK");
    const tickets = (await api.post("/reservation/list", { tripId: walk, pageNum: 1, pageSize: 100 }, demo)).result;
    expect(new Set(tickets.list.map((ticket: { status: number }) => ticket.status))).toEqual(
      new Set([0, 1, 4, 5, 6, 7, 8, 9, 10, 11]),
    );
    const otherCodes = (await api.post("/trip/list", { pageNum: 1, pageSize: 100 }, other)).result.list.map(
      (trip: { code: string }) => trip.code,
    );
    expect(otherCodes).toEqual(["LDN-TOWER", "LDN-THAMES"]);
  });
});

describe("reservations", () => {
  it("lists passengers by date and shift with the ticket fields", async () => {
    const walk = await tripId("TOUR-CITY-WALK");
    const morning = await api.post(
      "/reservation/list",
      { tripId: walk, date: "2025-07-01", shift: "Morning", pageNum: 1, pageSize: 5 },
      demo,
    );
    expect(morning.result.total).toBe(11);
    expect(morning.result.list).toHaveLength(5);
    expect(morning.result.list[1]).toMatchObject({
      ticketNumber: "DT000002",
      passengerName: "Liam Smith",
      passengerType: 1,
      option: "Child",
      status: 1,
      checkedBy: "agent",
      checkTime: "2025-07-01T13:05:00.000Z",
    });
    const afternoon = await api.post(
      "/reservation/list",
      { tripId: walk, date: "2025-07-01", shift: "Afternoon", pageNum: 1, pageSize: 5 },
      demo,
    );
    expect(afternoon.result.total).toBe(1);
    expect((await api.post("/reservation/list", { tripId: walk, pageNum: 1, pageSize: 5 }, other)).status.code).toBe(
      20404,
    );
  });

  it("answers each trip's whole list and each state's from one statement per shape (db/statement-shapes.ts)", async () => {
    const { list: trips } = (await api.post("/trip/list", { pageNum: 1, pageSize: 100 }, demo)).result;
    const { rows } = (await api.db.execute(
      sql`select trip_id, status, array_agg(id order by date, shift, ticket_number) as ids from reservations
           where tenant_id = ${Number(demo.tid)} group by grouping sets ((trip_id), (trip_id, status))`,
    )) as unknown as { rows: Array<{ trip_id: number; status: number | null; ids: number[] }> };
    let asked = 0;
    for (const trip of trips as Array<{ id: number }>) {
      for (const { status, ids } of rows.filter((row) => row.trip_id === trip.id)) {
        const query = { tripId: trip.id, pageNum: 1, pageSize: 2, ...(status === null ? {} : { status }) };
        const { result } = await api.post("/reservation/list", query, demo);
        expect(result.total).toBe(ids.length);
        expect(result.list.map((ticket: { id: number }) => ticket.id)).toEqual(ids.slice(0, 2));
        asked += 1;
      }
    }
    expect(asked).toBeGreaterThan(trips.length);
  });

  it("reports capacity, sold, locked and available per date and shift", async () => {
    const walk = await tripId("TOUR-CITY-WALK");
    const statistics = (await api.get("/reservation/statistics", { tripId: walk }, demo)).result;
    expect(statistics).toEqual({
      tripId: walk,
      inventoryType: 2,
      list: [
        { date: "2025-07-01", shift: "Afternoon", capacity: 20, sold: 1, locked: 0, available: 19 },
        { date: "2025-07-01", shift: "Morning", capacity: 20, sold: 8, locked: 1, available: 11 },
        { date: "2025-07-02", shift: "Morning", capacity: 15, sold: 1, locked: 0, available: 14 },
      ],
      total: { capacity: 55, sold: 10, locked: 1, available: 44 },
    });
    const jazz = (await api.get("/reservation/statistics", { tripId: await tripId("EVT-JAZZ-NIGHT") }, demo)).result;
    expect(jazz.total).toEqual({ capacity: 200, sold: 2, locked: 0, available: 198 });
    expect(jazz.list).toEqual([{ date: "2025-08-15", shift: null, capacity: 200, sold: 2, locked: 0, available: 198 }]);
    const food = (await api.get("/reservation/statistics", { tripId: await tripId("EVT-FOOD-FEST") }, demo)).result;
    expect(food.total).toEqual({ capacity: null, sold: 2, locked: 0, available: null });
    expect((await api.get("/reservation/statistics", { tripId: walk }, other)).status.code).toBe(20404);
  });

  it("reads the seat counters, which say what counting every ticket of each trip says", async () => {
    const { list: trips } = (await api.post("/trip/list", { pageNum: 1, pageSize: 100 }, demo)).result;
    // Refunded (9) and voided (7) tickets hold no seat; a held one locks a seat of an order being paid.
    const counted = (
      (await api.db.execute(
        sql`select trip_id, date, shift, (count(*) filter (where not held))::int as sold,
              (count(*) filter (where held))::int as locked
            from reservations where tenant_id = ${Number(demo.tid)} and status not in (7, 9)
            group by trip_id, date, shift`,
      )) as unknown as {
        rows: Array<{ trip_id: number; date: string; shift: string | null; sold: number; locked: number }>;
      }
    ).rows;
    const seats = (rows: Array<{ date: string; shift: string | null; sold: number; locked: number }>) =>
      rows
        .filter((row) => row.sold + row.locked > 0)
        .map((row) => `${row.date} ${row.shift ?? "-"}: ${row.sold} sold, ${row.locked} locked`)
        .sort();
    for (const trip of trips as Array<{ id: number }>) {
      const { list } = (await api.get("/reservation/statistics", { tripId: trip.id }, demo)).result;
      expect(seats(list)).toEqual(seats(counted.filter((row) => row.trip_id === trip.id)));
    }
  });
});

describe("notify passengers", () => {
  it("records an outbox row per message with its recipients (normal and checked-in tickets)", async () => {
    const walk = await tripId("TOUR-CITY-WALK");
    const body = { tripId: walk, date: "2025-07-01", shift: "Morning", subject: "Meeting point", content: "Gate B" };
    const email = await api.post("/reservation/notify", { ...body, channel: "email" }, demo);
    expect(email.result).toMatchObject({
      channel: "email",
      recipientCount: 3,
      status: "queued",
      subject: "Meeting point",
    });
    const sms = await api.post("/reservation/notify", { ...body, channel: "sms", shift: null }, demo);
    expect(sms.result).toMatchObject({ channel: "sms", recipientCount: 4, status: "recorded", shift: null });
    const rows = await api.db.select().from(notificationOutbox).where(eq(notificationOutbox.tripId, walk));
    expect(rows).toHaveLength(2);
    expect(rows.find((row) => row.channel === "email")!.recipients).toEqual([
      "emma.johnson@example.com",
      "isabella.white@example.com",
      "liam.smith@example.com",
    ]);
  });

  it("validates subject, content and date, and refuses another tenant's trip", async () => {
    const walk = await tripId("TOUR-CITY-WALK");
    const invalid = await api.post(
      "/reservation/notify",
      { tripId: walk, date: "07/01/2025", channel: "email", subject: "", content: "" },
      demo,
    );
    expect(invalid.status.code).toBe(20001);
    expect(fieldMessages(invalid)).toEqual({ subject: "Required", content: "Required", date: "Invalid date" });
    const foreign = await api.post(
      "/reservation/notify",
      { tripId: walk, date: "2025-07-01", channel: "sms", subject: "s", content: "c" },
      other,
    );
    expect(foreign.status.code).toBe(20404);
  });
});
