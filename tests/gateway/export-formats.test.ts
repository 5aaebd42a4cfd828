/**
 * The export pieces on their own: the CSV writer and its formula guard, cell formats, the query string read as a
 * GraphQL input, and the page-by-page walk of a list.
 */
import type { GraphQLError, GraphQLSchema } from "graphql";
import { beforeAll, describe, expect, it } from "vitest";
import { buildGatewaySchema } from "../../gateway/src/build-schema";
import { moneyColumn, type ExportColumn } from "../../gateway/src/modules/export/columns";
import { csvCell, csvChunks, csvLine } from "../../gateway/src/modules/export/csv";
import { formatDate, formatDateTime, formatPhone, timeHeader, todayIn } from "../../gateway/src/modules/export/formats";
import { openPagedList, type ListPage } from "../../gateway/src/modules/export/paged-list";
import { queryReader } from "../../gateway/src/modules/export/query-input";

async function* rowsOf<T>(rows: T[]) {
  yield* rows;
}

async function text(chunks: AsyncIterable<string>): Promise<string> {
  let all = "";
  for await (const chunk of chunks) all += chunk;
  return all;
}

describe("csv", () => {
  it("quotes cells with commas, quotes and line breaks, and keeps Chinese text as it is", () => {
    expect(csvLine(["plain", "a,b", 'say "hi"', "two\nlines", "张伟", null, 3])).toBe(
      'plain,"a,b","say ""hi""","two\nlines",张伟,,3\r\n',
    );
  });

  it("keeps any text that starts like a formula from running in a spreadsheet, numeric-looking or not", () => {
    expect(csvCell("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvCell("+1 2125551197")).toBe("'+1 2125551197");
    expect(csvCell("@x")).toBe("'@x");
    expect(csvCell("\tx")).toBe("'\tx");
    expect(csvCell("\rx")).toBe('"\'\rx"');
    // Stricter than a plain-number exemption: "-1+2" or "-5.00" as text is text, guarded like the rest.
    expect(csvCell("-1+2")).toBe("'-1+2");
    expect(csvCell("-5.00")).toBe("'-5.00");
    expect(csvCell(-5)).toBe("-5");
  });

  it("writes a money column's amounts bare, negative ones too, and guards anything else in it", () => {
    expect(csvCell("-5.00", true)).toBe("-5.00");
    expect(csvCell("12.50", true)).toBe("12.50");
    expect(csvCell("=1+1", true)).toBe("'=1+1");
    expect(csvCell("-1.5", true)).toBe("'-1.5");
  });

  it("starts with the byte order mark and the header row, then a line per row", async () => {
    const columns: ExportColumn<{ name: string; amount: string }>[] = [
      { header: "Name", value: (row) => row.name },
      moneyColumn("Amount", (row) => row.amount),
    ];
    const file = await text(csvChunks(columns, rowsOf([{ name: "-Minus", amount: "-3.456" }])));
    expect(file).toBe("\uFEFFName,Amount\r\n'-Minus,-3.46\r\n");
  });
});

describe("formats", () => {
  it("writes dates MM/dd/yyyy and times in the tenant's zone, UTC for an unknown zone", () => {
    expect(formatDate("2025-07-01")).toBe("07/01/2025");
    expect(formatDate(null)).toBe("");
    expect(formatDateTime("2025-01-15T23:30:00.000Z", "America/New_York")).toBe("01/15/2025 18:30");
    expect(formatDateTime("2025-01-15T23:30:00.000Z", "Asia/Shanghai")).toBe("01/16/2025 07:30");
    expect(formatDateTime("2025-01-15T00:05:00.000Z", "Not/AZone")).toBe("01/15/2025 00:05");
    expect(formatDateTime(null, "UTC")).toBe("");
    expect(timeHeader("Created time", "America/New_York")).toBe("Created time (America/New_York)");
    expect(timeHeader("Created time", "Not/AZone")).toBe("Created time (UTC)");
    expect(todayIn("Asia/Shanghai", new Date("2025-01-15T23:30:00.000Z"))).toBe("2025-01-16");
  });

  it("writes phones as the console does: country code, space, number", () => {
    expect(formatPhone("+1", "2125551197")).toBe("+1 2125551197");
    expect(formatPhone(null, "2125551197")).toBe("2125551197");
    expect(formatPhone("+1", null)).toBe("+1");
  });
});

describe("query string as a GraphQL input", () => {
  let schema: GraphQLSchema;
  beforeAll(async () => {
    schema = await buildGatewaySchema();
  });

  const refusal = (read: () => unknown): GraphQLError => {
    try {
      read();
    } catch (error) {
      return error as GraphQLError;
    }
    throw new Error("the query was accepted");
  };

  it("reads enum names, ISO times and ids as the filter type takes them, dropping blanks and unknown parameters", () => {
    const read = queryReader(schema, { inputType: "OrderFilter" });
    expect(
      read({ state: "UNPAID", dateFrom: "2025-01-01T05:00:00Z", tripId: "12", email: " ", timestamp: "1", x: "y" }),
    ).toEqual({ state: "UNPAID", dateFrom: new Date("2025-01-01T05:00:00Z"), tripId: "12" });
    expect(read({})).toEqual({});
  });

  it("refuses values the type does not take, every field at once, with the rules' messages", () => {
    const read = queryReader(schema, { inputType: "OrderFilter" });
    const error = refusal(() => read({ state: "SHIPPED", email: ["a", "b"] }));
    expect(error.extensions.code).toBe("BAD_USER_INPUT");
    expect(error.message).toBe("Invalid value");
    const fields = JSON.stringify(error.extensions.fields);
    for (const field of ["state", "email"]) expect(fields).toContain(field);
    const date = refusal(() => read({ dateFrom: "yesterday", dateTo: "2025-01-01T00:00:00Z" }));
    expect(date.message).toBe("Invalid date");
    expect(JSON.stringify(date.extensions.fields)).toContain("dateFrom");
    expect(JSON.stringify(date.extensions.fields)).not.toContain("dateTo");
  });

  it("reads a list field's own arguments, required ones included, leaving out the page", () => {
    const read = queryReader(schema, { fieldArguments: "reservations", except: ["page"] });
    expect(read({ tripId: "7", status: "CHECKED_IN", page: "2" })).toEqual({ tripId: "7", status: "CHECKED_IN" });
    const missing = refusal(() => read({ date: "2025-07-01" }));
    expect(missing.message).toBe("Required");
    expect(JSON.stringify(missing.extensions.fields)).toContain("tripId");
  });
});

describe("paged list", () => {
  const rows = Array.from({ length: 7 }, (_, index) => index + 1);
  const reader =
    (calls: number[], all = rows) =>
    async (pageNum: number, pageSize: number): Promise<ListPage<number>> => {
      calls.push(pageNum);
      return { items: all.slice((pageNum - 1) * pageSize, pageNum * pageSize), total: all.length };
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
    const list = await openPagedList(reader(calls, rows.slice(0, 6)), 3);
    const seen: number[] = [];
    for await (const row of list.rows) seen.push(row);
    expect(seen).toHaveLength(6);
    expect(calls).toEqual([1, 2]);
  });

  it("lets a first-page refusal reach the caller before any row", async () => {
    await expect(openPagedList(() => Promise.reject(new Error("Not found")), 3)).rejects.toThrow("Not found");
  });
});
