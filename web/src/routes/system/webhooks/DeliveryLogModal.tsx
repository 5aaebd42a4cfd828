import { useState } from "react";
import {
  ActionIcon,
  Button,
  Code,
  Group,
  Modal,
  Pagination,
  ScrollArea,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from "@mantine/core";
import { useMutation, useQuery } from "@apollo/client/react";
import { IconRefresh } from "@tabler/icons-react";
import { graphql } from "@/gql";
import { useI18n } from "@/i18n/i18n";
import { useCan } from "@/layout/shell-context";
import { showSuccessToast } from "@/shared/notify";
import { useTenantTime } from "@/shared/time/use-tenant-time";
import { DeliveryStatusBadge, type WebhookRow } from "./webhook-columns";

const PAGE_SIZE = 10;

export const WebhookDeliveriesQuery = graphql(`
  query WebhookDeliveries($webhookId: ID!, $page: PageInput) {
    webhookDeliveries(webhookId: $webhookId, page: $page) {
      items {
        id
        eventType
        status
        attempt
        httpStatus
        durationMs
        responseExcerpt
        createTime
        lastAttemptTime
      }
      total
    }
  }
`);

const RedeliverMutation = graphql(`
  mutation RedeliverWebhookDelivery($id: ID!) {
    redeliverWebhookDelivery(id: $id) {
      id
      status
      httpStatus
    }
  }
`);

/** A webhook's delivery log, newest first, paged on the server, with Redeliver for those who may. */
export function DeliveryLogModal({ webhook, onClose }: { webhook?: WebhookRow; onClose(): void }) {
  const { t } = useI18n();
  return (
    <Modal
      opened={webhook !== undefined}
      onClose={onClose}
      title={t("webhooks.deliveriesTitle", { url: webhook?.url ?? "" })}
      size={1000}
      centered
    >
      {webhook ? <DeliveryLog webhookId={webhook.id} onClose={onClose} /> : null}
    </Modal>
  );
}

function DeliveryLog({ webhookId, onClose }: { webhookId: string; onClose(): void }) {
  const { t } = useI18n();
  const can = useCan();
  const { format } = useTenantTime();
  const [page, setPage] = useState(1);
  const log = useQuery(WebhookDeliveriesQuery, {
    variables: { webhookId, page: { number: page, size: PAGE_SIZE } },
    fetchPolicy: "cache-and-network",
  });
  const [redeliver, redelivering] = useMutation(RedeliverMutation);
  const rows = log.data?.webhookDeliveries.items ?? [];
  const total = log.data?.webhookDeliveries.total ?? 0;
  return (
    <Stack>
      {rows.length === 0 && !log.loading ? <Text c="dimmed">{t("delivery.empty")}</Text> : null}
      {rows.length > 0 ? (
        <ScrollArea type="auto">
          <Table striped miw={660} verticalSpacing="xs" horizontalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("delivery.time")}</Table.Th>
                <Table.Th>{t("delivery.event")}</Table.Th>
                <Table.Th>{t("delivery.status")}</Table.Th>
                <Table.Th>{t("delivery.httpStatus")}</Table.Th>
                <Table.Th>{t("delivery.duration")}</Table.Th>
                <Table.Th>{t("delivery.attempt")}</Table.Th>
                <Table.Th>{t("delivery.answer")}</Table.Th>
                {can("/webhook/redeliver") ? (
                  <Table.Th>
                    <VisuallyHidden>{t("delivery.redeliver")}</VisuallyHidden>
                  </Table.Th>
                ) : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((delivery) => (
                <Table.Tr key={delivery.id}>
                  <Table.Td miw={90}>{format(delivery.lastAttemptTime ?? delivery.createTime)}</Table.Td>
                  <Table.Td>
                    <Code>{delivery.eventType}</Code>
                  </Table.Td>
                  <Table.Td>
                    <DeliveryStatusBadge status={delivery.status} t={t} />
                  </Table.Td>
                  <Table.Td>{delivery.httpStatus ?? "—"}</Table.Td>
                  <Table.Td style={{ whiteSpace: "nowrap" }}>
                    {delivery.durationMs === null ? "—" : t("delivery.durationMs", { ms: delivery.durationMs })}
                  </Table.Td>
                  <Table.Td>{delivery.attempt}</Table.Td>
                  <Table.Td maw={220} miw={120}>
                    <Text size="xs" lineClamp={3} style={{ overflowWrap: "anywhere", fontFamily: "monospace" }}>
                      {delivery.responseExcerpt ?? ""}
                    </Text>
                  </Table.Td>
                  {can("/webhook/redeliver") ? (
                    <Table.Td>
                      <ActionIcon
                        variant="default"
                        aria-label={t("delivery.redeliver")}
                        title={t("delivery.redeliver")}
                        loading={redelivering.loading}
                        onClick={async () => {
                          const answer = await redeliver({ variables: { id: delivery.id } });
                          const status = answer.data?.redeliverWebhookDelivery.status;
                          if (status)
                            showSuccessToast(t("delivery.redelivered", { status: t(`webhooks.status.${status}`) }));
                          setPage(1);
                          await log.refetch({ webhookId, page: { number: 1, size: PAGE_SIZE } });
                        }}
                      >
                        <IconRefresh size={16} aria-hidden />
                      </ActionIcon>
                    </Table.Td>
                  ) : null}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      ) : null}
      <Group justify="space-between">
        {total > PAGE_SIZE ? (
          <Pagination total={Math.ceil(total / PAGE_SIZE)} value={page} onChange={setPage} size="sm" />
        ) : (
          <span />
        )}
        <Button variant="default" onClick={onClose}>
          {t("delivery.close")}
        </Button>
      </Group>
    </Stack>
  );
}
