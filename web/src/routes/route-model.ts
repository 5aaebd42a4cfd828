/**
 * The console's screens as data, the one source of truth for paths, route keys (= page permission urls), groups,
 * titles, menu visibility and caching: the sidebar, breadcrumb, guards, session and error link derive from it.
 *
 * This module imports only the permission catalogue's types, so any part of the console may read it without reaching
 * the screen modules; only `route-table.ts` pairs each route key with its code-split screen.
 */
import type { PageKey } from "#rules";

export type RouteGroupKey =
  "report" | "company" | "trip" | "vendor_page" | "sales" | "marketing" | "financial" | "system";

export interface RouteGroup {
  key: RouteGroupKey;
  title: `group.${RouteGroupKey}`;
  /** Hidden groups are reachable by URL but never listed in the sidebar. */
  hidden?: boolean;
}

/** A route of the table, with its own key as a literal type (`RouteKey` collects them). */
interface RouteEntry<K extends string> {
  key: K;
  roleKey: PageKey;
  group: RouteGroupKey;
  path: string;
  title: `route.${K}`;
  editTitle?: EditTitle;
  hidden: boolean;
  cached: boolean;
}

/** The titles of add screens when they edit the record named by `?id=` (their browser tab and breadcrumb). */
type EditTitle = "route.sales_coupon_edit" | "route.receiver_edit";

export const ROUTE_GROUPS: readonly RouteGroup[] = [
  { key: "report", title: "group.report" },
  { key: "company", title: "group.company" },
  { key: "trip", title: "group.trip" },
  { key: "vendor_page", title: "group.vendor_page" },
  { key: "sales", title: "group.sales" },
  { key: "marketing", title: "group.marketing" },
  { key: "financial", title: "group.financial", hidden: true },
  { key: "system", title: "group.system" },
];

interface RouteOptions {
  hidden?: boolean;
  editTitle?: EditTitle;
  cached?: boolean;
  path?: string;
}

/** A route guarded by its own page permission, or (with `roleKey`) by a sibling's. */
function route<K extends PageKey>(group: RouteGroupKey, key: K, options?: RouteOptions): RouteEntry<K>;
function route<K extends string>(
  group: RouteGroupKey,
  key: K,
  options: RouteOptions & { roleKey: PageKey },
): RouteEntry<K>;
function route(
  group: RouteGroupKey,
  key: string,
  {
    roleKey = key as PageKey,
    hidden = false,
    cached = !hidden,
    path = `/${group}/${key}`,
    editTitle,
  }: RouteOptions & { roleKey?: PageKey } = {},
): RouteEntry<string> {
  const title = `route.${key}` as `route.${string}`;
  return { key, roleKey, group, path, title, ...(editTitle ? { editTitle } : {}), hidden, cached };
}

const ROUTE_ENTRIES = [
  route("report", "income_report"),
  route("report", "trip_report"),
  route("report", "trip_detail_report", { roleKey: "trip_report", hidden: true }),

  route("company", "company_info", { cached: false }),
  route("company", "tax_info", { cached: false }),
  route("company", "bank_info", { cached: false }),

  route("trip", "trip_list"),
  route("trip", "calendar"),
  route("trip", "departure_manifest", { roleKey: "calendar", hidden: true }),
  route("trip", "trip_add", { cached: false }),
  route("trip", "grouped_trip_add", { cached: false }),
  route("trip", "trip_edit", { hidden: true }),
  route("trip", "trip_reservation_statistics", { hidden: true }),
  route("trip", "reservation", { hidden: true }),
  route("trip", "tags_list"),
  route("trip", "check_in", { cached: false }),

  route("vendor_page", "home_page", { cached: false }),

  route("sales", "order_list"),
  route("sales", "order_detail", { hidden: true }),
  route("sales", "order_add", { hidden: true, cached: false }),
  route("sales", "refund_order_list"),
  route("sales", "refund_order_detail", { hidden: true }),
  route("sales", "transaction_list"),
  route("sales", "transaction_detail", { hidden: true }),

  route("marketing", "sales_coupon_list"),
  route("marketing", "sales_coupon_add", { hidden: true, editTitle: "route.sales_coupon_edit" }),
  route("marketing", "sales_coupon_history", { hidden: true }),
  route("marketing", "sales_coupon_usage", { hidden: true }),

  route("financial", "statement"),
  route("financial", "statement_detail", { hidden: true }),

  route("system", "user_list"),
  route("system", "role_list"),
  route("system", "guide", { cached: false }),
  route("system", "system_email"),
  route("system", "add_receiver", { hidden: true, editTitle: "route.receiver_edit" }),
  route("system", "dev_mail"),
  route("system", "payment", { cached: false }),
  route("system", "bookingFee", { roleKey: "payment", cached: false }),
  route("system", "audit_log"),
  route("system", "api_tokens"),
  route("system", "webhooks"),
];

/** The key of every route in the table: `route-table.ts` must give each one a screen. */
export type RouteKey = (typeof ROUTE_ENTRIES)[number]["key"];

export interface ConsoleRoute {
  /** Route key, unique: the page name of the route. */
  key: string;
  /** The page permission url that guards it (the route key, except where a sibling's permission is reused). */
  roleKey: PageKey;
  group: RouteGroupKey;
  /** Absolute path; an http(s) URL makes a menu link that opens outside the console. */
  path: string;
  title: `route.${RouteKey}`;
  /** The title instead when the screen edits the record named by `?id=` (an add screen that also edits). */
  editTitle?: EditTitle;
  /** Not listed in the sidebar (detail, add and edit screens that need context). */
  hidden: boolean;
  /** Lists keep their state (filters, page) when the user comes back. */
  cached: boolean;
}

export const ROUTES: readonly ConsoleRoute[] = ROUTE_ENTRIES;

/** A route's title for the URL's query: an add screen editing `?id=` is titled as an edit. */
export function routeTitle(route: ConsoleRoute, search: string): ConsoleRoute["title"] | EditTitle {
  return route.editTitle && new URLSearchParams(search).get("id") ? route.editTitle : route.title;
}

/** Fixed routes outside the permission table. */
export const PATHS = {
  login: "/login",
  authRedirect: "/auth-redirect",
  noPermission: "/401",
  notFound: "/404",
  home: "/company/company_info",
  guide: "/system/guide",
} as const;

export const PUBLIC_PATHS: readonly string[] = [PATHS.login, PATHS.authRedirect];
