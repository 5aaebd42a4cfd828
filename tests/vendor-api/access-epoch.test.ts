/**
 * The tenant's access epoch (docs/foundation-contract.md section 1, "Access epoch"): reported with every operator
 * answer, moved by the answer of every change to the tenant's users, roles, grants or sessions, and by nothing else.
 * The gateway caches permissions by it (tests/gateway/permissions.test.ts shows a change made beside the gateway).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type SessionHeaders, type TestApi } from "./support/api";
import { freshTenant, page, roleWith, userWith, type FreshTenant } from "./support/tenants";

const api: TestApi = await startTestApi();
let tenant: FreshTenant;
let other: FreshTenant;
beforeAll(async () => {
  [tenant, other] = [await freshTenant(api), await freshTenant(api)];
});
afterAll(() => api.close());

/** A call's business code and the epoch its answer reports (undefined when it reports none). */
async function call(url: string, payload: object, headers: SessionHeaders = {}) {
  const response = await api.raw({ method: "POST", url, query: { timestamp: String(Date.now()) }, headers, payload });
  const header = response.headers["x-access-epoch"];
  const body = response.json() as { status: { code: number }; result: { version?: number } };
  return { code: body.status.code, result: body.result, epoch: header === undefined ? undefined : Number(header) };
}

const epochOf = async (headers: SessionHeaders) => (await call("/vendor/account/permission/load", {}, headers)).epoch!;

describe("the access epoch", () => {
  it("comes with every operator answer, a refusal too, and never with an anonymous one", async () => {
    const listed = await call("/role/list", { pageNum: 1, pageSize: 10 }, tenant.headers);
    expect(listed.code).toBe(0);
    expect(listed.epoch).toEqual(expect.any(Number));
    const lesser = await userWith(api, tenant.headers, [(await roleWith(api, tenant.headers, "Seller", [])).id]);
    const refused = await call("/role/list", { pageNum: 1, pageSize: 10 }, lesser.headers);
    expect(refused).toMatchObject({ code: 21403, epoch: expect.any(Number) });
    expect(await call("/role/list", {}, {})).toMatchObject({ code: 21430, epoch: undefined });
    expect(await call("/vendor/account/login", { username: tenant.username, password: "wrong" })).toMatchObject({
      code: 21001,
      epoch: undefined,
    });
  });

  it("moves in the answer of each change to users, roles, grants and sessions, and only in its own tenant", async () => {
    const role = await roleWith(api, tenant.headers, "Desk", [page("order_list")]);
    const [user, leaving] = [
      await userWith(api, tenant.headers, [role.id]),
      await userWith(api, tenant.headers, [role.id]),
    ];
    const otherBefore = await epochOf(other.headers);
    const grants = { id: role.id, version: role.version, permissions: [page("order_list"), page("trip_list")] };
    const changes: Array<[string, () => ReturnType<typeof call>]> = [
      ["grants", () => call("/role/assign/resources", grants, tenant.headers)],
      [
        "status",
        () =>
          call(
            "/user/edit",
            { firstName: "Pat", lastName: "Lee", id: user.id, version: user.version, status: "forbidden" },
            tenant.headers,
          ),
      ],
      ["password reset", () => call("/user/password/reset", { id: user.id, newPassword: "fresh123" }, tenant.headers)],
      ["logout", () => call("/vendor/account/logout", {}, leaving.headers)],
      // Last: it ends every session of the tenant's administrator, the one that reads the epoch here.
      [
        "own password",
        () =>
          call(
            "/vendor/account/change/password",
            { password: tenant.password, newPassword: "other123" },
            tenant.headers,
          ),
      ],
    ];
    for (const [name, change] of changes) {
      const before = await epochOf(tenant.headers);
      const answer = await change();
      expect(answer.code, name).toBe(0);
      expect(answer.epoch, name).toBeGreaterThan(before);
    }
    expect(await epochOf(other.headers)).toBe(otherBefore);
  });

  it("stays where it was when a change is refused", async () => {
    const fresh = await freshTenant(api);
    const role = await roleWith(api, fresh.headers, "Stale", []);
    const before = await epochOf(fresh.headers);
    const stale = await call(
      "/role/assign/resources",
      { id: role.id, version: role.version - 1, permissions: [page("order_list")] },
      fresh.headers,
    );
    expect(stale.code).toBe(10008);
    expect(stale.epoch).toBe(before);
    expect(await epochOf(fresh.headers)).toBe(before);
  });
});
