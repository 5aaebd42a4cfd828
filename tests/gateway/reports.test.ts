/**
 * The income, trip and trip detail reports through the gateway against the real vendor API (docs/money-contract.md
 * sections 4 and 5): the range rules refused before any call, the figures adding up, the exports writing the rows
 * the screens show, and tenant isolation.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { comparisonRange, reportComparisonFailures, reportRangeFailures } from "#rules";
import { IncomeReportDocument, TripDetailReportDocument, TripReportDocument } from "../../web/src/gql/graphql";
import { consoleDocument } from "./support/console-documents";
import { column, exportFile, readCsv } from "./support/export-files";
import { fieldMessages, loginAs } from "./support/graphql-client";
import { startCatalogueStack, type CatalogueStack } from "./support/catalogue";

describe("report range rules (rules/report.ts)", () => {
  it("takes 366 days by day and 5 years otherwise, both days included", () => {
    expect(reportRangeFailures({ dateFrom: "2024-01-01", dateTo: "2024-12-31", groupBy: "day" })).toEqual({});
    expect(reportRangeFailures({ dateFrom: "2025-01-01", dateTo: "2026-01-01", groupBy: "day" })).toEqual({});
    expect(reportRangeFailures({ dateFrom: "2025-01-01", dateTo: "2026-01-02", groupBy: "day" })).toEqual({
      dateTo: { rule: "report.rangeTooLong" },
    });
    expect(reportRangeFailures({ dateFrom: "2021-03-01", dateTo: "2026-02-28", groupBy: "week" })).toEqual({});
    expect(reportRangeFailures({ dateFrom: "2021-03-01", dateTo: "2026-03-01", groupBy: "month" })).toEqual({
      dateTo: { rule: "report.rangeTooLong" },
    });
    expect(reportRangeFailures({ dateFrom: "2021-03-01", dateTo: "2026-03-01" })).toEqual({
      dateTo: { rule: "report.rangeTooLong" },
    });
  });

  it("needs both dates, real ones, the end not before the start", () => {
    expect(reportRangeFailures({ dateFrom: "", dateTo: "2025-02-30", groupBy: "day" })).toEqual({
      dateFrom: { rule: "required" },
      dateTo: { rule: "date" },
    });
    expect(reportRangeFailures({ dateFrom: "2025-05-02", dateTo: "2025-05-01", groupBy: "day" })).toEqual({
      dateTo: { rule: "dateOrder" },
    });
    expect(reportRangeFailures({ dateFrom: "2025-05-01", dateTo: "2025-05-01", groupBy: "day" })).toEqual({});
  });

  it("compares with as many days just before, the same days a year earlier (a leap day as the 28th) or days chosen", () => {
    const march = { dateFrom: "2025-03-01", dateTo: "2025-03-31" };
    expect(comparisonRange(march, {})).toEqual({ dateFrom: "2025-01-29", dateTo: "2025-02-28" });
    expect(comparisonRange(march, { compareWith: "previous", compareFrom: "2020-01-01" })).toEqual({
      dateFrom: "2025-01-29",
      dateTo: "2025-02-28",
    });
    expect(comparisonRange(march, { compareWith: "lastYear" })).toEqual({
      dateFrom: "2024-03-01",
      dateTo: "2024-03-31",
    });
    expect(comparisonRange({ dateFrom: "2024-02-29", dateTo: "2024-02-29" }, { compareWith: "lastYear" })).toEqual({
      dateFrom: "2023-02-28",
      dateTo: "2023-02-28",
    });
    expect(
      comparisonRange(march, { compareWith: "custom", compareFrom: "2024-12-01", compareTo: "2024-12-31" }),
    ).toEqual({ dateFrom: "2024-12-01", dateTo: "2024-12-31" });
  });

  it("checks chosen comparison days as a range under their own names, and no days for the other comparisons", () => {
    expect(reportComparisonFailures({ compareWith: "custom" })).toEqual({
      compareFrom: { rule: "required" },
      compareTo: { rule: "required" },
    });
    expect(
      reportComparisonFailures({ compareWith: "custom", compareFrom: "2025-02-01", compareTo: "2025-01-31" }),
    ).toEqual({ compareTo: { rule: "dateOrder" } });
    expect(
      reportComparisonFailures({ compareWith: "custom", compareFrom: "2019-01-01", compareTo: "2025-01-01" }),
    ).toEqual({ compareTo: { rule: "report.rangeTooLong" } });
    expect(reportComparisonFailures({ compareWith: "lastYear", compareFrom: "junk" })).toEqual({});
  });
});

let stack: CatalogueStack;
let other: string;

beforeAll(async () => {
  stack = await startCatalogueStack();
  other = await loginAs(stack.url, "other", "other123");
});
afterAll(async () => {
  await stack?.close();
});

// The screens' own documents (income-report.tsx, trip-report.tsx, trip-detail-report.tsx).
const INCOME = consoleDocument(IncomeReportDocument);
const TRIP_REPORT = consoleDocument(TripReportDocument);
const TRIP_DETAIL = consoleDocument(TripDetailReportDocument);

describe("report ranges at the gateway", () => {
  it.each([
    ["no dates", { dateFrom: "", dateTo: "" }, { dateFrom: "Required", dateTo: "Required" }],
    ["an impossible date", { dateFrom: "2025-02-30", dateTo: "2025-03-01" }, { dateFrom: "Invalid date" }],
    [
      "an end before the start",
      { dateFrom: "2025-03-02", dateTo: "2025-03-01" },
      { dateTo: "Start date must not be after end date" },
    ],
  ])("refuses %s on every report before any call", async (_name, range, expected) => {
    stack.proxy.reset();
    const income = await stack.run(INCOME, { input: { ...range, groupBy: "MONTH" } });
    const trips = await stack.run(TRIP_REPORT, { input: range });
    const detail = await stack.run(TRIP_DETAIL, { tripId: "1", input: range });
    for (const result of [income, trips, detail]) expect(fieldMessages(result.errors?.[0])).toEqual(expected);
    expect(stack.proxy.calls.filter((call) => call.path.startsWith("/report/"))).toEqual([]);
  });

  it("refuses more than 366 days by day and 5 years otherwise before any call; the trip reports ignore a grouping", async () => {
    stack.proxy.reset();
    const byDay = await stack.run(INCOME, { input: { dateFrom: "2024-01-01", dateTo: "2025-01-01", groupBy: "DAY" } });
    const byWeek = await stack.run(INCOME, {
      input: { dateFrom: "2020-01-01", dateTo: "2025-01-01", groupBy: "WEEK" },
    });
    const trips = await stack.run(TRIP_REPORT, {
      input: { dateFrom: "2020-01-01", dateTo: "2025-01-01", groupBy: "DAY" },
    });
    for (const result of [byDay, byWeek, trips])
      expect(fieldMessages(result.errors?.[0])).toEqual({ dateTo: "Range too long for this grouping" });
    expect(stack.proxy.calls.filter((call) => call.path.startsWith("/report/"))).toEqual([]);
  });
});

const cents = (amount: string) => Math.round(Number(amount) * 100);
const sumOf = <T>(rows: T[], value: (row: T) => number) => rows.reduce((total, row) => total + value(row), 0);
const JULY = { dateFrom: "2025-07-01", dateTo: "2025-07-31" };

interface Period {
  periodStart: string;
  gross: string;
  refunds: string;
  chargebacks: string;
  net: string;
  orders: number;
  tickets: number;
}

describe("reports against the vendor API", () => {
  it("adds the income report up: series, payment methods and channels to the range's figures", async () => {
    const result = await stack.run(INCOME, { input: { ...JULY, groupBy: "WEEK" } });
    expect(result.errors).toBeUndefined();
    const report = result.data!.incomeReport;
    expect(report).toMatchObject({
      ...JULY,
      groupBy: "WEEK",
      compareWith: "PREVIOUS",
      previousDateFrom: "2025-05-31",
      previousDateTo: "2025-06-30",
    });
    const { current } = report;
    expect(current.orders).toBeGreaterThan(0);
    // Weeks start on Monday, clipped to the range: July 1st 2025 is a Tuesday.
    expect(report.series.map((period: Period) => period.periodStart)).toEqual([
      "2025-07-01",
      "2025-07-07",
      "2025-07-14",
      "2025-07-21",
      "2025-07-28",
    ]);
    for (const figure of ["gross", "refunds", "chargebacks", "net"] as const)
      expect(
        sumOf<Period>(report.series, (period) => cents(period[figure])),
        figure,
      ).toBe(cents(current[figure]));
    expect(sumOf<Period>(report.series, (period) => period.orders)).toBe(current.orders);
    expect(sumOf<Period>(report.series, (period) => period.tickets)).toBe(current.tickets);
    expect(cents(current.net)).toBe(cents(current.gross) - cents(current.refunds) - cents(current.chargebacks));
    expect(cents(current.averageOrderValue)).toBe(Math.floor(cents(current.gross) / current.orders));
    expect(sumOf(report.byPaymentMethod, (row: { amount: string }) => cents(row.amount))).toBe(cents(current.gross));
    expect(report.byPaymentMethod.map((row: { paymentType: string }) => row.paymentType)).not.toContain("COUPON_CODE");
    expect(sumOf(report.byChannel, (row: { gross: string }) => cents(row.gross))).toBe(cents(current.gross));
    expect(sumOf(report.byChannel, (row: { orders: number }) => row.orders)).toBe(current.orders);

    const trips = await stack.run(TRIP_REPORT, { input: JULY, page: { number: 1, size: 100 } });
    const rows = trips.data!.tripReport.items as Array<{ tickets: number; refunds: string }>;
    expect(trips.data!.tripReport.total).toBe(rows.length);
    expect(sumOf(rows, (row) => row.tickets)).toBe(current.tickets);
    expect(sumOf(rows, (row) => cents(row.refunds))).toBe(cents(current.refunds));
  });

  it("sorts the trip report and sums a trip's detail rows into its totals", async () => {
    const byRevenue = await stack.run(TRIP_REPORT, {
      input: JULY,
      page: { number: 1, size: 100 },
      sort: { field: "REVENUE", order: "DESC" },
    });
    const rows = byRevenue.data!.tripReport.items as Array<{ id: string; revenue: string; tickets: number }>;
    const revenues = rows.map((row) => cents(row.revenue));
    expect(revenues).toEqual([...revenues].sort((a, b) => b - a));

    const detail = await stack.run(TRIP_DETAIL, { tripId: rows[0].id, input: JULY });
    expect(detail.errors).toBeUndefined();
    const { trip, rows: days, totals } = detail.data!.tripDetailReport;
    expect(trip.id).toBe(rows[0].id);
    expect(totals.sold).toBe(sumOf(days, (day: { sold: number }) => day.sold));
    expect(cents(totals.revenue)).toBe(sumOf(days, (day: { revenue: string }) => cents(day.revenue)));
    const dates = days.map((day: { date: string }) => day.date);
    expect(dates).toEqual([...dates].sort());

    const foreign = await stack.run(TRIP_DETAIL, { tripId: rows[0].id, input: JULY }, other);
    expect(foreign.errors?.[0]?.extensions).toMatchObject({ upstreamCode: 20404 });
  });

  it("compares with the comparison asked for, its days computed by the vendor API; a chosen one is checked first", async () => {
    const lastYear = await stack.run(INCOME, {
      input: { ...JULY, groupBy: "MONTH" },
      comparison: { with: "LAST_YEAR" },
    });
    expect(lastYear.data!.incomeReport).toMatchObject({
      compareWith: "LAST_YEAR",
      previousDateFrom: "2024-07-01",
      previousDateTo: "2024-07-31",
    });
    const june = (
      await stack.run(INCOME, { input: { dateFrom: "2025-06-01", dateTo: "2025-06-30", groupBy: "MONTH" } })
    ).data!.incomeReport;
    const chosen = await stack.run(INCOME, {
      input: { ...JULY, groupBy: "DAY" },
      comparison: { with: "CUSTOM", dateFrom: "2025-06-01", dateTo: "2025-06-30" },
    });
    expect(chosen.data!.incomeReport).toMatchObject({
      compareWith: "CUSTOM",
      previousDateFrom: "2025-06-01",
      previousDateTo: "2025-06-30",
      previous: { gross: june.current.gross, orders: june.current.orders },
    });
    stack.proxy.reset();
    const noDays = await stack.run(INCOME, { input: { ...JULY, groupBy: "DAY" }, comparison: { with: "CUSTOM" } });
    expect(fieldMessages(noDays.errors?.[0])).toEqual({ compareFrom: "Required", compareTo: "Required" });
    const reversed = await stack.run(INCOME, {
      input: { ...JULY, groupBy: "DAY" },
      comparison: { with: "CUSTOM", dateFrom: "2025-06-30", dateTo: "2025-06-01" },
    });
    expect(fieldMessages(reversed.errors?.[0])).toEqual({ compareTo: "Start date must not be after end date" });
    expect(stack.proxy.calls.filter((call) => call.path.startsWith("/report/"))).toEqual([]);
  });

  it("counts both trip reports by the same day, order or travel date, and they agree; the exports too", async () => {
    for (const countBy of ["ORDER_DATE", "TRAVEL_DATE"]) {
      const trips = (await stack.run(TRIP_REPORT, { input: JULY, page: { number: 1, size: 100 }, countBy })).data!
        .tripReport.items as Array<{ id: string; tickets: number; revenue: string }>;
      expect(trips.length).toBeGreaterThan(0);
      for (const row of trips.slice(0, 3)) {
        const detail = (await stack.run(TRIP_DETAIL, { tripId: row.id, input: JULY, countBy })).data!.tripDetailReport;
        // The basis the answer was counted by, which the screen does not show (it set it).
        const basis = await stack.run(
          `query($tripId: ID!, $input: ReportRangeInput!, $countBy: ReportCountBasis) {
            tripDetailReport(tripId: $tripId, input: $input, countBy: $countBy) { countBy }
          }`,
          { tripId: row.id, input: JULY, countBy },
        );
        expect(basis.data!.tripDetailReport.countBy).toBe(countBy);
        expect({ tickets: detail.totals.sold, revenue: detail.totals.revenue }).toEqual({
          tickets: row.tickets,
          revenue: row.revenue,
        });
      }
    }
    const byTravel = (
      await stack.run(TRIP_REPORT, { input: JULY, page: { number: 1, size: 100 }, countBy: "TRAVEL_DATE" })
    ).data!.tripReport;
    const tripRows = await readCsv(
      await exportFile(stack.url, "trip-report.csv", { ...JULY, countBy: "TRAVEL_DATE" }, stack.admin),
    );
    expect(column(tripRows, "Tickets")).toEqual(byTravel.items.map((row: { tickets: number }) => String(row.tickets)));
    const tripId = byTravel.items[0].id;
    const detail = (await stack.run(TRIP_DETAIL, { tripId, input: JULY, countBy: "TRAVEL_DATE" })).data!
      .tripDetailReport;
    const detailRows = await readCsv(
      await exportFile(stack.url, "trip-detail-report.csv", { tripId, ...JULY, countBy: "TRAVEL_DATE" }, stack.admin),
    );
    expect(column(detailRows, "Date")).toEqual(
      detail.rows.map(
        (row: { date: string }) => `${row.date.slice(5, 7)}/${row.date.slice(8)}/${row.date.slice(0, 4)}`,
      ),
    );
    expect(column(detailRows, "Charged back")).toEqual(
      detail.rows.map((row: { chargedBack: number }) => String(row.chargedBack)),
    );
  });

  it("exports the rows each report screen shows", async () => {
    const income = (await stack.run(INCOME, { input: { ...JULY, groupBy: "DAY" } })).data!.incomeReport;
    const incomeRows = await readCsv(
      await exportFile(stack.url, "income-report.csv", { ...JULY, groupBy: "DAY" }, stack.admin),
    );
    expect(incomeRows.length - 1).toBe(31);
    expect(column(incomeRows, "Gross sales")).toEqual(income.series.map((period: Period) => period.gross));
    expect(column(incomeRows, "Orders")).toEqual(income.series.map((period: Period) => String(period.orders)));
    expect(column(incomeRows, "Period")[0]).toBe("07/01/2025");

    const sort = { field: "REFUNDS", order: "ASC" };
    const trips = (await stack.run(TRIP_REPORT, { input: JULY, page: { number: 1, size: 100 }, sort })).data!
      .tripReport;
    const tripRows = await readCsv(await exportFile(stack.url, "trip-report.csv", { ...JULY, ...sort }, stack.admin));
    expect(column(tripRows, "Trip ID")).toEqual(trips.items.map((row: { tripCode: string }) => row.tripCode));
    expect(column(tripRows, "Refunds")).toEqual(trips.items.map((row: { refunds: string }) => row.refunds));

    const tripId = trips.items[0].id;
    const detail = (await stack.run(TRIP_DETAIL, { tripId, input: JULY })).data!.tripDetailReport;
    const detailRows = await readCsv(
      await exportFile(stack.url, "trip-detail-report.csv", { tripId, ...JULY }, stack.admin),
    );
    expect(column(detailRows, "Sold")).toEqual(detail.rows.map((row: { sold: number }) => String(row.sold)));
    expect(column(detailRows, "Revenue")).toEqual(detail.rows.map((row: { revenue: string }) => row.revenue));
    expect((await exportFile(stack.url, "trip-detail-report.csv", { tripId, ...JULY }, other)).status).toBe(404);
  });
});
