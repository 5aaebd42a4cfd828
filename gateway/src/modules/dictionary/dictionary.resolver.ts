import { Args, Ctx, Query, Resolver } from "type-graphql";
import { Authenticated } from "../../auth/permission-directives";
import type { GatewayContext } from "../../context";
import { CitiesArgs } from "./city.args";
import { City } from "./city.type";
import { DictionaryItem } from "./dictionary-item.type";
import { DictionaryId, toCities, toDictionaryItems, type DictionaryName } from "./dictionary.mapper";
import { listAllCities, listDictionaryItems, searchCities } from "./dictionary.upstream";

// The cached loads are shared by every request that asks meanwhile: `detached()`, so one client leaving fails none.
export function loadDictionary(context: GatewayContext, name: DictionaryName): Promise<DictionaryItem[]> {
  return context.services.dictionaryCache.get(`dictionary:${name}`, async () => {
    return toDictionaryItems(await listDictionaryItems(context.rest.detached(), { dictId: DictionaryId[name] }));
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
      return toCities(await searchCities(context.rest, { keyword: search }));
    }
    return context.services.dictionaryCache.get("cities:all", async () =>
      toCities(await listAllCities(context.rest.detached())),
    );
  }
}
