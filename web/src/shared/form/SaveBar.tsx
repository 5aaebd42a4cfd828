import { Box, Button, Group, Paper } from "@mantine/core";
import { IconDeviceFloppy } from "@tabler/icons-react";
import { useI18n } from "@/i18n/i18n";

interface SaveBarProps {
  saveLabel: string;
  saving: boolean;
  onCancel(): void;
}

/** A long form's Cancel and Save, kept in view at the bottom of the screen while the fields scroll. */
export function SaveBar({ saveLabel, saving, onCancel }: SaveBarProps) {
  const { t } = useI18n();
  // Sticky above the shell's footer; the strip's own background hides the fields scrolling beneath.
  return (
    <Box
      pos="sticky"
      bottom="var(--app-shell-footer-offset, 0px)"
      bg="var(--mantine-color-body)"
      pb="xs"
      style={{ zIndex: 5 }}
    >
      <Paper withBorder shadow="sm" p="sm" radius="md">
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={16} aria-hidden />}>
            {saveLabel}
          </Button>
        </Group>
      </Paper>
    </Box>
  );
}
