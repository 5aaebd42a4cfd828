import { createBrowserRouter, Navigate } from "react-router-dom";
import { Shell } from "@/layout/Shell";
import { RedirectHelper, RequireSession, RouteScreen } from "@/routes/guards";
import { PATHS } from "@/routes/route-model";
import { SCREEN_ROUTES } from "@/routes/route-table";
import LoginPage from "@/routes/auth/login";
import AuthRedirectPage from "@/routes/auth/auth_redirect";
import NoPermissionPage from "@/routes/errors/no_permission";
import NotFoundPage from "@/routes/errors/not_found";

/** Fixed routes (`PATHS` of route-model.ts) around the permission-guarded screens of the route table. */
export function createAppRouter() {
  return createBrowserRouter([
    { path: PATHS.login, element: <LoginPage /> },
    { path: PATHS.authRedirect, element: <AuthRedirectPage /> },
    {
      element: <RequireSession />,
      children: [
        {
          element: <Shell />,
          children: [
            { index: true, element: <Navigate to={PATHS.home} replace /> },
            ...SCREEN_ROUTES.map((route) => ({
              path: route.path,
              element: <RouteScreen key={route.key} route={route} />,
            })),
            { path: PATHS.noPermission, element: <NoPermissionPage /> },
            { path: PATHS.notFound, element: <NotFoundPage /> },
            { path: "/redirect/*", element: <RedirectHelper /> },
            { path: "*", element: <Navigate to={PATHS.notFound} replace /> },
          ],
        },
      ],
    },
  ]);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
