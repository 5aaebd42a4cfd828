/** Upstream trip shapes (docs/catalogue-contract.md section 3) to GraphQL types, and GraphQL inputs to request bodies. */
import { z } from "zod";
import { fileUrl } from "../file/file.mapper";
import { toUpstreamId, toUpstreamIds } from "../shared/field-rules";
import {
  CancellationTypeEnum,
  DurationUnitEnum,
  InventoryTypeEnum,
  PricingTypeEnum,
  RescheduleFeeTypeEnum,
  TripStateEnum,
  TripTemplateEnum,
  TripType,
  TripTypeEnum,
} from "./trip.enums";
import type { GroupedTripInput, TripFilter, TripInput } from "./trip.input";
import type { Trip, TripSummary } from "./trip.type";

const int = z.number().int();
const money = z.string();
const location = z.object({
  address: z.string(),
  position: z.string(),
  description: z.string(),
  city: z.string(),
  cityId: int.nullable(),
});

const commonShape = {
  id: int,
  code: z.string(),
  name: z.string(),
  template: int,
  state: int,
  grouped: z.boolean(),
  pricingType: int,
  imageFileId: int.nullable(),
  tagIds: z.array(int),
  bookings: int,
  views: int,
  version: int,
  updateTime: z.string(),
};

export const upstreamTripListItemSchema = z.object({ ...commonShape, price: money });

export const upstreamTripSchema = z.object({
  ...commonShape,
  trip1Id: int.nullable(),
  trip2Id: int.nullable(),
  requireSameDay: z.boolean().nullable(),
  // A vendor API without trip types sells one-way trips.
  tripType: int.default(0),
  price: money.nullable(),
  passengerPrices: z
    .object({ adult: money.nullable(), child: money.nullable(), infant: money.nullable(), elder: money.nullable() })
    .nullable(),
  customPrices: z.array(z.object({ name: z.string(), price: money })).nullable(),
  inventoryType: int,
  totalQuantity: int.nullable(),
  shifts: z.array(z.object({ name: z.string(), selected: z.boolean() })),
  inventories: z.array(z.object({ date: z.string(), shift: z.string(), quantity: int })),
  ageLimit: int.nullable(),
  specialRequest: z.boolean(),
  rescheduleFeeType: int,
  rescheduleFee: money.nullable(),
  cancellationType: int,
  cancellationAmount: money.nullable(),
  cancellationPercentage: int.nullable(),
  saleStart: z.string().nullable(),
  saleEnd: z.string().nullable(),
  notForIndividualSale: z.boolean(),
  includes: z.array(z.string()),
  overview: z.array(z.string()),
  destination: z.array(z.string()),
  freeServices: z.array(z.string()),
  route: z.array(z.object({ address: z.string(), latitude: z.number(), longitude: z.number(), name: z.string() })),
  duration: z.array(z.object({ value: z.number(), unit: z.enum(["days", "hours"]) })),
  pickUp: z.array(location),
  dropOff: z.array(location),
  itinerary: z.array(z.object({ day: int, title: z.string(), description: z.string() })),
  terms: z.array(z.string()),
  createTime: z.string(),
});

type UpstreamCommon = z.infer<typeof upstreamTripListItemSchema>;

function toCommon(trip: Omit<UpstreamCommon, "price">) {
  return {
    id: String(trip.id),
    code: trip.code,
    name: trip.name,
    template: TripTemplateEnum.fromCode(trip.template),
    state: TripStateEnum.fromCode(trip.state),
    stateCode: trip.state,
    grouped: trip.grouped,
    pricingType: PricingTypeEnum.fromCode(trip.pricingType),
    imageFileId: trip.imageFileId === null ? null : String(trip.imageFileId),
    imageUrl: trip.imageFileId === null ? null : fileUrl(trip.imageFileId),
    tagIds: trip.tagIds.map(String),
    bookings: trip.bookings,
    views: trip.views,
    version: trip.version,
    updateTime: trip.updateTime,
  };
}

export function toTripSummary(trip: UpstreamCommon): TripSummary {
  // Completed in place, not copied by a spread, on every row of a list page (docs/scale-contract.md section 4).
  return Object.assign(toCommon(trip), { price: trip.price });
}

const idOrNull = (id: number | null) => (id === null ? null : String(id));

export function toTrip(trip: z.infer<typeof upstreamTripSchema>): Trip {
  return {
    ...trip,
    ...toCommon(trip),
    trip1Id: idOrNull(trip.trip1Id),
    trip2Id: idOrNull(trip.trip2Id),
    tripType: TripTypeEnum.fromCode(trip.tripType),
    inventoryType: InventoryTypeEnum.fromCode(trip.inventoryType),
    rescheduleFeeType: RescheduleFeeTypeEnum.fromCode(trip.rescheduleFeeType),
    cancellationType: CancellationTypeEnum.fromCode(trip.cancellationType),
    duration: trip.duration.map((entry) => ({ value: entry.value, unit: DurationUnitEnum.fromCode(entry.unit) })),
    pickUp: trip.pickUp.map((place) => ({ ...place, cityId: idOrNull(place.cityId) })),
    dropOff: trip.dropOff.map((place) => ({ ...place, cityId: idOrNull(place.cityId) })),
  };
}

/** The `/trip/list` filter fields: name and code trimmed, the state as its code. */
export function toUpstreamTripFilter(filter: TripFilter | null | undefined) {
  return {
    name: filter?.name?.trim() || undefined,
    code: filter?.code?.trim() || undefined,
    state: filter?.state ? TripStateEnum.toCode(filter.state) : undefined,
  };
}

const trimmed = (value: string | null | undefined) => value?.trim() || null;
const isoOrNull = (value: Date | string | null | undefined) =>
  value == null ? null : value instanceof Date ? value.toISOString() : value;

/** The `/trip/add` and `/trip/edit` body of a `TripInput` (codes for enums, integers for ids). */
export function toUpstreamTripInput(input: TripInput) {
  return tripBody(input);
}

function tripBody(input: TripInput) {
  const places = (list: TripInput["pickUp"], field: string) =>
    (list ?? []).map((place, index) => ({
      ...place,
      cityId: place.cityId == null ? null : toUpstreamId(place.cityId, `${field}.${index}.cityId`),
    }));
  return {
    code: input.code.trim(),
    name: input.name.trim(),
    template: TripTemplateEnum.toCode(input.template),
    tripType: TripTypeEnum.toCode(input.tripType ?? TripType.ONE_WAY),
    pricingType: PricingTypeEnum.toCode(input.pricingType),
    price: trimmed(input.price),
    passengerPrices: input.passengerPrices
      ? {
          adult: trimmed(input.passengerPrices.adult),
          child: trimmed(input.passengerPrices.child),
          infant: trimmed(input.passengerPrices.infant),
          elder: trimmed(input.passengerPrices.elder),
        }
      : null,
    customPrices: input.customPrices?.map((line) => ({ name: line.name, price: line.price.trim() })) ?? null,
    inventoryType: InventoryTypeEnum.toCode(input.inventoryType),
    totalQuantity: input.totalQuantity ?? null,
    shifts: input.shifts ?? [],
    inventories: input.inventories ?? [],
    ageLimit: input.ageLimit ?? null,
    specialRequest: input.specialRequest,
    rescheduleFeeType: RescheduleFeeTypeEnum.toCode(input.rescheduleFeeType),
    rescheduleFee: trimmed(input.rescheduleFee),
    cancellationType: CancellationTypeEnum.toCode(input.cancellationType),
    cancellationAmount: trimmed(input.cancellationAmount),
    cancellationPercentage: input.cancellationPercentage ?? null,
    saleStart: isoOrNull(input.saleStart),
    saleEnd: isoOrNull(input.saleEnd),
    notForIndividualSale: input.notForIndividualSale,
    includes: input.includes ?? [],
    overview: input.overview ?? [],
    destination: input.destination ?? [],
    freeServices: input.freeServices ?? [],
    route: input.route ?? [],
    duration: (input.duration ?? []).map((entry) => ({
      value: entry.value,
      unit: DurationUnitEnum.toCode(entry.unit),
    })),
    pickUp: places(input.pickUp, "pickUp"),
    dropOff: places(input.dropOff, "dropOff"),
    itinerary: input.itinerary ?? [],
    terms: input.terms ?? [],
    imageFileId: input.imageFileId == null ? null : toUpstreamId(input.imageFileId, "imageFileId"),
    tagIds: toUpstreamIds(input.tagIds ?? [], "tagIds"),
  };
}

export function toUpstreamGroupedTripInput(input: GroupedTripInput) {
  return {
    code: input.code.trim(),
    name: input.name.trim(),
    trip1Id: toUpstreamId(input.trip1Id, "trip1Id"),
    trip2Id: toUpstreamId(input.trip2Id, "trip2Id"),
    requireSameDay: input.requireSameDay,
    imageFileId: input.imageFileId == null ? null : toUpstreamId(input.imageFileId, "imageFileId"),
    tagIds: toUpstreamIds(input.tagIds ?? [], "tagIds"),
  };
}
