import { ArgsType, Field, ID } from "type-graphql";
import { PageInput } from "../shared/page.input";
import { TransactionFilter } from "./transaction.input";

@ArgsType()
export class TransactionsArgs {
  @Field(() => TransactionFilter, { nullable: true, description: "Narrows the list; every filter is optional." })
  filter?: TransactionFilter | null;

  @Field(() => PageInput, { nullable: true, description: "Defaults to page 1 of 20." })
  page?: PageInput | null;
}

@ArgsType()
export class TransactionIdArgs {
  @Field(() => ID, { description: "The transaction's (payment's) id." })
  id!: string;
}
