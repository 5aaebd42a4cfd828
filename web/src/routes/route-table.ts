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
  income_report: () => import("./report/income-report"),
  trip_report: () => import("./report/trip-report"),
  trip_detail_report: () => import("./report/trip-detail-report"),

  company_info: () => import("./company/company-info"),
  tax_info: () => import("./company/tax-info"),
  bank_info: () => import("./company/bank-info"),

  trip_list: () => import("./trip/trip-list"),
  calendar: () => import("./trip/calendar"),
  departure_manifest: () => import("./trip/departure-manifest"),
  trip_add: () => import("./trip/trip-form"),
  grouped_trip_add: () => import("./trip/trip-form"),
  trip_edit: () => import("./trip/trip-form"),
  trip_reservation_statistics: () => import("./trip/trip-reservation-statistics"),
  reservation: () => import("./trip/reservation"),
  tags_list: () => import("./trip/tags-list"),
  check_in: () => import("./trip/check-in"),

  home_page: () => import("./vendor-page/home-page"),

  order_list: () => import("./sales/order-list"),
  order_detail: () => import("./sales/order-detail"),
  order_add: () => import("./sales/order-add"),
  refund_order_list: () => import("./sales/refund-order-list"),
  refund_order_detail: () => import("./sales/refund-order-detail"),
  transaction_list: () => import("./sales/transaction-list"),
  transaction_detail: () => import("./sales/transaction-detail"),

  sales_coupon_list: () => import("./marketing/sales-coupon-list"),
  sales_coupon_add: () => import("./marketing/sales-coupon-add"),
  sales_coupon_history: () => import("./marketing/sales-coupon-history"),
  sales_coupon_usage: () => import("./marketing/sales-coupon-usage"),

  statement: () => import("./financial/statement"),
  statement_detail: () => import("./financial/statement-detail"),

  user_list: () => import("./system/user-list"),
  role_list: () => import("./system/role-list"),
  guide: () => import("./system/guide"),
  system_email: () => import("./system/system-email"),
  dev_mail: () => import("./system/dev-mail"),
  add_receiver: () => import("./system/add-receiver"),
  payment: () => import("./system/payment"),
  audit_log: () => import("./system/audit-log"),
  api_tokens: () => import("./system/api-tokens"),
  webhooks: () => import("./system/webhooks"),
  bookingFee: () => import("./system/booking-fee"),
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
