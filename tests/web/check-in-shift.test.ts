import { describe, expect, it } from "vitest";
import { nextShift, shiftTime } from "@/routes/trip/check-in/next-shift";

describe("the check-in screen's shift for a date (issue 61)", () => {
  const bus = ["08:00", "12:00", "17:00"];

  it("is today's next departure: the first shift whose time is not past", () => {
    expect(nextShift(bus, "2026-12-07", "2026-12-07", "07:59")).toBe("08:00");
    expect(nextShift(bus, "2026-12-07", "2026-12-07", "08:00")).toBe("08:00");
    expect(nextShift(bus, "2026-12-07", "2026-12-07", "08:01")).toBe("12:00");
    expect(nextShift(bus, "2026-12-07", "2026-12-07", "16:30")).toBe("17:00");
  });

  it("is the first shift once every time is past, on another day, and for names without a time", () => {
    expect(nextShift(bus, "2026-12-07", "2026-12-07", "17:01")).toBe("08:00");
    expect(nextShift(bus, "2026-12-08", "2026-12-07", "16:30")).toBe("08:00");
    expect(nextShift(["Morning", "Afternoon"], "2026-12-07", "2026-12-07", "15:00")).toBe("Morning");
    expect(nextShift([], "2026-12-07", "2026-12-07", "15:00")).toBe("");
  });

  it("reads the time a shift's name starts with", () => {
    expect(shiftTime("9:30 Harbor")).toBe("09:30");
    expect(shiftTime("17:00")).toBe("17:00");
    expect(shiftTime("Morning")).toBeNull();
    expect(shiftTime("25:00")).toBeNull();
    expect(shiftTime("10:300")).toBeNull();
  });
});
