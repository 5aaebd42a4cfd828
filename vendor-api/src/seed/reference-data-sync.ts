import { sql } from "drizzle-orm";
import { PERMISSION_CATALOGUE } from "#rules";
import type { Db } from "../db/connect";
import { cities, dictionaryItems, permissions } from "../db/schema";
import { CITIES, DICTIONARY_ITEMS } from "./reference-data";

/**
 * Reference data lives in code and is brought up to date on every start, so an existing database picks up new
 * permissions, dictionary items and cities without a manual step.
 */
export async function syncReferenceData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(dictionaryItems)
      .values(DICTIONARY_ITEMS)
      .onConflictDoUpdate({
        target: dictionaryItems.id,
        set: {
          dictId: sql`excluded.dict_id`,
          code: sql`excluded.code`,
          name: sql`excluded.name`,
          sortOrder: sql`excluded.sort_order`,
        },
      });
    await tx
      .insert(cities)
      .values(CITIES)
      .onConflictDoUpdate({
        target: cities.id,
        set: { name: sql`excluded.name`, regionId: sql`excluded.region_id`, state: sql`excluded.state` },
      });
    await tx
      .insert(permissions)
      .values(
        PERMISSION_CATALOGUE.map(({ type, url, name, group, parent }, sortOrder) => ({
          type,
          url,
          name,
          groupKey: group,
          parent,
          sortOrder,
        })),
      )
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
