import { ArgsType, Field, ID } from "type-graphql";
import { PageInput } from "../shared/page.input";
import { TicketStatus } from "./reservation.enums";
import { NotifyPassengersInput } from "./reservation.input";

@ArgsType()
export class ReservationsArgs {
  @Field(() => ID, { description: "The trip whose tickets to list." })
  tripId!: string;

  @Field(() => String, { nullable: true, description: "Only this travel date, YYYY-MM-DD." })
  date?: string | null;

  @Field(() => String, { nullable: true, description: "Only this shift." })
  shift?: string | null;

  @Field(() => TicketStatus, { nullable: true, description: "Only tickets in this status." })
  status?: TicketStatus | null;

  @Field(() => PageInput, { nullable: true, description: "Defaults to page 1 of 20." })
  page?: PageInput | null;
}

@ArgsType()
export class ReservationStatisticsArgs {
  @Field(() => ID, { description: "The trip to count." })
  tripId!: string;
}

@ArgsType()
export class NotifyPassengersArgs {
  @Field(() => NotifyPassengersInput, { description: "The trip, the departure and the message." })
  input!: NotifyPassengersInput;
}
