import { and, eq, inArray } from "drizzle-orm";
import { auditReferenceKind, type AuditReferenceKind } from "#rules";
import type { Db } from "../../db/connect";
import { cities, dictionaryItems, files, trips, type AuditChange } from "../../db/schema";
import { DictionaryIds } from "../dictionary/ids";

/** A record a change refers to, named as it is now; null when it no longer exists or is not the tenant's. */
export interface ReferenceName {
  id: number;
  name: string | null;
}

type NameLookup = (db: Db, tenantId: number, ids: number[]) => Promise<Array<{ id: number; name: string }>>;

const dictionary =
  (dictId: number): NameLookup =>
  (db, _tenantId, ids) =>
    db
      .select({ id: dictionaryItems.id, name: dictionaryItems.name })
      .from(dictionaryItems)
      .where(and(eq(dictionaryItems.dictId, dictId), inArray(dictionaryItems.id, ids)));

/**
 * One query per kind. Files and trips are scoped to the tenant: an id of another tenant's record, should an entry
 * ever hold one, reads as a record that does not exist (docs/system-contract.md section 8).
 */
const LOOKUPS: Record<AuditReferenceKind, NameLookup> = {
  // As the company form's city picker labels it: "Boston, MA".
  city: async (db, _tenantId, ids) =>
    (
      await db
        .select({ id: cities.id, name: cities.name, state: cities.state })
        .from(cities)
        .where(inArray(cities.id, ids))
    ).map(({ id, name, state }) => ({ id, name: state ? `${name}, ${state}` : name })),
  region: dictionary(DictionaryIds.regions),
  timeZone: dictionary(DictionaryIds.timeZones),
  taxType: dictionary(DictionaryIds.taxTypes),
  file: (db, tenantId, ids) =>
    db
      .select({ id: files.id, name: files.name })
      .from(files)
      .where(and(eq(files.tenantId, tenantId), inArray(files.id, ids))),
  trip: (db, tenantId, ids) =>
    db
      .select({ id: trips.id, name: trips.name })
      .from(trips)
      .where(and(eq(trips.tenantId, tenantId), inArray(trips.id, ids))),
};

/** The ids a recorded value holds: a number, its text, or a list of either. */
function idsOf(value: unknown): number[] {
  const items = Array.isArray(value) ? value : [value];
  return items
    .map((item) => String(item ?? ""))
    .filter((item) => /^\d{1,9}$/.test(item))
    .map(Number);
}

/**
 * The names of every record the page's reference fields point at, as they are now: `references(area, change)`
 * answers a change's list (empty for a field without ids), undefined for a field that holds no reference.
 */
export async function referenceNames(
  db: Db,
  tenantId: number,
  entries: ReadonlyArray<{ area: string; changes: readonly AuditChange[] }>,
): Promise<(area: string, change: AuditChange) => ReferenceName[] | undefined> {
  const wanted = new Map<AuditReferenceKind, Set<number>>();
  for (const { area, changes } of entries)
    for (const change of changes) {
      const kind = auditReferenceKind(area, change.field);
      if (!kind || change.secret) continue;
      const ids = wanted.get(kind) ?? new Set<number>();
      for (const id of [...idsOf(change.from), ...idsOf(change.to)]) ids.add(id);
      wanted.set(kind, ids);
    }
  const names = new Map<AuditReferenceKind, Map<number, string>>();
  await Promise.all(
    [...wanted].map(async ([kind, ids]) => {
      const rows = ids.size ? await LOOKUPS[kind](db, tenantId, [...ids]) : [];
      names.set(kind, new Map(rows.map((row) => [row.id, row.name])));
    }),
  );
  return (area, change) => {
    const kind = auditReferenceKind(area, change.field);
    if (!kind || change.secret) return undefined;
    const known = names.get(kind);
    return [...new Set([...idsOf(change.from), ...idsOf(change.to)])].map((id) => ({
      id,
      name: known?.get(id) ?? null,
    }));
  };
}
