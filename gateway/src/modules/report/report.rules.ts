/** The report range rules the gateway checks before any call (docs/money-contract.md section 4, `rules/report.ts`). */
import { reportComparisonFailures, reportRangeFailures, type FieldFailures } from "#rules";
import { ReportGroupingEnum, type ReportGrouping } from "./report.enums";
import type { ReportRangeInput } from "./report.input";
import type { toUpstreamComparison } from "./report.mapper";

/** `grouping` null: a trip report, held to the longest range. */
export const rangeFailures = (input: ReportRangeInput, grouping: ReportGrouping | null): FieldFailures =>
  reportRangeFailures({
    dateFrom: input.dateFrom.trim(),
    dateTo: input.dateTo.trim(),
    groupBy: grouping ? ReportGroupingEnum.toCode(grouping) : null,
  });

/** A chosen comparison's days, named as the comparison's fields (`compareFrom`, `compareTo`). */
export const comparisonFailures = (comparison: ReturnType<typeof toUpstreamComparison>): FieldFailures =>
  reportComparisonFailures(comparison);
