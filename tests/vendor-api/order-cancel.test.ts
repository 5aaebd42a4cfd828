/**
 * Cancelling an order or some of its tickets (docs/sales-contract.md section 13): /order/cancel/quote and
 * /order/cancel on bookings of tenants of their own, so every seat, report and statement figure is the test's own.
 */
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditEntries,
  domainEvents,
  emailReceivers,
  notificationOutbox,
  orderHistory,
  orders,
  payments,
  refundLogs,
  refundOrders,
  reservations,
} from "../../vendor-api/src/db/schema";
import { fieldMessages, type SessionHeaders, type TestApi } from "./support/api";
import { bookingBody, ok, publishedShiftTrip, startWithTwoTenants } from "./support/sales";
import { cmd, freshTenant, page, roleWith, uniqueName, userWith, type FreshTenant } from "./support/tenants";

let api: TestApi;
let tenant: FreshTenant;
let other: FreshTenant;
let today: string;

beforeAll(async () => {
  ({ api, tenant, other, today } = await startWithTwoTenants());
});
afterAll(() => api?.close());

/** A published trip: Adult 25.00, Morning on 2030-05-01 with 10 seats, and the cancellation charge given. */
const publishedTrip = (headers: SessionHeaders, charge: Record<string, unknown> = {}) =>
  publishedShiftTrip(api, headers, charge);

/** A booking of two adults (50.00) paid as given. */
const booking = (tripId: number, headers: SessionHeaders, paymentMethod: string) =>
  ok(api.post("/order/book", bookingBody(tripId, { paymentMethod }), headers));

type Order = { id: number; version: number; orderNumber: string; tickets: { id: number; ticketNumber: string }[] };

const quote = (order: Order, ticketIds: number[], headers: SessionHeaders = tenant.headers) =>
  api.post("/order/cancel/quote", { orderId: order.id, ticketIds }, headers);
const cancel = (order: Order, input: Record<string, unknown>, headers: SessionHeaders = tenant.headers) =>
  api.post("/order/cancel", { orderId: order.id, version: order.version, ...input }, headers);

const seatsLeft = async (tripId: number, headers: SessionHeaders) =>
  (await ok(api.post("/order/book/departure", { tripId, date: "2030-05-01" }, headers))).shifts[0].available;
const income = (headers: SessionHeaders) =>
  ok(api.post("/report/income", { dateFrom: today, dateTo: today, groupBy: "day" }, headers));
const statement = (headers: SessionHeaders) => ok(api.get("/statement/find", { month: today.slice(0, 7) }, headers));
const eventsOf = async (orderId: number) =>
  (
    await api.db
      .select({ type: domainEvents.type, data: domainEvents.data })
      .from(domainEvents)
      .where(and(eq(domainEvents.resourceType, "order"), eq(domainEvents.resourceId, String(orderId))))
      .orderBy(domainEvents.id)
  ).map((event) => event.type);

/** What a refused cancellation must not have written. */
async function written(order: Order) {
  const count = async (table: typeof refundOrders | typeof orderHistory | typeof payments) =>
    Number(
      (
        await api.db
          .select({ n: sql<number>`count(*)::int` })
          .from(table)
          .where(eq(table.orderId, order.id))
      )[0].n,
    );
  const [row] = await api.db.select().from(orders).where(eq(orders.id, order.id));
  const tickets = await api.db
    .select({ status: reservations.status })
    .from(reservations)
    .where(eq(reservations.orderNumber, order.orderNumber));
  const [outbox] = await api.db
    .select({ n: sql<number>`count(*)::int` })
    .from(notificationOutbox)
    .where(eq(notificationOutbox.tenantId, row.tenantId));
  return {
    refunds: await count(refundOrders),
    history: await count(orderHistory),
    events: (await eventsOf(order.id)).length,
    outbox: Number(outbox.n),
    order: { state: row.state, version: row.version, refundedAmount: row.refundedAmount },
    tickets: tickets.map((ticket) => ticket.status),
  };
}

describe("cancelling an order or some of its tickets", () => {
  it("cancels a paid card order whole: seats back, refused at the door, a refund of paid − charge, to the cent", async () => {
    const mine = await freshTenant(api);
    const trip = await publishedTrip(mine.headers, { cancellationType: 2, cancellationPercentage: 10 });
    const order: Order = await booking(trip.id, mine.headers, "cardTerminal");
    const ids = order.tickets.map((ticket) => ticket.id);
    expect(await seatsLeft(trip.id, mine.headers)).toBe(8);

    const untouched = await written(order);
    const offer = await ok(quote(order, ids, mine.headers));
    expect(offer).toMatchObject({ paid: "50.00", charge: "5.00", refund: "45.00", cancelsOrder: true });
    expect(offer.tickets.map((ticket: { price: string; charge: string }) => [ticket.price, ticket.charge])).toEqual([
      ["25.00", "2.50"],
      ["25.00", "2.50"],
    ]);
    expect(offer.refunds).toEqual([
      expect.objectContaining({ paymentType: 1, refundable: "50.00", amount: "45.00", settledAtOnce: false }),
    ]);
    // The quote wrote nothing.
    expect(await written(order)).toEqual(untouched);

    const after = await ok(cancel(order, { ticketIds: ids, notifyCustomer: true }, mine.headers));
    expect(after.tickets.map((ticket: { status: number; actionable: boolean }) => ticket.status)).toEqual([7, 7]);
    expect(after).toMatchObject({ state: 1, version: order.version + 1 });
    expect(after.refunds).toEqual([
      expect.objectContaining({
        state: 0,
        amount: "45.00",
        ticketCodes: [order.tickets[0].ticketNumber, order.tickets[1].ticketNumber].sort(),
      }),
    ]);
    expect(await seatsLeft(trip.id, mine.headers)).toBe(10);
    const door = await api.post("/check-in/ticket", { ticket: order.tickets[0].ticketNumber }, mine.headers);
    expect(door.status.code).toBe(20442);

    expect(after.history.map((entry: { action: string; params: unknown }) => [entry.action, entry.params])).toEqual(
      expect.arrayContaining([
        ["refund-request", expect.objectContaining({ amount: "45.00" })],
        ["cancel", { ticketNumbers: order.tickets.map((ticket) => ticket.ticketNumber), amount: "5.00" }],
      ]),
    );
    expect(await eventsOf(order.id)).toEqual(["ORDER_CREATED", "ORDER_PAID", "ORDER_UPDATED", "ORDER_CANCELLED"]);
    const audit = await api.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.tenantId, mine.tid), eq(auditEntries.action, "cancelTickets")));
    expect(audit.map((entry) => [entry.area, entry.targetName, entry.changes])).toEqual([
      [
        "order",
        order.orderNumber,
        [
          { field: "cancelledTickets", from: null, to: order.tickets.map((ticket) => ticket.ticketNumber) },
          { field: "cancellationCharge", from: null, to: "5.00" },
          { field: "refundAmount", from: null, to: "45.00" },
        ],
      ],
    ]);
    const mails = await api.db
      .select()
      .from(notificationOutbox)
      .where(
        and(
          eq(notificationOutbox.tenantId, mine.tid),
          eq(notificationOutbox.subject, `Your booking ${order.orderNumber} is cancelled`),
        ),
      );
    expect(mails.map((mail) => [mail.audience, mail.recipients])).toEqual([["recipient", ["ada@example.com"]]]);

    // The card refund goes the refund flow's way; once completed the books keep the charge, to the cent.
    const refund = after.refunds[0];
    const approved = await ok(api.post("/refund/approve", { id: refund.id, version: refund.version }, mine.headers));
    await ok(api.post("/refund/complete", { id: refund.id, version: approved.version }, mine.headers));
    expect((await income(mine.headers)).current).toMatchObject({ gross: "50.00", refunds: "45.00", net: "5.00" });
    const month = await statement(mine.headers);
    expect([month.lines.order, month.lines.refund]).toEqual(["50.00", "-45.00"]);
    // Completing the refund leaves the cancelled tickets void.
    const [row] = await api.db.select().from(reservations).where(eq(reservations.id, ids[0]));
    expect(row.status).toBe(7);
  });

  it("cancels one ticket of a cash order: the fixed charge kept, the rest settled at once, ORDER_UPDATED", async () => {
    const mine = await freshTenant(api);
    const trip = await publishedTrip(mine.headers, { cancellationType: 1, cancellationAmount: "4.00" });
    const order: Order = await booking(trip.id, mine.headers, "cash");
    const one = [order.tickets[1].id];
    expect(await ok(quote(order, one, mine.headers))).toMatchObject({
      paid: "25.00",
      charge: "4.00",
      refund: "21.00",
      cancelsOrder: false,
      refunds: [expect.objectContaining({ paymentType: 3, amount: "21.00", settledAtOnce: true })],
    });
    const after = await ok(cancel(order, { ticketIds: one, notifyCustomer: false }, mine.headers));
    expect(after.tickets.map((ticket: { status: number }) => ticket.status)).toEqual([0, 7]);
    expect(after).toMatchObject({ state: 1, refundedAmount: "21.00" });
    expect(after.refunds).toEqual([expect.objectContaining({ state: 3, amount: "21.00" })]);
    expect(await seatsLeft(trip.id, mine.headers)).toBe(9);
    expect((await eventsOf(order.id)).at(-1)).toBe("ORDER_UPDATED");
    expect((await income(mine.headers)).current).toMatchObject({ gross: "50.00", refunds: "21.00", net: "29.00" });
    const [mail] = await api.db
      .select({ n: sql<number>`count(*)::int` })
      .from(notificationOutbox)
      .where(and(eq(notificationOutbox.tenantId, mine.tid), eq(notificationOutbox.audience, "recipient")));
    // The booking's confirmation only: the customer was not to be written to this time.
    expect(Number(mail.n)).toBe(1);

    // The other ticket is the last valid one: it takes back its price less its charge, never the first one's charge.
    const last = await ok(quote(after, [order.tickets[0].id], mine.headers));
    expect(last).toMatchObject({ paid: "25.00", charge: "4.00", refund: "21.00", cancelsOrder: true });
    const whole = await ok(cancel(after, { ticketIds: [order.tickets[0].id] }, mine.headers));
    expect(whole).toMatchObject({ refundedAmount: "42.00" });
    expect((await eventsOf(order.id)).at(-1)).toBe("ORDER_CANCELLED");
    expect((await income(mine.headers)).current).toMatchObject({ gross: "50.00", refunds: "42.00", net: "8.00" });
  });

  it("settles a cash share in one step: one refund order written completed, one log and history line, its events", async () => {
    const mine = await freshTenant(api);
    // Who hears of refunds: the requests' receiver is told of none (nothing waits for approval), the results' of it.
    await api.db.insert(emailReceivers).values([
      { tenantId: mine.tid, email: "requests@vendor.example", contactName: "Requests", type: "refund" },
      { tenantId: mine.tid, email: "results@vendor.example", contactName: "Results", type: "refundResult" },
    ]);
    const trip = await publishedTrip(mine.headers, { cancellationType: 1, cancellationAmount: "4.00" });
    const order: Order = await booking(trip.id, mine.headers, "cash");
    const [ticket] = order.tickets;
    const after = await ok(cancel(order, { ticketIds: [ticket.id], notifyCustomer: false }, mine.headers));
    const [refund] = after.refunds;
    expect(refund).toMatchObject({
      state: 3,
      amount: "21.00",
      checkBy: mine.username,
      ticketCodes: [ticket.ticketNumber],
    });
    const logs = await api.db.select().from(refundLogs).where(eq(refundLogs.refundOrderId, refund.id));
    expect(logs).toEqual([
      expect.objectContaining({
        action: "complete",
        fromState: null,
        toState: 3,
        note: `Settled at once: Cancellation of ${ticket.ticketNumber}`,
      }),
    ]);
    expect(
      after.history.slice(-2).map((entry: { action: string; params: unknown }) => [entry.action, entry.params]),
    ).toEqual([
      [
        "refund-complete",
        {
          refundNumber: refund.refundNumber,
          amount: "21.00",
          note: `Settled at once: Cancellation of ${ticket.ticketNumber}`,
        },
      ],
      ["cancel", { ticketNumbers: [ticket.ticketNumber], amount: "4.00" }],
    ]);
    const refundEvents = await api.db
      .select({ type: domainEvents.type, data: domainEvents.data })
      .from(domainEvents)
      .where(and(eq(domainEvents.resourceType, "refund"), eq(domainEvents.resourceId, String(refund.id))))
      .orderBy(domainEvents.id);
    expect(refundEvents.map((event) => [event.type, (event.data as { state: string }).state])).toEqual([
      ["REFUND_CREATED", "COMPLETED"],
      ["REFUND_COMPLETED", "COMPLETED"],
    ]);
    // The order's own event carries it as it ends; the refund adds none of its own.
    expect(await eventsOf(order.id)).toEqual(["ORDER_CREATED", "ORDER_PAID", "ORDER_UPDATED"]);
    const [payment] = after.payments;
    expect(payment).toMatchObject({ refundedAmount: "21.00", refundPendingAmount: "0.00", dealStatus: 2 });
    const mails = await api.db
      .select({ subject: notificationOutbox.subject, recipients: notificationOutbox.recipients })
      .from(notificationOutbox)
      .where(eq(notificationOutbox.tenantId, mine.tid))
      .orderBy(notificationOutbox.id);
    expect(mails.filter((mail) => mail.subject.startsWith("Refund"))).toEqual([
      {
        subject: `Refund ${refund.refundNumber} settled at once (order ${order.orderNumber})`,
        recipients: ["results@vendor.example"],
      },
    ]);
    expect((await statement(mine.headers)).lines).toMatchObject({ order: "50.00", refund: "-21.00" });
  });

  it("gives a bank transfer back at once: an invoice order paid by transfer, cancelled, booked to the cent", async () => {
    const mine = await freshTenant(api);
    const trip = await publishedTrip(mine.headers, { cancellationType: 1, cancellationAmount: "4.00" });
    const invoiced: Order = await booking(trip.id, mine.headers, "invoice");
    const order: Order = await ok(
      api.post(
        "/order/payment/add",
        {
          orderId: invoiced.id,
          version: invoiced.version,
          method: "bankTransfer",
          amount: "50.00",
          reference: "IBAN ref 58",
          paidAt: today,
        },
        mine.headers,
      ),
    );
    const ids = order.tickets.map((ticket) => ticket.id);
    expect(await ok(quote(order, ids, mine.headers))).toMatchObject({
      paid: "50.00",
      charge: "8.00",
      refund: "42.00",
      refunds: [expect.objectContaining({ paymentType: 6, amount: "42.00", settledAtOnce: true })],
    });
    const after = await ok(cancel(order, { ticketIds: ids, notifyCustomer: false }, mine.headers));
    expect(after).toMatchObject({ state: 1, refundedAmount: "42.00" });
    // The operator sends the transfer back: the refund is written completed, its pay type saying how.
    expect(after.refunds).toEqual([expect.objectContaining({ state: 3, amount: "42.00", payType: 6 })]);
    expect(after.payments).toEqual([
      expect.objectContaining({
        paymentType: 6,
        refundedAmount: "42.00",
        refundPendingAmount: "0.00",
        refundableAmount: "8.00",
        refundPayType: 6,
      }),
    ]);
    const report = await income(mine.headers);
    expect(report.current).toMatchObject({ gross: "50.00", refunds: "42.00", net: "8.00" });
    expect(report.byPaymentMethod).toEqual([{ paymentType: 6, amount: "50.00", count: 1 }]);
    expect((await statement(mine.headers)).lines).toMatchObject({ order: "50.00", refund: "-42.00" });
  });

  it("sets another charge only with its own permission, never above what was paid", async () => {
    const trip = await publishedTrip(tenant.headers, { cancellationType: 1, cancellationAmount: "10.00" });
    const order: Order = await booking(trip.id, tenant.headers, "cardTerminal");
    const ids = order.tickets.map((ticket) => ticket.id);
    const clerk = await userWith(api, tenant.headers, [
      (await roleWith(api, tenant.headers, uniqueName("cancel"), [page("order_detail"), cmd("/order/cancel")])).id,
    ]);
    const before = await written(order);
    expect((await cancel(order, { ticketIds: ids, chargeOverride: "1.00" }, clerk.headers)).status.code).toBe(21403);
    expect(fieldMessages(await cancel(order, { ticketIds: ids, chargeOverride: "50.01" }))).toEqual({
      chargeOverride: "Not more than what was paid for these tickets and can be refunded: 50.00",
    });
    expect(fieldMessages(await cancel(order, { ticketIds: ids, chargeOverride: "abc" }))).toEqual({
      chargeOverride: expect.any(String),
    });
    expect(await written(order)).toEqual(before);
    const manager = await userWith(api, tenant.headers, [
      (
        await roleWith(api, tenant.headers, uniqueName("manager"), [
          page("order_detail"),
          cmd("/order/cancel"),
          cmd("/order/cancel/override"),
        ])
      ).id,
    ]);
    const after = await ok(cancel(order, { ticketIds: ids, chargeOverride: "0" }, manager.headers));
    expect(after.refunds).toEqual([expect.objectContaining({ amount: "50.00" })]);
    const [entry] = await api.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, "cancelTickets"), eq(auditEntries.targetId, order.id)));
    expect(entry.changes).toContainEqual({ field: "chargeOverridden", from: null, to: true });
    // A clerk without the override still cancels at the trip's charge.
    const second: Order = await booking(trip.id, tenant.headers, "cardTerminal");
    const charged = await ok(cancel(second, { ticketIds: [second.tickets[0].id] }, clerk.headers));
    expect(charged.refunds).toEqual([expect.objectContaining({ amount: "15.00" })]);
  });

  it("cancels an unpaid order whole with no refund", async () => {
    const trip = await publishedTrip(tenant.headers, { cancellationType: 2, cancellationPercentage: 50 });
    const order: Order = await booking(trip.id, tenant.headers, "invoice");
    expect(
      await ok(
        quote(
          order,
          order.tickets.map((ticket) => ticket.id),
        ),
      ),
    ).toMatchObject({
      paid: "0.00",
      charge: "0.00",
      refund: "0.00",
      refunds: [],
      cancelsOrder: true,
      totalAfter: "0.00",
      balanceAfter: "0.00",
    });
    expect(
      fieldMessages(await cancel(order, { ticketIds: order.tickets.map((t) => t.id), chargeOverride: "1.00" })),
    ).toEqual({ chargeOverride: "Not more than what was paid for these tickets and can be refunded: 0.00" });
    const seats = await seatsLeft(trip.id, tenant.headers);
    const after = await ok(cancel(order, { ticketIds: order.tickets.map((ticket) => ticket.id) }));
    expect(after).toMatchObject({ state: 2, balance: "0.00", refunds: [] });
    expect(after.tickets.map((ticket: { status: number }) => ticket.status)).toEqual([7, 7]);
    expect(after.payments).toEqual([expect.objectContaining({ paymentType: 6, payStatus: 5 })]);
    expect(await seatsLeft(trip.id, tenant.headers)).toBe(seats + 2);
    expect((await eventsOf(order.id)).at(-1)).toBe("ORDER_CANCELLED");
    expect(fieldMessages(await cancel(after, { ticketIds: [order.tickets[0].id] }))).toEqual({
      ticketIds: "An order in state CANCELLED cannot be cancelled",
    });
  });

  it("cancels part of an unpaid order: its total and balance drop by the price less the charge", async () => {
    const mine = await freshTenant(api);
    const trip = await publishedTrip(mine.headers, { cancellationType: 2, cancellationPercentage: 50 });
    const order: Order = await booking(trip.id, mine.headers, "invoice");
    const one = [order.tickets[0].id];
    expect(await ok(quote(order, one, mine.headers))).toMatchObject({
      paid: "25.00",
      charge: "12.50",
      refund: "0.00",
      cancelsOrder: false,
      totalAfter: "37.50",
      balanceAfter: "37.50",
    });
    const seats = await seatsLeft(trip.id, mine.headers);
    const after = await ok(cancel(order, { ticketIds: one }, mine.headers));
    expect(after).toMatchObject({ state: 0, totalAmount: "37.50", balance: "37.50", refunds: [] });
    expect(after.tickets.map((ticket: { status: number }) => ticket.status)).toEqual([7, 0]);
    // The invoice stands for what is still owed.
    expect(after.payments).toEqual([expect.objectContaining({ paymentType: 6, amount: "37.50" })]);
    expect(await seatsLeft(trip.id, mine.headers)).toBe(seats + 1);
    expect((await eventsOf(order.id)).at(-1)).toBe("ORDER_UPDATED");
    expect(after.history.at(-1)).toMatchObject({
      action: "cancel",
      params: { ticketNumbers: [order.tickets[0].ticketNumber], amount: "12.50" },
    });
    // Paid later, it counts what it owes now, to the cent.
    const paid = await ok(
      api.post(
        "/order/payment/add",
        { orderId: order.id, version: after.version, method: "cash", amount: "37.50", paidAt: today },
        mine.headers,
      ),
    );
    expect(paid).toMatchObject({ state: 1, payAmount: "37.50", balance: "0.00" });
    expect((await income(mine.headers)).current).toMatchObject({ gross: "37.50", refunds: "0.00", net: "37.50" });
    expect((await statement(mine.headers)).lines.order).toBe("37.50");
  });

  it("cancels part of a part-paid order: paid in full by it, the excess goes back through the refund flow", async () => {
    const mine = await freshTenant(api);
    const trip = await publishedTrip(mine.headers, { cancellationType: 1, cancellationAmount: "4.00" });
    const order: Order = await booking(trip.id, mine.headers, "invoice");
    const pay = (on: Order, amount: string) =>
      ok(
        api.post(
          "/order/payment/add",
          { orderId: on.id, version: on.version, method: "cash", amount, paidAt: today },
          mine.headers,
        ),
      );
    const part: Order = await pay(order, "30.00");
    const one = [order.tickets[0].id];
    // 50.00 − 25.00 + the 4.00 charge = 29.00, of which 30.00 is paid: 1.00 goes back.
    expect(await ok(quote(part, one, mine.headers))).toMatchObject({
      charge: "4.00",
      refund: "1.00",
      totalAfter: "29.00",
      balanceAfter: "0.00",
      refunds: [expect.objectContaining({ paymentType: 3, amount: "1.00", settledAtOnce: true })],
    });
    const after = await ok(cancel(part, { ticketIds: one }, mine.headers));
    expect(after).toMatchObject({
      state: 1,
      totalAmount: "29.00",
      payAmount: "30.00",
      refundedAmount: "1.00",
      balance: "0.00",
    });
    expect(after.payments.map((payment: { paymentType: number }) => payment.paymentType)).toEqual([3]);
    // Paid in full by the cancellation: subscribers learn it as from a payment, then of the cancelled ticket.
    const events = await eventsOf(order.id);
    expect(events.filter((type) => type === "ORDER_PAID")).toHaveLength(1);
    expect(events.slice(events.indexOf("ORDER_PAID"))).not.toContain("ORDER_CANCELLED");
    expect(events.at(-1)).toBe("ORDER_UPDATED");
    expect((await income(mine.headers)).current).toMatchObject({ gross: "30.00", refunds: "1.00", net: "29.00" });
    expect((await statement(mine.headers)).lines).toMatchObject({ order: "30.00", refund: "-1.00" });

    // Not covered by what was paid: the order stays unpaid and owes the rest.
    const second: Order = await pay(await booking(trip.id, mine.headers, "invoice"), "10.00");
    const owes = await ok(cancel(second, { ticketIds: [second.tickets[1].id], notifyCustomer: false }, mine.headers));
    expect(owes).toMatchObject({ state: 0, totalAmount: "29.00", payAmount: "10.00", balance: "19.00", refunds: [] });
    expect(owes.payments.find((payment: { paymentType: number }) => payment.paymentType === 6)).toMatchObject({
      amount: "19.00",
    });
    // Still not a sold order: the reports count the first one only.
    expect((await income(mine.headers)).current).toMatchObject({ gross: "30.00", net: "29.00" });
  });

  it("refuses bad input and changes nothing", async () => {
    const trip = await publishedTrip(tenant.headers);
    const order: Order = await booking(trip.id, tenant.headers, "cash");
    const otherOrder: Order = await booking(trip.id, tenant.headers, "cash");
    const [first, second] = order.tickets;
    await ok(api.post("/check-in/ticket", { ticket: first.ticketNumber }, tenant.headers));
    const refreshed = await ok(api.get("/order/find", { id: order.id }, tenant.headers));
    const before = await written(refreshed);

    expect(fieldMessages(await cancel(refreshed, { ticketIds: [first.id] }))).toEqual({
      ticketIds: `A ticket already checked in cannot be cancelled: ${first.ticketNumber}`,
    });
    expect(fieldMessages(await cancel(refreshed, { ticketIds: [] }))).toEqual({ ticketIds: "Required" });
    expect(fieldMessages(await cancel(refreshed, {}))).toEqual({ ticketIds: "Required" });
    expect(fieldMessages(await cancel(refreshed, { ticketIds: [otherOrder.tickets[0].id] }))).toEqual({
      ticketIds: "Not a ticket of this order",
    });
    expect(
      (await cancel({ ...refreshed, version: refreshed.version - 1 }, { ticketIds: [second.id] })).status.code,
    ).toBe(10008);
    expect((await cancel(refreshed, { ticketIds: [second.id] }, other.headers)).status.code).toBe(20404);
    expect((await quote(refreshed, [second.id], other.headers)).status.code).toBe(20404);
    const viewer = await userWith(api, tenant.headers, [
      (await roleWith(api, tenant.headers, uniqueName("view"), [page("order_list"), page("order_detail")])).id,
    ]);
    expect((await quote(refreshed, [second.id], viewer.headers)).status.code).toBe(21403);
    expect((await cancel(refreshed, { ticketIds: [second.id] }, viewer.headers)).status.code).toBe(21403);
    expect(await written(refreshed)).toEqual(before);

    // A refunding ticket, and one already cancelled, are refused too.
    const cancelled = await ok(cancel(refreshed, { ticketIds: [second.id] }));
    expect(fieldMessages(await cancel(cancelled, { ticketIds: [second.id] }))).toEqual({
      ticketIds: `Only valid tickets can be cancelled (not refunded, refunding or cancelled): ${second.ticketNumber}`,
    });
  });
});
