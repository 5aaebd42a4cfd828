import type { FastifyInstance } from "fastify";
import { asc, eq, ilike, sql } from "drizzle-orm";
import { z } from "zod";
import type { AppContext } from "../../context";
import { cities, dictionaryItems } from "../../db/schema";
import { defineRoute } from "../../protocol/route";

const CITY_SEARCH_LIMIT = 20;

const citySchema = z.object({ id: z.int(), name: z.string(), regionId: z.int(), state: z.string().nullable() });
const cityColumns = { id: cities.id, name: cities.name, regionId: cities.regionId, state: cities.state };

/** Escapes LIKE wildcards so a keyword is matched literally. */
const likeLiteral = (keyword: string) => keyword.replace(/[\\%_]/g, (character) => `\\${character}`);

export function registerDictionaryRoutes(app: FastifyInstance, { db }: AppContext): void {
  defineRoute(app, {
    method: "GET",
    url: "/dictionary/items",
    auth: "operator",
    access: "session",
    tag: "dictionary",
    summary: "Items of a fixed dictionary: 1 regions, 2 time zones, 3 tax types",
    query: z.object({ dictId: z.int() }),
    result: z.array(z.object({ id: z.int(), code: z.string(), name: z.string() })),
    handler: ({ query }) =>
      db
        .select({ id: dictionaryItems.id, code: dictionaryItems.code, name: dictionaryItems.name })
        .from(dictionaryItems)
        .where(eq(dictionaryItems.dictId, query.dictId))
        .orderBy(asc(dictionaryItems.sortOrder), asc(dictionaryItems.id)),
  });

  defineRoute(app, {
    method: "GET",
    url: "/city/all",
    auth: "operator",
    access: "session",
    tag: "dictionary",
    summary: "Every city, by name",
    result: z.array(citySchema),
    handler: () => db.select(cityColumns).from(cities).orderBy(asc(cities.name), asc(cities.id)),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/datacenter/search/city",
    auth: "operator",
    access: "session",
    tag: "dictionary",
    summary: `Up to ${CITY_SEARCH_LIMIT} cities whose name contains the keyword, those starting with it first`,
    query: z.object({ keyword: z.string().optional() }),
    result: z.array(citySchema),
    handler: ({ query }) => {
      const keyword = likeLiteral(query.keyword?.trim() ?? "");
      return db
        .select(cityColumns)
        .from(cities)
        .where(ilike(cities.name, `%${keyword}%`))
        .orderBy(
          sql`case when ${cities.name} ilike ${`${keyword}%`} then 0 else 1 end`,
          asc(cities.name),
          asc(cities.id),
        )
        .limit(CITY_SEARCH_LIMIT);
    },
  });
}
