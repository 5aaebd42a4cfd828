import { Box, Group, Text } from "@mantine/core";
import { IconBan } from "@tabler/icons-react";
import { useI18n, type MessageKey } from "@/i18n/i18n";
import { FILL_COLORS, type Fill } from "./fill";

const LEGEND: Array<[Fill, MessageKey]> = [
  ["open", "departures.legendOpen"],
  ["filling", "departures.legendFilling"],
  ["full", "departures.legendFull"],
  ["unlimited", "departures.legendUnlimited"],
];

/** What the chips' colours and the stop-sale mark mean. */
export function FillLegend() {
  const { t } = useI18n();
  return (
    <Group gap="md" mb="sm" wrap="wrap" role="group" aria-label={t("departures.legend")}>
      {LEGEND.map(([fill, label]) => (
        <Group key={fill} gap={6} wrap="nowrap">
          <Box
            w={14}
            h={14}
            aria-hidden
            style={{
              borderRadius: 4,
              background: `var(--mantine-color-${FILL_COLORS[fill]}-1)`,
              border: `1px solid var(--mantine-color-${FILL_COLORS[fill]}-4)`,
            }}
          />
          <Text size="xs">{t(label)}</Text>
        </Group>
      ))}
      <Group gap={6} wrap="nowrap">
        <IconBan size={14} aria-hidden />
        <Text size="xs">{t("departures.stopSale")}</Text>
      </Group>
    </Group>
  );
}
