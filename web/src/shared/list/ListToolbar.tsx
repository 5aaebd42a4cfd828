import { Button, Group, Paper } from "@mantine/core";
import { IconRefresh, IconSearch } from "@tabler/icons-react";
import { useI18n } from "@/i18n/i18n";

/**
 * The filter row of a list: the screen's filter inputs, then Search (also on Enter) and Reset; `extra` sits at the
 * far end (column chooser).
 */
export function ListToolbar({
  children,
  onSearch,
  onReset,
  extra,
}: {
  children: React.ReactNode;
  onSearch(): void;
  onReset(): void;
  extra?: React.ReactNode;
}) {
  const { t } = useI18n();
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      mb="md"
      component="form"
      role="search"
      onSubmit={(event: React.FormEvent) => {
        event.preventDefault();
        onSearch();
      }}
    >
      <Group gap="sm" align="flex-end" wrap="wrap">
        {children}
        <Group gap="xs" wrap="nowrap">
          <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
            {t("list.search")}
          </Button>
          <Button type="button" variant="default" leftSection={<IconRefresh size={16} aria-hidden />} onClick={onReset}>
            {t("list.reset")}
          </Button>
        </Group>
        {extra ? <Group ml="auto">{extra}</Group> : null}
      </Group>
    </Paper>
  );
}
