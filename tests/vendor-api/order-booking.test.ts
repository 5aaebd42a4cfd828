/**
 * Bookings taken in the console (docs/sales-contract.md, "Bookings taken in the console"): /order/book with its
 * departure, quote and trips calls, in tenants of their own so every figure is the test's own.
 */
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  channels,
  domainEvents,
  notificationOutbox,
  orders,
  reservations,
  trips,
} from "../../vendor-api/src/db/schema";
import { fieldMessages, type SessionHeaders, type TestApi } from "./support/api";
import { shiftTrip, validTrip } from "./support/catalogue";
import { bookingBody, ok, publishedShiftTrip, startWithTwoTenants, tenantToday } from "./support/sales";
import { cmd, freshTenant, page, roleWith, uniqueName, userWith, type FreshTenant } from "./support/tenants";

let api: TestApi;
let tenant: FreshTenant;
let other: FreshTenant;
let today: string;

beforeAll(async () => {
  ({ api, tenant, other, today } = await startWithTwoTenants());
});
afterAll(() => api?.close());

/** A published trip of the tenant: by date and shift (Morning, `seats` on `date`) with adult and child prices. */
const publishedTrip = (headers: SessionHeaders, overrides: Record<string, unknown> = {}) =>
  publishedShiftTrip(api, headers, {
    inventories: [{ date: "2030-05-01", shift: "Morning", quantity: 5 }],
    ...overrides,
  });

const booking = (tripId: number, overrides: Record<string, unknown> = {}) => ({
  requestId: crypto.randomUUID(),
  ...bookingBody(tripId, overrides),
});

const book = (body: Record<string, unknown>, headers = tenant.headers) => api.post("/order/book", body, headers);

/** Rows a refused booking must not have written. */
async function written(tenantId = tenant.tid) {
  const count = async (table: typeof orders | typeof reservations | typeof domainEvents | typeof notificationOutbox) =>
    Number(
      (
        await api.db
          .select({ n: sql<number>`count(*)::int` })
          .from(table)
          .where(eq(table.tenantId, tenantId))
      )[0].n,
    );
  return {
    orders: await count(orders),
    tickets: await count(reservations),
    events: await count(domainEvents),
    mails: await count(notificationOutbox),
  };
}

describe("booking in the console", () => {
  it("writes the order, its tickets with signed codes, its cash payment, its history, the mail and both events", async () => {
    const trip = await publishedTrip(tenant.headers);
    const offer = await ok(api.post("/order/book/departure", { tripId: trip.id, date: "2030-05-01" }, tenant.headers));
    expect(offer).toMatchObject({
      shifts: [{ name: "Morning", capacity: 5, available: 5 }],
      available: null,
      options: [
        { name: "Adult", passengerType: 0, price: "25.00" },
        { name: "Child", passengerType: 1, price: "10.50" },
      ],
    });
    const body = booking(trip.id, { passengers: [{ option: "Adult", count: 2 }] });
    const quote = await ok(api.post("/order/quote", body, tenant.headers));
    expect(quote).toMatchObject({
      subtotal: "50.00",
      discount: "0.00",
      bookingFee: "0.00",
      total: "50.00",
      due: "50.00",
    });

    const order = await ok(book(body));
    expect(order).toMatchObject({
      state: 1,
      creator: tenant.username,
      contactEmail: "ada@example.com",
      totalAmount: "50.00",
      payAmount: "50.00",
      paymentTypes: [3],
      lines: [{ tripId: trip.id, date: "2030-05-01", shift: "Morning", option: "Adult", quantity: 2, amount: "50.00" }],
    });
    expect(order.tickets).toHaveLength(2);
    for (const ticket of order.tickets) {
      expect(ticket).toMatchObject({ status: 0, held: false, actionable: true, passengerName: "Ada Lovelace" });
      expect(ticket.code).toMatch(new RegExp(`^VT1\\.${ticket.ticketNumber}\\.`));
    }
    expect(order.payments).toMatchObject([{ paymentType: 3, amount: "50.00", payStatus: 1 }]);
    expect(order.history.map((entry: { action: string }) => entry.action)).toEqual(["create", "pay", "complete"]);
    expect(order.history[0]).toMatchObject({
      operatorName: tenant.username,
      params: { channel: "counter", ticketCount: 2 },
    });

    const [mail] = await api.db
      .select()
      .from(notificationOutbox)
      .where(
        and(
          eq(notificationOutbox.tenantId, tenant.tid),
          eq(notificationOutbox.subject, `Your booking ${order.orderNumber}`),
        ),
      );
    expect(mail).toMatchObject({ status: "queued", recipients: ["ada@example.com"] });
    // The codes let their bearer in: at rest they are encrypted (docs/system-contract.md section 10).
    expect(mail.qrCodes!.map((code) => api.context.secrets.decrypt(code))).toEqual(
      order.tickets.map((ticket: { code: string }) => ticket.code),
    );
    expect(JSON.stringify(mail)).not.toContain(order.tickets[0].code);

    const events = await api.db
      .select()
      .from(domainEvents)
      .where(and(eq(domainEvents.tenantId, tenant.tid), eq(domainEvents.resourceType, "order")));
    expect(events.map((event) => event.type)).toEqual(["ORDER_CREATED", "ORDER_PAID"]);
    expect(events[0].data).toMatchObject({
      id: String(order.id),
      orderNumber: order.orderNumber,
      state: "COMPLETED",
      totalAmount: "50.00",
      payAmount: "50.00",
    });

    // The seats are taken: the departure offers three.
    const after = await ok(api.post("/order/book/departure", { tripId: trip.id, date: "2030-05-01" }, tenant.headers));
    expect(after.shifts).toEqual([{ name: "Morning", capacity: 5, available: 3 }]);
  });

  it("numbers tickets so that one ticket tells nothing of the next: random, BKT and nine digits, unique", async () => {
    const trip = await publishedTrip(tenant.headers, {
      inventories: [{ date: "2030-05-01", shift: "Morning", quantity: 12 }],
    });
    const numbers: number[] = [];
    for (let order = 0; order < 3; order++) {
      const booked = await ok(book(booking(trip.id, { passengers: [{ option: "Adult", count: 4 }] })));
      const printed = booked.tickets.map((ticket: { ticketNumber: string }) => ticket.ticketNumber);
      for (const ticketNumber of printed) expect(ticketNumber).toMatch(/^BKT\d{9}$/);
      numbers.push(...printed.map((ticketNumber: string) => Number(ticketNumber.slice(3))));
    }
    expect(new Set(numbers).size).toBe(12);
    // Sequential numbers (one order's tickets, or the next order's first) would sit 1 apart: random ones do not.
    const sorted = numbers.toSorted((a, b) => a - b);
    expect(sorted.slice(1).filter((number, index) => number - sorted[index] === 1)).toEqual([]);
  });

  it("counts in the order list, the income report of its day and the statement of its month", async () => {
    const mine = await freshTenant(api);
    const trip = await publishedTrip(mine.headers);
    const order = await ok(book(booking(trip.id, { passengers: [{ option: "Child", count: 3 }] }), mine.headers));
    expect(order.payAmount).toBe("31.50");
    const list = await ok(api.post("/order/list", { pageNum: 1, pageSize: 10 }, mine.headers));
    expect(list.list).toMatchObject([{ id: order.id, totalAmount: "31.50", payAmount: "31.50", state: 1 }]);
    const day = await tenantToday(api, mine.tid);
    const income = await ok(api.post("/report/income", { dateFrom: day, dateTo: day, groupBy: "day" }, mine.headers));
    expect(income.series).toMatchObject([{ periodStart: day, gross: "31.50", orders: 1, tickets: 3 }]);
    const statement = await ok(api.get("/statement/find", { month: day.slice(0, 7) }, mine.headers));
    expect(statement).toMatchObject({ open: true, lines: { order: "31.50" }, orderCount: 1 });
  });

  it("records the booking on the tenant's counter channel, made on the first booking for a tenant without one (issue 61)", async () => {
    const mine = await freshTenant(api);
    const keysOf = async () =>
      (await api.db.select({ key: channels.key }).from(channels).where(eq(channels.tenantId, mine.tid)))
        .map((row) => row.key)
        .toSorted();
    expect(await keysOf()).toEqual(["app", "counter", "web"]);
    // A tenant created before the counter channel existed has only web and app: its first console booking adds it.
    await api.db.delete(channels).where(and(eq(channels.tenantId, mine.tid), eq(channels.key, "counter")));
    const trip = await publishedTrip(mine.headers);
    const order = await ok(book(booking(trip.id), mine.headers));
    expect(await keysOf()).toEqual(["app", "counter", "web"]);
    const [counter] = await api.db
      .select({ id: channels.id })
      .from(channels)
      .where(and(eq(channels.tenantId, mine.tid), eq(channels.key, "counter")));
    const [row] = await api.db.select({ channelId: orders.channelId }).from(orders).where(eq(orders.id, order.id));
    expect(row.channelId).toBe(counter.id);
    const day = await tenantToday(api, mine.tid);
    const income = await ok(api.post("/report/income", { dateFrom: day, dateTo: day, groupBy: "day" }, mine.headers));
    expect(income.byChannel).toMatchObject([{ channelId: counter.id, channelName: "counter", orders: 1 }]);
    await ok(book(booking(trip.id), mine.headers));
    expect(await keysOf()).toEqual(["app", "counter", "web"]);
  });

  it("honours a coupon limited to the website at the counter, not one limited to the app (issue 61)", async () => {
    const trip = await publishedTrip(tenant.headers, {
      inventories: [{ date: "2030-05-01", shift: "Morning", quantity: 10 }],
    });
    const coupon = async (subBusLine: number) => {
      const code = uniqueName("C")
        .toUpperCase()
        .replace(/[^A-Z0-9]/g, "")
        .slice(0, 10);
      const body = { code, codeType: 1, discountType: 1, amount: "5.00", count: 5, subBusLine };
      await ok(api.post("/coupon/add", { ...body, startDate: "2025-01-01", endDate: "2031-12-31" }, tenant.headers));
      return code;
    };
    const web = await coupon(1);
    const app = await coupon(2);
    const quote = (couponCode: string) => api.post("/order/quote", booking(trip.id, { couponCode }), tenant.headers);
    expect(await ok(quote(web))).toMatchObject({ discount: "5.00" });
    expect(fieldMessages(await quote(app))).toHaveProperty("couponCode");
  });

  it("refuses every rule with its field and writes nothing", async () => {
    const trip = await publishedTrip(tenant.headers);
    const before = await written();
    const refusals: Array<[Record<string, unknown>, Record<string, string>]> = [
      [
        { contactFirstName: "", contactEmail: "nope", contactPhone: "x", paymentMethod: "cheque" },
        {
          contactFirstName: "Required",
          contactEmail: "Invalid email",
          contactPhone: "Invalid phone",
          paymentMethod: "Invalid value",
        },
      ],
      [{ passengers: [{ option: "Adult", count: 0 }] }, { passengers: "Choose at least one ticket" }],
      [{ passengers: [{ option: "Adult", count: -1 }] }, { "passengers.0.count": "No less than 0" }],
      [{ passengers: [{ option: "Senior", count: 1 }] }, { "passengers.0.option": "Not a price of this trip" }],
      [{ date: "2030-02-30" }, { date: "Invalid date" }],
      [{ date: "2020-05-01" }, { date: "Not on sale for this date" }],
      [{ shift: "Evening" }, { shift: "This shift is not on sale for this date" }],
      [{ date: "2030-05-02" }, { shift: "This shift is not on sale for this date" }],
      [{ date: "2030-05-02", shift: null }, { shift: "Not on sale for this date" }],
      [{ shift: null }, { shift: "Required" }],
      [{ passengers: [{ option: "Adult", count: 6 }] }, { passengers: "Not enough seats left: 5 available" }],
      [{ tripId: 999999 }, { tripId: "This trip is not on sale" }],
      [{ couponCode: "NOSUCH1" }, { couponCode: "Unknown coupon code" }],
      [{ couponCode: "no-such" }, { couponCode: "Letters and digits only" }],
    ];
    for (const [overrides, messages] of refusals) {
      const answer = await book(booking(trip.id, overrides));
      expect(answer.status.code, JSON.stringify(overrides)).toBe(20001);
      expect(fieldMessages(answer), JSON.stringify(overrides)).toEqual(messages);
    }
    // A draft trip, and another tenant's trip, are not on sale here.
    const draft = await ok(api.post("/trip/add", shiftTrip(), tenant.headers));
    expect(fieldMessages(await book(booking(draft.id)))).toEqual({ tripId: "This trip is not on sale" });
    const theirs = await publishedTrip(other.headers);
    expect(fieldMessages(await book(booking(theirs.id)))).toEqual({ tripId: "This trip is not on sale" });
    expect(fieldMessages(await api.post("/order/quote", booking(theirs.id), tenant.headers))).toEqual({
      tripId: "This trip is not on sale",
    });
    expect(await written()).toEqual(before);
  });

  it("of two clerks booking the last seats at once, books one and refuses the other", async () => {
    const trip = await publishedTrip(tenant.headers, {
      inventories: [{ date: "2030-05-01", shift: "Morning", quantity: 2 }],
    });
    const answers = await Promise.all([book(booking(trip.id)), book(booking(trip.id))]);
    const codes = answers.map((answer) => answer.status.code).sort();
    expect(codes).toEqual([0, 20001]);
    const refused = answers.find((answer) => answer.status.code !== 0)!;
    expect(fieldMessages(refused)).toEqual({ passengers: "Not enough seats left: 0 available" });
    const seats = await api.db
      .select({ n: sql<number>`count(*)::int` })
      .from(reservations)
      .where(eq(reservations.tripId, trip.id));
    expect(Number(seats[0].n)).toBe(2);
  });

  // PostgreSQL only: PGlite serves one connection, so nothing else can hold the trip row meanwhile.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "claims the seats last: a booking waits for the trip row only once its order is written, and then books",
    async () => {
      const trip = await publishedTrip(tenant.headers);
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let held!: () => void;
      const holding = new Promise<void>((resolve) => (held = resolve));
      // Another booking of the departure in the middle of its claim: it holds the trip row until released.
      const holder = api.db.transaction(async (tx) => {
        await tx.select({ id: trips.id }).from(trips).where(eq(trips.id, trip.id)).for("update");
        held();
        await released;
      });
      await holding;
      const pending = book(booking(trip.id));
      try {
        // The waiting booking has written its order (a row lock on orders) before it asks for the trip row, so bookings
        // of one departure wait on each other for the claim alone (docs/scale-contract.md section 11).
        const waitingWrites = sql`select count(*)::int as n from pg_stat_activity activity
          join pg_locks lock on lock.pid = activity.pid
          join pg_class class on class.oid = lock.relation
          where activity.datname = current_database() and activity.wait_event_type = 'Lock'
            and class.relname = 'orders' and lock.mode = 'RowExclusiveLock'`;
        await expect
          .poll(async () =>
            Number(((await api.db.execute(waitingWrites)) as unknown as { rows: Array<{ n: number }> }).rows[0].n),
          )
          .toBe(1);
      } finally {
        release();
        await holder;
      }
      expect((await pending).status.code).toBe(0);
    },
  );

  it("books a total-quantity trip against its shared seats", async () => {
    const trip = await ok(api.post("/trip/add", validTrip({ totalQuantity: 3 }), tenant.headers));
    await ok(api.post("/trip/publish", { id: trip.id, version: trip.version }, tenant.headers));
    const offer = await ok(api.post("/order/book/departure", { tripId: trip.id, date: today }, tenant.headers));
    expect(offer).toMatchObject({ shifts: [], available: 3, options: [{ name: "Standard", price: "19.99" }] });
    const body = { date: today, shift: null, passengers: [{ option: "Standard", count: 3 }] };
    expect((await ok(book(booking(trip.id, body)))).totalAmount).toBe("59.97");
    expect(
      fieldMessages(await book(booking(trip.id, { ...body, passengers: [{ option: "Standard", count: 1 }] }))),
    ).toEqual({
      passengers: "Not enough seats left: 0 available",
    });
  });

  it("answers a retried submit with the first order, also when both arrive at once", async () => {
    const trip = await publishedTrip(tenant.headers);
    const body = booking(trip.id, { passengers: [{ option: "Adult", count: 1 }] });
    const first = await ok(book(body));
    const before = await written();
    const again = await ok(book(body));
    expect(again.id).toBe(first.id);
    expect(await written()).toEqual(before);

    const racing = booking(trip.id, { passengers: [{ option: "Adult", count: 1 }] });
    const [a, b] = await Promise.all([book(racing), book(racing)]);
    expect(a.status.code).toBe(0);
    expect(b.status.code).toBe(0);
    expect(a.result.id).toBe(b.result.id);
    const rows = await api.db.select().from(orders).where(eq(orders.requestId, racing.requestId));
    expect(rows).toHaveLength(1);
    // The same request id in another tenant is another booking.
    const theirs = await publishedTrip(other.headers);
    expect((await ok(book({ ...booking(theirs.id), requestId: racing.requestId }, other.headers))).id).not.toBe(
      a.result.id,
    );
  });

  it("applies a coupon as a sale does and refuses a used-up, expired or inapplicable one under the field", async () => {
    const trip = await publishedTrip(tenant.headers, {
      inventories: [{ date: "2030-05-01", shift: "Morning", quantity: 50 }],
    });
    const coupon = (overrides: Record<string, unknown>) =>
      ok(
        api.post(
          "/coupon/add",
          {
            codeType: 1,
            discountType: 1,
            amount: "5.00",
            count: 1,
            startDate: "2025-01-01",
            endDate: "2031-12-31",
            ...overrides,
          },
          tenant.headers,
        ),
      );
    const once = uniqueName("O")
      .slice(0, 10)
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, "");
    await coupon({ code: once });
    const body = booking(trip.id, { couponCode: once.toLowerCase() });
    expect(await ok(api.post("/order/quote", body, tenant.headers))).toMatchObject({
      subtotal: "50.00",
      discount: "5.00",
      total: "50.00",
      due: "45.00",
      couponCode: once,
    });
    const order = await ok(book(body));
    expect(order).toMatchObject({ couponCode: once, totalAmount: "50.00", payAmount: "45.00", paymentTypes: [7, 3] });
    expect(order.payments).toMatchObject([
      { paymentType: 7, amount: "5.00", account: once },
      { paymentType: 3, amount: "45.00" },
    ]);
    // The confirmation says what was charged, the coupon taken off, as the booking form's summary does.
    const [mail] = await api.db
      .select({ content: notificationOutbox.content })
      .from(notificationOutbox)
      .where(
        and(
          eq(notificationOutbox.tenantId, tenant.tid),
          eq(notificationOutbox.subject, `Your booking ${order.orderNumber}`),
        ),
      );
    const text = api.context.secrets.decrypt(mail.content!);
    expect(text).toContain(`Tickets and fees: 50.00\nDiscount (coupon ${once}): -5.00\nTotal: 45.00\n`);
    expect(text).not.toContain("Total: 50.00");
    expect(fieldMessages(await book(booking(trip.id, { couponCode: once })))).toEqual({
      couponCode: "This coupon has been used up",
    });

    const expired = `E${once.slice(1)}`;
    await coupon({ code: expired, count: 10, startDate: "2024-01-01", endDate: "2024-12-31" });
    expect(fieldMessages(await book(booking(trip.id, { couponCode: expired })))).toEqual({
      couponCode: "This coupon has expired",
    });
    const elsewhere = `P${once.slice(1)}`;
    const otherTrip = await publishedTrip(tenant.headers);
    await coupon({ code: elsewhere, count: 10, checkType: 2, productGoodLimit: [otherTrip.id] });
    expect(fieldMessages(await book(booking(trip.id, { couponCode: elsewhere })))).toEqual({
      couponCode: "This coupon does not apply to these tickets",
    });
    const minimum = `M${once.slice(1)}`;
    await coupon({ code: minimum, count: 10, priceBorderLine: "100.00" });
    expect(
      fieldMessages(await api.post("/order/quote", booking(trip.id, { couponCode: minimum }), tenant.headers)),
    ).toEqual({
      couponCode: "This coupon needs tickets worth at least 100.00",
    });
    const percent = `Q${once.slice(1)}`;
    await coupon({
      code: percent,
      count: 10,
      discountType: 2,
      amount: undefined,
      discountRatio: "0.15",
      percentageUpperLimit: "5.00",
    });
    expect(
      (await ok(api.post("/order/quote", booking(trip.id, { couponCode: percent }), tenant.headers))).discount,
    ).toBe("5.00");
  });

  it("takes the phone as the console shows it, '+1 2125550100', and stores it compact on the order and its tickets", async () => {
    const trip = await publishedTrip(tenant.headers);
    const order = await ok(book(booking(trip.id, { contactPhone: " +1 212 555 0100 " })));
    expect(order.contactPhone).toBe("+12125550100");
    const tickets = await api.db
      .select({ contactPhone: reservations.contactPhone })
      .from(reservations)
      .where(and(eq(reservations.tenantId, tenant.tid), eq(reservations.orderNumber, order.orderNumber)));
    expect(tickets.map((ticket) => ticket.contactPhone)).toEqual(["+12125550100", "+12125550100"]);
    // A space makes no phone of letters: refused on its field, nothing written.
    const before = await written();
    expect(fieldMessages(await book(booking(trip.id, { contactPhone: "+1 212 555 abcd" })))).toEqual({
      contactPhone: "Invalid phone",
    });
    expect(await written()).toEqual(before);
  });

  it("adds the booking fee as configured, and records a card terminal and an invoice payment", async () => {
    const mine = await freshTenant(api);
    await ok(api.post("/bookingfee/config/save", { type: 1, mode: "fixed", amount: "1.50" }, mine.headers));
    const trip = await publishedTrip(mine.headers);
    const body = booking(trip.id, {
      passengers: [
        { option: "Adult", count: 1 },
        { option: "Child", count: 1 },
      ],
      paymentMethod: "cardTerminal",
    });
    const quote = await ok(api.post("/order/quote", body, mine.headers));
    expect(quote).toMatchObject({ subtotal: "35.50", bookingFee: "3.00", total: "38.50", due: "38.50" });
    const card = await ok(book(body, mine.headers));
    expect(card).toMatchObject({
      state: 1,
      bookingFee: "3.00",
      totalAmount: "38.50",
      payAmount: "38.50",
      paymentTypes: [1],
    });
    expect(card.payments[0]).toMatchObject({ paymentType: 1, payStatus: 1, cardLast4: null });

    const invoice = await ok(book(booking(trip.id, { paymentMethod: "invoice" }), mine.headers));
    expect(invoice).toMatchObject({
      state: 0,
      totalAmount: "53.00",
      payAmount: "0.00",
      payTime: null,
      paymentTypes: [6],
    });
    expect(invoice.payments[0]).toMatchObject({ paymentType: 6, payStatus: 0, amount: "53.00" });
    expect(invoice.tickets.every((ticket: { held: boolean }) => ticket.held)).toBe(true);
    expect(invoice.history.map((entry: { action: string }) => entry.action)).toEqual(["create"]);
    const events = await api.db
      .select({ type: domainEvents.type })
      .from(domainEvents)
      .where(and(eq(domainEvents.tenantId, mine.tid), eq(domainEvents.resourceId, String(invoice.id))));
    expect(events.map((event) => event.type)).toEqual(["ORDER_CREATED"]);
    // The invoice's seats are locked: 5 − 2 (card) − 2 (invoice).
    const offer = await ok(api.post("/order/book/departure", { tripId: trip.id, date: "2030-05-01" }, mine.headers));
    expect(offer.shifts[0].available).toBe(1);
  });

  it("lists only the trips on sale, and needs the booking permission on every call", async () => {
    const trip = await publishedTrip(tenant.headers);
    const draft = await ok(api.post("/trip/add", shiftTrip(), tenant.headers));
    const trips = (await ok(api.get("/order/book/trips", {}, tenant.headers))).list.map(
      (row: { id: number }) => row.id,
    );
    expect(trips).toContain(trip.id);
    expect(trips).not.toContain(draft.id);

    const viewer = await userWith(api, tenant.headers, [
      (await roleWith(api, tenant.headers, uniqueName("view"), [page("order_list")])).id,
    ]);
    const before = await written();
    expect((await book(booking(trip.id), viewer.headers)).status.code).toBe(21403);
    expect((await api.post("/order/quote", booking(trip.id), viewer.headers)).status.code).toBe(21403);
    expect((await api.get("/order/book/trips", {}, viewer.headers)).status.code).toBe(21403);
    expect(await written()).toEqual(before);
    const clerk = await userWith(api, tenant.headers, [
      (await roleWith(api, tenant.headers, uniqueName("clerk"), [page("order_add"), cmd("/order/book")])).id,
    ]);
    expect(
      (await ok(book(booking(trip.id, { passengers: [{ option: "Adult", count: 1 }] }), clerk.headers))).creator,
    ).toBe(clerk.username);
  });
});
