export { AuditEntry_auditEntry, type AuditEntryRow } from "./audit-entry";
export { HistoryPanel } from "./HistoryPanel";
export { auditAreaCode, auditWordsOf } from "./history-text";
export { useRefreshHistory } from "./use-refresh-history";
