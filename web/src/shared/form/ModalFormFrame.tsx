import type { ReactNode } from "react";
import { Stack } from "@mantine/core";
import { FormAlert } from "@/shared/FormAlert";
import { ModalFormButtons } from "./ModalFormButtons";
import type { ModalForm } from "./use-modal-form";

interface ModalFormFrameProps {
  modalForm: ModalForm;
  saveLabel: string;
  /** Another colour for a save that undoes something (e.g. a password reset). */
  saveColor?: string;
  /** Above the refusal, e.g. what the action will do. */
  intro?: ReactNode;
  children: ReactNode;
}

/** The form inside a `FormModal` (`useModalForm`): the refusal above the fields, Cancel and the save below them. */
export function ModalFormFrame({ modalForm, saveLabel, saveColor, intro, children }: ModalFormFrameProps) {
  return (
    <form onSubmit={modalForm.submit} noValidate>
      <Stack>
        {intro}
        <FormAlert message={modalForm.refusal} />
        {children}
        <ModalFormButtons
          onCancel={modalForm.requestClose}
          saveLabel={saveLabel}
          saveColor={saveColor}
          saving={modalForm.saving}
        />
      </Stack>
    </form>
  );
}
