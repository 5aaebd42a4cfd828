/**
 * The tabs of one browser share the console's session (web/src/session/session-store.ts, docs/system-contract.md
 * section 1): each "tab" here is a fresh instance of the store with its own sessionStorage, the browser's
 * localStorage and Node's BroadcastChannel between them.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { StoredSession } from "@/session/session-store";
import { SESSION_STORAGE_KEY } from "@/session/storage-key";

type Tab = typeof import("@/session/session-store");

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

/** Each test's tokens are its own: the tabs of earlier tests still listen on the channel. */
let run = 0;
const session = (token: string): StoredSession => ({
  token: `${token}-${run}`,
  expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
  user: { id: "7", username: "desk", tenantId: "1001", initialized: true },
});

let browser: { localStorage: Storage; sessionStorage: Storage };

/** Opens a tab: the store's code runs anew, with the tab's own sessionStorage (holding `stored`, if given). */
async function openTab(stored?: StoredSession): Promise<Tab> {
  browser.sessionStorage = memoryStorage();
  if (stored) browser.sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(stored));
  vi.resetModules();
  return import("@/session/session-store");
}

/** Every session a tab has held, in order, from now on (undefined: signed out). */
function history(tab: Tab): Array<string | undefined> {
  const seen: Array<string | undefined> = [];
  tab.subscribeSession(() => seen.push(tab.getToken()));
  return seen;
}

beforeEach(() => {
  run += 1;
  browser = { localStorage: memoryStorage(), sessionStorage: memoryStorage() };
  vi.stubGlobal("window", browser);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("sessions shared by the tabs of a browser", () => {
  it("hands an open tab's session to a new tab, which waits for it meanwhile", async () => {
    const first = await openTab(session("t1"));
    const second = await openTab();
    expect(second.sessionPending()).toBe(true);
    await vi.waitFor(() => expect(second.getToken()).toBe(`t1-${run}`));
    expect(second.sessionPending()).toBe(false);
    expect(first.getToken()).toBe(`t1-${run}`);
  });

  it("signs every tab out with a logout in one, and a tab opened afterwards shows the login at once", async () => {
    const first = await openTab(session("t1"));
    const second = await openTab(session("t1"));
    first.clearSession("logout");
    await vi.waitFor(() => expect(second.getSession()).toBeUndefined());
    expect(second.sessionEndedByLogout()).toBe(true);
    const third = await openTab();
    expect(third.sessionPending()).toBe(false);
  });

  it("signs out the tabs holding a session the server refused, as an ended session rather than a logout", async () => {
    const first = await openTab(session("t1"));
    const second = await openTab(session("t1"));
    first.clearSession();
    await vi.waitFor(() => expect(second.getSession()).toBeUndefined());
    expect(second.sessionEndedByLogout()).toBe(false);
  });

  it("announces a login only when asked to, and a login refused before it leaves the other tabs alone", async () => {
    const first = await openTab(session("t1"));
    const second = await openTab(session("t1"));
    const seen = history(second);
    // A login the console refuses (no permission at all) is saved, then ended, never announced…
    first.saveSession(session("t2"));
    first.clearSession("logout");
    // …and the next one, announced, reaches the other tab with nothing in between.
    first.saveSession(session("t3"));
    first.shareSession();
    await vi.waitFor(() => expect(second.getToken()).toBe(`t3-${run}`));
    expect(seen).toEqual([`t3-${run}`]);
  });

  it("tells a tab showing the login of another tab's login", async () => {
    const waiting = await openTab();
    const shared = vi.fn();
    waiting.onSessionShared(shared);
    const other = await openTab();
    other.saveSession(session("t1"));
    other.shareSession();
    await vi.waitFor(() => expect(shared).toHaveBeenCalledOnce());
    expect(waiting.getToken()).toBe(`t1-${run}`);
    // The tab keeps it in its own sessionStorage only; localStorage holds when a session ends, never a token.
    const local = Array.from({ length: browser.localStorage.length }, (_, i) =>
      browser.localStorage.getItem(browser.localStorage.key(i)!),
    );
    expect(local).toHaveLength(1);
    expect(local.join()).not.toContain("t1");
  });
});
