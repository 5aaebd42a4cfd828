import { Args, Ctx, Query, Resolver } from "type-graphql";
import { Authenticated } from "../../auth/permission-directives";
import type { GatewayContext } from "../../context";
import { expectResult } from "../../rest/envelope";
import { CitiesArgs } from "./city.args";
import { City } from "./city.type";
import { DictionaryItem } from "./dictionary-item.type";
import {
  DictionaryId,
  citiesSchema,
  dictionaryItemsSchema,
  toCities,
  toDictionaryItems,
  type DictionaryName,
} from "./dictionary.mapper";

// The cached loads are shared by every request that asks meanwhile: `detached()`, so one client leaving fails none.
export function loadDictionary(context: GatewayContext, name: DictionaryName): Promise<DictionaryItem[]> {
  return context.services.dictionaryCache.get(`dictionary:${name}`, async () => {
    const result = await context.rest.detached().get("/dictionary/items", { dictId: DictionaryId[name] });
    return toDictionaryItems(expectResult(dictionaryItemsSchema, result, `dictionary ${name}`));
  });
}

@Resolver()
export class DictionaryResolver {
  @Query(() => [DictionaryItem], { description: "Regions (dictionary 1), cached after first load." })
  @Authenticated()
  regions(@Ctx() context: GatewayContext): Promise<DictionaryItem[]> {
    return loadDictionary(context, "regions");
  }

  @Query(() => [DictionaryItem], { description: "Time zones (dictionary 2), cached after first load." })
  @Authenticated()
  timeZones(@Ctx() context: GatewayContext): Promise<DictionaryItem[]> {
    return loadDictionary(context, "timeZones");
  }

  @Query(() => [DictionaryItem], { description: "Tax types (dictionary 3), cached after first load." })
  @Authenticated()
  taxTypes(@Ctx() context: GatewayContext): Promise<DictionaryItem[]> {
    return loadDictionary(context, "taxTypes");
  }

  @Query(() => [City], {
    description: "Every city (cached after first load), or with `keyword` up to 20 cities whose name matches it.",
  })
  @Authenticated()
  async cities(@Args(() => CitiesArgs) { keyword }: CitiesArgs, @Ctx() context: GatewayContext): Promise<City[]> {
    const search = keyword?.trim();
    if (search) {
      const result = await context.rest.get("/api/datacenter/search/city", { keyword: search });
      return toCities(expectResult(citiesSchema, result, "city search"));
    }
    return context.services.dictionaryCache.get("cities:all", async () =>
      toCities(expectResult(citiesSchema, await context.rest.detached().get("/city/all"), "city/all")),
    );
  }
}
