/** The trip rows' reads and writes that single and grouped trips share. */
import { and, eq, inArray, ne, notInArray, sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { inOrder } from "../../db/in-order";
import {
  reservations,
  tripInventories,
  tripPrices,
  trips,
  tripShifts,
  tripTicketCounts,
  tripTags,
  type TripContent,
} from "../../db/schema";
import { notFound, ValidationError } from "../../protocol/errors";
import { centsOf, money, moneyOrNull, type Cents } from "../../shared/money";
import { dateShiftKey, fail, type SeatUsage } from "../../protocol/rules";
import { CONTENT_SECTIONS, type Trip } from "./schemas";

export type TripRow = typeof trips.$inferSelect;
export type PriceRow = typeof tripPrices.$inferSelect;
export type Tx = Db;

/**
 * Ticket states that give the seat back (7 refund/void, 9 refunded); every other ticket holds one. The triggers of
 * migrations 0023 and 0025, which keep the trips' and departures' seat counters, name them too.
 */
export const RELEASED_TICKET_STATES = [7, 9];

const OPTION_TYPES: Record<string, number> = { standard: 0, adult: 0, child: 1, infant: 2, elder: 3 };
const capitalize = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/**
 * What a trip sells, as orders name it: one option per price line (Standard, Adult, Child, …, or the custom line's
 * name) with its passenger type and price in cents; a trip without price lines sells one free option. Generated orders
 * and console bookings book these.
 */
export function priceOptions(lines: readonly PriceRow[]): Array<{ name: string; passengerType: number; price: Cents }> {
  return lines.length
    ? lines.map((line) => ({
        name: line.key === "custom" ? line.name : capitalize(line.key),
        passengerType: OPTION_TYPES[line.key] ?? 0,
        price: centsOf(line.amount),
      }))
    : [{ name: "Free", passengerType: 0, price: 0n }];
}

export const tripScope = (tenantId: number, id: number) => and(eq(trips.tenantId, tenantId), eq(trips.id, id));
const holdsSeat = notInArray(reservations.status, RELEASED_TICKET_STATES);

export async function findTripRow(db: Db, tenantId: number, id: number): Promise<TripRow> {
  const [row] = await db.select().from(trips).where(tripScope(tenantId, id)).limit(1);
  if (!row) throw notFound();
  return row;
}

/** Seats held per date and shift (sold and locked alike): inventory may not go below them. */
export async function inventoryUsage(db: Db, tripId: number): Promise<SeatUsage> {
  const rows = await db
    .select({ date: reservations.date, shift: reservations.shift, used: sql<number>`count(*)::int` })
    .from(reservations)
    .where(and(eq(reservations.tripId, tripId), holdsSeat))
    .groupBy(reservations.date, reservations.shift);
  return {
    total: rows.reduce((sum, row) => sum + Number(row.used), 0),
    byDateShift: new Map(rows.map((row) => [dateShiftKey(row.date, row.shift), Number(row.used)])),
  };
}

export const contentOf = (input: Partial<TripContent>): TripContent =>
  Object.fromEntries(CONTENT_SECTIONS.map((section) => [section, input[section] ?? []])) as unknown as TripContent;

export async function writeChildren(
  tx: Tx,
  tripId: number,
  children: {
    prices: Array<Omit<PriceRow, "tripId">>;
    shifts: Array<{ name: string; selected: boolean }>;
    inventories: Array<{ date: string; shift: string; quantity: number }>;
    tagIds: number[];
  },
): Promise<void> {
  await tx.delete(tripPrices).where(eq(tripPrices.tripId, tripId));
  await tx.delete(tripShifts).where(eq(tripShifts.tripId, tripId));
  await tx.delete(tripInventories).where(eq(tripInventories.tripId, tripId));
  await tx.delete(tripTags).where(eq(tripTags.tripId, tripId));
  if (children.prices.length) await tx.insert(tripPrices).values(children.prices.map((p) => ({ ...p, tripId })));
  if (children.shifts.length) {
    await tx
      .insert(tripShifts)
      .values(children.shifts.map((s, position) => ({ tripId, position, name: s.name.trim(), selected: s.selected })));
  }
  if (children.inventories.length) {
    await tx.insert(tripInventories).values(children.inventories.map((entry) => ({ ...entry, tripId })));
  }
  const tagIds = [...new Set(children.tagIds)];
  if (tagIds.length) await tx.insert(tripTags).values(tagIds.map((tagId) => ({ tripId, tagId })));
}

/** 'The code already exists': checked before writing, and the unique index settles concurrent saves. */
export async function assertCodeFree(tx: Tx, tenantId: number, code: string, exceptId?: number): Promise<void> {
  const [clash] = await tx
    .select({ id: trips.id })
    .from(trips)
    .where(
      and(eq(trips.tenantId, tenantId), eq(trips.code, code.trim()), exceptId ? ne(trips.id, exceptId) : undefined),
    )
    .limit(1);
  if (clash) throw new ValidationError({ code: fail("trip.codeExists") });
}

const isUniqueViolation = (error: unknown): boolean => {
  for (let cause = error; cause && typeof cause === "object"; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === "23505") return true;
  }
  return false;
};

/** Runs a write in a transaction; a unique violation of the trip code becomes 'The code already exists'. */
export async function inTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (error) {
    if (isUniqueViolation(error)) throw new ValidationError({ code: fail("trip.codeExists") });
    throw error;
  }
}

/** Sold (paid) and locked (held by an order being paid) tickets per trip. */
/** Sold tickets per trip, from the counters the reservation triggers keep (migration 0023). */
export async function soldByTrip(db: Db, tripIds: number[]): Promise<Map<number, number>> {
  if (tripIds.length === 0) return new Map();
  const rows = await db.select().from(tripTicketCounts).where(inArray(tripTicketCounts.tripId, tripIds));
  return new Map(rows.map((row) => [row.tripId, row.sold]));
}

/** Rows of several trips, one list per trip id, in the rows' order. */
function groupByTrip<T extends { tripId: number }, V>(rows: T[], value: (row: T) => V): Map<number, V[]> {
  const byTrip = new Map<number, V[]>();
  for (const row of rows) byTrip.set(row.tripId, [...(byTrip.get(row.tripId) ?? []), value(row)]);
  return byTrip;
}

export async function tagIdsByTrip(db: Db, tripIds: number[]): Promise<Map<number, number[]>> {
  if (tripIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(tripTags)
    .where(inArray(tripTags.tripId, tripIds))
    .orderBy(tripTags.tripId, tripTags.tagId);
  return groupByTrip(rows, (row) => row.tagId);
}

export async function pricesByTrip(db: Db, tripIds: number[]): Promise<Map<number, PriceRow[]>> {
  if (tripIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(tripPrices)
    .where(inArray(tripPrices.tripId, tripIds))
    .orderBy(tripPrices.tripId, tripPrices.position);
  return groupByTrip(rows, (row) => row);
}

export async function findTrip(db: Db, tenantId: number, id: number): Promise<Trip> {
  const row = await findTripRow(db, tenantId, id);
  const [prices, shifts, inventories, tagIds, sold] = await inOrder([
    () => pricesByTrip(db, [id]),
    () => db.select().from(tripShifts).where(eq(tripShifts.tripId, id)).orderBy(tripShifts.position),
    () =>
      db
        .select()
        .from(tripInventories)
        .where(eq(tripInventories.tripId, id))
        .orderBy(tripInventories.date, tripInventories.shift),
    () => tagIdsByTrip(db, [id]),
    () => soldByTrip(db, [id]),
  ]);
  const lines = prices.get(id) ?? [];
  const byKey = (key: string) => moneyOrNull(lines.find((line) => line.key === key)?.amount ?? null);
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    template: row.template,
    tripType: row.tripType,
    state: row.state,
    grouped: row.trip1Id !== null,
    trip1Id: row.trip1Id,
    trip2Id: row.trip2Id,
    requireSameDay: row.requireSameDay,
    pricingType: row.pricingType,
    price: row.pricingType === 0 ? byKey("standard") : null,
    passengerPrices:
      row.pricingType === 1
        ? { adult: byKey("adult"), child: byKey("child"), infant: byKey("infant"), elder: byKey("elder") }
        : null,
    customPrices:
      row.pricingType === 2
        ? lines.filter((line) => line.key === "custom").map((line) => ({ name: line.name, price: money(line.amount) }))
        : null,
    inventoryType: row.inventoryType,
    totalQuantity: row.totalQuantity,
    shifts: shifts.map((shift) => ({ name: shift.name, selected: shift.selected })),
    inventories: inventories.map((entry) => ({ date: entry.date, shift: entry.shift, quantity: entry.quantity })),
    ageLimit: row.ageLimit,
    specialRequest: row.specialRequest,
    rescheduleFeeType: row.rescheduleFeeType,
    rescheduleFee: moneyOrNull(row.rescheduleFee),
    cancellationType: row.cancellationType,
    cancellationAmount: moneyOrNull(row.cancellationAmount),
    cancellationPercentage: row.cancellationPercentage,
    saleStart: row.saleStart?.toISOString() ?? null,
    saleEnd: row.saleEnd?.toISOString() ?? null,
    notForIndividualSale: row.notForIndividualSale,
    ...contentOf(row.content),
    imageFileId: row.imageFileId,
    imageUrl: row.imageFileId === null ? null : `/file/get?id=${row.imageFileId}`,
    tagIds: tagIds.get(id) ?? [],
    bookings: sold.get(id) ?? 0,
    views: row.views,
    version: row.version,
    createTime: row.createdAt.toISOString(),
    updateTime: row.updatedAt.toISOString(),
  };
}
