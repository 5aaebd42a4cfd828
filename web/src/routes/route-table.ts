/**
 * Each route of `route-model.ts` with its code-split screen module. Only the console part (app/console-part.tsx)
 * imports this table: whatever else needs the routes reads `route-model.ts`, so no part of the console reaches the
 * screens through it.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import { findRouteByPath } from "./access";
import { ROUTES, type ConsoleRoute, type RouteKey } from "./route-model";

type ScreenModule = () => Promise<{ default: ComponentType }>;

export interface ScreenRoute extends ConsoleRoute {
  /** Code-split screen module; `default` export is the screen. */
  load: ScreenModule;
  /** The screen, code-split: created once here so every render reuses the same component. */
  screen: LazyExoticComponent<ComponentType>;
}

const SCREENS: Record<RouteKey, ScreenModule> = {
  income_report: () => import("./report/income_report"),
  trip_report: () => import("./report/trip_report"),
  trip_detail_report: () => import("./report/trip_detail_report"),

  company_info: () => import("./company/company_info"),
  tax_info: () => import("./company/tax_info"),
  bank_info: () => import("./company/bank_info"),

  trip_list: () => import("./trip/trip_list"),
  calendar: () => import("./trip/calendar"),
  departure_manifest: () => import("./trip/departure_manifest"),
  trip_add: () => import("./trip/trip_form"),
  grouped_trip_add: () => import("./trip/trip_form"),
  trip_edit: () => import("./trip/trip_form"),
  trip_reservation_statistics: () => import("./trip/trip_reservation_statistics"),
  reservation: () => import("./trip/reservation"),
  tags_list: () => import("./trip/tags_list"),
  check_in: () => import("./trip/check_in"),

  home_page: () => import("./vendor_page/home_page"),

  order_list: () => import("./sales/order_list"),
  order_detail: () => import("./sales/order_detail"),
  order_add: () => import("./sales/order_add"),
  refund_order_list: () => import("./sales/refund_order_list"),
  refund_order_detail: () => import("./sales/refund_order_detail"),
  transaction_list: () => import("./sales/transaction_list"),
  transaction_detail: () => import("./sales/transaction_detail"),

  sales_coupon_list: () => import("./marketing/sales_coupon_list"),
  sales_coupon_add: () => import("./marketing/sales_coupon_add"),
  sales_coupon_history: () => import("./marketing/sales_coupon_history"),
  sales_coupon_usage: () => import("./marketing/sales_coupon_usage"),

  statement: () => import("./financial/statement"),
  statement_detail: () => import("./financial/statement_detail"),

  user_list: () => import("./system/user_list"),
  role_list: () => import("./system/role_list"),
  guide: () => import("./system/guide"),
  system_email: () => import("./system/system_email"),
  dev_mail: () => import("./system/dev_mail"),
  add_receiver: () => import("./system/add_receiver"),
  payment: () => import("./system/payment"),
  audit_log: () => import("./system/audit_log"),
  api_tokens: () => import("./system/api_tokens"),
  webhooks: () => import("./system/webhooks"),
  bookingFee: () => import("./system/bookingFee"),
};

export const SCREEN_ROUTES: readonly ScreenRoute[] = ROUTES.map((route) => {
  const load = SCREENS[route.key as RouteKey];
  return { ...route, load, screen: lazy(load) };
});

/** Fetches the code of the screen at `pathname` (a login preloads its landing screen); nothing for other paths. */
export function preloadScreen(pathname: string): Promise<unknown> {
  const route = findRouteByPath(pathname);
  return route ? SCREENS[route.key as RouteKey]() : Promise.resolve();
}
