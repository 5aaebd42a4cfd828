import { useState, type FormEvent } from "react";
import type { UseFormReturnType } from "@mantine/form";
import { showSuccessToast } from "@/shared/notify";
import { useModalFormDirty, type ModalFormProps } from "./FormModal";
import { useDialogCall } from "./refusal";

interface ModalFormOptions<Values> {
  /** The fields a refusal may name; the rest of it goes to `refusal`. */
  fields: readonly string[];
  /** The mutation, reporting its errors locally. */
  save(values: Values): Promise<unknown>;
  /** The toast of a save that went through. */
  savedText(values: Values): string;
  onSaved(): void;
}

/** What `ModalFormFrame` needs of the form it frames. */
export interface ModalForm {
  submit(event?: FormEvent<HTMLFormElement>): void;
  /** The refusal no field of the form can show. */
  refusal: string | null;
  saving: boolean;
  requestClose(): void;
}

/**
 * A form inside a `FormModal`: the dialog is kept told of unsaved changes, a refusal lands on the form's fields or in
 * `refusal`, and only a save that went through is toasted and followed by `onSaved`.
 */
export function useModalForm<Values>(
  form: UseFormReturnType<Values>,
  { requestClose, dirtyRef }: ModalFormProps,
  { fields, save, savedText, onSaved }: ModalFormOptions<Values>,
): ModalForm {
  const [saving, setSaving] = useState(false);
  const { refusal, run } = useDialogCall(form, fields);
  useModalFormDirty(dirtyRef, form.isDirty);
  const submit = form.onSubmit(async (values) => {
    setSaving(true);
    const done = await run(() => save(values)).finally(() => setSaving(false));
    if (!done) return;
    showSuccessToast(savedText(values));
    onSaved();
  });
  return { submit, refusal, saving, requestClose };
}
