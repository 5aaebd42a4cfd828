import { z } from "zod";
import { dateInput, dateTimeInput } from "../../protocol/date-fields";
import { codeOf, textCodeOf } from "../../protocol/code-schemas";
import {
  CANCELLATION_TYPES,
  DURATION_UNITS,
  INVENTORY_TYPES,
  PRICING_TYPES,
  RESCHEDULE_FEE_TYPES,
  TRIP_TEMPLATES,
  TRIP_TYPES,
} from "../../protocol/rules";

const money = (description = "Decimal string, up to 7 integer digits and 2 decimals, at least 0") =>
  z.string().describe(description);
const dateTime = () => z.string().describe("ISO 8601 date-time");

const location = z.object({
  address: z.string(),
  position: z.string().describe("Where exactly (e.g. 'North entrance')"),
  description: z.string(),
  city: z.string(),
  cityId: z.int().nullable(),
});

/** Content sections: each at most 10 entries ('No more than 10 entries'). */
export const contentShape = {
  includes: z.array(z.string()),
  overview: z.array(z.string()),
  destination: z.array(z.string()),
  freeServices: z.array(z.string()),
  route: z.array(z.object({ address: z.string(), latitude: z.number(), longitude: z.number(), name: z.string() })),
  duration: z.array(z.object({ value: z.number(), unit: textCodeOf(DURATION_UNITS) })),
  pickUp: z.array(location),
  dropOff: z.array(location),
  itinerary: z.array(z.object({ day: z.int(), title: z.string(), description: z.string() })),
  terms: z.array(z.string()),
};
export const CONTENT_SECTIONS = Object.keys(contentShape) as Array<keyof typeof contentShape>;

const passengerPrices = z.object({
  adult: money().nullable().optional(),
  child: money().nullable().optional(),
  infant: money().nullable().optional(),
  elder: money().nullable().optional(),
});

const shift = z.object({ name: z.string(), selected: z.boolean() });
const dateInventory = z.object({
  date: dateInput().describe("YYYY-MM-DD"),
  shift: z.string().describe("A selected shift's name"),
  quantity: z.int(),
});

/** The settings a single trip is saved with (add and edit). Rules are checked by the service (20001 + fields). */
export const tripInputSchema = z.object({
  code: z.string().describe("Trip ID: unique per tenant; numbers, letters, underscores, spaces, hyphens, colon"),
  name: z.string().describe("Numbers, letters, underscores, spaces, hyphens, colon"),
  template: codeOf(TRIP_TEMPLATES).describe("0 event, 1 tour, 2 custom"),
  tripType: codeOf(TRIP_TYPES).optional().describe("0 one way (default), 1 round trip"),
  pricingType: codeOf(PRICING_TYPES).describe("0 flat per person, 1 by passenger type, 2 customize, 3 free ticket"),
  price: money("Type 0: the price per person").nullable().optional(),
  passengerPrices: passengerPrices.nullable().optional().describe("Type 1: adult required; a blank type is not sold"),
  customPrices: z
    .array(z.object({ name: z.string(), price: money() }))
    .nullable()
    .optional()
    .describe("Type 2: 1 to 10 named prices, names unique"),
  inventoryType: codeOf(INVENTORY_TYPES).describe("0 total quantity, 1 unlimited, 2 by date/shift"),
  totalQuantity: z.int().nullable().optional().describe("Type 0: at least 1 and at least sold + locked"),
  shifts: z.array(shift).optional().describe("Type 2: names unique, not '-', '_-', '-_'; at least one selected"),
  inventories: z
    .array(dateInventory)
    .optional()
    .describe("Type 2: capacity per date and selected shift; at least 1 and at least sold + locked"),
  ageLimit: z.int().nullable().optional().describe("Minimum passenger age in years (0-99); null: none"),
  specialRequest: z.boolean().optional().describe("Passengers may enter a special request"),
  rescheduleFeeType: codeOf(RESCHEDULE_FEE_TYPES).describe("0 free, 1 per ticket, 2 per order"),
  rescheduleFee: money("Required unless free").nullable().optional(),
  cancellationType: codeOf(CANCELLATION_TYPES).describe("Deduct on cancellation: 0 none, 1 fixed amount, 2 percentage"),
  cancellationAmount: money("Type 1").nullable().optional(),
  cancellationPercentage: z.int().nullable().optional().describe("Type 2: 1 to 100"),
  saleStart: dateTimeInput().nullable().optional(),
  saleEnd: dateTimeInput().nullable().optional(),
  notForIndividualSale: z.boolean().optional(),
  includes: contentShape.includes.optional(),
  overview: contentShape.overview.optional(),
  destination: contentShape.destination.optional(),
  freeServices: contentShape.freeServices.optional(),
  route: contentShape.route.optional().describe("Route stops"),
  duration: contentShape.duration.optional(),
  pickUp: contentShape.pickUp.optional(),
  dropOff: contentShape.dropOff.optional(),
  itinerary: contentShape.itinerary.optional(),
  terms: contentShape.terms.optional(),
  imageFileId: z.int().nullable().optional().describe("An uploaded image (POST /file/upload)"),
  tagIds: z.array(z.int()).optional(),
});
export type TripInput = z.infer<typeof tripInputSchema>;

export const groupedTripInputSchema = z.object({
  code: z.string().describe("Trip ID: unique per tenant, same rules as a single trip"),
  name: z.string(),
  trip1Id: z.int(),
  trip2Id: z.int().describe("Another single trip whose settings match trip 1's"),
  requireSameDay: z.boolean(),
  imageFileId: z.int().nullable().optional(),
  tagIds: z.array(z.int()).optional(),
});
export type GroupedTripInput = z.infer<typeof groupedTripInputSchema>;

export const versionInput = { version: z.int() };

export const tripSchema = z.object({
  id: z.int(),
  code: z.string(),
  name: z.string(),
  template: z.int(),
  tripType: z.int().describe("0 one way, 1 round trip"),
  state: z.int().describe("-1 draft, 0 published, 1 inactive, 2 stop sale, 3 deactive, 4 sponsoring"),
  grouped: z.boolean(),
  trip1Id: z.int().nullable(),
  trip2Id: z.int().nullable(),
  requireSameDay: z.boolean().nullable(),
  pricingType: z.int(),
  price: money().nullable(),
  passengerPrices: z
    .object({
      adult: money().nullable(),
      child: money().nullable(),
      infant: money().nullable(),
      elder: money().nullable(),
    })
    .nullable(),
  customPrices: z.array(z.object({ name: z.string(), price: money() })).nullable(),
  inventoryType: z.int(),
  totalQuantity: z.int().nullable(),
  shifts: z.array(shift),
  inventories: z.array(dateInventory),
  ageLimit: z.int().nullable(),
  specialRequest: z.boolean(),
  rescheduleFeeType: z.int(),
  rescheduleFee: money().nullable(),
  cancellationType: z.int(),
  cancellationAmount: money().nullable(),
  cancellationPercentage: z.int().nullable(),
  saleStart: dateTime().nullable(),
  saleEnd: dateTime().nullable(),
  notForIndividualSale: z.boolean(),
  ...contentShape,
  imageFileId: z.int().nullable(),
  imageUrl: z.string().nullable(),
  tagIds: z.array(z.int()),
  bookings: z.int().describe("Tickets sold"),
  views: z.int(),
  version: z.int(),
  createTime: dateTime(),
  updateTime: dateTime(),
});
export type Trip = z.infer<typeof tripSchema>;

export const tripListItemSchema = z.object({
  id: z.int(),
  code: z.string(),
  name: z.string(),
  template: z.int(),
  state: z.int(),
  grouped: z.boolean().describe("Type column: Grouped or Single"),
  pricingType: z.int(),
  price: money("Lowest price of the trip (0.00 for free tickets)"),
  imageFileId: z.int().nullable(),
  tagIds: z.array(z.int()),
  bookings: z.int().describe("Tickets sold"),
  views: z.int(),
  version: z.int(),
  updateTime: dateTime(),
});
export type TripListItem = z.infer<typeof tripListItemSchema>;
