import { eq } from "drizzle-orm";
import { PERMISSION_CATALOGUE } from "#rules";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { permissions, users } from "../../vendor-api/src/db/schema";
import type { Permission } from "../../vendor-api/src/modules/account/schemas";
import { hashPassword } from "../../vendor-api/src/security/passwords";
import { ADMIN_KEY, fieldMessages, startTestApi, type TestApi } from "./support/api";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  await api.db.insert(users).values({
    tenantId: 1002,
    username: "blocked",
    passwordHash: await hashPassword("blocked123"),
    status: "forbidden",
  });
});
afterAll(() => api?.close());

const issueAuthCode = (userName: string, adminKey = ADMIN_KEY) =>
  api.post("/admin/auth-code", { userName }, { "x-admin-key": adminKey });

describe("login with user name and password", () => {
  it("answers the session and the tenant", async () => {
    const { result } = await api.login("admin", "admin123");
    expect(result).toMatchObject({
      tenantId: 1001,
      originalTenantId: 1001,
      username: "admin",
      id: 1,
      tenantInitialized: true,
      channelId: 1,
      timeZone: "America/New_York",
      tenant: {
        tid: 1001,
        name: "Demo Tours",
        domain: "demo-tours.example.com",
        timeZone: "America/New_York",
        timeZoneId: 101,
      },
    });
    expect(Buffer.from(result.operatorToken, "base64url").length).toBeGreaterThanOrEqual(32);
    expect(new Date(result.expiresAt).getTime() - Date.now()).toBeGreaterThan(719 * 60_000);
  });

  it("answers 21001 alike for a wrong password and an unknown user", async () => {
    const wrongPassword = await api.post("/vendor/account/login", { username: "admin", password: "nope123" });
    const unknownUser = await api.post("/vendor/account/login", { username: "nobody", password: "nope123" });
    expect(wrongPassword).toEqual({
      status: { code: 21001, msg: "Incorrect user name or password", key: "account.wrongCredentials" },
      result: null,
    });
    expect(unknownUser).toEqual(wrongPassword);
  });

  it("answers 21199 for a forbidden account with the right password", async () => {
    const envelope = await api.post("/vendor/account/login", { username: "blocked", password: "blocked123" });
    expect(envelope.status).toEqual({
      code: 21199,
      msg: "The account has been disabled, please contact the administrator",
      key: "account.disabled",
    });
  });

  it("answers the fresh tenant uninitialized and without a domain", async () => {
    const { result } = await api.login("newvendor", "vendor123");
    expect(result).toMatchObject({
      tenantId: 1002,
      tenantInitialized: false,
      channelId: 3,
      timeZone: "America/Chicago",
    });
    expect(result.tenant.domain).toBeNull();
  });
});

describe("login with an auth code", () => {
  it("logs in once with a code from the operator endpoint", async () => {
    const issued = await issueAuthCode("agent");
    expect(issued.status.code).toBe(0);
    expect(issued.result.userName).toBe("agent");
    const first = await api.post("/vendor/account/auth/login", { authCode: issued.result.authCode, userName: "agent" });
    expect(first.status.code).toBe(0);
    expect(first.result).toMatchObject({ username: "agent", tenantId: 1001 });
    const again = await api.post("/vendor/account/auth/login", { authCode: issued.result.authCode, userName: "agent" });
    expect(again.status).toEqual({ code: 21002, msg: "Invalid or expired auth code", key: "account.invalidAuthCode" });
  });

  it("refuses a code for another user, an unknown code and an expired code", async () => {
    const issued = await issueAuthCode("agent");
    expect(
      (await api.post("/vendor/account/auth/login", { authCode: issued.result.authCode, userName: "admin" })).status
        .code,
    ).toBe(21002);
    expect((await api.post("/vendor/account/auth/login", { authCode: "made-up", userName: "agent" })).status.code).toBe(
      21002,
    );
    expect(new Date(issued.result.expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(60_000);
    api.clock.advance(61_000);
    expect(
      (await api.post("/vendor/account/auth/login", { authCode: issued.result.authCode, userName: "agent" })).status
        .code,
    ).toBe(21002);
  });

  it("guards the operator endpoints with the admin key", async () => {
    expect((await issueAuthCode("agent", "wrong-key")).status.code).toBe(21430);
    expect((await api.post("/admin/auth-code", { userName: "agent" })).status.code).toBe(21430);
    expect((await issueAuthCode("nobody")).status.code).toBe(20404);
  });
});

describe("the session token", () => {
  it("is checked on every call: missing or unknown 21430, wrong tid 21434, foreign channel 30046", async () => {
    const { headers } = await api.login("admin", "admin123");
    expect((await api.get("/configuration/findtenant", {}, headers)).status.code).toBe(0);
    expect((await api.get("/configuration/findtenant", {}, { ...headers, operatortoken: "forged" })).status.code).toBe(
      21430,
    );
    expect((await api.get("/configuration/findtenant", {}, { ...headers, tid: "1003" })).status).toEqual({
      code: 21434,
      msg: "Tenant does not match the session, please login again",
      key: "session.tenantMismatch",
    });
    const { tid: _tid, ...withoutTid } = headers;
    expect((await api.get("/configuration/findtenant", {}, withoutTid)).status.code).toBe(21434);
    expect((await api.get("/configuration/findtenant", {}, { ...headers, channelid: "5" })).status).toEqual({
      code: 30046,
      msg: "Channel not found",
      key: "channel.notFound",
    });
    expect((await api.get("/configuration/findtenant", {}, { ...headers, channelid: "2" })).status.code).toBe(0);
    const { channelid: _channel, ...withoutChannel } = headers;
    expect((await api.get("/configuration/findtenant", {}, withoutChannel)).status.code).toBe(0);
  });

  it("stops working after logout", async () => {
    const { headers } = await api.login("admin", "admin123");
    expect((await api.post("/vendor/account/logout", undefined, headers)).status.code).toBe(0);
    expect((await api.get("/configuration/findtenant", {}, headers)).status.code).toBe(21430);
  });

  it("expires after the session time to live", async () => {
    const { headers } = await api.login("admin", "admin123");
    api.clock.advance(721 * 60_000);
    expect((await api.get("/configuration/findtenant", {}, headers)).status.code).toBe(21430);
  });

  it("is ended by the operator endpoint for every session of a user", async () => {
    const first = await api.login("other", "other123");
    const second = await api.login("other", "other123");
    const revoked = await api.post("/admin/sessions/revoke", { userName: "other" }, { "x-admin-key": ADMIN_KEY });
    expect(revoked.result.revoked).toBeGreaterThanOrEqual(2);
    expect((await api.get("/configuration/findtenant", {}, first.headers)).status.code).toBe(21430);
    expect((await api.get("/configuration/findtenant", {}, second.headers)).status.code).toBe(21430);
  });

  it("of a user disabled after login answers 21199", async () => {
    const { headers } = await api.login("newvendor", "vendor123");
    await api.db.update(users).set({ status: "forbidden" }).where(eq(users.username, "newvendor"));
    try {
      expect((await api.get("/configuration/findtenant", {}, headers)).status.code).toBe(21199);
    } finally {
      await api.db.update(users).set({ status: "active" }).where(eq(users.username, "newvendor"));
    }
  });
});

describe("permissions", () => {
  it("give the administrator every page and action", async () => {
    const { headers } = await api.login("admin", "admin123");
    const { result } = await api.post("/vendor/account/permission/load", undefined, headers);
    const pages = result.filter((entry: Permission) => entry.type === "page").map((entry: Permission) => entry.url);
    // Every page of the catalogue, each once: a page added to the catalogue reaches the administrator.
    const catalogued = PERMISSION_CATALOGUE.filter((entry) => entry.type === "page").map((entry) => entry.url);
    expect([...pages].sort()).toEqual([...catalogued].sort());
    expect(pages).toEqual(expect.arrayContaining(["company_info", "api_tokens", "webhooks", "check_in", "calendar"]));
    expect(result).toContainEqual({ type: "page", name: "Company Information", url: "company_info" });
    expect(result.some((entry: Permission) => entry.type === "cmd" && entry.url === "/trip/deactivate")).toBe(true);
  });

  it("give the sales agent only the sales pages and sales actions", async () => {
    const { headers } = await api.login("agent", "agent123");
    const { result } = await api.post("/vendor/account/permission/load", undefined, headers);
    expect(result.filter((entry: Permission) => entry.type === "page").map((entry: Permission) => entry.url)).toEqual([
      "order_list",
      "order_detail",
      "order_add",
      "refund_order_list",
      "refund_order_detail",
      "transaction_list",
      "transaction_detail",
    ]);
    const commands = result.filter((entry: Permission) => entry.type === "cmd").map((entry: Permission) => entry.url);
    expect(commands).toEqual(
      expect.arrayContaining(["/refund/add", "/refund/reject", "/refund/complete", "/order/book"]),
    );
    expect(commands).not.toContain("/trip/add");
  });

  it("reach the administrator for permissions a later release adds, and nobody else", async () => {
    await api.db.insert(permissions).values({
      type: "cmd",
      name: "Dispute a statement",
      url: "/statement/dispute",
      groupKey: "financial",
      sortOrder: 9999,
    });
    const admin = await api.login("admin", "admin123");
    const agent = await api.login("agent", "agent123");
    const urlsOf = async (headers: Record<string, string>) =>
      (await api.post("/vendor/account/permission/load", undefined, headers)).result.map(
        (entry: Permission) => entry.url,
      );
    expect(await urlsOf(admin.headers)).toContain("/statement/dispute");
    expect(await urlsOf(agent.headers)).not.toContain("/statement/dispute");
  });
});

describe("change password", () => {
  it("checks the new password's length and the old password", async () => {
    const { headers } = await api.login("agent", "agent123");
    const change = (password: string, newPassword: string) =>
      api.post("/vendor/account/change/password", { password, newPassword }, headers);
    expect(await change("agent123", "12345")).toEqual({
      status: { code: 20001, msg: "No less than 6 characters", key: "minLength", params: { n: 6 } },
      result: {
        fields: [{ field: "newPassword", rule: "minLength", params: { n: 6 }, message: "No less than 6 characters" }],
      },
    });
    expect(fieldMessages(await change("agent123", "a".repeat(129)))).toEqual({
      newPassword: "No more than 128 characters",
    });
    expect(fieldMessages(await change("", ""))).toEqual({ password: "Required", newPassword: "Required" });
    // The current password typed again is no change; refused before the current password is checked or counted.
    expect((await change("agent123", "agent123")).result).toEqual({
      fields: [
        {
          field: "newPassword",
          rule: "user.samePassword",
          message: "The new password must differ from the current one",
        },
      ],
    });
    expect((await change("wrong-old", "wrong-old")).status.code).toBe(20001);
    expect((await change("wrong-old", "agent456")).status).toEqual({
      code: 21003,
      msg: "Old password is incorrect",
      key: "account.wrongOldPassword",
    });
    expect((await api.get("/configuration/findtenant", {}, headers)).status.code).toBe(0);
  });

  it("ends every session of the user and takes the new password", async () => {
    const first = await api.login("agent", "agent123");
    const second = await api.login("agent", "agent123");
    const changed = await api.post(
      "/vendor/account/change/password",
      { password: "agent123", newPassword: "agent456" },
      first.headers,
    );
    expect(changed).toEqual({ status: { code: 0, msg: "success" }, result: null });
    expect((await api.get("/configuration/findtenant", {}, first.headers)).status.code).toBe(21430);
    expect((await api.get("/configuration/findtenant", {}, second.headers)).status.code).toBe(21430);
    expect((await api.post("/vendor/account/login", { username: "agent", password: "agent123" })).status.code).toBe(
      21001,
    );
    expect((await api.post("/vendor/account/login", { username: "agent", password: "agent456" })).status.code).toBe(0);
  });
});
