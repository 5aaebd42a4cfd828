import { ArgsType, Field, ID } from "type-graphql";
import { PageInput } from "../shared/page.input";
import { OrderFilter, OrderSort } from "./order.input";

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
