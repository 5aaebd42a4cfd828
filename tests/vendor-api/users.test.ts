/**
 * Users (docs/system-contract.md sections 1, 3 and 6), each test on fresh tenants of /admin/tenants: the calls, their
 * rules at their fields, the safety rules (self-lockout, the last manager, escalation) and the effects on sessions.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fieldMessages, startTestApi, type SessionHeaders, type TestApi } from "./support/api";
import { cmd, freshTenant, page, roleWith, uniqueName, userWith, type FreshTenant } from "./support/tenants";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

const post = (path: string, body: unknown, headers: SessionHeaders) => api.post(path, body, headers);
const findUser = (id: number, headers: SessionHeaders) => api.get("/user/find", { id }, headers);
const sessionAlive = async (headers: SessionHeaders) =>
  (await api.post("/vendor/account/permission/load", undefined, headers)).status.code;
const loginCode = async (username: string, password: string) =>
  (await api.post("/vendor/account/login", { username, password })).status.code;

/** Users and roles without role management: the page user_list and the user cmds. */
const USER_MANAGEMENT = [
  page("user_list"),
  cmd("/user/add"),
  cmd("/user/edit"),
  cmd("/user/delete"),
  cmd("/user/assign/roles"),
];

const newUser = (overrides: Record<string, unknown> = {}) => ({
  username: uniqueName("pat"),
  firstName: "Pat",
  lastName: "Lee",
  email: "pat@example.com",
  phoneCode: "+1",
  phone: "212-555-0100",
  password: "secret12",
  status: "active",
  roleIds: [] as number[],
  ...overrides,
});

/** An edit body: names and status, no contact (a phone would clash with the user who has it). */
const edit = (id: number, version: number, overrides: Record<string, unknown> = {}) => ({
  id,
  version,
  firstName: "Pat",
  lastName: "Lee",
  status: "active",
  ...overrides,
});

async function administratorRoleId(tenant: FreshTenant): Promise<number> {
  const roles = await post("/role/list", { pageNum: 1, pageSize: 10 }, tenant.headers);
  return roles.result.list.find((role: { name: string }) => role.name === "Administrator").id;
}

describe("users: the calls", () => {
  it("adds a user with its roles and creator, finds and lists them newest first by name and status, never a password", async () => {
    const tenant = await freshTenant(api);
    const sales = await roleWith(api, tenant.headers, "Sales", [page("order_list")]);
    const added = await post("/user/add", newUser({ firstName: "Alma", roleIds: [sales.id] }), tenant.headers);
    expect(added.status.code).toBe(0);
    expect(added.result).toMatchObject({
      firstName: "Alma",
      lastName: "Lee",
      email: "pat@example.com",
      phoneCode: "+1",
      phone: "212-555-0100",
      status: "active",
      roles: [{ id: sales.id, name: "Sales" }],
      creator: tenant.username,
      lastLoginTime: null,
      mustChangePassword: false,
      version: 1,
    });
    expect(JSON.stringify(added)).not.toMatch(/"password|passwordHash|secret12|scrypt/);
    const second = await post(
      "/user/add",
      newUser({ lastName: "Zorn", phone: null, phoneCode: null, status: "forbidden", roleIds: [sales.id] }),
      tenant.headers,
    );
    expect(second.status.code).toBe(0);

    expect((await findUser(added.result.id, tenant.headers)).result).toEqual(added.result);
    const list = (filters: Record<string, unknown>) =>
      post("/user/list", { pageNum: 1, pageSize: 10, ...filters }, tenant.headers).then((answer) =>
        answer.result.list.map((user: { username: string }) => user.username),
      );
    expect(await list({})).toEqual([second.result.username, added.result.username, tenant.username]);
    expect(await list({ name: "alm" })).toEqual([added.result.username]);
    expect(await list({ name: "zor" })).toEqual([second.result.username]);
    expect(await list({ username: added.result.username.slice(0, 8), status: "active" })).toEqual([
      added.result.username,
    ]);
    expect(await list({ status: "forbidden" })).toEqual([second.result.username]);
    expect(await list({ name: "%" })).toEqual([]);
  });

  it("answers another tenant's user as not found and never lists it", async () => {
    const [mine, other] = [await freshTenant(api), await freshTenant(api)];
    expect((await findUser(other.userId, mine.headers)).status.code).toBe(20404);
    expect((await post("/user/edit", { ...newUser(), id: other.userId, version: 1 }, mine.headers)).status.code).toBe(
      20404,
    );
    expect((await post("/user/delete", { id: other.userId, version: 1 }, mine.headers)).status.code).toBe(20404);
    expect(
      (await post("/user/password/reset", { id: other.userId, newPassword: "hijack12" }, mine.headers)).status.code,
    ).toBe(20404);
    expect(await loginCode(other.username, other.password)).toBe(0);
    const otherRole = await administratorRoleId(other);
    expect((await post("/user/add", newUser({ roleIds: [otherRole] }), mine.headers)).status.code).toBe(20404);
    const list = await post("/user/list", { pageNum: 1, pageSize: 100 }, mine.headers);
    expect(list.result.list.map((user: { id: number }) => user.id)).toEqual([mine.userId]);
  });

  it("refuses a stale version with 10008 on edit, delete and role assignment", async () => {
    const tenant = await freshTenant(api);
    const role = await administratorRoleId(tenant);
    const added = await post("/user/add", newUser({ roleIds: [role] }), tenant.headers);
    const { id } = added.result;
    expect(
      (await post("/user/edit", { ...newUser(), id, version: 1, firstName: "Kim" }, tenant.headers)).status.code,
    ).toBe(0);
    expect((await post("/user/edit", { ...newUser(), id, version: 1 }, tenant.headers)).status.code).toBe(10008);
    expect((await post("/user/assign/roles", { id, version: 1, roleIds: [role] }, tenant.headers)).status.code).toBe(
      10008,
    );
    expect((await post("/user/delete", { id, version: 1 }, tenant.headers)).status.code).toBe(10008);
    expect((await post("/user/delete", { id, version: 2 }, tenant.headers)).status.code).toBe(0);
    expect((await findUser(id, tenant.headers)).status.code).toBe(20404);
  });
});

describe("users: field rules", () => {
  it("words each field's failure at its field", async () => {
    const tenant = await freshTenant(api);
    const refused = await post(
      "/user/add",
      newUser({
        username: "ab",
        firstName: " ",
        lastName: "Lee3",
        email: "not-an-address",
        phoneCode: "",
        phone: "212-555-0100",
        password: "short",
        status: "sleeping",
        roleIds: [],
      }),
      tenant.headers,
    );
    expect(refused.status.code).toBe(20001);
    expect(fieldMessages(refused)).toEqual({
      username: "Incorrect name",
      firstName: "Please enter first name",
      lastName: "Incorrect name",
      email: "Invalid email",
      phoneCode: "Area code is required",
      password: "Password must be 6 to 128 characters",
      status: "Invalid value",
      roleIds: "Select at least one role",
    });
    const tooLong = await post(
      "/user/add",
      newUser({ username: "a".repeat(51), lastName: "L".repeat(51), password: "p".repeat(129), phone: "12ab" }),
      tenant.headers,
    );
    expect(fieldMessages(tooLong)).toMatchObject({
      username: "Incorrect name",
      lastName: "Incorrect name",
      password: "Password must be 6 to 128 characters",
      phone: "Invalid phone",
    });
    const blank = await post("/user/add", newUser({ username: "", lastName: "" }), tenant.headers);
    expect(fieldMessages(blank)).toMatchObject({ username: "Required", lastName: "Please enter last name" });
    expect(
      (
        await post(
          "/user/add",
          newUser({ username: "pat.o-k_1", roleIds: [await administratorRoleId(tenant)] }),
          tenant.headers,
        )
      ).status.code,
    ).toBe(0);
  });

  it("keeps user names unique across tenants and phones unique per tenant by area code and digits", async () => {
    const [mine, other] = [await freshTenant(api), await freshTenant(api)];
    const role = await administratorRoleId(mine);
    const taken = await post("/user/add", newUser({ username: other.username, roleIds: [role] }), mine.headers);
    expect(fieldMessages(taken)).toEqual({ username: "User name already exists" });
    const first = await post("/user/add", newUser({ phone: "212-555-0199", roleIds: [role] }), mine.headers);
    expect(first.status.code).toBe(0);
    const same = await post("/user/add", newUser({ phone: "2125550199", roleIds: [role] }), mine.headers);
    expect(fieldMessages(same)).toEqual({ phone: "Phone already exists" });
    expect(
      (await post("/user/add", newUser({ phoneCode: "+44", phone: "2125550199", roleIds: [role] }), mine.headers))
        .status.code,
    ).toBe(0);
    const otherRole = await administratorRoleId(other);
    expect(
      (await post("/user/add", newUser({ phone: "2125550199", roleIds: [otherRole] }), other.headers)).status.code,
    ).toBe(0);
    // Editing a user keeps their own phone; taking another's is refused.
    const { id, version } = first.result;
    expect(
      (await post("/user/edit", { ...newUser(), id, version, phone: "212.555.0199" }, mine.headers)).status.code,
    ).toBe(0);
    const second = await post("/user/add", newUser({ phone: "212-555-0142", roleIds: [role] }), mine.headers);
    const clash = await post(
      "/user/edit",
      { ...newUser(), id: second.result.id, version: 1, phone: "212-555-0199" },
      mine.headers,
    );
    expect(fieldMessages(clash)).toEqual({ phone: "Phone already exists" });
  });

  it("takes a passphrase of 64 characters and more, up to 128, for a new user who then logs in with it (issue 61)", async () => {
    const tenant = await freshTenant(api);
    const sales = await roleWith(api, tenant.headers, "Sales", [page("order_list")]);
    const passphrase = "correct horse battery staple, then a long way home ".repeat(3).slice(0, 128);
    const username = uniqueName("long");
    const added = await post(
      "/user/add",
      newUser({ username, password: passphrase, roleIds: [sales.id] }),
      tenant.headers,
    );
    expect(added.status.code).toBe(0);
    expect(await loginCode(username, passphrase)).toBe(0);
    expect(await loginCode(username, passphrase.slice(0, 12))).not.toBe(0);
  });

  it("checks the reset password's length and that assigning names at least one role", async () => {
    const tenant = await freshTenant(api);
    const user = await userWith(api, tenant.headers, [await administratorRoleId(tenant)]);
    const reset = await post("/user/password/reset", { id: user.id, newPassword: "12345" }, tenant.headers);
    expect(fieldMessages(reset)).toEqual({ newPassword: "Password must be 6 to 128 characters" });
    const none = await post("/user/assign/roles", { id: tenant.userId, version: 1, roleIds: [] }, tenant.headers);
    expect(fieldMessages(none)).toEqual({ roleIds: "Select at least one role" });
  });
});

describe("users: safety rules", () => {
  it("refuses forbidding or deleting oneself", async () => {
    const tenant = await freshTenant(api);
    const forbid = await post("/user/edit", edit(tenant.userId, 1, { status: "forbidden" }), tenant.headers);
    expect(fieldMessages(forbid)).toEqual({ status: "You cannot forbid or delete your own account" });
    const remove = await post("/user/delete", { id: tenant.userId, version: 1 }, tenant.headers);
    expect(fieldMessages(remove)).toEqual({ id: "You cannot forbid or delete your own account" });
    expect(await sessionAlive(tenant.headers)).toBe(0);
  });

  it("refuses removing one's own user or role management through one's roles", async () => {
    const tenant = await freshTenant(api);
    const users = await roleWith(api, tenant.headers, "Users only", USER_MANAGEMENT);
    const refused = await post(
      "/user/assign/roles",
      { id: tenant.userId, version: 1, roleIds: [users.id] },
      tenant.headers,
    );
    expect(fieldMessages(refused)).toEqual({ roleIds: "You cannot remove your own user or role management" });
    expect(
      (await findUser(tenant.userId, tenant.headers)).result.roles.map((role: { name: string }) => role.name),
    ).toEqual(["Administrator"]);
  });

  it("acts on nobody who holds more: a user manager cannot forbid, delete, demote or reset the administrator", async () => {
    const tenant = await freshTenant(api);
    const users = await roleWith(api, tenant.headers, "User manager", USER_MANAGEMENT);
    const manager = await userWith(api, tenant.headers, [users.id]);
    const message = "You cannot change a user who holds permissions you do not hold";

    const forbid = await post("/user/edit", edit(tenant.userId, 1, { status: "forbidden" }), manager.headers);
    expect(fieldMessages(forbid)).toEqual({ id: message });
    const remove = await post("/user/delete", { id: tenant.userId, version: 1 }, manager.headers);
    expect(fieldMessages(remove)).toEqual({ id: message });
    const demote = await post(
      "/user/assign/roles",
      { id: tenant.userId, version: 1, roleIds: [users.id] },
      manager.headers,
    );
    expect(fieldMessages(demote)).toEqual({ id: message });
    const takeover = await post(
      "/user/password/reset",
      { id: tenant.userId, newPassword: "pwned123" },
      manager.headers,
    );
    expect(fieldMessages(takeover)).toEqual({ id: message });
    expect(await loginCode(tenant.username, "pwned123")).toBe(21001);
    // Nothing changed: the administrator still works and holds the Administrator role.
    expect(await sessionAlive(tenant.headers)).toBe(0);
    expect((await findUser(tenant.userId, tenant.headers)).result).toMatchObject({
      status: "active",
      version: 1,
      mustChangePassword: false,
    });
    // A peer holding no more than the manager is theirs to reset.
    const peer = await userWith(api, tenant.headers, [users.id]);
    expect(
      (await post("/user/password/reset", { id: peer.id, newPassword: "fresh123" }, manager.headers)).status.code,
    ).toBe(0);

    // With a second manager the first may go.
    const everyone = await administratorRoleId(tenant);
    const second = await userWith(api, tenant.headers, [everyone]);
    expect(
      (await post("/user/edit", edit(tenant.userId, 1, { status: "forbidden" }), second.headers)).status.code,
    ).toBe(0);
  });

  it("keeps a manager when every manager forbids the next one at the same time", async () => {
    const tenant = await freshTenant(api);
    const everyone = await administratorRoleId(tenant);
    const others = await Promise.all([1, 2, 3].map(() => userWith(api, tenant.headers, [everyone])));
    const managers = [{ id: tenant.userId, version: 1, headers: tenant.headers }, ...others];
    const answers = await Promise.all(
      managers.map((manager, index) => {
        const next = managers[(index + 1) % managers.length]!;
        return post("/user/edit", edit(next.id, next.version, { status: "forbidden" }), manager.headers);
      }),
    );
    const codes = answers.map((answer) => answer.status.code);
    // A loser is refused by the rule, or, when its turn comes after its own forbidding, its session has ended.
    for (const code of codes) expect([0, 20001, 21430]).toContain(code);
    const survivor = managers.find((_, index) => codes[(index + managers.length - 1) % managers.length] !== 0)!;
    const active = await post("/user/list", { pageNum: 1, pageSize: 10, status: "active" }, survivor.headers);
    expect(active.result.total).toBeGreaterThanOrEqual(1);
    expect(codes.filter((code) => code === 0).length).toBe(managers.length - active.result.total);
  });

  it("grants only what the acting user holds: roles to anyone, on add and on assignment", async () => {
    const tenant = await freshTenant(api);
    const users = await roleWith(api, tenant.headers, "User manager", [...USER_MANAGEMENT, page("role_list")]);
    const sales = await roleWith(api, tenant.headers, "Sales", [page("order_list")]);
    const manager = await userWith(api, tenant.headers, [users.id]);
    const everyone = await administratorRoleId(tenant);
    const message = "You can only grant permissions you hold yourself";

    expect(fieldMessages(await post("/user/add", newUser({ roleIds: [everyone] }), manager.headers))).toEqual({
      roleIds: message,
    });
    expect(fieldMessages(await post("/user/add", newUser({ roleIds: [sales.id] }), manager.headers))).toEqual({
      roleIds: message,
    });
    const peer = await post("/user/add", newUser({ roleIds: [users.id] }), manager.headers);
    expect(peer.status.code).toBe(0);
    const raise = await post(
      "/user/assign/roles",
      { id: peer.result.id, version: 1, roleIds: [users.id, everyone] },
      manager.headers,
    );
    expect(fieldMessages(raise)).toEqual({ roleIds: message });
    // A role the user already holds is no grant: the manager may reassign a peer's roles.
    expect(
      (await post("/user/assign/roles", { id: peer.result.id, version: 1, roleIds: [users.id] }, manager.headers))
        .status.code,
    ).toBe(0);
    // A user who holds more than the manager (a sales role besides) is not the manager's to change at all.
    const mixed = await userWith(api, tenant.headers, [users.id, sales.id]);
    expect(
      fieldMessages(
        await post("/user/assign/roles", { id: mixed.id, version: 1, roleIds: [users.id] }, manager.headers),
      ),
    ).toEqual({ id: "You cannot change a user who holds permissions you do not hold" });
  });

  it("resets no one's own password: that is a change with the current one", async () => {
    const tenant = await freshTenant(api);
    const own = await post("/user/password/reset", { id: tenant.userId, newPassword: "pwned123" }, tenant.headers);
    expect(fieldMessages(own)).toEqual({ id: "Change your own password with your current password" });
    expect(await loginCode(tenant.username, "pwned123")).toBe(21001);
    expect(await sessionAlive(tenant.headers)).toBe(0);
  });
});

describe("users: effects on sessions", () => {
  it("ends a forbidden user's sessions at once (21430) and refuses their login (21199); active again, they log in", async () => {
    const tenant = await freshTenant(api);
    const user = await userWith(api, tenant.headers, [await administratorRoleId(tenant)]);
    expect(await sessionAlive(user.headers)).toBe(0);
    const forbidden = await post("/user/edit", edit(user.id, 1, { status: "forbidden" }), tenant.headers);
    expect(forbidden.result.status).toBe("forbidden");
    expect(await sessionAlive(user.headers)).toBe(21430);
    expect(await loginCode(user.username, user.password)).toBe(21199);
    expect((await post("/user/edit", edit(user.id, 2, { status: "active" }), tenant.headers)).status.code).toBe(0);
    expect(await loginCode(user.username, user.password)).toBe(0);
  });

  it("ends a deleted user's sessions (21430) and their login is unknown (21001)", async () => {
    const tenant = await freshTenant(api);
    const user = await userWith(api, tenant.headers, [await administratorRoleId(tenant)]);
    expect((await post("/user/delete", { id: user.id, version: 1 }, tenant.headers)).status.code).toBe(0);
    expect(await sessionAlive(user.headers)).toBe(21430);
    expect(await loginCode(user.username, user.password)).toBe(21001);
  });

  it("resets a password: sessions end, the new one logs in with mustChangePassword until the user changes it", async () => {
    const tenant = await freshTenant(api);
    const user = await userWith(api, tenant.headers, [await administratorRoleId(tenant)]);
    expect(user.result.mustChangePassword).toBe(false);
    expect(
      (await post("/user/password/reset", { id: user.id, newPassword: "given123" }, tenant.headers)).status.code,
    ).toBe(0);
    expect(await sessionAlive(user.headers)).toBe(21430);
    expect(await loginCode(user.username, user.password)).toBe(21001);
    const { result, headers } = await api.login(user.username, "given123");
    expect(result.mustChangePassword).toBe(true);
    expect((await findUser(user.id, tenant.headers)).result.mustChangePassword).toBe(true);
    // Until the change, the session may read who it is and change the password, nothing else (21428).
    expect(await sessionAlive(headers)).toBe(0);
    expect((await post("/user/list", { pageNum: 1, pageSize: 10 }, headers)).status.code).toBe(21428);
    expect((await api.get("/dictionary/items", { dictId: 1 }, headers)).status.code).toBe(21428);
    const changed = await post(
      "/vendor/account/change/password",
      { password: "given123", newPassword: "mine1234" },
      headers,
    );
    expect(changed.status.code).toBe(0);
    const after = await api.login(user.username, "mine1234");
    expect(after.result.mustChangePassword).toBe(false);
    expect((await post("/user/list", { pageNum: 1, pageSize: 10 }, after.headers)).status.code).toBe(0);
  });
});
