import { ArgsType, Field, ID, InputType, Int } from "type-graphql";

@InputType({
  description:
    "Tickets to move to another departure of their trip. Refusals are BAD_USER_INPUT with `extensions.fields` keyed " +
    "by these field names; nothing is written then.",
})
export class OrderMoveInput {
  @Field(() => [ID], {
    description:
      "Tickets of the order, of one trip (move.otherTrips), each NORMAL: a checked-in ticket (move.checkedIn), a " +
      "refunding, refunded or cancelled one (move.notMovable), or one already on the departure (move.sameDeparture) " +
      "is refused.",
  })
  ticketIds!: string[];

  @Field(() => String, {
    description:
      "The departure's day, YYYY-MM-DD: today or later, with seats on sale that day (booking.dateNotOnSale); the " +
      "trip on sale (move.tripNotOnSale).",
  })
  date!: string;

  @Field(() => String, {
    nullable: true,
    description:
      "The departure's shift by name, one on sale that day (booking.shiftNotOnSale), with a seat for every ticket " +
      "(move.soldOut): required for a trip sold by date and shift, ignored otherwise.",
  })
  shift?: string | null;

  @Field(() => Boolean, {
    defaultValue: true,
    description: "Write to the order's contact e-mail: the tickets' new departure, numbers and codes.",
  })
  notifyCustomer!: boolean;
}

@ArgsType()
export class MoveOrderTicketsArgs {
  @Field(() => ID, { description: "The order." })
  orderId!: string;

  @Field(() => Int, { description: "The order's `version` as read; another answers STALE_DATA." })
  version!: number;

  @Field(() => OrderMoveInput, { description: "What to move, and where." })
  input!: OrderMoveInput;
}

@ArgsType()
export class MoveOrderTicketsQuoteArgs {
  @Field(() => ID, { description: "The order." })
  orderId!: string;

  @Field(() => [ID], { description: "The tickets that would be moved (refused as moveOrderTickets refuses)." })
  ticketIds!: string[];

  @Field(() => String, { description: "The departure's day, YYYY-MM-DD." })
  date!: string;

  @Field(() => String, { nullable: true, description: "The departure's shift by name (date-and-shift trips)." })
  shift?: string | null;
}
