/**
 * Two gateway processes behind one address, sharing Redis (docs/scale-contract.md section 5): login budgets are counted
 * across both, and a logout or a password reset on one is refused on the other at its next request. Needs a Redis
 * server: CI starts one and sets TEST_REDIS_URL (.ci/run); without it the file is skipped and says so.
 */
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gql, loginAs } from "../gateway/support/graphql-client";
import { startTestVendorApi, type TestVendorApi } from "../gateway/support/vendor-api";
import { startGatewayProcess, type GatewayProcess } from "./support/gateway-process";

const redisServer = process.env.TEST_REDIS_URL;
if (!redisServer) console.warn("shared-state.test.ts skipped: set TEST_REDIS_URL=redis://… (CI does)");

/** A database of its own on the server, emptied first: budgets from an earlier run would still count. */
const redisUrl = redisServer ? `${redisServer.replace(/\/\d*$/, "")}/13` : "";

/** Served from the gateway's caches alone once warm (dictionaries, the session's permissions): no vendor API call that
 * could notice an ended session by itself. */
const REGIONS = "{ regions { id } }";
/** Requests a minute per API token, small enough to spend across both gateways. */
const API_TOKEN_BUDGET = 4;

async function createApiToken(url: string, admin: string): Promise<{ id: string; token: string }> {
  const roles = await gql(url, "{ assignableRoles { id name } }", {}, admin);
  const sales = (roles.data!.assignableRoles as { id: string; name: string }[]).find(
    (role) => role.name === "Sales agent",
  )!;
  const created = await gql(
    url,
    `mutation($input: ApiTokenInput!) { createApiToken(input: $input) { token apiToken { id } } }`,
    { input: { name: `Shared ${Date.now()}`, roleIds: [sales.id] } },
    admin,
  );
  return { id: created.data!.createApiToken.apiToken.id, token: created.data!.createApiToken.token };
}

describe.skipIf(!redisServer)("two gateways sharing Redis", () => {
  let vendorApi: TestVendorApi;
  let a: GatewayProcess;
  let b: GatewayProcess;

  beforeAll(async () => {
    const redis = new Redis(redisUrl);
    await redis.flushdb();
    redis.disconnect();
    vendorApi = await startTestVendorApi();
    const env = {
      REDIS_URL: redisUrl,
      LOGIN_RATE_LIMIT_PER_USER: "4",
      LOGIN_RATE_LIMIT_NEW_ADDRESS: "1",
      API_TOKEN_RATE_LIMIT: String(API_TOKEN_BUDGET),
    };
    [a, b] = await Promise.all([startGatewayProcess(vendorApi.url, env), startGatewayProcess(vendorApi.url, env)]);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await vendorApi?.close();
  });

  it("reports Redis in readiness", async () => {
    const ready = await fetch(`${a.url}/readyz`).then((response) => response.json());
    expect(ready).toMatchObject({ status: "ok", sharedState: { kind: "redis", reachable: true } });
  });

  it("counts a user name's failed logins across both gateways", async () => {
    const attempt = (url: string, password: string) =>
      gql(url, `mutation($p: String!) { login(username: "nobody", password: $p) { token } }`, { p: password });
    for (const url of [a.url, b.url, a.url, b.url]) {
      expect((await attempt(url, "wrong")).errors?.[0].extensions).toMatchObject({ upstreamCode: 21001 });
    }
    // Two failures on each: a gateway counting alone would let this one through to the vendor API.
    expect((await attempt(a.url, "wrong")).errors?.[0].extensions?.code).toBe("RATE_LIMITED");
    expect((await attempt(b.url, "wrong")).errors?.[0].extensions?.code).toBe("RATE_LIMITED");
  });

  it("refuses on one gateway a session logged out on the other, at once", async () => {
    const token = await loginAs(a.url, "admin", "admin123");
    expect((await gql(b.url, REGIONS, {}, token)).errors).toBeUndefined();
    expect((await gql(a.url, "mutation { logout }", {}, token)).data).toEqual({ logout: true });
    expect((await gql(b.url, REGIONS, {}, token)).errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("refuses on one gateway a user whose password was reset on the other", async () => {
    const agent = await loginAs(b.url, "agent", "agent123");
    expect((await gql(b.url, REGIONS, {}, agent)).errors).toBeUndefined();
    const admin = await loginAs(a.url, "admin", "admin123");
    const users = await gql(a.url, "{ users(page: { number: 1, size: 100 }) { items { id username } } }", {}, admin);
    const agentId = (users.data!.users.items as { id: string; username: string }[]).find(
      (user) => user.username === "agent",
    )!.id;
    const reset = await gql(
      a.url,
      `mutation { resetUserPassword(id: "${agentId}", newPassword: "fresh123") }`,
      {},
      admin,
    );
    expect(reset.data).toEqual({ resetUserPassword: true });
    expect((await gql(b.url, REGIONS, {}, agent)).errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("refuses on one gateway an API token revoked on the other, at its next request", async () => {
    const admin = await loginAs(a.url, "admin", "admin123");
    const { id, token } = await createApiToken(a.url, admin);
    // Warm: B has answered the token from its caches before.
    expect((await gql(b.url, REGIONS, {}, token)).errors).toBeUndefined();
    expect((await gql(a.url, `mutation { revokeApiToken(id: "${id}") }`, {}, admin)).data).toEqual({
      revokeApiToken: true,
    });
    expect((await gql(b.url, REGIONS, {}, token)).errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("counts an API token's requests across both gateways", async () => {
    const admin = await loginAs(a.url, "admin", "admin123");
    const { token } = await createApiToken(a.url, admin);
    for (const url of [a.url, b.url, a.url, b.url]) expect((await gql(url, REGIONS, {}, token)).status).toBe(200);
    // Two on each: a gateway counting alone would still let these through.
    for (const url of [a.url, b.url]) {
      const refused = await gql(url, REGIONS, {}, token);
      expect(refused.status).toBe(429);
      expect(refused.errors?.[0].extensions?.code).toBe("RATE_LIMITED");
    }
  });
});
