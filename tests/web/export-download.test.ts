/** The export button's second route: every list's Excel workbook sits beside its CSV route. */
import { describe, expect, it } from "vitest";
import { xlsxUrlOf } from "@/shared/export/download";

describe("export routes", () => {
  it("turns a list's CSV route into its Excel route, filters kept", () => {
    expect(xlsxUrlOf("/exports/orders.csv")).toBe("/exports/orders.xlsx");
    expect(xlsxUrlOf("/exports/orders.csv?state=PAYING&email=a.csv")).toBe(
      "/exports/orders.xlsx?state=PAYING&email=a.csv",
    );
    expect(xlsxUrlOf("/exports/reservations.csv?tripId=3#x")).toBe("/exports/reservations.xlsx?tripId=3#x");
  });
});
