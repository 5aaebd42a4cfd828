/**
 * The sales exports (`/exports/orders`, `refund-orders`, `transactions`, as CSV and XLSX) through the gateway against
 * the real vendor API: the rows of the GraphQL lists, walked page by page, in the console's formats; filters read as
 * the lists' filter inputs; refusals.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { column, CSV_TYPE, exportFile, readCsv, readWorkbook, XLSX_TYPE } from "./support/export-files";
import { loginAs } from "./support/graphql-client";
import { expectNoFullCardNumber, SALES_VIEWER, startSalesStack, TRIP_EDITOR, type SalesStack } from "./support/sales";

let stack: SalesStack;
beforeAll(async () => {
  stack = await startSalesStack();
});
afterAll(async () => {
  await stack?.close();
});

const download = (file: string, query: Record<string, string> = {}, token: string | null = stack.admin) =>
  exportFile(stack.url, file, query, token);

const ORDERS = /* GraphQL */ `
  query ($filter: OrderFilter, $page: PageInput) {
    orders(filter: $filter, page: $page) {
      total
      items {
        orderNumber
      }
    }
  }
`;

/** Every order number of the filtered list, read through GraphQL page by page (the console's view of it). */
async function listedOrderNumbers(filter: Record<string, unknown>): Promise<string[]> {
  const numbers: string[] = [];
  for (let number = 1; ; number++) {
    const page = (await stack.run(ORDERS, { filter, page: { number, size: 100 } })).data!.orders;
    numbers.push(...page.items.map((item: { orderNumber: string }) => item.orderNumber));
    if (numbers.length >= page.total || page.items.length === 0) return numbers;
  }
}

/** The CSV's formula guard taken off again: what the XLSX holds, where no guard is needed. */
const unguarded = (rows: string[][]) => rows.map((row) => row.map((cell) => cell.replace(/^'(?=[=+\-@\t\r])/, "")));

const TIME = /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/;
const MONEY = /^-?\d+\.\d{2}$/;

describe("orders export", () => {
  it("walks the whole order list page by page into CSV: the list's rows, in its order, each once", async () => {
    const expected = await listedOrderNumbers({});
    expect(expected.length).toBeGreaterThan(300);
    stack.proxy.reset();
    const response = await download("orders.csv");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(response.headers.get("x-total-count")).toBe(String(expected.length));
    const rows = await readCsv(response);
    expect(column(rows, "Order number")).toEqual(expected);
    // The vendor API's largest page (100): one list call per page, no call per row.
    expect(stack.proxy.count("/order/list")).toBe(Math.ceil(expected.length / 100));
    expect(stack.proxy.calls.filter((call) => call.path === "/order/find")).toEqual([]);
    expect(stack.proxy.calls.filter((call) => call.path.endsWith("/export"))).toEqual([]);
  });

  it("writes the console's formats: zone in the header, MM/dd/yyyy times and dates, +1 phones, money, labels", async () => {
    const rows = await readCsv(await download("orders.csv", { paymentType: "NEW_PAYPAL" }));
    expect(rows.length).toBeGreaterThan(1);
    expect(rows[0]).toEqual([
      "Order number",
      "Type",
      "Status",
      "Channel",
      "Created by",
      "Customer name",
      "E-mail",
      "Phone",
      "Trips",
      "Travel date",
      "Created time (America/New_York)",
      "Paid time (America/New_York)",
      "Completed time (America/New_York)",
      "Payment method",
      "Card last 4",
      "Transaction ID",
      "Total",
      "Actually paid",
      "Refunded",
      "Reschedule fee",
      "Difference price",
      "Coupon code",
      "Tickets",
    ]);
    expect(column(rows, "Created time (America/New_York)").every((time) => TIME.test(time))).toBe(true);
    expect(column(rows, "Travel date").every((date) => date === "" || /^\d{2}\/\d{2}\/\d{4}$/.test(date))).toBe(true);
    expect(column(rows, "Payment method").every((methods) => methods.split("; ").includes("New PayPal"))).toBe(true);
    for (const money of ["Total", "Actually paid", "Refunded", "Reschedule fee", "Difference price"]) {
      expect(column(rows, money).every((amount) => MONEY.test(amount))).toBe(true);
    }
    expect(new Set(column(rows, "Type"))).toContain("One way");
    // The CSV guards a cell starting with "+" against running as a formula; the number reads as the console shows it.
    const phones = column(rows, "Phone").filter(Boolean);
    expect(phones.length).toBeGreaterThan(0);
    expect(phones.every((phone) => /^'\+\d{1,3} \d+$/.test(phone))).toBe(true);
  });

  it("exports the filtered list with the list's count, even for a state coded 0", async () => {
    const filters: Array<Record<string, string>> = [{ cardLast4: "1881" }, { state: "UNPAID" }];
    for (const filter of filters) {
      const expected = await listedOrderNumbers(filter);
      expect(expected.length).toBeGreaterThan(0);
      const response = await download("orders.csv", filter);
      expect(response.headers.get("x-total-count")).toBe(String(expected.length));
      const rows = await readCsv(response);
      expect(column(rows, "Order number")).toEqual(expected);
    }
  });

  it("offers the same rows as an Excel workbook, money as numbers shown with 2 decimals", async () => {
    const filter = { cardLast4: "4242", state: "COMPLETED" };
    const csv = await readCsv(await download("orders.csv", filter));
    const response = await download("orders.xlsx", filter);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe(XLSX_TYPE);
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.xlsx"/,
    );
    expect(response.headers.get("x-total-count")).toBe(String(csv.length - 1));
    const workbook = await readWorkbook(response);
    expect(workbook.sheet).toBe("Orders");
    expect(workbook.frozen).toBe(true);
    expect(workbook.rows).toEqual(unguarded(csv));
    const total = workbook.cells.getRow(2).getCell(csv[0].indexOf("Total") + 1);
    expect(typeof total.value).toBe("number");
    expect(total.numFmt).toBe("0.00");
    expect(column(workbook.rows, "Phone").find(Boolean)).toMatch(/^\+1 \d+$/);
  });

  it("exports only the caller's tenant", async () => {
    const other = await loginAs(stack.url, "other", "other123");
    const rows = await readCsv(await download("orders.csv", {}, other));
    expect(rows.length).toBeGreaterThan(1);
    expect(column(rows, "Order number").every((number) => number.startsWith("OT"))).toBe(true);
  });
});

describe("refund order and transaction exports", () => {
  const REFUNDS = /* GraphQL */ `
    query ($filter: RefundFilter) {
      refundOrders(filter: $filter, page: { number: 1, size: 100 }) {
        total
        items {
          refundNumber
        }
      }
    }
  `;

  it("exports pending refund orders as CSV and XLSX, with the console's labels", async () => {
    const listed = (await stack.run(REFUNDS, { filter: { state: "PENDING" } })).data!.refundOrders;
    expect(listed.total).toBeGreaterThan(0);
    const response = await download("refund-orders.csv", { state: "PENDING" });
    expect(response.headers.get("x-total-count")).toBe(String(listed.total));
    const rows = await readCsv(response);
    expect(rows[0].slice(0, 6)).toEqual([
      "Refund order",
      "Order number",
      "Created time (America/New_York)",
      "Created by",
      "Status",
      "Refund to",
    ]);
    expect(column(rows, "Refund order")).toEqual(
      listed.items.map((item: { refundNumber: string }) => item.refundNumber),
    );
    expect(new Set(column(rows, "Status"))).toEqual(new Set(["Pending"]));
    expect(column(rows, "Refund amount").every((amount) => MONEY.test(amount))).toBe(true);

    const workbook = await readWorkbook(await download("refund-orders.xlsx", { state: "PENDING" }));
    expect(workbook.sheet).toBe("Refund orders");
    expect(workbook.rows).toEqual(unguarded(rows));
  });

  it("exports transactions with masked cards only, as CSV and XLSX", async () => {
    const filter = { cardNumber: "4242 4242 4242 4242" };
    const csv = await download("transactions.csv", filter);
    expect(csv.status).toBe(200);
    const rows = await readCsv(csv);
    expect(rows.length).toBeGreaterThan(1);
    expect(new Set(column(rows, "Card number"))).toEqual(new Set(["424242******4242"]));
    expect(column(rows, "Create time (America/New_York)").every((time) => TIME.test(time))).toBe(true);
    expect(column(rows, "Pay status").every((status) => /^[A-Z][a-z]+( [a-z]+)?$/.test(status))).toBe(true);
    expectNoFullCardNumber(rows);

    const xlsx = await download("transactions.xlsx", filter);
    expect(xlsx.headers.get("content-type")).toBe(XLSX_TYPE);
    const workbook = await readWorkbook(xlsx);
    expect(workbook.sheet).toBe("Transactions");
    expect(workbook.rows).toEqual(unguarded(rows));
    expectNoFullCardNumber(workbook.rows);
  });
});

describe("export refusals", () => {
  it("refuses a bad filter with 400 and the fields at fault, before calling the vendor API", async () => {
    stack.proxy.reset();
    const range = await download("transactions.csv", {
      dateFrom: "2025-06-01T00:00:00Z",
      dateTo: "2025-05-01T00:00:00Z",
    });
    expect(range.status).toBe(400);
    const rangeError = ((await range.json()) as { error: { code: string; message: string; fields: unknown } }).error;
    expect(rangeError).toMatchObject({ code: "BAD_USER_INPUT", message: "Start time must be earlier than end time" });
    expect(JSON.stringify(rangeError.fields)).toContain("dateTo");

    const state = await download("orders.xlsx", { state: "SHIPPED", paymentType: "NEW_PAYPAL", dateFrom: "soon" });
    expect(state.status).toBe(400);
    const stateError = ((await state.json()) as { error: { code: string; message: string; fields: unknown } }).error;
    expect(stateError.code).toBe("BAD_USER_INPUT");
    // Every field at fault, the message being the first one's (the input type's field order: dateFrom first).
    expect(stateError.message).toBe("Invalid date");
    expect(JSON.stringify(stateError.fields)).toContain("state");
    expect(JSON.stringify(stateError.fields)).toContain("dateFrom");
    expect(JSON.stringify(stateError.fields)).not.toContain("paymentType");

    const card = await download("orders.csv", { cardLast4: "42" });
    expect(card.status).toBe(400);
    expect(((await card.json()) as { error: { message: string } }).error.message).toBe(
      "Enter the last 4 digits of the card",
    );
    // Nothing but the session's permissions was asked of the vendor API.
    expect(stack.proxy.calls.filter((call) => !call.path.includes("/permission/"))).toEqual([]);
  });

  it("needs a session, the list page and the export action", async () => {
    const editor = await stack.login(TRIP_EDITOR.username, TRIP_EDITOR.password);
    const viewer = await stack.login(SALES_VIEWER.username, SALES_VIEWER.password);
    for (const file of ["orders", "refund-orders", "transactions"]) {
      for (const format of ["csv", "xlsx"]) {
        const path = `${file}.${format}`;
        const anonymous = await download(path, {}, null);
        expect(anonymous.status, path).toBe(401);
        expect(((await anonymous.json()) as { error: { code: string } }).error.code).toBe("UNAUTHENTICATED");
        expect((await download(path, {}, "v1.not-a-token")).status, path).toBe(401);
        expect((await download(path, {}, editor)).status, path).toBe(403);
        // The list's page alone is not enough: the export is an action of its own.
        const forbidden = await download(path, {}, viewer);
        expect(forbidden.status, path).toBe(403);
        expect(((await forbidden.json()) as { error: { code: string } }).error.code).toBe("FORBIDDEN");
        const allowed = await download(path, {}, stack.agent);
        expect(allowed.status, path).toBe(200);
        expect(allowed.headers.get("content-type"), path).toBe(format === "csv" ? CSV_TYPE : XLSX_TYPE);
        // Read to the end: a download dropped half-way keeps the test server's connection until its keep-alive ends.
        await allowed.arrayBuffer();
      }
    }
    // The viewer does see the lists themselves.
    const listed = await stack.run(ORDERS, { page: { number: 1, size: 1 } }, viewer);
    expect(listed.data?.orders.total).toBeGreaterThan(0);
  });
});
