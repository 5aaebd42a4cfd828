/** The value objects a trip is made of (prices, inventory, content sections), shared by `Trip` fields. */
import { Field, Float, ID, Int, ObjectType } from "type-graphql";
import { MoneyScalar } from "../../scalars";
import { DurationUnit } from "./trip.enums";

@ObjectType({ description: "Prices by passenger type; a null type is not sold." })
export class PassengerPrices {
  @Field(() => MoneyScalar, { nullable: true, description: "The adult price; null when not sold." })
  adult!: string | null;

  @Field(() => MoneyScalar, { nullable: true, description: "The child price; null when not sold." })
  child!: string | null;

  @Field(() => MoneyScalar, { nullable: true, description: "The infant price; null when not sold." })
  infant!: string | null;

  @Field(() => MoneyScalar, { nullable: true, description: "The elder price; null when not sold." })
  elder!: string | null;
}

@ObjectType({ description: "A named price line (pricing type CUSTOMIZE)." })
export class CustomPrice {
  @Field(() => String, { description: "The price option's name (e.g. Family)." })
  name!: string;

  @Field(() => MoneyScalar, { description: "Its price." })
  price!: string;
}

@ObjectType({ description: "A shift (time slot) of a trip counted by date and shift." })
export class Shift {
  @Field(() => String, { description: "The shift's name (e.g. 09:00)." })
  name!: string;

  @Field(() => Boolean, { description: "Only selected shifts can carry inventory." })
  selected!: boolean;
}

@ObjectType({ description: "Capacity of one date and shift." })
export class DateInventory {
  @Field(() => String, { description: "YYYY-MM-DD" })
  date!: string;

  @Field(() => String, { description: "The shift." })
  shift!: string;

  @Field(() => Int, { description: "Seats on sale on that date and shift." })
  quantity!: number;
}

@ObjectType({ description: "A stop of the trip's route." })
export class RouteStop {
  @Field(() => String, { description: "The stop's name." })
  name!: string;

  @Field(() => String, { description: "Its address." })
  address!: string;

  @Field(() => Float, { description: "-90 to 90" })
  latitude!: number;

  @Field(() => Float, { description: "-180 to 180" })
  longitude!: number;
}

@ObjectType({ description: "One entry of the trip's duration (e.g. 2 days)." })
export class TripDuration {
  @Field(() => Float, { description: "How long, in `unit`s." })
  value!: number;

  @Field(() => DurationUnit, { description: "Hours or days." })
  unit!: DurationUnit;
}

@ObjectType({ description: "A pick-up or drop-off place." })
export class TripLocation {
  @Field(() => String, { description: "The address." })
  address!: string;

  @Field(() => String, { description: "Where exactly (e.g. 'North entrance')." })
  position!: string;

  @Field(() => String, { description: "How to find it." })
  description!: string;

  @Field(() => String, { description: "The city's name." })
  city!: string;

  @Field(() => ID, { nullable: true, description: "A city of `cities`." })
  cityId!: string | null;
}

@ObjectType({ description: "One day of the itinerary." })
export class ItineraryDay {
  @Field(() => Int, { description: "The day's number, from 1." })
  day!: number;

  @Field(() => String, { description: "The day's title." })
  title!: string;

  @Field(() => String, { description: "What happens that day." })
  description!: string;
}
