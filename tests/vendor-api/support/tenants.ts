/** Fresh tenants of the operator endpoint, so a test's changes to users and roles never touch the demo data. */
import { expect } from "vitest";
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
