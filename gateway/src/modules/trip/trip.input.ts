import { Field, Float, ID, InputType, Int } from "type-graphql";
import { DateTimeScalar } from "../../scalars";
import {
  CancellationType,
  DurationUnit,
  InventoryType,
  PricingType,
  RescheduleFeeType,
  TripState,
  TripTemplate,
  TripType,
} from "./trip.enums";

const PRICE = "Decimal string: up to 7 integer digits and 2 decimals, at least 0 ('Invalid price' otherwise).";

@InputType({ description: "Narrows the trip list." })
export class TripFilter {
  @Field(() => String, { nullable: true, description: "Part of the trip name." })
  name?: string | null;

  @Field(() => String, { nullable: true, description: "Part of the trip ID (code)." })
  code?: string | null;

  @Field(() => TripState, { nullable: true, description: "Only trips in this state." })
  state?: TripState | null;
}

@InputType({ description: "BY_PASSENGER_TYPE prices: adult required; a blank type is not sold. " + PRICE })
export class PassengerPricesInput {
  @Field(() => String, { nullable: true })
  adult?: string | null;

  @Field(() => String, { nullable: true })
  child?: string | null;

  @Field(() => String, { nullable: true })
  infant?: string | null;

  @Field(() => String, { nullable: true })
  elder?: string | null;
}

@InputType({ description: "A named price line; names unique (case-insensitive)." })
export class CustomPriceInput {
  @Field(() => String)
  name!: string;

  @Field(() => String, { description: PRICE })
  price!: string;
}

@InputType({ description: "A shift: unique name, not '-', '_-' or '-_'." })
export class ShiftInput {
  @Field(() => String)
  name!: string;

  @Field(() => Boolean)
  selected!: boolean;
}

@InputType({ description: "Seats of one date and selected shift (at least 1 and at least sold + locked)." })
export class DateInventoryInput {
  @Field(() => String, { description: "YYYY-MM-DD" })
  date!: string;

  @Field(() => String)
  shift!: string;

  @Field(() => Int)
  quantity!: number;
}

@InputType({ description: "A route stop; name and address up to 1000 characters each." })
export class RouteStopInput {
  @Field(() => String)
  name!: string;

  @Field(() => String)
  address!: string;

  @Field(() => Float, { description: "-90 to 90" })
  latitude!: number;

  @Field(() => Float, { description: "-180 to 180" })
  longitude!: number;
}

@InputType({ description: "A duration entry." })
export class TripDurationInput {
  @Field(() => Float)
  value!: number;

  @Field(() => DurationUnit)
  unit!: DurationUnit;
}

@InputType({ description: "A pick-up or drop-off place; each text up to 1000 characters." })
export class TripLocationInput {
  @Field(() => String)
  address!: string;

  @Field(() => String, { defaultValue: "" })
  position!: string;

  @Field(() => String, { defaultValue: "" })
  description!: string;

  @Field(() => String, { defaultValue: "" })
  city!: string;

  @Field(() => ID, { nullable: true })
  cityId?: string | null;
}

@InputType({ description: "An itinerary day; title and description up to 1000 characters each." })
export class ItineraryDayInput {
  @Field(() => Int, { description: "1 to 365." })
  day!: number;

  @Field(() => String)
  title!: string;

  @Field(() => String, { defaultValue: "" })
  description!: string;
}

@InputType({
  description:
    "A single trip's settings (create and update). Refusals are BAD_USER_INPUT with `extensions.fields` keyed by " +
    "these field paths (e.g. `customPrices.0.price`).",
})
export class TripInput {
  @Field(() => String, { description: "Trip ID: required, ≤ 50, letters, digits, _ space - :, unique per tenant." })
  code!: string;

  @Field(() => String, { description: "Required, ≤ 100, letters, digits, _ space - :." })
  name!: string;

  @Field(() => TripTemplate)
  template!: TripTemplate;

  @Field(() => TripType, { nullable: true, defaultValue: TripType.ONE_WAY })
  tripType?: TripType;

  @Field(() => PricingType)
  pricingType!: PricingType;

  @Field(() => String, { nullable: true, description: "FLAT: the price per person. " + PRICE })
  price?: string | null;

  @Field(() => PassengerPricesInput, { nullable: true, description: "BY_PASSENGER_TYPE prices." })
  passengerPrices?: PassengerPricesInput | null;

  @Field(() => [CustomPriceInput], { nullable: true, description: "CUSTOMIZE: 1 to 10 named prices." })
  customPrices?: CustomPriceInput[] | null;

  @Field(() => InventoryType)
  inventoryType!: InventoryType;

  @Field(() => Int, { nullable: true, description: "TOTAL: seats, at least 1 and at least sold + locked." })
  totalQuantity?: number | null;

  @Field(() => [ShiftInput], {
    nullable: true,
    description: "BY_DATE_SHIFT: 1 to 20 shifts, at least one selected.",
  })
  shifts?: ShiftInput[] | null;

  @Field(() => [DateInventoryInput], {
    nullable: true,
    description: "BY_DATE_SHIFT: seats per date and shift, 1 to 2000 entries.",
  })
  inventories?: DateInventoryInput[] | null;

  @Field(() => Int, { nullable: true, description: "Minimum age 0–99; null: none." })
  ageLimit?: number | null;

  @Field(() => Boolean, { defaultValue: false })
  specialRequest!: boolean;

  @Field(() => RescheduleFeeType)
  rescheduleFeeType!: RescheduleFeeType;

  @Field(() => String, { nullable: true, description: "Required unless FREE. " + PRICE })
  rescheduleFee?: string | null;

  @Field(() => CancellationType)
  cancellationType!: CancellationType;

  @Field(() => String, { nullable: true, description: "FIXED: the amount. " + PRICE })
  cancellationAmount?: string | null;

  @Field(() => Int, { nullable: true, description: "PERCENTAGE: 1–100." })
  cancellationPercentage?: number | null;

  @Field(() => DateTimeScalar, { nullable: true })
  saleStart?: Date | string | null;

  @Field(() => DateTimeScalar, { nullable: true, description: "After `saleStart`." })
  saleEnd?: Date | string | null;

  @Field(() => Boolean, { defaultValue: false })
  notForIndividualSale!: boolean;

  @Field(() => [String], { nullable: true, description: "≤ 10 entries, each ≤ 1000 characters." })
  includes?: string[] | null;

  @Field(() => [String], { nullable: true, description: "≤ 10 entries, each ≤ 1000 characters." })
  overview?: string[] | null;

  @Field(() => [String], { nullable: true, description: "≤ 10 entries, each ≤ 1000 characters." })
  destination?: string[] | null;

  @Field(() => [String], { nullable: true, description: "≤ 10 entries, each ≤ 1000 characters." })
  freeServices?: string[] | null;

  @Field(() => [RouteStopInput], { nullable: true, description: "≤ 10 entries." })
  route?: RouteStopInput[] | null;

  @Field(() => [TripDurationInput], { nullable: true, description: "≤ 10 entries." })
  duration?: TripDurationInput[] | null;

  @Field(() => [TripLocationInput], { nullable: true, description: "≤ 10 entries." })
  pickUp?: TripLocationInput[] | null;

  @Field(() => [TripLocationInput], { nullable: true, description: "≤ 10 entries." })
  dropOff?: TripLocationInput[] | null;

  @Field(() => [ItineraryDayInput], { nullable: true, description: "≤ 10 entries." })
  itinerary?: ItineraryDayInput[] | null;

  @Field(() => [String], { nullable: true, description: "≤ 10 entries, each ≤ 1000 characters." })
  terms?: string[] | null;

  @Field(() => ID, { nullable: true, description: "An image uploaded with `uploadFile`." })
  imageFileId?: string | null;

  @Field(() => [ID], { nullable: true, description: "Tags of the tenant (at most 20)." })
  tagIds?: string[] | null;
}

@InputType({
  description:
    "A grouped trip: two different single trips sold together. Their reschedule, cancellation, pricing type, " +
    "inventory type, special request, age limit and custom price names must match (each mismatch is named in " +
    "`extensions.fields`: reschedule, cancellation, pricingType, inventoryType, specialRequest, ageLimit, " +
    "customPrices, trip1Id/trip2Id).",
})
export class GroupedTripInput {
  @Field(() => String, { description: "Trip ID, same rules as a single trip's." })
  code!: string;

  @Field(() => String)
  name!: string;

  @Field(() => ID)
  trip1Id!: string;

  @Field(() => ID, { description: "Another single trip than `trip1Id`." })
  trip2Id!: string;

  @Field(() => Boolean, { description: "Both trips must be booked for the same day." })
  requireSameDay!: boolean;

  @Field(() => ID, { nullable: true })
  imageFileId?: string | null;

  @Field(() => [ID], { nullable: true })
  tagIds?: string[] | null;
}
