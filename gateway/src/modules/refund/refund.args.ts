import { ArgsType, Field, ID, Int } from "type-graphql";
import { PageInput } from "../shared/page.input";
import { CreateRefundInput, RefundFilter } from "./refund.input";

@ArgsType()
export class RefundOrdersArgs {
  @Field(() => RefundFilter, { nullable: true, description: "Narrows the list; every filter is optional." })
  filter?: RefundFilter | null;

  @Field(() => PageInput, { nullable: true, description: "Defaults to page 1 of 20." })
  page?: PageInput | null;
}

@ArgsType()
export class RefundOrderIdArgs {
  @Field(() => ID, { description: "The refund order's id." })
  id!: string;
}

@ArgsType()
export class CreateRefundArgs {
  @Field(() => CreateRefundInput, { description: "The order, its payment, the tickets and the amount to refund." })
  input!: CreateRefundInput;
}

@ArgsType()
export class RefundActionArgs {
  @Field(() => ID, { description: "The refund order's id." })
  id!: string;

  @Field(() => Int, { description: "The version read with the refund order (STALE_DATA when it changed since)." })
  version!: number;

  @Field(() => String, { nullable: true, description: "Optional, up to 500 characters; kept in the logs." })
  note?: string | null;
}
