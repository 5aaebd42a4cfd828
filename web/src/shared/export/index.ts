export { DownloadError, useDownload } from "./download";
export { ExportCsvButton } from "./ExportCsvButton";
