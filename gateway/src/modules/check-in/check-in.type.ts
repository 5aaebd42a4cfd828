import { Field, Int, ObjectType } from "type-graphql";

@ObjectType({ description: "A departure's check-in progress." })
export class CheckInCounts {
  @Field(() => Int, { description: "Tickets of the departure checked in." })
  checkedIn!: number;

  @Field(() => Int, { description: "Tickets sold for it: normal or checked in, of paid orders (not held)." })
  expected!: number;
}
