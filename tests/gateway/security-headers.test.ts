/**
 * The console's response headers: a page served by the gateway may not be framed, sniffed or fed script from
 * anywhere but its own origin (the session token lives in session storage); in production, a request that came over
 * HTTPS through a trusted proxy is answered with Strict-Transport-Security.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../gateway/src/config";
import { startGateway, type RunningGateway, type StartGatewayOptions } from "../../gateway/src/server";

let webDist: string;
let gateway: RunningGateway;
beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), "gateway-headers-"));
  await writeFile(path.join(webDist, "index.html"), "<!doctype html><title>console</title>");
  // No vendor API is needed: nothing here calls one.
  gateway = await startGateway({
    port: 0,
    host: "127.0.0.1",
    vendorApiUrl: "http://127.0.0.1:9",
    webDist,
    logLevel: "silent",
  });
});
afterAll(async () => {
  await gateway?.close();
  await rm(webDist, { recursive: true, force: true });
});

const headersOf = async (pathname: string, init?: RequestInit) =>
  (await fetch(`${gateway.url}${pathname}`, init)).headers;

describe("security headers", () => {
  it("the console page allows script from its own origin only and cannot be framed", async () => {
    const headers = await headersOf("/trip/trip_list");
    const policy = headers.get("content-security-policy") ?? "";
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(headers.get("x-frame-options")).toBe("DENY");
    expect(headers.get("x-content-type-options")).toBe("nosniff");
    expect(headers.get("referrer-policy")).toBe("no-referrer");
  });

  it("API answers carry them too; the GraphQL path leaves its policy to Apollo's landing page", async () => {
    const missing = await headersOf("/files/no-such-file.txt");
    expect(missing.get("x-content-type-options")).toBe("nosniff");
    expect(missing.get("content-security-policy")).toContain("default-src 'self'");

    const graphql = await headersOf("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ __typename }" }),
    });
    expect(graphql.get("x-content-type-options")).toBe("nosniff");
    expect(graphql.get("x-frame-options")).toBe("DENY");
    expect(graphql.get("content-security-policy")).toBeNull();
  });
});

describe("Strict-Transport-Security", () => {
  const SESSION_SECRET = "hsts-test-session-secret-0123456789abcdef";
  const started: RunningGateway[] = [];
  const start = async (options: Partial<StartGatewayOptions>) => {
    const running = await startGateway({
      port: 0,
      host: "127.0.0.1",
      vendorApiUrl: "http://127.0.0.1:9",
      webDist,
      logLevel: "silent",
      sessionSecret: SESSION_SECRET,
      ...options,
    });
    started.push(running);
    return running;
  };
  let behindProxy: RunningGateway;
  let untrusting: RunningGateway;
  let shortLived: RunningGateway;
  let development: RunningGateway;
  beforeAll(async () => {
    [behindProxy, untrusting, shortLived, development] = await Promise.all([
      start({ nodeEnv: "production", trustProxy: true }),
      start({ nodeEnv: "production", trustProxy: false }),
      start({ nodeEnv: "production", trustProxy: true, hstsMaxAge: 600 }),
      start({ nodeEnv: "development", trustProxy: true }),
    ]);
  });
  afterAll(async () => {
    for (const running of started) await running.close();
  });

  const hstsOf = async (running: RunningGateway, pathname: string, headers: Record<string, string> = {}) =>
    (await fetch(`${running.url}${pathname}`, { headers })).headers.get("strict-transport-security");
  const overHttps = { "x-forwarded-proto": "https" };

  it("is sent in production when a trusted proxy says the request came over HTTPS, max-age from HSTS_MAX_AGE", async () => {
    expect(await hstsOf(behindProxy, "/trip/trip_list", overHttps)).toBe("max-age=31536000");
    expect(await hstsOf(behindProxy, "/healthz", overHttps)).toBe("max-age=31536000");
    expect(await hstsOf(shortLived, "/trip/trip_list", overHttps)).toBe("max-age=600");
  });

  it("is not sent over plain HTTP, nor on an untrusted peer's X-Forwarded-Proto, nor outside production", async () => {
    expect(await hstsOf(behindProxy, "/trip/trip_list")).toBeNull();
    expect(await hstsOf(behindProxy, "/trip/trip_list", { "x-forwarded-proto": "http" })).toBeNull();
    expect(await hstsOf(untrusting, "/trip/trip_list", overHttps)).toBeNull();
    expect(await hstsOf(development, "/trip/trip_list", overHttps)).toBeNull();
  });

  it("takes its max-age from the configuration: a year by default, whole seconds, 0 allowed", () => {
    const env = { SESSION_SECRET };
    expect(loadConfig(env).hstsMaxAge).toBe(31_536_000);
    expect(loadConfig({ ...env, HSTS_MAX_AGE: "0" }).hstsMaxAge).toBe(0);
    expect(() => loadConfig({ ...env, HSTS_MAX_AGE: "-1" })).toThrow(/HSTS_MAX_AGE/);
    expect(() => loadConfig({ ...env, HSTS_MAX_AGE: "a year" })).toThrow(/HSTS_MAX_AGE/);
  });
});
