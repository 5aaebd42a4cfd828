/** The export pieces on their own: CSV quoting and the page-by-page walk of an upstream list. */
import { describe, expect, it } from "vitest";
import { csvCell, csvLine } from "../../gateway/src/modules/export/csv";
import { formatDate, formatDateTime } from "../../gateway/src/modules/export/format-time";
import { openPagedList, type ListPage } from "../../gateway/src/modules/export/paged-list";

describe("csv", () => {
  it("quotes cells with commas, quotes and line breaks, and keeps Chinese text as it is", () => {
    expect(csvLine(["plain", "a,b", 'say "hi"', "two\nlines", "张伟", null, 3])).toBe(
      'plain,"a,b","say ""hi""","two\nlines",张伟,,3\r\n',
    );
  });

  it("keeps formula-like text from running in a spreadsheet", () => {
    expect(csvCell("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvCell("+1 555")).toBe("'+1 555");
    expect(csvCell("@x")).toBe("'@x");
    expect(csvCell(-5)).toBe("-5");
  });
});

describe("times", () => {
  it("writes dates MM/dd/yyyy and times in the tenant's zone, UTC for an unknown zone", () => {
    expect(formatDate("2025-07-01")).toBe("07/01/2025");
    expect(formatDateTime("2025-01-15T23:30:00.000Z", "America/New_York")).toBe("01/15/2025 18:30");
    expect(formatDateTime("2025-01-15T23:30:00.000Z", "Asia/Shanghai")).toBe("01/16/2025 07:30");
    expect(formatDateTime("2025-01-15T00:05:00.000Z", "Not/AZone")).toBe("01/15/2025 00:05");
    expect(formatDateTime(null, "UTC")).toBe("");
  });
});

describe("paged list", () => {
  const rows = Array.from({ length: 7 }, (_, index) => index + 1);
  const reader =
    (calls: number[]) =>
    async (pageNum: number, pageSize: number): Promise<ListPage<number>> => {
      calls.push(pageNum);
      return { list: rows.slice((pageNum - 1) * pageSize, pageNum * pageSize), total: rows.length };
    };

  it("reads the first page up front and the next ones only as rows are consumed", async () => {
    const calls: number[] = [];
    const list = await openPagedList(reader(calls), 3);
    expect(list.total).toBe(7);
    expect(calls).toEqual([1]);
    const seen: number[] = [];
    for await (const row of list.rows) {
      seen.push(row);
      if (row === 3) expect(calls).toEqual([1]);
    }
    expect(seen).toEqual(rows);
    expect(calls).toEqual([1, 2, 3]);
  });

  it("stops after an exactly full last page without asking for an empty one", async () => {
    const calls: number[] = [];
    const list = await openPagedList(async (pageNum, pageSize) => {
      calls.push(pageNum);
      return { list: rows.slice(0, 6).slice((pageNum - 1) * pageSize, pageNum * pageSize), total: 6 };
    }, 3);
    const seen: number[] = [];
    for await (const row of list.rows) seen.push(row);
    expect(seen).toHaveLength(6);
    expect(calls).toEqual([1, 2]);
  });

  it("lets a first-page refusal reach the caller before any row", async () => {
    await expect(openPagedList(() => Promise.reject(new Error("Not found")), 3)).rejects.toThrow("Not found");
  });
});
