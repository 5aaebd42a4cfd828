import { useState } from "react";
import { useForm, type UseFormReturnType } from "@mantine/form";
import { fieldErrorsOf } from "@/apollo/error-policy";
import { useI18n } from "@/i18n/i18n";
import { showErrorToast, showSuccessToast } from "@/shared/notify";
import { useUnsavedChanges } from "@/shared/unsaved-changes";
import { useRevealFirstError } from "./use-reveal-first-error";

// What @mantine/form accepts as values (an interface too, which `Record<string, unknown>` would refuse).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type FormValues = Record<string, any>;

interface RecordFormOptions<V extends FormValues, R extends { version: number }> {
  /** The record as loaded. */
  record: R;
  valuesOf(record: R): V;
  /** Every message of the form by field (the shared rules, worded); some depend on what is stored. */
  validate(values: V, record: R): Record<string, string>;
  /** Sends the values with the version they were loaded at; answers the saved record. */
  save(values: V, version: number): Promise<R | undefined>;
  /** The toast after a save. */
  savedMessage: string;
  /** The server's refused fields as the form's paths, where the input names them otherwise. */
  formErrors?(fields: Record<string, string>): Record<string, string>;
  /** After a save, e.g. to read again what the shell shows of the record. */
  afterSave?(saved: R): Promise<unknown>;
}

export interface RecordForm<V extends FormValues, R> {
  form: UseFormReturnType<V>;
  /** The record as last saved (or loaded). */
  record: R;
  /** For answers that change the record besides saving (e.g. verifying an e-mail). */
  setRecord(record: R): void;
  saving: boolean;
  /** A refusal no field on the form can show. */
  refusal: string | null;
  onSubmit: (event?: React.FormEvent<HTMLFormElement>) => void;
  /** Cancel: back to the saved values, after asking when something changed. */
  discard(): void;
}

/**
 * A form that edits one record of the tenant in place (company, tax and bank info, the vendor page): shared rules as
 * the user types, the loaded `version` sent with each save (a stale one is the error link's stale-data dialog), the
 * server's field refusals at their fields, and leaving with unsaved changes asks first. After a save the form holds
 * the saved record, so what the server normalised shows and nothing counts as unsaved.
 */
export function useRecordForm<V extends FormValues, R extends { version: number }>(
  options: RecordFormOptions<V, R>,
): RecordForm<V, R> {
  const { t } = useI18n();
  const [record, setRecord] = useState(options.record);
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const revealFirstError = useRevealFirstError();
  // The server's field refusals stand while the values are the ones refused: leaving a field (blur validation) must
  // not clear them, or the fields below jump up under the pointer on the way to the next control.
  const [standingRefusal, setStandingRefusal] = useState<{ values: string; errors: Record<string, string> } | null>(
    null,
  );
  const form = useForm<V>({
    mode: "controlled",
    initialValues: options.valuesOf(options.record),
    validate: (values) => {
      const standing = standingRefusal?.values === JSON.stringify(values) ? standingRefusal.errors : {};
      return { ...standing, ...options.validate(values, record) };
    },
    validateInputOnBlur: true,
  });
  const unsaved = useUnsavedChanges(form.isDirty);

  const save = async (values: V) => {
    setRefusal(null);
    setSaving(true);
    try {
      const saved = await options.save(values, record.version);
      if (!saved) return;
      setRecord(saved);
      const next = options.valuesOf(saved);
      form.setInitialValues(next);
      form.setValues(next);
      form.resetDirty(next);
      showSuccessToast(options.savedMessage);
      await options.afterSave?.(saved);
    } catch (error) {
      // Stale data, refusals and outages are reported by the error link; field messages belong on the fields.
      const refused = fieldErrorsOf(error);
      if (!refused) return;
      const fields = options.formErrors?.(refused) ?? refused;
      // `bgImages.2` belongs to the list field `bgImages`; a field the form does not have goes above the fields.
      const onForm = ([field]: [string, string]) => (field.split(".")[0] ?? field) in values;
      const placed = Object.fromEntries(Object.entries(fields).filter(onForm));
      setStandingRefusal({ values: JSON.stringify(values), errors: placed });
      form.setErrors(placed);
      const unplaced = Object.entries(fields).filter((entry) => !onForm(entry));
      setRefusal(unplaced.map(([, message]) => message).join(" ") || null);
      revealFirstError();
    } finally {
      setSaving(false);
    }
  };

  const refuse = () => {
    showErrorToast(t("form.fixErrors"));
    revealFirstError();
  };

  return {
    form,
    record,
    setRecord,
    saving,
    refusal,
    onSubmit: form.onSubmit(save, refuse),
    discard: () => unsaved.confirmLeave(() => form.reset()),
  };
}
