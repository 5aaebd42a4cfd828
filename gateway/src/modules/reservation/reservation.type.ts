import { Field, ID, Int, ObjectType } from "type-graphql";
import { DateTimeScalar } from "../../scalars";
import { PageOf } from "../shared/page.type";
import { InventoryType } from "../trip/trip.enums";
import { NotificationChannel, NotificationStatus, PassengerType, TicketStatus } from "./reservation.enums";

@ObjectType({ description: "A ticket (one passenger) of a trip." })
export class Ticket {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  ticketNumber!: string;

  @Field(() => String)
  orderNumber!: string;

  @Field(() => ID)
  tripId!: string;

  @Field(() => String, { description: "Travel date, YYYY-MM-DD." })
  date!: string;

  @Field(() => String, { nullable: true })
  shift!: string | null;

  @Field(() => String, { nullable: true, description: "The price line booked (Adult, a custom price name, …)." })
  option!: string | null;

  @Field(() => String)
  passengerName!: string;

  @Field(() => PassengerType)
  passengerType!: PassengerType;

  @Field(() => TicketStatus)
  status!: TicketStatus;

  @Field(() => Int, { description: "The upstream numeric ticket state, same as `status`." })
  statusCode!: number;

  @Field(() => Boolean, { description: "The order is still being paid: the seat is locked, not sold." })
  held!: boolean;

  @Field(() => String, { nullable: true })
  checkedBy!: string | null;

  @Field(() => DateTimeScalar, { nullable: true })
  checkTime!: string | null;
}

@ObjectType({ description: "A page of tickets, by date, shift and ticket number." })
export class TicketPage extends PageOf(Ticket) {}

@ObjectType({ description: "Seat counts; capacity and available are null for unlimited trips." })
export class SeatCounts {
  @Field(() => Int, { nullable: true })
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

  @Field(() => String, { nullable: true })
  shift!: string | null;
}

@ObjectType({
  description:
    "Seats per date and shift and for the whole trip. TOTAL trips report the shared total on every row; UNLIMITED " +
    "trips have null capacity and available.",
})
export class ReservationStatistics {
  @Field(() => ID)
  tripId!: string;

  @Field(() => InventoryType)
  inventoryType!: InventoryType;

  @Field(() => [DateShiftSeats])
  rows!: DateShiftSeats[];

  @Field(() => SeatCounts)
  total!: SeatCounts;
}

@ObjectType({ description: "A message recorded for the passengers of a date (and shift)." })
export class PassengerNotification {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  tripId!: string;

  @Field(() => String, { description: "YYYY-MM-DD" })
  date!: string;

  @Field(() => String, { nullable: true })
  shift!: string | null;

  @Field(() => NotificationChannel)
  channel!: NotificationChannel;

  @Field(() => String)
  subject!: string;

  @Field(() => String)
  content!: string;

  @Field(() => Int, { description: "Distinct addresses (or phone numbers) of normal or checked-in tickets; may be 0." })
  recipientCount!: number;

  @Field(() => NotificationStatus)
  status!: NotificationStatus;

  @Field(() => DateTimeScalar)
  createTime!: string;
}
