import type { Translation } from "../define-messages";

/** File exports of the lists (passengers, trips, orders, refund orders, transactions): CSV or Excel. */
export const exportEn = {
  "export.exportAs": "Export",
  "export.csv": "CSV (.csv)",
  "export.xlsx": "Excel (.xlsx)",
  "export.exporting": "Exporting…",
  "export.exportingRows": "Exporting… {rows, plural, one {# row} other {# rows}}",
  "export.exportingOf": "Exporting… {rows} of {total}",
  "export.exportingTotal": "Exporting {total, plural, one {# row} other {# rows}}…",
  "export.cancelExport": "Cancel export",
  "export.exported": "Exported {rows, plural, one {# row} other {# rows}} to {file}",
};

export const exportZh: Translation<typeof exportEn> = {
  "export.exportAs": "导出",
  "export.csv": "CSV 文件 (.csv)",
  "export.xlsx": "Excel 工作簿 (.xlsx)",
  "export.exporting": "正在导出…",
  "export.exportingRows": "正在导出… {rows} 行",
  "export.exportingOf": "正在导出… {rows} / {total}",
  "export.exportingTotal": "正在导出 {total} 行…",
  "export.cancelExport": "取消导出",
  "export.exported": "已导出 {rows} 行到 {file}",
};
