import { Group, Paper, SegmentedControl, Select, Stack, Text } from "@mantine/core";
import { DatePickerInput, type DatesRangeValue } from "@mantine/dates";
import { useId, useState } from "react";
import {
  codesOf,
  REPORT_COMPARISONS,
  REPORT_COUNT_BASES,
  REPORT_GROUPINGS,
  type ReportComparison,
  type ReportCountBasis,
  type ReportGrouping,
} from "#rules";
import { useI18n } from "@/i18n/i18n";
import { dateValueFormat } from "@/shared/time/format-time";
import { paramsOfPreset, RANGE_PRESETS, type DayRange, type RangeParams, type RangePreset } from "./report-range";
import type { ReportRange } from "./use-report-range";

/** The income report's comparison: what it is, the chosen days when custom, and their messages. */
export interface ComparisonChoice {
  value: ReportComparison;
  days: DayRange;
  errors: Partial<Record<"compareFrom" | "compareTo", string>>;
  onChange(value: ReportComparison, days: DayRange): void;
}

interface ReportRangeBarProps {
  range: ReportRange;
  onRange(params: RangeParams): void;
  /** The income report's grouping; the trip reports have none. */
  grouping?: { value: ReportGrouping; onChange(value: ReportGrouping): void };
  /** The income report's comparison. */
  comparison?: ComparisonChoice;
  /** The trip reports' count-by basis (docs/money-contract.md section 4). */
  countBy?: { value: ReportCountBasis; onChange(value: ReportCountBasis): void };
  /** Messages the server gave for the range (BAD_USER_INPUT), under the dates as the console's own are. */
  serverErrors?: Partial<Record<string, string>>;
  /** At the far end (e.g. what the figures are compared with). */
  extra?: React.ReactNode;
}

const ERROR_ABOVE_INPUT: ("label" | "error" | "input" | "description")[] = ["label", "description", "error", "input"];

/**
 * Two days picked on the calendar: the first day shown while the second is chosen, `onRange` called once both are.
 * Without this the picker got the report's days back after the first click and took the second as a first.
 */
function RangePicker({
  label,
  days,
  error,
  onRange,
}: {
  label: string;
  days: DayRange;
  error?: string;
  onRange(days: DayRange): void;
}) {
  const [picking, setPicking] = useState<DatesRangeValue<string> | null>(null);
  const { language } = useI18n();
  return (
    <DatePickerInput
      type="range"
      label={label}
      valueFormat={dateValueFormat(language)}
      value={picking ?? [days.dateFrom || null, days.dateTo || null]}
      onChange={([from, to]) => {
        if (from && to) {
          setPicking(null);
          onRange({ dateFrom: from, dateTo: to });
        } else setPicking([from, to]);
      }}
      // Closed with one day chosen: the days stand.
      onDropdownClose={() => setPicking(null)}
      error={error}
      inputWrapperOrder={ERROR_ABOVE_INPUT}
      allowSingleDateInRange
      w={240}
    />
  );
}

/** A labelled choice of a few values, applied at once. */
function Choice<T extends string>({
  label,
  value,
  data,
  onChange,
}: {
  label: string;
  value: T;
  data: { value: T; label: string }[];
  onChange(value: T): void;
}) {
  const labelId = useId();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={labelId}>
        {label}
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        data={data}
        value={value}
        onChange={(chosen) => onChange(chosen as T)}
      />
    </Stack>
  );
}

/**
 * Every report's range: a preset (today, the last 7 or 30 days, this or last month, quarter, this year, the last 12
 * months) or two days of the tenant's calendar; the income report's grouping and comparison, the trip reports'
 * count-by basis. Each choice applies at once and lands in the URL.
 */
export function ReportRangeBar({
  range,
  onRange,
  grouping,
  comparison,
  countBy,
  serverErrors,
  extra,
}: ReportRangeBarProps) {
  const { t } = useI18n();
  const dateError = range.errors.dateTo ?? range.errors.dateFrom ?? serverErrors?.dateTo ?? serverErrors?.dateFrom;
  const comparisonError =
    comparison?.errors.compareTo ??
    comparison?.errors.compareFrom ??
    serverErrors?.compareTo ??
    serverErrors?.compareFrom;
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
        <RangePicker
          label={countBy ? t(`report.datesBy.${countBy.value}`) : t("report.dates")}
          days={range.range}
          error={dateError}
          // Choosing days makes it a custom range.
          onRange={(days) => onRange({ range: "", ...days })}
        />
        {grouping ? (
          <Choice
            label={t("report.groupBy")}
            value={grouping.value}
            data={codesOf(REPORT_GROUPINGS).map((value) => ({ value, label: t(`report.grouping.${value}`) }))}
            onChange={grouping.onChange}
          />
        ) : null}
        {countBy ? (
          <Choice
            label={t("report.countBy")}
            value={countBy.value}
            data={codesOf(REPORT_COUNT_BASES).map((value) => ({ value, label: t(`report.countBy.${value}`) }))}
            onChange={countBy.onChange}
          />
        ) : null}
        {comparison ? (
          <>
            <Select
              label={t("report.compareWith")}
              data={codesOf(REPORT_COMPARISONS).map((value) => ({ value, label: t(`report.compare.${value}`) }))}
              value={comparison.value}
              // A chosen period starts from the range's own days, a year earlier's from nothing to keep.
              onChange={(value) => value && comparison.onChange(value as ReportComparison, comparison.days)}
              allowDeselect={false}
              inputWrapperOrder={ERROR_ABOVE_INPUT}
              w={210}
            />
            {comparison.value === "custom" ? (
              <RangePicker
                label={t("report.compareDates")}
                days={comparison.days}
                error={comparisonError}
                onRange={(days) => comparison.onChange("custom", days)}
              />
            ) : null}
          </>
        ) : null}
        {extra ? <Group ml="auto">{extra}</Group> : null}
      </Group>
    </Paper>
  );
}
