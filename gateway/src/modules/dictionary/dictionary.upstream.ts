import { upstream } from "../../rest/upstream-call";
import { citiesSchema, dictionaryItemsSchema, type DictionaryId } from "./dictionary.mapper";

export const listDictionaryItems = upstream<{ dictId: (typeof DictionaryId)[keyof typeof DictionaryId] }>().get(
  "/dictionary/items",
  dictionaryItemsSchema,
);
export const searchCities = upstream<{ keyword: string }>().get("/api/datacenter/search/city", citiesSchema);
export const listAllCities = upstream().get("/city/all", citiesSchema);
