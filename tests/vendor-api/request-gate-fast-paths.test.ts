/**
 * VENDOR_API_FAST_PATHS=off (docs/scale-contract.md section 4): a vendor API without the speed tricks of its request
 * gate (request schemas compiled on first use, the session query prepared once per route's access) checks, admits
 * and refuses as one with them.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../vendor-api/src/config";
import { compilePending } from "../../vendor-api/src/protocol/validator";
import { startTestApi, type Envelope, type TestApi } from "./support/api";
import { freshTenant, roleWith, userWith } from "./support/tenants";

let withFastPaths: TestApi;
let without: TestApi;
beforeAll(async () => {
  [withFastPaths, without] = await Promise.all([startTestApi(), startTestApi({ fastPaths: false })]);
});
afterAll(() => Promise.all([withFastPaths?.close(), without?.close()]));

/** The statuses of one walk through the gate: admitted, refused for each reason, a body refused by its schema. */
async function walk(api: TestApi): Promise<Array<Envelope["status"]>> {
  const admin = await freshTenant(api);
  const role = await roleWith(api, admin.headers, "Nothing held", []);
  const agent = await userWith(api, admin.headers, [role.id]);
  const answers = [
    await api.get("/company/info/find", {}, admin.headers),
    await api.get("/configuration/findtenant", {}, { ...admin.headers, channelid: "999999" }),
    await api.get("/configuration/findtenant", {}, { ...admin.headers, channelid: "not-an-id" }),
    await api.get("/configuration/findtenant", {}, { ...admin.headers, tid: String(admin.tid + 1) }),
    await api.get("/configuration/findtenant", {}, { ...admin.headers, operatortoken: "not-a-session" }),
    await api.get("/company/info/find", {}, agent.headers),
    await api.post("/vendor/account/login", { username: admin.username }),
    await api.post("/vendor/account/logout", undefined, admin.headers),
    await api.get("/company/info/find", {}, admin.headers),
  ];
  return answers.map(({ status }) => status);
}

describe("the vendor API without its fast paths", () => {
  it("admits and refuses each caller as the vendor API with them", async () => {
    const statuses = await walk(without);
    expect(statuses.map(({ code }) => code)).toEqual([0, 30046, 30046, 21434, 21430, 21403, 10001, 0, 21430]);
    expect(statuses).toEqual(await walk(withFastPaths));
  });

  it("checks and compiles every request schema as its route is registered, none left for a first request", async () => {
    compilePending();
    const started = await startTestApi({ fastPaths: false });
    try {
      await started.app.ready();
      expect(compilePending()).toBe(0);
      expect((await started.post("/vendor/account/login", { username: "admin" })).status).toEqual({
        code: 10001,
        msg: "body must have required property 'password'",
        key: "badRequest",
      });
    } finally {
      await started.close();
    }
  });
});

describe("VENDOR_API_FAST_PATHS", () => {
  it("is on unless off, blank is unset, and anything else is refused naming the variable", () => {
    expect(loadConfig({}).fastPaths).toBe(true);
    expect(loadConfig({ VENDOR_API_FAST_PATHS: " " }).fastPaths).toBe(true);
    expect(loadConfig({ VENDOR_API_FAST_PATHS: "on" }).fastPaths).toBe(true);
    expect(loadConfig({ VENDOR_API_FAST_PATHS: "off" }).fastPaths).toBe(false);
    expect(() => loadConfig({ VENDOR_API_FAST_PATHS: "no" })).toThrow(ConfigError);
    expect(() => loadConfig({ VENDOR_API_FAST_PATHS: "no" })).toThrow("VENDOR_API_FAST_PATHS: must be on or off");
  });
});
