import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fieldMessages, startTestApi, type SessionHeaders, type TestApi } from "./support/api";
import { expectNoFullCardNumber, findOrder, type OrderDetail } from "./support/sales";
import { orderHistoryEntryFault, type OrderHistoryActionCode } from "#rules";
import { recordOrderHistory } from "../../vendor-api/src/modules/sales-shared/history";
import { DemoIds } from "../../vendor-api/src/seed/demo";

let api: TestApi;
let demo: SessionHeaders;
let agent: SessionHeaders;
let other: SessionHeaders;

beforeAll(async () => {
  api = await startTestApi();
  demo = (await api.login("admin", "admin123")).headers;
  agent = (await api.login("agent", "agent123")).headers;
  other = (await api.login("other", "other123")).headers;
});
afterAll(() => api?.close());

interface ListItem {
  id: number;
  orderNumber: string;
  state: number;
  channelId: number;
  contactFirstName: string;
  contactLastName: string;
  contactEmail: string;
  contactCountryCode: string;
  contactPhone: string;
  tripNames: string[];
  createTime: string;
  completeTime: string | null;
  paymentTypes: number[];
  cardLast4: string | null;
  totalAmount: string;
}

const list = async (body: Record<string, unknown>, headers = demo) => {
  const answer = await api.post("/order/list", { pageNum: 1, pageSize: 100, ...body }, headers);
  expect(answer.status).toEqual({ code: 0, msg: "success" });
  return answer.result as { list: ListItem[]; total: number };
};

const cents = (amount: string) => Math.round(Number(amount) * 100);

describe("demo sales data", () => {
  it("has months of Demo Tours orders in every order state, on several trips, with several payment types", async () => {
    const all = await list({ pageSize: 1 });
    expect(all.total).toBeGreaterThanOrEqual(300);
    for (const state of [0, 1, 2, 3, 9]) expect((await list({ state, pageSize: 1 })).total).toBeGreaterThan(0);
    const oldest = (await list({ sortBy: "createTime", sortOrder: "asc", pageSize: 1 })).list[0];
    const newest = (await list({ pageSize: 1 })).list[0];
    expect(Date.parse(newest.createTime) - Date.parse(oldest.createTime)).toBeGreaterThan(180 * 24 * 3600 * 1000);
    for (const paymentType of [1, 2, 3, 4, 5, 7, 9, 10, 11]) {
      expect((await list({ paymentType, pageSize: 1 })).total, `payment type ${paymentType}`).toBeGreaterThan(0);
    }
    const trips = new Set((await list({})).list.flatMap((order) => order.tripNames));
    expect(trips.size).toBeGreaterThanOrEqual(4);
  });

  it("gives the catalogue's tickets their orders, ticket states intact", async () => {
    const { list: found } = await list({ orderNumber: "DTO00004" });
    expect(found).toHaveLength(1);
    const order = await findOrder(api, demo, found[0].id);
    expect(order.tickets.map((ticket) => [ticket.ticketNumber, ticket.status])).toEqual([
      ["DT000007", 8],
      ["DT000008", 9],
    ]);
    expect(order.refunds.map((refund) => refund.state).sort()).toEqual([0, 3]);
    expect(order.payments[0]).toMatchObject({ paymentType: 1, cardLast4: "1881", cardNum: "401288******1881" });
    const paying = await findOrder(api, demo, (await list({ orderNumber: "DTO00006" })).list[0].id);
    expect(paying.state).toBe(9);
  });
});

describe("order list", () => {
  it("finds orders by the last 4 digits of the card, and refuses anything else as last 4", async () => {
    const byCard = await list({ cardLast4: "4242" });
    expect(byCard.total).toBeGreaterThan(5);
    for (const order of byCard.list) {
      const detail = await findOrder(api, demo, order.id);
      expect(detail.payments.some((payment) => payment.cardLast4 === "4242")).toBe(true);
    }
    expect((await list({ cardLast4: "1881" })).total).toBeGreaterThan(0);
    expect((await list({ cardLast4: "9999" })).total).toBe(0);
    const bad = await api.post("/order/list", { pageNum: 1, pageSize: 10, cardLast4: "42a" }, demo);
    expect(bad.status).toEqual({ code: 20001, msg: "Enter the last 4 digits of the card", key: "cardLast4" });
    expect(fieldMessages(bad)).toEqual({ cardLast4: "Enter the last 4 digits of the card" });
  });

  it("filters by order number, customer name, e-mail and phone", async () => {
    const sample = (await list({ state: 1, pageSize: 5 })).list[3];
    const byNumber = await list({ orderNumber: sample.orderNumber.slice(2).toLowerCase() });
    expect(byNumber.list.map((order) => order.id)).toContain(sample.id);
    const name = `${sample.contactFirstName} ${sample.contactLastName}`;
    const byName = await list({ customerName: name.toUpperCase() });
    expect(byName.list.every((order) => `${order.contactFirstName} ${order.contactLastName}` === name)).toBe(true);
    expect(byName.list.map((order) => order.id)).toContain(sample.id);
    const byEmail = await list({ email: sample.contactEmail.toUpperCase() });
    expect(byEmail.list.map((order) => order.id)).toContain(sample.id);
    const dashed = `${sample.contactPhone.slice(0, 3)}-${sample.contactPhone.slice(3, 6)}-${sample.contactPhone.slice(6)}`;
    expect((await list({ phone: dashed })).list.map((order) => order.id)).toContain(sample.id);
    expect(
      (await list({ phone: `${sample.contactCountryCode}${sample.contactPhone}` })).list.map((o) => o.id),
    ).toContain(sample.id);
    expect(fieldMessages(await api.post("/order/list", { pageNum: 1, pageSize: 5, phone: "abc" }, demo))).toEqual({
      phone: "Invalid phone",
    });
    expect((await list({ customerName: "%" })).total).toBe(0);
  });

  it("filters by trip, state, channel, payment method and created date range", async () => {
    const trips = (await api.post("/trip/list", { pageNum: 1, pageSize: 5, code: "TOUR-HARBOR-CRUISE" }, demo)).result;
    const cruise = trips.list[0];
    const byTrip = await list({ tripId: cruise.id });
    expect(byTrip.total).toBeGreaterThan(0);
    expect(byTrip.list.every((order) => order.tripNames.includes(cruise.name))).toBe(true);
    const cancelled = await list({ state: 2 });
    expect(cancelled.list.every((order) => order.state === 2)).toBe(true);
    const app = await list({ channelId: 2 });
    expect(app.total).toBeGreaterThan(0);
    expect(app.list.every((order) => order.channelId === 2)).toBe(true);
    const applePay = await list({ paymentType: 10 });
    expect(applePay.list.every((order) => order.paymentTypes.includes(10))).toBe(true);
    const july = await list({ dateFrom: "2025-07-01T04:00:00.000Z", dateTo: "2025-08-01T04:00:00.000Z" });
    expect(july.total).toBeGreaterThan(0);
    for (const order of july.list) {
      expect(order.createTime >= "2025-07-01T04:00:00.000Z" && order.createTime < "2025-08-01T04:00:00.000Z").toBe(
        true,
      );
    }
    const combined = await list({ state: 1, channelId: 1, paymentType: 1, cardLast4: "4242" });
    expect(combined.list.every((order) => order.state === 1 && order.channelId === 1)).toBe(true);
  });

  it("refuses an empty or malformed date range", async () => {
    const reversed = await api.post(
      "/order/list",
      { pageNum: 1, pageSize: 5, dateFrom: "2025-08-01T00:00:00Z", dateTo: "2025-07-01T00:00:00Z" },
      demo,
    );
    expect(reversed.status).toEqual({ code: 20001, msg: "Start time must be earlier than end time", key: "dateRange" });
    expect(fieldMessages(reversed)).toEqual({ dateTo: "Start time must be earlier than end time" });
    const malformed = await api.post("/order/list", { pageNum: 1, pageSize: 5, dateFrom: "yesterday" }, demo);
    expect(fieldMessages(malformed)).toEqual({ dateFrom: "Invalid date" });
  });

  it("pages on the server and sorts by created time, completed time and total", async () => {
    const first = await list({ pageSize: 20 });
    const second = await list({ pageSize: 20, pageNum: 2 });
    expect(first.list).toHaveLength(20);
    expect(second.total).toBe(first.total);
    expect(new Set([...first.list, ...second.list].map((order) => order.id)).size).toBe(40);
    const created = first.list.map((order) => order.createTime);
    expect(created).toEqual([...created].sort().reverse());
    const cheapest = (await list({ sortBy: "total", sortOrder: "asc", pageSize: 50 })).list.map((o) =>
      cents(o.totalAmount),
    );
    expect(cheapest).toEqual([...cheapest].sort((a, b) => a - b));
    const dearest = (await list({ sortBy: "total", sortOrder: "desc", pageSize: 50 })).list.map((o) =>
      cents(o.totalAmount),
    );
    expect(dearest).toEqual([...dearest].sort((a, b) => b - a));
    const completed = (await list({ sortBy: "completeTime", sortOrder: "asc", pageSize: 100 })).list;
    const times = completed.map((order) => order.completeTime).filter((time) => time !== null);
    expect(times).toEqual([...times].sort());
    const lastPage = await list({ sortBy: "completeTime", pageSize: 100, pageNum: Math.ceil(first.total / 100) });
    expect(lastPage.list.at(-1)!.completeTime).toBeNull();
    expect((await api.post("/order/list", { pageNum: 1, pageSize: 101 }, demo)).status.code).toBe(10001);
    expect((await api.post("/order/list", { pageNum: 1, pageSize: 5, sortBy: "name" }, demo)).status.code).toBe(10001);
  });
});

describe("order list rows in part", () => {
  it("answers only the members a body names in `fields`, the same values as whole rows, and refuses a name not in a row", async () => {
    const whole = await list({ pageSize: 20, cardLast4: "4242" });
    const some = await list({ pageSize: 20, cardLast4: "4242", fields: ["orderNumber", "cardLast4", "id"] });
    expect(some.total).toBe(whole.total);
    expect(some.list).toEqual(whole.list.map(({ id, orderNumber, cardLast4 }) => ({ orderNumber, cardLast4, id })));
    // Only a member of the documented row: never a column, a secret or another tenant's anything.
    for (const fields of [["orderNumber", "cardNumber"], ["tenantId"], []]) {
      const refused = await api.post("/order/list", { pageNum: 1, pageSize: 5, fields }, demo);
      expect(refused.status.code).toBe(10001);
      expect(refused.result).toBeNull();
    }
    const otherTenant = await list({ pageSize: 100, fields: ["orderNumber"] }, other);
    expect(otherTenant.list.map((row) => row.orderNumber)).not.toContain(whole.list[0].orderNumber);
  });
});

describe("order detail", () => {
  it("answers contact, channel, creator, times, totals, lines, payments with the masked card, tickets and history", async () => {
    const id = (await list({ cardLast4: "4242", state: 1 })).list[0].id;
    const answer = await api.get("/order/find", { id }, demo);
    expectNoFullCardNumber(JSON.stringify(answer));
    const order: OrderDetail = answer.result;
    expect(Object.keys(order)).toEqual(
      expect.arrayContaining([
        "contactFirstName",
        "contactLastName",
        "contactEmail",
        "contactCountryCode",
        "contactPhone",
        "channelId",
        "channelName",
        "creator",
        "createTime",
        "payTime",
        "completeTime",
        "totalAmount",
        "payAmount",
        "rescheduleFee",
        "differencePrice",
        "couponCode",
        "lines",
        "payments",
        "tickets",
        "refunds",
        "history",
      ]),
    );
    const lines = order.lines as Array<{ amount: string; unitPrice: string; quantity: number; tripName: string }>;
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(cents(line.amount)).toBe(cents(line.unitPrice) * line.quantity);
    const linesTotal = lines.reduce((sum, line) => sum + cents(line.amount), 0);
    expect(cents(order.totalAmount)).toBe(
      linesTotal + cents(order.rescheduleFee as string) + cents(order.differencePrice as string),
    );
    const card = order.payments.find((payment) => payment.cardLast4 === "4242")!;
    expect(card).toMatchObject({ paymentType: 1, cardNum: "424242******4242", cardType: "VISA" });
    expect(card).toHaveProperty("riskScore");
    expect(card).toHaveProperty("maxmindScore");
    expect(order.tickets[0]).toMatchObject({
      ticketNumber: expect.any(String),
      shift: expect.toBeOneOf([expect.any(String), null]),
      option: expect.any(String),
      passengerType: expect.any(Number),
      status: expect.any(Number),
      checkedBy: expect.toBeOneOf([expect.any(String), null]),
    });
    expect(order.history.map((entry) => entry.action)).toEqual(expect.arrayContaining(["create", "pay", "complete"]));
    expect(order.history[0].operatorName).toEqual(expect.any(String));
  });

  it("carries each history entry's action with its parameters, never an English sentence (rules/order-history.ts)", async () => {
    const seen = new Set<string>();
    for (const item of (await list({ pageSize: 100 })).list) {
      for (const entry of (await findOrder(api, demo, item.id)).history) {
        expect(entry.detail, entry.action).toBeNull();
        expect(orderHistoryEntryFault(entry.action, entry.params!), entry.action).toBeUndefined();
        seen.add(entry.action);
      }
    }
    expect([...seen]).toEqual(expect.arrayContaining(["create", "pay", "complete", "check-in", "refund-request"]));
    const card = (await list({ cardLast4: "4242", state: 1 })).list[0];
    const history = (await findOrder(api, demo, card.id)).history;
    expect(history.find((entry) => entry.action === "create")!.params).toEqual({
      channel: expect.toBeOneOf(["web", "app"]),
      ticketCount: expect.any(Number),
    });
    expect(history.find((entry) => entry.action === "pay")!.params).toEqual({
      amount: expect.stringMatching(/^\d+\.\d{2}$/),
      paymentType: 1,
    });
  });

  it("refuses to record a history action or parameter it has no words for", async () => {
    const order = (await list({ pageSize: 1 })).list[0];
    const base = { tenantId: DemoIds.tenants.demoTours, orderId: order.id, operatorId: null, operatorName: "system" };
    await expect(
      recordOrderHistory(api.db, { ...base, action: "refund" as OrderHistoryActionCode, params: {} }),
    ).rejects.toThrow(/refund is not/);
    await expect(
      recordOrderHistory(api.db, { ...base, action: "complete", params: { amount: "1.00" } }),
    ).rejects.toThrow(/complete carries no amount/);
    await expect(recordOrderHistory(api.db, { ...base, action: "pay", params: { amount: "1.00" } })).rejects.toThrow(
      /pay needs paymentType/,
    );
    await expect(
      recordOrderHistory(api.db, { ...base, action: "pay", params: { amount: "1.00", paymentType: 99 } }),
    ).rejects.toThrow(/paymentType 99/);
    expect((await findOrder(api, demo, order.id)).history.map((entry) => entry.action)).not.toContain("refund");
  });

  it("prices each ticket at its order line's unit price: the lines' tickets add up to the lines' amounts", async () => {
    let priced = 0;
    for (const item of (await list({ state: 1, pageSize: 15 })).list) {
      const order = await findOrder(api, demo, item.id);
      type Booked = { tripId: number; date: string; shift: string | null; option: string };
      const lines = order.lines as Array<Booked & { unitPrice: string; quantity: number; amount: string }>;
      const tickets = order.tickets as unknown as Array<Booked & { price: string | null }>;
      const key = (booked: Booked) => JSON.stringify([booked.tripId, booked.date, booked.shift, booked.option]);
      for (const ticket of tickets) {
        const line = lines.find((entry) => key(entry) === key(ticket));
        expect(ticket.price).toBe(line?.unitPrice ?? null);
        if (ticket.price !== null) priced += 1;
      }
      if (tickets.length === lines.reduce((sum, line) => sum + line.quantity, 0)) {
        const ticketsTotal = tickets.reduce((sum, ticket) => sum + cents(ticket.price!), 0);
        expect(ticketsTotal).toBe(lines.reduce((sum, line) => sum + cents(line.amount), 0));
      }
    }
    expect(priced).toBeGreaterThan(10);
  });

  it("marks only normal or checked-in tickets of paid orders as actionable", async () => {
    for (const state of [0, 1, 2, 9]) {
      for (const item of (await list({ state, pageSize: 15 })).list) {
        const order = await findOrder(api, demo, item.id);
        for (const ticket of order.tickets) {
          expect(ticket.actionable).toBe([1, 3].includes(order.state) && [0, 1].includes(ticket.status));
        }
      }
    }
  });

  it("keeps payments, refunds and totals consistent: actually paid, never more refunded than paid", async () => {
    for (const item of (await list({ state: 1 })).list) {
      const order = await findOrder(api, demo, item.id);
      let refunded = 0;
      for (const payment of order.payments) {
        expect(cents(payment.refundedAmount) + cents(payment.refundPendingAmount)).toBeLessThanOrEqual(
          cents(payment.amount),
        );
        refunded += cents(payment.refundedAmount);
      }
      expect(cents(order.refundedAmount)).toBe(refunded);
      const paid = order.payments
        .filter((payment) => [1, 6, 8].includes(payment.payStatus) && ![7, 8].includes(payment.paymentType))
        .reduce((sum, payment) => sum + cents(payment.amount), 0);
      expect(cents(order.payAmount)).toBe(paid);
    }
  });
});

describe("tenant isolation", () => {
  it("answers 20404 for another tenant's order and lists only the caller's orders", async () => {
    const mine = await list({}, other);
    expect(mine.total).toBeGreaterThan(5);
    expect(mine.total).toBeLessThan(30);
    const otherId = mine.list[0].id;
    expect((await api.get("/order/find", { id: otherId }, demo)).status).toEqual({
      code: 20404,
      msg: "Not found",
      key: "notFound",
    });
    expect((await api.get("/order/find", { id: otherId }, other)).status.code).toBe(0);
    const demoIds = new Set((await list({})).list.map((order) => order.id));
    expect(mine.list.some((order) => demoIds.has(order.id))).toBe(false);
    const otherCards = await list({ cardLast4: "4242" }, other);
    expect(otherCards.list.every((order) => order.orderNumber.startsWith("OT"))).toBe(true);
  });

  it("lets the sales agent read orders", async () => {
    expect((await list({ pageSize: 1 }, agent)).total).toBeGreaterThan(0);
  });
});
