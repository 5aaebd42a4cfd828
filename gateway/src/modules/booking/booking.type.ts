import { Field, ID, Int, ObjectType } from "type-graphql";
import { MoneyScalar } from "../../scalars";
import { PassengerType } from "../reservation/reservation.enums";
import { InventoryType } from "../trip/trip.enums";

@ObjectType({ description: "A single trip on sale that the console can book." })
export class BookableTrip {
  @Field(() => ID, { description: "The trip's id." })
  id!: string;

  @Field(() => String, { description: "Its Trip ID." })
  code!: string;

  @Field(() => String, { description: "Its name." })
  name!: string;

  @Field(() => InventoryType, { description: "How its seats are counted: BY_DATE_SHIFT trips are booked by shift." })
  inventoryType!: InventoryType;
}

@ObjectType({ description: "A shift on sale on the chosen date." })
export class BookingShift {
  @Field(() => String, { description: "The shift's name." })
  name!: string;

  @Field(() => Int, { description: "Its seats that date." })
  capacity!: number;

  @Field(() => Int, { description: "Its seats left: capacity less the sold and locked ones." })
  available!: number;
}

@ObjectType({ description: "A price option of the trip." })
export class BookingOption {
  @Field(() => String, { description: "The option's name (Standard, Adult, Child, … or a custom price's name)." })
  name!: string;

  @Field(() => PassengerType, { description: "The passenger type its tickets carry." })
  passengerType!: PassengerType;

  @Field(() => MoneyScalar, { description: "The price of one ticket." })
  price!: string;
}

@ObjectType({ description: "A trip's prices and seats left on a date." })
export class BookingDeparture {
  @Field(() => BookableTrip, { description: "The trip." })
  trip!: BookableTrip;

  @Field(() => [BookingShift], {
    description: "The shifts on sale that date, with their seats left (BY_DATE_SHIFT trips); empty otherwise.",
  })
  shifts!: BookingShift[];

  @Field(() => Int, {
    nullable: true,
    description: "Seats left of a TOTAL trip; null for a trip by shift (see each shift) or an UNLIMITED one.",
  })
  available!: number | null;

  @Field(() => [BookingOption], { description: "Its price options." })
  options!: BookingOption[];
}

@ObjectType({ description: "One line of a quote: the tickets of one option." })
export class BookingQuoteLine {
  @Field(() => String, { description: "The price option." })
  option!: string;

  @Field(() => Int, { description: "How many tickets." })
  quantity!: number;

  @Field(() => MoneyScalar, { description: "The price of one." })
  unitPrice!: string;

  @Field(() => MoneyScalar, { description: "quantity × unitPrice." })
  amount!: string;
}

@ObjectType({ description: "What a booking would cost, by the rules the booking itself applies." })
export class BookingQuote {
  @Field(() => [BookingQuoteLine], { description: "The tickets, by option." })
  lines!: BookingQuoteLine[];

  @Field(() => MoneyScalar, { description: "The tickets' prices." })
  subtotal!: string;

  @Field(() => MoneyScalar, { description: "The coupon's discount (0.00 without one)." })
  discount!: string;

  @Field(() => MoneyScalar, { description: "The tenant's booking fee on these tickets." })
  bookingFee!: string;

  @Field(() => MoneyScalar, { description: "subtotal + bookingFee: the order's `totalAmount`." })
  total!: string;

  @Field(() => MoneyScalar, { description: "What the buyer pays: total − discount." })
  due!: string;

  @Field(() => String, { nullable: true, description: "The coupon code applied, upper-case; null without one." })
  couponCode!: string | null;
}
