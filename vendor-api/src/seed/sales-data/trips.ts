/** The trips generated orders book: their options and prices, and the inventory their tickets need. */
import { TICKET_STATUSES } from "#rules";
import { and, asc, eq, inArray, ne, notInArray, sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { reservations, tripInventories, tripPrices, trips, tripShifts } from "../../db/schema";
import { centsOf, type Cents } from "../../shared/money";
import { priceOptions } from "../../modules/trip/store";
import type { PlannedOrder, PlannedTicket } from "./writer";
import { inOrder } from "../../db/in-order";

export interface SellableTrip {
  id: number;
  code: string;
  name: string;
  shifts: string[];
  options: Array<{ name: string; passengerType: number; price: Cents }>;
  rescheduleFeeType: number;
  rescheduleFee: Cents;
  cancellationType: number;
  cancellationAmount: Cents;
  cancellationPercentage: number;
  weight: number;
  /** Orders for it are created in this window only. */
  window?: { from: Date; to: Date };
  /** A one-day event: every booking is for this date. */
  eventDate?: string;
  returnTripId?: number;
}

export interface TripPick {
  code: string;
  weight: number;
  window?: [from: string, to: string];
  eventDate?: string;
  returnTrip?: string;
}

/** The trips orders are generated for: the picks (by code), or every single trip that is not a draft. */
export async function loadSellableTrips(db: Db, tenantId: number, picks?: TripPick[]): Promise<SellableTrip[]> {
  const rows = await db
    .select()
    .from(trips)
    .where(
      and(
        eq(trips.tenantId, tenantId),
        picks
          ? inArray(
              trips.code,
              picks.map((entry) => entry.code),
            )
          : and(ne(trips.state, -1), sql`${trips.trip1Id} is null`),
      ),
    )
    .orderBy(asc(trips.id));
  const ids = rows.map((row) => row.id);
  const [prices, shifts] = await inOrder([
    () =>
      db
        .select()
        .from(tripPrices)
        .where(inArray(tripPrices.tripId, ids))
        .orderBy(tripPrices.tripId, tripPrices.position),
    () =>
      db
        .select()
        .from(tripShifts)
        .where(and(inArray(tripShifts.tripId, ids), eq(tripShifts.selected, true)))
        .orderBy(tripShifts.tripId, tripShifts.position),
  ]);
  const idOfCode = new Map(rows.map((row) => [row.code, row.id]));
  return rows.map((row) => {
    const entry = picks?.find((candidate) => candidate.code === row.code);
    const lines = prices.filter((price) => price.tripId === row.id);
    return {
      id: row.id,
      code: row.code,
      name: row.name,
      shifts:
        row.inventoryType === 2 ? shifts.filter((shift) => shift.tripId === row.id).map((shift) => shift.name) : [],
      options: priceOptions(lines),
      rescheduleFeeType: row.rescheduleFeeType,
      rescheduleFee: row.rescheduleFee ? centsOf(row.rescheduleFee) : 0n,
      cancellationType: row.cancellationType,
      cancellationAmount: row.cancellationAmount ? centsOf(row.cancellationAmount) : 0n,
      cancellationPercentage: row.cancellationPercentage ?? 0,
      weight: entry?.weight ?? 1,
      window: entry?.window
        ? { from: new Date(`${entry.window[0]}T00:00:00Z`), to: new Date(`${entry.window[1]}T23:59:59Z`) }
        : undefined,
      eventDate: entry?.eventDate,
      returnTripId: entry?.returnTrip ? idOfCode.get(entry.returnTrip) : undefined,
    };
  });
}

/**
 * Date/shift trips get an inventory row for every date and shift the generated tickets use (the default capacity, or
 * the seats held when more), and no existing row stays below its seats held, so seat statistics stay meaningful.
 */
export async function ensureInventories(db: Db, tripIds: number[], capacity = 50): Promise<void> {
  if (tripIds.length === 0) return;
  const [usage, existing] = await inOrder([
    () =>
      db
        .select({
          tripId: reservations.tripId,
          date: reservations.date,
          shift: reservations.shift,
          used: sql<number>`count(*)::int`,
        })
        .from(reservations)
        .innerJoin(trips, eq(trips.id, reservations.tripId))
        .where(
          and(
            inArray(reservations.tripId, tripIds),
            eq(trips.inventoryType, 2),
            sql`${reservations.shift} is not null`,
            notInArray(reservations.status, [TICKET_STATUSES.REFUND_VOID, TICKET_STATUSES.REFUNDED]),
          ),
        )
        .groupBy(reservations.tripId, reservations.date, reservations.shift),
    () => db.select().from(tripInventories).where(inArray(tripInventories.tripId, tripIds)),
  ]);
  const key = (row: { tripId: number; date: string; shift: string | null }) => `${row.tripId}|${row.date}|${row.shift}`;
  const quantities = new Map(existing.map((row) => [key(row), row.quantity]));
  const missing = usage
    .filter((row) => !quantities.has(key(row)))
    .map((row) => ({
      tripId: row.tripId,
      date: row.date,
      shift: row.shift!,
      quantity: Math.max(Number(row.used), capacity),
    }));
  for (let start = 0; start < missing.length; start += 5000) {
    await db.insert(tripInventories).values(missing.slice(start, start + 5000));
  }
  for (const row of usage.filter((entry) => (quantities.get(key(entry)) ?? Infinity) < Number(entry.used))) {
    await db
      .update(tripInventories)
      .set({ quantity: Number(row.used) })
      .where(
        and(
          eq(tripInventories.tripId, row.tripId),
          eq(tripInventories.date, row.date),
          eq(tripInventories.shift, row.shift!),
        ),
      );
  }
}

/** Lines of the tickets booked: one per trip, date, shift and option, priced by the trip's price lines. */
export function linesOf(tickets: PlannedTicket[], tripsById: Map<number, SellableTrip>) {
  const lines = new Map<string, PlannedOrder["lines"][number]>();
  for (const ticket of tickets) {
    const key = `${ticket.tripId}|${ticket.date}|${ticket.shift}|${ticket.option}`;
    const trip = tripsById.get(ticket.tripId)!;
    const price = trip.options.find((option) => option.name === ticket.option)?.price ?? 0n;
    const line = lines.get(key);
    if (line) line.quantity++;
    else {
      lines.set(key, {
        tripId: ticket.tripId,
        date: ticket.date,
        shift: ticket.shift,
        option: ticket.option,
        quantity: 1,
        unitPrice: price,
      });
    }
  }
  return [...lines.values()];
}
