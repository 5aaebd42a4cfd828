/**
 * How the tabs of one browser share the console's session (docs/system-contract.md section 1, "Sessions in several
 * tabs"). The session stays in each tab's sessionStorage, as before; a BroadcastChannel, which reaches only the
 * same origin's pages of the same browser profile, hands it to a tab that opens without one and tells every tab of a
 * login and a sign-out. localStorage holds no secret: only the time a session of this browser ends, so that a new tab
 * knows whether an answer is worth waiting for.
 */
import { readJson, writeJson } from "@/shared/browser-storage";
import type { StoredSession } from "./session-store";

const CHANNEL_NAME = "vendor-console.session";
/** localStorage: when the last session a tab of this browser announced ends (epoch ms), never the session itself. */
const OPEN_MARKER_KEY = "vendor-console.session-open-until";

export type TabMessage =
  /** A tab opened without a session asks the others for theirs. */
  | { type: "ask"; id: string }
  /** A tab's answer to the "ask" of that id. */
  | { type: "share"; id: string; session: StoredSession }
  /** A login completed in a tab: every tab takes its session. */
  | { type: "signed-in"; session: StoredSession }
  /**
   * A tab's session ended: by a logout (every tab signs out) or by the server's refusal of that token (the tabs that
   * hold the same token leave it too; their next request would be refused anyway).
   */
  | { type: "signed-out"; reason: "logout" | "ended"; token: string };

export interface TabChannel {
  post(message: TabMessage): void;
}

export function openTabChannel(onMessage: (message: TabMessage) => void): TabChannel {
  if (typeof BroadcastChannel === "undefined") return { post: () => undefined };
  const channel = new BroadcastChannel(CHANNEL_NAME);
  channel.onmessage = (event: MessageEvent<TabMessage>) => onMessage(event.data);
  return { post: (message) => channel.postMessage(message) };
}

/** Marks that a tab of this browser holds a session until `session` expires (12 hours when it does not say). */
export function markSessionOpen(session: StoredSession): void {
  const until = session.expiresAt ? Date.parse(session.expiresAt) : Date.now() + 12 * 60 * 60 * 1000;
  writeJson("localStorage", OPEN_MARKER_KEY, until);
}

export function markSessionClosed(): void {
  writeJson("localStorage", OPEN_MARKER_KEY, undefined);
}

/**
 * Whether some tab of this browser may hold a session: then a new tab waits for an answer before it shows the login.
 * The mark outlives tabs closed without a logout, so the wait is bounded (`ASK_TIMEOUT_MS`).
 */
export function sessionMayBeOpen(now = Date.now()): boolean {
  const until = readJson<number>("localStorage", OPEN_MARKER_KEY);
  return typeof until === "number" && until > now;
}

/** How long a tab opened without a session waits for another tab's: an open tab answers within milliseconds. */
export const ASK_TIMEOUT_MS = 1500;
