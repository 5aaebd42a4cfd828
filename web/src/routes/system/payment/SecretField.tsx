import { Button, PasswordInput, Stack } from "@mantine/core";
import { useI18n } from "@/i18n/i18n";
import { StoredNumber, type FieldInputProps } from "@/shared/form";

interface SecretFieldProps {
  label: string;
  /** What the server answers of the stored secret: whether one is set and its last four characters. */
  stored: { isSet: boolean; lastFour?: string | null };
  /** The user chose to type a new one instead of the stored one. */
  replacing: boolean;
  onReplacingChange(replacing: boolean): void;
  input: FieldInputProps;
}

/**
 * A gateway secret: write-only. Once stored it shows only as set with its last four and a Replace button; typing a new
 * one is the only way to change it, and "Keep the stored value" goes back without sending anything.
 */
export function SecretField({ label, stored, replacing, onReplacingChange, input }: SecretFieldProps) {
  const { t } = useI18n();
  if (stored.isSet && !replacing)
    return (
      <StoredNumber
        label={label}
        lastFour={stored.lastFour ?? null}
        onReplace={() => onReplacingChange(true)}
        withHint={false}
      />
    );
  return (
    <Stack gap={4}>
      <PasswordInput
        {...input}
        value={typeof input.value === "string" ? input.value : ""}
        label={label}
        description={t("payment.secretHint")}
        withAsterisk
        autoComplete="new-password"
        maw={420}
      />
      {replacing ? (
        <Button variant="subtle" size="xs" onClick={() => onReplacingChange(false)} style={{ alignSelf: "flex-start" }}>
          {t("payment.keepSecret")}
        </Button>
      ) : null}
    </Stack>
  );
}
