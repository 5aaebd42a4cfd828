/**
 * CSV for spreadsheets (RFC 4180): comma separated, CRLF line ends, cells quoted when they hold a comma, quote or line
 * break. The file starts with a UTF-8 byte order mark, without which Excel reads UTF-8 (e.g. Chinese names) as ANSI.
 */
export const CSV_BOM = "\uFEFF";
export const CSV_CONTENT_TYPE = "text/csv; charset=utf-8";

export type CsvCell = string | number | null | undefined;

/** Spreadsheets run a cell that starts like a formula; a leading apostrophe keeps it text (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  const text = typeof value === "number" ? String(value) : FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(cells: readonly CsvCell[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}

/** One column of an export: its header and how a row fills it. */
export interface CsvColumn<T> {
  header: string;
  value(row: T): CsvCell;
}

export const csvHeader = <T>(columns: readonly CsvColumn<T>[]) => csvLine(columns.map((column) => column.header));
export const csvRow = <T>(columns: readonly CsvColumn<T>[], row: T) =>
  csvLine(columns.map((column) => column.value(row)));
