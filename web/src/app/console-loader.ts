/**
 * The signed-in console (Apollo Client, the shell, the screens' table and their texts) is one code-split part, loaded
 * by the first route that needs it or by a login about to enter it: /login itself loads none of it
 * (docs/scale-contract.md section 1).
 */
import { useSyncExternalStore } from "react";
import { loadMessages } from "@/i18n/i18n";
import type { AppRouter } from "./router";

export type ConsolePart = typeof import("./console-part");

let appRouter: AppRouter | undefined;
let loading: Promise<ConsolePart> | undefined;
let loaded: ConsolePart | undefined;
const listeners = new Set<() => void>();

/** The router the console's error handling navigates with (main.tsx, before anything loads the part). */
export function setConsoleRouter(router: AppRouter): void {
  appRouter = router;
}

export function loadConsole(): Promise<ConsolePart> {
  loading ??= Promise.all([import("./console-part"), loadMessages("console")]).then(
    ([part]) => {
      if (!appRouter) throw new Error("setConsoleRouter() before loadConsole()");
      part.startConsole(appRouter);
      loaded = part;
      listeners.forEach((listener) => listener());
      return part;
    },
    (error: unknown) => {
      // A failed fetch (a new release, a dropped connection) may succeed at the next navigation.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * Enters the console with the session a login answers, at `requestedPath` when the user may see it: the console's
 * code loads while the server checks the credentials.
 */
export async function enterAfterLogin(
  login: Promise<Parameters<ConsolePart["enterConsole"]>[0]>,
  requestedPath: string | null,
): Promise<void> {
  const [session, part] = await Promise.all([login, loadConsole()]);
  await part.enterConsole(session, requestedPath);
}

/** Enters the console with the session another tab of the browser shared while this one showed the login. */
export async function enterWithSharedSession(requestedPath: string | null): Promise<void> {
  const part = await loadConsole();
  await part.enterSharedSession(requestedPath);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The console part once it has loaded, for what it shows above every page (notifications, dialogs). */
export function useLoadedConsole(): ConsolePart | undefined {
  return useSyncExternalStore(subscribe, () => loaded);
}
