/** Fresh tenants of the operator endpoint, so a test's changes to users and roles never touch the demo data. */
import { expect } from "vitest";
import { MANAGEMENT_PERMISSIONS } from "#rules";
import { ADMIN_KEY, type SessionHeaders, type TestApi } from "./api";

let sequence = 0;
export const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36)}${++sequence}`;

export interface FreshTenant {
  tid: number;
  username: string;
  password: string;
  userId: number;
  headers: SessionHeaders;
}

/** A tenant with its Administrator (allPermissions) user, logged in. */
export async function freshTenant(api: TestApi): Promise<FreshTenant> {
  const username = uniqueName("vendor");
  const password = "secret12";
  const created = await api.post(
    "/admin/tenants",
    { name: `Vendor ${username}`, username, password },
    { "x-admin-key": ADMIN_KEY },
  );
  expect(created.status.code).toBe(0);
  const { result, headers } = await api.login(username, password);
  return { tid: created.result.tid as number, username, password, userId: result.id, headers };
}

export type PermissionRef = { type: "page" | "cmd"; url: string };
export const page = (url: string): PermissionRef => ({ type: "page", url });
export const cmd = (url: string): PermissionRef => ({ type: "cmd", url });

/** The whole user and role management set, as the vendor API's role calls take it. */
export const MANAGEMENT = MANAGEMENT_PERMISSIONS.map((ref) => ("page" in ref ? page(ref.page) : cmd(ref.cmd)));

/** A role of the tenant holding exactly these permissions. */
export async function roleWith(
  api: TestApi,
  headers: SessionHeaders,
  name: string,
  permissions: PermissionRef[],
): Promise<{ id: number; version: number }> {
  const added = await api.post("/role/add", { name }, headers);
  expect(added.status.code).toBe(0);
  const assigned = await api.post(
    "/role/assign/resources",
    { id: added.result.id, version: added.result.version, permissions },
    headers,
  );
  expect(assigned.status.code).toBe(0);
  return { id: assigned.result.id, version: assigned.result.version };
}

/** A user of the tenant with these roles, logged in. */
export async function userWith(api: TestApi, headers: SessionHeaders, roleIds: number[]) {
  const username = uniqueName("user");
  const password = "secret12";
  const added = await api.post(
    "/user/add",
    { username, firstName: "Pat", lastName: "Lee", password, status: "active", roleIds },
    headers,
  );
  expect(added.status.code, JSON.stringify(added.status)).toBe(0);
  const login = await api.login(username, password);
  return { id: added.result.id as number, version: added.result.version as number, username, password, ...login };
}
