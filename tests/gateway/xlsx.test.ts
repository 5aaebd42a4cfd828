/** The XLSX writer on its own, read back with ExcelJS: text that XML must escape, numbers, money, and a long sheet. */
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import {
  dateColumn,
  moneyColumn,
  timeColumn,
  type ExportCell,
  type ExportColumn,
} from "../../gateway/src/modules/export/columns";
import { csvChunks } from "../../gateway/src/modules/export/csv";
import { xlsxChunks } from "../../gateway/src/modules/export/xlsx";

async function* rowsOf(rows: ExportCell[][]) {
  yield* rows;
}

const columnsOf = (header: string[]): ExportColumn<ExportCell[]>[] =>
  header.map((title, index) => ({ header: title, value: (row) => row[index] }));

async function write(columns: ExportColumn<ExportCell[]>[], rows: ExportCell[][], sheetName = "Sheet") {
  const chunks: Uint8Array[] = [];
  for await (const chunk of xlsxChunks(sheetName, columns, rowsOf(rows))) chunks.push(chunk);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await new Blob(chunks).arrayBuffer());
  return { worksheet: workbook.worksheets[0], chunks: chunks.length };
}

describe("xlsx", () => {
  it("keeps markup, quotes, Chinese and formula-like text as plain text, and numbers as numbers", async () => {
    const { worksheet } = await write(columnsOf(["Name", "Note", "Amount"]), [
      ["<b>Tom & Jerry</b>", 'say "hi"', 12.5],
      ["张伟", "=HYPERLINK(1)", -3],
      ["bell\u0007 tab\tok", null, undefined],
    ]);
    expect(worksheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(worksheet.getRow(2).values).toEqual([undefined, "<b>Tom & Jerry</b>", 'say "hi"', 12.5]);
    expect(worksheet.getRow(3).values).toEqual([undefined, "张伟", "=HYPERLINK(1)", -3]);
    expect(worksheet.getRow(3).getCell(2).type).toBe(ExcelJS.ValueType.String);
    expect(worksheet.getRow(4).getCell(1).value).toBe("bell tab\tok");
    expect(worksheet.getRow(4).getCell(2).value).toBeNull();
  });

  it("writes money as numbers shown with 2 decimals, and anything else in a money column as text", async () => {
    const columns = [moneyColumn<ExportCell[]>("Total", (row) => String(row[0]))];
    const { worksheet } = await write(columns, [["12.5"], ["-0.019"], ["1234567.89"]]);
    const cells = [2, 3, 4].map((row) => worksheet.getRow(row).getCell(1));
    expect(cells.map((cell) => cell.value)).toEqual([12.5, -0.02, 1234567.89]);
    expect(cells.every((cell) => cell.numFmt === "0.00")).toBe(true);
    const text = await write([{ header: "Total", money: true, value: () => "=1+1" }], [[null]]);
    expect(text.worksheet.getRow(2).getCell(1).type).toBe(ExcelJS.ValueType.String);
  });

  it("writes date and time columns as dates shown MM/DD/YYYY, the tenant's wall clock kept; other text as text (issue 61)", async () => {
    const columns = [
      dateColumn<ExportCell[]>("Travel date", (row) => row[0] as string | null),
      timeColumn<ExportCell[]>("Created time", "America/New_York", (row) => row[1] as string | null),
    ];
    const { worksheet } = await write(columns, [
      ["2026-12-04", "2026-12-05T01:49:00.000Z"],
      [null, null],
    ]);
    const [date, time] = [1, 2].map((column) => worksheet.getRow(2).getCell(column));
    expect(date.type).toBe(ExcelJS.ValueType.Date);
    expect(date.value).toEqual(new Date("2026-12-04T00:00:00.000Z"));
    expect(date.numFmt).toBe("mm/dd/yyyy");
    // 20:49 in New York is what the cell shows: a spreadsheet's dates carry no zone, the header names it.
    expect(time.type).toBe(ExcelJS.ValueType.Date);
    expect(time.value).toEqual(new Date("2026-12-04T20:49:00.000Z"));
    expect(time.numFmt).toBe("mm/dd/yyyy hh:mm");
    expect(worksheet.getRow(3).getCell(1).value).toBeNull();
    const text = await write([{ header: "Date", date: "date", value: () => "soon" }], [[null]]);
    expect(text.worksheet.getRow(2).getCell(1).value).toBe("soon");
  });

  it("keeps the CSV's dates as the text the console shows", async () => {
    const column = dateColumn<ExportCell[]>("Travel date", (row) => row[0] as string);
    const chunks: string[] = [];
    for await (const chunk of csvChunks([column], rowsOf([["2026-12-04"]]))) chunks.push(String(chunk));
    expect(chunks.join("")).toContain("12/04/2026");
  });

  it("streams a long sheet in several chunks and keeps every row in order", async () => {
    const rows = Array.from({ length: 5000 }, (_, index) => [`T${index}`, `Passenger ${index}`, index]);
    const { worksheet, chunks } = await write(columnsOf(["Ticket", "Passenger", "Index"]), rows, "Passengers & more");
    expect(chunks).toBeGreaterThan(2);
    expect(worksheet.name).toBe("Passengers & more");
    expect(worksheet.rowCount).toBe(5001);
    expect(worksheet.getRow(5001).values).toEqual([undefined, "T4999", "Passenger 4999", 4999]);
  });

  it("names the sheet as Excel allows: no [ ] : * ? / \\, at most 31 characters", async () => {
    const { worksheet } = await write(columnsOf(["A"]), [], "Q3/Q4: [draft]* passengers of the long summer");
    expect(worksheet.name).toBe("Q3 Q4   draft   passengers of t");
    expect((await write(columnsOf(["A"]), [], "/?*")).worksheet.name).toBe("Sheet1");
  });
});
