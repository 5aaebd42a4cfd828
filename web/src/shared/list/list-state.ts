/**
 * The pure side of every list screen: filters and page as URL search params, visible columns, the remembered search
 * of cached routes and the "x–y of z" range. No React here, so each rule is unit-tested on its own.
 */
import { readJson, writeJson } from "@/shared/browser-storage";

export const DEFAULT_PAGE_SIZE = 20;

export interface ListState<K extends string> {
  /** Every filter key, "" when unset (inputs stay controlled). */
  filters: Record<K, string>;
  /** From 1. */
  page: number;
}

function positiveInt(raw: string | null, fallback: number): number {
  if (raw == null || !/^\d+$/.test(raw)) return fallback;
  const value = Number(raw);
  return value >= 1 && Number.isSafeInteger(value) ? value : fallback;
}

/** Reads filters and page from a search string; unknown params are ignored, a bad page is page 1. */
export function parseListSearch<K extends string>(search: string | URLSearchParams, keys: readonly K[]): ListState<K> {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const filters = Object.fromEntries(keys.map((key) => [key, (params.get(key) ?? "").trim()])) as Record<K, string>;
  return { filters, page: positiveInt(params.get("page"), 1) };
}

/** The canonical search string of a state: empty filters and page 1 are left out, keys in a stable order. */
export function listSearchOf<K extends string>(state: ListState<K>): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(state.filters).sort() as K[]) {
    const value = state.filters[key].trim();
    if (value) params.set(key, value);
  }
  if (state.page > 1) params.set("page", String(state.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** New filter values send the user back to page 1 (the old page may not exist any more). */
export function withFilters<K extends string>(state: ListState<K>, patch: Partial<Record<K, string>>): ListState<K> {
  return { filters: { ...state.filters, ...patch }, page: 1 };
}

export function withPage<K extends string>(state: ListState<K>, page: number): ListState<K> {
  return { ...state, page: Math.max(1, Math.floor(page)) };
}

/** Filters as a GraphQL filter input: unset keys are left out. */
export function activeFilters<K extends string>(filters: Record<K, string>): Partial<Record<K, string>> {
  return Object.fromEntries(Object.entries<string>(filters).filter(([, value]) => value !== "")) as Partial<
    Record<K, string>
  >;
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** First and last item numbers shown on a page (0–0 for an empty list). */
export function pageRange(page: number, pageSize: number, total: number): { from: number; to: number } {
  if (total <= 0) return { from: 0, to: 0 };
  const from = Math.min((page - 1) * pageSize + 1, total);
  return { from, to: Math.min(page * pageSize, total) };
}

/**
 * What the pager shows: the item numbers of the page and how many page buttons. A large list counts only so far
 * (`totalIsLowerBound`): its range is the rows on the page, and the buttons reach one page past the current one while
 * that page is full (docs/scale-contract.md section 3).
 */
export function pagerState(
  page: number,
  pageSize: number,
  total: number,
  counted: { totalIsLowerBound: boolean; rowCount: number },
): { from: number; to: number; pages: number } {
  if (!counted.totalIsLowerBound) return { ...pageRange(page, pageSize, total), pages: pageCount(total, pageSize) };
  const from = (page - 1) * pageSize + 1;
  const pastCount = counted.rowCount === pageSize ? page + 1 : page;
  return { from, to: from + counted.rowCount - 1, pages: Math.max(pageCount(total, pageSize), pastCount) };
}

// --- Visible columns, persisted per list key -------------------------------------------------------------------------

const COLUMNS_KEY_PREFIX = "vendor-console.columns.";

/**
 * Hidden column keys are stored (not visible ones), so a column added by a later release shows up by default.
 * Stored keys of columns that no longer exist are dropped; fixed columns can never be hidden.
 */
export function visibleColumnKeys(
  columns: readonly { key: string; fixed?: boolean }[],
  hidden: readonly string[],
): string[] {
  return columns.filter((column) => column.fixed || !hidden.includes(column.key)).map((column) => column.key);
}

export function toggleHidden(hidden: readonly string[], key: string, visible: boolean): string[] {
  const without = hidden.filter((item) => item !== key);
  return visible ? without : [...without, key];
}

/** Hidden columns are the user's choice: stored per signed-in user (`owner`, e.g. tenant and user id) and list. */
const columnsKey = (owner: string, listKey: string) => `${COLUMNS_KEY_PREFIX}${owner}.${listKey}`;

export function readHiddenColumns(owner: string, listKey: string): string[] {
  const stored = readJson<unknown>("localStorage", columnsKey(owner, listKey));
  return Array.isArray(stored) ? stored.filter((item): item is string => typeof item === "string") : [];
}

export function writeHiddenColumns(owner: string, listKey: string, hidden: readonly string[]): void {
  writeJson("localStorage", columnsKey(owner, listKey), hidden.length ? hidden : undefined);
}

// --- Remembered search of cached routes (sessionStorage: per tab, gone with it) ------------------------------------

const SEARCH_KEY = "vendor-console.list-search";

export function readRememberedSearch(path: string): string {
  const stored = readJson<Record<string, unknown>>("sessionStorage", SEARCH_KEY);
  const value = stored && typeof stored === "object" ? stored[path] : undefined;
  return typeof value === "string" && value.startsWith("?") ? value : "";
}

export function rememberSearch(path: string, search: string): void {
  const stored = readJson<Record<string, string>>("sessionStorage", SEARCH_KEY) ?? {};
  const next = { ...stored };
  if (search && search !== "?") next[path] = search;
  else delete next[path];
  writeJson("sessionStorage", SEARCH_KEY, Object.keys(next).length ? next : undefined);
}

/**
 * The search a cached list opens with: the URL's own when it has one (a shared or reloaded link wins), otherwise the
 * one remembered from the last visit. Routes that are not cached never restore.
 */
export function searchToRestore(route: { cached: boolean; path: string }, currentSearch: string): string | undefined {
  if (!route.cached || (currentSearch && currentSearch !== "?")) return undefined;
  return readRememberedSearch(route.path) || undefined;
}
