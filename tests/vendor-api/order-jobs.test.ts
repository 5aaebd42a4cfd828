/**
 * Jobs over many orders (docs/sales-contract.md, "Jobs over many orders") and cancelling a departure
 * (docs/catalogue-contract.md section 7): /order/job/* and /departure/cancel* on bookings of tenants of their own,
 * the worker run with `runOnce`, so every count, mail, report and statement figure is the test's own.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditEntries,
  departureCancellations,
  domainEvents,
  notificationOutbox,
  orderHistory,
  orderJobItems,
  orderJobs,
  orders,
  refundOrders,
} from "../../vendor-api/src/db/schema";
import { startOrderJobWorker } from "../../vendor-api/src/modules/order-job/worker";
import { fieldMessages, type SessionHeaders, type TestApi } from "./support/api";
import { bookingBody, ok, publishedShiftTrip, startWithTwoTenants } from "./support/sales";
import { cmd, freshTenant, page, roleWith, uniqueName, userWith, type FreshTenant } from "./support/tenants";

let api: TestApi;
let other: FreshTenant;
let today: string;

beforeAll(async () => {
  ({ api, other, today } = await startWithTwoTenants());
});
afterAll(() => api?.close());

type Order = { id: number; version: number; orderNumber: string; tickets: { id: number; ticketNumber: string }[] };

/** A worker that runs only when the test says so. */
const worker = () =>
  startOrderJobWorker({ db: api.db, secrets: api.context.secrets, now: api.context.now, pollMs: 600_000 });

/** Runs every pending order of every job now. */
async function runJobs() {
  const run = worker();
  try {
    await run.runOnce();
  } finally {
    await run.stop();
  }
}

const book = (tripId: number, headers: SessionHeaders, overrides: Record<string, unknown> = {}): Promise<Order> =>
  ok(api.post("/order/book", bookingBody(tripId, overrides), headers));

const preview = (headers: SessionHeaders, body: Record<string, unknown>) =>
  api.post("/order/job/preview", body, headers);
const start = (headers: SessionHeaders, body: Record<string, unknown>) => api.post("/order/job/add", body, headers);
const job = (headers: SessionHeaders, id: number) => ok(api.post("/order/job/get", { id }, headers));
const items = async (headers: SessionHeaders, id: number) =>
  (await ok(api.post("/order/job/items", { id, pageNum: 1, pageSize: 100 }, headers))).list as {
    orderId: number;
    orderNumber: string;
    state: number;
    reasonKey: string | null;
    reason: string | null;
  }[];

const income = (headers: SessionHeaders) =>
  ok(api.post("/report/income", { dateFrom: today, dateTo: today, groupBy: "day" }, headers));
const statement = (headers: SessionHeaders) => ok(api.get("/statement/find", { month: today.slice(0, 7) }, headers));
const outboxOf = (tenantId: number) =>
  api.db.select().from(notificationOutbox).where(eq(notificationOutbox.tenantId, tenantId));
const jobRows = (tenantId: number) => api.db.select().from(orderJobs).where(eq(orderJobs.tenantId, tenantId));

/** A tenant of its own with a published trip (Adult 25.00, Morning on 2030-05-01, 10 seats) and `n` cash bookings. */
async function sellingTenant(n: number, trip: Record<string, unknown> = {}) {
  const mine = await freshTenant(api);
  const published = await publishedShiftTrip(api, mine.headers, {
    inventories: [
      { date: "2030-05-01", shift: "Morning", quantity: 40 },
      { date: "2030-05-02", shift: "Morning", quantity: 40 },
    ],
    ...trip,
  });
  const booked: Order[] = [];
  for (let index = 0; index < n; index++)
    booked.push(await book(published.id, mine.headers, { contactEmail: `c${index}@example.com` }));
  return { mine, trip: published, booked };
}

describe("jobs over the order list's selection", () => {
  it("resends the confirmations of picked orders: paid ones with an e-mail, the others skipped with a reason", async () => {
    const { mine, trip, booked } = await sellingTenant(2);
    const unpaid = await book(trip.id, mine.headers, { paymentMethod: "invoice", contactEmail: "u@example.com" });
    const noMail = await book(trip.id, mine.headers);
    await api.db.update(orders).set({ contactEmail: null }).where(eq(orders.id, noMail.id));
    const orderIds = [...booked, unpaid, noMail].map((order) => order.id);
    expect(await ok(preview(mine.headers, { kind: "RESEND_CONFIRMATIONS", orderIds }))).toEqual({
      total: 4,
      eligible: 2,
      refund: null,
    });
    const before = (await outboxOf(mine.tid)).length;
    const started = await ok(start(mine.headers, { kind: "RESEND_CONFIRMATIONS", orderIds, expectedCount: 4 }));
    expect(started).toMatchObject({ kind: "RESEND_CONFIRMATIONS", state: 0, total: 4, pending: 4, succeeded: 0 });

    await runJobs();
    const done = await job(mine.headers, started.id);
    expect(done).toMatchObject({ state: 2, total: 4, succeeded: 2, failed: 0, skipped: 2, pending: 0 });
    expect(done.finishTime).not.toBeNull();
    const byOrder = new Map((await items(mine.headers, started.id)).map((item) => [item.orderId, item]));
    expect(byOrder.get(booked[0].id)).toMatchObject({ state: 1, reason: null, orderNumber: booked[0].orderNumber });
    expect(byOrder.get(unpaid.id)).toMatchObject({ state: 3, reasonKey: "orderJob.notPaid" });
    expect(byOrder.get(noMail.id)).toMatchObject({
      state: 3,
      reasonKey: "orderJob.noEmail",
      reason: "The order has no contact e-mail",
    });
    const mails = (await outboxOf(mine.tid)).slice(before);
    expect(mails.map((mail) => mail.recipients).sort()).toEqual([["c0@example.com"], ["c1@example.com"]]);
    expect(mails.every((mail) => mail.subject.startsWith("Your booking "))).toBe(true);
    // Each order's own history has the resend, as /order/resend writes it.
    const resends = await api.db
      .select({ orderId: orderHistory.orderId })
      .from(orderHistory)
      .where(and(inArray(orderHistory.orderId, orderIds), eq(orderHistory.action, "resend")));
    expect(resends.map((row) => row.orderId).sort()).toEqual([booked[0].id, booked[1].id].sort());
    const [audit] = await api.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.tenantId, mine.tid), eq(auditEntries.action, "startJob")));
    expect(audit).toMatchObject({
      area: "order",
      actor: mine.username,
      targetId: null,
      targetName: `Job ${started.id}`,
    });
    expect(audit.changes).toEqual([
      { field: "jobKind", from: null, to: "RESEND_CONFIRMATIONS" },
      { field: "orderCount", from: null, to: "4" },
    ]);
  });

  it("resends no confirmation of a booking cancelled whole: nothing left to confirm", async () => {
    const { mine, booked } = await sellingTenant(2);
    const [cancelled, kept] = booked;
    await ok(
      api.post(
        "/order/cancel",
        { orderId: cancelled.id, version: cancelled.version, ticketIds: cancelled.tickets.map((t) => t.id) },
        mine.headers,
      ),
    );
    const orderIds = [cancelled.id, kept.id];
    expect(await ok(preview(mine.headers, { kind: "RESEND_CONFIRMATIONS", orderIds }))).toMatchObject({
      total: 2,
      eligible: 1,
    });
    const started = await ok(start(mine.headers, { kind: "RESEND_CONFIRMATIONS", orderIds, expectedCount: 2 }));
    await runJobs();
    const byOrder = new Map((await items(mine.headers, started.id)).map((item) => [item.orderId, item]));
    expect(byOrder.get(cancelled.id)).toMatchObject({ state: 3, reasonKey: "orderJob.noValidTicket" });
    expect(byOrder.get(kept.id)).toMatchObject({ state: 1 });
  });

  it("writes to the customers of everything a filter matches, one e-mail each, with the reservation screen's rules", async () => {
    const { mine, booked } = await sellingTenant(3);
    const filter = { email: "example.com" };
    const refused = await start(mine.headers, {
      kind: "MESSAGE_CUSTOMERS",
      filter,
      expectedCount: 3,
      subject: "x".repeat(101),
      text: "",
    });
    expect(fieldMessages(refused)).toMatchObject({ subject: expect.any(String), text: expect.any(String) });
    expect(await jobRows(mine.tid)).toEqual([]);

    expect(await ok(preview(mine.headers, { kind: "MESSAGE_CUSTOMERS", filter }))).toMatchObject({
      total: 3,
      eligible: 3,
    });
    const started = await ok(
      start(mine.headers, {
        kind: "MESSAGE_CUSTOMERS",
        filter,
        expectedCount: 3,
        subject: " Road works ",
        text: "Pick-up moves to the north gate.",
      }),
    );
    expect(started.subject).toBe("Road works");
    await runJobs();
    expect(await job(mine.headers, started.id)).toMatchObject({ state: 2, succeeded: 3, skipped: 0, failed: 0 });
    // Each order's history says it was written to, where and about what.
    const lines = await api.db
      .select({ orderId: orderHistory.orderId, params: orderHistory.params })
      .from(orderHistory)
      .where(
        and(
          inArray(
            orderHistory.orderId,
            booked.map((order) => order.id),
          ),
          eq(orderHistory.action, "message"),
        ),
      );
    expect(lines.map((line) => line.params).sort((a, b) => String(a!.email).localeCompare(String(b!.email)))).toEqual(
      booked.map((_order, index) => ({ email: `c${index}@example.com`, subject: "Road works" })),
    );
    const mails = (await outboxOf(mine.tid)).filter((mail) => mail.subject === "Road works");
    expect(mails.map((mail) => [mail.audience, mail.recipients, mail.content]).sort()).toEqual(
      booked
        .map((_order, index) => ["recipient", [`c${index}@example.com`], "Pick-up moves to the north gate."])
        .sort(),
    );
  });

  it("cancels picked orders as /order/cancel does: the trip's charge, refunds, ORDER_CANCELLED; cancelled ones skipped", async () => {
    const { mine, booked } = await sellingTenant(3, { cancellationType: 1, cancellationAmount: "4.00" });
    await ok(
      api.post(
        "/order/cancel",
        { orderId: booked[2].id, version: booked[2].version, ticketIds: booked[2].tickets.map((t) => t.id) },
        mine.headers,
      ),
    );
    const orderIds = booked.map((order) => order.id);
    // Cash 50.00 each, a fixed 4.00 per ticket kept: 42.00 back on each of the two still valid.
    expect(await ok(preview(mine.headers, { kind: "CANCEL_ORDERS", orderIds }))).toEqual({
      total: 3,
      eligible: 2,
      refund: "84.00",
    });
    const started = await ok(start(mine.headers, { kind: "CANCEL_ORDERS", orderIds, expectedCount: 3 }));
    await runJobs();
    expect(await job(mine.headers, started.id)).toMatchObject({ state: 2, succeeded: 2, skipped: 1, failed: 0 });
    const byOrder = new Map((await items(mine.headers, started.id)).map((item) => [item.orderId, item]));
    expect(byOrder.get(booked[2].id)).toMatchObject({ state: 3, reasonKey: "orderJob.alreadyCancelled" });
    const events = await api.db
      .select({ id: domainEvents.resourceId })
      .from(domainEvents)
      .where(and(eq(domainEvents.tenantId, mine.tid), eq(domainEvents.type, "ORDER_CANCELLED")));
    expect(events.map((event) => Number(event.id)).sort()).toEqual(orderIds.sort());
    // Three cancellations of 50.00 cash less 8.00 each: the books agree to the cent.
    expect((await income(mine.headers)).current).toMatchObject({ gross: "150.00", refunds: "126.00", net: "24.00" });
    const month = await statement(mine.headers);
    expect([month.lines.order, month.lines.refund]).toEqual(["150.00", "-126.00"]);
    const cancelMails = (await outboxOf(mine.tid)).filter((mail) => mail.subject.endsWith("is cancelled"));
    expect(cancelMails).toHaveLength(3);
  });

  it("refuses a count the operator did not confirm, writing nothing", async () => {
    const { mine, booked } = await sellingTenant(2);
    const refused = await start(mine.headers, {
      kind: "CANCEL_ORDERS",
      orderIds: booked.map((order) => order.id),
      expectedCount: 3,
    });
    expect(refused.status.code).toBe(20001);
    expect(refused.result.fields).toEqual([
      expect.objectContaining({ field: "expectedCount", rule: "orderJob.countChanged", params: { count: 2 } }),
    ]);
    expect(await jobRows(mine.tid)).toEqual([]);
    const audits = await api.db.select().from(auditEntries).where(eq(auditEntries.tenantId, mine.tid));
    expect(audits.filter((entry) => entry.action === "startJob")).toEqual([]);
  });

  it("takes the rows picked or the filter, never both; at most 1000 ids and 10 000 orders", async () => {
    const { mine, booked } = await sellingTenant(1);
    const both = await preview(mine.headers, { kind: "CANCEL_ORDERS", orderIds: [booked[0].id], filter: {} });
    expect(both.result.fields[0]).toMatchObject({ field: "orderIds", rule: "orderJob.oneSelection" });
    const neither = await preview(mine.headers, { kind: "CANCEL_ORDERS" });
    expect(neither.result.fields[0]).toMatchObject({ field: "orderIds", rule: "orderJob.oneSelection" });
    // More than 1000 picked rows is a malformed request (the console picks at most a page at a time).
    const tooMany = await preview(mine.headers, {
      kind: "CANCEL_ORDERS",
      orderIds: Array.from({ length: 1001 }, (_, index) => index + 1),
    });
    expect(tooMany.status.code).toBe(10001);
    // 10 001 orders of a filter: the orders are written directly (a booking each would take minutes).
    const many = await freshTenant(api);
    await api.db.execute(sql`
      insert into orders (tenant_id, order_number, type, state, channel_id, creator, contact_first_name,
        contact_last_name, total_amount, pay_amount)
      select ${many.tid}, 'BULK' || g, 0, 1, (select id from channels where tenant_id = ${many.tid} limit 1), 'x',
        'A', 'B', 1, 1
      from generate_series(1, 10001) g`);
    const overLimit = await preview(many.headers, { kind: "RESEND_CONFIRMATIONS", filter: {} });
    expect(overLimit.result.fields[0]).toMatchObject({
      field: "filter",
      rule: "orderJob.tooManyOrders",
      params: { max: 10000 },
    });
  });

  it("answers another tenant's order ids as not found, for the whole request", async () => {
    const { mine, booked } = await sellingTenant(1);
    const theirs = await sellingTenant(1);
    const orderIds = [booked[0].id, theirs.booked[0].id];
    expect((await preview(mine.headers, { kind: "CANCEL_ORDERS", orderIds })).status.code).toBe(20404);
    expect((await start(mine.headers, { kind: "CANCEL_ORDERS", orderIds, expectedCount: 1 })).status.code).toBe(20404);
    expect(await jobRows(mine.tid)).toEqual([]);
    // Nor can one tenant read another's job.
    const started = await ok(
      start(theirs.mine.headers, { kind: "RESEND_CONFIRMATIONS", orderIds: [theirs.booked[0].id], expectedCount: 1 }),
    );
    expect((await api.post("/order/job/get", { id: started.id }, other.headers)).status.code).toBe(20404);
    expect(
      (await api.post("/order/job/items", { id: started.id, pageNum: 1, pageSize: 10 }, mine.headers)).status.code,
    ).toBe(20404);
  });

  it("keeps at most 3 unfinished jobs per tenant", async () => {
    const { mine, booked } = await sellingTenant(1);
    const body = { kind: "RESEND_CONFIRMATIONS", orderIds: [booked[0].id], expectedCount: 1 };
    for (let index = 0; index < 3; index++) await ok(start(mine.headers, body));
    const fourth = await start(mine.headers, body);
    expect(fourth.result.fields[0]).toMatchObject({ field: "kind", rule: "orderJob.tooManyOpen", params: { max: 3 } });
    await runJobs();
    await ok(start(mine.headers, body));
    const list = await ok(api.post("/order/job/list", { pageNum: 1, pageSize: 10 }, mine.headers));
    expect(list.total).toBe(4);
    expect(list.list.map((row: { id: number }) => row.id)).toEqual(
      [...list.list.map((row: { id: number }) => row.id)].sort((a, b) => b - a),
    );
  });

  it("needs each kind's own permission; reading jobs needs the order list (or one's own departure cancellations)", async () => {
    const { mine, booked } = await sellingTenant(1);
    const orderIds = [booked[0].id];
    const resender = await roleWith(api, mine.headers, uniqueName("Resend"), [
      page("order_list"),
      cmd("/order/job/resend"),
    ]);
    const user = await userWith(api, mine.headers, [resender.id]);
    await ok(preview(user.headers, { kind: "RESEND_CONFIRMATIONS", orderIds }));
    for (const kind of ["MESSAGE_CUSTOMERS", "CANCEL_ORDERS"]) {
      expect((await preview(user.headers, { kind, orderIds })).status.code).toBe(21403);
      expect(
        (await start(user.headers, { kind, orderIds, expectedCount: 1, subject: "s", text: "t" })).status.code,
      ).toBe(21403);
    }
    const started = await ok(start(user.headers, { kind: "RESEND_CONFIRMATIONS", orderIds, expectedCount: 1 }));
    await ok(api.post("/order/job/get", { id: started.id }, user.headers));

    const nobody = await userWith(api, mine.headers, [
      (await roleWith(api, mine.headers, uniqueName("None"), [page("calendar")])).id,
    ]);
    expect(
      (await start(nobody.headers, { kind: "RESEND_CONFIRMATIONS", orderIds, expectedCount: 1 })).status.code,
    ).toBe(21403);
    expect((await api.post("/order/job/get", { id: started.id }, nobody.headers)).status.code).toBe(21403);
    expect(
      (await api.post("/departure/cancel/preview", { tripId: 1, date: "2030-05-01" }, nobody.headers)).status.code,
    ).toBe(21403);

    // A /departure/cancel holder without the order list reads the jobs they started, no other.
    const canceller = await userWith(api, mine.headers, [
      (await roleWith(api, mine.headers, uniqueName("Cancel"), [page("calendar"), cmd("/departure/cancel")])).id,
    ]);
    expect((await api.post("/order/job/get", { id: started.id }, canceller.headers)).status.code).toBe(20404);
    const list = await ok(api.post("/order/job/list", { pageNum: 1, pageSize: 10 }, canceller.headers));
    expect(list.total).toBe(0);
  });

  it("lets the demo sales agent start every order-list job but not cancel a departure", async () => {
    const agent = await api.login("agent", "agent123");
    const [order] = await api.db.select().from(orders).where(eq(orders.tenantId, agent.result.tenantId)).limit(1);
    for (const kind of ["RESEND_CONFIRMATIONS", "MESSAGE_CUSTOMERS", "CANCEL_ORDERS"])
      await ok(preview(agent.headers, { kind, orderIds: [order.id] }));
    expect(
      (await api.post("/departure/cancel/preview", { tripId: 1, date: "2030-05-01" }, agent.headers)).status.code,
    ).toBe(21403);
  });

  it("resumes after the worker stops mid-way: a new worker finishes the pending orders, none handled twice", async () => {
    const { mine, booked } = await sellingTenant(3);
    // Earlier tests' jobs finished first: the worker takes the oldest job's orders first.
    await runJobs();
    const orderIds = booked.map((order) => order.id);
    const started = await ok(
      start(mine.headers, { kind: "MESSAGE_CUSTOMERS", orderIds, expectedCount: 3, subject: "Hi", text: "Hello" }),
    );
    // The first worker is stopped while it handles its first batch (one order): it finishes that batch only.
    const first = startOrderJobWorker({
      db: api.db,
      secrets: api.context.secrets,
      now: api.context.now,
      pollMs: 600_000,
      batch: 1,
    });
    const running = first.runOnce();
    await first.stop();
    expect(await running).toBe(1);
    const midway = await job(mine.headers, started.id);
    expect(midway, JSON.stringify(midway)).toMatchObject({ state: 1, succeeded: 1, pending: 2 });
    const states = await api.db
      .select({ state: orderJobItems.state })
      .from(orderJobItems)
      .where(eq(orderJobItems.jobId, started.id));
    expect(states.map((row) => row.state).sort()).toEqual([0, 0, 1]);
    // After the restart, a new worker takes what is left.
    await runJobs();
    expect(await job(mine.headers, started.id)).toMatchObject({ state: 2, succeeded: 3, pending: 0 });
    const mails = (await outboxOf(mine.tid)).filter((mail) => mail.subject === "Hi");
    expect(mails).toHaveLength(3);
  });
});

describe("cancelling a departure", () => {
  it("stops its sale and refunds every order in full with one message each; the books agree to the cent", async () => {
    const { mine, trip, booked } = await sellingTenant(3, { cancellationType: 1, cancellationAmount: "4.00" });
    const card = await book(trip.id, mine.headers, { paymentMethod: "cardTerminal", contactEmail: "card@example.com" });
    const unpaid = await book(trip.id, mine.headers, { paymentMethod: "invoice", contactEmail: "inv@example.com" });
    // Another day's booking stays.
    const otherDay = await book(trip.id, mine.headers, { date: "2030-05-02" });
    const departure = { tripId: trip.id, date: "2030-05-01", shift: "Morning" };
    expect(await ok(api.post("/departure/cancel/preview", departure, mine.headers))).toEqual({
      total: 5,
      eligible: 5,
      refund: "200.00",
    });
    const message = { subject: "Morning tour cancelled", text: "A storm is coming: the tour does not run." };
    const stale = await api.post("/departure/cancel", { ...departure, ...message, expectedCount: 4 }, mine.headers);
    expect(stale.result.fields[0]).toMatchObject({ field: "expectedCount", rule: "orderJob.countChanged" });
    expect(
      await api.db.select().from(departureCancellations).where(eq(departureCancellations.tripId, trip.id)),
    ).toEqual([]);

    const started = await ok(
      api.post("/departure/cancel", { ...departure, ...message, expectedCount: 5 }, mine.headers),
    );
    expect(started).toMatchObject({
      kind: "CANCEL_DEPARTURE",
      total: 5,
      subject: message.subject,
      departure: { tripId: trip.id, date: "2030-05-01", shift: "Morning" },
    });
    // The sale stops at once, before any order is cancelled.
    const booking = await api.post("/order/book", bookingBody(trip.id), mine.headers);
    expect(booking.result.fields[0]).toMatchObject({ field: "shift", rule: "departure.cancelled" });
    const move = await api.post(
      "/order/move",
      {
        orderId: otherDay.id,
        version: otherDay.version,
        ticketIds: otherDay.tickets.map((t) => t.id),
        date: "2030-05-01",
        shift: "Morning",
      },
      mine.headers,
    );
    expect(move.status, JSON.stringify(move)).toMatchObject({ code: 20001, key: "departure.cancelled" });
    const again = await api.post("/departure/cancel", { ...departure, ...message, expectedCount: 5 }, mine.headers);
    expect(again.result.fields[0]).toMatchObject({ field: "date", rule: "departure.alreadyCancelled" });
    const listed = await ok(api.post("/departure/list", { from: "2030-05-01", to: "2030-05-01" }, mine.headers));
    expect(listed.list[0].departures[0]).toMatchObject({ cancelled: true, cancellationJobId: started.id });

    const outboxBefore = (await outboxOf(mine.tid)).length;
    await runJobs();
    expect(await job(mine.headers, started.id)).toMatchObject({ state: 2, succeeded: 5, failed: 0, skipped: 0 });
    // One message per order, the refund below the operator's text; no standard cancellation mail besides.
    const mails = (await outboxOf(mine.tid)).slice(outboxBefore);
    expect(mails).toHaveLength(5);
    expect(mails.every((mail) => mail.subject === message.subject && mail.content.startsWith(message.text))).toBe(true);
    expect(mails.filter((mail) => mail.content.includes("50.00 is refunded"))).toHaveLength(4);
    // Every paid order refunded in full, no charge kept; the unpaid one simply cancelled.
    const refunds = await api.db
      .select()
      .from(refundOrders)
      .where(
        inArray(
          refundOrders.orderId,
          [...booked, card].map((order) => order.id),
        ),
      );
    expect(refunds.map((refund) => refund.amount)).toEqual(["50.00", "50.00", "50.00", "50.00"]);
    const [cancelledUnpaid] = await api.db.select().from(orders).where(eq(orders.id, unpaid.id));
    expect(cancelledUnpaid.state).toBe(2);
    const cardRefund = refunds.find((refund) => refund.orderId === card.id)!;
    const approved = await ok(
      api.post("/refund/approve", { id: cardRefund.id, version: cardRefund.version }, mine.headers),
    );
    await ok(api.post("/refund/complete", { id: cardRefund.id, version: approved.version }, mine.headers));
    // Five paid orders (the other day's too), four refunded in full: 50.00 stays.
    expect((await income(mine.headers)).current).toMatchObject({ gross: "250.00", refunds: "200.00", net: "50.00" });
    const month = await statement(mine.headers);
    expect([month.lines.order, month.lines.refund]).toEqual(["250.00", "-200.00"]);
    const audit = await api.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.tenantId, mine.tid), eq(auditEntries.action, "cancelDeparture")));
    expect(audit).toHaveLength(1);
  });
});
