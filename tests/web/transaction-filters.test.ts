import { toCardNumberSearch } from "#rules";
import { describe, expect, it } from "vitest";
import { dateRangeError, isDateRangeOrdered } from "@/routes/sales/shared/date-range-rule";
import {
  toSearchValues,
  toTransactionFilter,
  toUrlFilters,
  TRANSACTION_FILTER_KEYS,
  transactionSearchRules,
  type TransactionSearchValues,
} from "@/routes/sales/transaction/transaction-filters";
import { typedDay } from "@/shared/time/format-time";
import { listSearchOf, parseListSearch } from "@/shared/list/list-state";

const values = (patch: Partial<TransactionSearchValues>): TransactionSearchValues => ({
  cardNumber: "",
  paypalAccount: "",
  transactionId: "",
  authCode: "",
  dateFrom: null,
  dateTo: null,
  ...patch,
});

describe("transaction date range", () => {
  it("needs the start before the end; a one-day range and an open end are fine", () => {
    expect(isDateRangeOrdered("2025-09-01", "2025-09-30")).toBe(true);
    expect(isDateRangeOrdered("2025-09-01", "2025-09-01")).toBe(true);
    expect(isDateRangeOrdered("2025-09-01", null)).toBe(true);
    expect(isDateRangeOrdered(null, "2025-09-01")).toBe(true);
    expect(isDateRangeOrdered("2025-09-30", "2025-09-01")).toBe(false);
  });

  it("puts the rule's message under the end field", () => {
    expect(dateRangeError("2025-09-30", "2025-09-01")).toBe("Start time must be earlier than end time");
    expect(transactionSearchRules.dateTo("2025-09-01", values({ dateFrom: "2025-09-30" }))).toBe(
      "Start time must be earlier than end time",
    );
    expect(transactionSearchRules.dateTo("2025-09-30", values({ dateFrom: "2025-09-01" }))).toBeNull();
  });
});

describe("typed dates", () => {
  it("reads MM/DD/YYYY as the picker's day and refuses what is no date", () => {
    expect(typedDay("09/30/2025", "en")).toBe("2025-09-30");
    expect(typedDay(" 9/1/2025 ", "en")).toBe("2025-09-01");
    expect(typedDay("02/30/2025", "en")).toBeNull();
    expect(typedDay("2025-09-30", "en")).toBeNull();
  });
});

describe("transaction card number search", () => {
  it("takes the last 4, a whole number or a masked one, and refuses anything else", () => {
    for (const accepted of ["4242", "4242 4242 4242 4242", "424242******4242", "**** 4242", "4012-8888-8888-1881"])
      expect(toCardNumberSearch(accepted), accepted).not.toBeNull();
    for (const refused of ["424", "42424", "abcd", "****42", "42x2"])
      expect(toCardNumberSearch(refused), refused).toBeNull();
    expect(transactionSearchRules.cardNumber("12")).toBe("Invalid card number");
    expect(transactionSearchRules.cardNumber("")).toBeNull();
  });
});

describe("transaction filters and the URL", () => {
  it("round-trips the search form through the URL", () => {
    const form = values({ cardNumber: " 4242 ", authCode: "54BRXG", dateFrom: "2025-09-01", dateTo: "2025-09-30" });
    const search = listSearchOf({ filters: toUrlFilters(form), page: 1 });
    expect(search).toBe("?authCode=54BRXG&cardNumber=4242&dateFrom=2025-09-01&dateTo=2025-09-30");
    const back = parseListSearch(search, TRANSACTION_FILTER_KEYS);
    expect(toSearchValues(back.filters)).toEqual({ ...form, cardNumber: "4242" });
  });

  it("ignores malformed days in the URL", () => {
    const { filters } = parseListSearch("?dateFrom=yesterday&dateTo=2025-02-30", TRANSACTION_FILTER_KEYS);
    expect(toSearchValues(filters)).toMatchObject({ dateFrom: null, dateTo: null });
    expect(toTransactionFilter(filters, "America/New_York")).toEqual({});
  });

  it("sends the days as instants of the tenant's time zone, the end day included", () => {
    const { filters } = parseListSearch(
      "?paypalAccount=anderson&dateFrom=2025-09-01&dateTo=2025-09-30",
      TRANSACTION_FILTER_KEYS,
    );
    expect(toTransactionFilter(filters, "America/New_York")).toEqual({
      paypalAccount: "anderson",
      dateFrom: "2025-09-01T04:00:00.000Z",
      dateTo: "2025-10-01T04:00:00.000Z",
    });
  });
});
