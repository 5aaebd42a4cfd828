import { Field, ID, Int, ObjectType } from "type-graphql";
import { MoneyScalar } from "../../scalars";
import { RescheduleFeeType } from "../trip/trip.enums";

@ObjectType({ description: "One ticket of a move's quote, where it travels now." })
export class OrderMoveQuoteTicket {
  @Field(() => ID, { description: "The ticket's id (`Ticket.id`)." })
  ticketId!: string;

  @Field(() => String, { description: "The ticket's number now, as printed (BKT…); the move draws a new one." })
  ticketNumber!: string;

  @Field(() => String, { description: "The day it travels on now, YYYY-MM-DD." })
  date!: string;

  @Field(() => String, { nullable: true, description: "The shift it travels on now, if its trip has shifts." })
  shift?: string | null;

  @Field(() => String, { description: "Its price option after the move (the one chosen on another trip)." })
  option!: string;

  @Field(() => MoneyScalar, { description: "Its price now (its order line's unit price)." })
  price!: string;

  @Field(() => MoneyScalar, { description: "Its price after the move: the same, or the chosen option's (CHOSEN)." })
  newPrice!: string;
}

@ObjectType({ description: "A price option of the trip moved to." })
export class OrderMoveQuoteOption {
  @Field(() => String, { description: "Its name, as `OrderMoveTicketOptionInput.option` takes it." })
  name!: string;

  @Field(() => MoneyScalar, { description: "Its price: a ticket's new price with the CHOSEN price mode." })
  price!: string;
}

@ObjectType({ description: "A shift of the departure's day and its seats left." })
export class OrderMoveQuoteShift {
  @Field(() => String, { description: "The shift's name, as `OrderMoveInput.shift` takes it." })
  name!: string;

  @Field(() => Int, { description: "Seats left on it." })
  available!: number;
}

@ObjectType({
  description:
    "What moving tickets to another departure (of their trip or another) would cost, and its seats; nothing is written.",
})
export class OrderMoveQuote {
  @Field(() => [OrderMoveQuoteTicket], { description: "The tickets asked for." })
  tickets!: OrderMoveQuoteTicket[];

  @Field(() => ID, { description: "The trip the tickets travel on after the move." })
  tripId!: string;

  @Field(() => String, { description: "Its name." })
  tripName!: string;

  @Field(() => RescheduleFeeType, {
    description: "That trip's reschedule fee setting: free, per ticket or per order.",
  })
  feeType!: RescheduleFeeType;

  @Field(() => MoneyScalar, { description: "That trip's reschedule fee for this move." })
  fee!: string;

  @Field(() => MoneyScalar, {
    description: "Σ (newPrice − price) of the tickets: negative when the new prices are lower.",
  })
  difference!: string;

  @Field(() => Boolean, {
    description:
      "A paid order pays fee + difference, when above 0, in cash at the counter now (a cash payment is recorded); an " +
      "unpaid one owes it in its balance.",
  })
  collectedNow!: boolean;

  @Field(() => MoneyScalar, { description: "What a paid order pays in cash now; 0.00 otherwise." })
  cashNow!: string;

  @Field(() => MoneyScalar, {
    description:
      "What goes back through the refund flow: a paid order's −(fee + difference) when below 0, an unpaid order's " +
      "part payments above its new total; at most what the refundable payments hold.",
  })
  refund!: string;

  @Field(() => Int, {
    nullable: true,
    description:
      "Seats left on the departure before the move; null when the trip's seats are not counted per departure.",
  })
  seatsLeft?: number | null;

  @Field(() => [OrderMoveQuoteShift], {
    description: "The day's shifts on sale and their seats (a trip sold by date and shift); empty otherwise.",
  })
  shifts!: OrderMoveQuoteShift[];

  @Field(() => [OrderMoveQuoteOption], { description: "The price options of the trip moved to, by position." })
  options!: OrderMoveQuoteOption[];

  @Field(() => Boolean, {
    description:
      "The departure takes the tickets as asked; false while a shift (`shift` left out) or, on another trip, the " +
      "price mode and the tickets' options are still to be chosen.",
  })
  movable!: boolean;
}
