/**
 * The income, trip and trip detail reports through the gateway against the real vendor API (docs/money-contract.md
 * sections 4 and 5): the range rules refused before any call, the figures adding up, the exports writing the rows
 * the screens show, and tenant isolation.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reportRangeFailures } from "#rules";
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

const INCOME = /* GraphQL */ `
  query Income($input: ReportRangeInput!) {
    incomeReport(input: $input) {
      dateFrom
      dateTo
      groupBy
      previousDateFrom
      previousDateTo
      current {
        gross
        refunds
        chargebacks
        net
        orders
        tickets
        averageOrderValue
      }
      previous {
        gross
        orders
      }
      series {
        periodStart
        gross
        refunds
        chargebacks
        net
        orders
        tickets
      }
      byPaymentMethod {
        paymentType
        amount
        count
      }
      byChannel {
        channelId
        channelName
        gross
        orders
      }
    }
  }
`;
const TRIP_REPORT = /* GraphQL */ `
  query Trips($input: ReportRangeInput!, $page: PageInput, $sort: TripReportSortInput) {
    tripReport(input: $input, page: $page, sort: $sort) {
      total
      items {
        tripId
        tripCode
        tripName
        tickets
        revenue
        refundedTickets
        refunds
      }
    }
  }
`;
const TRIP_DETAIL = /* GraphQL */ `
  query Detail($tripId: ID!, $input: ReportRangeInput!) {
    tripDetailReport(tripId: $tripId, input: $input) {
      trip {
        id
        code
        name
        inventoryMode
      }
      rows {
        date
        shift
        capacity
        sold
        checkedIn
        refunded
        revenue
      }
      totals {
        sold
        checkedIn
        refunded
        revenue
      }
    }
  }
`;

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
