import type { ReactNode } from "react";
import { Button, Group, Text } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useI18n } from "@/i18n/i18n";

interface AddButtonProps {
  label: string;
  count: number;
  /** Lines allowed at most: at the limit the button is disabled and says why. */
  max?: number;
  onClick(): void;
  /** Another way to add lines (e.g. a whole range of dates), beside the button and before the count. */
  children?: ReactNode;
}

/** Adds a line to a list of the form, with the count against its limit when it has one. */
export function AddButton({ label, count, max, onClick, children }: AddButtonProps) {
  const { t } = useI18n();
  const full = max !== undefined && count >= max;
  return (
    <Group gap="sm">
      <Button
        variant="light"
        size="xs"
        leftSection={<IconPlus size={14} aria-hidden />}
        onClick={onClick}
        disabled={full}
      >
        {label}
      </Button>
      {children}
      {max !== undefined ? (
        <Text size="xs" c={full ? "orange.8" : "dimmed"}>
          {full ? t("tripForm.maxEntries", { max }) : t("tripForm.entries", { count, max })}
        </Text>
      ) : null}
    </Group>
  );
}
