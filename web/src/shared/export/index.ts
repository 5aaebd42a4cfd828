export { DownloadError, useDownload } from "./download";
export { ExportButton } from "./ExportButton";
export { exportUrlOf } from "./export-url";
