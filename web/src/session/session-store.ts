/**
 * The signed-in session (bearer token + user), kept in session storage as the product requires and shared by the
 * tabs of one browser through tab-channel.ts (docs/system-contract.md section 1, "Sessions in several tabs").
 */
import { useSyncExternalStore } from "react";
import { readJson, writeJson } from "@/shared/browser-storage";
import { SESSION_STORAGE_KEY } from "./storage-key";
import {
  ASK_TIMEOUT_MS,
  markSessionClosed,
  markSessionOpen,
  openTabChannel,
  sessionMayBeOpen,
  type TabMessage,
} from "./tab-channel";

export interface SessionUser {
  id: string;
  username: string;
  tenantId: string;
  initialized: boolean;
}

export interface StoredSession {
  token: string;
  expiresAt?: string;
  user: SessionUser;
}

let current: StoredSession | undefined = readJson<StoredSession>("sessionStorage", SESSION_STORAGE_KEY);
/** True after an explicit logout: the next login is a first login, not a return to the last page. */
let endedByLogout = false;
/** The id of this tab's question to the other tabs while it waits for an answer (a tab opened without a session). */
let askId: string | undefined;
const listeners = new Set<() => void>();
const sharedListeners = new Set<() => void>();

const channel = openTabChannel(receive);
if (current) markSessionOpen(current);
else askOtherTabs();

function emit() {
  listeners.forEach((listener) => listener());
}

function askOtherTabs() {
  // Not a secret, only which answer is this tab's (crypto.randomUUID needs a secure context, plain HTTP is not one).
  const id = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  channel.post({ type: "ask", id });
  // No tab of this browser has announced a live session: the login shows at once (an answer may still come).
  if (!sessionMayBeOpen()) return;
  askId = id;
  setTimeout(() => {
    if (askId !== id) return;
    askId = undefined;
    emit();
  }, ASK_TIMEOUT_MS);
}

function receive(message: TabMessage) {
  switch (message.type) {
    case "ask":
      if (current) channel.post({ type: "share", id: message.id, session: current });
      return;
    case "share":
      // Only the tab that asked, and only while it has none: every tab hears every answer.
      if (!current && askId === message.id) adopt(message.session);
      return;
    case "signed-in":
      if (current?.token !== message.session.token) adopt(message.session);
      return;
    case "signed-out":
      // The tabs that hold the same session: a login another tab made and has not announced is not theirs to end.
      if (current?.token === message.token) forget(message.reason === "logout" ? "logout" : undefined);
      return;
  }
}

function adopt(session: StoredSession) {
  askId = undefined;
  store(session);
  sharedListeners.forEach((listener) => listener());
}

function store(session: StoredSession) {
  current = session;
  endedByLogout = false;
  writeJson("sessionStorage", SESSION_STORAGE_KEY, session);
  markSessionOpen(session);
  emit();
}

function forget(reason?: "logout"): StoredSession | undefined {
  const ended = current;
  if (!ended) return undefined;
  current = undefined;
  endedByLogout = reason === "logout";
  writeJson("sessionStorage", SESSION_STORAGE_KEY, undefined);
  emit();
  return ended;
}

export function getSession(): StoredSession | undefined {
  return current;
}

export function getToken(): string | undefined {
  return current?.token;
}

/** This tab's login: kept here; the other tabs learn of it once the login is complete (`shareSession`). */
export function saveSession(session: StoredSession): void {
  askId = undefined;
  store(session);
}

/**
 * Hands this tab's session to every other tab of the browser: called once a login has passed the console's own
 * checks (a login refused for want of permissions is never announced).
 */
export function shareSession(): void {
  if (current) channel.post({ type: "signed-in", session: current });
}

/** Ends the session in this tab and in every tab that shares it: a logout, or the server's refusal of the token. */
export function clearSession(reason?: "logout"): void {
  const ended = forget(reason);
  if (!ended) return;
  markSessionClosed();
  channel.post({ type: "signed-out", reason: reason ?? "ended", token: ended.token });
}

export function sessionEndedByLogout(): boolean {
  return endedByLogout;
}

/** Told when another tab's session becomes this tab's (an answer to its question, or a login made there). */
export function onSessionShared(listener: () => void): () => void {
  sharedListeners.add(listener);
  return () => {
    sharedListeners.delete(listener);
  };
}

/** Told of every change of this tab's session, whoever made it. */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): StoredSession | undefined {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

/** Whether this tab, opened without a session, still waits for another tab's (at most `ASK_TIMEOUT_MS`). */
export function sessionPending(): boolean {
  return askId !== undefined;
}

export function useSessionPending(): boolean {
  return useSyncExternalStore(subscribeSession, sessionPending, sessionPending);
}
