export { HistoryPanel } from "./HistoryPanel";
export { auditAreaCode, auditWordsOf } from "./history-text";
export { useRefreshHistory } from "./use-refresh-history";
