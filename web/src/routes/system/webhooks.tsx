import { useState } from "react";
import { Button, Menu, Modal } from "@mantine/core";
import { useMutation } from "@apollo/client/react";
import { IconEdit, IconKey, IconList, IconPlus, IconSend, IconTrash, IconWebhook } from "@tabler/icons-react";
import { graphql } from "@/gql";
import { useI18n } from "@/i18n/i18n";
import { useCan } from "@/layout/shell-context";
import { ConfirmDialog } from "@/shared/ConfirmDialog";
import { PagedList, RowActions, usePagedListQuery } from "@/shared/list";
import { showErrorToast, showSuccessToast } from "@/shared/notify";
import { useTenantTime } from "@/shared/time/use-tenant-time";
import { DeliveryLogModal } from "./webhooks/DeliveryLogModal";
import { webhookColumns, WebhookRow_webhook, type WebhookRow } from "./webhooks/webhook-columns";
import { WebhookFormModal } from "./webhooks/WebhookFormModal";
import { WebhookSecret } from "./webhooks/WebhookSecret";

const WebhooksQuery = graphql(`
  query Webhooks($page: PageInput) {
    webhooks(page: $page) {
      items {
        ...WebhookRow_webhook
      }
      total
    }
  }
`);

const DeleteWebhookMutation = graphql(`
  mutation DeleteWebhook($id: ID!) {
    deleteWebhook(id: $id)
  }
`);

const RotateWebhookSecretMutation = graphql(`
  mutation RotateWebhookSecret($id: ID!) {
    rotateWebhookSecret(id: $id) {
      secret
    }
  }
`);

const SendTestWebhookMutation = graphql(`
  mutation SendTestWebhook($id: ID!) {
    sendTestWebhook(id: $id) {
      id
      status
      httpStatus
      responseExcerpt
    }
  }
`);

type Action = "log" | "test" | "edit" | "rotate" | "delete";

/**
 * Webhooks: endpoints the tenant's events are POSTed to, signed (docs/system-contract.md section 12). The secret is
 * shown once, after Add or Rotate; each row offers only what the user may do.
 */
export default function WebhooksScreen() {
  const { t } = useI18n();
  const can = useCan();
  const { format } = useTenantTime();
  const list = usePagedListQuery({
    query: WebhooksQuery,
    row: WebhookRow_webhook,
    filterKeys: [],
    variables: (_filters, page) => ({ page }),
    page: (data) => data.webhooks,
  });
  const [editing, setEditing] = useState<WebhookRow | "new">();
  const [secret, setSecret] = useState<string>();
  const [deleting, setDeleting] = useState<WebhookRow>();
  const [rotating, setRotating] = useState<WebhookRow>();
  const [logOf, setLogOf] = useState<WebhookRow>();
  const [deleteWebhook] = useMutation(DeleteWebhookMutation, { context: { errorHandling: "local" } });
  const [rotateSecret] = useMutation(RotateWebhookSecretMutation, { context: { errorHandling: "local" } });
  const [sendTest] = useMutation(SendTestWebhookMutation);

  async function test(webhook: WebhookRow) {
    const answer = await sendTest({ variables: { id: webhook.id } });
    const delivery = answer.data?.sendTestWebhook;
    if (delivery?.status === "SUCCEEDED")
      showSuccessToast(t("webhooks.testSent", { status: delivery.httpStatus ?? "" }));
    else if (delivery)
      showErrorToast(
        t("webhooks.testFailed", {
          reason: delivery.httpStatus ? `HTTP ${delivery.httpStatus}` : (delivery.responseExcerpt ?? ""),
        }),
      );
    list.refetch();
  }

  const addButton = can("/webhook/add") ? (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing("new")}>
      {t("webhooks.add")}
    </Button>
  ) : undefined;

  const actions: Array<{ action: Action; label: string; allowed: boolean; icon: React.ReactNode; red?: boolean }> = [
    { action: "log", label: t("webhooks.deliveries"), allowed: true, icon: <IconList size={16} aria-hidden /> },
    {
      action: "test",
      label: t("webhooks.test"),
      allowed: can("/webhook/test"),
      icon: <IconSend size={16} aria-hidden />,
    },
    {
      action: "edit",
      label: t("webhooks.edit"),
      allowed: can("/webhook/edit"),
      icon: <IconEdit size={16} aria-hidden />,
    },
    {
      action: "rotate",
      label: t("webhooks.rotate"),
      allowed: can("/webhook/rotate"),
      icon: <IconKey size={16} aria-hidden />,
    },
    {
      action: "delete",
      label: t("webhooks.delete"),
      allowed: can("/webhook/delete"),
      icon: <IconTrash size={16} aria-hidden />,
      red: true,
    },
  ];

  function act(action: Action, webhook: WebhookRow) {
    if (action === "log") setLogOf(webhook);
    if (action === "test") void test(webhook);
    if (action === "edit") setEditing(webhook);
    if (action === "rotate") setRotating(webhook);
    if (action === "delete") setDeleting(webhook);
  }

  return (
    <>
      <PagedList
        list={list}
        columns={webhookColumns(t, format)}
        actions={addButton}
        toolbar={(columnChooser) => columnChooser}
        rowActions={(webhook) => (
          <RowActions label={t("webhooks.rowActions", { url: webhook.url })}>
            {actions
              .filter((entry) => entry.allowed)
              .map((entry) => (
                <Menu.Item
                  key={entry.action}
                  color={entry.red ? "red" : undefined}
                  leftSection={entry.icon}
                  onClick={() => act(entry.action, webhook)}
                >
                  {entry.label}
                </Menu.Item>
              ))}
          </RowActions>
        )}
        skeletonRows={3}
        minWidth={740}
        empty={{
          icon: <IconWebhook size={28} aria-hidden />,
          title: t("webhooks.emptyTitle"),
          description: t("webhooks.emptyText"),
          action: addButton,
        }}
      />
      <WebhookFormModal
        opened={editing !== undefined}
        webhook={editing === "new" ? undefined : editing}
        onClose={() => setEditing(undefined)}
        onSaved={(made) => {
          setEditing(undefined);
          if (made) setSecret(made);
          list.refetch();
        }}
      />
      <Modal
        opened={secret !== undefined}
        onClose={() => setSecret(undefined)}
        title={t("webhooks.secretTitle")}
        centered
        size="lg"
      >
        {secret ? <WebhookSecret secret={secret} onDone={() => setSecret(undefined)} /> : null}
      </Modal>
      <DeliveryLogModal webhook={logOf} onClose={() => setLogOf(undefined)} />
      <ConfirmDialog
        opened={rotating !== undefined}
        onClose={() => setRotating(undefined)}
        title={t("webhooks.rotateTitle")}
        confirmLabel={t("webhooks.rotate")}
        confirmColor="blue"
        action={async () => {
          const answer = await rotateSecret({ variables: { id: rotating?.id ?? "" } });
          if (answer.data) setSecret(answer.data.rotateWebhookSecret.secret);
          return answer;
        }}
        onDone={() => list.refetch()}
      >
        {t("webhooks.rotateText")}
      </ConfirmDialog>
      <ConfirmDialog
        opened={deleting !== undefined}
        onClose={() => setDeleting(undefined)}
        title={t("webhooks.deleteTitle")}
        confirmLabel={t("webhooks.delete")}
        action={() => deleteWebhook({ variables: { id: deleting?.id ?? "" } })}
        onDone={() => {
          showSuccessToast(t("webhooks.deleted"));
          list.refetch();
        }}
      >
        {deleting ? t("webhooks.deleteText", { url: deleting.url }) : null}
      </ConfirmDialog>
    </>
  );
}
