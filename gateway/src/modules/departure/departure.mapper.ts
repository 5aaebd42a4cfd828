import { z } from "zod";
import { PassengerTypeEnum, TicketStatusEnum } from "../reservation/reservation.enums";
import { InventoryTypeEnum, TripStateEnum } from "../trip/trip.enums";
import type { Departure, DepartureFilters, DepartureManifest, ManifestPassenger } from "./departure.type";

const int = z.number().int();

const upstreamDepartureSchema = z.object({
  tripId: int,
  tripCode: z.string(),
  tripName: z.string(),
  tripState: int,
  inventoryType: int,
  date: z.string(),
  shift: z.string().nullable(),
  capacity: int.nullable(),
  sold: int,
  locked: int,
  checkedIn: int,
});
export const upstreamDepartureListSchema = z.object({ list: z.array(upstreamDepartureSchema) });

const upstreamPassengerSchema = z.object({
  ticketNumber: z.string(),
  orderNumber: z.string(),
  // A departures call of another vendor API may leave it out: the manifest then names the order without a link.
  orderId: int.nullish(),
  passengerName: z.string(),
  passengerType: int,
  option: z.string().nullable(),
  buyerName: z.string().nullable(),
  status: int,
  held: z.boolean(),
  checkedBy: z.string().nullable(),
  checkTime: z.string().nullable(),
});
export const upstreamManifestSchema = z.object({
  departure: upstreamDepartureSchema,
  truncated: z.boolean(),
  list: z.array(upstreamPassengerSchema),
});

export const upstreamFiltersSchema = z.object({
  trips: z.array(z.object({ id: int, code: z.string(), name: z.string() })),
  tags: z.array(z.object({ id: int, name: z.string() })),
});

/** A shift named like a clock time ("08:00", "9:30") is its departure time; "Morning" names no time. */
const CLOCK_TIME = /^([01]?\d|2[0-3]):[0-5]\d$/;
const STOP_SALE = 2;
const CHECKED_IN = 1;

export function toDeparture(row: z.infer<typeof upstreamDepartureSchema>): Departure {
  return {
    id: [row.tripId, row.date, row.shift ?? ""].join("|"),
    tripId: String(row.tripId),
    tripCode: row.tripCode,
    tripName: row.tripName,
    tripState: TripStateEnum.fromCode(row.tripState),
    stopSale: row.tripState === STOP_SALE,
    inventoryType: InventoryTypeEnum.fromCode(row.inventoryType),
    date: row.date,
    shiftId: row.shift,
    shiftName: row.shift,
    time: row.shift && CLOCK_TIME.test(row.shift) ? row.shift.padStart(5, "0") : null,
    capacity: row.capacity,
    sold: row.sold,
    locked: row.locked,
    checkedIn: row.checkedIn,
    available: row.capacity === null ? null : Math.max(0, row.capacity - row.sold - row.locked),
  };
}

export function toPassenger(row: z.infer<typeof upstreamPassengerSchema>): ManifestPassenger {
  return {
    ...row,
    orderId: row.orderId == null ? null : String(row.orderId),
    passengerType: PassengerTypeEnum.fromCode(row.passengerType),
    status: TicketStatusEnum.fromCode(row.status),
    statusCode: row.status,
    checkedIn: row.status === CHECKED_IN,
  };
}

export function toManifest(manifest: z.infer<typeof upstreamManifestSchema>): DepartureManifest {
  const passengers = manifest.list.map(toPassenger);
  return {
    departure: toDeparture(manifest.departure),
    passengers,
    truncated: manifest.truncated,
  };
}

export function toDepartureFilters(filters: z.infer<typeof upstreamFiltersSchema>): DepartureFilters {
  return {
    trips: filters.trips.map((trip) => ({ ...trip, id: String(trip.id) })),
    tags: filters.tags.map((tag) => ({ ...tag, id: String(tag.id) })),
  };
}
