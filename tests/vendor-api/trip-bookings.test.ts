/**
 * The trip list's bookings, a trip's reservation total and the departures calendar's seats come from counters that
 * triggers on reservations keep (migrations 0023 and 0025, docs/scale-contract.md section 9): after every kind of write
 * they must equal a count of the tickets.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateOrders } from "../../vendor-api/src/seed/sales-data/generate";
import { startTestApi, type SessionHeaders, type TestApi } from "./support/api";

let api: TestApi;
let demo: SessionHeaders;

beforeAll(async () => {
  api = await startTestApi();
  demo = (await api.login("admin", "admin123")).headers;
});
afterAll(() => api?.close());

const rowsOf = async <Row>(query: ReturnType<typeof sql>) =>
  ((await api.db.execute(query)) as unknown as { rows: Row[] }).rows;

/**
 * Each trip's bookings as the trip list answers them and its tickets as its reservation list totals them, beside both
 * counted from the tickets themselves.
 */
async function bookings() {
  const { result } = await api.post("/trip/list", { pageNum: 1, pageSize: 100 }, demo);
  const trips = result.list as Array<{ id: number; bookings: number }>;
  const listed: Record<string, { sold: number; tickets: number }> = {};
  for (const trip of trips) {
    const reservations = await api.post("/reservation/list", { tripId: trip.id, pageNum: 1, pageSize: 1 }, demo);
    listed[trip.id] = { sold: trip.bookings, tickets: reservations.result.total };
  }
  const counted = Object.fromEntries(Object.keys(listed).map((id) => [id, { sold: 0, tickets: 0 }]));
  const rows = await rowsOf<{ trip_id: number; sold: number; tickets: number }>(
    sql`select trip_id, count(*)::int as tickets, (count(*) filter (where status not in (7, 9) and not held))::int as sold
          from reservations group by trip_id`,
  );
  for (const row of rows) {
    if (String(row.trip_id) in counted) counted[row.trip_id] = { sold: Number(row.sold), tickets: Number(row.tickets) };
  }
  return { listed, counted };
}

/** The departures' seat counters (migration 0025) and the same counted from the tickets, departures with seats only. */
async function departureSeats() {
  const seats = (query: ReturnType<typeof sql>) =>
    rowsOf<Record<string, unknown>>(sql`select * from (${query}) s where sold + locked > 0 order by 1, 2, 3`);
  return {
    kept: await seats(sql`select trip_id, date, shift, sold, locked, checked_in from departure_seat_counts`),
    counted: await seats(
      sql`select trip_id, date, coalesce(shift, '') as shift, (count(*) filter (where not held))::int as sold,
                 (count(*) filter (where held))::int as locked, (count(*) filter (where status = 1))::int as checked_in
            from reservations where status not in (7, 9) group by 1, 2, 3`,
    ),
  };
}

describe("the trips' ticket counters", () => {
  it("equal the tickets that hold a seat, for the demo data and after generated orders", async () => {
    const demoData = await bookings();
    expect(Object.values(demoData.listed).some((trip) => trip.sold > 0 && trip.tickets > 1)).toBe(true);
    expect(demoData.listed).toEqual(demoData.counted);
    const demoSeats = await departureSeats();
    expect(demoSeats.kept.length).toBeGreaterThan(0);
    expect(demoSeats.kept).toEqual(demoSeats.counted);
    await generateOrders(api.db, { tenantId: 1001, count: 600, seed: 3 });
    const generated = await bookings();
    expect(generated.listed).not.toEqual(demoData.listed);
    expect(generated.listed).toEqual(generated.counted);
    const generatedSeats = await departureSeats();
    expect(generatedSeats.kept).toEqual(generatedSeats.counted);
  });

  it("follow tickets released, held, given back, moved to another trip, checked in, rescheduled and deleted", async () => {
    const [one, other] = await rowsOf<{ trip_id: number }>(
      sql`select trip_id from reservations group by trip_id order by count(*) desc limit 2`,
    );
    const steps = [
      sql`update reservations set status = 9 where id in (select id from reservations where trip_id = ${one.trip_id}
            and status = 0 order by id limit 5)`,
      sql`update reservations set held = true where id in (select id from reservations where trip_id = ${one.trip_id}
            and status = 0 and not held order by id limit 3)`,
      sql`update reservations set held = false, status = 0 where trip_id = ${one.trip_id} and (held or status = 9)`,
      sql`update reservations set trip_id = ${other.trip_id} where id in (select id from reservations
            where trip_id = ${one.trip_id} order by id limit 4)`,
      sql`update reservations set status = 1 where id in (select id from reservations where trip_id = ${other.trip_id}
            and status = 0 order by id limit 4)`,
      sql`update reservations set date = '2099-01-01', shift = null where id in (select id from reservations
            where trip_id = ${other.trip_id} order by id desc limit 3)`,
      sql`update reservations set passenger_name = passenger_name || ' ' where trip_id = ${other.trip_id}`,
      sql`delete from reservations where id in (select id from reservations where trip_id = ${other.trip_id}
            order by id limit 6)`,
    ];
    for (const step of steps) {
      await api.db.execute(step);
      const { listed, counted } = await bookings();
      expect(listed, String(step.queryChunks[0])).toEqual(counted);
      const seats = await departureSeats();
      expect(seats.kept, String(step.queryChunks[0])).toEqual(seats.counted);
    }
  });

  it("let a trip whose tickets go with it be deleted, its counter too", async () => {
    // Sold trips keep their order lines, which no deletion cascades to: a trip's tickets go with it only once those
    // are gone.
    const [trip] = await rowsOf<{ trip_id: number }>(sql`select trip_id from reservations order by id limit 1`);
    await api.db.execute(sql`delete from order_lines where trip_id = ${trip.trip_id}`);
    await api.db.execute(sql`delete from trips where id = ${trip.trip_id}`);
    const left = await rowsOf(sql`select 1 from trip_ticket_counts where trip_id = ${trip.trip_id}`);
    expect(left).toEqual([]);
  });
});
