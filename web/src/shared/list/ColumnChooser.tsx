import { Button, Checkbox, Popover, Stack, Text } from "@mantine/core";
import { IconColumns3 } from "@tabler/icons-react";
import { useI18n } from "@/i18n/i18n";
import type { ColumnVisibility } from "./use-column-visibility";

/** A button opening the list of hideable columns, each with a checkbox; the choice persists per list. */
export function ColumnChooser({
  columns,
  visibility,
}: {
  columns: readonly { key: string; label: string; fixed?: boolean }[];
  visibility: ColumnVisibility;
}) {
  const { t } = useI18n();
  const hideable = columns.filter((column) => !column.fixed);
  return (
    <Popover position="bottom-end" shadow="md" withinPortal>
      <Popover.Target>
        <Button variant="default" leftSection={<IconColumns3 size={16} aria-hidden />}>
          {t("list.columns")}
        </Button>
      </Popover.Target>
      <Popover.Dropdown miw={200}>
        <Text size="xs" fw={600} c="dimmed" tt="uppercase" mb="xs">
          {t("list.visibleColumns")}
        </Text>
        <Stack gap={8}>
          {hideable.map((column) => (
            <Checkbox
              key={column.key}
              label={column.label}
              checked={visibility.visible.includes(column.key)}
              onChange={(event) => visibility.setVisible(column.key, event.currentTarget.checked)}
            />
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
