/**
 * The demo data a person meets on a first start (docs/sales-contract.md section 7): the data set moved by whole years
 * to end before that day, the months since filled with orders up to that very day, statements paid up to two months
 * before it, the booking fee on the orders after the day it was set.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { yearsBefore } from "../../vendor-api/src/seed/calendar";
import { startTestApi, type SessionHeaders, type TestApi } from "./support/api";

/**
 * Ten minutes past midnight in New York, Demo Tours' time zone: that day's orders are minutes old, their payments due
 * after it. The data set's own "today" is 2025-10-01.
 */
const TODAY = new Date("2026-10-20T04:10:00.000Z");
/** The data set's "today" a year later: the booking fee was set then. */
const FEE_SET = "2026-10-01T00:00:00.000Z";

let api: TestApi;
let demo: SessionHeaders;

beforeAll(async () => {
  api = await startTestApi({ demoToday: TODAY });
  demo = (await api.login("admin", "admin123")).headers;
});
afterAll(() => api?.close());

async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  const result = (await api.db.execute(query)) as unknown as { rows: T[] };
  return result.rows[0];
}

describe("the demo calendar", () => {
  it("moves the data set by the whole years that keep it before the first day", () => {
    expect(yearsBefore(new Date("2025-09-30T00:00:00Z"))).toBe(0);
    expect(yearsBefore(new Date("2025-10-01T00:00:00Z"))).toBe(0);
    expect(yearsBefore(new Date("2026-09-30T23:59:59Z"))).toBe(0);
    expect(yearsBefore(TODAY)).toBe(1);
    expect(yearsBefore(new Date("2028-03-01T00:00:00Z"))).toBe(2);
  });

  it("runs from a year after the data set's first sale up to the first day, some orders that very day", async () => {
    const span = await one<{ first: string; last: string; today: number }>(
      sql`select min(created_at)::text as first, max(created_at)::text as last,
                 count(*) filter (where (created_at at time zone 'America/New_York')::date = '2026-10-20')::int
                   as today
            from orders where tenant_id = 1001`,
    );
    expect(new Date(span.first) >= new Date("2025-11-01T00:00:00Z")).toBe(true);
    expect(new Date(span.first) < new Date("2025-11-03T00:00:00Z")).toBe(true);
    expect(new Date(span.last) <= TODAY).toBe(true);
    expect(span.today).toBeGreaterThanOrEqual(3);
    const listed = await api.post("/order/list", { pageNum: 1, pageSize: 1 }, demo);
    expect(listed.result.total).toBeGreaterThan(371 + 15);
  });

  it("keeps order numbers, travel dates, sale windows and coupon dates in step with the moved times", async () => {
    const numbers = await one<{ wrong: number }>(
      // The day in the number is the tenant's (issue 61: an order at 20:49 in New York on 12/04 is a 1204 order).
      sql`select count(*)::int as wrong from orders o join tenants t on t.id = o.tenant_id
           where o.order_number ~ '^[A-Z]{2}[0-9]{10}$'
             and substr(o.order_number, 3, 6) <> to_char(o.created_at at time zone t.time_zone, 'YYMMDD')`,
    );
    expect(numbers.wrong).toBe(0);
    const gala = await one<{ dates: string[] }>(
      sql`select array_agg(distinct r.date) as dates from reservations r join trips t on t.id = r.trip_id
           where t.code = 'EVT-NYE-GALA'`,
    );
    expect(gala.dates).toEqual(["2025-12-31"]);
    const jazz = await one<{ sale_end: string }>(
      sql`select sale_end::text from trips where code = 'EVT-JAZZ-NIGHT' and tenant_id = 1001`,
    );
    expect(new Date(jazz.sale_end).getUTCFullYear()).toBe(2027);
    const upcoming = await one<{ n: number }>(
      sql`select count(*)::int as n from reservations where tenant_id = 1001 and date > '2026-10-20'`,
    );
    expect(upcoming.n).toBeGreaterThan(0);
    const coupons = await one<{ last: string }>(sql`select max(end_date) as last from coupons where tenant_id = 1001`);
    expect(coupons.last).toBe("2026-12-31");
  });

  it("has nothing happen after the first day, and moves nothing the seed stamped with its own time", async () => {
    const sales = await one<{ latest: string }>(
      sql`select greatest(
                   (select max(greatest(created_at, paid_at, completed_at)) from orders where tenant_id = 1001),
                   (select max(greatest(p.created_at, p.pay_time)) from payments p
                      join orders o on o.id = p.order_id where o.tenant_id = 1001),
                   (select max(h.created_at) from order_history h join orders o on o.id = h.order_id
                     where o.tenant_id = 1001))::text as latest`,
    );
    expect(new Date(sales.latest) <= TODAY).toBe(true);
    // Sale windows and session expiries lie ahead by design; anything else ahead of now was moved that should not be.
    const columns = (await api.db.execute(
      sql`select table_name, column_name from information_schema.columns
           where table_schema = 'public' and data_type = 'timestamp with time zone'
             and column_name not in ('sale_start', 'sale_end', 'expires_at')`,
    )) as unknown as { rows: Array<{ table_name: string; column_name: string }> };
    const ahead: string[] = [];
    for (const { table_name, column_name } of columns.rows) {
      const { n } = await one<{ n: number }>(
        sql`select count(*)::int as n from ${sql.identifier(table_name)}
             where ${sql.identifier(column_name)} > now() + interval '1 minute'`,
      );
      if (n > 0) ahead.push(`${table_name}.${column_name}`);
    }
    expect(ahead).toEqual([]);
  });

  it("charges the booking fee on the orders after the day it was set, and on none before", async () => {
    const fees = await one<{ before: number; after: number; priced_after: number }>(
      sql`select count(*) filter (where created_at < ${FEE_SET} and booking_fee > 0)::int as before,
                 count(*) filter (where created_at >= ${FEE_SET} and booking_fee > 0)::int as after,
                 count(*) filter (where created_at >= ${FEE_SET} and total_amount > 0)::int as priced_after
            from orders where tenant_id = 1001`,
    );
    expect(fees.before).toBe(0);
    expect(fees.after).toBeGreaterThan(5);
    expect(fees.after).toBe(fees.priced_after);
    const config = await one<{ updated_at: string }>(
      sql`select updated_at::text from booking_fee_configs where tenant_id = 1001`,
    );
    expect(new Date(config.updated_at).toISOString()).toBe(FEE_SET);
  });

  it("has refunds and chargebacks in the last months", async () => {
    const recent = await one<{ refunds: number; chargebacks: number }>(
      sql`select (select count(*)::int from refund_orders
                   where tenant_id = 1001 and complete_time >= '2026-06-20') as refunds,
                 (select count(*)::int from payments p join orders o on o.id = p.order_id
                   where o.tenant_id = 1001 and p.charge_back_time >= '2026-04-20') as chargebacks`,
    );
    expect(recent.refunds).toBeGreaterThan(0);
    expect(recent.chargebacks).toBeGreaterThan(0);
    const future = await one<{ n: number }>(
      sql`select count(*)::int as n from refund_orders where tenant_id = 1001 and created_at > ${TODAY.toISOString()}`,
    );
    expect(future.n).toBe(0);
  });

  it("has its statements paid up to two months before the first day", async () => {
    const paid = await api.post("/statement/list", { pageNum: 1, pageSize: 50, state: 1 }, demo);
    const months = paid.result.list.map((statement: { month: string }) => statement.month);
    expect(months[0]).toBe("2026-08");
    expect(months.at(-1)).toBe("2025-11");
    expect(months).toHaveLength(10);
    const september = await api.get("/statement/find", { month: "2026-09" }, demo);
    expect(september.result).toMatchObject({ state: 0, paidAt: null, adjustments: [] });
  });

  it("keeps the report rollups equal to a rebuild from the moved orders", async () => {
    const rollups = async () => {
      const result = (await api.db.execute(
        sql`select day::text, channel_id, orders, gross::text, tickets from ledger_daily_sales
             where tenant_id = 1001 order by 1, 2`,
      )) as unknown as { rows: object[] };
      return result.rows;
    };
    const kept = await rollups();
    expect(kept.length).toBeGreaterThan(200);
    await api.db.execute(sql`select ledger_rebuild_days(1001, null)`);
    expect(await rollups()).toEqual(kept);
  });
});
