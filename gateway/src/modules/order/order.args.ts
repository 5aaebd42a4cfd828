import { ArgsType, Field, ID, Int } from "type-graphql";
import { PageInput } from "../shared/page.input";
import { OrderContactInput, OrderFilter, OrderSort } from "./order.input";

@ArgsType()
export class OrdersArgs {
  @Field(() => OrderFilter, { nullable: true, description: "Narrows the list; every filter is optional." })
  filter?: OrderFilter | null;

  @Field(() => OrderSort, { nullable: true, description: "Defaults to created time, newest first." })
  sort?: OrderSort | null;

  @Field(() => PageInput, { nullable: true, description: "Defaults to page 1 of 20." })
  page?: PageInput | null;
}

@ArgsType()
export class OrderIdArgs {
  @Field(() => ID, { description: "The order's id." })
  id!: string;
}

@ArgsType()
export class UpdateOrderContactArgs {
  @Field(() => ID, { description: "The order's id." })
  id!: string;

  @Field(() => Int, { description: "The order's `version` as read; another answers STALE_DATA." })
  version!: number;

  @Field(() => OrderContactInput, { description: "The corrected contact and the passengers to rename." })
  input!: OrderContactInput;
}

@ArgsType()
export class AddOrderNoteArgs {
  @Field(() => ID, { description: "The order's id." })
  orderId!: string;

  @Field(() => String, { description: "The note, 1–1000 characters; staff only, never sent to the customer." })
  text!: string;
}
