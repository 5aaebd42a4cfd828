import type { ReactNode } from "react";
import { createBrowserRouter, Navigate, type RouteObject } from "react-router-dom";
import LoginPage from "@/routes/auth/login";
import { PATHS, ROUTES } from "@/routes/route-model";
import { loadConsole, type ConsolePart } from "./console-loader";
import { RouteFallback } from "./RouteFallback";

/** A route drawn by the console part, which loads with the first such route (one fetch for all of them). */
const fromConsole = (element: (part: ConsolePart) => ReactNode) => async () => ({
  element: element(await loadConsole()),
});

/**
 * Fixed routes (`PATHS` of route-model.ts) around the permission-guarded screens of the route table. Only /login is
 * in the entry; every other route loads its code with it (docs/scale-contract.md section 1). A page load on a route
 * whose code is not loaded yet shows its top route's `hydrateFallbackElement` meanwhile.
 */
export function appRoutes(): RouteObject[] {
  return [
    { path: PATHS.login, element: <LoginPage /> },
    {
      path: PATHS.authRedirect,
      hydrateFallbackElement: <RouteFallback />,
      lazy: async () => ({ Component: (await import("@/routes/auth/auth-redirect")).default }),
    },
    {
      hydrateFallbackElement: <RouteFallback />,
      lazy: fromConsole(({ ConsoleProviders }) => <ConsoleProviders />),
      children: [
        {
          lazy: fromConsole(({ RequireSession }) => <RequireSession />),
          children: [
            {
              lazy: fromConsole(({ Shell }) => <Shell />),
              children: [
                { index: true, element: <Navigate to={PATHS.home} replace /> },
                ...ROUTES.map((route) => ({
                  path: route.path,
                  lazy: fromConsole((part) => part.screenElement(route.key)),
                })),
                { path: PATHS.noPermission, lazy: fromConsole(({ NoPermissionPage }) => <NoPermissionPage />) },
                { path: PATHS.notFound, lazy: fromConsole(({ NotFoundPage }) => <NotFoundPage />) },
                { path: "/redirect/*", lazy: fromConsole(({ RedirectHelper }) => <RedirectHelper />) },
                { path: "*", element: <Navigate to={PATHS.notFound} replace /> },
              ],
            },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(appRoutes());
}

export type AppRouter = ReturnType<typeof createAppRouter>;
