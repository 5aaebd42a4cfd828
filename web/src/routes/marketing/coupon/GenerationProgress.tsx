import { Group, Progress, Text } from "@mantine/core";
import { useI18n } from "@/i18n/i18n";

/** How many of a sequence coupon's codes exist: a bar and "37 of 50". */
export function GenerationProgress({
  code,
  generated,
  requested,
  color,
  justify = "flex-end",
}: {
  code: string;
  generated: number;
  requested: number;
  color?: string;
  /** Right-aligned in a table's number column; at the start elsewhere. */
  justify?: "flex-start" | "flex-end";
}) {
  const { t } = useI18n();
  const percent = requested > 0 ? Math.min(100, (generated / requested) * 100) : 0;
  return (
    <Group gap="xs" wrap="nowrap" justify={justify}>
      <Progress
        value={percent}
        color={color ?? (percent >= 100 ? "teal" : "blue")}
        w={72}
        size="sm"
        aria-label={t("coupons.progressLabel", { code })}
      />
      <Text size="sm" style={{ whiteSpace: "nowrap", fontVariantNumeric: "tabular-nums" }}>
        {t("coupons.progress", { generated, requested })}
      </Text>
    </Group>
  );
}
