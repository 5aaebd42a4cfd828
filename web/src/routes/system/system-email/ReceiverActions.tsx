import { IconMailForward, IconPencil, IconTrash } from "@tabler/icons-react";
import { useNavigate } from "react-router-dom";
import { useI18n } from "@/i18n/i18n";
import { PermittedRowActions } from "@/shared/list";
import type { ReceiverRow } from "./receiver-columns";

/**
 * A receiver row's menu: Edit on the receiver screen, Send test mail (queued at once, the list says so), and Delete
 * (the list asks for a confirmation).
 */
export function ReceiverActions({
  receiver,
  onDelete,
  onSendTest,
}: {
  receiver: ReceiverRow;
  onDelete(): void;
  onSendTest(): void;
}) {
  const { t } = useI18n();
  const navigate = useNavigate();
  return (
    <PermittedRowActions
      label={t("receivers.rowActions", { email: receiver.email })}
      actions={[
        // Editing is the add call with an id (docs/system-contract.md section 9).
        {
          action: "edit",
          label: t("receivers.edit"),
          permission: "/system/email/add",
          icon: <IconPencil size={16} aria-hidden />,
        },
        {
          action: "sendTest",
          label: t("receivers.sendTest"),
          permission: "/system/email/test",
          icon: <IconMailForward size={16} aria-hidden />,
        },
        {
          action: "delete",
          label: t("receivers.delete"),
          permission: "/system/email/delete",
          icon: <IconTrash size={16} aria-hidden />,
          destructive: true,
        },
      ]}
      onAction={(action) => {
        if (action === "delete") onDelete();
        else if (action === "sendTest") onSendTest();
        else void navigate(`/system/add_receiver?id=${encodeURIComponent(receiver.id)}`);
      }}
    />
  );
}
