/**
 * Reading the gateway's export files as a spreadsheet user's tools would: CSV by RFC 4180 (BOM checked and dropped),
 * XLSX with ExcelJS. Shared by the export test files.
 */
import ExcelJS from "exceljs";
import { expect } from "vitest";

export const CSV_TYPE = "text/csv; charset=utf-8";
export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** `GET /exports/<file>?<query>` with the bearer token (none when null). */
export function exportFile(gatewayUrl: string, file: string, query: Record<string, string>, token: string | null) {
  const search = new URLSearchParams(query).toString();
  return fetch(`${gatewayUrl}/exports/${file}${search ? `?${search}` : ""}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

/** RFC 4180 rows of a text without its BOM. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(cell);
      cell = "";
    } else if (char === "\r" && text[index + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      index++;
    } else cell += char;
  }
  return rows;
}

/** A CSV answer's rows, header first; the file must start with the UTF-8 byte order mark. */
export async function readCsv(response: Response): Promise<string[][]> {
  expect(response.headers.get("content-type")).toBe(CSV_TYPE);
  const bytes = Buffer.from(await response.arrayBuffer());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return parseCsv(bytes.subarray(3).toString("utf8"));
}

export interface Workbook {
  sheet: string;
  /** Every cell as a spreadsheet shows it (numbers with their `0.00` format applied, empty cells as ""). */
  rows: string[][];
  /** Every cell as ExcelJS read it (numbers stay numbers). */
  cells: ExcelJS.Worksheet;
  frozen: boolean;
}

/**
 * A date cell as a spreadsheet shows it with its format (`mm/dd/yyyy`, maybe ` hh:mm`): ExcelJS reads the wall clock
 * the file holds as a UTC instant.
 */
function shownDate(value: Date, format: string | undefined): string {
  const [date, time] = value.toISOString().split("T");
  const [year, month, day] = date.split("-");
  const shown = `${month}/${day}/${year}`;
  if (format === "mm/dd/yyyy") return shown;
  expect(format).toBe("mm/dd/yyyy hh:mm");
  return `${shown} ${time.slice(0, 5)}`;
}

export async function readWorkbook(response: Response): Promise<Workbook> {
  expect(response.headers.get("content-type")).toBe(XLSX_TYPE);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  const worksheet = workbook.worksheets[0];
  const rows: string[][] = [];
  worksheet.eachRow({ includeEmpty: true }, (row) => {
    rows.push(
      Array.from({ length: worksheet.columnCount }, (_, index) => {
        const cell = row.getCell(index + 1);
        if (cell.value === null || cell.value === undefined) return "";
        if (cell.value instanceof Date) return shownDate(cell.value, cell.numFmt);
        return typeof cell.value === "number" && cell.numFmt === "0.00" ? cell.value.toFixed(2) : String(cell.value);
      }),
    );
  });
  const view = worksheet.views[0];
  return { sheet: worksheet.name, rows, cells: worksheet, frozen: view?.state === "frozen" && view.ySplit === 1 };
}

/** A column's cells of the data rows, by header. */
export function column(rows: string[][], header: string): string[] {
  const index = rows[0].indexOf(header);
  expect(index, `no column ${header} in ${rows[0].join(", ")}`).toBeGreaterThanOrEqual(0);
  return rows.slice(1).map((row) => row[index]);
}
