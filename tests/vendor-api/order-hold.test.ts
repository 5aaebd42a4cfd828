/**
 * Unpaid bookings' hold period (docs/sales-contract.md, "Unpaid bookings"; docs/system-contract.md section 5): the
 * setting (/config/hold/find, /config/hold/save), the hold worker that releases an unpaid order once its tenant's
 * period has passed, and a coupon's last use taken by the first booking, paid or not. Invoice bookings of tenants of
 * their own; an order's age is set by moving its creation back, the worker's `runOnce` run in the test.
 */
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditEntries,
  departureSeatCounts,
  domainEvents,
  orderHistory,
  orders,
  payments,
  reservations,
  tenants,
} from "../../vendor-api/src/db/schema";
import { startHoldRelease, type HoldRelease } from "../../vendor-api/src/modules/order/hold-release";
import { fieldMessages, type SessionHeaders, type TestApi } from "./support/api";
import { bookingBody, ok, publishedShiftTrip, startWithTwoTenants } from "./support/sales";
import { cmd, freshTenant, page, roleWith, uniqueName, userWith, type FreshTenant } from "./support/tenants";

let api: TestApi;
let tenant: FreshTenant;
let other: FreshTenant;
let worker: HoldRelease;
const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  ({ api, tenant, other } = await startWithTwoTenants());
  // Polls never in the test's time: each test runs it when it means to.
  worker = startHoldRelease({ db: api.db, now: api.context.now, pollMs: 3_600_000 });
  // The demo data set's own unpaid orders are long past any hold: released once here, so each test counts its own.
  await worker.runOnce();
});
afterAll(async () => {
  await worker?.stop();
  await api?.close();
});

type Order = { id: number; version: number; orderNumber: string; tickets: { id: number; ticketNumber: string }[] };

const invoiceOrder = (
  tripId: number,
  headers: SessionHeaders,
  overrides: Record<string, unknown> = {},
): Promise<Order> =>
  ok(api.post("/order/book", bookingBody(tripId, { paymentMethod: "invoice", ...overrides }), headers));

/** The order was made `days` days ago (and a minute). */
const madeDaysAgo = (order: Order, days: number) =>
  api.db
    .update(orders)
    .set({ createdAt: new Date(Date.now() - days * DAY_MS - 60_000) })
    .where(eq(orders.id, order.id));

const findHold = (headers: SessionHeaders) => api.get("/config/hold/find", {}, headers);
const saveHold = (headers: SessionHeaders, body: Record<string, unknown>) =>
  api.post("/config/hold/save", body, headers);

const stateOf = async (order: Order) =>
  (await api.db.select({ state: orders.state }).from(orders).where(eq(orders.id, order.id)))[0].state;

const historyOf = async (order: Order) =>
  (
    await api.db
      .select({ action: orderHistory.action, params: orderHistory.params, operatorName: orderHistory.operatorName })
      .from(orderHistory)
      .where(eq(orderHistory.orderId, order.id))
      .orderBy(orderHistory.id)
  ).map((entry) => [entry.action, entry.params, entry.operatorName]);

const eventsOf = async (order: Order) =>
  (
    await api.db
      .select({ type: domainEvents.type, data: domainEvents.data })
      .from(domainEvents)
      .where(and(eq(domainEvents.resourceType, "order"), eq(domainEvents.resourceId, String(order.id))))
      .orderBy(domainEvents.id)
  ).map((event) => event.type);

/** The departure's seat counters (departure_seat_counts): sold and locked (held by unpaid orders). */
const departureSeats = async (tripId: number) => {
  const [row] = await api.db
    .select({ sold: departureSeatCounts.sold, locked: departureSeatCounts.locked })
    .from(departureSeatCounts)
    .where(and(eq(departureSeatCounts.tripId, tripId), eq(departureSeatCounts.date, "2030-05-01")));
  return row ?? { sold: 0, locked: 0 };
};
const seatsLeft = async (tripId: number, headers: SessionHeaders) =>
  (await ok(api.post("/order/book/departure", { tripId, date: "2030-05-01" }, headers))).shifts[0].available;

describe("the unpaid hold period setting", () => {
  it("is 7 days until saved, whole days from 1 to 90, under its version, audited in words", async () => {
    const mine = await freshTenant(api);
    const stored = await ok(findHold(mine.headers));
    expect(stored).toEqual({ unpaidHoldDays: 7, version: expect.any(Number) });

    const refusals: Array<[unknown, string]> = [
      [0, "No less than 1"],
      [91, "No more than 90"],
      [2.5, "Only whole numbers are allowed"],
      [-3, "No less than 1"],
    ];
    for (const [days, message] of refusals) {
      const answer = await saveHold(mine.headers, { unpaidHoldDays: days, version: stored.version });
      expect(answer.status.code, String(days)).toBe(20001);
      expect(fieldMessages(answer), String(days)).toEqual({ unpaidHoldDays: message });
    }
    expect(await ok(findHold(mine.headers))).toEqual(stored);

    const saved = await ok(saveHold(mine.headers, { unpaidHoldDays: 3, version: stored.version }));
    expect(saved).toEqual({ unpaidHoldDays: 3, version: stored.version + 1 });
    expect(await ok(findHold(mine.headers))).toEqual(saved);
    // The version read before is stale now: 10008, nothing changed.
    expect((await saveHold(mine.headers, { unpaidHoldDays: 5, version: stored.version })).status.code).toBe(10008);
    expect(await ok(findHold(mine.headers))).toEqual(saved);
    // Another tenant's period is its own.
    expect((await ok(findHold(other.headers))).unpaidHoldDays).toBe(7);

    // The trail: area payment, "Changed", the field by its words, 7 → 3; saving the same value records nothing.
    await ok(saveHold(mine.headers, { unpaidHoldDays: 3, version: saved.version }));
    const trail = await ok(api.post("/audit/list", { pageNum: 1, pageSize: 10, area: "payment" }, mine.headers));
    expect(trail.list).toHaveLength(1);
    expect(trail.list[0]).toMatchObject({
      area: "payment",
      action: "edit",
      changes: [expect.objectContaining({ field: "unpaidHoldDays", from: "7", to: "3" })],
    });
  });

  it("is read with the payment page and saved with its own permission", async () => {
    const reader = await userWith(api, tenant.headers, [
      (await roleWith(api, tenant.headers, uniqueName("read"), [page("payment")])).id,
    ]);
    const stored = await ok(findHold(reader.headers));
    expect((await saveHold(reader.headers, { unpaidHoldDays: 10, version: stored.version })).status.code).toBe(21403);
    const stranger = await userWith(api, tenant.headers, [
      (await roleWith(api, tenant.headers, uniqueName("none"), [page("order_list")])).id,
    ]);
    expect((await findHold(stranger.headers)).status.code).toBe(21403);
    const keeper = await userWith(api, tenant.headers, [
      (await roleWith(api, tenant.headers, uniqueName("hold"), [page("payment"), cmd("/config/hold/save")])).id,
    ]);
    expect(await ok(saveHold(keeper.headers, { unpaidHoldDays: 10, version: stored.version }))).toMatchObject({
      unpaidHoldDays: 10,
    });
    const [row] = await api.db.select().from(tenants).where(eq(tenants.id, tenant.tid));
    expect(row.unpaidHoldDays).toBe(10);
  });
});

describe("the hold worker", () => {
  it("releases an unpaid order past its tenant's period and keeps one within it, then follows a new period", async () => {
    const mine = await freshTenant(api);
    const trip = await publishedShiftTrip(api, mine.headers);
    const old = await invoiceOrder(trip.id, mine.headers);
    const recent = await invoiceOrder(trip.id, mine.headers, { contactEmail: "grace@example.com" });
    const paidLate = await ok(api.post("/order/book", bookingBody(trip.id), mine.headers));
    await madeDaysAgo(old, 7);
    await madeDaysAgo(recent, 2);
    await madeDaysAgo(paidLate, 30);
    expect(await departureSeats(trip.id)).toEqual({ sold: 2, locked: 4 });
    expect(await seatsLeft(trip.id, mine.headers)).toBe(4);

    await worker.runOnce();
    expect(await stateOf(old)).toBe(2);
    expect(await stateOf(recent)).toBe(0);
    expect(await stateOf(paidLate)).toBe(1);
    // Its seats are back in the departure, its tickets void (refused at the door), nothing charged.
    expect(await departureSeats(trip.id)).toEqual({ sold: 2, locked: 2 });
    expect(await seatsLeft(trip.id, mine.headers)).toBe(6);
    const tickets = await api.db
      .select({ status: reservations.status, held: reservations.held })
      .from(reservations)
      .where(eq(reservations.orderNumber, old.orderNumber));
    expect(tickets).toEqual([
      { status: 7, held: false },
      { status: 7, held: false },
    ]);
    const door = await api.post("/check-in/ticket", { ticket: old.tickets[0].ticketNumber }, mine.headers);
    expect(door.status.code).toBe(20442);
    const detail = await ok(api.get("/order/find", { id: old.id }, mine.headers));
    expect(detail).toMatchObject({ state: 2, payAmount: "0.00", refundedAmount: "0.00", version: old.version + 1 });
    expect(detail.refunds).toEqual([]);
    expect(detail.history.at(-1)).toMatchObject({
      action: "release",
      params: { holdDays: 7 },
      operatorId: null,
      operatorName: "system",
    });
    const owed = await api.db
      .select({ payStatus: payments.payStatus, paymentType: payments.paymentType })
      .from(payments)
      .where(eq(payments.orderId, old.id));
    expect(owed).toEqual([{ payStatus: 5, paymentType: 6 }]);
    expect(await historyOf(old)).toEqual([
      ["create", expect.objectContaining({ ticketCount: 2 }), mine.username],
      ["release", { holdDays: 7 }, "system"],
    ]);
    expect(await eventsOf(old)).toEqual(["ORDER_CREATED", "ORDER_CANCELLED"]);
    expect(await eventsOf(recent)).toEqual(["ORDER_CREATED"]);

    // A shorter period takes effect on the next run: the 2-day-old order is past a 1-day hold.
    const stored = await ok(findHold(mine.headers));
    await ok(saveHold(mine.headers, { unpaidHoldDays: 1, version: stored.version }));
    await worker.runOnce();
    expect(await stateOf(recent)).toBe(2);
    expect((await historyOf(recent)).at(-1)).toEqual(["release", { holdDays: 1 }, "system"]);
    expect(await departureSeats(trip.id)).toEqual({ sold: 2, locked: 0 });
    // Another run finds nothing more: the release is written once.
    await worker.runOnce();
    expect((await historyOf(old)).filter(([action]) => action === "release")).toHaveLength(1);
    expect(await eventsOf(old)).toEqual(["ORDER_CREATED", "ORDER_CANCELLED"]);
  });

  it("keeps a partly paid order, and two workers at once release an order once", async () => {
    const mine = await freshTenant(api);
    const trip = await publishedShiftTrip(api, mine.headers);
    const part = await invoiceOrder(trip.id, mine.headers);
    const due = await invoiceOrder(trip.id, mine.headers);
    const [{ today }] = await api.db
      .select({ today: sql<string>`to_char(now() at time zone ${tenants.timeZone}, 'YYYY-MM-DD')` })
      .from(tenants)
      .where(eq(tenants.id, mine.tid));
    await ok(
      api.post(
        "/order/payment/add",
        { orderId: part.id, version: part.version, method: "cash", amount: "10.00", paidAt: today },
        mine.headers,
      ),
    );
    await madeDaysAgo(part, 8);
    await madeDaysAgo(due, 8);
    const second = startHoldRelease({ db: api.db, now: api.context.now, pollMs: 3_600_000 });
    try {
      await Promise.all([worker.runOnce(), second.runOnce()]);
    } finally {
      await second.stop();
    }
    expect(await stateOf(part)).toBe(0);
    expect(await stateOf(due)).toBe(2);
    expect((await historyOf(due)).filter(([action]) => action === "release")).toHaveLength(1);
    expect(await eventsOf(due)).toEqual(["ORDER_CREATED", "ORDER_CANCELLED"]);
    expect(await departureSeats(trip.id)).toEqual({ sold: 0, locked: 2 });
  });
  it("passes over an order it fails to release, releases the others, and tries it again on the next run", async () => {
    const mine = await freshTenant(api);
    const trip = await publishedShiftTrip(api, mine.headers);
    const [stuck, due] = [await invoiceOrder(trip.id, mine.headers), await invoiceOrder(trip.id, mine.headers)];
    await madeDaysAgo(stuck, 9);
    await madeDaysAgo(due, 8);
    // The older order cannot be written (as if its row were broken): its release fails.
    await api.db.execute(
      sql.raw(`create function refuse_order_${stuck.id}() returns trigger language plpgsql as
        $$ begin raise exception 'order ${stuck.id} refused'; end $$`),
    );
    await api.db.execute(
      sql.raw(`create trigger refuse_order_${stuck.id} before update on orders for each row
        when (old.id = ${stuck.id}) execute function refuse_order_${stuck.id}()`),
    );
    const logged: Array<Record<string, unknown>> = [];
    const logging = startHoldRelease({
      db: api.db,
      now: api.context.now,
      pollMs: 3_600_000,
      log: (_message, details) => logged.push(details),
    });
    try {
      await logging.runOnce();
      expect(await stateOf(stuck)).toBe(0);
      expect(await stateOf(due)).toBe(2);
      expect(logged).toEqual([{ orderId: stuck.id, error: expect.any(String) }]);
      // Nothing of the failed release stayed: its tickets still hold their seats.
      expect(await departureSeats(trip.id)).toEqual({ sold: 0, locked: 2 });

      await api.db.execute(sql.raw(`drop trigger refuse_order_${stuck.id} on orders`));
      await logging.runOnce();
      expect(await stateOf(stuck)).toBe(2);
      expect(await departureSeats(trip.id)).toEqual({ sold: 0, locked: 0 });
    } finally {
      await logging.stop();
    }
  });
});

describe("a coupon's uses", () => {
  it("go to the first booking, paid or not, and come back when it is released", async () => {
    const mine = await freshTenant(api);
    const trip = await publishedShiftTrip(api, mine.headers);
    const code = uniqueName("H")
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, "")
      .slice(0, 10);
    const coupon = await ok(
      api.post(
        "/coupon/add",
        {
          codeType: 1,
          discountType: 1,
          amount: "5.00",
          count: 1,
          startDate: "2025-01-01",
          endDate: "2031-12-31",
          code,
        },
        mine.headers,
      ),
    );
    // Two invoice bookings race for the last use: one takes it, the other is refused under the coupon field.
    const [a, b] = await Promise.all([
      api.post("/order/book", bookingBody(trip.id, { paymentMethod: "invoice", couponCode: code }), mine.headers),
      api.post(
        "/order/book",
        bookingBody(trip.id, { paymentMethod: "invoice", couponCode: code, contactEmail: "grace@example.com" }),
        mine.headers,
      ),
    ]);
    expect([a.status.code, b.status.code].sort()).toEqual([0, 20001]);
    const [won, lost] = a.status.code === 0 ? [a, b] : [b, a];
    expect(fieldMessages(lost)).toEqual({ couponCode: "This coupon has been used up" });
    // A third unpaid booking finds it used up too, and so does the quote.
    const third = await api.post(
      "/order/book",
      bookingBody(trip.id, { paymentMethod: "invoice", couponCode: code }),
      mine.headers,
    );
    expect(fieldMessages(third)).toEqual({ couponCode: "This coupon has been used up" });
    // The coupon's figures count sold uses (docs/money-contract.md section 2): the unpaid order is in none yet.
    const found = await ok(api.get("/coupon/find", { id: coupon.id }, mine.headers));
    expect(found.usedCount).toBe(0);

    // Released after the hold, the order gives its use back.
    await madeDaysAgo(won.result, 8);
    await worker.runOnce();
    expect(await stateOf(won.result)).toBe(2);
    const again = await ok(
      api.post("/order/book", bookingBody(trip.id, { paymentMethod: "cash", couponCode: code }), mine.headers),
    );
    expect(again).toMatchObject({ state: 1, couponCode: code });
    expect((await ok(api.get("/coupon/find", { id: coupon.id }, mine.headers))).usedCount).toBe(1);
    const audit = await api.db.select().from(auditEntries).where(eq(auditEntries.tenantId, mine.tid));
    expect(audit.filter((entry) => entry.area === "order")).toEqual([]);
  });
});
