import { describe, expect, it } from "vitest";
import { centsOf, changeOf, formatMoney } from "@/routes/report/shared/report-figures";
import {
  dayCount,
  dayIn,
  groupingOf,
  paramsOfPreset,
  presetOf,
  presetRange,
  previousRange,
  periodEnds,
  periodLabel,
  rangeOf,
  RANGE_KEYS,
  countBasisOf,
  countByEnum,
  countByParam,
  comparisonOf,
  reportPath,
  TRIP_DETAIL_REPORT_PATH,
  TRIP_REPORT_PATH,
} from "@/routes/report/shared/report-range";
import { parseListSearch } from "@/shared/list/list-state";

const params = (query: string) => parseListSearch(query, RANGE_KEYS).filters;
const NEW_YORK = "America/New_York";

/** The range of a preset at an instant, in a zone: what the report asks for when opened then. */
const at = (preset: Parameters<typeof presetRange>[0], instant: string, timeZone = NEW_YORK) =>
  presetRange(preset, dayIn(new Date(instant), timeZone));

describe("report range presets in the tenant's time zone", () => {
  it("takes today from the tenant's zone, not from UTC or the operator's clock", () => {
    // 03:30 UTC on March 31st is still March 30th in New York and already March 31st in Shanghai.
    expect(at("today", "2025-03-31T03:30:00Z")).toEqual({ dateFrom: "2025-03-30", dateTo: "2025-03-30" });
    expect(at("today", "2025-03-31T03:30:00Z", "Asia/Shanghai")).toEqual({
      dateFrom: "2025-03-31",
      dateTo: "2025-03-31",
    });
  });

  it("counts calendar days across a DST change (March 9th 2025 has 23 hours in New York)", () => {
    // 00:30 EDT on March 10th: seven times 24 hours back would land on March 3rd 23:30, a day too early.
    expect(at("last7", "2025-03-10T04:30:00Z")).toEqual({ dateFrom: "2025-03-04", dateTo: "2025-03-10" });
    expect(at("last30", "2025-03-10T04:30:00Z")).toEqual({ dateFrom: "2025-02-09", dateTo: "2025-03-10" });
    expect(at("thisMonth", "2025-03-31T03:59:00Z")).toEqual({ dateFrom: "2025-03-01", dateTo: "2025-03-30" });
    // November 2nd 2025 has 25 hours: the month is still the 1st to the 30th.
    expect(at("lastMonth", "2025-12-01T05:00:00Z")).toEqual({ dateFrom: "2025-11-01", dateTo: "2025-11-30" });
  });

  it("takes last month across the year boundary", () => {
    expect(at("lastMonth", "2025-01-15T12:00:00Z")).toEqual({ dateFrom: "2024-12-01", dateTo: "2024-12-31" });
    // 22:00 on New Year's Eve in New York: last month is still November.
    expect(at("lastMonth", "2025-01-01T03:00:00Z")).toEqual({ dateFrom: "2024-11-01", dateTo: "2024-11-30" });
    expect(at("thisMonth", "2025-01-01T03:00:00Z")).toEqual({ dateFrom: "2024-12-01", dateTo: "2024-12-31" });
    // Already January in Shanghai at the same instant.
    expect(at("lastMonth", "2025-01-01T03:00:00Z", "Asia/Shanghai")).toEqual({
      dateFrom: "2024-12-01",
      dateTo: "2024-12-31",
    });
    expect(at("lastMonth", "2024-03-10T12:00:00Z")).toEqual({ dateFrom: "2024-02-01", dateTo: "2024-02-29" });
  });

  it("takes quarters, the year and the last 12 months on the tenant's today", () => {
    // 23:30 on November 30th in New York is already December 1st in UTC.
    expect(at("thisQuarter", "2026-12-01T04:30:00Z")).toEqual({ dateFrom: "2026-10-01", dateTo: "2026-11-30" });
    expect(at("lastQuarter", "2026-12-01T04:30:00Z")).toEqual({ dateFrom: "2026-07-01", dateTo: "2026-09-30" });
    expect(at("lastQuarter", "2026-02-14T12:00:00Z")).toEqual({ dateFrom: "2025-10-01", dateTo: "2025-12-31" });
    expect(at("thisQuarter", "2026-03-31T12:00:00Z")).toEqual({ dateFrom: "2026-01-01", dateTo: "2026-03-31" });
    expect(at("thisYear", "2026-01-01T03:00:00Z")).toEqual({ dateFrom: "2025-01-01", dateTo: "2025-12-31" });
    expect(at("last12Months", "2026-11-28T12:00:00Z")).toEqual({ dateFrom: "2025-11-29", dateTo: "2026-11-28" });
    // Through a February 29th: 366 days, a daily report's limit.
    const leap = at("last12Months", "2024-03-15T12:00:00Z")!;
    expect(leap).toEqual({ dateFrom: "2023-03-16", dateTo: "2024-03-15" });
    expect(dayCount(leap)).toBe(366);
  });

  it("compares with the same number of days right before", () => {
    expect(previousRange({ dateFrom: "2025-03-01", dateTo: "2025-03-31" })).toEqual({
      dateFrom: "2025-01-29",
      dateTo: "2025-02-28",
    });
    expect(previousRange({ dateFrom: "2025-01-01", dateTo: "2025-01-01" })).toEqual({
      dateFrom: "2024-12-31",
      dateTo: "2024-12-31",
    });
  });
});

describe("report range ↔ URL", () => {
  it("reads a preset, a custom range and the default from the URL", () => {
    expect(presetOf(params(""))).toBe("last30");
    expect(presetOf(params("?range=lastMonth"))).toBe("lastMonth");
    expect(presetOf(params("?range=yesterday"))).toBe("last30");
    expect(presetOf(params("?dateFrom=2025-03-01&dateTo=2025-03-31"))).toBe("custom");
    expect(rangeOf(params("?dateFrom=2025-03-01&dateTo=2025-03-31"), "2025-09-01")).toEqual({
      dateFrom: "2025-03-01",
      dateTo: "2025-03-31",
    });
    expect(rangeOf(params("?range=last7"), "2025-09-01")).toEqual({ dateFrom: "2025-08-26", dateTo: "2025-09-01" });
  });

  it("keeps presets relative in the URL and starts a custom range from the days shown", () => {
    const shown = { dateFrom: "2025-08-03", dateTo: "2025-09-01" };
    expect(paramsOfPreset("thisMonth", shown)).toEqual({ range: "thisMonth", dateFrom: "", dateTo: "" });
    expect(paramsOfPreset("last30", shown)).toEqual({ range: "", dateFrom: "", dateTo: "" });
    expect(paramsOfPreset("custom", shown)).toEqual({ range: "", ...shown });
  });

  it("groups by day unless the URL names another grouping", () => {
    expect([groupingOf(""), groupingOf("week"), groupingOf("month"), groupingOf("year")]).toEqual([
      "day",
      "week",
      "month",
      "day",
    ]);
  });
});

describe("report periods", () => {
  it("runs each period to the day before the next and the last one to the range's end", () => {
    const range = { dateFrom: "2025-03-05", dateTo: "2025-03-20" };
    const starts = ["2025-03-05", "2025-03-10", "2025-03-17"];
    expect(periodEnds(starts, range)).toEqual(["2025-03-09", "2025-03-16", "2025-03-20"]);
    expect(periodLabel(starts[0], "2025-03-09", "week")).toBe("03/05/2025 – 03/09/2025");
    expect(periodLabel(starts[0], "2025-03-09", "week", true)).toBe("03/05");
    expect(periodLabel("2025-03-05", "2025-03-05", "day")).toBe("03/05/2025");
    expect(periodLabel("2025-03-01", "2025-03-31", "month", true)).toBe("03/2025");
  });
});

describe("report figures", () => {
  it("writes money exactly with thousands separators", () => {
    expect([formatMoney("1234567.8"), formatMoney("0.05"), formatMoney("-1200.00"), formatMoney("12")]).toEqual([
      "1,234,567.80",
      "0.05",
      "-1,200.00",
      "12.00",
    ]);
    expect(centsOf("90071992547409.91")).toBe(9_007_199_254_740_991);
  });

  it("says how a figure changed against the previous period", () => {
    expect(changeOf(150, 100)).toEqual({ direction: "up", percent: 50 });
    expect(changeOf(2, 3)).toEqual({ direction: "down", percent: 33.3 });
    expect(changeOf(7, 7)).toEqual({ direction: "flat", percent: 0 });
    expect(changeOf(5, 0)).toEqual({ direction: "up", percent: null });
    expect(changeOf(0, 0)).toEqual({ direction: "flat", percent: 0 });
  });
});

describe("links between the reports", () => {
  it("keep the range: a preset stays relative, custom days stay as they are", () => {
    expect(reportPath(TRIP_DETAIL_REPORT_PATH, params("?range=lastMonth"), { tripId: "7" })).toBe(
      "/report/trip_detail_report?tripId=7&range=lastMonth",
    );
    expect(reportPath(TRIP_DETAIL_REPORT_PATH, params("?dateFrom=2025-03-01&dateTo=2025-03-31"), { tripId: "7" })).toBe(
      "/report/trip_detail_report?tripId=7&dateFrom=2025-03-01&dateTo=2025-03-31",
    );
    expect(reportPath(TRIP_REPORT_PATH, params(""))).toBe("/report/trip_report");
  });
});

describe("report comparison and count-by basis in the URL", () => {
  it("reads the comparison and the basis, falling back to the defaults", () => {
    expect([comparisonOf("lastYear"), comparisonOf("custom"), comparisonOf(""), comparisonOf("junk")]).toEqual([
      "lastYear",
      "custom",
      "previous",
      "previous",
    ]);
    expect([countBasisOf("travel"), countBasisOf(""), countBasisOf("junk")]).toEqual(["travel", "order", "order"]);
    expect([countByEnum("travel"), countByEnum("")]).toEqual(["TRAVEL_DATE", "ORDER_DATE"]);
    expect([countByParam("order"), countByParam("travel")]).toEqual(["", "travel"]);
  });

  it("carries the basis from one trip report to the other, the default left out", () => {
    const range = { range: "", dateFrom: "2025-01-01", dateTo: "2025-09-30" };
    expect(reportPath(TRIP_DETAIL_REPORT_PATH, { ...range, countBy: "travel" }, { tripId: "5" })).toBe(
      `${TRIP_DETAIL_REPORT_PATH}?tripId=5&countBy=travel&dateFrom=2025-01-01&dateTo=2025-09-30`,
    );
    expect(reportPath(TRIP_REPORT_PATH, { ...range, countBy: "" })).toBe(
      `${TRIP_REPORT_PATH}?dateFrom=2025-01-01&dateTo=2025-09-30`,
    );
  });
});
