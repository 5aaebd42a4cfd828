import { z } from "zod";
import { upstreamShapeFault } from "../../rest/error-mapping";
import { PassengerTypeEnum, TicketStatusEnum } from "../reservation/reservation.enums";
import { InventoryTypeEnum, TripStateEnum } from "../trip/trip.enums";
import type { Departure, DepartureFilters, DepartureManifest, ManifestPassenger } from "./departure.type";

const int = z.number().int();

const upstreamSlotShape = { date: z.string(), shift: z.string().nullable() };
const upstreamSeatsShape = {
  tripId: int,
  capacity: int.nullable(),
  sold: int,
  locked: int,
  checkedIn: int,
  // Another vendor API's departures may leave them out: none of its departures is then cancelled.
  cancelled: z.boolean().optional(),
  cancellationJobId: int.nullish(),
};
const upstreamTripSchema = z.object({ id: int, code: z.string(), name: z.string(), state: int, inventoryType: int });
// The list names each trip once, and each date and shift once with its departures (docs/catalogue-contract.md
// section 7).
export const upstreamDepartureListSchema = z.object({
  trips: z.array(upstreamTripSchema),
  list: z.array(z.object({ ...upstreamSlotShape, departures: z.array(z.object(upstreamSeatsShape)) })),
});
const upstreamDepartureSchema = z.object({
  ...upstreamSlotShape,
  ...upstreamSeatsShape,
  tripCode: z.string(),
  tripName: z.string(),
  tripState: int,
  inventoryType: int,
});

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

type UpstreamTrip = z.infer<typeof upstreamTripSchema>;
type UpstreamSlot = z.infer<z.ZodObject<typeof upstreamSlotShape>>;
type UpstreamSeats = z.infer<z.ZodObject<typeof upstreamSeatsShape>>;

export function toDeparture(trip: UpstreamTrip, { date, shift }: UpstreamSlot, row: UpstreamSeats): Departure {
  return {
    id: [row.tripId, date, shift ?? ""].join("|"),
    tripId: String(row.tripId),
    tripCode: trip.code,
    tripName: trip.name,
    tripState: TripStateEnum.fromCode(trip.state),
    stopSale: trip.state === STOP_SALE,
    inventoryType: InventoryTypeEnum.fromCode(trip.inventoryType),
    date,
    shiftId: shift,
    shiftName: shift,
    time: shift && CLOCK_TIME.test(shift) ? shift.padStart(5, "0") : null,
    capacity: row.capacity,
    sold: row.sold,
    locked: row.locked,
    checkedIn: row.checkedIn,
    available: row.capacity === null ? null : Math.max(0, row.capacity - row.sold - row.locked),
    cancelled: row.cancelled ?? false,
    cancellationJobId: row.cancellationJobId == null ? null : String(row.cancellationJobId),
  };
}

/** The list's departures, each with its trip: a departure of a trip the answer does not name is the vendor API's fault. */
export function toDepartures(answer: z.infer<typeof upstreamDepartureListSchema>): Departure[] {
  const trips = new Map(answer.trips.map((trip) => [trip.id, trip]));
  return answer.list.flatMap((slot) =>
    slot.departures.map((row) => {
      const trip = trips.get(row.tripId);
      if (!trip) throw upstreamShapeFault(`/departure/list: no trip ${row.tripId} among its trips`);
      return toDeparture(trip, slot, row);
    }),
  );
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
    departure: toDeparture(
      {
        id: manifest.departure.tripId,
        code: manifest.departure.tripCode,
        name: manifest.departure.tripName,
        state: manifest.departure.tripState,
        inventoryType: manifest.departure.inventoryType,
      },
      manifest.departure,
      manifest.departure,
    ),
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
