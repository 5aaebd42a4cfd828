import { ArgsType, Field, ID, InputType, Int } from "type-graphql";
import { MovePriceMode } from "./order-move.enums";

@InputType({ description: "A moved ticket's price option on the trip it moves to." })
export class OrderMoveTicketOptionInput {
  @Field(() => ID, { description: "A ticket of `ticketIds`." })
  ticketId!: string;

  @Field(() => String, {
    description: "The name of one of the new trip's price options (`BookingOption.name`); move.optionNotOfTrip else.",
  })
  option!: string;
}

/** The fields naming another trip, the same in the quote's arguments and the move's input. */
const TRIP_ID =
  "Another trip of the tenant to move to (published, on sale: move.tripNotOnSale); an unknown or another tenant's " +
  "trip is move.unknownTrip. Left out: the tickets' own trip, and `priceMode` and `options` are ignored.";
const PRICE_MODE = "With `tripId`, required: keep each ticket's price or take its chosen option's.";
const OPTIONS =
  "With `tripId`, required: one entry per ticket moved (move.optionMissing), naming its price option there.";

@InputType({
  description:
    "Tickets to move to another departure of their trip or of another trip. Refusals are BAD_USER_INPUT with `extensions.fields` keyed " +
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

  @Field(() => ID, { nullable: true, description: TRIP_ID })
  tripId?: string | null;

  @Field(() => MovePriceMode, { nullable: true, description: PRICE_MODE })
  priceMode?: MovePriceMode | null;

  @Field(() => [OrderMoveTicketOptionInput], { nullable: true, description: OPTIONS })
  options?: OrderMoveTicketOptionInput[] | null;

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

  @Field(() => ID, { nullable: true, description: TRIP_ID })
  tripId?: string | null;

  @Field(() => MovePriceMode, { nullable: true, description: PRICE_MODE })
  priceMode?: MovePriceMode | null;

  @Field(() => [OrderMoveTicketOptionInput], { nullable: true, description: OPTIONS })
  options?: OrderMoveTicketOptionInput[] | null;
}
