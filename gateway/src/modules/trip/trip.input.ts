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
  @Field(() => String, { nullable: true, description: "The adult price (required)." })
  adult?: string | null;

  @Field(() => String, { nullable: true, description: "The child price; blank: not sold." })
  child?: string | null;

  @Field(() => String, { nullable: true, description: "The infant price; blank: not sold." })
  infant?: string | null;

  @Field(() => String, { nullable: true, description: "The elder price; blank: not sold." })
  elder?: string | null;
}

@InputType({ description: "A named price line; names unique (case-insensitive)." })
export class CustomPriceInput {
  @Field(() => String, { description: "The price option's name (e.g. Family)." })
  name!: string;

  @Field(() => String, { description: PRICE })
  price!: string;
}

@InputType({ description: "A shift: unique name, not '-', '_-' or '-_'." })
export class ShiftInput {
  @Field(() => String, { description: "The shift's name (e.g. 09:00)." })
  name!: string;

  @Field(() => Boolean, { description: "Whether the shift is on sale." })
  selected!: boolean;
}

@InputType({ description: "Seats of one date and selected shift (at least 1 and at least sold + locked)." })
export class DateInventoryInput {
  @Field(() => String, { description: "YYYY-MM-DD" })
  date!: string;

  @Field(() => String, { description: "A selected shift's name." })
  shift!: string;

  @Field(() => Int, { description: "Seats on sale on that date and shift." })
  quantity!: number;
}

@InputType({ description: "A route stop; name and address up to 1000 characters each." })
export class RouteStopInput {
  @Field(() => String, { description: "The stop's name." })
  name!: string;

  @Field(() => String, { description: "Its address." })
  address!: string;

  @Field(() => Float, { description: "-90 to 90" })
  latitude!: number;

  @Field(() => Float, { description: "-180 to 180" })
  longitude!: number;
}

@InputType({ description: "A duration entry." })
export class TripDurationInput {
  @Field(() => Float, { description: "How long, in `unit`s." })
  value!: number;

  @Field(() => DurationUnit, { description: "Hours or days." })
  unit!: DurationUnit;
}

@InputType({ description: "A pick-up or drop-off place; each text up to 1000 characters." })
export class TripLocationInput {
  @Field(() => String, { description: "The address." })
  address!: string;

  @Field(() => String, { defaultValue: "", description: "Where exactly (e.g. 'North entrance')." })
  position!: string;

  @Field(() => String, { defaultValue: "", description: "How to find it." })
  description!: string;

  @Field(() => String, { defaultValue: "", description: "The city's name." })
  city!: string;

  @Field(() => ID, { nullable: true, description: "The city (`cities`), when chosen from the list." })
  cityId?: string | null;
}

@InputType({ description: "An itinerary day; title and description up to 1000 characters each." })
export class ItineraryDayInput {
  @Field(() => Int, { description: "1 to 365." })
  day!: number;

  @Field(() => String, { description: "The day's title." })
  title!: string;

  @Field(() => String, { defaultValue: "", description: "What happens that day." })
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

  @Field(() => TripTemplate, { description: "Event, tour or custom." })
  template!: TripTemplate;

  @Field(() => TripType, { nullable: true, defaultValue: TripType.ONE_WAY, description: "One way or round trip." })
  tripType?: TripType;

  @Field(() => PricingType, { description: "How it is priced; decides which price fields are read." })
  pricingType!: PricingType;

  @Field(() => String, { nullable: true, description: "FLAT: the price per person. " + PRICE })
  price?: string | null;

  @Field(() => PassengerPricesInput, { nullable: true, description: "BY_PASSENGER_TYPE prices." })
  passengerPrices?: PassengerPricesInput | null;

  @Field(() => [CustomPriceInput], { nullable: true, description: "CUSTOMIZE: 1 to 10 named prices." })
  customPrices?: CustomPriceInput[] | null;

  @Field(() => InventoryType, { description: "Unlimited seats, one total, or seats per date and shift." })
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

  @Field(() => Boolean, { defaultValue: false, description: "Passengers may enter a special request when booking." })
  specialRequest!: boolean;

  @Field(() => RescheduleFeeType, { description: "Whether a reschedule is free, or costs per ticket or per order." })
  rescheduleFeeType!: RescheduleFeeType;

  @Field(() => String, { nullable: true, description: "Required unless FREE. " + PRICE })
  rescheduleFee?: string | null;

  @Field(() => CancellationType, { description: "The cancellation policy; decides which cancellation field is read." })
  cancellationType!: CancellationType;

  @Field(() => String, { nullable: true, description: "FIXED: the amount. " + PRICE })
  cancellationAmount?: string | null;

  @Field(() => Int, { nullable: true, description: "PERCENTAGE: 1–100." })
  cancellationPercentage?: number | null;

  @Field(() => DateTimeScalar, { nullable: true, description: "When sales open; null: at once." })
  saleStart?: Date | string | null;

  @Field(() => DateTimeScalar, { nullable: true, description: "After `saleStart`." })
  saleEnd?: Date | string | null;

  @Field(() => Boolean, { defaultValue: false, description: "Sold only in grouped trips, not on its own." })
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

  @Field(() => String, { description: "Required, the same rules as a single trip's name." })
  name!: string;

  @Field(() => ID, { description: "A single trip of the tenant." })
  trip1Id!: string;

  @Field(() => ID, { description: "Another single trip than `trip1Id`." })
  trip2Id!: string;

  @Field(() => Boolean, { description: "Both trips must be booked for the same day." })
  requireSameDay!: boolean;

  @Field(() => ID, { nullable: true, description: "An uploaded image (`uploadFile`); null: none." })
  imageFileId?: string | null;

  @Field(() => [ID], { nullable: true, description: "Its tags; null or empty: none." })
  tagIds?: string[] | null;
}
