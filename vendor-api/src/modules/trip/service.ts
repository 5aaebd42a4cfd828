import { and, desc, eq, ilike, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { inOrder } from "../../db/in-order";
import { defineList } from "../../db/list-query";
import { Binder } from "../../db/statement-shapes";
import { tripInventories, tripPrices, trips, tripShifts, tripTicketCounts, tripTags } from "../../db/schema";
import { Codes } from "../../protocol/codes";
import { assertValid, BusinessError, ValidationError } from "../../protocol/errors";
import { updateVersioned } from "../../protocol/versioning";
import { centsOf, formatCents } from "../../shared/money";
import { assertFilesOfTenant } from "../file/service";
import { assertTagsOfTenant } from "../tag/service";
import { markGuideStepDone } from "../tenant/service";
import { assertGroupsStillMatch, assertMembersOnSale } from "./grouped";
import { CODE_MAX, fail, NAME_MAX, NO_USAGE, TRIP_STATES } from "../../protocol/rules";
import { validateTrip } from "./rules";
import { PASSENGER_TYPES } from "../../protocol/rules";
import type { Trip, TripInput, TripListItem } from "./schemas";
import { canTransition, TRIP_TRANSITIONS, tripStateName, type TripAction } from "./states";
import { tripData } from "../../events/data";
import { emitEvent } from "../../events/outbox";
import {
  assertCodeFree,
  contentOf,
  findTrip,
  findTripRow,
  inTransaction,
  inventoryUsage,
  tripScope,
  writeChildren,
  type PriceRow,
  type Tx,
} from "./store";

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

const childrenOf = (input: TripInput) => ({
  prices: priceLines(input),
  shifts: input.inventoryType === 2 ? (input.shifts ?? []) : [],
  inventories: input.inventoryType === 2 ? (input.inventories ?? []) : [],
  tagIds: input.tagIds ?? [],
});

async function assertReferences(tx: Tx, tenantId: number, input: { imageFileId?: number | null; tagIds?: number[] }) {
  await assertFilesOfTenant(tx, tenantId, [input.imageFileId]);
  await assertTagsOfTenant(tx, tenantId, input.tagIds ?? []);
}

export async function addTrip(db: Db, tenantId: number, input: TripInput): Promise<Trip> {
  assertValid(validateTrip(input, NO_USAGE));
  const id = await inTransaction(db, async (tx) => {
    await assertCodeFree(tx, tenantId, input.code);
    await assertReferences(tx, tenantId, input);
    const [row] = await tx
      .insert(trips)
      .values({ tenantId, state: TRIP_STATES.DRAFT, ...tripColumns(input) })
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
      throw new ValidationError({ id: fail("trip.groupedEdit") });
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
    await emitTripEvent(tx, tenantId, input.id, "TRIP_UPDATED");
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
      .values({ ...settings, code, name: copyName(source.name), state: TRIP_STATES.DRAFT })
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
        params: { state: tripStateName(current.state), action },
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
    // A trip on sale is the guide's activity step (docs/company-contract.md section 5).
    if (action === "publish" || action === "sponsor") await markGuideStepDone(tx, tenantId, "activity");
    // Only a move that changed something is an event (a repeated publish with a stale version failed above).
    if (current.state !== transition.to)
      await emitTripEvent(tx, tenantId, input.id, action === "publish" ? "TRIP_PUBLISHED" : "TRIP_UPDATED");
  });
  return findTrip(db, tenantId, input.id);
}

/** A trip's event, in the transaction of its change (docs/system-contract.md section 12). */
async function emitTripEvent(tx: Tx, tenantId: number, id: number, type: "TRIP_PUBLISHED" | "TRIP_UPDATED") {
  const trip = await findTripRow(tx, tenantId, id);
  await emitEvent(tx, { tenantId, type, resourceType: "trip", resourceId: id, data: tripData(trip) });
}

/** The lowest price line of a trip; free tickets cost 0.00. */
export function lowestPrice(amounts: string[]): string {
  if (amounts.length === 0) return "0.00";
  return formatCents(amounts.map(centsOf).reduce((low, cents) => (cents < low ? cents : low)));
}

type TripListQuery = { pageNum: number; pageSize: number; name?: string; code?: string; state?: number };

/** The trip list: its page with each trip's bookings (its counter row), tags and price amounts, counted exactly. */
const tripList = defineList({
  name: "trip-list",
  count: "exact",
  page: (db: Db, where: SQL | undefined, cut) =>
    db
      .select({
        trip: trips,
        sold: sql<number>`coalesce((select ${tripTicketCounts.sold} from ${tripTicketCounts} where ${tripTicketCounts.tripId} = ${trips.id}), 0)`,
        tagIds: sql<
          number[]
        >`array(select ${tripTags.tagId} from ${tripTags} where ${tripTags.tripId} = ${trips.id} order by ${tripTags.tagId})`,
        priceAmounts: sql<
          string[]
        >`array(select ${tripPrices.amount}::text from ${tripPrices} where ${tripPrices.tripId} = ${trips.id})`,
      })
      .from(trips)
      .where(where)
      .orderBy(desc(trips.id))
      .limit(cut.limit)
      .offset(cut.offset),
  matching: (db: Db, where: SQL | undefined) =>
    db
      .select({ one: sql`1` })
      .from(trips)
      .where(where)
      .$dynamic(),
});

export async function listTrips(
  db: Db,
  tenantId: number,
  query: TripListQuery,
): Promise<{ list: TripListItem[]; total: number }> {
  const binder = new Binder();
  const { bind } = binder;
  const conditions: Array<SQL | undefined> = [eq(trips.tenantId, bind("tenantId", tenantId))];
  if (query.name) conditions.push(ilike(trips.name, bind("name", `%${escapeLike(query.name)}%`)));
  if (query.code) conditions.push(ilike(trips.code, bind("code", `%${escapeLike(query.code)}%`)));
  if (query.state !== undefined && query.state !== null) conditions.push(eq(trips.state, bind("state", query.state)));
  const { rows, total } = await tripList.read(db, { binder, filter: and(...conditions), page: query });
  return {
    total,
    list: rows.map(({ trip: row, sold, tagIds, priceAmounts }) => ({
      id: row.id,
      code: row.code,
      name: row.name,
      template: row.template,
      state: row.state,
      grouped: row.trip1Id !== null,
      pricingType: row.pricingType,
      price: lowestPrice(priceAmounts),
      imageFileId: row.imageFileId,
      tagIds,
      bookings: Number(sold),
      views: row.views,
      version: row.version,
      updateTime: row.updatedAt.toISOString(),
    })),
  };
}
