/**
 * Recording a payment on an unpaid order (docs/sales-contract.md section 11): /order/payment/add on invoice bookings
 * of tenants of their own, so every report, statement and coupon figure is the test's own.
 */
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditEntries,
  domainEvents,
  orderHistory,
  orders,
  payments,
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

/** A published trip: Adult 25.00, Morning on 2030-05-01 with 10 seats. */
const publishedTrip = (headers: SessionHeaders) => publishedShiftTrip(api, headers);

/** An invoice booking of two adults (50.00 due less any coupon). */
const invoiceOrder = (tripId: number, headers: SessionHeaders, overrides: Record<string, unknown> = {}) =>
  ok(api.post("/order/book", bookingBody(tripId, { paymentMethod: "invoice", ...overrides }), headers));

const pay = (
  order: { id: number; version: number },
  input: Record<string, unknown>,
  headers: SessionHeaders = tenant.headers,
) => api.post("/order/payment/add", { orderId: order.id, version: order.version, paidAt: today, ...input }, headers);

const income = (headers: SessionHeaders) =>
  ok(api.post("/report/income", { dateFrom: today, dateTo: today, groupBy: "day" }, headers));
const statement = (headers: SessionHeaders) => ok(api.get("/statement/find", { month: today.slice(0, 7) }, headers));

/** What a refused payment must not have written. */
async function written(orderId: number) {
  const count = async (table: typeof payments | typeof orderHistory) =>
    Number(
      (
        await api.db
          .select({ n: sql<number>`count(*)::int` })
          .from(table)
          .where(eq(table.orderId, orderId))
      )[0].n,
    );
  const [order] = await api.db.select().from(orders).where(eq(orders.id, orderId));
  const [audit] = await api.db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditEntries)
    .where(and(eq(auditEntries.area, "order"), eq(auditEntries.targetId, orderId)));
  const events = await api.db
    .select({ n: sql<number>`count(*)::int` })
    .from(domainEvents)
    .where(eq(domainEvents.resourceId, String(orderId)));
  return {
    payments: await count(payments),
    history: await count(orderHistory),
    audit: Number(audit.n),
    events: Number(events[0].n),
    order: { state: order.state, payAmount: order.payAmount, version: order.version },
  };
}

describe("recording a payment on an unpaid order", () => {
  it("a part payment leaves it unpaid with its balance; the rest completes it, and it counts from then", async () => {
    const mine = await freshTenant(api);
    const trip = await publishedTrip(mine.headers);
    const order = await invoiceOrder(trip.id, mine.headers);
    expect(order).toMatchObject({ state: 0, payAmount: "0.00", balance: "50.00" });
    expect((await income(mine.headers)).current).toMatchObject({ gross: "0.00", orders: 0 });

    const part = await ok(pay(order, { method: "cash", amount: "20", reference: "R-1" }, mine.headers));
    expect(part).toMatchObject({ state: 0, payAmount: "20.00", balance: "30.00", version: order.version + 1 });
    // The invoice's own Processing payment now stands for the 30.00 still invoiced.
    expect(part.payments.map((p: { paymentType: number; payStatus: number; amount: string }) => p)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ paymentType: 6, payStatus: 0, amount: "30.00" }),
        expect.objectContaining({ paymentType: 3, payStatus: 1, amount: "20.00", transactionId: "R-1" }),
      ]),
    );
    expect(part.tickets.every((ticket: { held: boolean }) => ticket.held)).toBe(true);
    // Partly paid is not sold: the report does not count it yet.
    expect((await income(mine.headers)).current).toMatchObject({ gross: "0.00", orders: 0 });

    const full = await ok(pay(part, { method: "cardTerminal", amount: "30", reference: "SLIP 0042" }, mine.headers));
    expect(full).toMatchObject({ state: 1, payAmount: "50.00", balance: "0.00", paymentTypes: [3, 1] });
    expect(full.payTime).not.toBeNull();
    expect(full.payments.some((p: { paymentType: number; payStatus: number }) => p.payStatus === 0)).toBe(false);
    expect(full.tickets.every((ticket: { held: boolean }) => !ticket.held)).toBe(true);
    expect(full.history.map((entry: { action: string; params: unknown }) => [entry.action, entry.params])).toEqual([
      ["create", { channel: "counter", ticketCount: 2 }],
      ["pay", { amount: "20.00", paymentType: 3 }],
      ["pay", { amount: "30.00", paymentType: 1 }],
    ]);

    // The day's income report, the month's statement and the transactions list, to the cent.
    const after = await income(mine.headers);
    expect(after.current).toMatchObject({ gross: "50.00", net: "50.00", orders: 1, tickets: 2 });
    expect(after.byPaymentMethod).toEqual(
      expect.arrayContaining([
        { paymentType: 1, amount: "30.00", count: 1 },
        { paymentType: 3, amount: "20.00", count: 1 },
      ]),
    );
    const month = await statement(mine.headers);
    expect(month.lines.order).toBe("50.00");
    expect(Number(month.lines.processingFee)).toBeLessThanOrEqual(0);
    const transactions = await ok(api.post("/transaction/list", { pageNum: 1, pageSize: 10 }, mine.headers));
    expect(transactions.list).toEqual([
      expect.objectContaining({ orderId: order.id, paymentType: 1, amount: "30.00", transactionId: "SLIP 0042" }),
    ]);

    const events = await api.db
      .select({ type: domainEvents.type, data: domainEvents.data })
      .from(domainEvents)
      .where(and(eq(domainEvents.tenantId, mine.tid), eq(domainEvents.resourceId, String(order.id))));
    expect(events.map((event) => event.type)).toEqual(["ORDER_CREATED", "ORDER_UPDATED", "ORDER_PAID"]);
    expect(events[2].data).toMatchObject({ state: "COMPLETED", payAmount: "50.00" });
    const audit = await api.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.tenantId, mine.tid), eq(auditEntries.area, "order")));
    expect(audit.map((entry) => [entry.action, entry.targetName, entry.changes])).toEqual([
      [
        "recordPayment",
        order.orderNumber,
        [
          { field: "paymentMethod", from: null, to: "cash" },
          { field: "paymentAmount", from: null, to: "20.00" },
          { field: "paymentReference", from: null, to: "R-1" },
          { field: "paidAt", from: null, to: today },
        ],
      ],
      [
        "recordPayment",
        order.orderNumber,
        expect.arrayContaining([{ field: "paymentAmount", from: null, to: "30.00" }]),
      ],
    ]);
    // The audit list says it in words.
    const words = await ok(api.post("/audit/list", { pageNum: 1, pageSize: 10, area: "order" }, mine.headers));
    expect(words.total).toBe(2);

    // Paid, it is refused another payment, with nothing written.
    const state = await written(order.id);
    expect(fieldMessages(await pay(full, { method: "cash", amount: "1.00" }, mine.headers))).toEqual({
      amount: "An order in state COMPLETED takes no payment: only an unpaid order does",
    });
    expect(await written(order.id)).toEqual(state);
  });

  it("counts the coupon's use once the order is paid", async () => {
    const mine = await freshTenant(api);
    const trip = await publishedTrip(mine.headers);
    const code = uniqueName("P")
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
          count: 5,
          startDate: "2025-01-01",
          endDate: "2031-12-31",
          code,
        },
        mine.headers,
      ),
    );
    const order = await invoiceOrder(trip.id, mine.headers, { couponCode: code });
    expect(order.balance).toBe("45.00");
    const uses = async () => (await ok(api.get("/coupon/find", { id: coupon.id }, mine.headers))).usedCount;
    expect(await uses()).toBe(0);
    expect(fieldMessages(await pay(order, { method: "bankTransfer", amount: "50.00" }, mine.headers))).toEqual({
      amount: "Not more than the balance of 45.00",
    });
    const paid = await ok(
      pay(order, { method: "bankTransfer", amount: "45.00", reference: "IBAN ref 77" }, mine.headers),
    );
    expect(paid).toMatchObject({ state: 1, payAmount: "45.00", balance: "0.00" });
    expect(await uses()).toBe(1);
    expect((await income(mine.headers)).current).toMatchObject({ gross: "45.00", orders: 1 });
  });

  it("refuses bad input under its field and writes nothing", async () => {
    const trip = await publishedTrip(tenant.headers);
    const order = await invoiceOrder(trip.id, tenant.headers);
    const before = await written(order.id);
    const refusals: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ method: "cash", amount: "0" }, { amount: "No less than 0.01" }],
      [{ method: "cash", amount: "-5" }, { amount: "Invalid price" }],
      [{ method: "cash", amount: "50.01" }, { amount: "Not more than the balance of 50.00" }],
      [{ method: "cheque", amount: "10" }, { method: "Invalid value" }],
      [{ amount: "" }, { method: "Required", amount: "Required" }],
      [{ method: "cash", amount: "10", paidAt: "2025-02-30" }, { paidAt: "Invalid date" }],
      [{ method: "cash", amount: "10", paidAt: "2099-01-01" }, { paidAt: "The payment date cannot be in the future" }],
      [
        { method: "cash", amount: "10", paidAt: "2000-01-01" },
        { paidAt: `The payment date cannot be before the order was made (${today})` },
      ],
      [{ method: "cash", amount: "10", reference: "x".repeat(101) }, { reference: "No more than 100 characters" }],
    ];
    for (const [input, messages] of refusals) {
      const answer = await pay(order, input);
      expect(answer.status.code, JSON.stringify(input)).toBe(20001);
      expect(fieldMessages(answer), JSON.stringify(input)).toEqual(messages);
    }
    expect(await written(order.id)).toEqual(before);

    // A stale version: 10008. Another tenant's order: not found.
    expect((await pay({ ...order, version: order.version - 1 }, { method: "cash", amount: "1" })).status.code).toBe(
      10008,
    );
    expect((await pay(order, { method: "cash", amount: "1" }, other.headers)).status.code).toBe(20404);
    expect(await written(order.id)).toEqual(before);

    // A cancelled order takes none.
    await api.db.update(orders).set({ state: 2 }).where(eq(orders.id, order.id));
    expect(fieldMessages(await pay(order, { method: "cash", amount: "1" }))).toEqual({
      amount: "An order in state CANCELLED takes no payment: only an unpaid order does",
    });
  });

  it("a bank transfer goes back through /refund/add by bank transfer; other Credit payments stay unrefundable", async () => {
    const mine = await freshTenant(api);
    const trip = await publishedTrip(mine.headers);
    const order = await invoiceOrder(trip.id, mine.headers);
    // The invoice's Processing Credit payment is money owed, not money taken.
    const [invoice] = order.payments;
    expect(invoice).toMatchObject({ paymentType: 6, refundPayType: null, refundableAmount: "0.00" });
    const paid = await ok(
      pay(order, { method: "bankTransfer", amount: "50.00", reference: "IBAN ref 58" }, mine.headers),
    );
    const [transfer] = paid.payments;
    expect(transfer).toMatchObject({ paymentType: 6, account: "Bank transfer", refundPayType: 6 });
    expect(transfer.refundableAmount).toBe("50.00");
    const refundOf = (paymentId: number, amount: string) =>
      api.post(
        "/refund/add",
        { orderId: order.id, paymentId, ticketIds: [order.tickets[0].id], amount, reason: "Customer called" },
        mine.headers,
      );
    // A Credit payment recorded otherwise (a demo's, an upstream's) is not a bank transfer: nothing to give back.
    const [credit] = await api.db
      .insert(payments)
      .values({
        tenantId: mine.tid,
        orderId: order.id,
        paymentType: 6,
        amount: "5.00",
        account: "Credit",
        payStatus: 1,
        dealStatus: 1,
        payTime: new Date(),
      })
      .returning();
    expect(fieldMessages(await refundOf(credit.id, "5.00"))).toEqual({
      paymentId: "This payment cannot be refunded",
    });
    await api.db.delete(payments).where(eq(payments.id, credit.id));

    // Through /refund/add it waits for approval like any refund, then completes as a bank transfer sent back.
    const refund = await ok(refundOf(transfer.id, "25.00"));
    expect(refund).toMatchObject({
      state: 0,
      payType: 6,
      payAccount: "Bank transfer",
      transactionId: "IBAN ref 58",
    });
    const approved = await ok(api.post("/refund/approve", { id: refund.id, version: refund.version }, mine.headers));
    await ok(api.post("/refund/complete", { id: refund.id, version: approved.version }, mine.headers));
    const [row] = await api.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row.refundedAmount).toBe("25.00");
    expect((await income(mine.headers)).current).toMatchObject({ gross: "50.00", refunds: "25.00", net: "25.00" });
    expect((await statement(mine.headers)).lines).toMatchObject({ order: "50.00", refund: "-25.00" });
  });

  it("needs its own permission, and of two clerks paying the whole balance at once one wins", async () => {
    const trip = await publishedTrip(tenant.headers);
    const order = await invoiceOrder(trip.id, tenant.headers);
    const viewer = await userWith(api, tenant.headers, [
      (await roleWith(api, tenant.headers, uniqueName("view"), [page("order_list"), page("order_detail")])).id,
    ]);
    expect((await pay(order, { method: "cash", amount: "1" }, viewer.headers)).status.code).toBe(21403);
    const cashier = await userWith(api, tenant.headers, [
      (await roleWith(api, tenant.headers, uniqueName("cash"), [page("order_detail"), cmd("/order/payment/add")])).id,
    ]);
    const [a, b] = await Promise.all([
      pay(order, { method: "cash", amount: "50.00" }, cashier.headers),
      pay(order, { method: "cash", amount: "50.00" }, tenant.headers),
    ]);
    expect([a.status.code, b.status.code].sort()).toEqual([0, 10008]);
    const [row] = await api.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ state: 1, payAmount: "50.00" });
    const held = await api.db
      .select({ held: reservations.held })
      .from(reservations)
      .where(eq(reservations.orderNumber, order.orderNumber));
    expect(held.every((ticket) => !ticket.held)).toBe(true);
  });
});
