import { Field, ObjectType } from "type-graphql";
import { Ticket } from "../reservation/reservation.type";
import { MoneyScalar } from "../../scalars";

@ObjectType({ description: "A ticket (one passenger) of an order." })
export class OrderTicket extends Ticket {
  @Field(() => String, { description: "The trip's name." })
  tripName!: string;

  @Field(() => Boolean, {
    description:
      "Normal or checked in, not held, of a completed or unshipped order: only such tickets can be refunded.",
  })
  actionable!: boolean;

  @Field(() => MoneyScalar, {
    nullable: true,
    description:
      "What the ticket was sold for: the unit price of the order's line of its trip, date, shift and price option; " +
      "null when the upstream does not say.",
  })
  price!: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "The code the ticket's QR code carries: the ticket number signed with the vendor's key, which the check-in " +
      "accepts and tells from a made-up number. Null where the answer does not sign (refund orders).",
  })
  code!: string | null;
}
