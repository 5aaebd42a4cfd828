/**
 * CSV for spreadsheets (RFC 4180): comma separated, CRLF line ends, cells quoted when they hold a comma, quote or line
 * break. The file starts with a UTF-8 byte order mark, without which Excel reads UTF-8 (e.g. Chinese names) as ANSI.
 */
import { isMoneyCell, type ExportCell, type ExportColumn } from "./columns";

export const CSV_BOM = "\uFEFF";
export const CSV_CONTENT_TYPE = "text/csv; charset=utf-8";

/**
 * Spreadsheets run a cell that starts like a formula (`=`, `+`, `-`, `@`, tab, carriage return), whatever follows:
 * a leading apostrophe keeps such text text (CSV injection). Every text cell is guarded, numeric-looking or not
 * ("-1+1" is a formula too); only numbers and money columns' 2-decimal amounts are written bare.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function guardFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

export function csvCell(value: ExportCell, money = false): string {
  if (value === null || value === undefined) return "";
  const text = typeof value === "number" || isMoneyCell({ money }, value) ? String(value) : guardFormula(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(cells: readonly ExportCell[], moneyColumns: readonly boolean[] = []): string {
  return `${cells.map((cell, index) => csvCell(cell, moneyColumns[index])).join(",")}\r\n`;
}

/** Lines are handed on in batches of about this many characters rather than one write per row. */
const BATCH_CHARS = 32 * 1024;

/** The file's text, chunk by chunk: the BOM and header row first, then the rows' lines as `rows` yields them. */
export async function* csvChunks<T>(
  columns: readonly ExportColumn<T>[],
  rows: AsyncIterable<T>,
): AsyncGenerator<string> {
  const money = columns.map((column) => column.money === true);
  let batch = CSV_BOM + csvLine(columns.map((column) => column.header));
  for await (const row of rows) {
    batch += csvLine(
      columns.map((column) => column.value(row)),
      money,
    );
    if (batch.length >= BATCH_CHARS) {
      yield batch;
      batch = "";
    }
  }
  yield batch;
}
