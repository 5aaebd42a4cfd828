/**
 * The command palette's `search` through the gateway against the real vendor API (docs/foundation-contract.md
 * section 4, "Search"): each kind only for a session holding its list's page permission, never asked upstream
 * otherwise; each tenant finds only its own records; blank keywords ask nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAs } from "./support/graphql-client";
import { startCatalogueStack, type CatalogueStack } from "./support/catalogue";
import { CommandPaletteDocument } from "../../web/src/gql/graphql";
import { consoleDocument } from "./support/console-documents";

let stack: CatalogueStack;
let agent: string;
let other: string;

beforeAll(async () => {
  stack = await startCatalogueStack();
  [agent, other] = await Promise.all([
    loginAs(stack.url, "agent", "agent123"),
    loginAs(stack.url, "other", "other123"),
  ]);
});
afterAll(async () => {
  await stack?.close();
});

// The command palette's own document (web/src/layout/command-palette/use-palette-search.ts).
const SEARCH = consoleDocument(CommandPaletteDocument);

const LISTS = ["/order/list", "/trip/list", "/coupon/list", "/user/list"];

async function search(keyword: string, token = stack.admin, limit?: number) {
  stack.proxy.reset();
  const result = await stack.run(SEARCH, { keyword, limit }, token);
  const asked = stack.proxy.calls.map((call) => call.path).filter((path) => LISTS.includes(path));
  return { result, search: result.data?.search, asked };
}

describe("search", () => {
  it("finds an order by its exact order number, with one order list call", async () => {
    const { search: found, asked } = await search("DTO00003");
    expect(found.orders.map((order: { orderNumber: string }) => order.orderNumber)).toEqual(["DTO00003"]);
    expect(asked.filter((path) => path === "/order/list")).toHaveLength(1);
  });

  it("finds a trip by part of its code and by part of its name, newest first, each once", async () => {
    const byCode = (await search("harbor-cru")).search;
    expect(byCode.trips.map((trip: { code: string }) => trip.code)).toEqual(["TOUR-HARBOR-CRUISE"]);
    const byName = (await search("jazz")).search;
    expect(byName.trips.map((trip: { code: string }) => trip.code)).toContain("EVT-JAZZ-NIGHT");
    const ids: number[] = byName.trips.map((trip: { id: string }) => Number(trip.id));
    expect(ids).toEqual([...new Set(ids)].sort((a, b) => b - a));
  });

  it("finds a user by name and a coupon by code", async () => {
    const { search: found } = await search("sales");
    expect(found.users.map((user: { username: string }) => user.username)).toEqual(["agent"]);
    const coupons = (await search("spring")).search.coupons;
    expect(coupons.map((coupon: { code: string }) => coupon.code)).toEqual(["SPRING20"]);
  });

  it("asks every list at once and keeps to the limit", async () => {
    const { search: found, asked } = await search("a", stack.admin, 2);
    // "a" is shorter than an order number search needs: the order list is not asked, and answers empty.
    expect(found.orders).toEqual([]);
    expect(asked.sort()).toEqual(["/coupon/list", "/trip/list", "/trip/list", "/user/list"]);
    for (const kind of ["trips", "coupons", "users"]) expect(found[kind].length).toBeLessThanOrEqual(2);
    expect(found.trips.length).toBe(2);
  });

  it("looks only in the lists the session may read: the sales agent gets orders, never coupons, trips or users", async () => {
    const { search: found, asked } = await search("DTO0000", agent);
    expect(found.orders.length).toBeGreaterThan(0);
    expect(found.trips).toBeNull();
    expect(found.coupons).toBeNull();
    expect(found.users).toBeNull();
    expect(asked).toEqual(["/order/list"]);
    // A coupon the administrator finds stays out of the agent's answer.
    expect((await search("SPRING20", agent)).search.coupons).toBeNull();
  });

  it("would not get the agent coupons from the vendor API either: it refuses the coupon list itself", async () => {
    const login = await fetch(`${stack.vendorApi.url}/vendor/account/login?timestamp=${Date.now()}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "agent", password: "agent123" }),
    }).then((response) => response.json() as Promise<{ result: Record<string, string | number> }>);
    const { operatorToken, tenantId, id } = login.result;
    const answer = await fetch(`${stack.vendorApi.url}/coupon/list?timestamp=${Date.now()}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        operatorToken: String(operatorToken),
        tid: String(tenantId),
        opId: String(id),
        operatorId: String(id),
        timeZone: "America/New_York",
      },
      body: JSON.stringify({ pageNum: 1, pageSize: 5, code: "SPRING" }),
    }).then((response) => response.json() as Promise<{ status: { code: number }; result?: unknown }>);
    expect(answer.status.code).toBe(21403);
    expect(answer.result ?? null).toBeNull();
  });

  it("keeps each tenant to its own records", async () => {
    const theirs = (await search("DTO00003", other)).search;
    expect(theirs.orders).toEqual([]);
    const own = (await search("OTO00001", other)).search;
    expect(own.orders.map((order: { orderNumber: string }) => order.orderNumber)).toEqual(["OTO00001"]);
    expect((await search("OTO00001")).search.orders).toEqual([]);
    expect((await search("Admin", other)).search.users).toEqual([]);
    // Both tenants hold a SPRING20 coupon, each its own; Other Tours' THAMES10 is its alone.
    const [ownCoupon] = (await search("SPRING20", other)).search.coupons;
    const [adminCoupon] = (await search("SPRING20")).search.coupons;
    expect(ownCoupon.id).not.toBe(adminCoupon.id);
    expect((await search("THAMES10", other)).search.coupons).toHaveLength(1);
    expect((await search("THAMES10")).search.coupons).toEqual([]);
    expect((await search("harbor", other)).search.trips).toEqual([]);
  });

  it("answers a blank keyword empty without asking the vendor API", async () => {
    const { search: found, asked } = await search("   ");
    expect(found).toEqual({ keyword: "", orders: [], trips: [], coupons: [], users: [] });
    expect(asked).toEqual([]);
  });

  it("refuses a keyword over 100 characters and a limit out of range, before any list call", async () => {
    const long = await search("x".repeat(101));
    expect(long.result.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    const limit = await search("tour", stack.admin, 21);
    expect(limit.result.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect([...long.asked, ...limit.asked]).toEqual([]);
  });

  it("needs a session", async () => {
    const result = await stack.run(SEARCH, { keyword: "tour" }, "");
    expect(result.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });
});
