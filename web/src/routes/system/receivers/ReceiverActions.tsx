import { Menu } from "@mantine/core";
import { IconPencil, IconTrash } from "@tabler/icons-react";
import { useNavigate } from "react-router-dom";
import { useI18n } from "@/i18n/i18n";
import { useCan } from "@/layout/shell-context";
import { RowActions } from "@/shared/list";
import type { ReceiverRow } from "./receiver-columns";

/** A receiver row's menu: Edit on the receiver screen, and Delete (the list asks for a confirmation). */
export function ReceiverActions({ receiver, onDelete }: { receiver: ReceiverRow; onDelete(): void }) {
  const { t } = useI18n();
  const can = useCan();
  const navigate = useNavigate();
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
        <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={onDelete}>
          {t("receivers.delete")}
        </Menu.Item>
      ) : null}
    </RowActions>
  );
}
