import { z } from "zod";
import type { City } from "./city.type";
import type { DictionaryItem } from "./dictionary-item.type";

const id = z.union([z.string(), z.number()]).transform(String);

/** The fixed dictionary ids of `GET /dictionary/items?dictId` (contract section 1). */
export const DictionaryId = { regions: 1, timeZones: 2, taxTypes: 3 } as const;
export type DictionaryName = keyof typeof DictionaryId;

export const dictionaryItemsSchema = z.array(
  z.object({ id, code: z.union([z.string(), z.number()]).nullish(), name: z.string().nullish() }),
);

export const citiesSchema = z.array(
  z.object({ id, name: z.string(), regionId: id.nullish(), state: z.string().nullish() }),
);

export function toDictionaryItems(items: z.infer<typeof dictionaryItemsSchema>): DictionaryItem[] {
  return items.map((item) => ({
    id: item.id,
    code: item.code == null ? "" : String(item.code),
    name: item.name ?? "",
  }));
}

export function toCities(cities: z.infer<typeof citiesSchema>): City[] {
  return cities.map((city) => ({
    id: city.id,
    name: city.name,
    regionId: city.regionId ?? "",
    state: city.state ?? null,
  }));
}
