/**
 * The gateway's Prometheus metrics (docs/system-contract.md, "Metrics"): served on a listener of their own that the
 * public address does not serve; operations counted by name (the console's names kept, others bounded) with outcome
 * and time, vendor API calls by path, the refusals the gateway decides (its login limiter, a token it cannot open),
 * open WebSocket connections and subscriptions, the document cache, and the process defaults.
 */
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startGateway, type RunningGateway } from "../../gateway/src/server";
import { liveClient } from "../support/live-client";
import { scrape, type Scrape } from "../support/prometheus-text";
import { gql, loginAs } from "./support/graphql-client";
import { startTestVendorApi, type TestVendorApi } from "./support/vendor-api";

let vendorApi: TestVendorApi;
let gateway: RunningGateway;
let admin: string;

/** The console's own order list document, as the browser sends it (web/src/gql/persisted-documents.json). */
const ORDER_LIST = Object.values(
  JSON.parse(readFileSync("web/src/gql/persisted-documents.json", "utf8")) as Record<string, string>,
).find((text) => text.includes("query OrderList("))!;

const metrics = () => scrape(gateway.metricsUrl!);
const moved = (before: Scrape, after: Scrape, name: string, labels: Record<string, string>) =>
  after.count(name, labels) - before.count(name, labels);

/** Scrapes until `holds` is true of a scrape (a gauge follows a socket's open or close event). */
async function scrapeUntil(holds: (scraped: Scrape) => boolean, timeoutMs = 8000): Promise<Scrape> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const scraped = await metrics();
    if (holds(scraped)) return scraped;
    if (Date.now() > deadline) throw new Error("the metrics did not reach the expected values");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

beforeAll(async () => {
  vendorApi = await startTestVendorApi();
  gateway = await startGateway({
    port: 0,
    host: "127.0.0.1",
    vendorApiUrl: vendorApi.url,
    logLevel: "silent",
    metricsPort: 0,
  });
  admin = await loginAs(gateway.url, "admin", "admin123");
});
afterAll(async () => {
  await gateway?.close();
  await vendorApi?.close();
});

describe("gateway metrics", () => {
  it("are served on their own loopback port, and the public address does not serve them", async () => {
    expect(gateway.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    expect(new URL(gateway.metricsUrl!).port).not.toBe(new URL(gateway.url).port);
    const publicAnswer = await fetch(`${gateway.url}/metrics`);
    expect(publicAnswer.status).toBe(404);
    expect(await publicAnswer.text()).not.toContain("gateway_");
    const scraped = await metrics();
    expect(scraped.types.get("process_cpu_user_seconds_total")).toBe("counter");
    expect(scraped.value("nodejs_heap_size_used_bytes")).toBeGreaterThan(0);
  });

  it("count operations by name with outcome and time, and the vendor API calls by path", async () => {
    const before = await metrics();
    for (let i = 0; i < 3; i++) {
      const answer = await gql(gateway.url, ORDER_LIST, { page: { number: 1, size: 5 } }, admin);
      expect(answer.errors).toBeUndefined();
    }
    expect((await gql(gateway.url, `{ __typename }`)).errors).toBeUndefined();
    expect((await gql(gateway.url, `query IntegratorProbe { __typename }`)).errors).toBeUndefined();
    const after = await metrics();

    const orderList = { operation: "OrderList" };
    expect(moved(before, after, "gateway_graphql_requests_total", { ...orderList, outcome: "ok" })).toBe(3);
    expect(moved(before, after, "gateway_graphql_request_duration_seconds_count", orderList)).toBe(3);
    expect(after.types.get("gateway_graphql_request_duration_seconds")).toBe("histogram");
    const anonymous = { operation: "anonymous", outcome: "ok" };
    expect(moved(before, after, "gateway_graphql_requests_total", anonymous)).toBe(1);
    const named = { operation: "IntegratorProbe", outcome: "ok" };
    expect(moved(before, after, "gateway_graphql_requests_total", named)).toBe(1);
    const listCalls = { path: "/order/list", outcome: "ok" };
    expect(moved(before, after, "gateway_upstream_requests_total", listCalls)).toBe(3);
    expect(moved(before, after, "gateway_upstream_request_duration_seconds_count", { path: "/order/list" })).toBe(3);
    // Labels are declared paths: no query string or value of a call.
    expect(after.samples.filter((sample) => sample.labels.path?.includes("?"))).toEqual([]);
  });

  it("count a login refused by the gateway's limiter and a request with a token it cannot open", async () => {
    const before = await metrics();
    const login = `mutation LoginUser($username: String!, $password: String!) { login(username: $username, password: $password) { token } }`;
    let throttled = false;
    // The login budgets (docs/login-policy.md): a few wrong passwords, then the limiter answers without the vendor API.
    for (let attempt = 0; attempt < 10 && !throttled; attempt++) {
      const answer = await gql(gateway.url, login, { username: "agent", password: "wrong-password" });
      const error = answer.errors?.[0];
      expect(error).toBeDefined();
      throttled = error!.extensions?.code === "RATE_LIMITED" && error!.extensions.upstreamCode === undefined;
    }
    expect(throttled).toBe(true);
    const refused = await gql(gateway.url, `query Me { me { permissions { __typename } } }`, {}, "not-a-sealed-token");
    expect(refused.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    const after = await metrics();

    expect(moved(before, after, "gateway_auth_refusals_total", { reason: "login_throttled" })).toBe(1);
    expect(moved(before, after, "gateway_auth_refusals_total", { reason: "unauthenticated" })).toBe(1);
    expect(
      moved(before, after, "gateway_graphql_requests_total", { operation: "LoginUser", outcome: "refused" }),
    ).toBeGreaterThan(1);
    expect(moved(before, after, "gateway_graphql_requests_total", { operation: "Me", outcome: "refused" })).toBe(1);
  });

  it("show what the document cache holds: a document sent again is not kept twice", async () => {
    const text = `query DocumentCacheProbe { __typename }`;
    const before = await metrics();
    for (let i = 0; i < 2; i++) expect((await gql(gateway.url, text)).errors).toBeUndefined();
    const after = await metrics();
    const grew = (name: string) => after.value(name)! - before.value(name)!;
    expect(grew("gateway_document_cache_documents")).toBe(1);
    expect(grew("gateway_document_cache_characters")).toBe(text.length);
  });

  it("follow open WebSocket connections and subscriptions", async () => {
    const idle = await scrapeUntil((scraped) => scraped.value("gateway_subscriptions") === 0);
    expect(idle.value("gateway_websocket_connections")).toBe(0);
    const client = liveClient(gateway.url, admin);
    try {
      client.subscribe(`subscription { orderChanged { id } }`);
      const open = await scrapeUntil((scraped) => scraped.value("gateway_subscriptions") === 1);
      expect(open.value("gateway_websocket_connections")).toBe(1);
    } finally {
      await client.close();
    }
    const closed = await scrapeUntil((scraped) => scraped.value("gateway_websocket_connections") === 0);
    expect(closed.value("gateway_subscriptions")).toBe(0);
  });
});
