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
}

@ObjectType({ description: "A shift of the departure's day and its seats left." })
export class OrderMoveQuoteShift {
  @Field(() => String, { description: "The shift's name, as `OrderMoveInput.shift` takes it." })
  name!: string;

  @Field(() => Int, { description: "Seats left on it." })
  available!: number;
}

@ObjectType({ description: "What moving tickets to another departure would cost, and its seats; nothing is written." })
export class OrderMoveQuote {
  @Field(() => [OrderMoveQuoteTicket], { description: "The tickets asked for." })
  tickets!: OrderMoveQuoteTicket[];

  @Field(() => RescheduleFeeType, { description: "The trip's reschedule fee setting: free, per ticket or per order." })
  feeType!: RescheduleFeeType;

  @Field(() => MoneyScalar, { description: "The trip's reschedule fee for this move." })
  fee!: string;

  @Field(() => Boolean, {
    description:
      "A paid order pays the fee in cash at the counter now (a cash payment is recorded); an unpaid one owes it in " +
      "its balance.",
  })
  collectedNow!: boolean;

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

  @Field(() => Boolean, {
    description:
      "The departure takes the tickets as asked; false while a shift is still to be chosen (`shift` left out).",
  })
  movable!: boolean;
}
