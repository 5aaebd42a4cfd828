import { ArgsType, Field, ID, Int } from "type-graphql";
import { PageInput } from "../shared/page.input";
import { CreateRefundInput, RefundFilter } from "./refund.input";

@ArgsType()
export class RefundOrdersArgs {
  @Field(() => RefundFilter, { nullable: true })
  filter?: RefundFilter | null;

  @Field(() => PageInput, { nullable: true, description: "Defaults to page 1 of 20." })
  page?: PageInput | null;
}

@ArgsType()
export class RefundOrderIdArgs {
  @Field(() => ID)
  id!: string;
}

@ArgsType()
export class CreateRefundArgs {
  @Field(() => CreateRefundInput)
  input!: CreateRefundInput;
}

@ArgsType()
export class RefundActionArgs {
  @Field(() => ID)
  id!: string;

  @Field(() => Int, { description: "The version read with the refund order (STALE_DATA when it changed since)." })
  version!: number;

  @Field(() => String, { nullable: true, description: "Optional, up to 500 characters; kept in the logs." })
  note?: string | null;
}
