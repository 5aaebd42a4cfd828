/**
 * Large lists (docs/scale-contract.md section 3): totals counted only up to a limit, deep pages, and the searches the
 * indexes of migration 0011 serve. The speed itself is measured by `npm run bench` (search part), not here.
 */
import { sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../vendor-api/src/db/schema";
import { customerNameText } from "../../vendor-api/src/modules/order/service";
import { TRANSACTION_PAYMENT_TYPES } from "#rules";
import { containsText } from "../../vendor-api/src/modules/sales-shared/filters";
import { orderNumberSearch } from "../../vendor-api/src/modules/sales-shared/order-number-search";
import { inline } from "../../vendor-api/src/db/statement-shapes";
import { startTestApi, type SessionHeaders, type TestApi } from "./support/api";

const LIMIT = 25;
/** What a substring search counts to (list-query.ts `bySubstring`): a hundredth of the list's limit, at least one. */
const SEARCH_LIMIT = 1;
let api: TestApi;
let demo: SessionHeaders;

beforeAll(async () => {
  api = await startTestApi({ listCountLimit: LIMIT });
  demo = (await api.login("admin", "admin123")).headers;
});
afterAll(() => api?.close());

type Item = { id: number; orderNumber: string; contactFirstName: string; contactLastName: string };
const list = async (path: string, query: Record<string, unknown>) =>
  (await api.post(path, { pageNum: 1, pageSize: 20, ...query }, demo)).result as {
    list: Item[];
    total: number;
    totalIsLowerBound?: boolean;
  };

describe("list totals", () => {
  it("counts up to the limit, then answers it as a lower bound", async () => {
    for (const path of ["/order/list", "/transaction/list", "/refund/list"]) {
      const page = await list(path, {});
      expect(page.total, path).toBe(LIMIT);
      expect(page.totalIsLowerBound, path).toBe(true);
    }
  });

  it("serves pages past the lower bound, in order, to the last row", async () => {
    const everything: Item[] = [];
    for (let pageNum = 1; ; pageNum++) {
      const page = await list("/order/list", { pageNum, pageSize: 10 });
      everything.push(...page.list);
      if (page.list.length < 10) break;
    }
    expect(everything.length).toBeGreaterThan(LIMIT);
    expect(new Set(everything.map((order) => order.id)).size).toBe(everything.length);
    const [{ count }] = await api.db
      .select({ count: sql<number>`count(*)::int` })
      .from(orders)
      .where(sql`tenant_id = 1001`);
    expect(everything.length).toBe(Number(count));
  });

  it("takes the exact total from a short last page, past the limit too, and counts for a page past the end", async () => {
    for (const path of ["/order/list", "/transaction/list", "/refund/list"]) {
      const table = { "/order/list": "orders", "/transaction/list": "payments", "/refund/list": "refund_orders" }[path];
      const { rows } = (await api.db.execute(
        sql`select count(*)::int as count from ${sql.identifier(table!)} where tenant_id = 1001`,
      )) as unknown as { rows: Array<{ count: number }> };
      const count = Number(rows[0].count);
      // The transaction list shows transactions only, not every payment: find its end by paging.
      let pageNum = Math.max(1, Math.floor(count / 10) + 1);
      let last = await list(path, { pageNum, pageSize: 10 });
      while (last.list.length === 0 && pageNum > 1) last = await list(path, { pageNum: --pageNum, pageSize: 10 });
      expect(last.list.length, path).toBeLessThan(10);
      expect(last, path).toMatchObject({ total: (pageNum - 1) * 10 + last.list.length, totalIsLowerBound: false });
      if (path !== "/transaction/list") expect(last.total, path).toBe(count);
      const past = await list(path, { pageNum: pageNum + 5, pageSize: 10 });
      expect(past.list, path).toEqual([]);
      expect(past.total, path).toBe(Math.min(last.total, LIMIT));
    }
  });

  it("counts the refunds of an order-number search, which joins the orders, as a join would", async () => {
    const { rows } = (await api.db.execute(
      sql`select count(*)::int as count from refund_orders r join orders o on o.id = r.order_id
           where r.tenant_id = 1001 and o.order_number ilike '%DTO%'`,
    )) as unknown as { rows: Array<{ count: number }> };
    const count = Number(rows[0].count);
    expect(count).toBeGreaterThan(1);
    const page = await list("/refund/list", { orderNumber: "DTO", pageSize: 1 });
    expect(page).toMatchObject({ total: Math.min(count, SEARCH_LIMIT), totalIsLowerBound: count > SEARCH_LIMIT });
  });

  it("counts a substring search to a hundredth of the limit, a filter by value to the limit", async () => {
    for (const [path, search] of [
      ["/order/list", { customerName: "a" }],
      ["/order/list", { email: "example" }],
      ["/order/list", { orderNumber: "0" }],
      ["/transaction/list", { transactionId: "0" }],
      ["/refund/list", { orderNumber: "D" }],
    ] as const) {
      expect(await list(path, { ...search, pageSize: 1 }), path).toMatchObject({
        total: SEARCH_LIMIT,
        totalIsLowerBound: true,
      });
    }
    expect(await list("/order/list", { state: 1, pageSize: 1 })).toMatchObject({
      total: LIMIT,
      totalIsLowerBound: true,
    });
  });

  it("counts exactly below the limit", async () => {
    const [first] = (await list("/order/list", {})).list;
    const page = await list("/order/list", { orderNumber: first.orderNumber });
    expect(page).toMatchObject({ total: 1, totalIsLowerBound: false });
    expect(page.list.map((order) => order.orderNumber)).toEqual([first.orderNumber]);
  });
});

describe("a list's statement reused for its shape (db/statement-shapes.ts)", () => {
  it("answers every request with its own values, tenant and page, whichever request built the statement", async () => {
    const other = (await api.login("other", "other123")).headers;
    const scanned = async (tenantId: number, condition: SQL) =>
      (
        await api.db
          .select({ id: orders.id, orderNumber: orders.orderNumber })
          .from(orders)
          .where(sql`${orders.tenantId} = ${tenantId} and ${condition}`)
          .orderBy(sql`${orders.createdAt} desc, ${orders.id} desc`)
      ).map((row) => row.id);
    const numbers = await api.db
      .select({ tenantId: orders.tenantId, orderNumber: orders.orderNumber })
      .from(orders)
      .orderBy(orders.id);
    const demoNumbers = numbers.filter((row) => row.tenantId === 1001).slice(0, 3);
    const otherNumber = numbers.find((row) => row.tenantId !== 1001)!;
    // One shape (a whole number, the same sort) asked with three numbers, then by another tenant with its own.
    for (const { orderNumber } of demoNumbers) {
      const found = await list("/order/list", { orderNumber });
      expect(found.list.map((order) => order.id)).toEqual(
        await scanned(1001, sql`${orders.orderNumber} = ${orderNumber}`),
      );
    }
    const theirs = (
      await api.post("/order/list", { pageNum: 1, pageSize: 20, orderNumber: otherNumber.orderNumber }, other)
    ).result as { list: Item[] };
    expect(theirs.list.map((order) => order.orderNumber)).toEqual([otherNumber.orderNumber]);
    const asDemo = await list("/order/list", { orderNumber: otherNumber.orderNumber });
    expect(asDemo.list).toEqual([]);
    // Pages and names of one shape: each page its own rows, each name its own orders.
    const all = await scanned(1001, sql`true`);
    for (const pageNum of [1, 2, 3]) {
      const page = await list("/order/list", { pageNum, pageSize: 5 });
      expect(page.list.map((order) => order.id)).toEqual(all.slice((pageNum - 1) * 5, pageNum * 5));
    }
    // A whole list's first page is written with its size (db/statement-shapes.ts `pageCut`): each tenant its own.
    const otherTenant = Number(other.tid);
    const theirFirst = (await api.post("/order/list", { pageNum: 1, pageSize: 5 }, other)).result as { list: Item[] };
    expect(theirFirst.list.map((order) => order.id)).toEqual((await scanned(otherTenant, sql`true`)).slice(0, 5));
    const ourFirst = await list("/order/list", { pageNum: 1, pageSize: 3 });
    expect(ourFirst.list.map((order) => order.id)).toEqual(all.slice(0, 3));
    for (const customerName of ["ann", "smi", "zzz-nobody"]) {
      const found = await list("/order/list", { customerName, pageSize: 100 });
      const pattern = `%${customerName}%`;
      expect(found.list.map((order) => order.id)).toEqual(
        await scanned(1001, sql`(${orders.contactFirstName} || ' ' || ${orders.contactLastName}) ilike ${pattern}`),
      );
    }
  });
  it("answers each card's transactions, and each page of them, from one statement per shape", async () => {
    const { rows } = (await api.db.execute(
      sql`select card_last4 as last4, array_agg(id order by created_at desc, id desc) as ids from payments
           where tenant_id = 1001 and card_last4 is not null and payment_type in ${TRANSACTION_PAYMENT_TYPES}
           group by card_last4 order by count(*) desc limit 3`,
    )) as unknown as { rows: Array<{ last4: string; ids: number[] }> };
    expect(rows.length).toBeGreaterThan(1);
    for (const card of rows) {
      for (const pageNum of [1, 2]) {
        const page = (await api.post("/transaction/list", { pageNum, pageSize: 2, cardNumber: card.last4 }, demo))
          .result as { list: Array<{ id: number }> };
        expect(page.list.map((row) => row.id)).toEqual(card.ids.slice((pageNum - 1) * 2, pageNum * 2));
      }
    }
  });
  it("answers each order's refunds, and each state's, from one statement per shape", async () => {
    const { rows } = (await api.db.execute(
      sql`select o.order_number as "orderNumber", array_agg(r.id order by r.created_at desc, r.id desc) as ids
            from refund_orders r join orders o on o.id = r.order_id
           where r.tenant_id = 1001 group by o.order_number order by count(*) desc, o.order_number limit 3`,
    )) as unknown as { rows: Array<{ orderNumber: string; ids: number[] }> };
    expect(rows.length).toBeGreaterThan(1);
    for (const { orderNumber, ids } of rows) {
      const found = (await list("/refund/list", { orderNumber })).list as unknown as Array<{ id: number }>;
      expect(found.map((refund) => refund.id)).toEqual(ids);
    }
    const states = (await api.db.execute(
      sql`select state, array_agg(id order by created_at desc, id desc) as ids from refund_orders
           where tenant_id = 1001 group by state`,
    )) as unknown as { rows: Array<{ state: number; ids: number[] }> };
    expect(states.rows.length).toBeGreaterThan(1);
    for (const { state, ids } of states.rows) {
      const found = (await list("/refund/list", { state, pageSize: 100 })).list as unknown as Array<{ id: number }>;
      expect(found.map((refund) => refund.id)).toEqual(ids.slice(0, 100));
    }
  });
});

describe("searches", () => {
  it("counts a card's orders, alone (from the payments' index) and with another filter, as a join would", async () => {
    const ordersOf = (
      extra: SQL,
    ) => sql`select count(*)::int as count from orders o where o.tenant_id = 1001 and ${extra}
      and exists (select 1 from payments p where p.order_id = o.id and p.tenant_id = 1001 and p.card_last4 = c.last4)`;
    // The card with the fewest orders above a page's five, so the total is counted (not told by a short page).
    const { rows } = (await api.db.execute(
      sql`select c.last4, (${ordersOf(sql`true`)}) as alone, (${ordersOf(sql`o.state = 1`)}) as paid
            from (select distinct card_last4 as last4 from payments where tenant_id = 1001 and card_last4 is not null) c
           where (${ordersOf(sql`true`)}) > 5 order by 2 limit 1`,
    )) as unknown as { rows: Array<{ last4: string; alone: number; paid: number }> };
    const [card] = rows;
    const capped = (count: number) => ({ total: Math.min(count, LIMIT), totalIsLowerBound: count > LIMIT });
    const alone = await list("/order/list", { cardLast4: card.last4, pageSize: 5 });
    expect(alone).toMatchObject(capped(Number(card.alone)));
    const paid = await list("/order/list", { cardLast4: card.last4, state: 1, pageSize: 5 });
    expect(Number(card.paid)).toBeGreaterThan(5);
    expect(paid).toMatchObject(capped(Number(card.paid)));
  });

  it("finds a customer by any part of 'first last', whatever its case, as a scan would", async () => {
    const [first] = (await list("/order/list", {})).list;
    const part = `${first.contactFirstName} ${first.contactLastName}`.slice(2, 7).toUpperCase();
    const page = await list("/order/list", { customerName: part, pageSize: 100 });
    const [{ count }] = await api.db
      .select({ count: sql<number>`count(*)::int` })
      .from(orders)
      .where(
        sql`tenant_id = 1001 and position(${part.toLowerCase()} in lower(contact_first_name || ' ' || contact_last_name)) > 0`,
      );
    expect(page.total).toBe(Math.min(Number(count), SEARCH_LIMIT));
    for (const order of page.list) {
      expect(`${order.contactFirstName} ${order.contactLastName}`.toUpperCase()).toContain(part);
    }
  });

  it("finds the same orders by an order number's either condition, as a scan would", async () => {
    const numbers = await api.db
      .select({ orderNumber: orders.orderNumber })
      .from(orders)
      .where(sql`tenant_id = 1001`)
      .orderBy(orders.id);
    const whole = numbers[0].orderNumber;
    const shortest = numbers.reduce((a, b) => (b.orderNumber.length < a.orderNumber.length ? b : a)).orderNumber;
    const texts = [whole, whole.toLowerCase(), ` ${whole.slice(1)} `, shortest, shortest.slice(0, 4), "0", "%", "_0"];
    const ids = async (condition: SQL) =>
      (
        await api.db
          .select({ id: orders.id })
          .from(orders)
          .where(sql`tenant_id = 1001 and ${condition}`)
      ).map((row) => row.id);
    for (const text of texts) {
      const scanned = await ids(sql`position(lower(${text.trim()}) in lower(order_number)) > 0`);
      // However many numbers are longer than the text: the lowered-length index's form, then the trigram one's.
      const byLength = await ids(await orderNumberSearch(api.db, 1001, text, inline, Number.MAX_SAFE_INTEGER));
      const byTrigrams = await ids(await orderNumberSearch(api.db, 1001, text, inline, 0));
      expect(byLength, text).toEqual(scanned);
      expect(byTrigrams, text).toEqual(scanned);
    }
    expect((await ids(await orderNumberSearch(api.db, 1001, whole))).length).toBe(1);
  });

  it("reads the trigram indexes for order number, name and e-mail searches", async () => {
    const plan = async (condition: SQL) => {
      const query = api.db.select({ id: orders.id }).from(orders).where(condition);
      // Scans off, so the plan shows whether the index CAN serve the condition (on a few hundred rows a scan is
      // cheaper, and with the tenant condition its b-tree would do).
      const rows = await api.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        return tx.execute(sql`explain ${query.getSQL()}`);
      });
      return JSON.stringify(rows);
    };
    expect(await plan(containsText(orders.orderNumber, "0001"))).toContain("orders_number_trgm_idx");
    const [{ orderNumber }] = await api.db.select({ orderNumber: orders.orderNumber }).from(orders).limit(1);
    const whole = await orderNumberSearch(api.db, 1001, orderNumber, inline, Number.MAX_SAFE_INTEGER);
    // A whole number never reads the trigram index (which of the tenant's b-trees serves it depends on the sizes).
    expect(await plan(whole)).not.toContain("orders_number_trgm_idx");
    expect(await plan(containsText(customerNameText, "ann smi"))).toContain("orders_contact_name_trgm_idx");
    expect(await plan(containsText(orders.contactEmail, "example"))).toContain("orders_contact_email_trgm_idx");
  });
});
