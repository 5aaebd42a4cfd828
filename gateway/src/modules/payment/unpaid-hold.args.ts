import { ArgsType, Field, Int } from "type-graphql";

@ArgsType()
export class SaveUnpaidHoldArgs {
  @Field(() => Int, { description: "The version read with `unpaidHold` (STALE_DATA when it changed since)." })
  version!: number;

  @Field(() => Int, { description: "Whole days an unpaid booking holds its seats, 1 to 90." })
  unpaidHoldDays!: number;
}
