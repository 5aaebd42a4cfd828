/**
 * Statements through the gateway against the real vendor API (docs/money-contract.md sections 3 and 5): the month
 * checked before any call, lines adding up to the balance and entries to their lines, one call per distinct entry
 * page, the exports writing what the fields answer, and tenant isolation.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { column, exportFile, readCsv } from "./support/export-files";
import { fieldMessages, loginAs } from "./support/graphql-client";
import { startCatalogueStack, type CatalogueStack } from "./support/catalogue";

let stack: CatalogueStack;
let other: string;

beforeAll(async () => {
  stack = await startCatalogueStack();
  other = await loginAs(stack.url, "other", "other123");
});
afterAll(async () => {
  await stack?.close();
});

const LINES = "order refund chargeback chargebackFee processingFee commission subscriptionFee";
const SUMMARY = `month state open paidAt lines { ${LINES} } balance orderCount refundCount chargebackCount`;
const STATEMENTS = `query List($filter: StatementFilter, $page: PageInput) { statements(filter: $filter, page: $page) { total items { ${SUMMARY} } } }`;
const KIND_OF_LINE: Record<string, string> = {
  order: "ORDER",
  refund: "REFUND",
  chargeback: "CHARGEBACK",
  chargebackFee: "CHARGEBACK_FEE",
  processingFee: "PROCESSING_FEE",
  commission: "COMMISSION",
  subscriptionFee: "SUBSCRIPTION_FEE",
};

const BUSY_MONTH = "2025-07";
const cents = (amount: string) => Math.round(Number(amount) * 100);

interface Statement {
  month: string;
  state: string;
  paidAt: string | null;
  lines: Record<string, string>;
  balance: string;
}

async function allStatements(token = stack.admin): Promise<Statement[]> {
  const result = await stack.run(STATEMENTS, { page: { number: 1, size: 100 } }, token);
  expect(result.errors).toBeUndefined();
  return result.data!.statements.items;
}

describe("statement inputs at the gateway", () => {
  it("refuses a month that is not YYYY-MM before any call", async () => {
    stack.proxy.reset();
    for (const month of ["2025-13", "2025-7", "July"]) {
      const result = await stack.run(`query One($month: String!) { statement(month: $month) { month } }`, { month });
      expect(fieldMessages(result.errors?.[0]), month).toEqual({ month: "Invalid date" });
      const file = await exportFile(stack.url, "statement-entries.csv", { month }, stack.admin);
      expect(file.status, month).toBe(400);
    }
    expect(stack.proxy.calls.filter((call) => call.path.startsWith("/statement/"))).toEqual([]);
  });
});

describe("statements against the vendor API", () => {
  it("lists Demo Tours' months newest first, each balance the sum of its lines, the paid ones with their date", async () => {
    const statements = await allStatements();
    expect(statements.length).toBeGreaterThan(3);
    const months = statements.map((statement) => statement.month);
    expect(months).toEqual([...months].sort().reverse());
    for (const statement of statements) {
      const sum = Object.values(statement.lines).reduce((total, amount) => total + cents(amount), 0);
      expect(cents(statement.balance), statement.month).toBe(sum);
      expect(statement.state === "PAID", statement.month).toBe(statement.paidAt !== null);
    }
    expect(statements.find((statement) => statement.month === "2025-08")?.state).toBe("PAID");
    const paid = await stack.run(STATEMENTS, { filter: { state: "PAID" }, page: { number: 1, size: 100 } });
    expect(paid.data!.statements.items.every((statement: Statement) => statement.state === "PAID")).toBe(true);
  });

  it("answers a month with its rates and entries adding up to each line, one call per distinct entry page", async () => {
    // A month of the demo sales (November 2024 to September 2025), so every line has entries to add up.
    const month = BUSY_MONTH;
    const detail = await stack.run(
      `query One($month: String!) { statement(month: $month) { ${SUMMARY} rates { cardRate cardFixed commissionRate chargebackFee subscriptionFee } } }`,
      { month },
    );
    expect(detail.errors).toBeUndefined();
    const statement = detail.data!.statement;
    expect(statement.orderCount).toBeGreaterThan(0);
    expect(statement.refundCount).toBeGreaterThan(0);
    expect(statement.rates).toEqual({
      cardRate: "0.0290",
      cardFixed: "0.30",
      commissionRate: "0.0500",
      chargebackFee: "15.00",
      subscriptionFee: "49.00",
    });
    for (const [line, kind] of Object.entries(KIND_OF_LINE)) {
      let sum = 0;
      for (let page = 1; ; page++) {
        const entries = await stack.run(
          `query Entries($month: String!, $kind: StatementEntryKind, $page: PageInput) { statement(month: $month) { entries(kind: $kind, page: $page) { total items { kind amount } } } }`,
          { month, kind, page: { number: page, size: 100 } },
        );
        const { items, total } = entries.data!.statement.entries;
        for (const item of items) expect(item.kind).toBe(kind);
        sum += items.reduce((total: number, item: { amount: string }) => total + cents(item.amount), 0);
        if (page * 100 >= total) break;
      }
      expect(sum, `${month} ${line}`).toBe(cents(statement.lines[line]));
    }

    stack.proxy.reset();
    await stack.run(
      `query Twice($month: String!) { statement(month: $month) { a: entries { total } b: entries { total } c: entries(kind: REFUND) { total } } }`,
      { month },
    );
    expect(stack.proxy.count("/statement/entry/list")).toBe(2);
  });

  it("exports the statement list and a month's entries, all or one line's, as the fields answer them", async () => {
    const statements = await allStatements();
    const rows = await readCsv(await exportFile(stack.url, "statements.csv", {}, stack.admin));
    expect(column(rows, "Month")).toEqual(statements.map((statement) => statement.month));
    expect(column(rows, "Balance")).toEqual(statements.map((statement) => statement.balance));
    expect(column(rows, "Subscription fee")).toEqual(statements.map((statement) => statement.lines.subscriptionFee));
    // No paid month of the demo changed after its payment: nothing is carried.
    expect(new Set(column(rows, "Adjustments"))).toEqual(new Set(["0.00"]));
    expect(column(rows, "Status")[0]).toBe("Open");

    const month = BUSY_MONTH;
    const entries = await stack.run(
      `query E($month: String!) { statement(month: $month) { entries(page: { number: 1, size: 100 }) { total items { amount orderNumber } } } }`,
      { month },
    );
    const { total, items } = entries.data!.statement.entries;
    const file = await readCsv(await exportFile(stack.url, "statement-entries.csv", { month }, stack.admin));
    expect(file.length - 1).toBe(total);
    expect(column(file, "Amount").slice(0, items.length)).toEqual(items.map((item: { amount: string }) => item.amount));

    const orders = await stack.run(
      `query R($month: String!) { statement(month: $month) { entries(kind: ORDER, page: { number: 1, size: 100 }) { total items { amount orderNumber } } } }`,
      { month },
    );
    const orderRows = await readCsv(
      await exportFile(stack.url, "statement-entries.csv", { month, kind: "ORDER" }, stack.admin),
    );
    const shown = orders.data!.statement.entries;
    expect(shown.total).toBeGreaterThan(0);
    expect(orderRows.length - 1).toBe(shown.total);
    expect(new Set(column(orderRows, "Line"))).toEqual(new Set(["Orders"]));
    expect(column(orderRows, "Order number").slice(0, shown.items.length)).toEqual(
      shown.items.map((item: { orderNumber: string }) => item.orderNumber),
    );
  });

  it("keeps each tenant to its own statements and rates", async () => {
    const demo = await allStatements();
    const theirs = await allStatements(other);
    const shared = theirs.find((statement) => demo.some((each) => each.month === statement.month))!;
    const mine = demo.find((each) => each.month === shared.month)!;
    expect(shared.balance).not.toBe(mine.balance);
    const rates = await stack.run(`{ statement(month: "${shared.month}") { rates { cardRate } } }`, {}, other);
    expect(rates.data!.statement.rates.cardRate).toBe("0.0250");
    const missing = await stack.run(`{ statement(month: "1999-01") { month } }`);
    expect(missing.errors?.[0]?.extensions).toMatchObject({ upstreamCode: 20404 });
  });
});
