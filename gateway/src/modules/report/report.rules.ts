/** The report range rules the gateway checks before any call (docs/money-contract.md section 4, `rules/report.ts`). */
import { reportRangeFailures, type FieldFailures } from "#rules";
import { ReportGroupingEnum, type ReportGrouping } from "./report.enums";
import type { ReportRangeInput } from "./report.input";

/** `grouping` null: a trip report, held to the longest range. */
export const rangeFailures = (input: ReportRangeInput, grouping: ReportGrouping | null): FieldFailures =>
  reportRangeFailures({
    dateFrom: input.dateFrom.trim(),
    dateTo: input.dateTo.trim(),
    groupBy: grouping ? ReportGroupingEnum.toCode(grouping) : null,
  });
