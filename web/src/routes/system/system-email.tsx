import { useState } from "react";
import { Select } from "@mantine/core";
import { useMutation } from "@apollo/client/react";
import { IconMailPlus, IconPlus } from "@tabler/icons-react";
import { graphql } from "@/gql";
import { useI18n } from "@/i18n/i18n";
import { useCan, useShell } from "@/layout/shell-context";
import { ConfirmDialog } from "@/shared/ConfirmDialog";
import { LinkButton } from "@/shared/LinkButton";
import { ListToolbar, PagedList, useFilterDraft, usePagedListQuery } from "@/shared/list";
import { MailNotConfiguredAlert } from "@/shared/mail/MailNotConfiguredAlert";
import { showSuccessToast } from "@/shared/notify";
import { ReceiverActions } from "./system-email/ReceiverActions";
import { receiverColumns, ReceiverRow_emailReceiver, type ReceiverRow } from "./system-email/receiver-columns";
import { isReceiverType, RECEIVER_FILTER_KEYS, RECEIVER_TYPES, receiverTypeLabel } from "./system-email/receiver-types";

const SystemEmailQuery = graphql(`
  query SystemEmail($type: EmailReceiverType, $page: PageInput) {
    emailReceivers(type: $type, page: $page) {
      items {
        ...ReceiverRow_emailReceiver
      }
      total
    }
  }
`);

const SendTestEmailMutation = graphql(`
  mutation SendTestEmail($id: ID!) {
    sendTestEmail(id: $id) {
      sentTo
      queuedAt
    }
  }
`);

const DeleteEmailReceiverMutation = graphql(`
  mutation DeleteEmailReceiver($id: ID!, $version: Int!) {
    deleteEmailReceiver(id: $id, version: $version)
  }
`);

/**
 * System E-mail: who gets the mails of refund requests, refund results and copies of customer notifications
 * (docs/system-contract.md section 4); filtered by type; added and edited on the receiver screen.
 */
export default function SystemEmailScreen() {
  const { t } = useI18n();
  const can = useCan();
  const list = usePagedListQuery({
    query: SystemEmailQuery,
    row: ReceiverRow_emailReceiver,
    filterKeys: RECEIVER_FILTER_KEYS,
    variables: (filters, page) => ({ type: isReceiverType(filters.type) ? filters.type : null, page }),
    page: (data) => data.emailReceivers,
  });
  const [draft, setDraft] = useFilterDraft(list.filters);
  const [deleting, setDeleting] = useState<ReceiverRow>();
  const [deleteReceiver] = useMutation(DeleteEmailReceiverMutation, { context: { errorHandling: "local" } });
  // A refusal (one test mail a minute per receiver) is the error link's toast, in the console's words for its key.
  const [sendTestEmail] = useMutation(SendTestEmailMutation);
  const { mailStatus } = useShell();
  const sendTest = async (receiver: ReceiverRow) => {
    const { data } = await sendTestEmail({ variables: { id: receiver.id } });
    if (!data) return;
    const email = data.sendTestEmail.sentTo;
    showSuccessToast(
      mailStatus.mailboxAvailable
        ? t("receivers.testQueuedDevelopment", { email })
        : t("receivers.testQueued", { email }),
    );
  };

  const addButton = can("/system/email/add") ? (
    <LinkButton to="/system/add_receiver" icon={IconPlus} variant="filled">
      {t("receivers.add")}
    </LinkButton>
  ) : undefined;

  return (
    <>
      <PagedList
        list={list}
        columns={receiverColumns(t)}
        actions={addButton}
        notice={<MailNotConfiguredAlert />}
        toolbar={(columnChooser) => (
          <ListToolbar onSearch={() => list.setFilters(draft)} onReset={list.reset} extra={columnChooser}>
            <Select
              label={t("receivers.type")}
              placeholder={t("receivers.typeAll")}
              data={RECEIVER_TYPES.map((value) => ({ value, label: t(receiverTypeLabel(value)) }))}
              value={draft.type || null}
              onChange={(value) => {
                const next = { ...draft, type: value ?? "" };
                setDraft(next);
                list.setFilters(next);
              }}
              clearable
              allowDeselect
              w={220}
            />
          </ListToolbar>
        )}
        rowActions={(receiver) => (
          <ReceiverActions
            receiver={receiver}
            onDelete={() => setDeleting(receiver)}
            onSendTest={() => void sendTest(receiver).catch(() => undefined)}
          />
        )}
        skeletonRows={5}
        minWidth={600}
        empty={{
          icon: <IconMailPlus size={28} aria-hidden />,
          title: t("receivers.emptyTitle"),
          description: t("receivers.emptyText"),
          action: addButton,
        }}
      />
      <ConfirmDialog
        opened={deleting !== undefined}
        onClose={() => setDeleting(undefined)}
        title={t("receivers.deleteTitle")}
        confirmLabel={t("receivers.delete")}
        action={() => deleteReceiver({ variables: { id: deleting?.id ?? "", version: deleting?.version ?? 0 } })}
        onDone={() => {
          showSuccessToast(t("receivers.deleted", { email: deleting?.email ?? "" }));
          list.refetch();
        }}
      >
        {deleting
          ? t("receivers.deleteText", { email: deleting.email, type: t(receiverTypeLabel(deleting.type)) })
          : null}
      </ConfirmDialog>
    </>
  );
}
