import { Field, InputType, Int } from "type-graphql";
import { StatementState } from "./statement.enums";

@InputType({ description: "Narrows the statement list." })
export class StatementFilter {
  @Field(() => StatementState, { nullable: true, description: "Only paid or only unpaid statements." })
  state?: StatementState | null;

  @Field(() => Int, { nullable: true, description: "Only the months of this year." })
  year?: number | null;
}
