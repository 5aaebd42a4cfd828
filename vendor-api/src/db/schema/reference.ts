/**
 * Reference data every tenant shares: dictionaries and cities.
 */
import { index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";

export const dictionaryItems = pgTable(
  "dictionary_items",
  {
    id: integer("id").primaryKey(),
    dictId: integer("dict_id").notNull(),
    code: text("code").notNull(),
    name: text("name").notNull(),
    sortOrder: integer("sort_order").notNull(),
  },
  (table) => [uniqueIndex("dictionary_items_dict_code_unique").on(table.dictId, table.code)],
);

export const cities = pgTable(
  "cities",
  {
    id: integer("id").primaryKey(),
    name: text("name").notNull(),
    regionId: integer("region_id")
      .notNull()
      .references(() => dictionaryItems.id),
    state: text("state"),
  },
  (table) => [index("cities_name_idx").on(table.name)],
);
