import { Field, ID, Int, ObjectType } from "type-graphql";
import { DateTimeScalar } from "../../scalars";
import { PageOf } from "../shared/page.type";
import { InventoryType } from "../trip/trip.enums";
import { NotificationChannel, NotificationStatus, PassengerType, TicketStatus } from "./reservation.enums";

@ObjectType({ description: "A ticket (one passenger) of a trip." })
export class Ticket {
  @Field(() => ID, { description: "The ticket's id." })
  id!: string;

  @Field(() => String, { description: "The ticket number on the ticket." })
  ticketNumber!: string;

  @Field(() => String, { description: "The order it was sold in." })
  orderNumber!: string;

  @Field(() => ID, { description: "The trip it is for." })
  tripId!: string;

  @Field(() => String, { description: "Travel date, YYYY-MM-DD." })
  date!: string;

  @Field(() => String, { nullable: true, description: "Its shift, when the trip has shifts." })
  shift!: string | null;

  @Field(() => String, { nullable: true, description: "The price line booked (Adult, a custom price name, …)." })
  option!: string | null;

  @Field(() => String, { description: "The passenger's name." })
  passengerName!: string;

  @Field(() => PassengerType, { description: "Adult, child, infant or elder." })
  passengerType!: PassengerType;

  @Field(() => TicketStatus, {
    description: "Its state: normal, checked in, being refunded, refunded, changed, rescheduled or charged back.",
  })
  status!: TicketStatus;

  @Field(() => Int, { description: "The upstream numeric ticket state, same as `status`." })
  statusCode!: number;

  @Field(() => Boolean, { description: "The order is still being paid: the seat is locked, not sold." })
  held!: boolean;

  @Field(() => String, { nullable: true, description: "Who checked it in." })
  checkedBy!: string | null;

  @Field(() => DateTimeScalar, { nullable: true, description: "When it was checked in." })
  checkTime!: string | null;
}

@ObjectType({ description: "A page of tickets, by date, shift and ticket number." })
export class TicketPage extends PageOf(Ticket) {}

@ObjectType({ description: "Seat counts; capacity and available are null for unlimited trips." })
export class SeatCounts {
  @Field(() => Int, { nullable: true, description: "Seats on sale; null for unlimited inventory." })
  capacity!: number | null;

  @Field(() => Int, { description: "Seats of paid tickets (not refunded or voided)." })
  sold!: number;

  @Field(() => Int, { description: "Seats of orders still being paid." })
  locked!: number;

  @Field(() => Int, { nullable: true, description: "capacity − sold − locked." })
  available!: number | null;
}

@ObjectType({ description: "Seat counts of one date and shift." })
export class DateShiftSeats extends SeatCounts {
  @Field(() => String, { description: "YYYY-MM-DD" })
  date!: string;

  @Field(() => String, { nullable: true, description: "The shift; null when the trip has none." })
  shift!: string | null;
}

@ObjectType({
  description:
    "Seats per date and shift and for the whole trip. TOTAL trips report the shared total on every row; UNLIMITED " +
    "trips have null capacity and available.",
})
export class ReservationStatistics {
  @Field(() => ID, { description: "The trip counted." })
  tripId!: string;

  @Field(() => InventoryType, { description: "How the trip counts its seats." })
  inventoryType!: InventoryType;

  @Field(() => [DateShiftSeats], { description: "The seats per date and shift." })
  rows!: DateShiftSeats[];

  @Field(() => SeatCounts, { description: "The seats over all dates and shifts." })
  total!: SeatCounts;
}

@ObjectType({ description: "A message recorded for the passengers of a date (and shift)." })
export class PassengerNotification {
  @Field(() => ID, { description: "The notification's id." })
  id!: string;

  @Field(() => ID, { description: "The trip whose passengers it went to." })
  tripId!: string;

  @Field(() => String, { description: "YYYY-MM-DD" })
  date!: string;

  @Field(() => String, { nullable: true, description: "The shift it was for, when any." })
  shift!: string | null;

  @Field(() => NotificationChannel, { description: "E-mail or text message." })
  channel!: NotificationChannel;

  @Field(() => String, { description: "Its subject." })
  subject!: string;

  @Field(() => String, { description: "Its text." })
  content!: string;

  @Field(() => Int, { description: "Distinct addresses (or phone numbers) of normal or checked-in tickets; may be 0." })
  recipientCount!: number;

  @Field(() => NotificationStatus, { description: "Where its sending stands." })
  status!: NotificationStatus;

  @Field(() => DateTimeScalar, { description: "When it was made." })
  createTime!: string;
}
