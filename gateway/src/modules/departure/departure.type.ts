import { Field, ID, Int, ObjectType } from "type-graphql";
import { DateTimeScalar } from "../../scalars";
import { PassengerType, TicketStatus } from "../reservation/reservation.enums";
import { InventoryType, TripState } from "../trip/trip.enums";

@ObjectType({ description: "One departure: a trip on a date in a shift, with its seats and check-ins." })
export class Departure {
  @Field(() => ID, { description: "The departure's key: trip id, date and shift joined by `|`." })
  id!: string;

  @Field(() => ID, { description: "The trip departing." })
  tripId!: string;

  @Field(() => String, { description: "The trip's code (Trip ID)." })
  tripCode!: string;

  @Field(() => String, { description: "The trip's name." })
  tripName!: string;

  @Field(() => TripState, { description: "The trip's state." })
  tripState!: TripState;

  @Field(() => Boolean, { description: "The trip's sale is stopped (state STOP_SALE): no new bookings." })
  stopSale!: boolean;

  @Field(() => InventoryType, {
    description: "How the trip counts seats: TOTAL shares `capacity` among all its departures; UNLIMITED has none.",
  })
  inventoryType!: InventoryType;

  @Field(() => String, { description: "Travel date, YYYY-MM-DD." })
  date!: string;

  @Field(() => ID, {
    nullable: true,
    description: "The shift, as tickets name it (its name); null when the trip has no shifts.",
  })
  shiftId!: string | null;

  @Field(() => String, { nullable: true, description: "The shift's name; null when the trip has no shifts." })
  shiftName!: string | null;

  @Field(() => String, { nullable: true, description: "Departure time HH:MM, when the shift is named by one." })
  time!: string | null;

  @Field(() => Int, {
    nullable: true,
    description: "Seats on sale: this date and shift's inventory, a TOTAL trip's shared total, null when unlimited.",
  })
  capacity!: number | null;

  @Field(() => Int, { description: "Seats of paid tickets (refunded and voided tickets left out)." })
  sold!: number;

  @Field(() => Int, { description: "Seats of orders still being paid." })
  locked!: number;

  @Field(() => Int, { description: "Tickets checked in." })
  checkedIn!: number;

  @Field(() => Int, { nullable: true, description: "capacity − sold − locked, never below 0; null when unlimited." })
  available!: number | null;

  @Field(() => Boolean, {
    description: "Cancelled (cancelDeparture): it takes no booking and no move, and its orders are being cancelled.",
  })
  cancelled!: boolean;

  @Field(() => ID, {
    nullable: true,
    description: "The job cancelling its orders (`orderJob(id)`); null when not cancelled.",
  })
  cancellationJobId!: string | null;
}

@ObjectType({ description: "A passenger of a departure's manifest: one ticket holding a seat." })
export class ManifestPassenger {
  @Field(() => String, { description: "The ticket number on the ticket." })
  ticketNumber!: string;

  @Field(() => String, { description: "The order it was sold in." })
  orderNumber!: string;

  @Field(() => ID, { nullable: true, description: "The order's id (for `order(id)`), where the vendor API names it." })
  orderId!: string | null;

  @Field(() => String, { description: "The passenger's name." })
  passengerName!: string;

  @Field(() => PassengerType, { description: "Adult, child, infant or elder." })
  passengerType!: PassengerType;

  @Field(() => String, { nullable: true, description: "The price line booked (Adult, a custom price name, …)." })
  option!: string | null;

  @Field(() => String, { nullable: true, description: "The buyer: the order's contact name." })
  buyerName!: string | null;

  @Field(() => TicketStatus, { description: "The ticket's state." })
  status!: TicketStatus;

  @Field(() => Int, { description: "The upstream numeric ticket state, same as `status`." })
  statusCode!: number;

  @Field(() => Boolean, { description: "The order is still being paid: the seat is locked, not sold." })
  held!: boolean;

  @Field(() => Boolean, { description: "The ticket is checked in." })
  checkedIn!: boolean;

  @Field(() => String, { nullable: true, description: "Who checked it in." })
  checkedBy!: string | null;

  @Field(() => DateTimeScalar, { nullable: true, description: "When it was checked in." })
  checkTime!: string | null;
}

@ObjectType({ description: "A departure's passenger list, by ticket number, with its counts." })
export class DepartureManifest {
  @Field(() => Departure, { description: "The departure and its counts." })
  departure!: Departure;

  @Field(() => [ManifestPassenger], {
    description: "Its passengers holding a seat (refunded and voided tickets left out), at most 1000.",
  })
  passengers!: ManifestPassenger[];

  @Field(() => Boolean, { description: "More than the 1000 passengers listed exist." })
  truncated!: boolean;
}

@ObjectType({ description: "A trip the calendar can be filtered by." })
export class DepartureTripOption {
  @Field(() => ID, { description: "The trip's id." })
  id!: string;

  @Field(() => String, { description: "The trip's code (Trip ID)." })
  code!: string;

  @Field(() => String, { description: "The trip's name." })
  name!: string;
}

@ObjectType({ description: "A tag the calendar can be filtered by." })
export class DepartureTagOption {
  @Field(() => ID, { description: "The tag's id." })
  id!: string;

  @Field(() => String, { description: "The tag's name." })
  name!: string;
}

@ObjectType({ description: "What the departures calendar can be filtered by: the tenant's trips and tags." })
export class DepartureFilters {
  @Field(() => [DepartureTripOption], { description: "Every trip, by code." })
  trips!: DepartureTripOption[];

  @Field(() => [DepartureTagOption], { description: "Every tag, by name." })
  tags!: DepartureTagOption[];
}
