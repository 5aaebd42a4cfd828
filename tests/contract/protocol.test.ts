/**
 * The gateway against a vendor API that speaks the protocol and nothing more (support/protocol-vendor-api.ts): what
 * README promises for `VENDOR_API_URL`. Login, the six session headers, permissions, every code range of
 * docs/foundation-contract.md section 1 and the transport faults, each as a GraphQL client sees it.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startGateway } from "../../gateway/src/server";
import { gql, LOGIN } from "../gateway/support/graphql-client";
import {
  startProtocolVendorApi,
  type ProtocolUser,
  type ProtocolVendorApi,
  type Refusal,
  type TransportFault,
} from "./support/protocol-vendor-api";

const USERS: ProtocolUser[] = [
  {
    id: 1,
    username: "owner",
    password: "owner-pass",
    grants: [
      { type: "page", name: "Tags", url: "tags_list" },
      { type: "cmd", name: "Edit tag", url: "/tag/edit" },
    ],
  },
  { id: 2, username: "viewer", password: "viewer-pass", grants: [{ type: "page", name: "Tags", url: "tags_list" }] },
  { id: 3, username: "seller", password: "seller-pass", grants: [{ type: "page", name: "Orders", url: "order_list" }] },
  { id: 4, username: "gone", password: "gone-pass", disabled: true, grants: [] },
];

const TAGS = "query { tags { total items { id name version } } }";
const UPDATE_TAG = /* GraphQL */ `
  mutation ($id: ID!, $version: Int!, $name: String!) {
    updateTag(id: $id, version: $version, input: { name: $name, thumbnailFileId: "501" }) {
      id
      name
      version
    }
  }
`;

let vendor: ProtocolVendorApi;
let gateway: { url: string; close(): Promise<void> };

beforeAll(async () => {
  vendor = await startProtocolVendorApi(USERS);
  gateway = await startGateway({ port: 0, host: "127.0.0.1", vendorApiUrl: vendor.url, logLevel: "silent" });
});
afterEach(() => vendor.clearFaults());
afterAll(async () => {
  await gateway?.close();
  await vendor?.close();
});

async function login(username: string, password = `${username}-pass`) {
  return gql<{ login: { token: string; expiresAt: string; user: Record<string, unknown> } }>(gateway.url, LOGIN, {
    username,
    password,
  });
}

async function tokenOf(username: string): Promise<string> {
  const result = await login(username);
  if (!result.data?.login) throw new Error(`login ${username} failed: ${JSON.stringify(result.errors)}`);
  return result.data.login.token;
}

describe("login with the protocol's login answer (tenantId, username, id, operatorToken, tenantInitialized)", () => {
  it("yields a session: the channel from the tenant configuration, the original tenant the tenant, 12 hours", async () => {
    const before = Date.now();
    const result = await login("owner");
    expect(result.errors).toBeUndefined();
    expect(result.data?.login.user).toEqual({
      id: "1",
      username: "owner",
      tenantId: "7001",
      originalTenantId: "7001",
      channelId: "72",
      initialized: true,
      isSuperAdmin: false,
    });
    const expiresAt = Date.parse(result.data!.login.expiresAt);
    expect(expiresAt).toBeGreaterThanOrEqual(before + 12 * 3_600_000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 12 * 3_600_000);
  });

  it("every later call carries the six headers, channelId and timeZone taken from /configuration/findtenant", async () => {
    const token = await tokenOf("owner");
    const operatorToken = [...vendor.sessions].findLast(([, user]) => user.username === "owner")![0];
    const first = vendor.calls.length;
    expect((await gql(gateway.url, TAGS, {}, token)).data?.tags.total).toBe(3);

    const list = vendor.calls.slice(first).find((call) => call.path === "/tag/list")!;
    expect(list.headers).toMatchObject({
      operatortoken: operatorToken,
      tid: "7001",
      opid: "1",
      operatorid: "1",
      channelid: "72",
      timezone: "Europe/Berlin",
    });
  });

  it("answers the console's first query: user, tenant, permissions, init state (its flag from the steps)", async () => {
    const token = await tokenOf("owner");
    const me = await gql(
      gateway.url,
      `query {
        me {
          user { id channelId initialized }
          tenant { tid name timeZone domain websiteUrl channels { id key } }
          permissions { url }
          initState { initialized completedSteps totalSteps }
          twoFactor { enabled required recoveryCodesLeft }
        }
      }`,
      {},
      token,
    );
    expect(me.errors).toBeUndefined();
    expect(me.data?.me).toEqual({
      user: { id: "1", channelId: "72", initialized: true },
      tenant: {
        tid: "7001",
        name: "Protocol Tours",
        timeZone: "Europe/Berlin",
        domain: "protocol.example.com",
        websiteUrl: "https://protocol.example.com",
        channels: [
          { id: "71", key: "app" },
          { id: "72", key: "web" },
        ],
      },
      permissions: [{ url: "tags_list" }, { url: "/tag/edit" }],
      initState: { initialized: true, completedSteps: 3, totalSteps: 6 },
      // The protocol has no two-factor calls (HTTP 404 here): its users have none.
      twoFactor: { enabled: false, required: false, recoveryCodesLeft: 0 },
    });
  });

  it("sends no session header before login and a timestamp on every call", async () => {
    const first = vendor.calls.length;
    await tokenOf("owner");
    const [loginCall] = vendor.calls.slice(first);
    expect(loginCall.path).toBe("/vendor/account/login");
    for (const name of ["operatortoken", "tid", "opid", "operatorid", "channelid", "timezone"])
      expect(loginCall.headers[name]).toBeUndefined();
    for (const call of vendor.calls) expect(Number(call.query.get("timestamp"))).toBeGreaterThan(0);
  });

  it("refuses the login when the tenant configuration cannot be read, rather than a session without headers", async () => {
    vendor.fail("/configuration/findtenant", { code: 10000, msg: "System error", traceId: "trace-login" });
    const result = await login("owner");
    expect(result.data?.login ?? null).toBeNull();
    expect(result.errors?.[0].extensions).toMatchObject({ code: "UPSTREAM_SYSTEM_ERROR", traceId: "trace-login" });
  });

  it("answers a wrong password with the vendor API's message and a disabled account as UNAUTHENTICATED", async () => {
    const wrong = await login("owner", "nope");
    expect(wrong.errors?.[0]).toMatchObject({
      message: "Incorrect user name or password",
      extensions: { code: "UPSTREAM_ERROR", upstreamCode: 21001 },
    });
    const disabled = await login("gone");
    expect(disabled.errors?.[0].extensions).toMatchObject({ code: "UNAUTHENTICATED", upstreamCode: 21199 });
  });

  it("logout ends the session at the vendor API; the old token then meets 21430 as UNAUTHENTICATED", async () => {
    const token = await tokenOf("viewer");
    const held = vendor.sessions.size;
    expect((await gql(gateway.url, "mutation { logout }", {}, token)).data).toEqual({ logout: true });
    expect(vendor.sessions.size).toBe(held - 1);

    const after = await gql(gateway.url, TAGS, {}, token);
    expect(after.errors?.[0]).toMatchObject({
      message: "Authorization failure, please login again.",
      extensions: { code: "UNAUTHENTICATED", upstreamCode: 21430 },
    });
  });
});

describe("permissions from /vendor/account/permission/load", () => {
  it("lists the vendor API's entries and lets a granted page and action through", async () => {
    const token = await tokenOf("owner");
    const me = await gql(gateway.url, "query { me { permissions { type name url } } }", {}, token);
    expect(me.data?.me.permissions).toEqual([
      { type: "PAGE", name: "Tags", url: "tags_list" },
      { type: "CMD", name: "Edit tag", url: "/tag/edit" },
    ]);
    const renamed = await gql(gateway.url, UPDATE_TAG, { id: "1", version: 1, name: "Harbour walk" }, token);
    expect(renamed.data?.updateTag).toEqual({ id: "1", name: "Harbour walk", version: 2 });
  });

  it("refuses an action the session lacks without asking the vendor API to do it", async () => {
    const token = await tokenOf("viewer");
    expect((await gql(gateway.url, TAGS, {}, token)).data?.tags.total).toBe(3);
    const first = vendor.calls.length;
    const refused = await gql(gateway.url, UPDATE_TAG, { id: "2", version: 4, name: "Keep" }, token);
    expect(refused.errors?.[0].extensions).toMatchObject({
      code: "FORBIDDEN",
      requiredPermission: { type: "cmd", url: "/tag/edit" },
    });
    expect(vendor.calls.slice(first).map((call) => call.path)).not.toContain("/tag/edit");
  });

  it("refuses a page the session lacks", async () => {
    const token = await tokenOf("seller");
    const refused = await gql(gateway.url, TAGS, {}, token);
    expect(refused.data).toBeNull();
    expect(refused.errors?.[0].extensions).toMatchObject({
      code: "FORBIDDEN",
      requiredPermission: { type: "page", url: "tags_list" },
    });
  });
});

describe("codes of the protocol as GraphQL errors", () => {
  let token: string;
  beforeAll(async () => {
    token = await tokenOf("owner");
  });

  it("a stale version (10008) is STALE_DATA", async () => {
    const result = await gql(gateway.url, UPDATE_TAG, { id: "2", version: 1, name: "Castle" }, token);
    expect(result.errors?.[0]).toMatchObject({
      message: "Data is out of date, please refresh and repeat.",
      extensions: { code: "STALE_DATA", upstreamCode: 10008 },
    });
  });

  it("a failed rule (20001) is BAD_USER_INPUT with the vendor API's fields", async () => {
    const result = await gql(gateway.url, UPDATE_TAG, { id: "2", version: 4, name: "Market" }, token);
    expect(result.errors?.[0]).toMatchObject({
      message: "Tag name already exist",
      extensions: {
        code: "BAD_USER_INPUT",
        upstreamCode: 20001,
        fields: [{ field: "name", rule: "tag.nameExists", params: {}, message: "Tag name already exist" }],
      },
    });
  });

  it("an unknown object (20404) is UPSTREAM_ERROR with the vendor API's message", async () => {
    const result = await gql(gateway.url, UPDATE_TAG, { id: "999", version: 1, name: "Nowhere" }, token);
    expect(result.errors?.[0]).toMatchObject({
      message: "Not found",
      extensions: { code: "UPSTREAM_ERROR", upstreamCode: 20404 },
    });
    expect(result.errors?.[0].extensions).not.toHaveProperty("key");
  });

  const refusals: [string, Refusal, Record<string, unknown>][] = [
    [
      "10000 (system error) with its trace id",
      { code: 10000, msg: "System error", traceId: "trace-10000" },
      { message: "System error", extensions: { code: "UPSTREAM_SYSTEM_ERROR", traceId: "trace-10000" } },
    ],
    [
      "10001 (malformed request), inside the system range",
      { code: 10001, msg: "pageNum is required", traceId: "trace-10001" },
      { message: "pageNum is required", extensions: { code: "UPSTREAM_SYSTEM_ERROR", traceId: "trace-10001" } },
    ],
    [
      "19999, the system range's end",
      { code: 19999, msg: "", traceId: "trace-19999" },
      { message: "System error", extensions: { code: "UPSTREAM_SYSTEM_ERROR", traceId: "trace-19999" } },
    ],
    [
      "21430 (session ended)",
      { code: 21430, msg: "Authorization failure, please login again." },
      { extensions: { code: "UNAUTHENTICATED" } },
    ],
    [
      "21434 (tenant mismatch)",
      { code: 21434, msg: "Tenant does not match the session, please login again" },
      {
        message: "Tenant does not match the session, please login again",
        extensions: { code: "UNAUTHENTICATED" },
      },
    ],
    [
      "21199 (account disabled)",
      { code: 21199, msg: "The account has been disabled, please contact the administrator" },
      { extensions: { code: "UNAUTHENTICATED" } },
    ],
    [
      "30046 (channel not found)",
      { code: 30046, msg: "Channel not found" },
      {
        message: "Channel not found",
        extensions: { code: "CHANNEL_NOT_FOUND", upstreamMessage: "Channel not found" },
      },
    ],
    [
      "20001 with a {field: message} map and no rule names",
      { code: 20001, msg: "Name is taken", result: { fields: { name: "Name is taken" } } },
      {
        message: "Name is taken",
        extensions: {
          code: "BAD_USER_INPUT",
          fields: [{ field: "name", rule: "upstream", params: { message: "Name is taken" }, message: "Name is taken" }],
        },
      },
    ],
    [
      "another 2xxxx naming a known key and its params",
      { code: 20050, msg: "At most 20 tags", key: "tag.limit", params: { max: 20 } },
      { message: "At most 20 tags", extensions: { code: "UPSTREAM_ERROR", key: "tag.limit", params: { max: 20 } } },
    ],
    [
      "another 2xxxx with its msg only",
      { code: 22007, msg: "Season closed" },
      { message: "Season closed", extensions: { code: "UPSTREAM_ERROR" } },
    ],
    [
      "a code beyond the listed ranges",
      { code: 50012, msg: "Ask the vendor" },
      { message: "Ask the vendor", extensions: { code: "UPSTREAM_ERROR" } },
    ],
  ];
  it.each(refusals)("%s", async (_title, refusal, expected) => {
    vendor.fail("/tag/list", refusal);
    const result = await gql(gateway.url, TAGS, {}, token);
    expect(result.data).toBeNull();
    expect(result.errors?.[0]).toMatchObject(expected);
    expect(result.errors?.[0].extensions?.upstreamCode).toBe(refusal.code);
  });

  it("an unknown message key is not passed on as a key", async () => {
    vendor.fail("/tag/list", { code: 20050, msg: "Too many", key: "vendor.special", params: { n: 1 } });
    const result = await gql(gateway.url, TAGS, {}, token);
    expect(result.errors?.[0]).toMatchObject({ message: "Too many", extensions: { code: "UPSTREAM_ERROR" } });
    expect(result.errors?.[0].extensions).not.toHaveProperty("key");
  });
});

describe("transport faults", () => {
  let token: string;
  beforeAll(async () => {
    token = await tokenOf("owner");
  });

  const faults: [TransportFault | "result of another shape", string][] = [
    ["non-json", "malformed-body"],
    ["non-envelope", "malformed-body"],
    ["result of another shape", "malformed-body"],
    ["http-500", "http-status"],
    ["reset", "network"],
  ];
  it.each(faults)("%s is UPSTREAM_UNAVAILABLE (%s) and the next call is answered", async (fault, kind) => {
    vendor.fail(
      "/tag/list",
      fault === "result of another shape" ? { code: 0, msg: "success", result: { rows: [] } } : fault,
    );
    const failed = await gql(gateway.url, TAGS, {}, token);
    expect(failed.status).toBe(200);
    expect(failed.errors?.[0].extensions).toMatchObject({ code: "UPSTREAM_UNAVAILABLE", fault: kind });

    vendor.clearFaults();
    expect((await gql(gateway.url, TAGS, {}, token)).data?.tags.total).toBe(3);
  });
});
