import { useState } from "react";
import { useMediaQuery } from "@mantine/hooks";
import { fieldErrorsOf, messageOf } from "@/apollo/error-policy";
import { useI18n } from "@/i18n/i18n";
import { useUnsavedChanges } from "@/shared/unsaved-changes";

/**
 * A dialog's refused submission: the server's field errors land under the form's fields; one that is no field of the
 * form (a stale version and the like) or a fault is said above the form, in the server's words or the network's.
 */
export function useSubmitFailure(form: { setErrors(errors: Record<string, string>): void }) {
  const { t } = useI18n();
  const [failure, setFailure] = useState<string>();
  const report = (error: unknown, values: object) => {
    const fields = fieldErrorsOf(error);
    const formFields = fields && Object.keys(fields).filter((field) => field in values);
    if (fields && formFields?.length) form.setErrors(fields);
    else setFailure(refusalMessage(error, t("error.network")));
  };
  return { failure, clear: () => setFailure(undefined), report };
}

/** A refusal said above a form: its (first) field refusal, worded from its key, or the server's words, or `fallback`. */
export function refusalMessage(error: unknown, fallback: string): string {
  const fields = fieldErrorsOf(error);
  return fields ? Object.values(fields)[0] : messageOf(error, fallback);
}

/**
 * Leaving a dialog its screen mounts when it opens: `leave` asks first when the form has unsaved changes, `close` (after
 * a submission) does not.
 */
export function useLeaveGuard(form: { isDirty(): boolean; resetDirty(): void }, onClose: () => void) {
  const unsaved = useUnsavedChanges(() => form.isDirty());
  const close = () => {
    form.resetDirty();
    onClose();
  };
  return { close, leave: () => unsaved.confirmLeave(close) };
}

/** Mantine's `xs` breakpoint: narrower than this (a phone) a dialog takes the whole screen, having no room around it. */
const PHONE_QUERY = "(max-width: 36em)";

/** Whether a dialog opens full screen (`fullScreen` of Mantine's Modal). */
export const usePhoneDialog = (): boolean => useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
