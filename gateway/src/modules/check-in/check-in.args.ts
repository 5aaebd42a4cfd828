import { ArgsType, Field, ID, InputType } from "type-graphql";

@InputType({ description: "A departure: a trip on a date, at a shift." })
export class DepartureInput {
  @Field(() => ID, { description: "The trip." })
  tripId!: string;

  @Field(() => String, { description: "The travel date, YYYY-MM-DD." })
  date!: string;

  @Field(() => String, { nullable: true, description: "The shift; null for a trip without shifts." })
  shift?: string | null;
}

@ArgsType()
export class CheckInTicketArgs {
  @Field(() => String, {
    description: "The ticket number as typed, or the code scanned from the ticket's QR code (`OrderTicket.code`).",
  })
  ticketNumber!: string;

  @Field(() => DepartureInput, {
    nullable: true,
    description: "The departure being checked; a ticket of another departure is refused and its own is named.",
  })
  departure?: DepartureInput | null;
}

@ArgsType()
export class UndoCheckInArgs {
  @Field(() => String, { description: "The ticket number, or its scanned code." })
  ticketNumber!: string;
}

@ArgsType()
export class CheckInCountsArgs {
  @Field(() => DepartureInput, { description: "The departure to count." })
  departure!: DepartureInput;
}
