/**
 * A gateway told to stop behind a proxy (docs/system-contract.md, "Production topology"): for SHUTDOWN_DRAIN_MS its
 * /readyz answers 503 "draining" while requests are still served, each answer closing its connection, and then its
 * graphql-ws connections are closed with 1012 (service restart), which clients retry on another gateway.
 */
import { createClient } from "graphql-ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { startGateway, type RunningGateway } from "../../gateway/src/server";
import { gql, loginAs } from "./support/graphql-client";
import { startTestVendorApi, type TestVendorApi } from "./support/vendor-api";

/** Long enough for the requests below on a busy machine; the test waits on the close itself, not on this. */
const DRAIN_MS = 3000;

let vendorApi: TestVendorApi;
let gateway: RunningGateway;

beforeAll(async () => {
  vendorApi = await startTestVendorApi();
  gateway = await startGateway({
    port: 0,
    host: "127.0.0.1",
    vendorApiUrl: vendorApi.url,
    logLevel: "silent",
    drainMs: DRAIN_MS,
  });
});
afterAll(async () => {
  await vendorApi?.close();
});

describe("a gateway told to stop", () => {
  it("drains: /readyz 503 at once, requests still served with Connection: close, then subscriptions closed 1012", async () => {
    const token = await loginAs(gateway.url, "admin", "admin123");
    const ready = await fetch(`${gateway.url}/readyz`);
    expect(ready.status).toBe(200);
    let acknowledged!: () => void;
    const connected = new Promise<void>((resolve) => (acknowledged = resolve));
    const client = createClient({
      url: `${gateway.url.replace(/^http/, "ws")}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${token}` },
      retryAttempts: 0,
      on: { connected: () => acknowledged() },
    });
    const ended = new Promise<unknown>((resolve) =>
      client.subscribe(
        { query: "subscription { orderChanged { eventId id } }" },
        { next: () => undefined, error: resolve, complete: () => resolve("completed") },
      ),
    );
    await connected;

    const closed = gateway.close();
    const draining = await fetch(`${gateway.url}/readyz`);
    expect(draining.status).toBe(503);
    expect(await draining.json()).toMatchObject({ status: "draining" });
    expect(draining.headers.get("connection")).toBe("close");
    const served = await gql(gateway.url, "{ regions { id } }", {}, token);
    expect(served.errors).toBeUndefined();
    expect(served.data?.regions.length).toBeGreaterThan(0);

    await closed;
    expect(await ended).toMatchObject({ code: 1012 });
    await client.dispose();
  });
});
