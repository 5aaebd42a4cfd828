/**
 * Roles (docs/system-contract.md sections 2, 3 and 6), each test on fresh tenants of /admin/tenants: the calls, the
 * name rules, assigning resources within what the caller holds, the last manager, deletion while held, and the
 * permissions a session loads following a change at once.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fieldMessages, startTestApi, type SessionHeaders, type TestApi } from "./support/api";
import { cmd, freshTenant, MANAGEMENT, page, roleWith, userWith, type FreshTenant } from "./support/tenants";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

const post = (path: string, body: unknown, headers: SessionHeaders) => api.post(path, body, headers);
const findRole = (id: number, headers: SessionHeaders) => api.get("/role/find", { id }, headers);
const loaded = async (headers: SessionHeaders) =>
  (await api.post("/vendor/account/permission/load", undefined, headers)).result.map(
    (entry: { type: string; url: string }) => `${entry.type}:${entry.url}`,
  );

async function administratorRole(tenant: FreshTenant) {
  const roles = await post("/role/list", { pageNum: 1, pageSize: 10, name: "Administrator" }, tenant.headers);
  return roles.result.list[0] as { id: number; version: number; permissions: unknown[] };
}

describe("roles: the calls", () => {
  it("adds a role without permissions, edits it, finds and lists roles oldest first by name with their user counts", async () => {
    const tenant = await freshTenant(api);
    const added = await post("/role/add", { name: "  Guides ", description: "Trip guides" }, tenant.headers);
    expect(added.result).toMatchObject({
      name: "Guides",
      description: "Trip guides",
      allPermissions: false,
      permissions: [],
      userCount: 0,
      version: 1,
    });
    const edited = await post("/role/edit", { id: added.result.id, version: 1, name: "Tour guides" }, tenant.headers);
    expect(edited.result).toMatchObject({ name: "Tour guides", description: "", version: 2 });
    expect((await findRole(added.result.id, tenant.headers)).result).toEqual(edited.result);

    const list = await post("/role/list", { pageNum: 1, pageSize: 10 }, tenant.headers);
    expect(list.result.list.map((role: { name: string; userCount: number }) => [role.name, role.userCount])).toEqual([
      ["Administrator", 1],
      ["Tour guides", 0],
    ]);
    const administrator = list.result.list[0];
    // An allPermissions role answers every catalogue entry it holds.
    const catalogue = await api.get("/permission/catalogue", {}, tenant.headers);
    expect(administrator.permissions).toEqual(
      catalogue.result.map((entry: { type: string; url: string }) => ({ type: entry.type, url: entry.url })),
    );
    const filtered = await post("/role/list", { pageNum: 1, pageSize: 10, name: "GUIDE" }, tenant.headers);
    expect(filtered.result).toMatchObject({ total: 1, list: [{ name: "Tour guides" }] });
  });

  it("words the name and description rules at their fields; names are unique per tenant", async () => {
    const [tenant, other] = [await freshTenant(api), await freshTenant(api)];
    expect(fieldMessages(await post("/role/add", { name: " " }, tenant.headers))).toEqual({ name: "Required" });
    expect(
      fieldMessages(await post("/role/add", { name: "n".repeat(51), description: "d".repeat(201) }, tenant.headers)),
    ).toEqual({ name: "role name too long", description: "No more than 200 characters" });
    expect(
      (await post("/role/add", { name: "n".repeat(50), description: "d".repeat(200) }, tenant.headers)).status.code,
    ).toBe(0);
    expect(fieldMessages(await post("/role/add", { name: "Administrator" }, tenant.headers))).toEqual({
      name: "Role name already exists",
    });
    const guides = await post("/role/add", { name: "Guides" }, tenant.headers);
    const rename = await post(
      "/role/edit",
      { id: guides.result.id, version: 1, name: "Administrator" },
      tenant.headers,
    );
    expect(fieldMessages(rename)).toEqual({ name: "Role name already exists" });
    expect((await post("/role/add", { name: "Guides" }, other.headers)).status.code).toBe(0);
  });

  it("answers another tenant's role as not found, and refuses stale versions with 10008", async () => {
    const [tenant, other] = [await freshTenant(api), await freshTenant(api)];
    const theirs = await administratorRole(other);
    expect((await findRole(theirs.id, tenant.headers)).status.code).toBe(20404);
    expect((await post("/role/edit", { id: theirs.id, version: 1, name: "Mine" }, tenant.headers)).status.code).toBe(
      20404,
    );
    expect(
      (await post("/role/assign/resources", { id: theirs.id, version: 1, permissions: [] }, tenant.headers)).status
        .code,
    ).toBe(20404);
    expect((await post("/role/delete", { id: theirs.id, version: 1 }, tenant.headers)).status.code).toBe(20404);
    const role = await post("/role/add", { name: "Guides" }, tenant.headers);
    expect(
      (await post("/role/edit", { id: role.result.id, version: 1, name: "Guides 2" }, tenant.headers)).status.code,
    ).toBe(0);
    expect(
      (await post("/role/edit", { id: role.result.id, version: 1, name: "Guides 3" }, tenant.headers)).status.code,
    ).toBe(10008);
    expect(
      (await post("/role/assign/resources", { id: role.result.id, version: 1, permissions: [] }, tenant.headers)).status
        .code,
    ).toBe(10008);
    expect((await post("/role/delete", { id: role.result.id, version: 1 }, tenant.headers)).status.code).toBe(10008);
  });
});

describe("roles: assigning resources", () => {
  it("replaces the permissions with the list given, refuses unknown entries, and a holder's next request has them", async () => {
    const tenant = await freshTenant(api);
    const role = await roleWith(api, tenant.headers, "Sales", [page("order_list"), page("order_detail")]);
    const user = await userWith(api, tenant.headers, [role.id]);
    expect(await loaded(user.headers)).toEqual(["page:order_list", "page:order_detail"]);
    const unknown = await post(
      "/role/assign/resources",
      { id: role.id, version: role.version, permissions: [page("order_list"), page("nowhere")] },
      tenant.headers,
    );
    expect(fieldMessages(unknown)).toEqual({ "permissions.1": "Unknown item" });
    const changed = await post(
      "/role/assign/resources",
      { id: role.id, version: role.version, permissions: [cmd("/order/export"), page("order_list")] },
      tenant.headers,
    );
    expect(changed.result.permissions).toEqual([page("order_list"), cmd("/order/export")]);
    expect(await loaded(user.headers)).toEqual(["page:order_list", "cmd:/order/export"]);
  });

  it("turns an allPermissions role into the explicit list given", async () => {
    const tenant = await freshTenant(api);
    const everyone = await userWith(api, tenant.headers, [(await administratorRole(tenant)).id]);
    // The administrator keeps every permission through a second role while the first one is narrowed.
    const full = await api.get("/permission/catalogue", {}, tenant.headers);
    const second = await roleWith(
      api,
      tenant.headers,
      "Everything",
      full.result.map(({ type, url }: { type: string; url: string }) => ({ type, url })),
    );
    const administrator = await administratorRole(tenant);
    const both = await post(
      "/user/assign/roles",
      { id: tenant.userId, version: 1, roleIds: [administrator.id, second.id] },
      tenant.headers,
    );
    expect(both.status.code).toBe(0);
    const narrowed = await post(
      "/role/assign/resources",
      { id: administrator.id, version: administrator.version, permissions: MANAGEMENT },
      tenant.headers,
    );
    expect(narrowed.result).toMatchObject({
      allPermissions: false,
      // In catalogue order: pages first.
      permissions: MANAGEMENT,
    });
    expect(await loaded(everyone.headers)).toEqual(MANAGEMENT.map(({ type, url }) => `${type}:${url}`));
  });

  it("gives a role only what the acting user holds", async () => {
    const tenant = await freshTenant(api);
    const managers = await roleWith(api, tenant.headers, "Managers", [...MANAGEMENT, page("order_list")]);
    const manager = await userWith(api, tenant.headers, [managers.id]);
    const role = await post("/role/add", { name: "Sales" }, tenant.headers);
    const refused = await post(
      "/role/assign/resources",
      { id: role.result.id, version: 1, permissions: [page("order_list"), page("payment")] },
      manager.headers,
    );
    expect(fieldMessages(refused)).toEqual({ permissions: "You can only grant permissions you hold yourself" });
    expect((await findRole(role.result.id, tenant.headers)).result).toMatchObject({ permissions: [], version: 1 });
    const allowed = await post(
      "/role/assign/resources",
      { id: role.result.id, version: 1, permissions: [page("order_list")] },
      manager.headers,
    );
    expect(allowed.status.code).toBe(0);
    // Taking away is no grant: the manager may narrow a role whose holders hold nothing beyond the manager.
    await userWith(api, tenant.headers, [role.result.id]);
    const narrowed = await post(
      "/role/assign/resources",
      { id: role.result.id, version: 2, permissions: [] },
      manager.headers,
    );
    expect(narrowed.status.code).toBe(0);
  });

  it("refuses narrowing a role the acting user holds so that they lose user or role management", async () => {
    const tenant = await freshTenant(api);
    const administrator = await administratorRole(tenant);
    const refused = await post(
      "/role/assign/resources",
      { id: administrator.id, version: administrator.version, permissions: [page("user_list"), page("order_list")] },
      tenant.headers,
    );
    expect(fieldMessages(refused)).toEqual({ permissions: "You cannot remove your own user or role management" });
    expect((await administratorRole(tenant)).permissions.length).toBeGreaterThan(2);
  });

  it("refuses changing a role held by a user who holds more than the acting user (the administrator's)", async () => {
    const tenant = await freshTenant(api);
    const editors = await roleWith(api, tenant.headers, "Role editors", [
      page("user_list"),
      cmd("/role/assign/resources"),
    ]);
    const editor = await userWith(api, tenant.headers, [editors.id]);
    const administrator = await administratorRole(tenant);
    const refused = await post(
      "/role/assign/resources",
      { id: administrator.id, version: administrator.version, permissions: [page("user_list")] },
      editor.headers,
    );
    expect(refused.status).toMatchObject({ code: 20001, key: "access.roleAboveYou" });
    expect((await administratorRole(tenant)).version).toBe(administrator.version);
  });

  it("refuses a change that no one could undo: the only full administrator narrowing their own role", async () => {
    const tenant = await freshTenant(api);
    const administrator = await administratorRole(tenant);
    const refused = await post(
      "/role/assign/resources",
      { id: administrator.id, version: administrator.version, permissions: MANAGEMENT },
      tenant.headers,
    );
    const [failure] = refused.result.fields;
    expect(failure).toMatchObject({ field: "id", rule: "access.lostForGood" });
    expect(failure.params.permissions).toContain("Income Report");
    expect(failure.params.permissions).toContain("Edit Booking Fee");
    expect(failure.params.permissions).not.toContain("Users");
    // Nothing changed: the administrator still holds every permission, from the allPermissions role.
    expect((await administratorRole(tenant)).version).toBe(administrator.version);
    expect((await loaded(tenant.headers)).length).toBe(administrator.permissions.length);

    // A permission only a lesser user holds may go: no manager loses anything.
    const sales = await roleWith(api, tenant.headers, "Sales", [page("order_list")]);
    await userWith(api, tenant.headers, [sales.id]);
    expect(
      (await post("/role/assign/resources", { id: sales.id, version: sales.version, permissions: [] }, tenant.headers))
        .status.code,
    ).toBe(0);
  });
});

describe("roles: no acting above yourself through a role (issue 57)", () => {
  /** A user holding the whole user and role management set, and nothing else (no trip_list among it). */
  async function roleManager(tenant: FreshTenant) {
    const managers = await roleWith(api, tenant.headers, "Role managers", MANAGEMENT);
    return userWith(api, tenant.headers, [managers.id]);
  }

  it("refuses renaming, re-permissioning and deleting the Administrator role to a manager who lacks trip_list", async () => {
    const tenant = await freshTenant(api);
    const manager = await roleManager(tenant);
    const administrator = await administratorRole(tenant);
    const { id, version } = administrator;
    for (const [path, body] of [
      ["/role/edit", { id, version, name: "Demoted" }],
      ["/role/assign/resources", { id, version, permissions: MANAGEMENT }],
      ["/role/delete", { id, version }],
    ] as const) {
      const refused = await post(path, body, manager.headers);
      expect([path, refused.status]).toMatchObject([path, { code: 20001 }]);
    }
    // The rename is refused for the role's holders, not only a field rule.
    expect((await post("/role/edit", { id, version, name: "Demoted" }, manager.headers)).status).toMatchObject({
      key: "access.roleAboveYou",
    });
    expect((await findRole(id, tenant.headers)).result).toMatchObject({ name: "Administrator", version });
  });

  it("refuses editing or deleting a role held only by an API token that holds more; allows one within reach", async () => {
    const tenant = await freshTenant(api);
    const manager = await roleManager(tenant);
    const trips = await roleWith(api, tenant.headers, "Trips", [page("trip_list")]);
    const token = await post("/api-token/add", { name: "Trips feed", roleIds: [trips.id] }, tenant.headers);
    expect(token.status.code).toBe(0);
    for (const [path, body] of [
      ["/role/edit", { id: trips.id, version: trips.version, name: "Nothing" }],
      ["/role/assign/resources", { id: trips.id, version: trips.version, permissions: [] }],
      ["/role/delete", { id: trips.id, version: trips.version }],
    ] as const) {
      const refused = await post(path, body, manager.headers);
      expect([path, refused.status]).toMatchObject([path, { code: 20001, key: "access.roleAboveYou" }]);
    }
    // Nothing changed: the role keeps its name and permission, and the token still reads trips with it.
    expect((await findRole(trips.id, tenant.headers)).result).toMatchObject({
      name: "Trips",
      version: trips.version,
      permissions: [page("trip_list")],
    });
    const headers = { operatortoken: token.result.token as string, tid: String(tenant.tid) };
    expect((await post("/trip/list", { pageNum: 1, pageSize: 10 }, headers)).status.code).toBe(0);

    // A role whose token holds only what the manager holds is theirs to rename.
    const users = await roleWith(api, tenant.headers, "Users", [page("user_list")]);
    expect(
      (await post("/api-token/add", { name: "Users feed", roleIds: [users.id] }, tenant.headers)).status.code,
    ).toBe(0);
    expect(
      (await post("/role/edit", { id: users.id, version: users.version, name: "User readers" }, manager.headers)).status
        .code,
    ).toBe(0);
    // With its token revoked, the Trips role still grants trip_list itself: still above the manager.
    expect((await post("/api-token/revoke", { id: token.result.apiToken.id }, tenant.headers)).status.code).toBe(0);
    expect(
      (await post("/role/edit", { id: trips.id, version: trips.version, name: "Still trips" }, manager.headers)).status,
    ).toMatchObject({ code: 20001, key: "access.roleAboveYou" });
  });
});

describe("roles: deleting", () => {
  it("refuses deleting a role held by users, with their count; once no one holds it, it goes", async () => {
    const tenant = await freshTenant(api);
    const administrator = await administratorRole(tenant);
    const guides = await roleWith(api, tenant.headers, "Guides", [page("trip_list")]);
    const first = await userWith(api, tenant.headers, [guides.id]);
    const second = await userWith(api, tenant.headers, [guides.id, administrator.id]);
    const refused = await post("/role/delete", { id: guides.id, version: guides.version }, tenant.headers);
    expect(refused.status).toMatchObject({ code: 20001, key: "role.held", params: { count: 2 } });
    expect(fieldMessages(refused)).toEqual({ id: "The role is held by 2 users" });
    expect((await findRole(guides.id, tenant.headers)).result.userCount).toBe(2);
    await post("/user/delete", { id: first.id, version: first.version }, tenant.headers);
    await post(
      "/user/assign/roles",
      { id: second.id, version: second.version, roleIds: [administrator.id] },
      tenant.headers,
    );
    expect((await post("/role/delete", { id: guides.id, version: guides.version }, tenant.headers)).status.code).toBe(
      0,
    );
    expect((await findRole(guides.id, tenant.headers)).status.code).toBe(20404);
  });
});
