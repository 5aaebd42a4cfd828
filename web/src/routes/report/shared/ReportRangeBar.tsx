import { Group, Paper, SegmentedControl, Select, Stack, Text } from "@mantine/core";
import { DatePickerInput } from "@mantine/dates";
import { codesOf, REPORT_GROUPINGS, type ReportGrouping } from "#rules";
import { useI18n } from "@/i18n/i18n";
import { paramsOfPreset, RANGE_PRESETS, type RangeParams, type RangePreset } from "./report-range";
import type { ReportRange } from "./use-report-range";

interface ReportRangeBarProps {
  range: ReportRange;
  onRange(params: RangeParams): void;
  /** The income report's grouping; the trip reports have none. */
  grouping?: { value: ReportGrouping; onChange(value: ReportGrouping): void };
  /** Messages the server gave for the range (BAD_USER_INPUT), under the dates as the console's own are. */
  serverErrors?: Partial<Record<string, string>>;
  /** At the far end (e.g. what the figures are compared with). */
  extra?: React.ReactNode;
}

const ERROR_ABOVE_INPUT: ("label" | "error" | "input" | "description")[] = ["label", "description", "error", "input"];

/**
 * Every report's range: a preset (today, the last 7 or 30 days, this or last month) or two days of the tenant's
 * calendar, and the income report's grouping. Each choice applies at once and lands in the URL.
 */
export function ReportRangeBar({ range, onRange, grouping, serverErrors, extra }: ReportRangeBarProps) {
  const { t } = useI18n();
  const dateError = range.errors.dateTo ?? range.errors.dateFrom ?? serverErrors?.dateTo ?? serverErrors?.dateFrom;
  return (
    <Paper withBorder radius="md" p="sm" mb="md" role="group" aria-label={t("report.rangeLabel")}>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t("report.period")}
          data={RANGE_PRESETS.map((value) => ({ value, label: t(`report.preset.${value}`) }))}
          value={range.preset}
          onChange={(value) => value && onRange(paramsOfPreset(value as RangePreset, range.range))}
          allowDeselect={false}
          inputWrapperOrder={ERROR_ABOVE_INPUT}
          w={170}
        />
        <DatePickerInput
          type="range"
          label={t("report.dates")}
          valueFormat="MM/DD/YYYY"
          value={[range.range.dateFrom || null, range.range.dateTo || null]}
          onChange={([from, to]) => {
            // A range applies once both ends are chosen; choosing days makes it a custom range.
            if (from && to) onRange({ range: "", dateFrom: from, dateTo: to });
          }}
          error={dateError}
          inputWrapperOrder={ERROR_ABOVE_INPUT}
          allowSingleDateInRange
          w={240}
        />
        {grouping ? (
          <Stack gap={4}>
            <Text size="sm" fw={500} id="report-grouping-label">
              {t("report.groupBy")}
            </Text>
            <SegmentedControl
              aria-labelledby="report-grouping-label"
              data={codesOf(REPORT_GROUPINGS).map((value) => ({ value, label: t(`report.grouping.${value}`) }))}
              value={grouping.value}
              onChange={(value) => grouping.onChange(value as ReportGrouping)}
            />
          </Stack>
        ) : null}
        {extra ? <Group ml="auto">{extra}</Group> : null}
      </Group>
    </Paper>
  );
}
