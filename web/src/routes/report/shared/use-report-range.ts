import { useMemo } from "react";
import { reportRangeFailures, type ReportGrouping } from "#rules";
import { ruleText } from "@/i18n/rule-text";
import { useTenantTime } from "@/shared/time/use-tenant-time";
import { dayIn, presetOf, rangeOf, type DayRange, type RangeKey, type RangePreset } from "./report-range";

type RangeErrors = Partial<Record<RangeKey, string>>;

export interface ReportRange {
  preset: RangePreset;
  /** The days the report covers (a custom range as typed). */
  range: DayRange;
  /** The range rules' messages by field; empty when the report can be asked for. */
  errors: RangeErrors;
  valid: boolean;
}

/** The shared report range rules (docs/money-contract.md section 4) in the console's language, by field. */
export function rangeErrors(range: DayRange, groupBy: ReportGrouping | null): RangeErrors {
  return Object.fromEntries(
    Object.entries(reportRangeFailures({ ...range, groupBy })).map(([field, failure]) => [field, ruleText(failure)]),
  );
}

/** The tenant's calendar day now: what the presets count from. */
export function useTenantToday(): string {
  return dayIn(new Date(), useTenantTime().timeZone);
}

/** The range in the URL as days of the tenant's time zone, checked before anything is asked for. */
export function useReportRange(filters: Record<RangeKey, string>, groupBy: ReportGrouping | null): ReportRange {
  const today = useTenantToday();
  const { range: rangeParam, dateFrom, dateTo } = filters;
  return useMemo(() => {
    const params = { range: rangeParam, dateFrom, dateTo };
    const range = rangeOf(params, today);
    const errors = rangeErrors(range, groupBy);
    return { preset: presetOf(params), range, errors, valid: Object.keys(errors).length === 0 };
  }, [rangeParam, dateFrom, dateTo, today, groupBy]);
}
