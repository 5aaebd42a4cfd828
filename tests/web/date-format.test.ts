import { describe, expect, it } from "vitest";
import dayjs from "dayjs";
import {
  dateTimeValueFormat,
  dateValueFormat,
  formatDate,
  formatDateTime,
  inLanguage,
  typedDay,
} from "@/shared/time/format-time";

describe("dates in the console's language (issue 61)", () => {
  it("keeps MM/DD/YYYY in English and writes the Chinese order, YYYY/MM/DD, in Chinese", () => {
    expect(formatDate("2026-12-04", "en")).toBe("12/04/2026");
    expect(formatDate("2026-12-04", "zh")).toBe("2026/12/04");
    expect(formatDateTime("2026-12-05T01:49:00.000Z", "America/New_York", "en")).toBe("12/04/2026 20:49");
    expect(formatDateTime("2026-12-05T01:49:00.000Z", "America/New_York", "zh")).toBe("2026/12/04 20:49");
    expect(dateValueFormat("zh")).toBe("YYYY/MM/DD");
    expect(dateValueFormat("en")).toBe("MM/DD/YYYY");
  });

  it("shows a date-and-time picker's value as formatDateTime writes it, in either language", () => {
    // The pickers format with dayjs; the wall clock 12/04/2026 20:49 is what formatDateTime shows for this instant.
    const picked = new Date(2026, 11, 4, 20, 49);
    expect(dayjs(picked).format(dateTimeValueFormat("en"))).toBe("12/04/2026 20:49");
    expect(dayjs(picked).format(dateTimeValueFormat("zh"))).toBe("2026/12/04 20:49");
  });

  it("reads a typed day in the console's order: MM/DD/YYYY in English, YYYY/MM/DD in Chinese", () => {
    expect(typedDay("12/04/2026", "en")).toBe("2026-12-04");
    expect(typedDay("2026/12/04", "zh")).toBe("2026-12-04");
    expect(typedDay("2026-2-9", "zh")).toBe("2026-02-09");
    expect(typedDay("12/04/2026", "zh")).toBeNull();
    expect(typedDay("2026/02/30", "zh")).toBeNull();
  });

  it("leaves what is not such a date as it is", () => {
    expect(inLanguage("not a date", "zh")).toBe("not a date");
    expect(formatDate("", "zh")).toBe("");
  });
});
