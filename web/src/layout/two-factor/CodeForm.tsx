import { useState, type ReactNode } from "react";
import { Button, Group, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { FormAlert } from "@/shared/FormAlert";
import { useI18n } from "@/i18n/i18n";
import { messageOf } from "@/apollo/error-policy";
import { required } from "@/shared/validation";

/** One code field and its submit: the set-up's confirmation and turning two-factor off share it. */
export function CodeForm({
  label,
  submitLabel,
  submitColor,
  onSubmit,
  secondary,
}: {
  label: string;
  submitLabel: string;
  submitColor?: string;
  /** Resolves when the code was accepted; a refusal shows above the field. */
  onSubmit(code: string): Promise<unknown>;
  secondary?: ReactNode;
}) {
  const { t } = useI18n();
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const form = useForm({ mode: "uncontrolled", initialValues: { code: "" }, validate: { code: required() } });
  const submit = form.onSubmit(async ({ code }) => {
    setFailure(undefined);
    setBusy(true);
    try {
      await onSubmit(code.trim());
    } catch (error) {
      setFailure(messageOf(error, t("login.requestError")));
    } finally {
      setBusy(false);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormAlert message={failure} />
        <TextInput
          label={label}
          autoComplete="one-time-code"
          withAsterisk
          data-autofocus
          key={form.key("code")}
          {...form.getInputProps("code")}
        />
        <Group justify="flex-end">
          {secondary}
          <Button type="submit" color={submitColor} loading={busy}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
