import { ArgsType, Field, ID } from "type-graphql";
import { PageInput } from "../shared/page.input";
import { ReportRangeInput, TripReportSortInput } from "./report.input";

@ArgsType()
export class IncomeReportArgs {
  @Field(() => ReportRangeInput, { description: "The range and its grouping." })
  input!: ReportRangeInput;
}

@ArgsType()
export class TripReportArgs {
  @Field(() => ReportRangeInput, { description: "The range (its grouping is ignored)." })
  input!: ReportRangeInput;

  @Field(() => PageInput, { nullable: true, description: "Defaults to page 1 of 20." })
  page?: PageInput | null;

  @Field(() => TripReportSortInput, { nullable: true, description: "Defaults to tickets, most first." })
  sort?: TripReportSortInput | null;
}

@ArgsType()
export class TripDetailReportArgs {
  @Field(() => ID, { description: "The trip; another tenant's answers NOT_FOUND." })
  tripId!: string;

  @Field(() => ReportRangeInput, { description: "The range of travel dates (its grouping is ignored)." })
  input!: ReportRangeInput;
}
