import { ArgsType, Field, ID, InputType, Int } from "type-graphql";
import { BookingPaymentMethod } from "./booking.enums";

@InputType({ description: "Tickets of one price option of the departure." })
export class BookingPassengersInput {
  @Field(() => String, {
    description: "The price option, as `BookingDeparture.options` names it (Adult, Standard, …).",
  })
  option!: string;

  @Field(() => Int, { description: "How many tickets of it, 0 or more." })
  count!: number;
}

@InputType({ description: "A departure and its tickets: what a quote prices." })
export class BookingQuoteInput {
  @Field(() => ID, { description: "A single trip on sale (`bookableTrips`)." })
  tripId!: string;

  @Field(() => String, { description: "The travel date, YYYY-MM-DD, today or later in the tenant's calendar." })
  date!: string;

  @Field(() => String, {
    nullable: true,
    description: "A shift on sale that date (`BookingDeparture.shifts`); null for a trip without shifts.",
  })
  shift?: string | null;

  @Field(() => [BookingPassengersInput], {
    description: "Tickets by price option: at least one ticket in all, at most 60.",
  })
  passengers!: BookingPassengersInput[];

  @Field(() => String, {
    nullable: true,
    description: "A coupon code, any case; refused on this field when a sale could not use it.",
  })
  couponCode?: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The buyer's e-mail: required for a booking (the confirmation goes there); a coupon's limits read it.",
  })
  contactEmail?: string | null;
}

@InputType({ description: "A booking taken on the phone or at the counter (docs/sales-contract.md)." })
export class BookingInput extends BookingQuoteInput {
  @Field(() => String, {
    nullable: true,
    description:
      "Made by the client once per submission (a UUID): a retried submit with it answers the first booking's order.",
  })
  requestId?: string | null;

  @Field(() => String, { description: "The buyer's first name." })
  contactFirstName!: string;

  @Field(() => String, { description: "The buyer's last name." })
  contactLastName!: string;

  @Field(() => String, {
    description:
      "The buyer's phone number, 8 to 15 characters without its spaces, an optional leading +; written as the " +
      "console shows phones (`+1 2125550100`) or in one run, stored without the spaces.",
  })
  contactPhone!: string;

  @Field(() => BookingPaymentMethod, { description: "How it is paid; decides the order's state." })
  paymentMethod!: BookingPaymentMethod;
}

@ArgsType()
export class CreateBookingArgs {
  @Field(() => BookingInput, { description: "The booking." })
  input!: BookingInput;
}

@ArgsType()
export class BookingQuoteArgs {
  @Field(() => BookingQuoteInput, { description: "The departure, tickets and coupon to price." })
  input!: BookingQuoteInput;
}

@ArgsType()
export class BookingDepartureArgs {
  @Field(() => ID, { description: "A single trip on sale." })
  tripId!: string;

  @Field(() => String, { description: "The travel date, YYYY-MM-DD." })
  date!: string;
}
