/** The sales CSV exports of the gateway against the real vendor API: filters, counts, masking, refusals. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoFullCardNumber, startSalesStack, TRIP_EDITOR, type SalesStack } from "./support/sales";

let stack: SalesStack;
beforeAll(async () => {
  stack = await startSalesStack();
});
afterAll(async () => {
  await stack?.close();
});

const download = (file: string, query: Record<string, string> = {}, token: string | null = stack.admin) =>
  fetch(`${stack.url}/exports/${file}?${new URLSearchParams(query)}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

/** The file's data rows (BOM and header row dropped; demo texts hold no line breaks). */
async function csvRows(response: Response): Promise<string[]> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  // TextDecoder drops the byte order mark.
  return new TextDecoder().decode(bytes).split("\r\n").slice(1, -1);
}

const total = async (query: string, field: string, filter: Record<string, unknown>) =>
  (await stack.run(query, { filter, page: { number: 1, size: 1 } })).data![field].total as number;

describe("sales exports", () => {
  it("exports the filtered orders with the list's count, even for a state coded 0", async () => {
    const query = /* GraphQL */ `
      query ($filter: OrderFilter, $page: PageInput) {
        orders(filter: $filter, page: $page) {
          total
        }
      }
    `;
    const filters: Array<Record<string, string>> = [{ cardLast4: "1881" }, { state: "UNPAID" }];
    for (const filter of filters) {
      const response = await download("orders.csv", filter);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="orders-.*\.csv"$/);
      const expected = await total(query, "orders", filter);
      expect(expected).toBeGreaterThan(0);
      expect(Number(response.headers.get("x-total-count"))).toBe(expected);
      expect(await csvRows(response)).toHaveLength(expected);
    }
  });

  it("exports pending refund orders and masked transactions", async () => {
    const refunds = await download("refund-orders.csv", { state: "PENDING" });
    expect(refunds.status).toBe(200);
    const refundQuery = /* GraphQL */ `
      query ($filter: RefundFilter, $page: PageInput) {
        refundOrders(filter: $filter, page: $page) {
          total
        }
      }
    `;
    const pending = await total(refundQuery, "refundOrders", { state: "PENDING" });
    expect(await csvRows(refunds)).toHaveLength(pending);
    expect(refunds.headers.get("x-total-count")).toBe(String(pending));

    const transactions = await download("transactions.csv", { cardNumber: "4242 4242 4242 4242" });
    expect(transactions.status).toBe(200);
    const rows = await csvRows(transactions);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).toContain("424242******4242");
    expectNoFullCardNumber(rows);
  });

  it("refuses a bad filter with 400 before calling the vendor API", async () => {
    stack.proxy.reset();
    const range = await download("transactions.csv", {
      dateFrom: "2025-06-01T00:00:00Z",
      dateTo: "2025-05-01T00:00:00Z",
    });
    expect(range.status).toBe(400);
    expect(await range.json()).toEqual({
      error: { code: "BAD_USER_INPUT", message: "Start time must be earlier than end time" },
    });
    const state = await download("orders.csv", { state: "SHIPPED" });
    expect(state.status).toBe(400);
    expect(await state.json()).toEqual({ error: { code: "BAD_USER_INPUT", message: "Invalid value" } });
    expect(stack.proxy.calls.filter((call) => call.path.endsWith("/export"))).toEqual([]);
  });

  it("needs a session, the list page and the export action", async () => {
    expect((await download("orders.csv", {}, null)).status).toBe(401);
    const editor = await stack.login(TRIP_EDITOR.username, TRIP_EDITOR.password);
    for (const file of ["orders.csv", "refund-orders.csv", "transactions.csv"]) {
      expect((await download(file, {}, editor)).status).toBe(403);
      const allowed = await download(file, {}, stack.agent);
      expect(allowed.status).toBe(200);
      await allowed.body?.cancel();
    }
  });
});
