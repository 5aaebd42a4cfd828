import { Button, Group, Paper, Text } from "@mantine/core";
import { IconRefresh } from "@tabler/icons-react";
import { useI18n } from "@/i18n/i18n";

/** "3 new or changed — Show" above a list while changes came in; Show reads the current page again. */
export function LiveChangesNotice({ count, onShow }: { count: number; onShow(): void }) {
  const { t } = useI18n();
  // Always in the page, so a screen reader announces the count as it appears (role=status is a live region).
  return (
    <div role="status">
      {count > 0 ? (
        <Paper withBorder radius="md" px="md" py={6} mb="sm" bg="var(--mantine-color-blue-light)">
          <Group gap="sm" justify="space-between" wrap="nowrap">
            <Text size="sm">{t("sales.liveChanges", { count })}</Text>
            <Button
              size="compact-sm"
              variant="light"
              leftSection={<IconRefresh size={14} aria-hidden />}
              onClick={onShow}
            >
              {t("sales.liveShow")}
            </Button>
          </Group>
        </Paper>
      ) : null}
    </div>
  );
}
