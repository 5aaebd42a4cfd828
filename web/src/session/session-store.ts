/** The signed-in session (bearer token + user), kept in session storage as the product requires. */
import { useSyncExternalStore } from "react";
import { readJson, writeJson } from "@/shared/browser-storage";
import { SESSION_STORAGE_KEY } from "./storage-key";

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
const listeners = new Set<() => void>();

function emit() {
  listeners.forEach((listener) => listener());
}

export function getSession(): StoredSession | undefined {
  return current;
}

export function getToken(): string | undefined {
  return current?.token;
}

export function saveSession(session: StoredSession): void {
  current = session;
  endedByLogout = false;
  writeJson("sessionStorage", SESSION_STORAGE_KEY, session);
  emit();
}

export function clearSession(reason?: "logout"): void {
  if (!current) return;
  current = undefined;
  endedByLogout = reason === "logout";
  writeJson("sessionStorage", SESSION_STORAGE_KEY, undefined);
  emit();
}

export function sessionEndedByLogout(): boolean {
  return endedByLogout;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): StoredSession | undefined {
  return useSyncExternalStore(subscribe, getSession, getSession);
}
