import { useState, type ReactNode } from "react";
import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useI18n } from "@/i18n/i18n";
import { FormAlert } from "./FormAlert";
import { useDialogCall } from "./form/refusal";

/**
 * A destructive action's confirmation that stays open when the server refuses, saying why inside the dialog (a
 * confirmation that closed first would leave the refusal to a toast the user may miss).
 */
export function ConfirmDialog({
  opened,
  onClose,
  title,
  children,
  confirmLabel,
  confirmColor = "red",
  blocked,
  action,
  onDone,
}: {
  opened: boolean;
  onClose(): void;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** Red by default (a destructive action); another colour for one that is not (e.g. enabling again). */
  confirmColor?: string;
  /** Known beforehand to be refused: the reason, and no confirm button. */
  blocked?: string;
  /** The call (a mutation reporting its errors locally); a refusal stays in the dialog. */
  action(): Promise<unknown>;
  /** After the call went through (a toast, reading the list again). */
  onDone(): void;
}) {
  const { t } = useI18n();
  const [busy, setBusy] = useState(false);
  const { refusal, run, clear } = useDialogCall();
  const close = () => {
    clear();
    onClose();
  };
  const confirm = async () => {
    setBusy(true);
    const done = await run(action).finally(() => setBusy(false));
    if (!done) return;
    onDone();
    close();
  };
  return (
    <Modal opened={opened} onClose={close} title={title} centered>
      <Stack>
        <FormAlert message={blocked ?? refusal} />
        {blocked ? null : <Text size="sm">{children}</Text>}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={close}>
            {t(blocked ? "common.ok" : "common.cancel")}
          </Button>
          {blocked ? null : (
            <Button color={confirmColor} loading={busy} onClick={() => void confirm()}>
              {confirmLabel}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
