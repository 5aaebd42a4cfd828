/** /report/income, /report/trip and /report/trip/detail against the hand-computed ledger of support/ledger.ts. */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, tenants, tripInventories, trips } from "../../vendor-api/src/db/schema";
import { fieldMessages, startTestApi, type SessionHeaders, type TestApi } from "./support/api";
import { ledgerTenant, type Ledger } from "./support/ledger";
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

const income = async (body: Record<string, unknown>, headers = ledger.headers) => {
  const answer = await api.post("/report/income", body, headers);
  expect(answer.status, JSON.stringify(answer.result)).toMatchObject({ code: 0 });
  return answer.result;
};
const zero = { gross: "0.00", refunds: "0.00", chargebacks: "0.00", net: "0.00", orders: 0, tickets: 0 };

describe("income report", () => {
  it("counts each event on its local day, a DST day as one day, with the previous period and the splits", async () => {
    const report = await income({ dateFrom: "2025-03-01", dateTo: "2025-03-31", groupBy: "day" });
    expect(report.series).toHaveLength(31);
    const day = (date: string) => report.series.find((row: { periodStart: string }) => row.periodStart === date);
    // 23:59 EST on the 8th stays on the 8th; 00:30 EST and 23:30 EDT on the 23-hour 9th are both the 9th.
    expect(day("2025-03-08")).toEqual({
      ...zero,
      periodStart: "2025-03-08",
      gross: "10.19",
      net: "10.19",
      orders: 1,
      tickets: 1,
    });
    expect(day("2025-03-09")).toEqual({
      ...zero,
      periodStart: "2025-03-09",
      gross: "133.39",
      net: "133.39",
      orders: 2,
      tickets: 3,
    });
    expect(day("2025-03-10")).toEqual({ ...zero, periodStart: "2025-03-10" });
    // The February order's refund completed in March.
    expect(day("2025-03-02")).toEqual({ ...zero, periodStart: "2025-03-02", refunds: "20.00", net: "-20.00" });
    expect(report.current).toEqual({
      gross: "143.58",
      refunds: "20.00",
      chargebacks: "0.00",
      net: "123.58",
      orders: 3,
      tickets: 4,
      averageOrderValue: "47.86",
    });
    expect([report.previousDateFrom, report.previousDateTo]).toEqual(["2025-01-29", "2025-02-28"]);
    expect(report.previous).toEqual({
      ...zero,
      gross: "50.00",
      net: "50.00",
      orders: 1,
      tickets: 2,
      averageOrderValue: "50.00",
    });
    // The coupon code (5.00 of o2) is a discount, not money: the methods add up to gross.
    expect(report.byPaymentMethod).toEqual([
      { paymentType: 1, amount: "133.39", count: 2 },
      { paymentType: 3, amount: "10.19", count: 1 },
    ]);
    expect(report.byChannel).toEqual([
      { channelId: ledger.webChannel, channelName: "web", gross: "143.58", orders: 3 },
    ]);
  });

  it("puts an order at 23:30 on the 25-hour day of November on that day, and a lost chargeback on its own day", async () => {
    const days = await income({ dateFrom: "2025-11-01", dateTo: "2025-11-03", groupBy: "day" });
    expect(days.series.map((row: { periodStart: string; gross: string }) => [row.periodStart, row.gross])).toEqual([
      ["2025-11-01", "0.00"],
      ["2025-11-02", "200.00"],
      ["2025-11-03", "0.00"],
    ]);
    const month = await income({ dateFrom: "2025-11-01", dateTo: "2025-11-30", groupBy: "month" });
    expect(month.series).toEqual([
      { ...zero, periodStart: "2025-11-01", gross: "200.00", chargebacks: "200.00", orders: 1, tickets: 4 },
    ]);
  });

  it("follows the ledger as it changes: a new time zone moves orders between days, a cancelled order leaves", async () => {
    // A ledger of its own: this test changes it.
    const moving = await ledgerTenant(api);
    const days = async () => {
      const report = await income({ dateFrom: "2025-03-08", dateTo: "2025-03-10", groupBy: "day" }, moving.headers);
      return {
        days: report.series.map((row: { periodStart: string; gross: string; orders: number; tickets: number }) => [
          row.periodStart,
          row.gross,
          row.orders,
          row.tickets,
        ]),
        methods: report.byPaymentMethod,
      };
    };
    expect((await days()).days).toEqual([
      ["2025-03-08", "10.19", 1, 1],
      ["2025-03-09", "133.39", 2, 3],
      ["2025-03-10", "0.00", 0, 0],
    ]);
    await api.db.update(tenants).set({ timeZone: "UTC" }).where(eq(tenants.id, moving.tid));
    expect((await days()).days).toEqual([
      ["2025-03-08", "0.00", 0, 0],
      ["2025-03-09", "43.58", 2, 2],
      ["2025-03-10", "100.00", 1, 2],
    ]);
    await api.db.update(orders).set({ state: 2 }).where(eq(orders.id, moving.orderIds.o2));
    const cancelled = await days();
    expect(cancelled.days[1]).toEqual(["2025-03-09", "10.19", 1, 1]);
    expect(cancelled.methods).toEqual([
      { paymentType: 1, amount: "100.00", count: 1 },
      { paymentType: 3, amount: "10.19", count: 1 },
    ]);
  });

  it("starts weeks on Monday, clipped to the range, and months on the 1st after a partial first one", async () => {
    const weeks = await income({ dateFrom: "2025-03-01", dateTo: "2025-03-31", groupBy: "week" });
    expect(weeks.series.map((row: { periodStart: string }) => row.periodStart)).toEqual([
      "2025-03-01",
      "2025-03-03",
      "2025-03-10",
      "2025-03-17",
      "2025-03-24",
      "2025-03-31",
    ]);
    expect(weeks.series[0]).toMatchObject({ refunds: "20.00", gross: "0.00" });
    expect(weeks.series[1]).toMatchObject({ gross: "143.58", orders: 3, tickets: 4 });
    const months = await income({ dateFrom: "2025-02-15", dateTo: "2025-04-10", groupBy: "month" });
    expect(months.series.map((row: { periodStart: string; gross: string }) => [row.periodStart, row.gross])).toEqual([
      ["2025-02-15", "50.00"],
      ["2025-03-01", "143.58"],
      ["2025-04-01", "0.00"],
    ]);
  });

  it("refuses a range the rules refuse, naming the field", async () => {
    const refused = async (body: Record<string, unknown>) => {
      const answer = await api.post("/report/income", body, ledger.headers);
      expect(answer.status.code).toBe(20001);
      return fieldMessages(answer);
    };
    expect(await refused({ dateTo: "2025-03-01", groupBy: "day" })).toEqual({ dateFrom: "Required" });
    expect(await refused({ dateFrom: "2025-02-30", dateTo: "2025-03-01", groupBy: "day" })).toEqual({
      dateFrom: "Invalid date",
    });
    expect(await refused({ dateFrom: "2025-03-02", dateTo: "2025-03-01", groupBy: "week" })).toEqual({
      dateTo: "Start date must not be after end date",
    });
    expect(await refused({ dateFrom: "2024-01-01", dateTo: "2025-01-01", groupBy: "day" })).toEqual({
      dateTo: "Range too long for this grouping",
    });
    expect((await income({ dateFrom: "2024-01-01", dateTo: "2025-01-01", groupBy: "week" })).current.orders).toBe(0);
    const trip = await api.post(
      "/report/trip",
      { pageNum: 1, pageSize: 10, dateFrom: "2020-01-01", dateTo: "2025-01-01" },
      ledger.headers,
    );
    expect(fieldMessages(trip)).toEqual({ dateTo: "Range too long for this grouping" });
  });

  it("compares with the previous days, the same days a year earlier or days chosen, the server's range shown", async () => {
    const march = { dateFrom: "2025-03-01", dateTo: "2025-03-31", groupBy: "month" };
    const previous = await income(march);
    expect(previous).toMatchObject({
      compareWith: "previous",
      previousDateFrom: "2025-01-29",
      previousDateTo: "2025-02-28",
    });
    const lastYear = await income({ ...march, compareWith: "lastYear" });
    expect(lastYear).toMatchObject({
      compareWith: "lastYear",
      previousDateFrom: "2024-03-01",
      previousDateTo: "2024-03-31",
      previous: { orders: 0, gross: "0.00" },
    });
    // A leap day a year earlier is the 28th.
    const leap = await income({
      dateFrom: "2024-02-01",
      dateTo: "2024-02-29",
      groupBy: "day",
      compareWith: "lastYear",
    });
    expect([leap.previousDateFrom, leap.previousDateTo]).toEqual(["2023-02-01", "2023-02-28"]);
    // November against chosen days in March: the comparison's figures are March's own report's.
    const chosen = await income({
      dateFrom: "2025-11-01",
      dateTo: "2025-11-30",
      groupBy: "week",
      compareWith: "custom",
      compareFrom: "2025-03-01",
      compareTo: "2025-03-31",
    });
    expect(chosen).toMatchObject({
      compareWith: "custom",
      previousDateFrom: "2025-03-01",
      previousDateTo: "2025-03-31",
    });
    expect(chosen.previous).toEqual(previous.current);
    expect(chosen.current.orders).toBe(1);
  });

  it("refuses a chosen comparison without days, out of order or too long, naming its fields", async () => {
    const refused = async (body: Record<string, unknown>) => {
      const answer = await api.post(
        "/report/income",
        { dateFrom: "2025-03-01", dateTo: "2025-03-31", groupBy: "day", compareWith: "custom", ...body },
        ledger.headers,
      );
      expect(answer.status.code).toBe(20001);
      return fieldMessages(answer);
    };
    expect(await refused({})).toEqual({ compareFrom: "Required", compareTo: "Required" });
    expect(await refused({ compareFrom: "2025-02-10", compareTo: "2025-02-01" })).toEqual({
      compareTo: "Start date must not be after end date",
    });
    expect(await refused({ compareFrom: "2019-01-01", compareTo: "2025-01-01" })).toEqual({
      compareTo: "Range too long for this grouping",
    });
    // Days sent with another comparison are not used.
    const ignored = await income({
      dateFrom: "2025-03-01",
      dateTo: "2025-03-31",
      groupBy: "day",
      compareWith: "previous",
      compareFrom: "2019-01-01",
    });
    expect(ignored.previousDateFrom).toBe("2025-01-29");
  });

  it("answers only the session's tenant", async () => {
    const other = await freshTenant(api);
    expect(
      (await income({ dateFrom: "2025-03-01", dateTo: "2025-03-31", groupBy: "month" }, other.headers)).current,
    ).toMatchObject({
      orders: 0,
      gross: "0.00",
      refunds: "0.00",
    });
    const detail = await api.post(
      "/report/trip/detail",
      { tripId: ledger.tripA, dateFrom: "2025-03-01", dateTo: "2025-03-31" },
      demo,
    );
    expect(detail.status.code).toBe(20404);
  });
});

describe("trip reports", () => {
  const range = { dateFrom: "2025-03-01", dateTo: "2025-03-31" };

  it("sums tickets and revenue of the sold orders by trip, a refund wholly for its first ticket's trip", async () => {
    const answer = await api.post("/report/trip", { ...range, pageNum: 1, pageSize: 10 }, ledger.headers);
    expect(answer.result).toEqual({
      total: 2,
      list: [
        expect.objectContaining({
          tripId: ledger.tripA,
          tickets: 3,
          revenue: "110.19",
          refundedTickets: 0,
          refunds: "0.00",
        }),
        expect.objectContaining({
          tripId: ledger.tripB,
          tickets: 1,
          revenue: "38.39",
          refundedTickets: 2,
          refunds: "20.00",
        }),
      ],
    });
    const byRefunds = await api.post(
      "/report/trip",
      { ...range, pageNum: 2, pageSize: 1, sortBy: "refunds", sortOrder: "asc" },
      ledger.headers,
    );
    expect(byRefunds.result.total).toBe(2);
    expect(byRefunds.result.list.map((row: { tripId: number }) => row.tripId)).toEqual([ledger.tripB]);
    const beyond = await api.post("/report/trip", { ...range, pageNum: 3, pageSize: 1 }, ledger.headers);
    expect(beyond.result).toEqual({ total: 2, list: [] });
  });

  it("lists one trip by travel date: the trip report's tickets and revenue, what became of the tickets, capacity", async () => {
    const detail = async (tripId: number, countBy?: string) => {
      const answer = await api.post("/report/trip/detail", { ...range, tripId, countBy }, ledger.headers);
      expect(answer.status.code).toBe(0);
      return answer.result;
    };
    // By order date (the default): March's orders, wherever they travel; the refunded ticket stays sold (its refund
    // is the refunds figure), so its line's revenue is there with its count.
    const byOrder = await detail(ledger.tripA);
    expect(byOrder.countBy).toBe("order");
    expect(byOrder.trip).toMatchObject({ id: ledger.tripA, name: "Trip A", inventoryMode: 0 });
    expect(byOrder.rows).toEqual([
      {
        date: "2025-03-15",
        shift: null,
        capacity: 40,
        sold: 3,
        checkedIn: 1,
        refunded: 1,
        chargedBack: 0,
        revenue: "110.19",
      },
    ]);
    expect(byOrder.totals).toEqual({
      capacity: 40,
      sold: 3,
      checkedIn: 1,
      refunded: 1,
      chargedBack: 0,
      revenue: "110.19",
    });
    // By travel date: February's order travelling on the 20th counts, with its refunded ticket; the cancelled
    // order of the 16th counts nowhere.
    const byTravel = await detail(ledger.tripA, "travel");
    expect(byTravel.countBy).toBe("travel");
    expect(byTravel.rows).toEqual([
      expect.objectContaining({ date: "2025-03-15", sold: 3, refunded: 1, revenue: "110.19" }),
      {
        date: "2025-03-20",
        shift: null,
        capacity: 40,
        sold: 1,
        checkedIn: 0,
        refunded: 1,
        chargedBack: 0,
        revenue: "20.00",
      },
    ]);
    expect((await detail(ledger.tripB, "travel")).totals).toEqual({
      capacity: null,
      sold: 2,
      checkedIn: 0,
      refunded: 1,
      chargedBack: 0,
      revenue: "68.39",
    });
    // A ticket in a chargeback: the order stays sold, the line keeps its revenue, the ticket says why it is not used.
    const november = await api.post(
      "/report/trip/detail",
      { dateFrom: "2025-11-01", dateTo: "2025-11-30", tripId: ledger.tripA },
      ledger.headers,
    );
    expect(november.result.totals).toMatchObject({ sold: 4, chargedBack: 4, revenue: "200.00" });
  });

  it("counts a day without a date/shift inventory row of a by-date trip as 0 seats, not unlimited (issue 61)", async () => {
    // A ledger of its own: its trip B becomes a by-date/shift trip with seats on the 20th only, yet sold on the 21st.
    const own = await ledgerTenant(api);
    await api.db.update(trips).set({ inventoryType: 2, totalQuantity: null }).where(eq(trips.id, own.tripB));
    await api.db.insert(tripInventories).values({ tripId: own.tripB, date: "2025-03-20", shift: "", quantity: 50 });
    const answer = await api.post(
      "/report/trip/detail",
      { ...range, tripId: own.tripB, countBy: "travel" },
      own.headers,
    );
    expect(
      answer.result.rows.map((row: { date: string; capacity: number | null }) => [row.date, row.capacity]),
    ).toEqual([
      ["2025-03-20", 50],
      ["2025-03-21", 0],
    ]);
    expect(answer.result.totals.capacity).toBe(50);
  });

  it("counts by travel date on request: an order of February travelling in March is March's", async () => {
    const answer = await api.post(
      "/report/trip",
      { ...range, pageNum: 1, pageSize: 10, countBy: "travel" },
      ledger.headers,
    );
    expect(answer.result.list).toEqual([
      expect.objectContaining({ tripId: ledger.tripA, tickets: 4, revenue: "130.19", refunds: "0.00" }),
      expect.objectContaining({ tripId: ledger.tripB, tickets: 2, revenue: "68.39", refunds: "20.00" }),
    ]);
    const refused = await api.post(
      "/report/trip",
      { ...range, pageNum: 1, pageSize: 10, countBy: "sale" },
      ledger.headers,
    );
    expect(refused.status.code).toBe(10001);
  });

  it("agrees with the trip detail report for every demo trip, by order date and by travel date", async () => {
    const demoRange = { dateFrom: "2025-01-01", dateTo: "2025-09-30" };
    const trips = await api.post("/trip/list", { pageNum: 1, pageSize: 100 }, demo);
    expect(trips.result.total).toBeGreaterThan(3);
    for (const countBy of ["order", "travel"]) {
      const report = await api.post("/report/trip", { ...demoRange, countBy, pageNum: 1, pageSize: 100 }, demo);
      expect(report.result.list.length).toBeGreaterThan(0);
      for (const trip of trips.result.list as { id: number }[]) {
        const row = report.result.list.find((candidate: { tripId: number }) => candidate.tripId === trip.id);
        const detail = await api.post("/report/trip/detail", { ...demoRange, countBy, tripId: trip.id }, demo);
        expect(detail.result.countBy).toBe(countBy);
        expect(
          { trip: trip.id, countBy, tickets: detail.result.totals.sold, revenue: detail.result.totals.revenue },
          JSON.stringify(row),
        ).toEqual({ trip: trip.id, countBy, tickets: row?.tickets ?? 0, revenue: row?.revenue ?? "0.00" });
      }
    }
  });
});
