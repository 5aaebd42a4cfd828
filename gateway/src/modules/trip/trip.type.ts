import { Field, ID, Int, ObjectType } from "type-graphql";
import { DateTimeScalar, MoneyScalar } from "../../scalars";
import { PageOf } from "../shared/page.type";
import { Tag } from "../tag/tag.type";
import {
  CustomPrice,
  DateInventory,
  ItineraryDay,
  PassengerPrices,
  RouteStop,
  Shift,
  TripDuration,
  TripLocation,
} from "./trip-content.type";
import {
  CancellationType,
  InventoryType,
  PricingType,
  RescheduleFeeType,
  TripState,
  TripTemplate,
  TripType,
} from "./trip.enums";

const IMAGE_URL =
  "Where the browser loads the image: the gateway's `GET /files/:id`, sent with `Authorization: Bearer " +
  "<Session.token>`; null without an image.";

/** What list rows and full trips share. Tags resolve through a per-request loader (one upstream call). */
@ObjectType()
abstract class TripBase {
  @Field(() => ID, { description: "The trip's id." })
  id!: string;

  @Field(() => String, { description: "Trip ID shown to operators; unique per tenant." })
  code!: string;

  @Field(() => String, { description: "The trip's name." })
  name!: string;

  @Field(() => TripTemplate, { description: "The kind of trip: event, tour or custom." })
  template!: TripTemplate;

  @Field(() => TripState, { description: "Where the trip is in its life (draft, published, …)." })
  state!: TripState;

  @Field(() => Int, { description: "The upstream numeric state (-1 draft … 4 sponsoring), same as `state`." })
  stateCode!: number;

  @Field(() => Boolean, { description: "A grouped trip (two single trips sold together)." })
  grouped!: boolean;

  @Field(() => PricingType, { description: "How the trip is priced." })
  pricingType!: PricingType;

  @Field(() => ID, { nullable: true, description: "The trip's image (`uploadFile`)." })
  imageFileId!: string | null;

  @Field(() => String, { nullable: true, description: IMAGE_URL })
  imageUrl!: string | null;

  @Field(() => [ID], { description: "Ids of the trip's tags." })
  tagIds!: string[];

  @Field(() => [Tag], { description: "The trip's tags (one upstream call per request, whatever the page size)." })
  tags?: Tag[];

  @Field(() => Int, { description: "Tickets sold." })
  bookings!: number;

  @Field(() => Int, { description: "How often its page was viewed." })
  views!: number;

  @Field(() => Int, { description: "Optimistic-lock version: send it back to updates and state changes." })
  version!: number;

  @Field(() => DateTimeScalar, { description: "When it was last changed." })
  updateTime!: string;
}

@ObjectType({ description: "A row of the trip list." })
export class TripSummary extends TripBase {
  @Field(() => MoneyScalar, { description: "The lowest price line (0.00 for free tickets)." })
  price!: string;
}

@ObjectType({ description: "A page of trips, newest first." })
export class TripPage extends PageOf(TripSummary) {}

@ObjectType({
  description:
    "A trip with every setting. Prices of other pricing types are null. Grouped trips copy trip 1's settings, add up " +
    "the two trips' price lines and have no inventory of their own.",
})
export class Trip extends TripBase {
  @Field(() => ID, { nullable: true, description: "Grouped trips: the first trip." })
  trip1Id!: string | null;

  @Field(() => ID, { nullable: true, description: "Grouped trips: the second trip." })
  trip2Id!: string | null;

  @Field(() => Boolean, { nullable: true, description: "Grouped trips: both trips must be booked for the same day." })
  requireSameDay!: boolean | null;

  @Field(() => TripType, { description: "One way or round trip." })
  tripType!: TripType;

  @Field(() => MoneyScalar, { nullable: true, description: "FLAT pricing: the price per person." })
  price!: string | null;

  @Field(() => PassengerPrices, { nullable: true, description: "BY_PASSENGER_TYPE pricing." })
  passengerPrices!: PassengerPrices | null;

  @Field(() => [CustomPrice], { nullable: true, description: "CUSTOMIZE pricing: 1 to 10 named prices." })
  customPrices!: CustomPrice[] | null;

  @Field(() => InventoryType, { description: "Unlimited seats, one total, or seats per date and shift." })
  inventoryType!: InventoryType;

  @Field(() => Int, { nullable: true, description: "TOTAL inventory: the seats." })
  totalQuantity!: number | null;

  @Field(() => [Shift], { description: "BY_DATE_SHIFT inventory: the shifts." })
  shifts!: Shift[];

  @Field(() => [DateInventory], { description: "BY_DATE_SHIFT inventory: seats per date and shift." })
  inventories!: DateInventory[];

  @Field(() => Int, { nullable: true, description: "Minimum passenger age (0–99); null: none." })
  ageLimit!: number | null;

  @Field(() => Boolean, { description: "Passengers may enter a special request." })
  specialRequest!: boolean;

  @Field(() => RescheduleFeeType, { description: "Whether a reschedule is free, or costs per ticket or per order." })
  rescheduleFeeType!: RescheduleFeeType;

  @Field(() => MoneyScalar, { nullable: true, description: "The fee of a reschedule; null when free." })
  rescheduleFee!: string | null;

  @Field(() => CancellationType, { description: "The cancellation policy." })
  cancellationType!: CancellationType;

  @Field(() => MoneyScalar, { nullable: true, description: "FIXED cancellation: the amount deducted." })
  cancellationAmount!: string | null;

  @Field(() => Int, { nullable: true, description: "PERCENTAGE cancellation: 1–100." })
  cancellationPercentage!: number | null;

  @Field(() => DateTimeScalar, { nullable: true, description: "When sales open; null: at once." })
  saleStart!: string | null;

  @Field(() => DateTimeScalar, { nullable: true, description: "When sales close; null: never." })
  saleEnd!: string | null;

  @Field(() => Boolean, { description: "Sold only as part of a grouped trip." })
  notForIndividualSale!: boolean;

  @Field(() => [String], { description: "What the price includes (≤ 10)." })
  includes!: string[];

  @Field(() => [String], { description: "Overview paragraphs (≤ 10)." })
  overview!: string[];

  @Field(() => [String], { description: "Destinations (≤ 10)." })
  destination!: string[];

  @Field(() => [String], { description: "Free services (≤ 10)." })
  freeServices!: string[];

  @Field(() => [RouteStop], { description: "Route stops (≤ 10)." })
  route!: RouteStop[];

  @Field(() => [TripDuration], { description: "Duration entries (≤ 10)." })
  duration!: TripDuration[];

  @Field(() => [TripLocation], { description: "Pick-up places (≤ 10)." })
  pickUp!: TripLocation[];

  @Field(() => [TripLocation], { description: "Drop-off places (≤ 10)." })
  dropOff!: TripLocation[];

  @Field(() => [ItineraryDay], { description: "Itinerary (≤ 10 days)." })
  itinerary!: ItineraryDay[];

  @Field(() => [String], { description: "Terms and conditions (≤ 10)." })
  terms!: string[];

  @Field(() => DateTimeScalar, { description: "When it was added." })
  createTime!: string;
}
