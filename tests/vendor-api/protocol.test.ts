import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compilePending } from "../../vendor-api/src/protocol/validator";
import { startTestApi, type TestApi } from "./support/api";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

describe("the protocol envelope", () => {
  it("answers HTTP 200 with status and result, and a trace id header", async () => {
    const response = await api.raw({
      method: "POST",
      url: "/vendor/account/login",
      query: { timestamp: String(Date.now()) },
      payload: { username: "admin", password: "admin123" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["x-trace-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.json().status).toEqual({ code: 0, msg: "success" });
  });

  it("refuses a call without a timestamp with 10001, before looking at credentials", async () => {
    const response = await api.raw({ method: "GET", url: "/city/all" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["x-trace-id"]).toBeTruthy();
    expect(response.json().status.code).toBe(10001);
    expect(response.json().status.msg).toContain("timestamp");
    expect(response.json().status.key).toBe("badRequest");
  });

  it("refuses a body that does not match the route schema with 10001 and says what is wrong", async () => {
    const envelope = await api.post("/vendor/account/login", { username: "admin" });
    expect(envelope.status).toEqual({
      code: 10001,
      msg: "body must have required property 'password'",
      key: "badRequest",
    });
  });

  it("compiles each route's request schemas on first use, and every one of them compiles", async () => {
    await api.app.ready();
    // This file's calls so far compiled the login's; the rest wait for their first request.
    expect(compilePending()).toBeGreaterThan(150);
    expect(compilePending()).toBe(0);
    const envelope = await api.post("/vendor/account/login", { username: "admin" });
    expect(envelope.status.code).toBe(10001);
  });

  it("refuses a malformed JSON body with 10001", async () => {
    const response = await api.raw({
      method: "POST",
      url: "/vendor/account/login",
      query: { timestamp: "1" },
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().status.code).toBe(10001);
  });

  it("accepts a body-less call sent with a JSON content type", async () => {
    const { headers } = await api.login("admin", "admin123");
    const response = await api.raw({
      method: "POST",
      url: "/vendor/account/permission/load",
      query: { timestamp: "1" },
      headers: { ...headers, "content-type": "application/json" },
    });
    expect(response.json().status.code).toBe(0);
  });

  it("answers HTTP 404 for an unknown path, still with a trace id", async () => {
    const response = await api.raw({ method: "GET", url: "/no/such/call", query: { timestamp: "1" } });
    expect(response.statusCode).toBe(404);
    expect(response.headers["x-trace-id"]).toBeTruthy();
  });

  it("requires a session on every non-public call (21430)", async () => {
    for (const path of ["/tenantinfo/init/data", "/configuration/findtenant", "/city/all", "/config/paypal/find"]) {
      expect((await api.get(path)).status).toEqual({
        code: 21430,
        msg: "Authorization failure, please login again.",
        key: "session.unauthorized",
      });
    }
  });
});
