import { useState } from "react";
import { Badge, Group, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { IconHistory } from "@tabler/icons-react";
import { getFragmentData, graphql } from "@/gql";
import type { AuditArea } from "@/gql/graphql";
import { useI18n } from "@/i18n/i18n";
import { useCan } from "@/layout/shell-context";
import { LoadError } from "@/shared/LoadError";
import { ListPagination } from "@/shared/list";
import { useTenantTime } from "@/shared/time/use-tenant-time";
import { auditActionText, auditChangeText, auditTargetText } from "#rules";
import { AuditEntry_auditEntry } from "./audit-entry";
import { auditAreaCode, auditWordsOf } from "./history-text";

export const HISTORY_PAGE_SIZE = 10;

/** Named so a save can read the panel again (`refetchQueries: ["HistoryPanel"]`). */
const HistoryPanelQuery = graphql(`
  query HistoryPanel($area: AuditArea, $targetId: ID, $page: PageInput) {
    auditTrail(area: $area, targetId: $targetId, page: $page) {
      items {
        ...AuditEntry_auditEntry
      }
      total
    }
  }
`);

interface HistoryPanelProps {
  /** The audit area (docs/system-contract.md section 8). */
  area: AuditArea;
  /** One record's history; the whole area's without it. */
  targetId?: string;
}

/**
 * Who changed what and when, newest first: each change with its field, old and new value; a secret only as "changed".
 * Shown only to users holding `/audit/list` ("View Change History").
 */
export function HistoryPanel(props: HistoryPanelProps) {
  const can = useCan();
  return can("/audit/list") ? <HistoryEntries {...props} /> : null;
}

function HistoryEntries({ area, targetId }: HistoryPanelProps) {
  const { t } = useI18n();
  const words = auditWordsOf(t);
  const areaCode = auditAreaCode(area);
  const time = useTenantTime();
  const [page, setPage] = useState(1);
  const { data, previousData, error, refetch } = useQuery(HistoryPanelQuery, {
    variables: { area, targetId, page: { number: page, size: HISTORY_PAGE_SIZE } },
    fetchPolicy: "cache-and-network",
  });
  const shown = (data ?? previousData)?.auditTrail;
  const titleId = `history-${area}`;

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={titleId}>
      <Group gap="xs" mb="md" wrap="nowrap">
        <IconHistory size={20} aria-hidden />
        <Title order={2} fz="lg" id={titleId}>
          {t("history.title")}
        </Title>
      </Group>
      {error && !shown ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : !shown ? (
        <Stack gap="sm" aria-busy>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} h={44} radius="sm" />
          ))}
        </Stack>
      ) : shown.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("history.empty")}
        </Text>
      ) : (
        <>
          <Stack gap={0} component="ol" p={0} m={0} style={{ listStyle: "none" }}>
            {getFragmentData(AuditEntry_auditEntry, shown.items).map((entry) => (
              <Stack
                key={entry.id}
                component="li"
                gap={4}
                py="sm"
                style={{ borderTop: "1px solid var(--mantine-color-default-border)" }}
              >
                <Group gap="xs" wrap="wrap">
                  <Badge variant="light" size="sm">
                    {auditActionText(entry.action, words)}
                  </Badge>
                  {entry.targetName ? (
                    <Text size="sm" fw={600}>
                      {auditTargetText(areaCode, entry.targetName, words)}
                    </Text>
                  ) : null}
                  <Text size="sm" c="dimmed">
                    {t("history.by", { actor: entry.actor, time: time.format(entry.time) ?? "" })}
                  </Text>
                </Group>
                {entry.changes.length ? (
                  <Stack gap={2} component="ul" pl="md" m={0}>
                    {entry.changes.map((change) => (
                      <Text key={change.field} size="sm" component="li" style={{ overflowWrap: "anywhere" }}>
                        {auditChangeText(areaCode, change, words)}
                      </Text>
                    ))}
                  </Stack>
                ) : null}
              </Stack>
            ))}
          </Stack>
          <ListPagination page={page} pageSize={HISTORY_PAGE_SIZE} total={shown.total} onChange={setPage} />
        </>
      )}
    </Paper>
  );
}
