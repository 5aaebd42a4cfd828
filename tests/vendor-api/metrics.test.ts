/**
 * The vendor API's Prometheus metrics (docs/system-contract.md, "Metrics"): served on a listener of their own, never
 * on the API's address; requests counted by route template with their outcome and time, a refused sign-in by its
 * reason, the mail outbox's backlog from the database, the jobs and the database driver, and the process defaults.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type pg from "pg";
import type { Db } from "../../vendor-api/src/db/connect";
import { createVendorApiMetrics } from "../../vendor-api/src/metrics/registry";
import { startVendorApi, type RunningVendorApi } from "../../vendor-api/src/server";
import { TEST_FORWARDING_KEY } from "../support/forwarding-key";
import { parsePrometheusText, scrape } from "../support/prometheus-text";
import { templateOptions } from "../support/vendor-api-template";
import { validTrip } from "./support/catalogue";

let api: RunningVendorApi;
let session: Record<string, string>;
/** A webhook receiver that is down: every delivery gets HTTP 503. */
let receiver: Server;

async function call(path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${api.url}${path}?timestamp=${Date.now()}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers loosely, like support/api.ts
  return (await response.json()) as { status: { code: number }; result: any };
}

async function login(username: string, password: string) {
  return call("/vendor/account/login", { username, password });
}

beforeAll(async () => {
  api = await startVendorApi({
    port: 0,
    host: "127.0.0.1",
    dataDir: "memory://",
    logLevel: "silent",
    ...(await templateOptions()),
    forwardingKey: TEST_FORWARDING_KEY,
    releaseUnpaidHolds: false,
    // The receiver below listens on 127.0.0.1, as WEBHOOK_ALLOW_LOOPBACK=true allows in development.
    webhookLoopback: true,
    metricsPort: 0,
  });
  receiver = createServer((_request, response) => response.writeHead(503).end("down for maintenance"));
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const { result } = await login("admin", "admin123");
  session = {
    operatortoken: result.operatorToken,
    tid: String(result.tenantId),
    channelid: String(result.channelId),
    opid: String(result.id),
    operatorid: String(result.id),
    timezone: result.timeZone,
  };
});
afterAll(async () => {
  receiver?.close();
  await api?.close();
});

describe("vendor API metrics", () => {
  it("are served on their own loopback port, and the API's address does not serve them", async () => {
    expect(api.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    expect(new URL(api.metricsUrl!).port).not.toBe(new URL(api.url).port);
    const publicAnswer = await fetch(`${api.url}/metrics`);
    expect(publicAnswer.status).toBe(404);
    expect(await publicAnswer.text()).not.toContain("vendor_api_");
    const other = await fetch(api.metricsUrl!.replace(/\/metrics$/, "/elsewhere"));
    expect(other.status).toBe(404);
  });

  it("see queued mail in the outbox gauges, and report the jobs, the driver and the process", async () => {
    const walk = (await call("/trip/list", { pageNum: 1, pageSize: 5, code: "TOUR-CITY-WALK" }, session)).result.list[0]
      .id;
    const queued = await call(
      "/reservation/notify",
      { tripId: walk, date: "2025-07-01", shift: "Morning", channel: "email", subject: "Gate", content: "Gate B." },
      session,
    );
    expect(queued.status.code).toBe(0);
    // The file's first scrape: the backlog is read at scrape time and kept for a few seconds (metrics/backlog.ts). The
    // seeded data has no mail waiting, so this one is the message just queued.
    const metrics = await scrape(api.metricsUrl!);
    expect(metrics.value("vendor_api_backlog_read_ok")).toBe(1);
    expect(metrics.value("vendor_api_mail_outbox_waiting")).toBe(1);
    expect(metrics.value("vendor_api_mail_outbox_oldest_age_seconds")).toBeGreaterThanOrEqual(0);
    expect(metrics.value("vendor_api_webhook_outbox_waiting")).toBe(0);
    expect(metrics.value("vendor_api_webhook_outbox_oldest_age_seconds")).toBe(0);
    expect(metrics.value("vendor_api_jobs", { kind: "orders", state: "pending" })).toBe(0);
    expect(metrics.value("vendor_api_jobs", { kind: "orders", state: "running" })).toBe(0);
    expect(metrics.value("vendor_api_jobs", { kind: "coupon_codes", state: "pending" })).toBeGreaterThanOrEqual(0);
    expect(metrics.value("vendor_api_database_info", { driver: "pglite" })).toBe(1);
    expect(metrics.value("vendor_api_db_pool_waiting")).toBeUndefined();
    expect(metrics.types.get("process_cpu_user_seconds_total")).toBe("counter");
    expect(metrics.value("nodejs_heap_size_used_bytes")).toBeGreaterThan(0);
  });
  it("count requests by route template and outcome, with their time", async () => {
    const route = { method: "POST", route: "/trip/list" };
    const before = await scrape(api.metricsUrl!);
    const listed = await call("/trip/list", { pageNum: 1, pageSize: 5 }, session);
    expect(listed.status.code).toBe(0);
    await call("/trip/list", { pageNum: 1, pageSize: 5 });
    const missing = await fetch(`${api.url}/no/such/call/12345?timestamp=1`);
    expect(missing.status).toBe(404);
    const after = await scrape(api.metricsUrl!);

    const moved = (name: string, labels: Record<string, string>) =>
      after.count(name, labels) - before.count(name, labels);
    expect(moved("vendor_api_http_requests_total", { ...route, outcome: "ok" })).toBe(1);
    // Without a session: refused by the request gate, counted under the route all the same.
    expect(moved("vendor_api_http_requests_total", { ...route, outcome: "refused" })).toBe(1);
    expect(moved("vendor_api_http_request_duration_seconds_count", route)).toBe(2);
    expect(after.value("vendor_api_http_request_duration_seconds_bucket", { ...route, le: "+Inf" })).toBe(
      after.value("vendor_api_http_request_duration_seconds_count", route),
    );
    expect(after.types.get("vendor_api_http_request_duration_seconds")).toBe("histogram");
    expect(moved("vendor_api_http_requests_total", { method: "GET", route: "unmatched", outcome: "refused" })).toBe(1);
    // Routes are templates: no URL, query string or value becomes a label.
    const routes = new Set(after.samples.filter((s) => s.labels.route).map((s) => s.labels.route));
    expect([...routes].filter((name) => name.includes("?") || name.includes("12345"))).toEqual([]);
  });

  it("count a refused sign-in by its reason", async () => {
    const before = await scrape(api.metricsUrl!);
    expect((await login("admin", "not-the-password")).status.code).toBe(21001);
    const after = await scrape(api.metricsUrl!);
    const reason = { reason: "wrong_credentials" };
    expect(
      after.count("vendor_api_auth_refusals_total", reason) - before.count("vendor_api_auth_refusals_total", reason),
    ).toBe(1);
    const refusedLogin = { method: "POST", route: "/vendor/account/login", outcome: "refused" };
    expect(after.count("vendor_api_http_requests_total", refusedLogin)).toBeGreaterThan(
      before.count("vendor_api_http_requests_total", refusedLogin),
    );
  });

  it("count a failed webhook attempt of the worker", async () => {
    const before = await scrape(api.metricsUrl!);
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    const added = await call("/webhook/add", { url, events: ["TRIP_PUBLISHED"], description: "metrics" }, session);
    expect(added.status.code).toBe(0);
    const trip = await call("/trip/add", validTrip(), session);
    expect(trip.status.code).toBe(0);
    const published = await call("/trip/publish", { id: trip.result.id, version: trip.result.version }, session);
    expect(published.status.code).toBe(0);
    // The worker polls every 2 s (shared/outbox-worker.ts): wait for its attempt to show, no longer than a few polls.
    const retrying = { result: "retrying" };
    const deadline = Date.now() + 10_000;
    let after = before;
    while (
      after.count("vendor_api_webhook_delivery_attempts_total", retrying) ===
      before.count("vendor_api_webhook_delivery_attempts_total", retrying)
    ) {
      if (Date.now() > deadline) throw new Error("the webhook worker made no attempt");
      await new Promise((resolve) => setTimeout(resolve, 100));
      after = await scrape(api.metricsUrl!);
    }
    expect(
      after.count("vendor_api_webhook_delivery_attempts_total", retrying) -
        before.count("vendor_api_webhook_delivery_attempts_total", retrying),
    ).toBe(1);
    expect(after.count("vendor_api_webhook_delivery_attempts_total", { result: "delivered" })).toBe(0);
  });
});

describe("vendor API metrics of the database", () => {
  it("report PostgreSQL's pool, and say so when the database cannot answer the backlog's query", async () => {
    // A pool as pg reports it mid-load, and a database that refuses every query (a restart under way).
    const pool = { totalCount: 7, idleCount: 2, waitingCount: 3, options: { max: 10 } } as unknown as pg.Pool;
    const db = { execute: () => Promise.reject(new Error("the database system is starting up")) } as unknown as Db;
    const { registry } = createVendorApiMetrics(db, pool);
    const metrics = parsePrometheusText(await registry.metrics());
    expect(metrics.value("vendor_api_database_info", { driver: "postgresql" })).toBe(1);
    expect(metrics.value("vendor_api_db_pool_connections", { state: "in_use" })).toBe(5);
    expect(metrics.value("vendor_api_db_pool_connections", { state: "idle" })).toBe(2);
    expect(metrics.value("vendor_api_db_pool_waiting")).toBe(3);
    expect(metrics.value("vendor_api_db_pool_max")).toBe(10);
    expect(metrics.value("vendor_api_backlog_read_ok")).toBe(0);
    // The scrape still answers: the process and the pool are what an operator needs while the database is away.
    // Present, not a figure: prom-client counts CPU from the registry's making, which may be 0 seconds this soon.
    expect(metrics.value("process_cpu_user_seconds_total")).toBeGreaterThanOrEqual(0);
  });
});
