/** What a list export is made of, whatever its file format: a cell value, and a column's header and filler. */
export type ExportCell = string | number | null | undefined;

export interface ExportColumn<T> {
  header: string;
  value(row: T): ExportCell;
}
