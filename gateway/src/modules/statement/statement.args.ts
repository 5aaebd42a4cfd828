import { ArgsType, Field } from "type-graphql";
import { PageInput } from "../shared/page.input";
import { StatementEntryKind } from "./statement.enums";
import { StatementFilter } from "./statement.input";

const PAGE = "Defaults to page 1 of 20.";

@ArgsType()
export class StatementsArgs {
  @Field(() => StatementFilter, { nullable: true, description: "What to list; every statement when absent." })
  filter?: StatementFilter | null;

  @Field(() => PageInput, { nullable: true, description: PAGE })
  page?: PageInput | null;
}

@ArgsType()
export class StatementMonthArgs {
  @Field(() => String, { description: "The month, YYYY-MM; a month without a statement answers NOT_FOUND." })
  month!: string;
}

@ArgsType()
export class StatementEntriesArgs {
  @Field(() => StatementEntryKind, { nullable: true, description: "Only the entries of this line." })
  kind?: StatementEntryKind | null;

  @Field(() => PageInput, { nullable: true, description: PAGE })
  page?: PageInput | null;
}
