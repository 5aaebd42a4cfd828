import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { translate } from "@/i18n/i18n";
import {
  foundItems,
  matchingScreens,
  openableScreens,
  readRecent,
  recentStorageKey,
  rememberRecent,
  RECENT_MAX,
  type PaletteItem,
} from "@/layout/command-palette/palette-items";
import { matchRank } from "#rules";
import { ROUTES } from "@/routes/route-model";

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

const EVERY_PAGE: ReadonlySet<string> = new Set(ROUTES.map((route) => route.roleKey));
const SALES = new Set(["order_list", "order_detail", "refund_order_list", "transaction_list"]);
const titles = (language: "en" | "zh") => (route: (typeof ROUTES)[number]) => translate(route.title, {}, language);

describe("command palette screens", () => {
  it("offers only permitted screens of the sidebar, never a hidden one", () => {
    const keys = openableScreens(SALES).map((route) => route.key);
    expect(keys).toEqual(["order_list", "refund_order_list", "transaction_list"]);
    expect(openableScreens(EVERY_PAGE).some((route) => route.hidden)).toBe(false);
  });

  it("matches the title in the console's language, ignoring case, and nothing for a blank text", () => {
    expect(matchingScreens("ORDER list", SALES, titles("en")).map((item) => item.label)).toEqual([
      "order_list",
      "refund_order_list",
    ]);
    expect(matchingScreens("订单", EVERY_PAGE, titles("zh")).map((item) => item.path)).toContain("/sales/order_list");
    expect(matchingScreens("订单", EVERY_PAGE, titles("en"))).toEqual([]);
    expect(matchingScreens("  ", EVERY_PAGE, titles("en"))).toEqual([]);
    expect(matchingScreens("trip", SALES, titles("en"))).toEqual([]);
  });
});

describe("command palette records", () => {
  const found = {
    orders: [{ id: "7", orderNumber: "DTO00007", contact: { firstName: "Ann", lastName: "Lee" } }],
    trips: [{ id: "3", name: "Harbor Cruise", code: "TOUR-HARBOR" }],
    coupons: [{ id: "5", code: "SPRING20" }],
    users: [{ id: "2", username: "agent", firstName: "Sam", lastName: "Sales" }],
  };

  it("leads to each record's own screen where the user may open it", () => {
    expect(foundItems(found, EVERY_PAGE).map((item) => item.path)).toEqual([
      "/sales/order_detail?id=7",
      "/trip/trip_edit?id=3",
      "/marketing/sales_coupon_add?id=5",
      "/system/user_list?username=agent",
    ]);
  });

  it("falls back to the record's list, filtered to it, without the detail screen's permission", () => {
    const listsOnly = new Set(["order_list", "trip_list", "sales_coupon_list", "user_list"]);
    expect(foundItems(found, listsOnly).map((item) => item.path)).toEqual([
      "/sales/order_list?orderNumber=DTO00007",
      "/trip/trip_list?code=TOUR-HARBOR",
      "/marketing/sales_coupon_list?code=SPRING20",
      "/system/user_list?username=agent",
    ]);
  });

  it("shows nothing for a kind the server withheld (null)", () => {
    expect(foundItems({ orders: found.orders, trips: null, coupons: null, users: null }, SALES)).toHaveLength(1);
  });
});

describe("recently opened", () => {
  const key = recentStorageKey("1001", "1");
  const order: PaletteItem = {
    id: "order:7",
    kind: "order",
    label: "DTO00007",
    description: "Ann Lee",
    path: "/sales/order_detail?id=7",
  };
  const screen = (route: (typeof ROUTES)[number]): PaletteItem => ({
    id: `screen:${route.key}`,
    kind: "screen",
    label: route.key,
    path: route.path,
  });

  beforeEach(() => vi.stubGlobal("window", { localStorage: memoryStorage() }));
  afterEach(() => vi.unstubAllGlobals());

  it("keeps the newest first, once each, at most RECENT_MAX, and no customer's name", () => {
    const screens = ROUTES.filter((route) => !route.hidden).slice(0, RECENT_MAX + 1);
    for (const route of screens) rememberRecent(key, screen(route));
    rememberRecent(key, order);
    rememberRecent(key, order);
    const recent = readRecent(key, EVERY_PAGE);
    expect(recent.map((item) => item.id)).toEqual([
      "order:7",
      ...screens
        .slice(-(RECENT_MAX - 1))
        .reverse()
        .map((route) => `screen:${route.key}`),
    ]);
    expect(window.localStorage.getItem(key)).not.toContain("Ann");
  });

  it("is kept per user, and drops what the user may no longer open or what is not a console path", () => {
    rememberRecent(key, order);
    expect(readRecent(recentStorageKey("1001", "2"), EVERY_PAGE)).toEqual([]);
    expect(readRecent(key, new Set(["trip_list"]))).toEqual([]);
    window.localStorage.setItem(key, JSON.stringify([{ ...order, path: "https://evil.example/" }, { id: 1 }, "x"]));
    expect(readRecent(key, EVERY_PAGE)).toEqual([]);
    window.localStorage.setItem(key, "{not json");
    expect(readRecent(key, EVERY_PAGE)).toEqual([]);
  });
});

describe("command palette ranking (issue 61)", () => {
  it("puts an exact name first, then names starting with it, newest first among equals", () => {
    const trips = [
      { id: "9", name: "City Walk and Harbor Cruise", code: "TOUR-CITY-HARBOR" },
      { id: "8", name: "Harbor Cruise Deluxe", code: "TOUR-DELUXE" },
      { id: "3", name: "Harbor Cruise", code: "TOUR-HARBOR" },
    ];
    const labels = foundItems({ trips }, EVERY_PAGE, " harbor CRUISE ").map((item) => item.label);
    expect(labels).toEqual(["Harbor Cruise", "Harbor Cruise Deluxe", "City Walk and Harbor Cruise"]);
    expect(foundItems({ trips }, EVERY_PAGE, "tour-harbor").map((item) => item.label)[0]).toBe("Harbor Cruise");
    expect(matchRank("Harbor Cruise", "City Walk and Harbor Cruise")).toBeGreaterThan(matchRank("x", "x"));
  });

  it("ranks screens the same way: the exact title before the ones holding it", () => {
    expect(matchingScreens("order list", SALES, titles("en")).map((item) => item.label)).toEqual([
      "order_list",
      "refund_order_list",
    ]);
    expect(matchingScreens("transaction list", EVERY_PAGE, titles("en"))[0]?.label).toBe("transaction_list");
  });

  it("says how many it found in words: one result, several results, in both languages", () => {
    expect(translate("palette.found", { count: 1 }, "en")).toBe("1 result");
    expect(translate("palette.found", { count: 3 }, "en")).toBe("3 results");
    expect(translate("palette.found", { count: 0 }, "en")).toBe("No results");
    expect(translate("palette.found", { count: 1 }, "zh")).toBe("1 个结果");
  });
});
