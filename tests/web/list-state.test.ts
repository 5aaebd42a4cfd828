import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { applyChoice, followApplied } from "@/shared/list/use-filter-draft";
import {
  activeFilters,
  listSearchOf,
  pageCount,
  pageRange,
  pagerState,
  parseListSearch,
  readHiddenColumns,
  readRememberedSearch,
  rememberSearch,
  searchToRestore,
  toggleHidden,
  visibleColumnKeys,
  withFilters,
  withPage,
  writeHiddenColumns,
} from "@/shared/list/list-state";

const KEYS = ["name", "code", "state"] as const;

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

describe("list search params", () => {
  it("reads every filter key (empty when unset) and the page", () => {
    expect(parseListSearch("?name=%20Jazz%20&state=DRAFT&page=3&other=x", KEYS)).toEqual({
      filters: { name: "Jazz", code: "", state: "DRAFT" },
      page: 3,
    });
  });

  it("falls back to page 1 for missing, zero, negative or non-numeric pages", () => {
    for (const page of ["", "0", "-2", "abc", "1.5", "99999999999999999999"]) {
      expect(parseListSearch(`?page=${page}`, KEYS).page).toBe(1);
    }
    expect(parseListSearch(new URLSearchParams("page=2"), KEYS).page).toBe(2);
  });

  it("writes a canonical search: no empty filters, no page 1, stable order", () => {
    expect(listSearchOf({ filters: { state: "DRAFT", name: "a b", code: "" }, page: 1 })).toBe("?name=a+b&state=DRAFT");
    expect(listSearchOf({ filters: { name: "", code: " ", state: "" }, page: 1 })).toBe("");
    expect(listSearchOf({ filters: { name: "", code: "", state: "" }, page: 4 })).toBe("?page=4");
  });

  it("round-trips a state through the URL", () => {
    const state = { filters: { name: "Harbor", code: "EVT", state: "PUBLISHED" }, page: 2 };
    expect(parseListSearch(listSearchOf(state), KEYS)).toEqual(state);
  });

  it("goes back to page 1 when filters change, keeps filters when the page does", () => {
    const state = { filters: { name: "a", code: "", state: "" }, page: 5 };
    expect(withFilters(state, { state: "DRAFT" })).toEqual({
      filters: { name: "a", code: "", state: "DRAFT" },
      page: 1,
    });
    expect(withPage(state, 2)).toEqual({ ...state, page: 2 });
    expect(withPage(state, 0).page).toBe(1);
  });

  it("leaves unset filters out of the GraphQL filter", () => {
    expect(activeFilters({ name: "", code: "X", state: "" })).toEqual({ code: "X" });
  });
});

describe("pagination", () => {
  it("counts pages, at least one", () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });

  it("names the items shown on a page", () => {
    expect(pageRange(1, 20, 0)).toEqual({ from: 0, to: 0 });
    expect(pageRange(1, 20, 13)).toEqual({ from: 1, to: 13 });
    expect(pageRange(2, 20, 57)).toEqual({ from: 21, to: 40 });
    expect(pageRange(3, 20, 57)).toEqual({ from: 41, to: 57 });
  });
});

describe("visible columns", () => {
  const columns = [{ key: "code", fixed: true }, { key: "name" }, { key: "price" }, { key: "status" }];

  it("shows every column but the hidden ones; fixed columns always show; unknown keys are ignored", () => {
    expect(visibleColumnKeys(columns, [])).toEqual(["code", "name", "price", "status"]);
    expect(visibleColumnKeys(columns, ["price", "code", "gone"])).toEqual(["code", "name", "status"]);
  });

  it("toggles a key in the hidden list without duplicates", () => {
    expect(toggleHidden([], "price", false)).toEqual(["price"]);
    expect(toggleHidden(["price"], "price", false)).toEqual(["price"]);
    expect(toggleHidden(["price", "name"], "price", true)).toEqual(["name"]);
  });
});

describe("browser storage of lists", () => {
  beforeEach(() => {
    vi.stubGlobal("window", { localStorage: memoryStorage(), sessionStorage: memoryStorage() });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("persists hidden columns per user and list key in localStorage", () => {
    writeHiddenColumns("1001:7", "trip_list", ["price"]);
    expect(readHiddenColumns("1001:7", "trip_list")).toEqual(["price"]);
    expect(readHiddenColumns("1001:7", "order_list")).toEqual([]);
    expect(readHiddenColumns("1001:8", "trip_list")).toEqual([]);
    expect(window.localStorage.getItem("vendor-console.columns.1001:7.trip_list")).toBe('["price"]');
    writeHiddenColumns("1001:7", "trip_list", []);
    expect(window.localStorage.getItem("vendor-console.columns.1001:7.trip_list")).toBeNull();
  });

  it("reads garbage as no hidden columns", () => {
    window.localStorage.setItem("vendor-console.columns.1001:7.trip_list", '{"a":1}');
    expect(readHiddenColumns("1001:7", "trip_list")).toEqual([]);
    window.localStorage.setItem("vendor-console.columns.1001:7.trip_list", "not json");
    expect(readHiddenColumns("1001:7", "trip_list")).toEqual([]);
  });

  it("remembers the last search per path in sessionStorage; an empty search forgets it", () => {
    rememberSearch("/trip/trip_list", "?state=DRAFT");
    rememberSearch("/sales/order_list", "?page=2");
    expect(readRememberedSearch("/trip/trip_list")).toBe("?state=DRAFT");
    rememberSearch("/trip/trip_list", "");
    expect(readRememberedSearch("/trip/trip_list")).toBe("");
    expect(readRememberedSearch("/sales/order_list")).toBe("?page=2");
  });

  it("restores only cached routes opened without a search of their own", () => {
    rememberSearch("/trip/trip_list", "?name=Harbor");
    const cached = { cached: true, path: "/trip/trip_list" };
    expect(searchToRestore(cached, "")).toBe("?name=Harbor");
    expect(searchToRestore(cached, "?state=DRAFT")).toBeUndefined();
    expect(searchToRestore({ ...cached, cached: false }, "")).toBeUndefined();
    expect(searchToRestore({ cached: true, path: "/sales/order_list" }, "")).toBeUndefined();
  });
});

describe("filter draft following the applied filters", () => {
  const before = { name: "", state: "" };

  it("takes over only the filters that changed, keeping text typed meanwhile into another input", () => {
    expect(followApplied({ name: "Harb", state: "PUBLISHED" }, before, { name: "", state: "PUBLISHED" })).toEqual({
      name: "Harb",
      state: "PUBLISHED",
    });
    expect(followApplied({ name: "Harb", state: "" }, { name: "x", state: "" }, { name: "y", state: "DRAFT" })).toEqual(
      { name: "y", state: "DRAFT" },
    );
  });

  it("empties the whole draft when every filter became empty (Reset), and takes a plain value as it is", () => {
    expect(followApplied({ name: "Harb", state: "DRAFT" }, { name: "", state: "DRAFT" }, before)).toEqual(before);
    expect(followApplied("typed", "a", "b")).toBe("b");
  });

  it("gives a choice that searches at once to the draft too, so a Search pressed before the URL renders keeps it", () => {
    let draft = { actor: "admin", area: "" };
    const applied: Array<typeof draft> = [];
    const setDraft = (next: typeof draft | ((current: typeof draft) => typeof draft)) => {
      draft = typeof next === "function" ? next(draft) : next;
    };
    applyChoice(draft, setDraft, (filters) => applied.push(filters), { area: "ROLE" });
    expect(draft).toEqual({ actor: "admin", area: "ROLE" });
    expect(applied).toEqual([{ actor: "admin", area: "ROLE" }]);
  });
});

describe("pagerState", () => {
  it("numbers an exactly counted list from its total", () => {
    expect(pagerState(2, 20, 57, { totalIsLowerBound: false, rowCount: 20 })).toEqual({ from: 21, to: 40, pages: 3 });
  });

  it("offers the page after a full one beyond a lower-bound total, and no further than the last rows", () => {
    const counted = (rowCount: number) => ({ totalIsLowerBound: true, rowCount });
    expect(pagerState(1, 20, 10000, counted(20))).toEqual({ from: 1, to: 20, pages: 500 });
    expect(pagerState(500, 20, 10000, counted(20))).toEqual({ from: 9981, to: 10000, pages: 501 });
    expect(pagerState(2000, 20, 10000, counted(20))).toEqual({ from: 39981, to: 40000, pages: 2001 });
    expect(pagerState(2001, 20, 10000, counted(7))).toEqual({ from: 40001, to: 40007, pages: 2001 });
  });
});
