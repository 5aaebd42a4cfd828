import { defineMessages } from "../define-messages";

/** File exports of the lists (passengers, orders, refund orders, transactions): CSV, and Excel where offered. */
export const exportMessages = defineMessages(
  {
    "export.export": "Export CSV",
    "export.exportAs": "Export",
    "export.csv": "CSV (.csv)",
    "export.xlsx": "Excel (.xlsx)",
    "export.exporting": "Exporting…",
    "export.exportingRows": "Exporting… {rows} rows",
    "export.exportingOf": "Exporting… {rows} of {total}",
    "export.cancelExport": "Cancel export",
    "export.exported": "Exported {rows} rows to {file}",
  },
  {
    "export.export": "导出 CSV",
    "export.exportAs": "导出",
    "export.csv": "CSV 文件 (.csv)",
    "export.xlsx": "Excel 工作簿 (.xlsx)",
    "export.exporting": "正在导出…",
    "export.exportingRows": "正在导出… {rows} 行",
    "export.exportingOf": "正在导出… {rows} / {total}",
    "export.cancelExport": "取消导出",
    "export.exported": "已导出 {rows} 行到 {file}",
  },
);
