import { useId } from "react";
import { Button, Group, Input, Text } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { useI18n } from "@/i18n/i18n";

interface StoredNumberProps {
  label: string;
  /** The last four characters the server answers; never more is known to the console. */
  lastFour: string | null;
  onReplace(): void;
  /** How to change it, under the number; off where a neighbouring stored number says it already. */
  withHint?: boolean;
}

/**
 * A secret number the server keeps (TIN, bank numbers), shown masked with its last four digits. It cannot be edited in
 * place: Replace reveals an empty input, so changing it means typing the whole number again.
 */
export function StoredNumber({ label, lastFour, onReplace, withHint = true }: StoredNumberProps) {
  const { t } = useI18n();
  const labelId = useId();
  return (
    <Input.Wrapper
      label={label}
      description={withHint ? t("form.storedNumberHint") : undefined}
      inputWrapperOrder={["label", "input", "description"]}
      labelElement="div"
      labelProps={{ id: labelId }}
    >
      <Group gap="sm" wrap="nowrap" role="group" aria-labelledby={labelId} mt={4}>
        <Group gap={6} wrap="nowrap">
          <IconLock size={16} aria-hidden color="var(--mantine-color-dimmed)" />
          <Text ff="monospace" fz="sm" aria-label={t("form.storedNumber", { lastFour: lastFour ?? "" })}>
            •••• {lastFour}
          </Text>
        </Group>
        <Button variant="light" size="xs" onClick={onReplace} aria-label={`${t("form.replace")} ${label}`}>
          {t("form.replace")}
        </Button>
      </Group>
    </Input.Wrapper>
  );
}
