export { DownloadError, useDownload } from "./download";
export { ExportButton } from "./ExportButton";
