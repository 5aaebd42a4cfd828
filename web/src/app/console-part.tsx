/**
 * The signed-in console, code-split from /login and loaded through console-loader.ts: Apollo Client, the shell, the
 * permission guards and the screens' table.
 */
import { ApolloProvider } from "@apollo/client/react";
import type { ApolloClient } from "@apollo/client";
import { ModalsProvider } from "@mantine/modals";
import { Notifications } from "@mantine/notifications";
// The calendars' Chinese month and weekday names (App.tsx's DatesProvider names the locale): only the console's
// screens draw a calendar, so /login does not load dayjs (docs/scale-contract.md section 1).
import "dayjs/locale/zh-cn";
import { Outlet } from "react-router-dom";
import { createApolloClient } from "@/apollo/client";
import type { FragmentType } from "@/gql";
import { RouteScreen } from "@/routes/guards";
import { preloadScreen, SCREEN_ROUTES } from "@/routes/route-table";
import type { Session_session } from "@/session/session-operations";
import { getToken, subscribeSession } from "@/session/session-store";
import { completeLogin, enterSignedIn } from "@/session/use-session-actions";
import { UNGUARDED_NAVIGATION } from "@/shared/unsaved-changes";
import type { AppRouter } from "./router";

export { Shell } from "@/layout/Shell";
export { RedirectHelper, RequireSession } from "@/routes/guards";
export { default as NoPermissionPage } from "@/routes/errors/no-permission";
export { default as NotFoundPage } from "@/routes/errors/not-found";

let client: ApolloClient | undefined;
let router: AppRouter | undefined;

/** Once, when the part has loaded: the client whose error handling navigates with the app's router. */
export function startConsole(appRouter: AppRouter): void {
  router = appRouter;
  if (client) return;
  const created = createApolloClient({
    navigate: (to) => void appRouter.navigate(to, { replace: true, state: UNGUARDED_NAVIGATION }),
    location: () => appRouter.state.location,
  });
  client = created;
  // The session changed under this tab (another tab's logout or login): nothing read with the old one may stay.
  let token = getToken();
  subscribeSession(() => {
    const next = getToken();
    if (token && next !== token) void (next ? created.resetStore() : created.clearStore()).catch(() => undefined);
    token = next;
  });
}

function started() {
  if (!client || !router) throw new Error("startConsole() first");
  return { client, router };
}

/** The console's routes render inside its client. */
export function ConsoleProviders() {
  return (
    <ApolloProvider client={started().client}>
      <Outlet />
    </ApolloProvider>
  );
}

/** Dialogs and notifications over every page, /login too once the console has loaded (a session ending says why there). */
export function ConsoleOverlays() {
  return (
    <ModalsProvider>
      {/* Bottom right, above the footer and a form's Save (app/global.css): at the top right they covered the page
          header's buttons (Create, Export) while shown. */}
      <Notifications position="bottom-right" limit={4} />
    </ModalsProvider>
  );
}

const SCREENS = new Map(SCREEN_ROUTES.map((route) => [route.key, route]));

export function screenElement(key: string) {
  const route = SCREENS.get(key)!;
  return <RouteScreen key={route.key} route={route} />;
}

/** A login's last step: the session saved, its permissions loaded, the landing screen's code fetched, then there. */
export function enterConsole(sessionRef: FragmentType<typeof Session_session>, requestedPath: string | null) {
  const { client, router } = started();
  return completeLogin(
    { client, navigate: (to, options) => router.navigate(to, options), preloadScreen },
    sessionRef,
    requestedPath,
  );
}

/** Enters the console with the session another tab shared while this one showed the login. */
export function enterSharedSession(requestedPath: string | null) {
  const { client, router } = started();
  return enterSignedIn(
    { client, navigate: (to, options) => router.navigate(to, options), preloadScreen },
    requestedPath,
  );
}
