import { Button, Group } from "@mantine/core";
import { useI18n } from "@/i18n/i18n";

export interface ModalFormButtonsProps {
  /** The dialog's `requestClose`: asks first when something changed. */
  onCancel(): void;
  saveLabel: string;
  saving: boolean;
  /** Another colour for a save that undoes something (e.g. a password reset). */
  saveColor?: string;
  /** A dialog without a `<form>` saves on the click; otherwise the button submits the form. */
  onSave?(): void;
  /** Another word than Cancel (e.g. "Keep tickets" where the save itself cancels something). */
  cancelLabel?: string;
  /** The Cancel waits while the save is under way. */
  cancelDisabled?: boolean;
  /** The save waits for what it needs (e.g. a quote). */
  saveDisabled?: boolean;
}

/** A dialog form's Cancel and save, at its bottom right. */
export function ModalFormButtons({
  onCancel,
  saveLabel,
  saving,
  saveColor,
  onSave,
  cancelLabel,
  cancelDisabled,
  saveDisabled,
}: ModalFormButtonsProps) {
  const { t } = useI18n();
  return (
    <Group justify="flex-end" mt="sm">
      <Button variant="default" onClick={onCancel} disabled={cancelDisabled}>
        {cancelLabel ?? t("common.cancel")}
      </Button>
      <Button
        type={onSave ? "button" : "submit"}
        color={saveColor}
        loading={saving}
        onClick={onSave}
        disabled={saveDisabled}
      >
        {saveLabel}
      </Button>
    </Group>
  );
}
