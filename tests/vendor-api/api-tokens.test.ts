/**
 * Integrators' API tokens (docs/system-contract.md section 11), attacked as an integrator or a colleague would: the
 * secret shown once and kept only hashed, roles within the creator's permissions, a token refused what only a person
 * may do, another tenant's token out of reach, revoked and expired tokens refused at once, writes named after the
 * token in the audit trail.
 */
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiTokens, auditEntries, users } from "../../vendor-api/src/db/schema";
import { sha256 } from "../../vendor-api/src/security/tokens";
import { startTestApi, type SessionHeaders, type TestApi } from "./support/api";
import { cmd, freshTenant, page, roleWith, uniqueName, userWith, type FreshTenant } from "./support/tenants";

let api: TestApi;
let tenant: FreshTenant;
/** Receivers: the page and adding one (an audited write). */
let receiverRoleId: number;
let orderRoleId: number;
/** A user who manages tokens and holds the receivers' role, but not the orders'. */
let creator: SessionHeaders;

beforeAll(async () => {
  api = await startTestApi();
  tenant = await freshTenant(api);
  receiverRoleId = (await roleWith(api, tenant.headers, "Receivers", [page("system_email"), cmd("/system/email/add")]))
    .id;
  orderRoleId = (await roleWith(api, tenant.headers, "Orders", [page("order_list")])).id;
  const tokens = await roleWith(api, tenant.headers, "Tokens", [
    page("api_tokens"),
    cmd("/api-token/add"),
    cmd("/api-token/revoke"),
  ]);
  creator = (await userWith(api, tenant.headers, [tokens.id, receiverRoleId])).headers;
});
afterAll(() => api?.close());

async function createToken(headers: SessionHeaders, input: Record<string, unknown>) {
  const answer = await api.post("/api-token/add", input, headers);
  expect(answer.status, JSON.stringify(answer.status)).toMatchObject({ code: 0 });
  return answer.result as { token: string; apiToken: { id: number; prefix: string; name: string } };
}

/** The headers an integrator sends: the token as operatorToken, the tenant the token's session call names. */
async function tokenHeaders(token: string): Promise<SessionHeaders> {
  const described = await api.post("/vendor/api-token/session", { token });
  expect(described.status.code, JSON.stringify(described.status)).toBe(0);
  return { operatortoken: token, tid: String(described.result.tenantId) };
}

describe("creating a token", () => {
  it("answers the secret once, with its prefix, and keeps only its hash", async () => {
    const { token, apiToken } = await createToken(creator, { name: "Booking site", roleIds: [receiverRoleId] });
    expect(token).toMatch(/^vct_[A-Za-z0-9_-]{43}$/);
    expect(apiToken.prefix).toBe(token.slice(0, 12));

    const [row] = await api.db.select().from(apiTokens).where(eq(apiTokens.id, apiToken.id));
    expect(row.tokenHash).toBe(sha256(token));
    expect(JSON.stringify(row)).not.toContain(token.slice(12));

    const listed = await api.post("/api-token/list", { pageNum: 1, pageSize: 50 }, creator);
    expect(listed.result.list[0]).toMatchObject({
      id: apiToken.id,
      name: "Booking site",
      prefix: apiToken.prefix,
      roles: [{ id: receiverRoleId, name: "Receivers" }],
      createdBy: expect.any(String),
      expiresAt: null,
      lastUsedAt: null,
    });
    expect(JSON.stringify(listed)).not.toContain(token.slice(12));
    const trail = await api.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.area, "apiToken"), eq(auditEntries.targetId, apiToken.id)));
    expect(trail.map((entry) => [entry.area, entry.action])).toContainEqual(["apiToken", "add"]);
    expect(JSON.stringify(trail)).not.toContain(token.slice(12));
  });

  it("refuses roles holding a permission the creator lacks, a name missing and an expiry in the past", async () => {
    const offered = await api.get("/api-token/roles", {}, creator);
    expect(offered.result.map((role: { name: string }) => role.name)).toEqual(["Receivers", "Tokens"]);
    const beyond = await api.post("/api-token/add", { name: "Orders", roleIds: [orderRoleId] }, creator);
    expect(beyond.status).toMatchObject({ code: 20001, key: "access.grantOwnOnly" });
    const bad = await api.post(
      "/api-token/add",
      { name: " ", roleIds: [], expiresAt: new Date(Date.now() - 60_000).toISOString() },
      creator,
    );
    expect(bad.status.code).toBe(20001);
    expect(bad.result.fields.map((field: { field: string; rule: string }) => [field.field, field.rule])).toEqual([
      ["name", "required"],
      ["roleIds", "user.rolesRequired"],
      ["expiresAt", "apiToken.expiryPast"],
    ]);
    const other = await freshTenant(api);
    const foreignRole = await roleWith(api, other.headers, "Theirs", [page("system_email")]);
    const foreign = await api.post("/api-token/add", { name: "X", roleIds: [foreignRole.id] }, creator);
    expect(foreign.status).toMatchObject({ code: 20001 });
  });
});

describe("calling with a token", () => {
  it("grants what its roles hold, not what its creator holds, and records its last use", async () => {
    const { token, apiToken } = await createToken(creator, { name: "Receivers only", roleIds: [receiverRoleId] });
    const headers = await tokenHeaders(token);
    expect((await api.post("/system/email/list", { pageNum: 1, pageSize: 10 }, headers)).status.code).toBe(0);
    // Its creator may list tokens; the token itself holds no such role.
    expect((await api.post("/role/list", { pageNum: 1, pageSize: 10 }, headers)).status.code).toBe(21403);
    const permissions = await api.post("/vendor/account/permission/load", undefined, headers);
    expect(permissions.result.map((entry: { url: string }) => entry.url).sort()).toEqual([
      "/system/email/add",
      "system_email",
    ]);
    const [row] = await api.db.select().from(apiTokens).where(eq(apiTokens.id, apiToken.id));
    expect(row.lastUsedAt).toBeInstanceOf(Date);
    expect(row.lastUsedAddress).toBe("127.0.0.1");
  });

  it("is named as the actor of its writes in the audit trail", async () => {
    const { token, apiToken } = await createToken(creator, { name: "Desk sync", roleIds: [receiverRoleId] });
    const headers = await tokenHeaders(token);
    const added = await api.post(
      "/system/email/add",
      { email: "sync@a.example", contactName: "Sync", type: "refund" },
      headers,
    );
    expect(added.status.code).toBe(0);
    const [entry] = await api.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.area, "receiver"), eq(auditEntries.targetId, added.result.id)));
    expect(entry.actor).toBe(`API token Desk sync (${apiToken.prefix}…)`);
  });

  it("cannot sign out, change a password, manage tokens, second factors, users or roles", async () => {
    const { token } = await createToken(tenant.headers, { name: "Everything", roleIds: [receiverRoleId, orderRoleId] });
    const admin = await createToken(tenant.headers, {
      name: "Admin",
      roleIds: [(await api.post("/role/list", { pageNum: 1, pageSize: 50 }, tenant.headers)).result.list[0].id],
    });
    for (const secret of [token, admin.token]) {
      const headers = await tokenHeaders(secret);
      for (const [path, body] of [
        ["/vendor/account/change/password", { password: "x", newPassword: "secret99" }],
        ["/vendor/account/logout", undefined],
        ["/vendor/account/two-factor/enrol", undefined],
        ["/api-token/add", { name: "Child", roleIds: [receiverRoleId] }],
        ["/api-token/list", { pageNum: 1, pageSize: 10 }],
        ["/api-token/revoke", { id: 1 }],
        [
          "/user/add",
          {
            username: "tokenmade",
            firstName: "A",
            lastName: "B",
            password: "secret12",
            status: "active",
            roleIds: [receiverRoleId],
          },
        ],
        ["/role/add", { name: "Token role" }],
      ] as const) {
        const answer = await api.post(path, body, headers);
        expect([path, answer.status.code]).toEqual([path, 21405]);
      }
    }
    // A token is not a password.
    const login = await api.post("/vendor/account/login", { username: tenant.username, password: token });
    expect(login.status.code).toBe(21001);
  });
});

describe("a token and its creator (issue 57)", () => {
  /** A user who makes tokens and holds the receivers' and the orders' roles, with a token holding both. */
  async function creatorWithToken(names: string[] = ["Both"]) {
    const tokens = await roleWith(api, tenant.headers, uniqueName("Tokens"), [
      page("api_tokens"),
      cmd("/api-token/add"),
    ]);
    const user = await userWith(api, tenant.headers, [tokens.id, receiverRoleId, orderRoleId]);
    const made = [];
    for (const name of names)
      made.push(await createToken(user.headers, { name, roleIds: [receiverRoleId, orderRoleId] }));
    return { user, tokensRoleId: tokens.id, made };
  }

  const receivers = (headers: SessionHeaders) => api.post("/system/email/list", { pageNum: 1, pageSize: 10 }, headers);
  const orders = (headers: SessionHeaders) => api.post("/order/list", { pageNum: 1, pageSize: 10 }, headers);

  it("acts with at most what its creator holds now: narrowing the creator narrows the token at once", async () => {
    const { user, tokensRoleId, made } = await creatorWithToken();
    const headers = await tokenHeaders(made[0].token);
    expect((await receivers(headers)).status.code).toBe(0);
    expect((await orders(headers)).status.code).toBe(0);

    const narrowed = await api.post(
      "/user/assign/roles",
      { id: user.id, version: user.version, roleIds: [tokensRoleId, orderRoleId] },
      tenant.headers,
    );
    expect(narrowed.status.code).toBe(0);
    expect((await receivers(headers)).status.code).toBe(21403);
    expect((await orders(headers)).status.code).toBe(0);
    const loaded = await api.post("/vendor/account/permission/load", undefined, headers);
    expect(loaded.result.map((entry: { url: string }) => entry.url)).toEqual(["order_list"]);

    // Given back to the creator, it is the token's again: the token's roles did not change.
    await api.post(
      "/user/assign/roles",
      { id: user.id, version: narrowed.result.version, roleIds: [tokensRoleId, receiverRoleId, orderRoleId] },
      tenant.headers,
    );
    expect((await receivers(headers)).status.code).toBe(0);
  });

  it("forbidding the creator revokes their tokens in the same change, one audit entry each", async () => {
    const { user, made } = await creatorWithToken(["First", "Second"]);
    const headers = await Promise.all(made.map((entry) => tokenHeaders(entry.token)));
    const forbidden = await api.post(
      "/user/edit",
      { id: user.id, version: user.version, firstName: "Pat", lastName: "Lee", status: "forbidden" },
      tenant.headers,
    );
    expect(forbidden.status.code, JSON.stringify(forbidden.status)).toBe(0);
    for (const tokenHeader of headers) expect((await receivers(tokenHeader)).status.code).toBe(21430);
    for (const { token } of made)
      expect((await api.post("/vendor/api-token/session", { token })).status.code).toBe(21430);
    const ids = made.map((entry) => entry.apiToken.id);
    const trail = await api.db
      .select()
      .from(auditEntries)
      .where(
        and(eq(auditEntries.area, "apiToken"), eq(auditEntries.action, "revoke"), inArray(auditEntries.targetId, ids)),
      );
    expect(trail.map((entry) => [entry.targetId, entry.actor]).sort()).toEqual(
      ids.map((id) => [id, tenant.username]).sort(),
    );
    // Active again, the user has their sessions to open again, not their tokens.
    await api.post(
      "/user/edit",
      { id: user.id, version: forbidden.result.version, firstName: "Pat", lastName: "Lee", status: "active" },
      tenant.headers,
    );
    expect((await receivers(headers[0])).status.code).toBe(21430);
  });

  it("deleting the creator revokes their tokens, audited; the revoked rows stay", async () => {
    const { user, made } = await creatorWithToken();
    const headers = await tokenHeaders(made[0].token);
    expect((await api.post("/user/delete", { id: user.id, version: user.version }, tenant.headers)).status.code).toBe(
      0,
    );
    expect((await receivers(headers)).status.code).toBe(21430);
    const [row] = await api.db.select().from(apiTokens).where(eq(apiTokens.id, made[0].apiToken.id));
    expect(row.revokedAt).toBeInstanceOf(Date);
    const trail = await api.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.area, "apiToken"), eq(auditEntries.targetId, made[0].apiToken.id)));
    expect(trail.map((entry) => entry.action)).toContain("revoke");
  });

  it("is refused while its creator is not an active user, however the user was changed", async () => {
    const { user, made } = await creatorWithToken();
    const headers = await tokenHeaders(made[0].token);
    await api.db.update(users).set({ status: "forbidden" }).where(eq(users.id, user.id));
    expect((await receivers(headers)).status.code).toBe(21430);
    await api.db.update(users).set({ status: "active" }).where(eq(users.id, user.id));
    expect((await receivers(headers)).status.code).toBe(0);
  });
});

describe("revoking and expiry", () => {
  it("refuses a revoked token on its next call, and another tenant cannot revoke it", async () => {
    const { token, apiToken } = await createToken(creator, { name: "Short lived", roleIds: [receiverRoleId] });
    const headers = await tokenHeaders(token);
    const other = await freshTenant(api);
    const foreign = await api.post("/api-token/revoke", { id: apiToken.id }, other.headers);
    expect(foreign.status.code).toBe(20404);
    expect((await api.post("/system/email/list", { pageNum: 1, pageSize: 10 }, headers)).status.code).toBe(0);

    expect((await api.post("/api-token/revoke", { id: apiToken.id }, creator)).status.code).toBe(0);
    expect((await api.post("/system/email/list", { pageNum: 1, pageSize: 10 }, headers)).status.code).toBe(21430);
    expect((await api.post("/vendor/api-token/session", { token })).status.code).toBe(21430);
    expect((await api.post("/api-token/revoke", { id: apiToken.id }, creator)).status.code).toBe(20404);
    const listed = await api.post("/api-token/list", { pageNum: 1, pageSize: 50 }, creator);
    expect(listed.result.list.map((entry: { id: number }) => entry.id)).not.toContain(apiToken.id);
  });

  it("names a token in the audit trail by its name and prefix, so two tokens of one name are told apart (issue 61)", async () => {
    const first = await createToken(creator, { name: "Twin site", roleIds: [receiverRoleId] });
    const second = await createToken(creator, { name: "Twin site", roleIds: [receiverRoleId] });
    expect((await api.post("/api-token/revoke", { id: second.apiToken.id }, creator)).status.code).toBe(0);
    const trail = await api.db
      .select()
      .from(auditEntries)
      .where(
        and(eq(auditEntries.area, "apiToken"), inArray(auditEntries.targetId, [first.apiToken.id, second.apiToken.id])),
      );
    expect(trail.map((entry) => [entry.action, entry.targetName]).sort()).toEqual(
      [
        ["add", `Twin site (${first.apiToken.prefix}…)`],
        ["add", `Twin site (${second.apiToken.prefix}…)`],
        ["revoke", `Twin site (${second.apiToken.prefix}…)`],
      ].sort(),
    );
  });

  it("is revoked only by someone holding every permission of the token's roles", async () => {
    const { token, apiToken } = await createToken(creator, { name: "Receivers' token", roleIds: [receiverRoleId] });
    const tokens = await roleWith(api, tenant.headers, "Revoker", [page("api_tokens"), cmd("/api-token/revoke")]);
    const lesser = (await userWith(api, tenant.headers, [tokens.id])).headers;
    const refused = await api.post("/api-token/revoke", { id: apiToken.id }, lesser);
    expect(refused.status.code).toBe(20001);
    expect(JSON.stringify(refused)).toContain("access.actOnHigher");
    // Nothing changed: the token still works and is still listed.
    expect((await api.post("/vendor/api-token/session", { token })).status.code).toBe(0);
    expect((await api.post("/api-token/revoke", { id: apiToken.id }, creator)).status.code).toBe(0);
  });

  it("refuses a token once it has expired", async () => {
    const { token } = await createToken(creator, {
      name: "Until tomorrow",
      roleIds: [receiverRoleId],
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    const headers = await tokenHeaders(token);
    expect((await api.post("/system/email/list", { pageNum: 1, pageSize: 10 }, headers)).status.code).toBe(0);
    api.clock.advance(86_400_000 + 1000);
    expect((await api.post("/system/email/list", { pageNum: 1, pageSize: 10 }, headers)).status.code).toBe(21430);
  });
});
