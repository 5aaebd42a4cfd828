import { sql } from "drizzle-orm";
import { PERMISSION_CATALOGUE } from "#rules";
import type { Db } from "../db/connect";
import { cities, dictionaryItems, permissions } from "../db/schema";
import { CITIES, DICTIONARY_ITEMS } from "./reference-data";

/** The rows of `wanted` that `stored` lacks or holds with another value in any of their fields, matched by `key`. */
function differing<T extends Record<string, unknown>>(wanted: readonly T[], stored: T[], key: (row: T) => string): T[] {
  const held = new Map(stored.map((row) => [key(row), row]));
  return wanted.filter((row) => {
    const current = held.get(key(row));
    return !current || Object.entries(row).some(([field, value]) => current[field] !== value);
  });
}

/**
 * Reference data lives in code and is brought up to date on every start, so an existing database picks up new
 * permissions, dictionary items and cities without a manual step. Only the rows that differ are written: reading
 * them is a fraction of writing them all again, which every restart did (docs/scale-contract.md section 8).
 */
export async function syncReferenceData(db: Db): Promise<void> {
  const catalogue = PERMISSION_CATALOGUE.map(({ type, url, name, group, parent }, sortOrder) => ({
    type,
    url,
    name,
    groupKey: group,
    parent: parent ?? null,
    sortOrder,
  }));
  const [storedItems, storedCities, storedPermissions] = await Promise.all([
    db
      .select({
        id: dictionaryItems.id,
        dictId: dictionaryItems.dictId,
        code: dictionaryItems.code,
        name: dictionaryItems.name,
        sortOrder: dictionaryItems.sortOrder,
      })
      .from(dictionaryItems),
    db.select({ id: cities.id, name: cities.name, regionId: cities.regionId, state: cities.state }).from(cities),
    db
      .select({
        type: permissions.type,
        url: permissions.url,
        name: permissions.name,
        groupKey: permissions.groupKey,
        parent: permissions.parent,
        sortOrder: permissions.sortOrder,
      })
      .from(permissions),
  ]);
  const items = differing(DICTIONARY_ITEMS, storedItems, (row) => String(row.id));
  const cityRows = differing(CITIES, storedCities, (row) => String(row.id));
  const permissionRows = differing(catalogue, storedPermissions, (row) => `${row.type} ${row.url}`);
  if (!items.length && !cityRows.length && !permissionRows.length) return;
  await db.transaction(async (tx) => {
    if (items.length)
      await tx
        .insert(dictionaryItems)
        .values(items)
        .onConflictDoUpdate({
          target: dictionaryItems.id,
          set: {
            dictId: sql`excluded.dict_id`,
            code: sql`excluded.code`,
            name: sql`excluded.name`,
            sortOrder: sql`excluded.sort_order`,
          },
        });
    if (cityRows.length)
      await tx
        .insert(cities)
        .values(cityRows)
        .onConflictDoUpdate({
          target: cities.id,
          set: { name: sql`excluded.name`, regionId: sql`excluded.region_id`, state: sql`excluded.state` },
        });
    if (permissionRows.length)
      await tx
        .insert(permissions)
        .values(permissionRows)
        .onConflictDoUpdate({
          target: [permissions.type, permissions.url],
          set: {
            name: sql`excluded.name`,
            groupKey: sql`excluded.group_key`,
            parent: sql`excluded.parent`,
            sortOrder: sql`excluded.sort_order`,
          },
        });
  });
}
