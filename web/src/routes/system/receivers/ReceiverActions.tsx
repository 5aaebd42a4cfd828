import { Menu, Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { useMutation } from "@apollo/client/react";
import { IconPencil, IconTrash } from "@tabler/icons-react";
import { useNavigate } from "react-router-dom";
import { graphql } from "@/gql";
import { useI18n } from "@/i18n/i18n";
import { useCan } from "@/layout/shell-context";
import { RowActions } from "@/shared/list";
import { showSuccessToast } from "@/shared/notify";
import type { ReceiverRow } from "./receiver-columns";
import { receiverTypeLabel } from "./receiver-types";

const DeleteEmailReceiverMutation = graphql(`
  mutation DeleteEmailReceiver($id: ID!, $version: Int!) {
    deleteEmailReceiver(id: $id, version: $version)
  }
`);

/** A receiver row's menu: Edit on the receiver screen, and Delete after a confirmation. */
export function ReceiverActions({ receiver, onChanged }: { receiver: ReceiverRow; onChanged(): void }) {
  const { t } = useI18n();
  const can = useCan();
  const navigate = useNavigate();
  const [deleteReceiver] = useMutation(DeleteEmailReceiverMutation);

  const remove = async () => {
    try {
      await deleteReceiver({ variables: { id: receiver.id, version: receiver.version } });
      showSuccessToast(t("receivers.deleted", { email: receiver.email }));
    } catch {
      // Reported by the error link (a stale row asks for a refresh).
    }
    onChanged();
  };

  const confirmDelete = () =>
    modals.openConfirmModal({
      title: t("receivers.deleteTitle"),
      centered: true,
      children: (
        <Text size="sm">
          {t("receivers.deleteText", { email: receiver.email, type: t(receiverTypeLabel(receiver.type)) })}
        </Text>
      ),
      labels: { confirm: t("receivers.delete"), cancel: t("common.cancel") },
      confirmProps: { color: "red" },
      onConfirm: () => void remove(),
    });

  // Editing is the add call with an id (docs/system-contract.md section 9).
  const canEdit = can("/system/email/add");
  const canDelete = can("/system/email/delete");
  if (!canEdit && !canDelete) return null;
  return (
    <RowActions label={t("receivers.rowActions", { email: receiver.email })}>
      {canEdit ? (
        <Menu.Item
          leftSection={<IconPencil size={16} aria-hidden />}
          onClick={() => void navigate(`/system/add_receiver?id=${encodeURIComponent(receiver.id)}`)}
        >
          {t("receivers.edit")}
        </Menu.Item>
      ) : null}
      {canDelete ? (
        <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={confirmDelete}>
          {t("receivers.delete")}
        </Menu.Item>
      ) : null}
    </RowActions>
  );
}
