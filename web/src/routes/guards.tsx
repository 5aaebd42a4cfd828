import { Suspense } from "react";
import { Navigate, Outlet, useLocation, useParams } from "react-router-dom";
import { useI18n } from "@/i18n/i18n";
import { useShell } from "@/layout/shell-context";
import { sessionEndedByLogout, useSession, useSessionPending } from "@/session/session-store";
import { PageSkeleton } from "@/shared/PageSkeleton";
import { canOpen, loginPathFor } from "./access";
import { CurrentRouteContext } from "./current-route";
import { useDocumentTitle } from "./document-title";
import { PATHS, routeTitle } from "./route-model";
import type { ScreenRoute } from "./route-table";

/**
 * Without a session only /login and /auth-redirect are reachable; the login returns here afterwards. A tab opened
 * without one first waits for the browser's other tabs to share theirs (session/session-store.ts).
 */
export function RequireSession() {
  const session = useSession();
  const pending = useSessionPending();
  const location = useLocation();
  if (!session && pending) return <PageSkeleton />;
  if (!session) return <Navigate to={sessionEndedByLogout() ? PATHS.login : loginPathFor(location)} replace />;
  return <Outlet />;
}

/** A permission-guarded screen: /401 without the route's role key, otherwise its code-split module. */
export function RouteScreen({ route }: { route: ScreenRoute }) {
  const { pageKeys } = useShell();
  const { t } = useI18n();
  const { search } = useLocation();
  useDocumentTitle(t(routeTitle(route, search)));
  if (!canOpen(route, pageKeys)) return <Navigate to={PATHS.noPermission} replace />;
  const Screen = route.screen;
  return (
    <CurrentRouteContext.Provider value={route}>
      <Suspense fallback={<PageSkeleton />}>
        <Screen />
      </Suspense>
    </CurrentRouteContext.Provider>
  );
}

/** /redirect/<path>: lands on <path> again (re-mounts a screen, e.g. to reload it). */
export function RedirectHelper() {
  const { "*": rest = "" } = useParams();
  const { search } = useLocation();
  return <Navigate to={`/${rest}${search}`} replace />;
}
