/**
 * The gateway listening before its vendor API is up, as `npm start` runs it (docs/scale-contract.md section 8): the
 * console's page answers at once, /readyz says "starting", GraphQL waits for the API and then answers; a wait that
 * runs out, or an API that failed to start, gets a clear 503.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startGateway, type RunningGateway } from "../../gateway/src/server";
import { startVendorApi, type RunningVendorApi } from "../../vendor-api/src/server";
import { freePort } from "../support/free-port";
import { TEST_FORWARDING_KEY } from "../support/forwarding-key";
import { templateOptions } from "../support/vendor-api-template";

const LOGIN = { query: 'mutation { login(username: "admin", password: "admin123") { token } }' };
const postGraphql = (url: string) =>
  fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(LOGIN),
  });

let webDist: string;
/** The vendor API's port is chosen first and opened late, as `npm start`'s embedded API opens its own. */
let apiPort: number;
let api: RunningVendorApi | undefined;
const gateways: RunningGateway[] = [];

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((yes, no) => ((resolve = yes), (reject = no)));
  return { promise, resolve, reject };
}

async function gatewayWith(ready: Promise<unknown>, waitMs = 60_000) {
  const gateway = await startGateway({
    port: 0,
    host: "127.0.0.1",
    vendorApiUrl: `http://127.0.0.1:${apiPort}`,
    webDist,
    logLevel: "silent",
    upstreamStart: { ready, waitMs },
  });
  gateways.push(gateway);
  return gateway;
}

beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), "gateway-upstream-start-"));
  await writeFile(path.join(webDist, "index.html"), "<!doctype html><title>console</title>");
  apiPort = await freePort();
});
afterAll(async () => {
  for (const gateway of gateways) await gateway.close();
  await api?.close();
  await rm(webDist, { recursive: true, force: true });
});

describe("a gateway whose vendor API is still starting", () => {
  it("serves the console at once, is not ready, and answers GraphQL once the API is up", async () => {
    const start = deferred();
    const gateway = await gatewayWith(start.promise);

    const page = await fetch(`${gateway.url}/trips`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("<title>console</title>");
    expect((await fetch(`${gateway.url}/healthz`)).status).toBe(200);
    const ready = await fetch(`${gateway.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: "degraded", upstream: { reachable: false, error: "starting" } });

    // The API's port is still closed: the request is held, not sent (it would fail with UPSTREAM_UNAVAILABLE).
    const login = postGraphql(gateway.url);
    await new Promise((resolve) => setTimeout(resolve, 100));
    api = await startVendorApi({
      port: apiPort,
      host: "127.0.0.1",
      dataDir: "memory://",
      logLevel: "warn",
      ...(await templateOptions()),
      forwardingKey: TEST_FORWARDING_KEY,
    });
    start.resolve();
    const response = await login;
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data?: { login: { token: string } } };
    expect(body.data?.login.token).toEqual(expect.any(String));
    expect((await fetch(`${gateway.url}/readyz`)).status).toBe(200);
  });

  it("answers 503 with a clear message when the wait runs out, and keeps serving the console", async () => {
    const gateway = await gatewayWith(new Promise(() => undefined), 100);
    const response = await postGraphql(gateway.url);
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
    expect(await response.json()).toEqual({
      errors: [
        {
          message: "The vendor API is still starting (waited 0 s); try again shortly.",
          extensions: { code: "UPSTREAM_UNAVAILABLE", fault: "vendor-api-start" },
        },
      ],
    });
    const file = await fetch(`${gateway.url}/exports/orders.csv`);
    expect(file.status).toBe(503);
    expect(await file.json()).toMatchObject({ error: "Service Unavailable", statusCode: 503 });
    expect((await fetch(`${gateway.url}/`)).status).toBe(200);
  });

  it("tells why when the API failed to start", async () => {
    const start = deferred();
    const gateway = await gatewayWith(start.promise);
    const waiting = postGraphql(gateway.url);
    start.reject(new Error("the database is locked"));
    const response = await waiting;
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBeNull();
    const body = (await response.json()) as { errors: Array<{ message: string }> };
    expect(body.errors[0].message).toBe("The vendor API did not start: the database is locked");
    const ready = await fetch(`${gateway.url}/readyz`);
    expect(await ready.json()).toMatchObject({ upstream: { error: "failed" } });
  });
});
