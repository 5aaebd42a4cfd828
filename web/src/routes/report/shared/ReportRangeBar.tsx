import { Group, Paper, SegmentedControl, Select, Stack, Text } from "@mantine/core";
import { DatePickerInput, type DatesRangeValue } from "@mantine/dates";
import { useState } from "react";
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
 * Every report's range: a preset (today, the last 7 or 30 days, this or last month, quarter, this year, the last 12
 * months) or two days of the tenant's calendar, and the income report's grouping. Each choice applies at once and lands in the URL.
 */
export function ReportRangeBar({ range, onRange, grouping, serverErrors, extra }: ReportRangeBarProps) {
  const { t } = useI18n();
  const dateError = range.errors.dateTo ?? range.errors.dateFrom ?? serverErrors?.dateTo ?? serverErrors?.dateFrom;
  // A range being picked: its first day shown while the second is chosen. The report's range changes only once both
  // are; without this the picker got the report's range back after the first click and took the second as a first.
  const [picking, setPicking] = useState<DatesRangeValue<string> | null>(null);
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
          value={picking ?? [range.range.dateFrom || null, range.range.dateTo || null]}
          onChange={([from, to]) => {
            // Choosing days makes it a custom range.
            if (from && to) {
              setPicking(null);
              onRange({ range: "", dateFrom: from, dateTo: to });
            } else setPicking([from, to]);
          }}
          // Closed with one day chosen: the report's range stands.
          onDropdownClose={() => setPicking(null)}
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
