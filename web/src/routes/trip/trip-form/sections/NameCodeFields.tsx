import { SimpleGrid, TextInput } from "@mantine/core";
import { useI18n } from "@/i18n/i18n";

/** What `form.getInputProps` gives a text field. */
interface FieldProps {
  value?: string;
  defaultValue?: string;
  onChange?: (event: React.ChangeEvent<HTMLInputElement>) => void;
  onBlur?: () => void;
  onFocus?: () => void;
  error?: React.ReactNode;
}

/**
 * A trip's name and Trip ID side by side (single and grouped trips alike): pass each field's `form.getInputProps`;
 * `tripNameRule` and `tripCodeRule` of ../form-rules are their rules.
 */
export function NameCodeFields({ nameProps, codeProps }: { nameProps: FieldProps; codeProps: FieldProps }) {
  const { t } = useI18n();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextInput label={t("tripForm.name")} withAsterisk {...nameProps} />
      <TextInput
        label={t("tripForm.code")}
        description={t("tripForm.codeHint")}
        inputWrapperOrder={["label", "input", "description", "error"]}
        withAsterisk
        {...codeProps}
      />
    </SimpleGrid>
  );
}
