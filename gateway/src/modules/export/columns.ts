/** What a list export is made of, whatever its file format: a cell value, and a column's header and filler. */
import { toMoney } from "../../scalars";
import { formatDate, formatDateTime, timeHeader } from "./formats";

export type ExportCell = string | number | null | undefined;

export interface ExportColumn<T> {
  header: string;
  /**
   * A money column: its values are decimal strings with 2 places (the `Money` scalar's). CSV writes them as they
   * are, XLSX as numbers shown with 2 decimals, so a spreadsheet can add them up.
   */
  money?: boolean;
  /**
   * A date (`MM/dd/yyyy`) or time (`MM/dd/yyyy HH:mm`, the tenant's wall clock) column: CSV writes the text, XLSX a
   * date a spreadsheet can sort, filter and compute with, shown in the same format.
   */
  date?: "date" | "dateTime";
  value(row: T): ExportCell;
}

/** Money as the `Money` scalar writes it: digits, a point and 2 decimals, maybe negative. */
export const MONEY_TEXT = /^-?\d+\.\d{2}$/;

/** Whether a cell of this column is written as money rather than as text. */
export const isMoneyCell = (column: { money?: boolean }, value: ExportCell): value is string =>
  column.money === true && typeof value === "string" && MONEY_TEXT.test(value);

/** A money column of the `Money` scalar's amounts (2 decimals, floored). */
export const moneyColumn = <T>(header: string, amount: (row: T) => string): ExportColumn<T> => ({
  header,
  money: true,
  value: (row) => toMoney(amount(row)),
});

/** A time column: `MM/dd/yyyy HH:mm` in `timeZone`, which its header names. */
export const timeColumn = <T>(title: string, timeZone: string, time: (row: T) => string | null): ExportColumn<T> => ({
  header: timeHeader(title, timeZone),
  date: "dateTime",
  value: (row) => formatDateTime(time(row), timeZone),
});

/** A calendar date column (`YYYY-MM-DD` values): `MM/dd/yyyy`. */
export const dateColumn = <T>(header: string, date: (row: T) => string | null): ExportColumn<T> => ({
  header,
  date: "date",
  value: (row) => formatDate(date(row)),
});
