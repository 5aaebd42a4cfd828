import { describe, expect, it } from "vitest";
import {
  ORDER_FILTER_KEYS,
  ORDER_SORT,
  ORDER_SORTS,
  orderExportUrl,
  orderFilterOf,
  orderSearchErrors,
  orderSortOf,
  type OrderFilters,
} from "@/routes/sales/order/order-filters";
import { dayRangeFilter, isCalendarDay, nextDay, zonedDayStart } from "@/routes/sales/shared/date-range";
import { nextSortChoice, sortedColumnOf } from "@/shared/list/list-sort";
import { parseListSearch } from "@/shared/list/list-state";

const search = (query: string): OrderFilters => parseListSearch(query, ORDER_FILTER_KEYS).filters;

describe("order search ↔ URL", () => {
  it("turns URL params into the orders filter, leaving out empty and unknown values", () => {
    const filter = orderFilterOf(
      search("?orderNumber=%20DT25%20&cardLast4=1881&state=COMPLETED&paymentType=BITCOIN&channelId=2&email="),
      "America/New_York",
    );
    expect(filter).toEqual({
      orderNumber: "DT25",
      customerName: undefined,
      email: undefined,
      phone: undefined,
      tripId: undefined,
      channelId: "2",
      cardLast4: "1881",
      state: "COMPLETED",
      paymentType: undefined,
      dateFrom: undefined,
      dateTo: undefined,
    });
  });

  it("reads a day range in the tenant's zone, the last day included", () => {
    const filter = orderFilterOf(search("?dateFrom=2025-09-01&dateTo=2025-09-30"), "America/New_York");
    expect(filter.dateFrom).toBe("2025-09-01T04:00:00.000Z");
    expect(filter.dateTo).toBe("2025-10-01T04:00:00.000Z");
  });

  it("sorts by created time, newest first, unless the URL names another choice", () => {
    expect(orderSortOf("")).toEqual({ field: "CREATE_TIME", order: "DESC" });
    expect(orderSortOf("nonsense")).toEqual({ field: "CREATE_TIME", order: "DESC" });
    expect(orderSortOf("COMPLETE_TIME_ASC")).toEqual({ field: "COMPLETE_TIME", order: "ASC" });
    expect(orderSortOf("TOTAL_DESC")).toEqual({ field: "TOTAL", order: "DESC" });
  });

  it("sorts by a clicked header latest or highest first, then the other way round, then again", () => {
    const next = (current: string, field: string) => nextSortChoice(current, field, ORDER_SORTS);
    expect(next("", "TOTAL")).toBe("TOTAL_DESC");
    expect(next("TOTAL_DESC", "TOTAL")).toBe("TOTAL_ASC");
    expect(next("TOTAL_ASC", "TOTAL")).toBe("TOTAL_DESC");
    expect(next("TOTAL_ASC", "COMPLETE_TIME")).toBe("COMPLETE_TIME_DESC");
    // The server's default needs no URL param.
    expect(next("CREATE_TIME_ASC", "CREATE_TIME")).toBe("");
  });

  it("marks the header of the sorted column, and none for a sort no header offers", () => {
    expect(sortedColumnOf("TOTAL_ASC", ORDER_SORT)).toEqual({ key: "total", direction: "ascending" });
    expect(sortedColumnOf("COMPLETE_TIME_DESC", ORDER_SORT)).toEqual({ key: "completeTime", direction: "descending" });
    expect(sortedColumnOf("", ORDER_SORT)).toBeNull();
  });

  it("exports the same filter as query params", () => {
    const filter = orderFilterOf(search("?cardLast4=4242&state=UNSHIPPED&dateFrom=2025-01-01"), "UTC");
    expect(orderExportUrl(filter)).toBe(
      "/exports/orders.csv?cardLast4=4242&state=UNSHIPPED&dateFrom=2025-01-01T00%3A00%3A00.000Z",
    );
    expect(orderExportUrl(orderFilterOf(search(""), "UTC"))).toBe("/exports/orders.csv");
  });
});

describe("order search rules", () => {
  it("wants exactly 4 digits of the card", () => {
    expect(orderSearchErrors({ cardLast4: "1881" })).toEqual({});
    expect(orderSearchErrors({ cardLast4: "188" }).cardLast4).toBe("Enter the last 4 digits of the card");
    expect(orderSearchErrors({ cardLast4: "18a1" }).cardLast4).toBe("Enter the last 4 digits of the card");
    expect(orderSearchErrors({ cardLast4: "4111111111111111" }).cardLast4).toBe("Enter the last 4 digits of the card");
  });

  it("wants a digit in a phone and a start not after the end", () => {
    expect(orderSearchErrors({ phone: "abc" }).phone).toBe("Invalid phone");
    expect(orderSearchErrors({ phone: "212-555" })).toEqual({});
    expect(orderSearchErrors({ dateFrom: "2025-09-02", dateTo: "2025-09-01" }).dateTo).toBe(
      "Start time must be earlier than end time",
    );
    expect(orderSearchErrors({ dateFrom: "2025-09-01", dateTo: "2025-09-01" })).toEqual({});
  });
});

describe("tenant-zone days", () => {
  it("knows a calendar day", () => {
    expect(isCalendarDay("2025-02-28")).toBe(true);
    expect(isCalendarDay("2025-02-30")).toBe(false);
    expect(isCalendarDay("02/28/2025")).toBe(false);
  });

  it("finds the start of a day across DST changes and far zones", () => {
    expect(zonedDayStart("2025-03-09", "America/New_York")).toBe("2025-03-09T05:00:00.000Z");
    expect(zonedDayStart("2025-03-10", "America/New_York")).toBe("2025-03-10T04:00:00.000Z");
    expect(zonedDayStart("2025-11-02", "America/New_York")).toBe("2025-11-02T04:00:00.000Z");
    expect(zonedDayStart("2025-06-01", "Asia/Shanghai")).toBe("2025-05-31T16:00:00.000Z");
    expect(zonedDayStart("2025-06-01", "UTC")).toBe("2025-06-01T00:00:00.000Z");
  });

  it("leaves a missing or malformed end open", () => {
    expect(nextDay("2024-12-31")).toBe("2025-01-01");
    expect(dayRangeFilter("", "2025-01-31", "UTC")).toEqual({
      dateFrom: undefined,
      dateTo: "2025-02-01T00:00:00.000Z",
    });
    expect(dayRangeFilter("soon", "", "UTC")).toEqual({ dateFrom: undefined, dateTo: undefined });
  });
});
