import { Field, ID, InputType } from "type-graphql";
import { NotificationChannel } from "./reservation.enums";

@InputType({
  description: "A message to the passengers of a trip's date (and shift) holding normal or checked-in tickets.",
})
export class NotifyPassengersInput {
  @Field(() => ID, { description: "The trip whose passengers to notify." })
  tripId!: string;

  @Field(() => String, { description: "YYYY-MM-DD ('Invalid date' otherwise)." })
  date!: string;

  @Field(() => String, { nullable: true, description: "Only this shift; every shift when null." })
  shift?: string | null;

  @Field(() => NotificationChannel, { description: "E-mail or text message." })
  channel!: NotificationChannel;

  @Field(() => String, { description: "Required, ≤ 100 characters." })
  subject!: string;

  @Field(() => String, { description: "Required, ≤ 2000 characters." })
  content!: string;
}
