import { ArgsType, Field, ID } from "type-graphql";
import { PageInput } from "../shared/page.input";
import { ReportCountBasis } from "./report.enums";
import { ReportComparisonInput, ReportRangeInput, TripReportSortInput } from "./report.input";

@ArgsType()
export class IncomeReportArgs {
  @Field(() => ReportRangeInput, { description: "The range and its grouping." })
  input!: ReportRangeInput;

  @Field(() => ReportComparisonInput, {
    nullable: true,
    description: "What the figures are compared with; defaults to the previous period.",
  })
  comparison?: ReportComparisonInput | null;
}

const COUNT_BY = {
  nullable: true,
  description: "The day sold tickets and revenue are counted on; defaults to ORDER_DATE.",
} as const;

@ArgsType()
export class TripReportArgs {
  @Field(() => ReportRangeInput, { description: "The range (its grouping is ignored)." })
  input!: ReportRangeInput;

  @Field(() => PageInput, { nullable: true, description: "Defaults to page 1 of 20." })
  page?: PageInput | null;

  @Field(() => TripReportSortInput, { nullable: true, description: "Defaults to tickets, most first." })
  sort?: TripReportSortInput | null;

  @Field(() => ReportCountBasis, COUNT_BY)
  countBy?: ReportCountBasis | null;
}

@ArgsType()
export class TripDetailReportArgs {
  @Field(() => ID, { description: "The trip; another tenant's answers NOT_FOUND." })
  tripId!: string;

  @Field(() => ReportRangeInput, { description: "The range (its grouping is ignored)." })
  input!: ReportRangeInput;

  @Field(() => ReportCountBasis, COUNT_BY)
  countBy?: ReportCountBasis | null;
}
