import { Badge, Group, Text } from "@mantine/core";
import { graphql } from "@/gql";
import type { WebhookDeliveryStatus, WebhookRow_WebhookFragment } from "@/gql/graphql";
import type { Translate } from "@/i18n/i18n";
import type { DataColumn } from "@/shared/list";

export const WebhookRow_webhook = graphql(`
  fragment WebhookRow_webhook on Webhook {
    id
    url
    events
    description
    enabled
    disabledReason
    createTime
    lastDelivery {
      status
      time
      httpStatus
    }
  }
`);

export type WebhookRow = WebhookRow_WebhookFragment;

const STATUS_COLOR: Record<WebhookDeliveryStatus, string> = {
  PENDING: "orange",
  SENDING: "blue",
  SUCCEEDED: "green",
  FAILED: "red",
};

export function DeliveryStatusBadge({ status, t }: { status: WebhookDeliveryStatus; t: Translate }) {
  return (
    // Never cut short: the word is the cell's whole point.
    <Badge color={STATUS_COLOR[status]} variant="light" style={{ minWidth: "max-content" }}>
      {t(`webhooks.status.${status}`)}
    </Badge>
  );
}

/** The webhook list's columns: never the secret. */
export function webhookColumns(t: Translate, format: (iso: string | null) => string | null): DataColumn<WebhookRow>[] {
  return [
    {
      key: "url",
      label: t("webhooks.url"),
      fixed: true,
      minWidth: 220,
      cell: (webhook) => (
        <div>
          <Text size="sm" fw={600} style={{ overflowWrap: "anywhere" }}>
            {webhook.url}
          </Text>
          {webhook.description ? (
            <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
              {webhook.description}
            </Text>
          ) : null}
        </div>
      ),
    },
    {
      key: "events",
      label: t("webhooks.events"),
      minWidth: 180,
      cell: (webhook) => (
        <Group gap={4}>
          {webhook.events.map((event) => (
            <Badge key={event} variant="light" color="gray" tt="none">
              {t(`webhooks.event.${event}`)}
            </Badge>
          ))}
        </Group>
      ),
    },
    {
      key: "enabled",
      label: t("webhooks.enabled"),
      width: 100,
      cell: (webhook) => (
        <div>
          <Badge color={webhook.enabled ? "green" : "gray"} variant="light">
            {webhook.enabled ? t("webhooks.on") : t("webhooks.off")}
          </Badge>
          {webhook.disabledReason ? (
            <Text size="xs" c="red.8">
              {t("webhooks.disabledBecause", { reason: webhook.disabledReason })}
            </Text>
          ) : null}
        </div>
      ),
    },
    {
      key: "lastDelivery",
      label: t("webhooks.lastDelivery"),
      minWidth: 170,
      cell: (webhook) =>
        webhook.lastDelivery ? (
          <div>
            <Group gap={6} wrap="nowrap">
              <DeliveryStatusBadge status={webhook.lastDelivery.status} t={t} />
              {webhook.lastDelivery.httpStatus !== null ? (
                <Text size="sm">{webhook.lastDelivery.httpStatus}</Text>
              ) : null}
            </Group>
            <Text size="xs" c="dimmed">
              {format(webhook.lastDelivery.time)}
            </Text>
          </div>
        ) : (
          <Text size="sm" c="dimmed">
            {t("webhooks.noDelivery")}
          </Text>
        ),
    },
  ];
}
