/** Pure derivations from the route table and the user's permissions: guards, sidebar, breadcrumb, landing route. */
import { PATHS, ROUTE_GROUPS, ROUTES, type ConsoleRoute, type RouteGroup } from "./route-model";

export interface PermissionLike {
  type: string;
  url: string;
}

/** The route keys the user may open: the urls of its page permissions. */
export function pageKeys(permissions: readonly PermissionLike[]): Set<string> {
  return new Set(permissions.filter((permission) => permission.type === "PAGE").map((permission) => permission.url));
}

/** The calls the user may make: the urls of its action (cmd) permissions, used to offer only allowed actions. */
export function actionUrls(permissions: readonly PermissionLike[]): Set<string> {
  return new Set(permissions.filter((permission) => permission.type === "CMD").map((permission) => permission.url));
}

export function canOpen(route: ConsoleRoute, keys: ReadonlySet<string>): boolean {
  return keys.has(route.roleKey);
}

export function isExternalLink(path: string): boolean {
  return /^https?:\/\//i.test(path);
}

export function findRouteByPath(pathname: string, routes: readonly ConsoleRoute[] = ROUTES): ConsoleRoute | undefined {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return routes.find((route) => route.path === normalized);
}

export type MenuEntry =
  | { kind: "item"; route: ConsoleRoute; group: RouteGroup }
  | { kind: "group"; group: RouteGroup; children: ConsoleRoute[] };

/**
 * The sidebar: visible groups in table order, each with the permitted, non-hidden routes; a group with one visible
 * child is a single item, an empty group disappears.
 */
export function buildMenu(
  keys: ReadonlySet<string>,
  routes: readonly ConsoleRoute[] = ROUTES,
  groups: readonly RouteGroup[] = ROUTE_GROUPS,
): MenuEntry[] {
  const entries: MenuEntry[] = [];
  for (const group of groups) {
    if (group.hidden) continue;
    const children = routes.filter((route) => route.group === group.key && !route.hidden && canOpen(route, keys));
    if (children.length === 1) entries.push({ kind: "item", route: children[0], group });
    else if (children.length > 1) entries.push({ kind: "group", group, children });
  }
  return entries;
}

/** Where a first login lands: the first permitted entry of the sidebar. */
export function firstPermittedPath(
  keys: ReadonlySet<string>,
  routes: readonly ConsoleRoute[] = ROUTES,
): string | undefined {
  const menu = buildMenu(keys, routes);
  const first = menu[0];
  if (!first) return routes.find((route) => canOpen(route, keys) && !isExternalLink(route.path))?.path;
  return first.kind === "item" ? first.route.path : first.children[0].path;
}

export interface Breadcrumb {
  section?: RouteGroup;
  route: ConsoleRoute;
}

export function breadcrumbFor(pathname: string): Breadcrumb | undefined {
  const route = findRouteByPath(pathname);
  if (!route) return undefined;
  return { route, section: ROUTE_GROUPS.find((group) => group.key === route.group) };
}

export type LoginTarget = { kind: "denied" } | { kind: "go"; path: string };

/**
 * After login: no page permission at all is refused; an unfinished setup goes to the guide; a first login goes to
 * the first permitted route, a login that interrupted a navigation returns to it.
 */
export function resolveLoginTarget(input: {
  permissions: readonly PermissionLike[];
  initialized: boolean;
  requestedPath?: string | null;
}): LoginTarget {
  const keys = pageKeys(input.permissions);
  const first = firstPermittedPath(keys);
  if (keys.size === 0 || !first) return { kind: "denied" };
  if (!input.initialized) return { kind: "go", path: PATHS.guide };
  const requested = safeRequestedPath(input.requestedPath);
  return { kind: "go", path: requested ?? first };
}

/** Accepts only in-console paths (no protocol-relative or absolute URLs), and not the login or error pages. */
export function safeRequestedPath(path: string | null | undefined): string | undefined {
  if (!path || !path.startsWith("/") || path.startsWith("//")) return undefined;
  const pathname = path.split(/[?#]/)[0];
  const excluded: string[] = ["/", PATHS.login, PATHS.authRedirect, PATHS.noPermission, PATHS.notFound];
  if (excluded.includes(pathname)) return undefined;
  return path;
}

/** The /login URL that remembers where the user was going. */
export function loginPathFor(location: { pathname: string; search?: string }): string {
  const requested = safeRequestedPath(`${location.pathname}${location.search ?? ""}`);
  return requested ? `${PATHS.login}?redirect=${encodeURIComponent(requested)}` : PATHS.login;
}
