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

  @Field(() => String, {
    nullable: true,
    description:
      "With no departure (no trip picked): the travel date on the desk's screen, YYYY-MM-DD; a ticket of another day " +
      "is refused (checkIn.otherDeparture) naming its own. With neither departure nor date nothing bounds the ticket.",
  })
  date?: string | null;

  @Field(() => String, {
    nullable: true,
    description: "With `date`: the shift on the desk's screen, of whatever trip; a ticket of another shift is refused.",
  })
  shift?: string | null;

  @Field(() => Boolean, {
    nullable: true,
    description:
      "true checks the ticket in whatever its departure: the desk confirmed a checkIn.otherDeparture refusal. " +
      "Recorded in the order's history like any check-in.",
  })
  anyDeparture?: boolean | null;
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
