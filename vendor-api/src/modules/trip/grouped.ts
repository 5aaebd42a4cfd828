import { and, eq, inArray, ne, or } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { tripPrices, trips } from "../../db/schema";
import { assertValid, BusinessError, ValidationError } from "../../protocol/errors";
import { Codes } from "../../protocol/codes";
import { updateVersioned } from "../../protocol/versioning";
import { centsOf, formatCents } from "../../shared/money";
import { assertFilesOfTenant } from "../file/service";
import { assertTagsOfTenant } from "../tag/service";
import {
  codeChecks,
  fail,
  nameChecks,
  validateFields,
  type FieldFailures,
  type GroupedSetting,
  TRIP_STATES,
} from "../../protocol/rules";
import type { GroupedTripInput, Trip } from "./schemas";
import {
  assertCodeFree,
  findTrip,
  findTripRow,
  inTransaction,
  tripScope,
  writeChildren,
  type PriceRow,
  type TripRow,
} from "./store";

const customNames = (prices: PriceRow[]) =>
  prices
    .filter((price) => price.key === "custom")
    .map((price) => price.name.toLowerCase())
    .join("\n");

/**
 * Grouped trip rules (docs/catalogue-contract.md section 4): the two trips differ and match on every listed setting;
 * each mismatch is named.
 */
export function pairMismatches(
  trip1: TripRow,
  trip2: TripRow,
  prices1: PriceRow[],
  prices2: PriceRow[],
): FieldFailures {
  if (trip1.id === trip2.id) return { trip2Id: fail("grouped.sameTrip") };
  const fields: FieldFailures = {};
  if (trip1.trip1Id !== null) fields.trip1Id = fail("grouped.member");
  if (trip2.trip1Id !== null) fields.trip2Id = fail("grouped.member");
  const differs: Record<GroupedSetting, boolean> = {
    reschedule: trip1.rescheduleFeeType !== trip2.rescheduleFeeType || trip1.rescheduleFee !== trip2.rescheduleFee,
    cancellation:
      trip1.cancellationType !== trip2.cancellationType ||
      trip1.cancellationAmount !== trip2.cancellationAmount ||
      trip1.cancellationPercentage !== trip2.cancellationPercentage,
    pricingType: trip1.pricingType !== trip2.pricingType,
    inventoryType: trip1.inventoryType !== trip2.inventoryType,
    specialRequest: trip1.specialRequest !== trip2.specialRequest,
    ageLimit: trip1.ageLimit !== trip2.ageLimit,
    customPrices: customNames(prices1) !== customNames(prices2),
  };
  for (const [setting, mismatch] of Object.entries(differs)) {
    if (mismatch) fields[setting] = fail("grouped.mismatch", { setting });
  }
  return fields;
}

/** The grouped trip's price lines: the two trips' lines added up, line by line (both have the same lines). */
function combinedPrices(prices1: PriceRow[], prices2: PriceRow[]) {
  return prices1.flatMap(({ tripId: _tripId, ...line }) => {
    const other = prices2.find(
      (price) => price.key === line.key && price.name.toLowerCase() === line.name.toLowerCase(),
    );
    return other ? [{ ...line, amount: formatCents(centsOf(line.amount) + centsOf(other.amount)) }] : [];
  });
}

async function pricesOf(tx: Db, tripIds: number[]) {
  const prices = await tx
    .select()
    .from(tripPrices)
    .where(inArray(tripPrices.tripId, tripIds))
    .orderBy(tripPrices.position);
  return (tripId: number) => prices.filter((price) => price.tripId === tripId);
}

async function checkedPair(tx: Db, tenantId: number, input: GroupedTripInput) {
  assertValid(validateFields({ name: [input.name, nameChecks], code: [input.code, codeChecks] }));
  const trip1 = await findTripRow(tx, tenantId, input.trip1Id);
  const trip2 = await findTripRow(tx, tenantId, input.trip2Id);
  const pricesOfTrip = await pricesOf(tx, [trip1.id, trip2.id]);
  const prices1 = pricesOfTrip(trip1.id);
  const prices2 = pricesOfTrip(trip2.id);
  assertValid(pairMismatches(trip1, trip2, prices1, prices2));
  await assertFilesOfTenant(tx, tenantId, [input.imageFileId]);
  await assertTagsOfTenant(tx, tenantId, input.tagIds ?? []);
  return { trip1, prices: combinedPrices(prices1, prices2) };
}

/** A grouped trip copies trip 1's (matching) settings; its prices are the sums, its inventory is the two trips'. */
function groupedColumns(input: GroupedTripInput, trip1: TripRow) {
  return {
    code: input.code.trim(),
    name: input.name.trim(),
    template: trip1.template,
    tripType: trip1.tripType,
    pricingType: trip1.pricingType,
    inventoryType: trip1.inventoryType,
    totalQuantity: null,
    ageLimit: trip1.ageLimit,
    specialRequest: trip1.specialRequest,
    rescheduleFeeType: trip1.rescheduleFeeType,
    rescheduleFee: trip1.rescheduleFee,
    cancellationType: trip1.cancellationType,
    cancellationAmount: trip1.cancellationAmount,
    cancellationPercentage: trip1.cancellationPercentage,
    notForIndividualSale: false,
    content: trip1.content,
    imageFileId: input.imageFileId ?? trip1.imageFileId,
    trip1Id: input.trip1Id,
    trip2Id: input.trip2Id,
    requireSameDay: input.requireSameDay,
  };
}

export async function addGroupedTrip(db: Db, tenantId: number, input: GroupedTripInput): Promise<Trip> {
  const id = await inTransaction(db, async (tx) => {
    const { trip1, prices } = await checkedPair(tx, tenantId, input);
    await assertCodeFree(tx, tenantId, input.code);
    const [row] = await tx
      .insert(trips)
      .values({ tenantId, state: TRIP_STATES.DRAFT, ...groupedColumns(input, trip1) })
      .returning({ id: trips.id });
    await writeChildren(tx, row.id, { prices, shifts: [], inventories: [], tagIds: input.tagIds ?? [] });
    return row.id;
  });
  return findTrip(db, tenantId, id);
}

export async function editGroupedTrip(
  db: Db,
  tenantId: number,
  input: GroupedTripInput & { id: number; version: number },
): Promise<Trip> {
  await inTransaction(db, async (tx) => {
    const current = await findTripRow(tx, tenantId, input.id);
    if (current.trip1Id === null) throw new ValidationError({ id: fail("trip.singleEdit") });
    if (input.trip1Id === input.id || input.trip2Id === input.id) {
      throw new ValidationError({ trip2Id: fail("grouped.member") });
    }
    const { trip1, prices } = await checkedPair(tx, tenantId, input);
    await assertCodeFree(tx, tenantId, input.code, input.id);
    await updateVersioned(tx, trips, tripScope(tenantId, input.id), input.version, {
      ...groupedColumns(input, trip1),
      updatedAt: new Date(),
    });
    await writeChildren(tx, input.id, { prices, shifts: [], inventories: [], tagIds: input.tagIds ?? [] });
  });
  return findTrip(db, tenantId, input.id);
}

/**
 * After a single trip's edit: every grouped trip it belongs to (other than deactivated ones) must still be a matching
 * pair, or the edit is refused with the grouped trip's code and what no longer matches.
 */
export async function assertGroupsStillMatch(tx: Db, tenantId: number, tripId: number) {
  const groups = await tx
    .select()
    .from(trips)
    .where(
      and(
        eq(trips.tenantId, tenantId),
        ne(trips.state, TRIP_STATES.DEACTIVE),
        or(eq(trips.trip1Id, tripId), eq(trips.trip2Id, tripId)),
      ),
    );
  if (groups.length === 0) return;
  const memberIds = [...new Set(groups.flatMap((group) => [group.trip1Id!, group.trip2Id!]))];
  const members = await tx.select().from(trips).where(inArray(trips.id, memberIds));
  const pricesOfTrip = await pricesOf(tx, memberIds);
  const byId = new Map(members.map((member) => [member.id, member]));
  for (const group of groups) {
    const [trip1, trip2] = [byId.get(group.trip1Id!)!, byId.get(group.trip2Id!)!];
    const mismatches = Object.values(pairMismatches(trip1, trip2, pricesOfTrip(trip1.id), pricesOfTrip(trip2.id)))
      .map((failure) => failure.params?.setting)
      .filter((setting): setting is string => typeof setting === "string");
    if (mismatches.length > 0) {
      throw new ValidationError({ grouped: fail("grouped.noLongerMatches", { code: group.code, mismatches }) });
    }
  }
}

/** A grouped trip goes on sale only while both of its trips are on sale. */
export async function assertMembersOnSale(tx: Db, tenantId: number, group: TripRow) {
  if (group.trip1Id === null || group.trip2Id === null) return;
  const members = await tx
    .select({ state: trips.state })
    .from(trips)
    .where(and(eq(trips.tenantId, tenantId), inArray(trips.id, [group.trip1Id, group.trip2Id])));
  const onSale = [TRIP_STATES.PUBLISHED, TRIP_STATES.SPONSORING] as number[];
  if (members.length < 2 || !members.every((member) => onSale.includes(member.state))) {
    throw new BusinessError(Codes.illegalTransition, {
      key: "grouped.membersNotPublished",
      result: { state: group.state, memberStates: members.map((member) => member.state) },
    });
  }
}
