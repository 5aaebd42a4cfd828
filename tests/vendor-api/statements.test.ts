/**
 * /statement/list, /statement/find and /statement/entry/list: the hand-computed ledger of support/ledger.ts (default
 * rates 2.90 % + 0.30, 5 % commission, 15.00 per chargeback, no subscription), and the invariant on Demo Tours with
 * generated orders.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateOrders } from "../../vendor-api/src/seed/sales-data/generate";
import { ADMIN_KEY, startTestApi, type Envelope, type SessionHeaders, type TestApi } from "./support/api";
import { ledgerTenant, type Ledger } from "./support/ledger";
import { checkStatementInvariant, type Call } from "./support/statement-invariant";
import { freshTenant } from "./support/tenants";

let api: TestApi;
let ledger: Ledger;
let demo: SessionHeaders;

beforeAll(async () => {
  api = await startTestApi();
  ledger = await ledgerTenant(api);
  demo = (await api.login("admin", "admin123")).headers;
});
afterAll(() => api?.close());

const ok = async (answer: Promise<Envelope>) => {
  const { status, result } = await answer;
  expect(status.code, JSON.stringify(status)).toBe(0);
  return result;
};
const find = (month: string, headers = ledger.headers) => api.get("/statement/find", { month }, headers);
const zeroLines = {
  order: "0.00",
  refund: "0.00",
  chargeback: "0.00",
  chargebackFee: "0.00",
  processingFee: "0.00",
  commission: "0.00",
  subscriptionFee: "0.00",
};
const currentMonth = (timeZone: string) =>
  new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit" }).format(new Date()).slice(0, 7);

describe("statement lines", () => {
  it("sums each line of a month, fees floored per payment and order, a refund in the month it completed", async () => {
    expect(await ok(find("2025-02"))).toMatchObject({
      state: 0,
      open: false,
      paidAt: null,
      lines: { ...zeroLines, order: "50.00", processingFee: "-1.75", commission: "-2.50" },
      balance: "45.75",
      orderCount: 1,
      refundCount: 0,
    });
    // Commission per order: 5.00 + floor(1.6695) + floor(0.5095) = 7.16, not floor(143.58 × 5 %) = 7.17.
    expect(await ok(find("2025-03"))).toEqual({
      month: "2025-03",
      state: 0,
      open: false,
      paidAt: null,
      lines: {
        order: "143.58",
        refund: "-20.00",
        chargeback: "0.00",
        chargebackFee: "-15.00",
        processingFee: "-4.46",
        commission: "-7.16",
        subscriptionFee: "0.00",
      },
      adjustments: [],
      balance: "96.96",
      orderCount: 3,
      refundCount: 1,
      chargebackCount: 0,
      rates: {
        cardRate: "0.0290",
        cardFixed: "0.30",
        commissionRate: "0.0500",
        chargebackFee: "15.00",
        subscriptionFee: "0.00",
      },
    });
    expect((await ok(find("2025-04"))).lines).toEqual(zeroLines);
    expect(await ok(find("2025-11"))).toMatchObject({
      lines: {
        ...zeroLines,
        order: "200.00",
        chargeback: "-200.00",
        chargebackFee: "-15.00",
        processingFee: "-6.10",
        commission: "-10.00",
      },
      balance: "-31.10",
      chargebackCount: 1,
    });
  });

  it("lists every month from the first sale through the open current month, newest first", async () => {
    const current = currentMonth("America/New_York");
    const all = await ok(api.post("/statement/list", { pageNum: 1, pageSize: 100 }, ledger.headers));
    const months = all.list.map((statement: { month: string }) => statement.month);
    expect(months[0]).toBe(current);
    expect(months.at(-1)).toBe("2025-02");
    expect(all.total).toBe(months.length);
    expect(new Set(months).size).toBe(months.length);
    expect(all.list[0]).toMatchObject({ open: true, state: 0 });
    expect(all.list.find((statement: { month: string }) => statement.month === "2025-03").balance).toBe("96.96");
    const year = await ok(api.post("/statement/list", { pageNum: 1, pageSize: 5, year: 2025 }, ledger.headers));
    expect(year.total).toBe(11);
    expect(year.list.map((statement: { month: string }) => statement.month)).toEqual([
      "2025-12",
      "2025-11",
      "2025-10",
      "2025-09",
      "2025-08",
    ]);
  });

  it("pages the entries of a month by time, each with what it stands for", async () => {
    const entries = await ok(
      api.post("/statement/entry/list", { pageNum: 1, pageSize: 100, month: "2025-03" }, ledger.headers),
    );
    expect(entries.total).toBe(11);
    expect(entries.list.map((entry: { kind: string }) => entry.kind)).toEqual([
      "subscription_fee",
      "refund",
      "order",
      "commission",
      "order",
      "processing_fee",
      "commission",
      "order",
      "processing_fee",
      "commission",
      "chargeback_fee",
    ]);
    expect(entries.list[0]).toMatchObject({ time: "2025-03-01T05:00:00.000Z", amount: "0.00", orderId: null });
    expect(entries.list[1]).toMatchObject({
      time: "2025-03-02T14:00:00.000Z",
      amount: "-20.00",
      orderId: ledger.orderIds.o5,
      refundId: ledger.refundId,
      refundNumber: `RF${String(ledger.refundId).padStart(8, "0")}`,
    });
    expect(entries.list[4]).toMatchObject({ kind: "order", orderId: ledger.orderIds.o2, amount: "33.39" });
    expect(entries.list[6]).toMatchObject({ kind: "commission", orderId: ledger.orderIds.o2, amount: "-1.66" });
    const page = await ok(
      api.post("/statement/entry/list", { pageNum: 2, pageSize: 2, month: "2025-03", kind: "order" }, ledger.headers),
    );
    expect(page).toMatchObject({ total: 3, list: [{ orderId: ledger.orderIds.o1, amount: "100.00" }] });
  });

  it("answers 20404 for a month outside the statements and for another tenant's", async () => {
    const next = new Date();
    next.setUTCMonth(next.getUTCMonth() + 2);
    for (const month of ["2025-01", next.toISOString().slice(0, 7), "2025-13", "March"])
      expect((await find(month)).status.code, month).toBe(20404);
    expect(
      (await api.post("/statement/entry/list", { pageNum: 1, pageSize: 10, month: "2025-01" }, ledger.headers)).status
        .code,
    ).toBe(20404);
    const other = await freshTenant(api);
    expect((await find("2025-03", other.headers)).status.code).toBe(20404);
    expect(await ok(api.post("/statement/list", { pageNum: 1, pageSize: 10 }, other.headers))).toEqual({
      list: [],
      total: 0,
    });
  });

  it("turns paid when the platform pays a closed month, once; never the open month", async () => {
    const pay = (month: string) =>
      api.post("/admin/statements/pay", { tenantId: ledger.tid, month }, { "x-admin-key": ADMIN_KEY });
    const paid = await ok(pay("2025-03"));
    expect(await ok(pay("2025-03"))).toEqual(paid);
    expect(await ok(find("2025-03"))).toMatchObject({ state: 1, paidAt: paid.paidAt });
    expect((await pay(currentMonth("America/New_York"))).status.code).toBe(20404);
    expect((await pay("2025-01")).status.code).toBe(20404);
    const unpaid = await ok(api.post("/statement/list", { pageNum: 1, pageSize: 100, state: 1 }, ledger.headers));
    expect(unpaid.list.map((statement: { month: string }) => statement.month)).toEqual(["2025-03"]);
  });
});

describe("Demo Tours", () => {
  const call: Call = async (method, path, body) => {
    const answer =
      method === "GET" ? await api.get(path, body as Record<string, string>, demo) : await api.post(path, body, demo);
    if (answer.status.code !== 0) throw new Error(`${path}: ${JSON.stringify(answer.status)}`);
    return answer.result;
  };

  it("has its rates and its months through 2025-08 paid on the 5th of the next month", async () => {
    expect(await ok(find("2025-08", demo))).toMatchObject({
      state: 1,
      paidAt: "2025-09-05T17:00:00.000Z",
      lines: { subscriptionFee: "-49.00" },
      rates: { cardRate: "0.0290", cardFixed: "0.30", commissionRate: "0.0500", chargebackFee: "15.00" },
    });
    expect(await ok(find("2025-09", demo))).toMatchObject({ state: 0, paidAt: null });
  });

  it("keeps a paid statement's figures; a sale written later into its month is carried into the next one", async () => {
    const [august, september] = [await ok(find("2025-08", demo)), await ok(find("2025-09", demo))];
    expect(september.adjustments).toEqual([]);
    // A September sale written into August after August was paid, as a late import would write it.
    const moved = await api.db.execute(
      sql`update orders set created_at = '2025-08-20T16:00:00Z'
           where id = (select id from orders
                        where tenant_id = 1001 and state in (1, 3) and pay_amount > 0
                          and created_at >= '2025-09-05T04:00:00Z' and created_at < '2025-09-30T04:00:00Z'
                        order by id limit 1)
       returning pay_amount`,
    );
    const cents = (amount: string) => Math.round(Number(amount) * 100);
    const amount = (value: number) => (value / 100).toFixed(2);
    const sale = cents((moved as unknown as { rows: Array<{ pay_amount: string }> }).rows[0].pay_amount);
    expect(await ok(find("2025-08", demo))).toEqual(august);
    const carrying = await ok(find("2025-09", demo));
    expect(carrying.lines.order).toBe(amount(cents(september.lines.order) - sale));
    expect(carrying.adjustments).toEqual([{ month: "2025-08", amount: amount(sale - Math.floor(sale * 0.05)) }]);
    expect(carrying.balance).toBe(september.balance);
    // Paid, September keeps what it carried, and the next statement does not carry it again.
    const paid = await ok(
      api.post("/admin/statements/pay", { tenantId: 1001, month: "2025-09" }, { "x-admin-key": ADMIN_KEY }),
    );
    expect(await ok(find("2025-09", demo))).toEqual({ ...carrying, state: 1, paidAt: paid.paidAt });
    expect(await ok(find("2025-10", demo))).toMatchObject({ adjustments: [] });
  });

  it("keeps paid statements as paid when the rates change; the difference is carried", async () => {
    const before = await ok(find("2025-07", demo));
    await api.db.execute(sql`update statement_rates set commission_rate = '0.0600' where tenant_id = 1001`);
    try {
      expect(await ok(find("2025-07", demo))).toEqual(before);
      const carrying = await ok(find("2025-10", demo));
      expect(carrying.rates.commissionRate).toBe("0.0600");
      const july = carrying.adjustments.find((entry: { month: string }) => entry.month === "2025-07");
      expect(Number(july.amount)).toBeLessThan(0);
    } finally {
      await api.db.execute(sql`update statement_rates set commission_rate = '0.0500' where tenant_id = 1001`);
    }
    expect(await ok(find("2025-10", demo))).toMatchObject({ adjustments: [] });
  });

  it("shows on the Booking Fee page exactly the rates its statements deduct, its own or the platform's", async () => {
    for (const [headers, tid] of [
      [demo, 1001],
      [ledger.headers, ledger.tid],
    ] as const) {
      const fees = await ok(api.get("/service-fee/config/query", { tid }, headers));
      const { rates, lines } = await ok(find("2025-03", headers));
      expect(fees).toEqual({
        rate: rates.cardRate,
        fixed: rates.cardFixed,
        commissionRate: rates.commissionRate,
        chargebackFee: rates.chargebackFee,
        subscriptionFee: rates.subscriptionFee,
      });
      expect(lines.subscriptionFee).toBe(fees.subscriptionFee === "0.00" ? "0.00" : `-${fees.subscriptionFee}`);
    }
    expect(await ok(api.get("/service-fee/config/query", { tid: 1001 }, demo))).toEqual({
      rate: "0.0290",
      fixed: "0.30",
      commissionRate: "0.0500",
      chargebackFee: "15.00",
      subscriptionFee: "49.00",
    });
  });

  it("keeps the statement invariant with generated orders", async () => {
    const march = await ok(find("2025-03", demo));
    await generateOrders(api.db, { tenantId: 1001, count: 2000, seed: 13, now: new Date("2025-12-01T12:00:00Z") });
    // The report rollups the triggers kept while the orders were written equal a rebuild from the base tables.
    const rollups = async () =>
      Promise.all(
        ["ledger_daily_sales", "ledger_daily_methods"].map(async (table) => {
          const result = await api.db.execute(sql`select * from ${sql.identifier(table)} where tenant_id = 1001`);
          return (result as unknown as { rows: object[] }).rows.map((row) => JSON.stringify(row)).sort();
        }),
      );
    const kept = await rollups();
    expect(kept[0].length).toBeGreaterThan(300);
    await api.db.execute(sql`select ledger_rebuild_days(1001, null)`);
    expect(await rollups()).toEqual(kept);
    // Generated orders go to the open months only: after September 2025, the last paid month by now, up to `now`.
    expect(await ok(find("2025-03", demo))).toEqual(march);
    const early = await api.db.execute(
      sql`select count(*)::int as n from orders
           where tenant_id = 1001 and order_number like 'BN%' and created_at < '2025-10-01T04:00:00Z'`,
    );
    expect((early as unknown as { rows: Array<{ n: number }> }).rows[0].n).toBe(0);
    for (const month of ["2025-10", "2025-11"]) {
      const report = await checkStatementInvariant(call, month, "America/New_York");
      expect(report.failures).toEqual([]);
      expect(report.orders).toBeGreaterThan(100);
      expect(report.refunds).toBeGreaterThan(0);
    }
  });
});
