import { Field, ObjectType } from "type-graphql";
import { Ticket } from "../reservation/reservation.type";

@ObjectType({ description: "A ticket (one passenger) of an order." })
export class OrderTicket extends Ticket {
  @Field(() => String)
  tripName!: string;

  @Field(() => Boolean, {
    description:
      "Normal or checked in, not held, of a completed or unshipped order: only such tickets can be refunded.",
  })
  actionable!: boolean;
}
