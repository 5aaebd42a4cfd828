import { and, desc, eq, ilike, inArray, ne, notInArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/connect";
import {
  reservations,
  tripInventories,
  tripPrices,
  trips,
  tripShifts,
  tripTags,
  type TripContent,
} from "../../db/schema";
import { Codes } from "../../protocol/codes";
import { assertValid, BusinessError, notFound, ValidationError } from "../../protocol/errors";
import { updateVersioned } from "../../protocol/versioning";
import { assertFilesOfTenant } from "../file/service";
import { assertTagsOfTenant } from "../tag/service";
import { CODE_MAX, dateShiftKey, NAME_MAX, TripMessages, validateTrip, type InventoryUsage } from "./rules";
import { CONTENT_SECTIONS, PASSENGER_TYPES, type Trip, type TripInput, type TripListItem } from "./schemas";
import { canTransition, TRIP_TRANSITIONS, TripState, type TripAction } from "./states";
import { assertGroupsStillMatch, assertMembersOnSale } from "./grouped";
import { inOrder } from "../../db/in-order";

type TripRow = typeof trips.$inferSelect;
type PriceRow = typeof tripPrices.$inferSelect;
type Tx = Db;

/** Ticket states that give the seat back (7 refund/void, 9 refunded); every other ticket holds one. */
export const RELEASED_TICKET_STATES = [7, 9];

export const tripScope = (tenantId: number, id: number) => and(eq(trips.tenantId, tenantId), eq(trips.id, id));
const holdsSeat = notInArray(reservations.status, RELEASED_TICKET_STATES);

export async function findTripRow(db: Db, tenantId: number, id: number): Promise<TripRow> {
  const [row] = await db.select().from(trips).where(tripScope(tenantId, id)).limit(1);
  if (!row) throw notFound();
  return row;
}

/** Seats held per date and shift (sold and locked alike): inventory may not go below them. */
export async function inventoryUsage(db: Db, tripId: number): Promise<InventoryUsage> {
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

const emptyUsage = (): InventoryUsage => ({ total: 0, byDateShift: new Map() });

function priceLines(input: TripInput): Array<Omit<PriceRow, "tripId">> {
  if (input.pricingType === 0) return [{ position: 0, key: "standard", name: "Standard", amount: input.price! }];
  if (input.pricingType === 1) {
    const prices = input.passengerPrices ?? {};
    return PASSENGER_TYPES.flatMap((type, position) =>
      prices[type] ? [{ position, key: type, name: type, amount: prices[type] }] : [],
    );
  }
  if (input.pricingType === 2) {
    return (input.customPrices ?? []).map((entry, position) => ({
      position,
      key: "custom",
      name: entry.name.trim(),
      amount: entry.price,
    }));
  }
  return [];
}

const contentOf = (input: Partial<TripContent>): TripContent =>
  Object.fromEntries(CONTENT_SECTIONS.map((section) => [section, input[section] ?? []])) as unknown as TripContent;

function tripColumns(input: TripInput) {
  return {
    code: input.code.trim(),
    name: input.name.trim(),
    template: input.template,
    tripType: input.tripType ?? 0,
    pricingType: input.pricingType,
    inventoryType: input.inventoryType,
    totalQuantity: input.inventoryType === 0 ? input.totalQuantity! : null,
    ageLimit: input.ageLimit ?? null,
    specialRequest: input.specialRequest ?? false,
    rescheduleFeeType: input.rescheduleFeeType,
    rescheduleFee: input.rescheduleFeeType === 0 ? null : input.rescheduleFee!,
    cancellationType: input.cancellationType,
    cancellationAmount: input.cancellationType === 1 ? input.cancellationAmount! : null,
    cancellationPercentage: input.cancellationType === 2 ? input.cancellationPercentage! : null,
    saleStart: input.saleStart ? new Date(input.saleStart) : null,
    saleEnd: input.saleEnd ? new Date(input.saleEnd) : null,
    notForIndividualSale: input.notForIndividualSale ?? false,
    content: contentOf(input),
    imageFileId: input.imageFileId ?? null,
  };
}

async function writeChildren(
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

const childrenOf = (input: TripInput) => ({
  prices: priceLines(input),
  shifts: input.inventoryType === 2 ? (input.shifts ?? []) : [],
  inventories: input.inventoryType === 2 ? (input.inventories ?? []) : [],
  tagIds: input.tagIds ?? [],
});

/** 'The code already exists': checked before writing, and the unique index settles concurrent saves. */
export async function assertCodeFree(tx: Tx, tenantId: number, code: string, exceptId?: number): Promise<void> {
  const [clash] = await tx
    .select({ id: trips.id })
    .from(trips)
    .where(
      and(eq(trips.tenantId, tenantId), eq(trips.code, code.trim()), exceptId ? ne(trips.id, exceptId) : undefined),
    )
    .limit(1);
  if (clash) throw new ValidationError({ code: TripMessages.codeExists });
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
    if (isUniqueViolation(error)) throw new ValidationError({ code: TripMessages.codeExists });
    throw error;
  }
}

async function assertReferences(tx: Tx, tenantId: number, input: { imageFileId?: number | null; tagIds?: number[] }) {
  await assertFilesOfTenant(tx, tenantId, [input.imageFileId]);
  await assertTagsOfTenant(tx, tenantId, input.tagIds ?? []);
}

export async function addTrip(db: Db, tenantId: number, input: TripInput): Promise<Trip> {
  assertValid(validateTrip(input, emptyUsage()));
  const id = await inTransaction(db, async (tx) => {
    await assertCodeFree(tx, tenantId, input.code);
    await assertReferences(tx, tenantId, input);
    const [row] = await tx
      .insert(trips)
      .values({ tenantId, state: TripState.draft, ...tripColumns(input) })
      .returning({ id: trips.id });
    await writeChildren(tx, row.id, childrenOf(input));
    return row.id;
  });
  return findTrip(db, tenantId, id);
}

export async function editTrip(db: Db, tenantId: number, input: TripInput & { id: number; version: number }) {
  await inTransaction(db, async (tx) => {
    const current = await findTripRow(tx, tenantId, input.id);
    if (current.trip1Id !== null) {
      throw new ValidationError({ id: "A grouped trip is edited with /trip/grouped/edit" });
    }
    assertValid(validateTrip(input, await inventoryUsage(tx, input.id)));
    await assertCodeFree(tx, tenantId, input.code, input.id);
    await assertReferences(tx, tenantId, input);
    await updateVersioned(tx, trips, tripScope(tenantId, input.id), input.version, {
      ...tripColumns(input),
      updatedAt: new Date(),
    });
    await writeChildren(tx, input.id, childrenOf(input));
    await assertGroupsStillMatch(tx, tenantId, input.id);
  });
  return findTrip(db, tenantId, input.id);
}

/** A new draft with the same settings, content, prices, shifts, inventory and tags, and a new unique code. */
export async function duplicateTrip(db: Db, tenantId: number, id: number): Promise<Trip> {
  const newId = await inTransaction(db, async (tx) => {
    const source = await findTripRow(tx, tenantId, id);
    const code = await freeCopyCode(tx, tenantId, source.code);
    const {
      id: _id,
      version: _version,
      createdAt: _createdAt,
      updatedAt: _updatedAt,
      views: _views,
      state: _state,
      ...settings
    } = source;
    const [row] = await tx
      .insert(trips)
      .values({ ...settings, code, name: copyName(source.name), state: TripState.draft })
      .returning({ id: trips.id });
    const [prices, shifts, inventories, tagRows] = await inOrder([
      () => tx.select().from(tripPrices).where(eq(tripPrices.tripId, id)),
      () => tx.select().from(tripShifts).where(eq(tripShifts.tripId, id)).orderBy(tripShifts.position),
      () => tx.select().from(tripInventories).where(eq(tripInventories.tripId, id)),
      () => tx.select().from(tripTags).where(eq(tripTags.tripId, id)),
    ]);
    await writeChildren(tx, row.id, {
      prices: prices.map(({ tripId: _t, ...price }) => price),
      shifts,
      inventories: inventories.map(({ tripId: _t, ...entry }) => entry),
      tagIds: tagRows.map((tag) => tag.tagId),
    });
    return row.id;
  });
  return findTrip(db, tenantId, newId);
}

const copyName = (name: string) => {
  const suffix = " copy";
  return `${name.slice(0, NAME_MAX - suffix.length)}${suffix}`;
};

async function freeCopyCode(tx: Tx, tenantId: number, code: string): Promise<string> {
  const taken = new Set(
    (
      await tx
        .select({ code: trips.code })
        .from(trips)
        .where(and(eq(trips.tenantId, tenantId), ilike(trips.code, `${escapeLike(code.slice(0, CODE_MAX - 10))}%`)))
    ).map((row) => row.code),
  );
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? "_copy" : `_copy${n}`;
    const candidate = `${code.slice(0, CODE_MAX - suffix.length)}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

export async function transitionTrip(
  db: Db,
  tenantId: number,
  action: TripAction,
  input: { id: number; version: number },
): Promise<Trip> {
  await inTransaction(db, async (tx) => {
    const current = await findTripRow(tx, tenantId, input.id);
    const transition = TRIP_TRANSITIONS[action];
    if (current.version === input.version && !canTransition(action, current.state)) {
      throw new BusinessError(Codes.illegalTransition, {
        msg: `A trip in state ${current.state} cannot ${action}`,
        result: { state: current.state, action, allowedFrom: transition.from },
      });
    }
    if (current.version === input.version && (action === "publish" || action === "sponsor")) {
      await assertMembersOnSale(tx, tenantId, current);
    }
    await updateVersioned(tx, trips, tripScope(tenantId, input.id), input.version, {
      state: transition.to,
      updatedAt: new Date(),
    });
  });
  return findTrip(db, tenantId, input.id);
}

/** Sold (paid) and locked (held by an order being paid) tickets per trip. */
async function soldByTrip(db: Db, tripIds: number[]): Promise<Map<number, number>> {
  if (tripIds.length === 0) return new Map();
  const rows = await db
    .select({ tripId: reservations.tripId, sold: sql<number>`count(*)::int` })
    .from(reservations)
    .where(and(inArray(reservations.tripId, tripIds), holdsSeat, eq(reservations.held, false)))
    .groupBy(reservations.tripId);
  return new Map(rows.map((row) => [row.tripId, Number(row.sold)]));
}

/** Rows of several trips, one list per trip id, in the rows' order. */
function groupByTrip<T extends { tripId: number }, V>(rows: T[], value: (row: T) => V): Map<number, V[]> {
  const byTrip = new Map<number, V[]>();
  for (const row of rows) byTrip.set(row.tripId, [...(byTrip.get(row.tripId) ?? []), value(row)]);
  return byTrip;
}

async function tagIdsByTrip(db: Db, tripIds: number[]): Promise<Map<number, number[]>> {
  if (tripIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(tripTags)
    .where(inArray(tripTags.tripId, tripIds))
    .orderBy(tripTags.tripId, tripTags.tagId);
  return groupByTrip(rows, (row) => row.tagId);
}

async function pricesByTrip(db: Db, tripIds: number[]): Promise<Map<number, PriceRow[]>> {
  if (tripIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(tripPrices)
    .where(inArray(tripPrices.tripId, tripIds))
    .orderBy(tripPrices.tripId, tripPrices.position);
  return groupByTrip(rows, (row) => row);
}

/** Exact decimal (up to 2 places) as cents, so prices are compared without floats. */
export const toCents = (amount: string): bigint => {
  const [whole, fraction = ""] = amount.split(".");
  return BigInt(whole) * 100n + BigInt(`${fraction}00`.slice(0, 2));
};
export const fromCents = (cents: bigint): string => `${cents / 100n}.${(cents % 100n).toString().padStart(2, "0")}`;

/** The lowest price line of a trip; free tickets cost 0.00. */
export function lowestPrice(prices: PriceRow[]): string {
  if (prices.length === 0) return "0.00";
  return fromCents(prices.map((price) => toCents(price.amount)).reduce((low, cents) => (cents < low ? cents : low)));
}

export async function listTrips(
  db: Db,
  tenantId: number,
  query: { pageNum: number; pageSize: number; name?: string; code?: string; state?: number },
): Promise<{ list: TripListItem[]; total: number }> {
  const conditions: Array<SQL | undefined> = [eq(trips.tenantId, tenantId)];
  if (query.name) conditions.push(ilike(trips.name, `%${escapeLike(query.name)}%`));
  if (query.code) conditions.push(ilike(trips.code, `%${escapeLike(query.code)}%`));
  if (query.state !== undefined && query.state !== null) conditions.push(eq(trips.state, query.state));
  const where = and(...conditions);
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(trips)
    .where(where);
  const rows = await db
    .select()
    .from(trips)
    .where(where)
    .orderBy(desc(trips.id))
    .limit(query.pageSize)
    .offset((query.pageNum - 1) * query.pageSize);
  const ids = rows.map((row) => row.id);
  const [sold, tagIds, prices] = await inOrder([
    () => soldByTrip(db, ids),
    () => tagIdsByTrip(db, ids),
    () => pricesByTrip(db, ids),
  ]);
  return {
    total: Number(total),
    list: rows.map((row) => ({
      id: row.id,
      code: row.code,
      name: row.name,
      template: row.template,
      state: row.state,
      grouped: row.trip1Id !== null,
      pricingType: row.pricingType,
      price: lowestPrice(prices.get(row.id) ?? []),
      imageFileId: row.imageFileId,
      tagIds: tagIds.get(row.id) ?? [],
      bookings: sold.get(row.id) ?? 0,
      views: row.views,
      version: row.version,
      updateTime: row.updatedAt.toISOString(),
    })),
  };
}

const money = (value: string | null) => (value === null ? null : fromCents(toCents(value)));

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
  const byKey = (key: string) => money(lines.find((line) => line.key === key)?.amount ?? null);
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
        ? lines.filter((line) => line.key === "custom").map((line) => ({ name: line.name, price: money(line.amount)! }))
        : null,
    inventoryType: row.inventoryType,
    totalQuantity: row.totalQuantity,
    shifts: shifts.map((shift) => ({ name: shift.name, selected: shift.selected })),
    inventories: inventories.map((entry) => ({ date: entry.date, shift: entry.shift, quantity: entry.quantity })),
    ageLimit: row.ageLimit,
    specialRequest: row.specialRequest,
    rescheduleFeeType: row.rescheduleFeeType,
    rescheduleFee: money(row.rescheduleFee),
    cancellationType: row.cancellationType,
    cancellationAmount: money(row.cancellationAmount),
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

export { writeChildren, priceLines };
