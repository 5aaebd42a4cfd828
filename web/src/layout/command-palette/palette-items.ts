/**
 * What the command palette offers, without React: the screens the user may open whose title (in the console's
 * language) matches, the records the server found, each with where it leads, and the recently opened ones.
 */
import { byMatchRank } from "#rules";
import { canOpen, findRouteByPath, isExternalLink } from "@/routes/access";
import { ROUTES, type ConsoleRoute } from "@/routes/route-model";
import { readJson, writeJson } from "@/shared/browser-storage";

export type PaletteKind = "screen" | "order" | "trip" | "coupon" | "user";

export interface PaletteItem {
  /** Unique across kinds: `<kind>:<id>`. */
  id: string;
  kind: PaletteKind;
  /** A screen's title key's route key, or a record's own name (order number, trip name, coupon code, user name). */
  label: string;
  /** What tells two alike apart (a trip's code, a user's name); never stored. */
  description?: string;
  /** Where selecting it goes: a console path. */
  path: string;
}

/** The screens worth opening from anywhere: listed in the sidebar, permitted, inside the console. */
export function openableScreens(keys: ReadonlySet<string>, routes: readonly ConsoleRoute[] = ROUTES): ConsoleRoute[] {
  return routes.filter((route) => !route.hidden && !isExternalLink(route.path) && canOpen(route, keys));
}

const normalized = (text: string) => text.trim().toLocaleLowerCase();

/** Screens whose title, as the user reads it, contains the text, the closest first; none for a blank text. */
export function matchingScreens(
  text: string,
  keys: ReadonlySet<string>,
  titleOf: (route: ConsoleRoute) => string,
): PaletteItem[] {
  const wanted = normalized(text);
  if (!wanted) return [];
  const matching = openableScreens(keys).filter((route) => normalized(titleOf(route)).includes(wanted));
  return byMatchRank(wanted, matching, (route) => [titleOf(route)]).map((route) => ({
    id: `screen:${route.key}`,
    kind: "screen",
    label: route.key,
    path: route.path,
  }));
}

const pathOf = (key: string) => ROUTES.find((route) => route.key === key)!.path;
const withQuery = (key: string, params: Record<string, string>) => `${pathOf(key)}?${new URLSearchParams(params)}`;

/** The record's own screen where the user may open it, otherwise its list, filtered to it. */
function recordPath(keys: ReadonlySet<string>, detail: string, list: string): string {
  const route = findRouteByPath(detail.split("?")[0]);
  return route && canOpen(route, keys) ? detail : list;
}

export interface FoundRecords {
  orders?: ReadonlyArray<{ id: string; orderNumber: string; contact: { firstName: string; lastName: string } }> | null;
  trips?: ReadonlyArray<{ id: string; name: string; code: string }> | null;
  coupons?: ReadonlyArray<{ id: string; code: string }> | null;
  users?: ReadonlyArray<{ id: string; username: string; firstName: string; lastName: string }> | null;
}

/** The server's records as palette items, in the order kinds are shown, each kind's closest match to `typed` first. */
export function foundItems(found: FoundRecords, keys: ReadonlySet<string>, typed = ""): PaletteItem[] {
  const items: PaletteItem[] = [];
  const ranked = <T>(records: readonly T[] | null | undefined, namesOf: (record: T) => readonly string[]) =>
    byMatchRank(typed, records ?? [], namesOf);
  for (const order of ranked(found.orders, (order) => [order.orderNumber]))
    items.push({
      id: `order:${order.id}`,
      kind: "order",
      label: order.orderNumber,
      description: `${order.contact.firstName} ${order.contact.lastName}`.trim(),
      path: recordPath(
        keys,
        withQuery("order_detail", { id: order.id }),
        withQuery("order_list", { orderNumber: order.orderNumber }),
      ),
    });
  for (const trip of ranked(found.trips, (trip) => [trip.name, trip.code]))
    items.push({
      id: `trip:${trip.id}`,
      kind: "trip",
      label: trip.name,
      description: trip.code,
      path: recordPath(keys, withQuery("trip_edit", { id: trip.id }), withQuery("trip_list", { code: trip.code })),
    });
  for (const coupon of ranked(found.coupons, (coupon) => [coupon.code]))
    items.push({
      id: `coupon:${coupon.id}`,
      kind: "coupon",
      label: coupon.code,
      path: recordPath(
        keys,
        withQuery("sales_coupon_add", { id: coupon.id }),
        withQuery("sales_coupon_list", { code: coupon.code }),
      ),
    });
  for (const user of ranked(found.users, (user) => [user.username, `${user.firstName} ${user.lastName}`]))
    items.push({
      id: `user:${user.id}`,
      kind: "user",
      label: user.username,
      description: `${user.firstName} ${user.lastName}`.trim(),
      path: withQuery("user_list", { username: user.username }),
    });
  return items;
}

export const RECENT_MAX = 5;

/**
 * Recently opened items, per user of a tenant in this browser. Only what names the item is kept (kind, id, label,
 * path): no customer's name or contact, which the description may carry.
 */
export const recentStorageKey = (tenantId: string, userId: string) =>
  `vendor-console.palette-recent.${tenantId}.${userId}`;

type StoredItem = Pick<PaletteItem, "id" | "kind" | "label" | "path">;

const isStoredItem = (value: unknown): value is StoredItem => {
  const item = value as Partial<StoredItem> | null;
  return (
    typeof item?.id === "string" &&
    typeof item.label === "string" &&
    typeof item.path === "string" &&
    item.path.startsWith("/") &&
    ["screen", "order", "trip", "coupon", "user"].includes(String(item.kind))
  );
};

/** The stored recent items the user may still open (a role may have changed since). */
export function readRecent(storageKey: string, keys: ReadonlySet<string>): PaletteItem[] {
  const stored = readJson<unknown>("localStorage", storageKey);
  if (!Array.isArray(stored)) return [];
  return stored.filter(isStoredItem).filter((item) => {
    const route = findRouteByPath(item.path.split("?")[0]);
    return route !== undefined && canOpen(route, keys);
  });
}

/** Puts the opened item first, once, and keeps the newest RECENT_MAX. */
export function rememberRecent(storageKey: string, item: PaletteItem): void {
  const stored = readJson<unknown>("localStorage", storageKey);
  const previous = Array.isArray(stored) ? stored.filter(isStoredItem) : [];
  const kept: StoredItem = { id: item.id, kind: item.kind, label: item.label, path: item.path };
  writeJson(
    "localStorage",
    storageKey,
    [kept, ...previous.filter((entry) => entry.id !== item.id)].slice(0, RECENT_MAX),
  );
}
