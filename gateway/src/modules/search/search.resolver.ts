/**
 * The console's command palette asks one field for everything it finds (docs/foundation-contract.md section 4,
 * "Search"): each kind is looked for only when the session holds the page permission of its list, through that list's
 * own upstream call and filter, all at once. The vendor API checks each list's permission again on its own.
 */
import { Args, Ctx, Query, Resolver } from "type-graphql";
import { byMatchRank, max, min, validateFields, type PageKey } from "#rules";
import { Authenticated, holdsPermission } from "../../auth/permission-directives";
import type { GatewayContext } from "../../context";
import { readCoupons } from "../coupon/coupon.resolver";
import { readOrders } from "../order/order.resolver";
import { assertValid } from "../shared/field-rules";
import type { UpstreamPage } from "../shared/page.input";
import { readTrips } from "../trip/trip.resolver";
import { toUser } from "../user/user.mapper";
import { listUsers } from "../user/user.upstream";
import { SEARCH_LIMIT_MAX, SearchArgs } from "./search.args";
import { SearchResults } from "./search.type";

/**
 * An order number shorter than this is not looked for: the trigram index that answers the order number filter
 * (docs/scale-contract.md section 3) needs three characters, and anything shorter would read every order.
 */
const ORDER_NUMBER_MIN = 3;

/**
 * Each kind's page permission (the one its list field declares) and its search. A finder runs only for a session
 * that holds the permission and a keyword that is not blank.
 */
const KINDS = {
  orders: {
    page: "order_list",
    find: async (context: GatewayContext, keyword: string, page: UpstreamPage) =>
      keyword.length < ORDER_NUMBER_MIN
        ? []
        : (await readOrders(context, { filter: { orderNumber: keyword } }, page)).items,
  },
  trips: { page: "trip_list", find: findTrips },
  coupons: {
    page: "sales_coupon_list",
    find: async (context: GatewayContext, keyword: string, page: UpstreamPage) =>
      (await readCoupons(context, { filter: { code: keyword } }, page)).items,
  },
  users: {
    page: "user_list",
    find: async (context: GatewayContext, keyword: string, page: UpstreamPage) =>
      (await listUsers(context.rest, { ...page, username: undefined, name: keyword, status: undefined })).list.map(
        toUser,
      ),
  },
} satisfies Record<Exclude<keyof SearchResults, "keyword">, { page: PageKey; find: unknown }>;

/**
 * Trips match by name or by code: the list filters by one of them at a time, so both are asked, then merged, the
 * closest match first (an exact name before a longer one holding it), newest first among equals.
 */
async function findTrips(context: GatewayContext, keyword: string, page: UpstreamPage) {
  const [byName, byCode] = await Promise.all([
    readTrips(context, { filter: { name: keyword } }, page),
    readTrips(context, { filter: { code: keyword } }, page),
  ]);
  const unique = new Map([...byName.items, ...byCode.items].map((trip) => [trip.id, trip]));
  const newestFirst = [...unique.values()].sort((a, b) => Number(b.id) - Number(a.id));
  return byMatchRank(keyword, newestFirst, (trip) => [trip.name, trip.code]).slice(0, page.pageSize);
}

@Resolver()
export class SearchResolver {
  @Query(() => SearchResults, {
    description:
      "Orders by order number, trips by name or code, coupons by code and users by name, at most `limit` of each, " +
      "for a command palette. Only the kinds whose list the session may read are looked for, all at once.",
  })
  @Authenticated()
  async search(@Args(() => SearchArgs) { keyword, limit }: SearchArgs, @Ctx() context: GatewayContext) {
    const text = keyword.trim();
    // The keyword's length (SEARCH_MAX) is checked with every search argument's (shared/field-rules.ts).
    assertValid(validateFields({ limit: [limit, [min(1), max(SEARCH_LIMIT_MAX)]] }));
    const page = { pageNum: 1, pageSize: limit };
    type Finder<T> = (context: GatewayContext, keyword: string, page: UpstreamPage) => Promise<T[]>;
    const look = async <T>(kind: { page: PageKey; find: Finder<T> }) => {
      if (!(await holdsPermission(context, { type: "page", url: kind.page }))) return null;
      return text ? kind.find(context, text, page) : [];
    };
    const [orders, trips, coupons, users] = await Promise.all([
      look(KINDS.orders),
      look(KINDS.trips),
      look(KINDS.coupons),
      look(KINDS.users),
    ]);
    return { keyword: text, orders, trips, coupons, users };
  }
}
