/**
 * The console's one source of truth for screens: paths, route keys (= page permission urls), groups, titles, menu
 * visibility and caching. The router, sidebar, breadcrumb and guards all derive from this table.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import type { MessageKey } from "@/i18n/i18n";

export type RouteGroupKey =
  "report" | "company" | "trip" | "vendor_page" | "sales" | "marketing" | "financial" | "system";

export interface RouteGroup {
  key: RouteGroupKey;
  title: MessageKey;
  /** Hidden groups are reachable by URL but never listed in the sidebar. */
  hidden?: boolean;
}

export interface ConsoleRoute {
  /** Route key, unique: the page name of the route. */
  key: string;
  /** The page permission url that guards it (the route key, except where a sibling's permission is reused). */
  roleKey: string;
  group: RouteGroupKey;
  /** Absolute path; an http(s) URL makes a menu link that opens outside the console. */
  path: string;
  title: MessageKey;
  /** Not listed in the sidebar (detail, add and edit screens that need context). */
  hidden: boolean;
  /** Lists keep their state (filters, page) when the user comes back. */
  cached: boolean;
  /** Code-split screen module; `default` export is the screen. */
  load: () => Promise<{ default: ComponentType }>;
  /** The screen, code-split: created once here so every render reuses the same component. */
  screen: LazyExoticComponent<ComponentType>;
}

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
  roleKey?: string;
  hidden?: boolean;
  cached?: boolean;
  path?: string;
}

function route(
  group: RouteGroupKey,
  key: string,
  load: ConsoleRoute["load"],
  { roleKey = key, hidden = false, cached = !hidden, path = `/${group}/${key}` }: RouteOptions = {},
): ConsoleRoute {
  return { key, roleKey, group, path, title: `route.${key}` as MessageKey, hidden, cached, load, screen: lazy(load) };
}

export const ROUTES: readonly ConsoleRoute[] = [
  route("report", "income_report", () => import("./report/income_report")),
  route("report", "trip_report", () => import("./report/trip_report")),
  route("report", "trip_detail_report", () => import("./report/trip_detail_report"), {
    roleKey: "trip_report",
    hidden: true,
  }),

  route("company", "company_info", () => import("./company/company_info"), { cached: false }),
  route("company", "tax_info", () => import("./company/tax_info"), { cached: false }),
  route("company", "bank_info", () => import("./company/bank_info"), { cached: false }),

  route("trip", "trip_list", () => import("./trip/trip_list")),
  route("trip", "trip_add", () => import("./trip/trip_form"), { cached: false }),
  route("trip", "grouped_trip_add", () => import("./trip/trip_form"), { cached: false }),
  route("trip", "trip_edit", () => import("./trip/trip_form"), { hidden: true }),
  route("trip", "trip_reservation_statistics", () => import("./trip/trip_reservation_statistics"), { hidden: true }),
  route("trip", "reservation", () => import("./trip/reservation"), { hidden: true }),
  route("trip", "tags_list", () => import("./trip/tags_list")),

  route("vendor_page", "home_page", () => import("./vendor_page/home_page"), { cached: false }),

  route("sales", "order_list", () => import("./sales/order_list")),
  route("sales", "order_detail", () => import("./sales/order_detail"), { hidden: true }),
  route("sales", "refund_order_list", () => import("./sales/refund_order_list")),
  route("sales", "refund_order_detail", () => import("./sales/refund_order_detail"), { hidden: true }),
  route("sales", "transaction_list", () => import("./sales/transaction_list")),
  route("sales", "transaction_detail", () => import("./sales/transaction_detail"), { hidden: true }),

  route("marketing", "sales_coupon_list", () => import("./marketing/sales_coupon_list")),
  route("marketing", "sales_coupon_add", () => import("./marketing/sales_coupon_add"), { hidden: true }),
  route("marketing", "sales_coupon_history", () => import("./marketing/sales_coupon_history"), { hidden: true }),

  route("financial", "statement", () => import("./financial/statement")),
  route("financial", "statement_detail", () => import("./financial/statement_detail"), { hidden: true }),

  route("system", "user_list", () => import("./system/user_list")),
  route("system", "role_list", () => import("./system/role_list")),
  route("system", "guide", () => import("./system/guide"), { cached: false }),
  route("system", "system_email", () => import("./system/system_email")),
  route("system", "add_receiver", () => import("./system/add_receiver"), { hidden: true }),
  route("system", "payment", () => import("./system/payment"), { cached: false }),
  route("system", "bookingFee", () => import("./system/bookingFee"), { roleKey: "payment", cached: false }),
];

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
