/** The value objects a trip is made of (prices, inventory, content sections), shared by `Trip` fields. */
import { Field, Float, ID, Int, ObjectType } from "type-graphql";
import { MoneyScalar } from "../../scalars";
import { DurationUnit } from "./trip.enums";

@ObjectType({ description: "Prices by passenger type; a null type is not sold." })
export class PassengerPrices {
  @Field(() => MoneyScalar, { nullable: true })
  adult!: string | null;

  @Field(() => MoneyScalar, { nullable: true })
  child!: string | null;

  @Field(() => MoneyScalar, { nullable: true })
  infant!: string | null;

  @Field(() => MoneyScalar, { nullable: true })
  elder!: string | null;
}

@ObjectType({ description: "A named price line (pricing type CUSTOMIZE)." })
export class CustomPrice {
  @Field(() => String)
  name!: string;

  @Field(() => MoneyScalar)
  price!: string;
}

@ObjectType({ description: "A shift (time slot) of a trip counted by date and shift." })
export class Shift {
  @Field(() => String)
  name!: string;

  @Field(() => Boolean, { description: "Only selected shifts can carry inventory." })
  selected!: boolean;
}

@ObjectType({ description: "Capacity of one date and shift." })
export class DateInventory {
  @Field(() => String, { description: "YYYY-MM-DD" })
  date!: string;

  @Field(() => String)
  shift!: string;

  @Field(() => Int)
  quantity!: number;
}

@ObjectType({ description: "A stop of the trip's route." })
export class RouteStop {
  @Field(() => String)
  name!: string;

  @Field(() => String)
  address!: string;

  @Field(() => Float, { description: "-90 to 90" })
  latitude!: number;

  @Field(() => Float, { description: "-180 to 180" })
  longitude!: number;
}

@ObjectType({ description: "One entry of the trip's duration (e.g. 2 days)." })
export class TripDuration {
  @Field(() => Float)
  value!: number;

  @Field(() => DurationUnit)
  unit!: DurationUnit;
}

@ObjectType({ description: "A pick-up or drop-off place." })
export class TripLocation {
  @Field(() => String)
  address!: string;

  @Field(() => String, { description: "Where exactly (e.g. 'North entrance')." })
  position!: string;

  @Field(() => String)
  description!: string;

  @Field(() => String)
  city!: string;

  @Field(() => ID, { nullable: true, description: "A city of `cities`." })
  cityId!: string | null;
}

@ObjectType({ description: "One day of the itinerary." })
export class ItineraryDay {
  @Field(() => Int)
  day!: number;

  @Field(() => String)
  title!: string;

  @Field(() => String)
  description!: string;
}
