/**
 * Moving tickets to another departure of the same trip (docs/sales-contract.md section 14): /order/move/quote and
 * /order/move on bookings of tenants of their own, so every seat counter is the test's own.
 */
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditEntries,
  departureCancellations,
  departureSeatCounts,
  domainEvents,
  notificationOutbox,
  orderHistory,
  orderLines,
  orders,
  payments,
  reservations,
} from "../../vendor-api/src/db/schema";
import { fieldMessages, type SessionHeaders, type TestApi } from "./support/api";
import { bookingBody, ok, publishedShiftTrip, startWithTwoTenants, tenantToday } from "./support/sales";
import { cmd, freshTenant, page, roleWith, uniqueName, userWith, type FreshTenant } from "./support/tenants";

let api: TestApi;
let tenant: FreshTenant;
let other: FreshTenant;

beforeAll(async () => {
  ({ api, tenant, other } = await startWithTwoTenants());
});
afterAll(() => api?.close());

/**
 * A published trip sold by date and shift: Adult 25.00; 2030-05-01 Morning 10 seats, 2030-05-02 Morning 3 and
 * Evening 1 (the last seat two clerks race for); the reschedule fee given.
 */
const publishedTrip = (headers: SessionHeaders, fee: Record<string, unknown> = {}) =>
  publishedShiftTrip(api, headers, {
    passengerPrices: { adult: "25.00" },
    shifts: [
      { name: "Morning", selected: true },
      { name: "Evening", selected: true },
    ],
    inventories: [
      { date: "2030-05-01", shift: "Morning", quantity: 10 },
      { date: "2030-05-02", shift: "Morning", quantity: 3 },
      { date: "2030-05-02", shift: "Evening", quantity: 1 },
    ],
    ...fee,
  });

/** A booking of two adults (50.00) on 2030-05-01 Morning, paid as given. */
const booking = (tripId: number, headers: SessionHeaders, paymentMethod: string, count = 2) =>
  ok(
    api.post("/order/book", bookingBody(tripId, { paymentMethod, passengers: [{ option: "Adult", count }] }), headers),
  );

type Ticket = { id: number; ticketNumber: string; code: string; date: string; shift: string | null; status: number };
type Order = { id: number; version: number; orderNumber: string; tickets: Ticket[] };

const quote = (order: Order, input: Record<string, unknown>, headers: SessionHeaders = tenant.headers) =>
  api.post("/order/move/quote", { orderId: order.id, ...input }, headers);
const move = (order: Order, input: Record<string, unknown>, headers: SessionHeaders = tenant.headers) =>
  api.post("/order/move", { orderId: order.id, version: order.version, ...input }, headers);

/** Each departure's seat counter row of the trip, "date shift" → sold. */
const counters = async (tripId: number) =>
  Object.fromEntries(
    (await api.db.select().from(departureSeatCounts).where(eq(departureSeatCounts.tripId, tripId))).map((row) => [
      `${row.date} ${row.shift}`,
      row.sold + row.locked,
    ]),
  );
const eventsOf = async (orderId: number) =>
  (
    await api.db
      .select({ type: domainEvents.type })
      .from(domainEvents)
      .where(and(eq(domainEvents.resourceType, "order"), eq(domainEvents.resourceId, String(orderId))))
      .orderBy(domainEvents.id)
  ).map((event) => event.type);

/** What a refused move must not have written. */
async function written(order: Order) {
  const [row] = await api.db.select().from(orders).where(eq(orders.id, order.id));
  const tickets = await api.db
    .select({ number: reservations.ticketNumber, date: reservations.date, shift: reservations.shift })
    .from(reservations)
    .where(eq(reservations.orderNumber, order.orderNumber));
  const count = async (table: typeof orderHistory | typeof payments | typeof orderLines) =>
    Number(
      (
        await api.db
          .select({ n: sql<number>`count(*)::int` })
          .from(table)
          .where(eq(table.orderId, order.id))
      )[0].n,
    );
  const [outbox] = await api.db
    .select({ n: sql<number>`count(*)::int` })
    .from(notificationOutbox)
    .where(eq(notificationOutbox.tenantId, row.tenantId));
  return {
    order: { version: row.version, total: row.totalAmount, fee: row.rescheduleFee, paid: row.payAmount },
    tickets,
    history: await count(orderHistory),
    payments: await count(payments),
    lines: await count(orderLines),
    events: (await eventsOf(order.id)).length,
    outbox: Number(outbox.n),
  };
}

describe("moving tickets to another departure of the same trip", () => {
  it("moves a ticket: seats move, the old code is refused and the new one accepted, history, audit, event, mail", async () => {
    const mine = await freshTenant(api);
    const trip = await publishedTrip(mine.headers, { rescheduleFeeType: 1, rescheduleFee: "5.00" });
    const order: Order = await booking(trip.id, mine.headers, "cash");
    const [moved, stays] = order.tickets;
    expect(await counters(trip.id)).toEqual({ "2030-05-01 Morning": 2 });
    const target = { date: "2030-05-02", shift: "Morning" };

    const untouched = await written(order);
    expect(await ok(quote(order, { ticketIds: [moved.id], ...target }, mine.headers))).toEqual({
      tickets: [
        {
          ticketId: moved.id,
          ticketNumber: moved.ticketNumber,
          date: "2030-05-01",
          shift: "Morning",
          option: "Adult",
          price: "25.00",
          newPrice: "25.00",
        },
      ],
      tripId: trip.id,
      tripName: expect.any(String),
      feeType: 1,
      fee: "5.00",
      difference: "0.00",
      collectedNow: true,
      cashNow: "5.00",
      refund: "0.00",
      seatsLeft: 3,
      shifts: [
        { name: "Morning", available: 3 },
        { name: "Evening", available: 1 },
      ],
      options: [{ name: "Adult", price: "25.00" }],
      movable: true,
    });
    // Without a shift the quote offers the day's shifts; the move itself needs one.
    expect(await ok(quote(order, { ticketIds: [moved.id], date: "2030-05-02" }, mine.headers))).toMatchObject({
      fee: "5.00",
      seatsLeft: null,
      movable: false,
      shifts: [{ name: "Morning" }, { name: "Evening" }],
    });
    expect(await written(order)).toEqual(untouched);

    const after = await ok(move(order, { ticketIds: [moved.id], ...target }, mine.headers));
    const now = after.tickets.find((ticket: Ticket) => ticket.id === moved.id);
    expect(now).toMatchObject({ date: "2030-05-02", shift: "Morning", status: 0, price: "25.00" });
    expect(now.ticketNumber).not.toBe(moved.ticketNumber);
    expect(after.tickets.find((ticket: Ticket) => ticket.id === stays.id)).toMatchObject({
      ticketNumber: stays.ticketNumber,
      date: "2030-05-01",
    });
    expect(await counters(trip.id)).toEqual({ "2030-05-01 Morning": 1, "2030-05-02 Morning": 1 });
    // A paid order's fee is taken in cash at the counter: its total and what was paid both rise by it.
    expect(after).toMatchObject({
      version: order.version + 1,
      rescheduleFee: "5.00",
      totalAmount: "55.00",
      payAmount: "55.00",
      balance: "0.00",
    });
    expect(after.payments).toContainEqual(expect.objectContaining({ paymentType: 3, amount: "5.00" }));

    // The old number and code no longer name a ticket; the new code checks it in.
    expect((await api.post("/check-in/ticket", { ticket: moved.code }, mine.headers)).status.code).toBe(20445);
    expect((await api.post("/check-in/ticket", { ticket: moved.ticketNumber }, mine.headers)).status.code).toBe(20445);
    await ok(api.post("/check-in/ticket", { ticket: now.code }, mine.headers));

    expect(
      after.history
        .filter((entry: { action: string }) => entry.action === "reschedule")
        .map((entry: { params: unknown }) => entry.params),
    ).toEqual([{ ticketNumbers: [`${moved.ticketNumber} → ${now.ticketNumber}`], amount: "5.00" }]);
    expect(await eventsOf(order.id)).toEqual(["ORDER_CREATED", "ORDER_PAID", "ORDER_UPDATED"]);
    const audit = await api.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.tenantId, mine.tid), eq(auditEntries.action, "moveTickets")));
    expect(audit.map((entry) => [entry.area, entry.targetName, entry.changes])).toEqual([
      [
        "order",
        order.orderNumber,
        [
          { field: "movedTickets", from: [moved.ticketNumber], to: [now.ticketNumber] },
          { field: "departure", from: "2030-05-01 Morning", to: "2030-05-02 Morning" },
          { field: "rescheduleFee", from: null, to: "5.00" },
        ],
      ],
    ]);
    const mails = await api.db
      .select()
      .from(notificationOutbox)
      .where(
        and(
          eq(notificationOutbox.tenantId, mine.tid),
          eq(notificationOutbox.subject, `Your booking ${order.orderNumber}: tickets moved to 2030-05-02 Morning`),
        ),
      );
    expect(mails.map((mail) => [mail.audience, mail.recipients])).toEqual([["recipient", ["ada@example.com"]]]);
    // Stored encrypted, like the confirmation: the body and the codes open with the keyring only.
    const body = api.context.secrets.decrypt(mails[0].content);
    expect(mails[0].content).not.toContain(now.code);
    expect(body).toContain(now.code);
    expect(body).toContain(`was ${moved.ticketNumber}`);
    expect(mails[0].qrCodes!.map((code) => api.context.secrets.decrypt(code))).toEqual([now.code]);
  });

  it("applies the trip's fee: per ticket, per order, free; an unpaid order owes it", async () => {
    const target = { date: "2030-05-02", shift: "Morning" };
    const perTicket = await publishedTrip(tenant.headers, { rescheduleFeeType: 1, rescheduleFee: "5.00" });
    const first: Order = await booking(perTicket.id, tenant.headers, "cash");
    const ids = (order: Order) => order.tickets.map((ticket) => ticket.id);
    expect(await ok(quote(first, { ticketIds: ids(first), ...target }))).toMatchObject({ fee: "10.00" });

    const perOrder = await publishedTrip(tenant.headers, { rescheduleFeeType: 2, rescheduleFee: "7.00" });
    const second: Order = await booking(perOrder.id, tenant.headers, "invoice");
    expect(await ok(quote(second, { ticketIds: ids(second), ...target }))).toMatchObject({
      fee: "7.00",
      collectedNow: false,
    });
    const owed = await ok(move(second, { ticketIds: ids(second), ...target, notifyCustomer: false }));
    // An unpaid order owes the fee with the rest of its total (section 11): no payment is made for it, and its
    // invoice stands for the new balance.
    expect(owed).toMatchObject({ rescheduleFee: "7.00", totalAmount: "57.00", balance: "57.00", state: 0 });
    expect(owed.payments.map((payment: { amount: string }) => payment.amount)).toEqual(["57.00"]);
    expect(await counters(perOrder.id)).toEqual({ "2030-05-01 Morning": 0, "2030-05-02 Morning": 2 });

    const free = await publishedTrip(tenant.headers);
    const third: Order = await booking(free.id, tenant.headers, "cash");
    const moved = await ok(move(third, { ticketIds: ids(third), ...target }));
    expect(moved).toMatchObject({ rescheduleFee: "0.00", totalAmount: "50.00", payAmount: "50.00" });
    expect(moved.payments).toHaveLength(1);
  });

  it("gives the last seat of a departure to one of two clerks moving at once", async () => {
    const trip = await publishedTrip(tenant.headers);
    const [a, b]: Order[] = [
      await booking(trip.id, tenant.headers, "cash", 1),
      await booking(trip.id, tenant.headers, "cash", 1),
    ];
    const last = { date: "2030-05-02", shift: "Evening" };
    const answers = await Promise.all([
      move(a, { ticketIds: [a.tickets[0].id], ...last }),
      move(b, { ticketIds: [b.tickets[0].id], ...last }),
    ]);
    expect(answers.map((answer) => answer.status.code).sort()).toEqual([0, 20001]);
    const refused = answers.find((answer) => answer.status.code !== 0)!;
    expect(fieldMessages(refused)).toEqual({ shift: "Not enough seats left on this departure: 0" });
    expect(await counters(trip.id)).toEqual({ "2030-05-01 Morning": 1, "2030-05-02 Evening": 1 });
  });

  it("refuses bad input and changes nothing", async () => {
    const trip = await publishedTrip(tenant.headers, { rescheduleFeeType: 1, rescheduleFee: "5.00" });
    const order: Order = await booking(trip.id, tenant.headers, "cash", 3);
    const otherOrder: Order = await booking(trip.id, tenant.headers, "cash", 1);
    const [first, second, third] = order.tickets;
    await ok(api.post("/check-in/ticket", { ticket: first.ticketNumber }, tenant.headers));
    await ok(
      api.post(
        "/refund/add",
        {
          orderId: order.id,
          paymentId: (await ok(api.get("/order/find", { id: order.id }, tenant.headers))).payments[0].id,
          ticketIds: [third.id],
          amount: "25.00",
          reason: "Ill",
        },
        tenant.headers,
      ),
    );
    const refreshed: Order = await ok(api.get("/order/find", { id: order.id }, tenant.headers));
    const full: Order = await booking(trip.id, tenant.headers, "cash", 2);
    const before = await written(refreshed);
    const target = { date: "2030-05-02", shift: "Morning" };
    const refusals: [Record<string, unknown>, Record<string, string>][] = [
      [{ ticketIds: [], ...target }, { ticketIds: "Required" }],
      [{ ...target }, { ticketIds: "Required" }],
      [{ ticketIds: [second.id] }, { date: "Required" }],
      [{ ticketIds: [second.id], date: "2030-13-45", shift: "Morning" }, { date: expect.any(String) }],
      [{ ticketIds: [otherOrder.tickets[0].id], ...target }, { ticketIds: "Not a ticket of this order" }],
      [
        { ticketIds: [first.id], ...target },
        { ticketIds: `A ticket already checked in cannot be moved: ${first.ticketNumber}` },
      ],
      [
        { ticketIds: [third.id], ...target },
        {
          ticketIds: `Only valid tickets can be moved (not refunded, refunding or cancelled): ${third.ticketNumber}`,
        },
      ],
      [
        { ticketIds: [second.id], date: "2030-05-01", shift: "Morning" },
        { ticketIds: `The tickets already travel on this departure: ${second.ticketNumber}` },
      ],
      [{ ticketIds: [second.id], date: "2020-01-01", shift: "Morning" }, { date: expect.any(String) }],
      [{ ticketIds: [second.id], date: "2030-05-03", shift: "Morning" }, { date: expect.any(String) }],
      [{ ticketIds: [second.id], date: "2030-05-02", shift: "Night" }, { shift: expect.any(String) }],
    ];
    for (const [input, fields] of refusals) {
      expect(fieldMessages(await quote(refreshed, input)), JSON.stringify(input)).toEqual(fields);
      expect(fieldMessages(await move(refreshed, input)), JSON.stringify(input)).toEqual(fields);
    }
    expect(fieldMessages(await move(refreshed, { ticketIds: [second.id], date: "2030-05-02" }))).toEqual({
      shift: "Required",
    });
    // A full departure: two tickets onto the one seat of the evening.
    const fullBefore = await written(full);
    expect(
      fieldMessages(
        await move(full, { ticketIds: full.tickets.map((t) => t.id), date: "2030-05-02", shift: "Evening" }),
      ),
    ).toEqual({ shift: "Not enough seats left on this departure: 1" });
    expect(await written(full)).toEqual(fullBefore);

    expect(
      (await move({ ...refreshed, version: refreshed.version - 1 }, { ticketIds: [second.id], ...target })).status.code,
    ).toBe(10008);
    expect((await move(refreshed, { ticketIds: [second.id], ...target }, other.headers)).status.code).toBe(20404);
    expect((await quote(refreshed, { ticketIds: [second.id], ...target }, other.headers)).status.code).toBe(20404);
    const viewer = await userWith(api, tenant.headers, [
      (await roleWith(api, tenant.headers, uniqueName("view"), [page("order_list"), page("order_detail")])).id,
    ]);
    expect((await quote(refreshed, { ticketIds: [second.id], ...target }, viewer.headers)).status.code).toBe(21403);
    expect((await move(refreshed, { ticketIds: [second.id], ...target }, viewer.headers)).status.code).toBe(21403);
    // A stopped trip sells no seats, so none are moved onto its departures.
    await ok(api.post("/trip/stop-sale", { id: trip.id, version: trip.version }, tenant.headers));
    expect(fieldMessages(await move(refreshed, { ticketIds: [second.id], ...target }))).toEqual({
      date: "The trip is not on sale: its tickets cannot be moved",
    });
    expect(await written(refreshed)).toEqual(before);

    // A clerk with the move's permission only moves.
    const clerk = await userWith(api, tenant.headers, [
      (await roleWith(api, tenant.headers, uniqueName("move"), [page("order_detail"), cmd("/order/move")])).id,
    ]);
    const open = await publishedTrip(tenant.headers);
    const mineToMove: Order = await booking(open.id, tenant.headers, "cash", 1);
    await ok(move(mineToMove, { ticketIds: [mineToMove.tickets[0].id], ...target }, clerk.headers));
    // It sees the trips tickets can be moved to, as a booking clerk does.
    expect((await ok(api.get("/order/book/trips", {}, clerk.headers))).list).toContainEqual(
      expect.objectContaining({ id: open.id }),
    );
  });
});

describe("moving tickets to another trip", () => {
  /** The trip moved to: Adult 30.00 and Child 10.50, 2030-05-03 Morning with the seats given, 3.00 per move. */
  const targetTrip = (headers: SessionHeaders, seats = 5) =>
    publishedShiftTrip(api, headers, {
      passengerPrices: { adult: "30.00", child: "10.50" },
      inventories: [{ date: "2030-05-03", shift: "Morning", quantity: seats }],
      rescheduleFeeType: 2,
      rescheduleFee: "3.00",
    });
  const onto = (tripId: number, tickets: Ticket[], option: string, priceMode = "chosen") => ({
    ticketIds: tickets.map((ticket) => ticket.id),
    tripId,
    date: "2030-05-03",
    shift: "Morning",
    priceMode,
    options: tickets.map((ticket) => ({ ticketId: ticket.id, option })),
  });
  const income = async (headers: SessionHeaders, tenantId: number) => {
    const today = await tenantToday(api, tenantId);
    return (await ok(api.post("/report/income", { dateFrom: today, dateTo: today, groupBy: "day" }, headers))).current;
  };

  it("keeps the price or takes the chosen one: a paid order pays more in cash or gets the difference back", async () => {
    const mine = await freshTenant(api);
    const from = await publishedTrip(mine.headers);
    const to = await targetTrip(mine.headers);
    const order: Order = await booking(from.id, mine.headers, "cash");
    const [first, second] = order.tickets;
    expect(await ok(quote(order, onto(to.id, [first], "Adult", "same"), mine.headers))).toMatchObject({
      tripId: to.id,
      tickets: [{ ticketId: first.id, option: "Adult", price: "25.00", newPrice: "25.00" }],
      fee: "3.00",
      difference: "0.00",
      cashNow: "3.00",
      refund: "0.00",
      movable: true,
    });
    expect(await ok(quote(order, onto(to.id, [first], "Adult"), mine.headers))).toMatchObject({
      difference: "5.00",
      cashNow: "8.00",
    });
    const untouched = await written(order);
    expect(await ok(quote(order, onto(to.id, [first], "Child"), mine.headers))).toMatchObject({
      tickets: [{ option: "Child", price: "25.00", newPrice: "10.50" }],
      difference: "-14.50",
      collectedNow: false,
      cashNow: "0.00",
      refund: "11.50",
    });
    expect(await written(order)).toEqual(untouched);

    // Cheaper: 25.00 − 10.50 less the 3.00 fee goes back, in cash at once.
    const cheaper = await ok(move(order, onto(to.id, [first], "Child"), mine.headers));
    const movedTicket = cheaper.tickets.find((ticket: Ticket) => ticket.id === first.id);
    expect(movedTicket).toMatchObject({ tripId: to.id, option: "Child", price: "10.50", date: "2030-05-03" });
    expect(cheaper).toMatchObject({ totalAmount: "38.50", payAmount: "50.00", refundedAmount: "11.50" });
    expect(cheaper.refunds).toEqual([expect.objectContaining({ amount: "11.50", state: 3 })]);
    // Settled in one step as a cancellation's cash share is (docs/sales-contract.md section 13): one refund history
    // line, no request waiting for approval.
    const refundLines = cheaper.history.filter((entry: { action: string }) => entry.action.startsWith("refund-"));
    expect(
      refundLines.map((entry: { action: string; params: { note?: string } }) => [entry.action, entry.params.note]),
    ).toEqual([["refund-complete", `Settled at once: Move of ${first.ticketNumber}`]]);
    expect(await counters(from.id)).toEqual({ "2030-05-01 Morning": 1 });
    expect(await counters(to.id)).toEqual({ "2030-05-03 Morning": 1 });
    expect(await income(mine.headers, mine.tid)).toMatchObject({ gross: "50.00", refunds: "11.50", net: "38.50" });
    // The old code no longer names a ticket; the new one checks in on the new trip.
    expect((await api.post("/check-in/ticket", { ticket: first.code }, mine.headers)).status.code).toBe(20445);

    // Dearer: the 5.00 difference and the fee are taken in cash now.
    const dearer = await ok(move(cheaper, onto(to.id, [second], "Adult"), mine.headers));
    expect(dearer).toMatchObject({ totalAmount: "46.50", payAmount: "58.00", rescheduleFee: "6.00", balance: "0.00" });
    expect(await income(mine.headers, mine.tid)).toMatchObject({ gross: "58.00", refunds: "11.50", net: "46.50" });
    const audit = await api.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.tenantId, mine.tid), eq(auditEntries.action, "moveTickets")));
    expect(audit.map((entry) => entry.changes.slice(3))).toEqual([
      [
        { field: "trip", from: expect.any(String), to: expect.any(String) },
        { field: "priceDifference", from: null, to: "-14.50" },
      ],
      [
        { field: "trip", from: expect.any(String), to: expect.any(String) },
        { field: "priceDifference", from: null, to: "5.00" },
      ],
    ]);
  });

  it("an unpaid order owes the difference and the fee: its total, balance and invoice follow", async () => {
    const from = await publishedTrip(tenant.headers);
    const to = await targetTrip(tenant.headers);
    const order: Order = await booking(from.id, tenant.headers, "invoice");
    const after = await ok(move(order, { ...onto(to.id, order.tickets, "Adult"), notifyCustomer: false }));
    expect(after).toMatchObject({ state: 0, totalAmount: "63.00", balance: "63.00" });
    expect(after.payments.map((payment: { amount: string }) => payment.amount)).toEqual(["63.00"]);
    expect(await counters(to.id)).toEqual({ "2030-05-03 Morning": 2 });
  });

  it("gives another trip's last seat to one of two clerks moving at once", async () => {
    const from = await publishedTrip(tenant.headers);
    const to = await targetTrip(tenant.headers, 1);
    const [a, b]: Order[] = [
      await booking(from.id, tenant.headers, "cash", 1),
      await booking(from.id, tenant.headers, "cash", 1),
    ];
    const answers = await Promise.all([
      move(a, onto(to.id, a.tickets, "Adult", "same")),
      move(b, onto(to.id, b.tickets, "Adult", "same")),
    ]);
    expect(answers.map((answer) => answer.status.code).sort()).toEqual([0, 20001]);
    expect(fieldMessages(answers.find((answer) => answer.status.code !== 0)!)).toEqual({
      shift: "Not enough seats left on this departure: 0",
    });
    expect(await counters(to.id)).toEqual({ "2030-05-03 Morning": 1 });
    expect(await counters(from.id)).toEqual({ "2030-05-01 Morning": 1 });
  });

  it("refuses a bad trip, price mode, option or departure and changes nothing", async () => {
    const from = await publishedTrip(tenant.headers);
    const to = await targetTrip(tenant.headers, 1);
    const stopped = await targetTrip(tenant.headers);
    await ok(api.post("/trip/stop-sale", { id: stopped.id, version: stopped.version }, tenant.headers));
    const theirs = await targetTrip(other.headers);
    const order: Order = await booking(from.id, tenant.headers, "cash");
    const [one, two] = order.tickets;
    const before = await written(order);
    const good = onto(to.id, [one], "Adult");
    const refusals: [Record<string, unknown>, Record<string, string>][] = [
      [{ ...good, tripId: 99999999 }, { tripId: "Not a trip of yours" }],
      [{ ...good, tripId: theirs.id }, { tripId: "Not a trip of yours" }],
      [{ ...good, tripId: stopped.id }, { tripId: "The trip is not on sale: its tickets cannot be moved" }],
      [{ ...good, priceMode: "cheapest" }, { priceMode: "Invalid value" }],
      [
        { ...good, options: [{ ticketId: two.id, option: "Adult" }] },
        { options: "Choose a price option on the new trip for each ticket moved" },
      ],
      [
        { ...good, options: [{ ticketId: one.id, option: "Senior" }] },
        { options: "Not a price option of the new trip: Senior" },
      ],
      [{ ...onto(to.id, [one, two], "Adult") }, { shift: "Not enough seats left on this departure: 1" }],
      [{ ...good, date: "2020-01-01" }, { date: expect.any(String) }],
      [{ ...good, date: "2030-05-04" }, { date: expect.any(String) }],
    ];
    for (const [input, fields] of refusals) {
      expect(fieldMessages(await quote(order, input)), JSON.stringify(input)).toEqual(fields);
      expect(fieldMessages(await move(order, input)), JSON.stringify(input)).toEqual(fields);
    }
    // The move needs the price mode and the options; the quote without them offers the trip's options.
    expect(fieldMessages(await move(order, { ...good, priceMode: undefined }))).toEqual({ priceMode: "Required" });
    expect(fieldMessages(await move(order, { ...good, options: undefined }))).toEqual({ options: "Required" });
    expect(await ok(quote(order, { ...good, priceMode: undefined, options: undefined }))).toMatchObject({
      movable: false,
      options: [
        { name: "Adult", price: "30.00" },
        { name: "Child", price: "10.50" },
      ],
    });
    // A departure the operator cancelled takes no ticket.
    const [{ tenantId }] = await api.db
      .select({ tenantId: orders.tenantId })
      .from(orders)
      .where(eq(orders.id, order.id));
    await api.db
      .insert(departureCancellations)
      .values({ tenantId, tripId: to.id, date: "2030-05-03", shift: "Morning", creator: "test" });
    expect(fieldMessages(await move(order, good))).toEqual({
      shift: "This departure is cancelled: it takes no booking and no move",
    });
    expect(await written(order)).toEqual(before);
  });
});
