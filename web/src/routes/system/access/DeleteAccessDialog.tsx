import { useI18n } from "@/i18n/i18n";
import { ConfirmDialog } from "@/shared/ConfirmDialog";
import { showSuccessToast } from "@/shared/notify";
import type { AccessKind } from "./access-kinds";

/** Deleting a user or role; a refusal (e.g. one's own account) stays in the dialog. */
export function DeleteAccessDialog<R>({
  kind,
  record,
  name,
  blocked,
  remove,
  onClose,
  onDeleted,
}: {
  kind: AccessKind;
  /** Undefined while closed. */
  record: R | undefined;
  name: string;
  /** Known beforehand to be refused: the reason (a role its users hold). */
  blocked: string | undefined;
  /** The delete mutation, reporting its errors locally. */
  remove(record: R): Promise<unknown>;
  onClose(): void;
  onDeleted(): void;
}) {
  const { t } = useI18n();
  return (
    <ConfirmDialog
      opened={record !== undefined}
      onClose={onClose}
      title={t(`${kind}.deleteTitle`)}
      confirmLabel={t(`${kind}.action.delete`)}
      blocked={blocked}
      action={async () => {
        if (record !== undefined) await remove(record);
      }}
      onDone={() => {
        showSuccessToast(t(`${kind}.deleted`, { name }));
        onDeleted();
      }}
    >
      {t(`${kind}.deleteText`, { name })}
    </ConfirmDialog>
  );
}
