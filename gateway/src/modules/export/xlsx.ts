/**
 * XLSX (Office Open XML spreadsheet) written as the rows arrive: one worksheet of inline strings and numbers, the
 * header row bold and frozen. fflate zips the package; the fixed parts are a few hundred bytes and the sheet is
 * deflated chunk by chunk, so a long export holds one batch of rows in memory, as the CSV does. Text cells are
 * inline strings, never formulas, so the CSV's formula guard is not needed here; money columns are numbers shown with
 * 2 decimals (their exact decimal text is what the file holds); date and time columns are dates (serial numbers shown
 * `mm/dd/yyyy` and `mm/dd/yyyy hh:mm`, the console's format), so a spreadsheet sorts and filters them as dates.
 */
import { isMoneyCell, type ExportCell, type ExportColumn } from "./columns";

export const XLSX_CONTENT_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

const SPREADSHEET_NS = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
const RELATIONSHIPS_NS = "http://schemas.openxmlformats.org/package/2006/relationships";
const OFFICE_REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const SHEET_PATH = "xl/worksheets/sheet1.xml";
/** Excel's limit for one cell's text. */
const CELL_TEXT_MAX = 32_767;
/** Rows are handed to the compressor in batches of about this many characters. */
const BATCH_CHARS = 64 * 1024;
const HEADER_STYLE = 1;
/** Built-in number format 2 is `0.00`. */
const MONEY_STYLE = 2;
/** Custom number formats 164 and 165 (`styles.xml`): the console's date and date-time. */
const DATE_STYLE = 3;
const DATE_TIME_STYLE = 4;
/** A cell of a date column as the export writes it: `MM/dd/yyyy`, maybe ` HH:mm` (columns.ts). */
const DATE_TEXT = /^(\d{2})\/(\d{2})\/(\d{4})(?: (\d{2}):(\d{2}))?$/;
/** Day 0 of a spreadsheet's serial dates (1900 date system, as Excel counts them after February 1900). */
const SERIAL_EPOCH = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;

function packageParts(sheetName: string): [string, string][] {
  const mainType = "application/vnd.openxmlformats-officedocument.spreadsheetml";
  return [
    [
      "[Content_Types].xml",
      `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
        `<Default Extension="xml" ContentType="application/xml"/>` +
        `<Override PartName="/xl/workbook.xml" ContentType="${mainType}.sheet.main+xml"/>` +
        `<Override PartName="/${SHEET_PATH}" ContentType="${mainType}.worksheet+xml"/>` +
        `<Override PartName="/xl/styles.xml" ContentType="${mainType}.styles+xml"/></Types>`,
    ],
    [
      "_rels/.rels",
      `<Relationships xmlns="${RELATIONSHIPS_NS}">` +
        `<Relationship Id="rId1" Type="${OFFICE_REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ],
    [
      "xl/workbook.xml",
      `<workbook xmlns="${SPREADSHEET_NS}" xmlns:r="${OFFICE_REL}"><sheets>` +
        `<sheet name="${xmlText(validSheetName(sheetName))}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ],
    [
      "xl/_rels/workbook.xml.rels",
      `<Relationships xmlns="${RELATIONSHIPS_NS}">` +
        `<Relationship Id="rId1" Type="${OFFICE_REL}/worksheet" Target="worksheets/sheet1.xml"/>` +
        `<Relationship Id="rId2" Type="${OFFICE_REL}/styles" Target="styles.xml"/></Relationships>`,
    ],
    [
      "xl/styles.xml",
      `<styleSheet xmlns="${SPREADSHEET_NS}">` +
        `<numFmts count="2"><numFmt numFmtId="164" formatCode="mm/dd/yyyy"/>` +
        `<numFmt numFmtId="165" formatCode="mm/dd/yyyy hh:mm"/></numFmts>` +
        `<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font>` +
        `<font><b/><sz val="11"/><name val="Calibri"/></font></fonts>` +
        `<fills count="2"><fill><patternFill patternType="none"/></fill>` +
        `<fill><patternFill patternType="gray125"/></fill></fills>` +
        `<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>` +
        `<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>` +
        `<cellXfs count="5"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>` +
        `<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>` +
        `<xf numFmtId="2" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>` +
        `<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>` +
        `<xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs>` +
        `<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`,
    ],
  ];
}

/** Excel refuses a sheet name with `[ ] : * ? / \`, longer than 31 characters, or empty. */
function validSheetName(name: string): string {
  return (
    name
      .replace(/[[\]:*?/\\]/g, " ")
      .trim()
      .slice(0, 31) || "Sheet1"
  );
}

/** Characters XML 1.0 cannot carry at all (control characters, unpaired surrogates) are dropped. */
const NOT_XML =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

function xmlText(value: string): string {
  return value
    .replace(NOT_XML, "")
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;");
}

/** A column's letters: 0 → A, 25 → Z, 26 → AA. */
function columnName(index: number): string {
  let name = "";
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    name = String.fromCharCode(65 + ((rest - 1) % 26)) + name;
  }
  return name;
}

/** Readers such as ExcelJS need each cell's reference (`r="B7"`), though the format makes it optional. */
function cellXml(reference: string, value: ExportCell, style?: number): string {
  const attributes = `r="${reference}"${style === undefined ? "" : ` s="${style}"`}`;
  if (value === null || value === undefined || value === "") return `<c ${attributes}/>`;
  if (typeof value === "number" && Number.isFinite(value)) return `<c ${attributes}><v>${value}</v></c>`;
  const text = xmlText(String(value).slice(0, CELL_TEXT_MAX));
  return `<c ${attributes} t="inlineStr"><is><t xml:space="preserve">${text}</t></is></c>`;
}

const moneyXml = (reference: string, amount: string) => `<c r="${reference}" s="${MONEY_STYLE}"><v>${amount}</v></c>`;

/** A date column's text as a serial date (days since day 0, the time as a fraction), or undefined for other text. */
function serialDate(text: ExportCell): number | undefined {
  const parts = typeof text === "string" ? DATE_TEXT.exec(text) : null;
  if (!parts) return undefined;
  const [month, day, year, hour, minute] = parts.slice(1).map((part) => Number(part ?? 0));
  const days = (Date.UTC(year, month - 1, day) - SERIAL_EPOCH) / DAY_MS;
  return days + (hour * 60 + minute) / 1440;
}

function dateXml(reference: string, column: { date?: "date" | "dateTime" }, value: ExportCell): string | undefined {
  const serial = column.date ? serialDate(value) : undefined;
  if (serial === undefined) return undefined;
  const style = column.date === "date" ? DATE_STYLE : DATE_TIME_STYLE;
  return `<c r="${reference}" s="${style}"><v>${serial}</v></c>`;
}

function rowXml<T>(rowNumber: number, columns: readonly ExportColumn<T>[], row: T): string {
  const cells = columns.map((column, index) => {
    const reference = `${columnName(index)}${rowNumber}`;
    const value = column.value(row);
    if (isMoneyCell(column, value)) return moneyXml(reference, value);
    return dateXml(reference, column, value) ?? cellXml(reference, value);
  });
  return `<row r="${rowNumber}">${cells.join("")}</row>`;
}

const headerXml = (titles: readonly string[]) =>
  `<row r="1">${titles.map((title, index) => cellXml(`${columnName(index)}1`, title, HEADER_STYLE)).join("")}</row>`;

/** Header frozen on scroll; columns about as wide as their headers, a time column as wide as its times. */
function sheetStart(columns: readonly { header: string; date?: "date" | "dateTime" }[]): string {
  const titles = columns.map((column) => column.header);
  const widths = columns
    .map((column, index) => {
      const width = Math.max(column.date === "dateTime" ? 17 : 12, column.header.length + 4);
      return `<col min="${index + 1}" max="${index + 1}" width="${width}" customWidth="1"/>`;
    })
    .join("");
  return (
    `${XML_DECLARATION}<worksheet xmlns="${SPREADSHEET_NS}">` +
    `<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>` +
    `</sheetView></sheetViews><cols>${widths}</cols><sheetData>${headerXml(titles)}`
  );
}

/** The workbook's bytes, chunk by chunk, as `rows` yields them. */
export async function* xlsxChunks<T>(
  sheetName: string,
  columns: readonly ExportColumn<T>[],
  rows: AsyncIterable<T>,
): AsyncGenerator<Uint8Array> {
  // Loaded on the first workbook: a gateway that writes none keeps the compressor off its heap (docs/scale-contract.md
  // section 4).
  const { Zip, ZipDeflate, strToU8 } = await import("fflate");
  const ready: Uint8Array[] = [];
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    ready.push(chunk);
  });
  for (const [path, xml] of packageParts(sheetName)) {
    const part = new ZipDeflate(path, { level: 6 });
    zip.add(part);
    part.push(strToU8(XML_DECLARATION + xml), true);
  }
  const sheet = new ZipDeflate(SHEET_PATH, { level: 6 });
  zip.add(sheet);
  let batch = sheetStart(columns);
  let rowNumber = 1;
  for await (const row of rows) {
    rowNumber += 1;
    batch += rowXml(rowNumber, columns, row);
    if (batch.length >= BATCH_CHARS) {
      sheet.push(strToU8(batch));
      batch = "";
      yield* ready.splice(0);
    }
  }
  sheet.push(strToU8(`${batch}</sheetData></worksheet>`), true);
  zip.end();
  yield* ready.splice(0);
}
