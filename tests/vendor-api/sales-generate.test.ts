/** The generated benchmark orders (`npm run vendor-api -- generate-orders`): counted, numbered after any earlier run. */
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
    expect((await listOrders({ orderNumber: "BN" })).total).toBe(1500);
    expect((await listOrders({ orderNumber: "BN0000150" })).total).toBe(1);
  });

  it("numbers a second generated batch after the first, and refuses an unknown tenant", async () => {
    await generateOrders(api.db, { tenantId: 1001, count: 10, seed: 8 });
    const listed = await listOrders({ orderNumber: "BN0000151" });
    expect(listed.list.map((order: { orderNumber: string }) => order.orderNumber)).toEqual(["BN00001510"]);
    await expect(generateOrders(api.db, { tenantId: 9999, count: 1, seed: 1 })).rejects.toThrow("No tenant 9999");
  });
});
