/**
 * The gateway against the REAL reference vendor API (in memory), over real HTTP. A counting proxy sits between them
 * to count upstream calls; it forwards everything unchanged.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startGateway } from "../../gateway/src/server";
import { RULE_MESSAGES } from "#rules";
import { SetupProgressDocument } from "../../web/src/gql/graphql";
import { consoleDocument } from "./support/console-documents";
import { fieldMessages, gql, loginAs, LOGIN } from "./support/graphql-client";
import { startCountingProxy, type CountingProxy } from "./support/counting-proxy";
import { startTestVendorApi, type TestVendorApi } from "./support/vendor-api";

let vendorApi: TestVendorApi;
let proxy: CountingProxy;
let gateway: { url: string; close(): Promise<void> };

beforeAll(async () => {
  vendorApi = await startTestVendorApi();
  proxy = await startCountingProxy(vendorApi.url);
  gateway = await startGateway({ port: 0, host: "127.0.0.1", vendorApiUrl: proxy.url, logLevel: "silent" });
});
afterAll(async () => {
  await gateway?.close();
  await proxy?.close();
  await vendorApi?.close();
});

const ME = /* GraphQL */ `
  query Me {
    me {
      user {
        id
        username
        tenantId
        originalTenantId
        channelId
        initialized
        isSuperAdmin
      }
      tenant {
        tid
        name
        timeZone
        timeZoneId
        domain
        websiteUrl
        channels {
          id
          key
        }
      }
      permissions {
        type
        name
        url
      }
      initState {
        companyInfo
        taxInfo
        bankInfo
        vendorPage
        payment
        activity
      }
    }
  }
`;
// The setup progress as the guide and the shell's progress button read it (web/src/layout/setup-progress.ts).
const SETUP_PROGRESS = consoleDocument(SetupProgressDocument);

/** `me` as ME asks it, its initState with the progress the console's own SetupProgress reads. */
async function readMe(token: string) {
  const me = await gql(gateway.url, ME, {}, token);
  const progress = await gql(gateway.url, SETUP_PROGRESS, {}, token);
  const errors = me.errors ?? progress.errors;
  if (!me.data?.me || !progress.data?.me) return { ...me, errors };
  const initState = { ...me.data.me.initState, ...progress.data.me.initState };
  return { ...me, errors, data: { me: { ...me.data.me, initState } } };
}
const STEP_KEYS = ["companyInfo", "taxInfo", "bankInfo", "vendorPage", "payment", "activity"];

describe("login", () => {
  it("logs in with user name and password", async () => {
    const result = await gql(gateway.url, LOGIN, { username: "admin", password: "admin123" });
    expect(result.errors).toBeUndefined();
    const session = result.data!.login;
    expect(session.token).toMatch(/^v1\./);
    expect(Date.parse(session.expiresAt)).toBeGreaterThan(Date.now());
    expect(session.user).toMatchObject({
      username: "admin",
      tenantId: "1001",
      originalTenantId: "1001",
      initialized: true,
      isSuperAdmin: false,
    });
    expect(session.user.channelId).toBeTruthy();
  });

  it("logs in with a one-time auth code, which cannot be used twice", async () => {
    const authCode = await vendorApi.issueAuthCode("agent");
    const mutation =
      "mutation($c: String!, $u: String!) { loginWithAuthCode(authCode: $c, userName: $u) { token user { username } } }";
    const first = await gql(gateway.url, mutation, { c: authCode, u: "agent" });
    expect(first.data?.loginWithAuthCode.user.username).toBe("agent");
    const me = await gql(gateway.url, "{ me { user { username } } }", {}, first.data!.loginWithAuthCode.token);
    expect(me.data).toEqual({ me: { user: { username: "agent" } } });

    const second = await gql(gateway.url, mutation, { c: authCode, u: "agent" });
    expect(second.errors?.[0]).toMatchObject({
      message: "Invalid or expired auth code",
      extensions: { code: "UPSTREAM_ERROR", upstreamCode: 21002, key: "account.invalidAuthCode", params: {} },
    });
  });

  it("refuses a wrong password with the vendor API's message", async () => {
    const result = await gql(gateway.url, LOGIN, { username: "other", password: "wrong-password" });
    expect(result.data ?? null).toBeNull();
    expect(result.errors?.[0]).toMatchObject({
      message: "Incorrect user name or password",
      extensions: { code: "UPSTREAM_ERROR", upstreamCode: 21001, key: "account.wrongCredentials", params: {} },
    });
  });
});

describe("the rules query", () => {
  const RULES = "{ rules { key message params { name description } } }";

  it("lists every rule and refusal key with its English text and params, without a session", async () => {
    const result = await gql<{
      rules: { key: string; message: string; params: { name: string; description: string }[] }[];
    }>(gateway.url, RULES);
    expect(result.errors).toBeUndefined();
    const rules = result.data!.rules;
    expect(rules.map((rule) => rule.key).sort()).toEqual(Object.keys(RULE_MESSAGES).sort());
    expect(rules.find((rule) => rule.key === "maxLength")).toEqual({
      key: "maxLength",
      message: "No more than {n} characters",
      params: [{ name: "n", description: expect.any(String) }],
    });
    expect(rules.find((rule) => rule.key === "required")).toEqual({ key: "required", message: "Required", params: [] });
    expect(rules.find((rule) => rule.key === "refund.illegalTransition")!.params.map((param) => param.name)).toEqual([
      "state",
      "action",
      "allowed",
    ]);
  });
});

describe("me", () => {
  it("describes the admin of Demo Tours", async () => {
    const token = await loginAs(gateway.url, "admin", "admin123");
    const { data, errors } = await readMe(token);
    expect(errors).toBeUndefined();
    expect(data!.me.user).toMatchObject({ username: "admin", tenantId: "1001", initialized: true });
    expect(data!.me.tenant).toMatchObject({
      tid: "1001",
      name: "Demo Tours",
      timeZone: "America/New_York",
      domain: "demo-tours.example.com",
      websiteUrl: "https://demo-tours.example.com",
    });
    expect(data!.me.tenant.channels.map((channel: { key: string }) => channel.key).sort()).toEqual([
      "app",
      "counter",
      "web",
    ]);
    const pages = data!.me.permissions
      .filter((p: { type: string }) => p.type === "PAGE")
      .map((p: { url: string }) => p.url);
    expect(pages).toEqual(
      expect.arrayContaining(["company_info", "trip_list", "order_list", "user_list", "payment", "guide"]),
    );
    expect(data!.me.permissions.some((p: { type: string }) => p.type === "CMD")).toBe(true);
    expect(data!.me.initState).toMatchObject({ initialized: true, completedSteps: 6, totalSteps: 6 });
    expect(data!.me.initState.steps.map((step: { key: string }) => step.key)).toEqual(STEP_KEYS);
  });

  it("gives the agent only the sales pages", async () => {
    const token = await loginAs(gateway.url, "agent", "agent123");
    const { data } = await readMe(token);
    const pages = data!.me.permissions
      .filter((p: { type: string }) => p.type === "PAGE")
      .map((p: { url: string }) => p.url);
    expect(pages.sort()).toEqual(
      [
        "order_add",
        "order_detail",
        "order_list",
        "refund_order_detail",
        "refund_order_list",
        "transaction_detail",
        "transaction_list",
      ].sort(),
    );
  });

  it("shows newvendor's unfinished setup and missing domain", async () => {
    const token = await loginAs(gateway.url, "newvendor", "vendor123");
    const { data } = await readMe(token);
    expect(data!.me.user).toMatchObject({ username: "newvendor", tenantId: "1002", initialized: false });
    expect(data!.me.tenant).toMatchObject({
      tid: "1002",
      name: "Fresh Vendor",
      timeZone: "America/Chicago",
      domain: null,
      websiteUrl: null,
    });
    expect(data!.me.initState.initialized).toBe(false);
    expect(data!.me.initState.totalSteps).toBe(6);
    expect(data!.me.initState.completedSteps).toBe(
      data!.me.initState.steps.filter((step: { done: boolean }) => step.done).length,
    );
    expect(data!.me.initState.steps.map((step: { key: string }) => step.key)).toEqual(STEP_KEYS);
  });

  it("keeps tenants apart", async () => {
    const token = await loginAs(gateway.url, "other", "other123");
    const { data } = await gql(gateway.url, "{ me { tenant { tid name websiteUrl } } }", {}, token);
    expect(data!.me.tenant).toEqual({
      tid: "1003",
      name: "Other Tours",
      websiteUrl: "https://other-tours.example.com",
    });
  });

  it("calls each upstream endpoint at most once per request", async () => {
    const token = await loginAs(gateway.url, "admin", "admin123");
    proxy.reset();
    const { errors } = await gql(
      gateway.url,
      `query { a: me { user { id } initState { initialized } } b: me { tenant { name } permissions { url } user { initialized } } }`,
      {},
      token,
    );
    expect(errors).toBeUndefined();
    for (const path of [
      "/configuration/init/tenant/state",
      "/configuration/findtenant",
      "/tenant/info",
      "/vendor/account/permission/load",
    ]) {
      expect(proxy.count(path), path).toBe(1);
    }
    expect(proxy.calls.every((call) => /^\d+$/.test(call.query.get("timestamp") ?? ""))).toBe(true);
    expect(proxy.calls.find((call) => call.path === "/tenant/info")?.query.get("tid")).toBe("1001");
  });
});

describe("sessions", () => {
  const ME_NAME = "{ me { user { username } } }";

  it("refuses missing, malformed and tampered tokens, but still answers public fields", async () => {
    const token = await loginAs(gateway.url, "admin", "admin123");
    const tampered = token.slice(0, 10) + (token[10] === "A" ? "B" : "A") + token.slice(11);
    for (const bad of [undefined, "garbage", tampered, `${token}x`]) {
      const result = await gql(gateway.url, ME_NAME, {}, bad);
      expect(result.errors?.[0].extensions?.code, String(bad)).toBe("UNAUTHENTICATED");
    }
    const publicField = await gql(gateway.url, "{ serverInfo { version environment } }", {}, tampered);
    expect(publicField.data).toEqual({
      serverInfo: { version: "0.1.2", environment: process.env.NODE_ENV || "development" },
    });
  });

  it("logout ends the session at the vendor API too", async () => {
    const token = await loginAs(gateway.url, "admin", "admin123");
    expect((await gql(gateway.url, ME_NAME, {}, token)).data).toBeTruthy();
    expect((await gql(gateway.url, "mutation { logout }", {}, token)).data).toEqual({ logout: true });
    const after = await gql(gateway.url, ME_NAME, {}, token);
    expect(after.errors?.[0].extensions).toMatchObject({ code: "UNAUTHENTICATED", upstreamCode: 21430 });
    const again = await gql(gateway.url, "mutation { logout }", {}, token);
    expect(again.errors?.[0].extensions).toMatchObject({ code: "UNAUTHENTICATED", upstreamCode: 21430 });
  });

  describe("a revoked token gets nothing, not even what the gateway keeps in its caches", () => {
    const CACHED = [
      "{ regions { id } }",
      "{ timeZones { id } }",
      "{ taxTypes { id } }",
      "{ cities { id } }",
      "{ me { permissions { url } } }",
    ];

    async function expectRefused(token: string) {
      for (const query of CACHED) {
        const result = await gql(gateway.url, query, {}, token);
        expect(result.data ?? null, query).toBeNull();
        expect(result.errors?.[0].extensions, query).toMatchObject({ code: "UNAUTHENTICATED", upstreamCode: 21430 });
      }
    }

    it("after logout", async () => {
      const token = await loginAs(gateway.url, "admin", "admin123");
      for (const query of CACHED) expect((await gql(gateway.url, query, {}, token)).errors, query).toBeUndefined();
      await gql(gateway.url, "mutation { logout }", {}, token);
      await expectRefused(token);
    });

    it("after a password change, for the user's other sessions too", async () => {
      const changer = await loginAs(gateway.url, "newvendor", "vendor123");
      const other = await loginAs(gateway.url, "newvendor", "vendor123");
      for (const query of CACHED) expect((await gql(gateway.url, query, {}, other)).errors, query).toBeUndefined();
      const change = "mutation($p: String!, $n: String!) { changePassword(password: $p, newPassword: $n) }";
      try {
        expect((await gql(gateway.url, change, { p: "vendor123", n: "vendor456" }, changer)).data).toEqual({
          changePassword: true,
        });
        await expectRefused(changer);
        await expectRefused(other);
      } finally {
        const fresh = await loginAs(gateway.url, "newvendor", "vendor456");
        await gql(gateway.url, change, { p: "vendor456", n: "vendor123" }, fresh);
      }
    });
  });

  it("an upstream session that ended becomes UNAUTHENTICATED with upstreamCode 21430", async () => {
    const token = await loginAs(gateway.url, "agent", "agent123");
    await vendorApi.revokeSessions("agent");
    const result = await gql(gateway.url, ME_NAME, {}, token);
    expect(result.errors?.[0]).toMatchObject({
      message: "Authorization failure, please login again.",
      extensions: { code: "UNAUTHENTICATED", upstreamCode: 21430 },
    });
  });

  describe("changePassword", () => {
    const CHANGE = "mutation($p: String!, $n: String!) { changePassword(password: $p, newPassword: $n) }";

    it("validates both fields before calling the vendor API", async () => {
      const token = await loginAs(gateway.url, "other", "other123");
      proxy.reset();
      const cases: Array<[string, string, Record<string, string>]> = [
        ["", "", { password: "Required", newPassword: "Required" }],
        ["other123", "abc", { newPassword: "No less than 6 characters" }],
        ["other123", "x".repeat(129), { newPassword: "No more than 128 characters" }],
      ];
      for (const [password, newPassword, fields] of cases) {
        const result = await gql(gateway.url, CHANGE, { p: password, n: newPassword }, token);
        expect(result.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
        expect(fieldMessages(result.errors?.[0])).toEqual(fields);
        expect(result.errors?.[0].message).toBe(Object.values(fields)[0]);
      }
      expect(proxy.count("/vendor/account/change/password")).toBe(0);
    });

    it("reports a wrong old password", async () => {
      const token = await loginAs(gateway.url, "other", "other123");
      const result = await gql(gateway.url, CHANGE, { p: "not-it", n: "newpass1" }, token);
      expect(result.errors?.[0]).toMatchObject({
        message: "Old password is incorrect",
        extensions: { code: "UPSTREAM_ERROR", upstreamCode: 21003, key: "account.wrongOldPassword" },
      });
    });

    it("ends the session on success; the new password works", async () => {
      const token = await loginAs(gateway.url, "other", "other123");
      expect((await gql(gateway.url, CHANGE, { p: "other123", n: "other456" }, token)).data).toEqual({
        changePassword: true,
      });
      const after = await gql(gateway.url, ME_NAME, {}, token);
      expect(after.errors?.[0].extensions).toMatchObject({ code: "UNAUTHENTICATED", upstreamCode: 21430 });
      const fresh = await loginAs(gateway.url, "other", "other456");
      expect((await gql(gateway.url, CHANGE, { p: "other456", n: "other123" }, fresh)).data).toEqual({
        changePassword: true,
      });
    });
  });
});

describe("dictionaries", () => {
  it("loads regions, time zones and tax types once per process", async () => {
    const token = await loginAs(gateway.url, "admin", "admin123");
    const other = await loginAs(gateway.url, "newvendor", "vendor123");
    proxy.reset();
    const query = "{ regions { id code name } timeZones { id code name } taxTypes { id code name } }";
    const first = await gql(gateway.url, query, {}, token);
    expect(first.errors).toBeUndefined();
    expect(first.data!.regions.length).toBeGreaterThan(0);
    expect(
      first.data!.timeZones.some((zone: { name: string; code: string }) =>
        `${zone.code} ${zone.name}`.includes("America/New_York"),
      ),
    ).toBe(true);
    const second = await gql(gateway.url, query, {}, other);
    expect(second.data).toEqual(first.data);
    for (const dictId of ["1", "2", "3"]) expect(proxy.count("/dictionary/items", { dictId })).toBeLessThanOrEqual(1);
    expect(proxy.count("/dictionary/items")).toBeLessThanOrEqual(3);
  });

  it("caches all cities, searches by keyword every time", async () => {
    const token = await loginAs(gateway.url, "admin", "admin123");
    proxy.reset();
    const all = await gql(gateway.url, "{ cities { id name regionId state } }", {}, token);
    expect(all.data!.cities.length).toBeGreaterThan(0);
    await gql(gateway.url, "{ cities { id } }", {}, token);
    expect(proxy.count("/city/all")).toBeLessThanOrEqual(1);

    const name: string = all.data!.cities[0].name;
    const search = await gql(
      gateway.url,
      "query($k: String) { cities(keyword: $k) { name } }",
      { k: name.slice(0, 3) },
      token,
    );
    expect(search.data!.cities.length).toBeGreaterThan(0);
    expect(search.data!.cities.length).toBeLessThanOrEqual(20);
    await gql(gateway.url, "query($k: String) { cities(keyword: $k) { name } }", { k: name.slice(0, 3) }, token);
    expect(proxy.count("/api/datacenter/search/city", { keyword: name.slice(0, 3) })).toBe(2);
  });

  it("needs a session", async () => {
    expect((await gql(gateway.url, "{ regions { id } }")).errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
  });
});

describe("login rate limiting", () => {
  it("blocks a user name after 5 failures, even with the right password, and leaves others alone", async () => {
    const limited = await startGateway({ port: 0, host: "127.0.0.1", vendorApiUrl: vendorApi.url, logLevel: "silent" });
    try {
      for (let i = 0; i < 5; i++) {
        const result = await gql(limited.url, LOGIN, { username: "agent", password: `wrong${i}` });
        expect(result.errors?.[0].extensions?.upstreamCode).toBe(21001);
      }
      const blocked = await gql(limited.url, LOGIN, { username: "agent", password: "agent123" });
      expect(blocked.errors?.[0]).toMatchObject({
        message: expect.stringMatching(/^Too many failed login attempts, please try again in \d+ minutes?\.$/),
        extensions: { code: "RATE_LIMITED" },
      });
      expect(
        (await gql(limited.url, LOGIN, { username: "admin", password: "admin123" })).data?.login.user.username,
      ).toBe("admin");
    } finally {
      await limited.close();
    }
  });

  it("a successful login clears the user name's failures", async () => {
    const limited = await startGateway({ port: 0, host: "127.0.0.1", vendorApiUrl: vendorApi.url, logLevel: "silent" });
    try {
      for (let round = 0; round < 2; round++) {
        for (let i = 0; i < 4; i++) await gql(limited.url, LOGIN, { username: "newvendor", password: "nope" });
        expect(
          (await gql(limited.url, LOGIN, { username: "newvendor", password: "vendor123" })).data?.login,
        ).toBeTruthy();
      }
    } finally {
      await limited.close();
    }
  });

  it("blocks a client address spraying many user names", async () => {
    // The workers share process.env across files (vitest.config.ts): the variable lives only while the gateway starts.
    process.env.LOGIN_RATE_LIMIT_PER_ADDRESS = "3";
    const limited = await startGateway({
      port: 0,
      host: "127.0.0.1",
      vendorApiUrl: vendorApi.url,
      logLevel: "silent",
    }).finally(() => delete process.env.LOGIN_RATE_LIMIT_PER_ADDRESS);
    try {
      for (const username of ["ghost1", "ghost2", "ghost3"]) await gql(limited.url, LOGIN, { username, password: "x" });
      const blocked = await gql(limited.url, LOGIN, { username: "admin", password: "admin123" });
      expect(blocked.errors?.[0].extensions?.code).toBe("RATE_LIMITED");
    } finally {
      await limited.close();
    }
  });
});
