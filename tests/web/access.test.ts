import { describe, expect, it } from "vitest";
import {
  breadcrumbFor,
  buildMenu,
  firstPermittedPath,
  isExternalLink,
  loginPathFor,
  pageKeys,
  actionUrls,
  resolveLoginTarget,
  safeRequestedPath,
} from "@/routes/access";
import { ROUTES, type ConsoleRoute } from "@/routes/route-model";

const page = (url: string) => ({ type: "PAGE", url });
const ALL_PAGES = ROUTES.map((route) => page(route.key));
const AGENT_PAGES = [
  "order_list",
  "order_detail",
  "refund_order_list",
  "refund_order_detail",
  "transaction_list",
  "transaction_detail",
].map(page);

describe("permissions", () => {
  it("counts only page permissions", () => {
    expect([...pageKeys([page("order_list"), { type: "CMD", url: "/order/list" }])]).toEqual(["order_list"]);
  });

  it("counts only action permissions as callable", () => {
    expect([...actionUrls([page("trip_list"), { type: "CMD", url: "/trip/publish" }])]).toEqual(["/trip/publish"]);
  });
});

describe("sidebar", () => {
  it("lists every visible group for an administrator, without hidden routes or the financial group", () => {
    const menu = buildMenu(pageKeys(ALL_PAGES));
    expect(menu.map((entry) => entry.group.key)).toEqual([
      "report",
      "company",
      "trip",
      "vendor_page",
      "sales",
      "marketing",
      "system",
    ]);
    const keys = menu.flatMap((entry) =>
      entry.kind === "item" ? [entry.route.key] : entry.children.map((route) => route.key),
    );
    expect(keys).not.toContain("trip_edit");
    expect(keys).not.toContain("statement");
    expect(keys).toContain("bookingFee");
  });

  it("shows a group with one visible child as a single item", () => {
    const menu = buildMenu(pageKeys(ALL_PAGES));
    expect(menu.find((entry) => entry.group.key === "vendor_page")).toMatchObject({
      kind: "item",
      route: { key: "home_page" },
    });
    expect(menu.find((entry) => entry.group.key === "marketing")).toMatchObject({
      kind: "item",
      route: { key: "sales_coupon_list" },
    });
    expect(menu.find((entry) => entry.group.key === "company")?.kind).toBe("group");
  });

  it("gives the sales agent the sales group only", () => {
    const menu = buildMenu(pageKeys(AGENT_PAGES));
    expect(menu).toHaveLength(1);
    expect(menu[0]).toMatchObject({ kind: "group", group: { key: "sales" } });
    expect(menu[0].kind === "group" && menu[0].children.map((route) => route.key)).toEqual([
      "order_list",
      "refund_order_list",
      "transaction_list",
    ]);
  });

  it("lets the payment permission open the booking fee, and the trip report the detail report", () => {
    const keys = pageKeys([page("payment"), page("trip_report")]);
    const menu = buildMenu(keys);
    const system = menu.find((entry) => entry.group.key === "system");
    expect(system?.kind === "group" && system.children.map((route) => route.key)).toEqual(["payment", "bookingFee"]);
    expect(menu.find((entry) => entry.group.key === "report")).toMatchObject({
      kind: "item",
      route: { key: "trip_report" },
    });
  });

  it("recognises links that open outside the console", () => {
    expect(isExternalLink("https://example.com/help")).toBe(true);
    expect(isExternalLink("http://example.com")).toBe(true);
    expect(isExternalLink("/system/guide")).toBe(false);
    const external: ConsoleRoute = {
      ...ROUTES[0],
      key: "help",
      roleKey: "guide",
      path: "https://example.com/help",
      group: "system",
    };
    const menu = buildMenu(pageKeys([page("guide"), page("user_list")]), [...ROUTES, external]);
    const system = menu.find((entry) => entry.group.key === "system");
    expect(system?.kind === "group" && system.children.map((route) => route.path)).toContain(
      "https://example.com/help",
    );
  });
});

describe("landing and breadcrumb", () => {
  it("takes a first login to the first permitted route", () => {
    expect(firstPermittedPath(pageKeys(AGENT_PAGES))).toBe("/sales/order_list");
    expect(firstPermittedPath(pageKeys(ALL_PAGES))).toBe("/report/income_report");
    expect(firstPermittedPath(new Set())).toBeUndefined();
  });

  it("sends a login to the guide, the first permitted route or the requested one, or refuses it", () => {
    expect(resolveLoginTarget({ permissions: [], initialized: true })).toEqual({ kind: "denied" });
    expect(resolveLoginTarget({ permissions: [{ type: "CMD", url: "/x" }], initialized: true })).toEqual({
      kind: "denied",
    });
    expect(
      resolveLoginTarget({ permissions: ALL_PAGES, initialized: false, requestedPath: "/sales/order_list" }),
    ).toEqual({
      kind: "go",
      path: "/system/guide",
    });
    expect(resolveLoginTarget({ permissions: AGENT_PAGES, initialized: true })).toEqual({
      kind: "go",
      path: "/sales/order_list",
    });
    expect(
      resolveLoginTarget({
        permissions: AGENT_PAGES,
        initialized: true,
        requestedPath: "/sales/transaction_list?page=2",
      }),
    ).toEqual({ kind: "go", path: "/sales/transaction_list?page=2" });
  });

  it("never redirects outside the console or back to the login pages", () => {
    expect(safeRequestedPath("https://evil.example")).toBeUndefined();
    expect(safeRequestedPath("//evil.example/x")).toBeUndefined();
    expect(safeRequestedPath("/login?redirect=/x")).toBeUndefined();
    expect(safeRequestedPath("/")).toBeUndefined();
    expect(safeRequestedPath("/404")).toBeUndefined();
    expect(safeRequestedPath("/trip/trip_list")).toBe("/trip/trip_list");
  });

  it("remembers the requested route in the login URL", () => {
    expect(loginPathFor({ pathname: "/sales/transaction_list", search: "?q=1" })).toBe(
      "/login?redirect=%2Fsales%2Ftransaction_list%3Fq%3D1",
    );
    expect(loginPathFor({ pathname: "/" })).toBe("/login");
  });

  it("builds the breadcrumb from section and page titles", () => {
    expect(breadcrumbFor("/system/bookingFee")).toMatchObject({
      section: { title: "group.system" },
      route: { title: "route.bookingFee" },
    });
    expect(breadcrumbFor("/company/company_info/")).toMatchObject({ route: { key: "company_info" } });
    expect(breadcrumbFor("/nowhere")).toBeUndefined();
  });
});
