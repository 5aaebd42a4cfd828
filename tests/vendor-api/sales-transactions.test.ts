import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fieldMessages, startTestApi, type SessionHeaders, type TestApi } from "./support/api";
import { expectNoFullCardNumber } from "./support/sales";

let api: TestApi;
let demo: SessionHeaders;
let other: SessionHeaders;

beforeAll(async () => {
  api = await startTestApi();
  demo = (await api.login("agent", "agent123")).headers;
  other = (await api.login("other", "other123")).headers;
});
afterAll(() => api?.close());

interface Item {
  id: number;
  createTime: string;
  paymentType: number;
  transactionId: string | null;
  authCode: string | null;
  orderId: number;
  orderNumber: string;
  cardNum: string | null;
  cardLast4: string | null;
  paypalAccount: string | null;
  payStatus: number;
  chargeBackStatus: number;
}

const list = async (body: Record<string, unknown>, headers = demo) => {
  const answer = await api.post("/transaction/list", { pageNum: 1, pageSize: 100, ...body }, headers);
  expect(answer.status, JSON.stringify(answer.result)).toEqual({ code: 0, msg: "success" });
  expectNoFullCardNumber(JSON.stringify(answer));
  return answer.result as { list: Item[]; total: number };
};

describe("transaction list", () => {
  it("lists gateway payments only (card, PayPal, Apple Pay), newest first, in every pay state", async () => {
    const all = await list({});
    expect(all.total).toBeGreaterThan(100);
    expect(new Set(all.list.map((item) => item.paymentType))).toEqual(new Set([1, 2, 9, 10]));
    const times = all.list.map((item) => item.createTime);
    expect(times).toEqual([...times].sort().reverse());
    for (let payStatus = 0; payStatus <= 9; payStatus++) {
      expect((await list({ payStatus, pageSize: 1 })).total, `pay state ${payStatus}`).toBeGreaterThan(0);
    }
    expect((await list({ pageSize: 100 })).list.some((item) => item.chargeBackStatus !== 0)).toBe(true);
  });

  it("finds card payments by last 4 digits, a masked number or a whole number", async () => {
    const byLast4 = await list({ cardNumber: "4242" });
    expect(byLast4.total).toBeGreaterThan(5);
    expect(byLast4.list.every((item) => item.cardLast4 === "4242" && item.cardNum === "424242******4242")).toBe(true);
    expect((await list({ cardNumber: "4242 4242 4242 4242" })).total).toBe(byLast4.total);
    expect((await list({ cardNumber: "424242******4242" })).total).toBe(byLast4.total);
    expect((await list({ cardNumber: "**** 4242" })).total).toBe(byLast4.total);
    expect((await list({ cardNumber: "4012 8888 8888 1881" })).list.every((item) => item.cardLast4 === "1881")).toBe(
      true,
    );
    const bad = await api.post("/transaction/list", { pageNum: 1, pageSize: 5, cardNumber: "42" }, demo);
    expect(bad.status).toEqual({ code: 20001, msg: "Invalid card number", key: "creditCard" });
    expect(fieldMessages(bad)).toEqual({ cardNumber: "Invalid card number" });
  });

  it("finds by PayPal account, transaction ID and auth code", async () => {
    const paypal = (await list({})).list.find((item) => item.paypalAccount)!;
    const byAccount = await list({ paypalAccount: paypal.paypalAccount!.split("@")[0].toUpperCase() });
    expect(byAccount.list.map((item) => item.id)).toContain(paypal.id);
    expect(byAccount.list.every((item) => [2, 9].includes(item.paymentType))).toBe(true);
    const card = (await list({ cardNumber: "1881" })).list.find((item) => item.authCode)!;
    expect((await list({ transactionId: card.transactionId! })).list.map((item) => item.id)).toEqual([card.id]);
    const byAuth = await list({ authCode: card.authCode!.toLowerCase() });
    expect(byAuth.list.map((item) => item.id)).toContain(card.id);
    expect(byAuth.list.every((item) => item.authCode === card.authCode)).toBe(true);
  });

  it("filters by date range, and says 'Start time must be earlier than end time' for an empty one", async () => {
    const march = await list({ dateFrom: "2025-03-01T05:00:00.000Z", dateTo: "2025-04-01T04:00:00.000Z" });
    expect(march.total).toBeGreaterThan(0);
    for (const item of march.list) {
      expect(item.createTime >= "2025-03-01T05:00:00.000Z" && item.createTime < "2025-04-01T04:00:00.000Z").toBe(true);
    }
    for (const [dateFrom, dateTo] of [
      ["2025-04-01T00:00:00Z", "2025-03-01T00:00:00Z"],
      ["2025-04-01T00:00:00Z", "2025-04-01T00:00:00Z"],
    ]) {
      const answer = await api.post("/transaction/list", { pageNum: 1, pageSize: 5, dateFrom, dateTo }, demo);
      expect(answer.status).toEqual({ code: 20001, msg: "Start time must be earlier than end time", key: "dateRange" });
      expect(fieldMessages(answer)).toEqual({ dateTo: "Start time must be earlier than end time" });
    }
  });

  it("shows each tenant only its own transactions", async () => {
    const mine = await list({}, other);
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.list.every((item) => item.orderNumber.startsWith("OT"))).toBe(true);
    expect((await api.get("/transaction/find", { id: mine.list[0].id }, demo)).status.code).toBe(20404);
  });
});

describe("transaction detail", () => {
  it("answers every credit card payment field of docs/sales-contract.md, masked, with chargeback and the order", async () => {
    const chargedBack =
      (await list({ cardNumber: "4242" })).list.find((item) => item.chargeBackStatus !== 0) ??
      (await list({})).list.find((item) => item.chargeBackStatus !== 0)!;
    const answer = await api.get("/transaction/find", { id: chargedBack.id }, demo);
    expect(answer.status.code).toBe(0);
    expectNoFullCardNumber(JSON.stringify(answer));
    for (const field of [
      "amount",
      "authCode",
      "avsCode",
      "cardBank",
      "cardNum",
      "cardType",
      "cardMonth",
      "cardYear",
      "chargeBackAmount",
      "chargeBackStatus",
      "dealStatus",
      "errorCode",
      "errorMsg",
      "payStatus",
      "payTime",
      "refundedAmount",
      "riskScore",
      "maxmindScore",
      "transactionId",
      "ip",
      "userAgent",
    ]) {
      expect(answer.result, field).toHaveProperty(field);
    }
    expect(answer.result).toMatchObject({
      orderId: chargedBack.orderId,
      orderNumber: chargedBack.orderNumber,
      cardNum: expect.stringMatching(/^\d{6}\*+\d{4}$/),
      chargeBackStatus: expect.toBeOneOf([1, 2, 3]),
    });
    expect(Number(answer.result.chargeBackAmount)).toBeGreaterThan(0);
    const order = await api.get("/order/find", { id: answer.result.orderId }, demo);
    expect(order.result.payments.map((payment: { id: number }) => payment.id)).toContain(chargedBack.id);
  });

  it("answers failed payments with the gateway's error, and 20404 for payments that are not transactions", async () => {
    const failed = (await list({ payStatus: 2 })).list[0];
    const detail = (await api.get("/transaction/find", { id: failed.id }, demo)).result;
    expect(detail).toMatchObject({ payStatus: 2, errorCode: "2", errorMsg: "This transaction has been declined." });
    const cashOrder = (await api.post("/order/list", { pageNum: 1, pageSize: 1, paymentType: 3 }, demo)).result.list[0];
    const cash = (await api.get("/order/find", { id: cashOrder.id }, demo)).result.payments.find(
      (payment: { paymentType: number }) => payment.paymentType === 3,
    );
    expect((await api.get("/transaction/find", { id: cash.id }, demo)).status.code).toBe(20404);
  });
});
