/**
 * A gateway whose Redis is down (docs/scale-contract.md section 5) refuses logins and authenticated requests with a
 * clear error instead of leaving them unchecked, and says so in readiness. No Redis server is needed: the
 * URL names a closed port.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startGateway } from "../../gateway/src/server";
import { gql } from "./support/graphql-client";
import { startTestVendorApi, type TestVendorApi } from "./support/vendor-api";

describe("shared state unreachable", () => {
  let vendorApi: TestVendorApi;
  let gateway: { url: string; close(): Promise<void> };

  beforeAll(async () => {
    vendorApi = await startTestVendorApi();
    gateway = await startGateway({
      port: 0,
      host: "127.0.0.1",
      vendorApiUrl: vendorApi.url,
      logLevel: "silent",
      redisUrl: "redis://127.0.0.1:9",
    });
  });
  afterAll(async () => {
    await gateway?.close();
    await vendorApi?.close();
  });

  it("refuses a login with a clear error", async () => {
    const login = await gql(gateway.url, `mutation { login(username: "admin", password: "admin123") { token } }`);
    expect(login.errors?.[0].extensions).toMatchObject({ code: "UPSTREAM_UNAVAILABLE", fault: "shared-state" });
    expect(login.errors?.[0].message).toMatch(/shared state/);
  });

  it("reports itself not ready", async () => {
    const ready = await fetch(`${gateway.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: "degraded", sharedState: { kind: "redis", reachable: false } });
  });
});
