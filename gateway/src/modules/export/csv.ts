/**
 * CSV for spreadsheets (RFC 4180): comma separated, CRLF line ends, cells quoted when they hold a comma, quote or line
 * break. The file starts with a UTF-8 byte order mark, without which Excel reads UTF-8 (e.g. Chinese names) as ANSI.
 */
import type { ExportCell, ExportColumn } from "./columns";

export const CSV_BOM = "\uFEFF";
export const CSV_CONTENT_TYPE = "text/csv; charset=utf-8";

/** Spreadsheets run a cell that starts like a formula; a leading apostrophe keeps it text (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: ExportCell): string {
  if (value === null || value === undefined) return "";
  const text = typeof value === "number" ? String(value) : FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(cells: readonly ExportCell[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}

export const csvHeader = <T>(columns: readonly ExportColumn<T>[]) => csvLine(columns.map((column) => column.header));
export const csvRow = <T>(columns: readonly ExportColumn<T>[], row: T) =>
  csvLine(columns.map((column) => column.value(row)));
