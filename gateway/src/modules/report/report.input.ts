import { Field, InputType } from "type-graphql";
import { SortOrder } from "../sales-shared/sales.enums";
import { ReportComparison, ReportGrouping, TripReportSort } from "./report.enums";

@InputType({
  description:
    "A report's date range in the tenant's time zone, both days included: at most 366 days grouped by DAY, 5 " +
    "years otherwise ('Range too long for this grouping' on `dateTo`).",
})
export class ReportRangeInput {
  @Field(() => String, { description: "First day, YYYY-MM-DD." })
  dateFrom!: string;

  @Field(() => String, { description: "Last day, YYYY-MM-DD, not before `dateFrom`." })
  dateTo!: string;

  @Field(() => ReportGrouping, {
    nullable: true,
    description: "The income report's period (default DAY); the trip reports take no grouping and ignore it.",
  })
  groupBy?: ReportGrouping | null;
}

@InputType({ description: "How the trip report is sorted (default: tickets, most first)." })
export class TripReportSortInput {
  @Field(() => TripReportSort, { defaultValue: TripReportSort.TICKETS, description: "The column sorted by." })
  field!: TripReportSort;

  @Field(() => SortOrder, { defaultValue: SortOrder.DESC, description: "Most first (DESC) or least first." })
  order!: SortOrder;
}

@InputType({
  description:
    "What the income report compares its range with; a chosen period is held to the longest range ('Range too " +
    "long for this grouping' on `dateTo`).",
})
export class ReportComparisonInput {
  @Field(() => ReportComparison, { defaultValue: ReportComparison.PREVIOUS, description: "The comparison's kind." })
  with!: ReportComparison;

  @Field(() => String, { nullable: true, description: "CUSTOM: its first day, YYYY-MM-DD; ignored otherwise." })
  dateFrom?: string | null;

  @Field(() => String, {
    nullable: true,
    description: "CUSTOM: its last day, YYYY-MM-DD, not before `dateFrom`; ignored otherwise.",
  })
  dateTo?: string | null;
}
