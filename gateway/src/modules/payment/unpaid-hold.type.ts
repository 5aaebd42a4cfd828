import { Field, Int, ObjectType } from "type-graphql";

@ObjectType({
  description:
    "How long an unpaid booking holds its seats: once the period has passed with nothing paid, the vendor API " +
    "cancels the order, its seats go back to the departure and its history says so (OrderHistoryAction.RELEASE).",
})
export class UnpaidHold {
  @Field(() => Int, { description: "Whole days from the booking, 1 to 90 (7 unless changed)." })
  unpaidHoldDays!: number;

  @Field(() => Int, { description: "The settings' version: send it back to `saveUnpaidHold`." })
  version!: number;
}
