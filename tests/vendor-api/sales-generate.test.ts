/** The generated benchmark orders (`npm run vendor-api -- generate-orders`): counted, numbered after any earlier run. */
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

const listOrders = async (query: Record<string, unknown>) =>
  (await api.post("/order/list", { pageNum: 1, pageSize: 20, ...query }, demo)).result;

describe("generated orders", () => {
  it("adds the asked number of orders to the tenant's list, numbered BN…", async () => {
    const before = (await listOrders({})).total;
    await generateOrders(api.db, { tenantId: 1001, count: 1500, seed: 7 });
    expect((await listOrders({})).total).toBe(before + 1500);
    // A substring search counts to 100; its short last page tells the exact total.
    expect(await listOrders({ orderNumber: "BN" })).toMatchObject({ total: 100, totalIsLowerBound: true });
    expect(await listOrders({ orderNumber: "BN", pageSize: 7, pageNum: 215 })).toMatchObject({
      total: 1500,
      totalIsLowerBound: false,
    });
    expect((await listOrders({ orderNumber: "BN0000150" })).total).toBe(1);
    // Analysed once written (PGlite has no autovacuum): the planner knows the tables' sizes.
    const stats = await api.db.execute(
      sql`select relname, reltuples from pg_class where relname in ('orders', 'payments', 'reservations')`,
    );
    const { rows } = stats as unknown as { rows: Array<{ relname: string; reltuples: number }> };
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(Number(row.reltuples), row.relname).toBeGreaterThanOrEqual(1500);
  });

  it("numbers a second generated batch after the first, and refuses an unknown tenant", async () => {
    await generateOrders(api.db, { tenantId: 1001, count: 10, seed: 8 });
    const listed = await listOrders({ orderNumber: "BN0000151" });
    expect(listed.list.map((order: { orderNumber: string }) => order.orderNumber)).toEqual(["BN00001510"]);
    await expect(generateOrders(api.db, { tenantId: 9999, count: 1, seed: 1 })).rejects.toThrow("No tenant 9999");
  });

  it("charges the tenant's booking fee on every order with a price, in its total", async () => {
    type Detail = {
      lines: Array<{ quantity: number; unitPrice: string }>;
      bookingFee: string;
      totalAmount: string;
      rescheduleFee: string;
      differencePrice: string;
    };
    const cents = (amount: string) => Math.round(Number(amount) * 100);
    const generatedDetails = async (prefix: string) => {
      const { list } = await listOrders({ orderNumber: prefix, pageSize: 20 });
      return Promise.all(
        list.map(
          async (order: { id: number }) => (await api.get("/order/find", { id: order.id }, demo)).result as Detail,
        ),
      );
    };
    const check = (details: Detail[], expectedFee: (ticketCents: number[]) => number) => {
      const priced = details.filter((order) => order.lines.some((line) => cents(line.unitPrice) > 0));
      expect(priced.length).toBeGreaterThan(4);
      for (const order of details) {
        const tickets = order.lines.flatMap((line) => Array<number>(line.quantity).fill(cents(line.unitPrice)));
        const fee = tickets.some((price) => price > 0) ? expectedFee(tickets) : 0;
        expect(cents(order.bookingFee)).toBe(fee);
        const lines = tickets.reduce((sum, price) => sum + price, 0);
        expect(cents(order.totalAmount)).toBe(lines + fee + cents(order.rescheduleFee) + cents(order.differencePrice));
      }
    };
    // Demo Tours charges 2.00 per ticket.
    check(await generatedDetails("BN000015"), (tickets) => 200 * tickets.length);

    const saved = await api.post(
      "/bookingfee/config/save",
      { type: 2, mode: "percentage", amount: "12.5", version: 1 },
      demo,
    );
    expect(saved.status.code).toBe(0);
    await generateOrders(api.db, { tenantId: 1001, count: 20, seed: 9 });
    check(await generatedDetails("BN0000152"), (tickets) =>
      Math.floor((tickets.reduce((sum, price) => sum + price, 0) * 12.5) / 100),
    );
  });
});
