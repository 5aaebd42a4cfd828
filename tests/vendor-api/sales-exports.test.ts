import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderOpenApi } from "../../vendor-api/src/openapi";
import { csvCell } from "../../vendor-api/src/modules/sales-shared/csv-export";
import { generateOrders } from "../../vendor-api/src/seed/sales-data/generate";
import { startTestApi, type SessionHeaders, type TestApi } from "./support/api";
import { expectNoFullCardNumber } from "./support/sales";

let api: TestApi;
let demo: SessionHeaders;
let other: SessionHeaders;

beforeAll(async () => {
  api = await startTestApi();
  demo = (await api.login("admin", "admin123")).headers;
  other = (await api.login("other", "other123")).headers;
});
afterAll(() => api?.close());

async function exportCsv(path: string, query: Record<string, string> = {}, headers = demo) {
  const response = await api.raw({
    method: "GET",
    url: path,
    query: { ...query, timestamp: String(Date.now()) },
    headers,
  });
  expect(response.statusCode).toBe(200);
  return response;
}

/** RFC 4180 rows (quoted cells may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted && char === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ",") {
      row.push(cell);
      cell = "";
    } else if (!quoted && char === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else {
      cell += char;
    }
  }
  return rows;
}

describe("order export", () => {
  it("streams the filtered orders as CSV, header first, with the row count up front", async () => {
    const response = await exportCsv("/order/export", { cardLast4: "4242" });
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.body.startsWith("\uFEFFOrder,Created time,Completed time,Status")).toBe(true);
    expectNoFullCardNumber(response.body);
    const rows = parseCsv(response.body.slice(1));
    const listed = (await api.post("/order/list", { pageNum: 1, pageSize: 100, cardLast4: "4242" }, demo)).result;
    expect(Number(response.headers["x-total-count"])).toBe(listed.total);
    expect(rows).toHaveLength(listed.total + 1);
    const header = rows[0];
    const column = (name: string) => header.indexOf(name);
    expect(rows.slice(1).every((row) => row[column("Card last 4")] === "4242")).toBe(true);
    expect(new Set(rows.slice(1).map((row) => row[column("Order")]))).toEqual(
      new Set(listed.list.map((order: { orderNumber: string }) => order.orderNumber)),
    );
    expect(rows[1][column("Created time")]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  });

  it("answers the JSON envelope when a filter breaks a rule, before any CSV", async () => {
    const response = await exportCsv("/order/export", {
      dateFrom: "2025-05-01T00:00:00Z",
      dateTo: "2025-04-01T00:00:00Z",
    });
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      status: { code: 20001, msg: "Start time must be earlier than end time" },
      result: { fields: { dateTo: "Start time must be earlier than end time" } },
    });
  });

  it("exports only the caller's tenant", async () => {
    const rows = parseCsv((await exportCsv("/order/export", {}, other)).body.slice(1)).slice(1);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row[0].startsWith("OT"))).toBe(true);
  });
});

describe("CSV cells", () => {
  it("quotes separators and defuses spreadsheet formulas, leaving numbers alone", () => {
    expect(csvCell('Smith, "Jr"')).toBe('"Smith, ""Jr"""');
    expect(csvCell("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvCell("+1 555")).toBe("'+1 555");
    expect(csvCell("-5.00")).toBe("-5.00");
    expect(csvCell(null)).toBe("");
  });

  it("are documented as text/csv with their row count header", async () => {
    const document = JSON.parse(await renderOpenApi());
    for (const path of ["/order/export", "/refund/export", "/transaction/export"]) {
      const answer = document.paths[path].get.responses["200"];
      expect(Object.keys(answer.content)).toEqual(["text/csv"]);
      expect(answer.headers["x-total-count"]).toBeDefined();
    }
  });
});

describe("refund and transaction exports", () => {
  it("exports refund orders by state", async () => {
    const response = await exportCsv("/refund/export", { state: "2" });
    const rows = parseCsv(response.body.slice(1));
    expect(rows[0].slice(0, 5)).toEqual(["Refund order", "Order", "Created time", "Created by", "Status"]);
    expect(rows.length - 1).toBe(Number(response.headers["x-total-count"]));
    expect(rows.slice(1).every((row) => row[4] === "Rejected")).toBe(true);
  });

  it("exports transactions with masked cards and pay state labels", async () => {
    const response = await exportCsv("/transaction/export", { cardNumber: "1881" });
    expectNoFullCardNumber(response.body);
    const rows = parseCsv(response.body.slice(1));
    const header = rows[0];
    expect(rows.length - 1).toBe(Number(response.headers["x-total-count"]));
    expect(rows.slice(1).every((row) => row[header.indexOf("Card number")] === "401288******1881")).toBe(true);
    const labels = new Set(rows.slice(1).map((row) => row[header.indexOf("Pay status")]));
    for (const label of labels) {
      expect([
        "Processing",
        "Success",
        "Failed",
        "Authorized",
        "Unauthorized",
        "Payment cancellation",
        "Blacklist passed",
        "Blacklist failed",
        "Score pass",
        "Score reject",
      ]).toContain(label);
    }
    const bad = await exportCsv("/transaction/export", {
      dateFrom: "2025-04-01T00:00:00Z",
      dateTo: "2025-04-01T00:00:00Z",
    });
    expect(bad.json().status.msg).toBe("Start time must be earlier than end time");
  });
});

describe("large exports", () => {
  it("pages through thousands of generated orders in batches: every row exactly once", async () => {
    const before = Number((await exportCsv("/order/export")).headers["x-total-count"]);
    await generateOrders(api.db, { tenantId: 1001, count: 1500, seed: 7 });
    const response = await exportCsv("/order/export");
    const rows = parseCsv(response.body.slice(1)).slice(1);
    expect(Number(response.headers["x-total-count"])).toBe(before + 1500);
    expect(rows).toHaveLength(before + 1500);
    expect(new Set(rows.map((row) => row[0])).size).toBe(rows.length);
    expect(rows.filter((row) => /^BN\d{8}$/.test(row[0]))).toHaveLength(1500);
    const listed = (await api.post("/order/list", { pageNum: 1, pageSize: 5, orderNumber: "BN0000150" }, demo)).result;
    expect(listed.total).toBe(1);
  });

  it("numbers a second generated batch after the first", async () => {
    await generateOrders(api.db, { tenantId: 1001, count: 10, seed: 8 });
    const listed = (await api.post("/order/list", { pageNum: 1, pageSize: 20, orderNumber: "BN0000151" }, demo)).result;
    expect(listed.list.map((order: { orderNumber: string }) => order.orderNumber)).toEqual(["BN00001510"]);
    await expect(generateOrders(api.db, { tenantId: 9999, count: 1, seed: 1 })).rejects.toThrow("No tenant 9999");
  });
});
