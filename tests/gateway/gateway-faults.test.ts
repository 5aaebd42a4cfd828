/**
 * The gateway over HTTP against a fake vendor API, for faults the reference vendor API cannot be made to produce,
 * plus the HTTP surface (health, static console, CSRF, landing page).
 */
import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startGateway, type RunningGateway } from "../../gateway/src/server";
import { gql, loginAs } from "./support/graphql-client";
import {
  envelope,
  fakeLoginResult,
  startFakeUpstream,
  startGatewayOn,
  type FakeUpstream,
} from "./support/fake-upstream";

const loginResult = fakeLoginResult();

let upstream: FakeUpstream;
/** Its deadline is far beyond a prompt answer on a loaded machine. */
let gateway: RunningGateway;
let token: string;
/** Its deadline (400 ms) is met only by the hanging vendor API: no prompt answer races it. */
let hasty: RunningGateway;
let hastyToken: string;

const ME_INIT = "query { me { initState { initialized } } }";

beforeAll(async () => {
  upstream = await startFakeUpstream();
  [gateway, hasty] = await Promise.all([startGatewayOn(upstream), startGatewayOn(upstream, 400)]);
  upstream.routes.set("/vendor/account/login", (_req, res) => envelope(res, 0, "success", loginResult));
  [token, hastyToken] = await Promise.all([
    loginAs(gateway.url, "admin", "admin123"),
    loginAs(hasty.url, "admin", "admin123"),
  ]);
});
/** Login, and the permission load through which every `@authenticated` field has the session confirmed. */
const SESSION_ROUTES = ["/vendor/account/login", "/vendor/account/permission/load"];
beforeEach(() => {
  upstream.routes.set("/vendor/account/permission/load", (_req, res) => envelope(res, 0, "success", []));
});
afterEach(() => {
  for (const key of [...upstream.routes.keys()]) if (!SESSION_ROUTES.includes(key)) upstream.routes.delete(key);
});
afterAll(async () => {
  await Promise.all([gateway?.close(), hasty?.close()]);
  await upstream?.close();
});

describe("errors reaching GraphQL clients", () => {
  it("10000 becomes UPSTREAM_SYSTEM_ERROR with the trace id from the header", async () => {
    upstream.routes.set("/configuration/init/tenant/state", (_req, res) =>
      envelope(res, 10000, "System error", null, { "x-trace-id": "trace-abc" }),
    );
    const result = await gql(gateway.url, ME_INIT, {}, token);
    expect(result.errors?.[0]).toMatchObject({
      message: "System error",
      extensions: { code: "UPSTREAM_SYSTEM_ERROR", upstreamCode: 10000, traceId: "trace-abc" },
    });
  });

  it("30046 becomes CHANNEL_NOT_FOUND", async () => {
    upstream.routes.set("/configuration/init/tenant/state", (_req, res) => envelope(res, 30046, "Channel not found"));
    const result = await gql(gateway.url, ME_INIT, {}, token);
    expect(result.errors?.[0]).toMatchObject({
      message: "Channel not found",
      extensions: { code: "CHANNEL_NOT_FOUND", upstreamCode: 30046 },
    });
  });

  it("10008 becomes STALE_DATA and 21434 UNAUTHENTICATED", async () => {
    upstream.routes.set("/configuration/init/tenant/state", (_req, res) =>
      envelope(res, 10008, "Data is out of date, please refresh and repeat."),
    );
    expect((await gql(gateway.url, ME_INIT, {}, token)).errors?.[0].extensions).toMatchObject({
      code: "STALE_DATA",
      upstreamCode: 10008,
    });
    upstream.routes.set("/configuration/init/tenant/state", (_req, res) =>
      envelope(res, 21434, "Tenant does not match the session, please login again"),
    );
    expect((await gql(gateway.url, ME_INIT, {}, token)).errors?.[0]).toMatchObject({
      message: "Tenant does not match the session, please login again",
      extensions: { code: "UNAUTHENTICATED", upstreamCode: 21434 },
    });
  });

  it("a hanging vendor API ends in UPSTREAM_UNAVAILABLE within the timeout", async () => {
    upstream.routes.set("/configuration/init/tenant/state", () => new Promise(() => undefined));
    const started = Date.now();
    const result = await gql(hasty.url, ME_INIT, {}, hastyToken);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(result.errors?.[0].extensions).toMatchObject({ code: "UPSTREAM_UNAVAILABLE", fault: "timeout" });
    expect(result.errors?.[0].message).toBe("The vendor API did not answer in time, please try again.");
  });

  it("non-2xx and malformed JSON end in UPSTREAM_UNAVAILABLE without upstream details", async () => {
    upstream.routes.set("/configuration/init/tenant/state", (_req, res) =>
      res.writeHead(500).end("secret stack at /srv"),
    );
    const http = await gql(gateway.url, ME_INIT, {}, token);
    expect(http.errors?.[0].extensions).toMatchObject({ code: "UPSTREAM_UNAVAILABLE", httpStatus: 500 });
    expect(JSON.stringify(http)).not.toContain("secret stack");
    expect(JSON.stringify(http)).not.toContain(upstream.url);

    upstream.routes.set("/configuration/init/tenant/state", (_req, res) => res.writeHead(200).end("{not json"));
    const bad = await gql(gateway.url, ME_INIT, {}, token);
    expect(bad.errors?.[0].extensions).toMatchObject({ code: "UPSTREAM_UNAVAILABLE", fault: "malformed-body" });
  });

  it("a result of the wrong shape is UPSTREAM_UNAVAILABLE, not an internal error", async () => {
    upstream.routes.set("/configuration/init/tenant/state", (_req, res) => envelope(res, 0, "success", "surprise"));
    const result = await gql(gateway.url, ME_INIT, {}, token);
    expect(result.errors?.[0].extensions?.code).toBe("UPSTREAM_UNAVAILABLE");
  });

  it("forwards the session with the six headers and a timestamp", async () => {
    upstream.routes.set("/configuration/init/tenant/state", (_req, res) =>
      envelope(res, 0, "success", { initialized: true }),
    );
    upstream.requests.length = 0;
    await gql(gateway.url, ME_INIT, {}, token);
    const [request] = upstream.requests;
    expect(request.query.get("timestamp")).toMatch(/^\d+$/);
    expect(request.headers).toMatchObject({
      operatortoken: "fake-operator-token",
      tid: "1001",
      opid: "1",
      operatorid: "1",
      channelid: "11",
      timezone: "America/New_York",
    });
  });
});

describe("HTTP surface", () => {
  it("a vendor API system error behind /files is 502 with the catalogue's text and the trace id", async () => {
    upstream.routes.set("/file/get", (_req, res) =>
      envelope(res, 10000, "failed at /srv/vendor/files.js:7", null, { "x-trace-id": "trace-file" }),
    );
    const response = await fetch(`${gateway.url}/files/7`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      error: { code: "UPSTREAM_SYSTEM_ERROR", message: "System error", upstreamCode: 10000, traceId: "trace-file" },
    });
  });

  it("/readyz reports a reachable vendor API", async () => {
    const response = await fetch(`${gateway.url}/readyz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "ok", version: "0.1.2", upstream: { reachable: true } });
  });

  it("/readyz answers 503 when the vendor API is down, while /healthz (liveness) still answers 200", async () => {
    const lonely = await startGateway({
      port: 0,
      host: "127.0.0.1",
      vendorApiUrl: "http://127.0.0.1:1",
      logLevel: "silent",
    });
    try {
      const response = await fetch(`${lonely.url}/readyz`);
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ status: "degraded", upstream: { reachable: false } });
      const live = await fetch(`${lonely.url}/healthz`);
      expect(live.status).toBe(200);
      expect(await live.json()).toEqual({ status: "ok", version: "0.1.2" });
    } finally {
      await lonely.close();
    }
  });

  it("shows the Sandbox landing page to a browser outside production", async () => {
    const response = await fetch(`${gateway.url}/graphql`, { headers: { accept: "text/html" } });
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/sandbox/i);
  });

  it("refuses simple GET requests that could be CSRF", async () => {
    const response = await fetch(`${gateway.url}/graphql?query=${encodeURIComponent("{ serverInfo { version } }")}`);
    expect(response.status).toBe(400);
    const preflighted = await fetch(
      `${gateway.url}/graphql?query=${encodeURIComponent("{ serverInfo { version } }")}`,
      {
        headers: { "apollo-require-preflight": "true" },
      },
    );
    expect(await preflighted.json()).toEqual({ data: { serverInfo: { version: "0.1.2" } } });
  });

  it("rejects abusive documents (depth, aliases)", async () => {
    const aliases = Array.from({ length: 30 }, (_, i) => `a${i}: serverInfo { version }`).join(" ");
    const result = await gql(gateway.url, `{ ${aliases} }`);
    expect(result.errors?.[0].extensions?.code).toBe("GRAPHQL_VALIDATION_FAILED");
  });

  it("serves the console with a single-page-app fallback", async () => {
    const webDist = await mkdtemp(path.join(tmpdir(), "gateway-webdist-"));
    await writeFile(path.join(webDist, "index.html"), "<!doctype html><title>console</title>");
    await mkdir(path.join(webDist, "assets"));
    await writeFile(path.join(webDist, "assets", "app.js"), "console.log(1)");
    const withConsole = await startGateway({
      port: 0,
      host: "127.0.0.1",
      vendorApiUrl: upstream.url,
      webDist,
      logLevel: "silent",
    });
    try {
      for (const route of ["/", "/company/company_info", "/login?x=1"]) {
        const response = await fetch(`${withConsole.url}${route}`);
        expect(response.status).toBe(200);
        expect(await response.text()).toContain("<title>console</title>");
      }
      const asset = await fetch(`${withConsole.url}/assets/app.js`);
      expect(asset.headers.get("cache-control")).toContain("immutable");
      expect((await fetch(`${withConsole.url}/assets/missing.js`)).status).toBe(404);
      expect((await gql(withConsole.url, "{ serverInfo { version } }")).data).toEqual({
        serverInfo: { version: "0.1.2" },
      });
    } finally {
      await withConsole.close();
      await rm(webDist, { recursive: true, force: true });
    }
  });
});

describe("production hardening", () => {
  let production: { url: string; close(): Promise<void> };
  beforeAll(async () => {
    production = await startGateway({
      port: 0,
      host: "127.0.0.1",
      vendorApiUrl: upstream.url,
      nodeEnv: "production",
      sessionSecret: "p".repeat(40),
      logLevel: "silent",
    });
  });
  afterAll(() => production?.close());

  it("turns introspection off", async () => {
    const result = await gql(production.url, "{ __schema { types { name } } }");
    expect(result.data ?? null).toBeNull();
    expect(result.errors?.[0].message).toMatch(/introspection/i);
  });

  it("gives no field suggestions and no stack traces", async () => {
    const result = await gql(production.url, "{ serverInf { version } }");
    expect(JSON.stringify(result)).not.toMatch(/did you mean/i);
    expect(JSON.stringify(result)).not.toMatch(/stacktrace/i);
    upstream.routes.set("/configuration/init/tenant/state", (_req, res) => res.writeHead(502).end("x"));
    const prodToken = await loginAs(production.url, "admin", "admin123");
    const failing = await gql(production.url, ME_INIT, {}, prodToken);
    expect(failing.errors?.[0].extensions?.code).toBe("UPSTREAM_UNAVAILABLE");
    expect(JSON.stringify(failing)).not.toMatch(/stacktrace/i);
  });

  it("serves no landing page", async () => {
    const response = await fetch(`${production.url}/graphql`, { headers: { accept: "text/html" } });
    expect(await response.text()).not.toMatch(/sandbox/i);
  });

  it("reports its environment", async () => {
    expect((await gql(production.url, "{ serverInfo { environment } }")).data).toEqual({
      serverInfo: { environment: "production" },
    });
  });

  it("does not accept tokens sealed by a gateway with another secret", async () => {
    const result = await gql(production.url, ME_INIT, {}, token);
    expect(result.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
  });
});
