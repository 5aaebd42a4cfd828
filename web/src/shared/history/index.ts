export { HistoryPanel } from "./HistoryPanel";
export { fieldLabelsUnder } from "./history-text";
export { useRefreshHistory } from "./use-refresh-history";
