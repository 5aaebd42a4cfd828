import { useState } from "react";
import { actionForError } from "@/apollo/error-policy";
import { translate } from "@/i18n/i18n";

export interface DialogRefusal {
  /** Messages of the fields the dialog shows, by field. */
  fields: Record<string, string>;
  /** What no field of the dialog can show (e.g. a safety rule on the record as a whole), or null. */
  message: string | null;
}

/**
 * A failed mutation of a dialog that reports it itself (`errorHandling: "local"`): the refused fields it has go to
 * those fields, everything else into one message above them. Null when the error link has already reacted (session
 * ended, no permission, stale data, outage).
 */
export function dialogRefusalOf(error: unknown, formFields: readonly string[], fallback: string): DialogRefusal | null {
  const action = actionForError(error);
  if (action.kind === "form") {
    const entries = Object.entries(action.fields);
    const onForm = entries.filter(([field]) => formFields.includes(field));
    const elsewhere = entries.filter(([field]) => !formFields.includes(field)).map(([, message]) => message);
    return { fields: Object.fromEntries(onForm), message: elsewhere.join(" ") || null };
  }
  if (action.kind === "toast" || action.kind === "notFound") return { fields: {}, message: action.message || fallback };
  return null;
}

/**
 * A dialog's call and its refusal: `run` answers whether the call went through; when refused, the messages of the
 * form's fields go to them (`setErrors`) and the rest is `refusal`, for a `FormAlert` above the fields.
 */
export function useDialogCall(
  form?: { setErrors(errors: Record<string, string>): void },
  fields: readonly string[] = [],
) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const run = async (call: () => Promise<unknown>): Promise<boolean> => {
    setRefusal(null);
    try {
      await call();
      return true;
    } catch (error) {
      const refused = dialogRefusalOf(error, fields, translate("error.network"));
      if (refused) {
        form?.setErrors(refused.fields);
        setRefusal(refused.message);
      }
      return false;
    }
  };
  return { refusal, run, clear: () => setRefusal(null) };
}
