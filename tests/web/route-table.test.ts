import { describe, expect, it } from "vitest";
import { ROUTE_GROUPS, ROUTES } from "@/routes/route-model";
import { SCREEN_ROUTES } from "@/routes/route-table";
import { messages as en } from "@/i18n/messages/core-en";

/** Contract section 3: every route key, its group, and the hidden ones. */
const CONTRACT: Record<string, { visible: string[]; hidden: string[] }> = {
  report: { visible: ["income_report", "trip_report"], hidden: ["trip_detail_report"] },
  company: { visible: ["company_info", "tax_info", "bank_info"], hidden: [] },
  trip: {
    visible: ["trip_list", "calendar", "trip_add", "grouped_trip_add", "tags_list", "check_in"],
    hidden: ["departure_manifest", "trip_edit", "trip_reservation_statistics", "reservation"],
  },
  vendor_page: { visible: ["home_page"], hidden: [] },
  sales: {
    visible: ["order_list", "refund_order_list", "transaction_list"],
    hidden: ["order_detail", "order_add", "refund_order_detail", "transaction_detail"],
  },
  marketing: {
    visible: ["sales_coupon_list"],
    hidden: ["sales_coupon_add", "sales_coupon_history", "sales_coupon_usage"],
  },
  financial: { visible: ["statement"], hidden: ["statement_detail"] },
  system: {
    visible: [
      "user_list",
      "role_list",
      "guide",
      "system_email",
      "dev_mail",
      "payment",
      "bookingFee",
      "audit_log",
      "api_tokens",
      "webhooks",
    ],
    hidden: ["add_receiver"],
  },
};

describe("route table", () => {
  it("holds exactly the routes of contract section 3, grouped and hidden as specified", () => {
    for (const [group, { visible, hidden }] of Object.entries(CONTRACT)) {
      const routes = ROUTES.filter((route) => route.group === group);
      expect(routes.filter((route) => !route.hidden).map((route) => route.key)).toEqual(visible);
      expect(
        routes
          .filter((route) => route.hidden)
          .map((route) => route.key)
          .sort(),
      ).toEqual([...hidden].sort());
    }
    expect(ROUTES).toHaveLength(
      Object.values(CONTRACT).reduce((sum, g) => sum + g.visible.length + g.hidden.length, 0),
    );
  });

  it("uses /<group>/<key> paths, unique keys and paths", () => {
    for (const route of ROUTES) expect(route.path).toBe(`/${route.group}/${route.key}`);
    expect(new Set(ROUTES.map((route) => route.key)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((route) => route.path)).size).toBe(ROUTES.length);
    expect(ROUTES.find((route) => route.key === "guide")?.path).toBe("/system/guide");
  });

  it("guards each route with its own key, except the detail report, the departure manifest and the booking fee", () => {
    const reused = ROUTES.filter((route) => route.roleKey !== route.key).map((route) => [route.key, route.roleKey]);
    expect(reused).toEqual([
      ["trip_detail_report", "trip_report"],
      ["departure_manifest", "calendar"],
      ["bookingFee", "payment"],
    ]);
  });

  it("hides the whole financial group from the menu and never caches hidden screens", () => {
    expect(ROUTE_GROUPS.filter((group) => group.hidden).map((group) => group.key)).toEqual(["financial"]);
    for (const route of ROUTES.filter((route) => route.hidden && route.key !== "trip_edit"))
      expect(route.cached).toBe(false);
    expect(ROUTES.find((route) => route.key === "order_list")?.cached).toBe(true);
    expect(ROUTES.find((route) => route.key === "trip_detail_report")?.cached).toBe(false);
  });

  it("has a title for every route and group", () => {
    for (const route of ROUTES) expect(en[route.title]).toBeTruthy();
    for (const group of ROUTE_GROUPS) expect(en[group.title]).toBeTruthy();
  });

  // Transforms every screen of the console on first import: seconds on a busy machine, hence its own time limit.
  it("loads a screen module with a default component for every route", { timeout: 60_000 }, async () => {
    // One at a time: concurrent first imports of a shared dependency (@mantine/form) race in vitest's module runner
    // and sometimes see its namespace before it is filled.
    for (const route of SCREEN_ROUTES) expect(typeof (await route.load()).default).toBe("function");
  });
});
