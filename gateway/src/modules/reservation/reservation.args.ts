import { ArgsType, Field, ID } from "type-graphql";
import { PageInput } from "../shared/page.input";
import { TicketStatus } from "./reservation.enums";
import { NotifyPassengersInput } from "./reservation.input";

@ArgsType()
export class ReservationsArgs {
  @Field(() => ID)
  tripId!: string;

  @Field(() => String, { nullable: true, description: "Only this travel date, YYYY-MM-DD." })
  date?: string | null;

  @Field(() => String, { nullable: true, description: "Only this shift." })
  shift?: string | null;

  @Field(() => TicketStatus, { nullable: true })
  status?: TicketStatus | null;

  @Field(() => PageInput, { nullable: true, description: "Defaults to page 1 of 20." })
  page?: PageInput | null;
}

@ArgsType()
export class ReservationStatisticsArgs {
  @Field(() => ID)
  tripId!: string;
}

@ArgsType()
export class NotifyPassengersArgs {
  @Field(() => NotifyPassengersInput)
  input!: NotifyPassengersInput;
}
