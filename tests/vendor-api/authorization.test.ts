/**
 * The vendor API's own authorization (docs/foundation-contract.md section 1), walked over every route it registers,
 * so a new route cannot skip it: anonymous, another tenant's session, a session that must first change its password
 * or set up a second factor, a user holding everything but the route's permissions, and a user holding just one of
 * them. None of these calls
 * sends a valid body: a call the gate lets through stops at validation, so the walk changes nothing.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tenants } from "../../vendor-api/src/db/schema";
import { refKey, type PermissionRef as CatalogueRef } from "#rules";
import { routeAccessList, type RouteAccess } from "../../vendor-api/src/protocol/access-guard";
import { startTestApi, type SessionHeaders, type TestApi } from "./support/api";
import { freshTenant, roleWith, userWith, type FreshTenant, type PermissionRef } from "./support/tenants";

const REFUSED = {
  anonymous: 21430,
  tenantMismatch: 21434,
  forbidden: 21403,
  passwordChange: 21428,
  twoFactorEnrolment: 21427,
};

// Started while the file is collected: the tests are made from the routes it registers.
const api: TestApi = await startTestApi();
let tenant: FreshTenant;
let other: FreshTenant;
let catalogue: PermissionRef[];
beforeAll(async () => {
  [tenant, other] = [await freshTenant(api), await freshTenant(api)];
  catalogue = (await api.get("/permission/catalogue", {}, tenant.headers)).result.map(
    ({ type, url }: PermissionRef) => ({ type, url }),
  );
});
afterAll(() => api.close());

/** The business code a call answers; a served file (no envelope) counts as success. */
async function codeOf(route: Pick<RouteAccess, "method" | "url">, headers: SessionHeaders): Promise<number> {
  const response = await api.raw({
    method: route.method as "GET" | "POST",
    url: route.url,
    query: { timestamp: String(Date.now()) },
    headers,
    ...(route.method === "POST" ? { payload: {} } : {}),
  });
  if (!String(response.headers["content-type"]).startsWith("application/json")) return 0;
  return (response.json() as { status: { code: number } }).status.code;
}

const operatorRoutes = routeAccessList(api.app).filter((route) => route.auth === "operator");
const permissionRoutes = operatorRoutes.flatMap((route) =>
  Array.isArray(route.access) ? [{ ...route, access: route.access as readonly CatalogueRef[] }] : [],
);
const asWire = (ref: CatalogueRef): PermissionRef =>
  "page" in ref ? { type: "page", url: ref.page } : { type: "cmd", url: ref.cmd };
const wireKey = (ref: PermissionRef) => `${ref.type}:${ref.url}`;
// Logging out ends the session the walk uses; its gate is the same as every other `passwordChange` route's.
const walked = (route: { url: string }) => route.url !== "/vendor/account/logout";

/** What a session bound to change its password may still call: who it is, its tenant, the change itself. */
const OPEN_DURING_PASSWORD_CHANGE = [
  "/configuration/findtenant",
  "/configuration/init/tenant/state",
  // How mail leaves, for the console's shell: no tenant data (docs/system-contract.md section 10).
  "/system/mail/status",
  "/tenant/info",
  "/vendor/account/change/password",
  "/vendor/account/permission/load",
  "/vendor/account/two-factor",
];

/**
 * Walks every route as a session held to one step (a password change, a second factor's set-up): the routes whose
 * access `isOpen` lets through answer no refusal, every other one answers `refused`. Answers the open ones' urls.
 */
async function openRoutes(
  headers: SessionHeaders,
  isOpen: (access: RouteAccess["access"]) => boolean,
  refused: number,
): Promise<string[]> {
  const open: string[] = [];
  for (const route of operatorRoutes.filter(walked)) {
    const code = await codeOf(route, headers);
    if (isOpen(route.access)) {
      expect(Object.values(REFUSED), route.url).not.toContain(code);
      open.push(route.url);
    } else expect(code, route.url).toBe(refused);
  }
  return open.sort();
}

/**
 * One probe user whose one role is given exactly the permissions a check needs, just before it: a session reads its
 * permissions on every request, so no new user (and no password hashing) is needed per set.
 */
let probe: { headers: SessionHeaders; roleId: number; version: number };
async function holderOf(permissions: PermissionRef[]): Promise<SessionHeaders> {
  if (!probe) {
    const role = await roleWith(api, tenant.headers, "Probe", []);
    const user = await userWith(api, tenant.headers, [role.id]);
    probe = { headers: user.headers, roleId: role.id, version: role.version };
  }
  const assigned = await api.post(
    "/role/assign/resources",
    { id: probe.roleId, version: probe.version, permissions },
    tenant.headers,
  );
  expect(assigned.status.code).toBe(0);
  probe.version = assigned.result.version;
  return probe.headers;
}

describe("vendor API authorization, route by route", () => {
  it("registers every operator route with an access rule, permissions from the catalogue", () => {
    const routes = operatorRoutes;
    expect(routes.length).toBeGreaterThan(80);
    const known = new Set(catalogue.map(wireKey));
    for (const route of routes) {
      expect(route.access, route.url).toBeDefined();
      if (Array.isArray(route.access))
        for (const ref of route.access) expect(known, `${route.url} ${refKey(ref)}`).toContain(refKey(ref));
    }
  });

  it("refuses anonymous callers (21430) and another tenant's session sending this tenant's id (21434)", async () => {
    const foreign = { ...other.headers, tid: tenant.headers.tid };
    for (const route of operatorRoutes) {
      expect(await codeOf(route, {}), route.url).toBe(REFUSED.anonymous);
      expect(await codeOf(route, foreign), route.url).toBe(REFUSED.tenantMismatch);
    }
  });

  describe.each(permissionRoutes.filter(walked))("$method $url", (route) => {
    it("refuses a user holding every permission but the route's (21403)", async () => {
      const needed = new Set(route.access.map(refKey));
      const without = await holderOf(catalogue.filter((ref) => !needed.has(wireKey(ref))));
      expect(await codeOf(route, without)).toBe(REFUSED.forbidden);
    });

    it.each(route.access.map((ref) => ({ ref, name: refKey(ref) })))(
      "lets a holder of $name alone by",
      async ({ ref }) => {
        const code = await codeOf(route, await holderOf([asWire(ref)]));
        expect(Object.values(REFUSED)).not.toContain(code);
      },
    );
  });

  it("lets any session by on session routes, a role without permissions too", async () => {
    const nobody = await holderOf([]);
    for (const route of operatorRoutes.filter(walked)) {
      if (Array.isArray(route.access)) continue;
      expect(Object.values(REFUSED), route.url).not.toContain(await codeOf(route, nobody));
    }
  });

  it("holds a session whose password was reset to the password change (21428), whatever its permissions", async () => {
    const user = await userWith(api, tenant.headers, [(await roleWith(api, tenant.headers, "All", catalogue)).id]);
    const reset = await api.post("/user/password/reset", { id: user.id, newPassword: "given123" }, tenant.headers);
    expect(reset.status.code).toBe(0);
    const { headers, result } = await api.login(user.username, "given123");
    expect(result.mustChangePassword).toBe(true);
    const open = await openRoutes(headers, (access) => access === "passwordChange", REFUSED.passwordChange);
    expect(open).toEqual(OPEN_DURING_PASSWORD_CHANGE);
  });

  it("holds a manager without the second factor their tenant requires to setting one up (21427)", async () => {
    const strict = await freshTenant(api);
    const { headers } = await userWith(api, strict.headers, [
      (await roleWith(api, strict.headers, "All", catalogue)).id,
    ]);
    await api.db.update(tenants).set({ requireTwoFactorForManagers: true }).where(eq(tenants.id, strict.tid));
    const open = await openRoutes(
      headers,
      (access) => access === "passwordChange" || access === "twoFactorEnrolment",
      REFUSED.twoFactorEnrolment,
    );
    expect(open).toEqual(
      [...OPEN_DURING_PASSWORD_CHANGE, "/vendor/account/two-factor/confirm", "/vendor/account/two-factor/enrol"].sort(),
    );
  });
});
