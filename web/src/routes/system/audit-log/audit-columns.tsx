import { Stack, Text } from "@mantine/core";
import { auditActionText, auditAreaText, auditChangeText, auditTargetText } from "#rules";
import type { Translate } from "@/i18n/i18n";
import { auditAreaCode, auditWordsOf, type AuditEntryRow } from "@/shared/history";
import type { DataColumn } from "@/shared/list";

export type AuditRow = AuditEntryRow;

const nowrap = { whiteSpace: "nowrap" } as const;

/** Who changed what and when, each changed field on its own line in words (rules/audit-words.ts). */
export function auditColumns(
  t: Translate,
  formatTime: (iso: string | null | undefined) => string | null,
): DataColumn<AuditRow>[] {
  const words = auditWordsOf(t);
  return [
    {
      key: "time",
      label: t("auditLog.time"),
      fixed: true,
      cell: (row) => (
        <Text size="sm" style={nowrap}>
          {formatTime(row.time)}
        </Text>
      ),
    },
    {
      key: "actor",
      label: t("auditLog.actor"),
      cell: (row) => (
        <Text size="sm" style={nowrap}>
          {row.actor}
        </Text>
      ),
    },
    { key: "area", label: t("auditLog.area"), cell: (row) => auditAreaText(auditAreaCode(row.area), words) },
    {
      key: "action",
      label: t("auditLog.action"),
      cell: (row) => (
        <Text size="sm" fw={500} style={nowrap}>
          {auditActionText(row.action, words)}
        </Text>
      ),
    },
    {
      key: "target",
      label: t("auditLog.target"),
      cell: (row) => (
        <Text size="sm" fw={600} style={{ overflowWrap: "anywhere" }}>
          {auditTargetText(auditAreaCode(row.area), row.targetName, words) || "–"}
        </Text>
      ),
    },
    {
      key: "changes",
      label: t("auditLog.changes"),
      minWidth: 320,
      cell: (row) => (
        <Stack gap={2} component="ul" p={0} m={0} style={{ listStyle: "none" }}>
          {row.changes.map((change) => (
            <Text key={change.field} size="sm" component="li" style={{ overflowWrap: "anywhere" }}>
              {auditChangeText(auditAreaCode(row.area), change, words)}
            </Text>
          ))}
        </Stack>
      ),
    },
  ];
}
