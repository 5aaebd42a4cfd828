/**
 * What a booking is checked and priced against, read in one statement (docs/scale-contract.md section 11): the trip
 * on sale, the tenant's day, the shifts offered on the date with the seats each has left (or the trip's one count),
 * whether the departure is cancelled, the trip's prices, the tenant's counter channel and booking fee, and whether the
 * booking's request id already has an order. A booking read these one statement at a time, a dozen in all; when a
 * popular departure sells out, most of its bookings are refused on this reading alone. Seats are counted as committed:
 * the seat claim under the trip row's lock stays the authority (booking.ts, claimSeats).
 */
import { and, eq, sql, type Placeholder, type SQL } from "drizzle-orm";
import { COUNTER_CHANNEL, dayIn, INVENTORY_TYPES, type BookingFee } from "#rules";
import type { Db } from "../../db/connect";
import {
  bookingFeeConfigs,
  channels,
  departureCancellations,
  orders,
  reservations,
  tenants,
  tripInventories,
  tripPrices,
  trips,
  tripShifts,
} from "../../db/schema";
import { plannedOnce, StatementShapes } from "../../db/statement-shapes";
import { priceOptions, RELEASED_TICKET_STATES, type TripRow } from "../trip/store";

const RELEASED = sql.raw(RELEASED_TICKET_STATES.join(", "));

export interface ShiftOffer {
  name: string;
  capacity: number;
  available: number;
}

export interface Departure {
  trip: TripRow;
  /** The tenant's calendar day now. */
  today: string;
  /** The shifts on sale that day (date/shift trips), in the trip's order. */
  shifts: ShiftOffer[];
  /** Seats left of a trip sold by a total; null for the others. */
  available: number | null;
  /** Whether the departure of the asked shift ('' without shifts) is cancelled. */
  cancelled: boolean;
  options: ReturnType<typeof priceOptions>;
  channel: { id: number; key: string } | null;
  fee: BookingFee | null;
  /** Whether an order already has the booking's request id. */
  repeated: boolean;
}

interface Asked {
  tripId: number;
  date: string;
  shift?: string | null;
}

/** A trip on sale to the tenant at the instant, from placeholders (booking.ts's bookableWhere). */
export type Bookable = (tenantId: Placeholder, now: Placeholder) => SQL | undefined;

/** The reading's statement, built once per database handle and request-id shape; named, as it is anchored on a trip id. */
const statements = new StatementShapes<ReturnType<typeof departureStatement>>();

function departureStatement(db: Db, bookable: Bookable, withRequest: boolean) {
  const [tenantId, tripId, date, shift, now, requestId] = [
    "tenantId",
    "tripId",
    "date",
    "shift",
    "now",
    "requestId",
  ].map((name) => sql.placeholder(name));
  const holdsSeat = sql`${reservations.tripId} = ${trips.id} and ${reservations.status} not in (${RELEASED})`;
  return db
    .select({
      trip: trips,
      timeZone: tenants.timeZone,
      shifts: sql<Array<{ name: string; capacity: number; used: number }> | null>`(select json_agg(json_build_object(
          'name', ${tripShifts.name}, 'capacity', ${tripInventories.quantity},
          'used', (select count(*) from ${reservations} where ${holdsSeat} and ${reservations.date} = ${date}
            and ${reservations.shift} = ${tripShifts.name}))
          order by ${tripShifts.position})
        from ${tripShifts} join ${tripInventories} on ${tripInventories.tripId} = ${tripShifts.tripId}
          and ${tripInventories.shift} = ${tripShifts.name} and ${tripInventories.date} = ${date}
        where ${tripShifts.tripId} = ${trips.id} and ${tripShifts.selected})`,
      used: sql<number>`case when ${trips.inventoryType} = ${INVENTORY_TYPES.TOTAL}
        then (select count(*)::int from ${reservations} where ${holdsSeat}) else 0 end`,
      // A departure's shift by name, '' for a trip without shifts, as departure_cancellations stores it.
      cancelled: sql<boolean>`exists (select 1 from ${departureCancellations}
        where ${departureCancellations.tripId} = ${trips.id} and ${departureCancellations.date} = ${date}
          and ${departureCancellations.shift} = case when ${trips.inventoryType} = ${INVENTORY_TYPES.BY_DATE_SHIFT}
            then ${shift} else '' end)`,
      prices: sql<Array<{ key: string; name: string; amount: string }> | null>`(select json_agg(json_build_object(
          'key', ${tripPrices.key}, 'name', ${tripPrices.name}, 'amount', ${tripPrices.amount}::text)
          order by ${tripPrices.position}) from ${tripPrices} where ${tripPrices.tripId} = ${trips.id})`,
      channel: sql<{ id: number; key: string } | null>`(select json_build_object('id', ${channels.id}, 'key',
          ${channels.key}) from ${channels} where ${channels.tenantId} = ${tenantId}
          and ${channels.key} = ${COUNTER_CHANNEL})`,
      fee: sql<BookingFee | null>`(select json_build_object(
          'type', ${bookingFeeConfigs.type}, 'mode', ${bookingFeeConfigs.mode},
          'amount', ${bookingFeeConfigs.amount}::text) from ${bookingFeeConfigs}
          where ${bookingFeeConfigs.tenantId} = ${tenantId})`,
      repeated: withRequest
        ? sql<boolean>`exists (select 1 from ${orders} where ${orders.tenantId} = ${tenantId}
            and ${orders.requestId} = ${requestId})`
        : sql<boolean>`false`,
    })
    .from(trips)
    .innerJoin(tenants, eq(tenants.id, trips.tenantId))
    .where(and(eq(trips.id, tripId), bookable(tenantId, now)))
    .prepare(plannedOnce("booking-departure"));
}

/** The departure as committed, or null when the trip is not on sale (`bookable`, booking.ts's bookableWhere). */
export async function readDeparture(
  db: Db,
  tenantId: number,
  input: Asked,
  context: { bookable: Bookable; now: Date; requestId: string | null },
): Promise<Departure | null> {
  const withRequest = context.requestId !== null;
  const statement = statements.get(db, withRequest ? "with request" : "", () =>
    departureStatement(db, context.bookable, withRequest),
  );
  const [found] = await statement.execute({
    tenantId,
    tripId: input.tripId,
    date: input.date,
    shift: input.shift?.trim() ?? "",
    now: context.now,
    requestId: context.requestId,
  });
  if (!found) return null;
  const { trip } = found;
  const limited = trip.inventoryType === INVENTORY_TYPES.TOTAL;
  return {
    trip,
    today: dayIn(found.timeZone, context.now),
    shifts:
      trip.inventoryType === INVENTORY_TYPES.BY_DATE_SHIFT
        ? (found.shifts ?? []).map((row) => ({
            name: row.name,
            capacity: Number(row.capacity),
            available: Math.max(0, Number(row.capacity) - Number(row.used)),
          }))
        : [],
    available: limited ? Math.max(0, (trip.totalQuantity ?? 0) - Number(found.used)) : null,
    cancelled: Boolean(found.cancelled),
    options: priceOptions((found.prices ?? []).map((price, position) => ({ ...price, tripId: trip.id, position }))),
    channel: found.channel ? { id: Number(found.channel.id), key: found.channel.key } : null,
    fee: found.fee,
    repeated: Boolean(found.repeated),
  };
}

/** Whether the operator cancelled the departure, as departure/cancellation.ts reads it, as a column. */
export const departureCancelled = (tripId: number, date: string, shift: string | null) =>
  sql<boolean>`exists (select 1 from ${departureCancellations} where ${departureCancellations.tripId} = ${tripId}
    and ${departureCancellations.date} = ${date} and ${departureCancellations.shift} = ${shift ?? ""})`;

/**
 * The seats of the departure not yet held by anyone, this transaction's own tickets counted, as a column; null when
 * the trip sells without a limit. Unlike seatsOn it may go below zero: that is an overbooking to refuse.
 */
export function seatsLeft(trip: TripRow, date: string, shift: string | null) {
  const held = sql`${reservations.tripId} = ${trip.id} and ${reservations.status} not in (${RELEASED})`;
  if (trip.inventoryType === INVENTORY_TYPES.UNLIMITED) return sql<number | null>`null::int`;
  if (trip.inventoryType === INVENTORY_TYPES.TOTAL)
    return sql<number>`${trip.totalQuantity ?? 0}::int - (select count(*)::int from ${reservations} where ${held})`;
  return sql<number>`coalesce((select ${tripInventories.quantity} from ${tripInventories}
      where ${tripInventories.tripId} = ${trip.id} and ${tripInventories.date} = ${date}
        and ${tripInventories.shift} = ${shift ?? ""}), 0)
    - (select count(*)::int from ${reservations} where ${held} and ${reservations.date} = ${date}
        and ${reservations.shift} = ${shift ?? ""})`;
}
