/**
 * The vendor API's Prometheus metrics (docs/system-contract.md, "Metrics"), in a registry of this instance's own: a
 * process may hold several (`npm start` embeds one beside the gateway, the test suites start many). Requests are
 * counted by route template (request-metrics.ts); the backlog, the pool and the jobs are read at scrape time.
 */
import type pg from "pg";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { Db } from "../db/connect";
import { cachedBacklog, type Backlog } from "./backlog";

/** Seconds: a list answers in tens of milliseconds, a report or an export may take seconds. */
export const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** pg's pool size when none is given (db/connect.ts gives none). */
const DEFAULT_POOL_MAX = 10;
/** How long a scrape's reading of the backlog serves the next scrapes. */
const BACKLOG_MAX_AGE_MS = 5_000;

/** ok: success (code 0); refused: a business refusal (a rule, a permission, a login); failed: a system error (10000). */
export type Outcome = "ok" | "refused" | "failed";

/** What a finished webhook attempt of the worker came to (webhook/delivery.ts). */
export type WebhookAttemptResult = "delivered" | "retrying" | "given_up";

export interface VendorApiMetrics {
  registry: Registry;
  requests: Counter<"method" | "route" | "outcome">;
  duration: Histogram<"method" | "route">;
  authRefusals: Counter<"reason">;
  webhookAttempt(result: WebhookAttemptResult): void;
}

export function createVendorApiMetrics(db: Db, pool: pg.Pool | undefined): VendorApiMetrics {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: "vendor_api_http_requests_total",
    help: "Requests answered, by method, route template (unmatched: no route) and outcome (ok, refused, failed).",
    labelNames: ["method", "route", "outcome"] as const,
    registers,
  });
  const duration = new Histogram({
    name: "vendor_api_http_request_duration_seconds",
    help: "Time from a request's arrival to its answer, by method and route template.",
    labelNames: ["method", "route"] as const,
    buckets: DURATION_BUCKETS,
    registers,
  });
  const authRefusals = new Counter({
    name: "vendor_api_auth_refusals_total",
    help: "Sign-ins and credentials refused, by reason (wrong credentials, throttled, session or API token refused).",
    labelNames: ["reason"] as const,
    registers,
  });
  const webhookAttempts = new Counter({
    name: "vendor_api_webhook_delivery_attempts_total",
    help: "Webhook deliveries the worker attempted, by result (delivered, retrying, given_up: the endpoint turned off).",
    labelNames: ["result"] as const,
    registers,
  });

  const backlog = cachedBacklog(db, BACKLOG_MAX_AGE_MS);
  /** The backlog for a scrape; undefined when the database cannot answer (`vendor_api_backlog_read_ok` says so). */
  const scraped = () => backlog().catch(() => undefined);
  const fromBacklog = (name: string, help: string, read: (value: Backlog) => number) =>
    new Gauge({
      name,
      help,
      registers,
      async collect() {
        const value = await scraped();
        if (value) this.set(read(value));
      },
    });
  new Gauge({
    name: "vendor_api_backlog_read_ok",
    help: "1 when this scrape read the outboxes and jobs from the database, 0 when it could not (their values are older).",
    registers,
    async collect() {
      this.set((await scraped()) ? 1 : 0);
    },
  });
  const ageOf = (oldestAt: number | null) => (oldestAt === null ? 0 : Math.max(0, Date.now() / 1000 - oldestAt));
  fromBacklog("vendor_api_mail_outbox_waiting", "E-mail queued or being sent.", (b) => b.mail.waiting);
  fromBacklog(
    "vendor_api_mail_outbox_oldest_age_seconds",
    "Age of the oldest e-mail queued or being sent (0: none waits).",
    (b) => ageOf(b.mail.oldestAt),
  );
  fromBacklog(
    "vendor_api_webhook_outbox_waiting",
    "Webhook deliveries pending or being sent to enabled webhooks.",
    (b) => b.webhooks.waiting,
  );
  fromBacklog(
    "vendor_api_webhook_outbox_oldest_age_seconds",
    "Age of the oldest webhook delivery pending or being sent to an enabled webhook (0: none waits).",
    (b) => ageOf(b.webhooks.oldestAt),
  );
  new Gauge({
    name: "vendor_api_jobs",
    help: "Background jobs not finished, by kind (coupon_codes, orders) and state (pending, running).",
    labelNames: ["kind", "state"] as const,
    registers,
    async collect() {
      const value = await scraped();
      if (!value) return;
      this.set({ kind: "coupon_codes", state: "pending" }, value.couponJobsPending);
      this.set({ kind: "orders", state: "pending" }, value.orderJobsPending);
      this.set({ kind: "orders", state: "running" }, value.orderJobsRunning);
    },
  });
  registerDatabaseGauges(registers, pool);

  return { registry, requests, duration, authRefusals, webhookAttempt: (result) => webhookAttempts.inc({ result }) };
}

/**
 * PostgreSQL: the pool's connections in use and idle, and the queries waiting for one (pg's Pool). PGlite is one
 * connection inside the process, with nothing to wait for in a pool: only the driver is reported.
 */
function registerDatabaseGauges(registers: Registry[], pool: pg.Pool | undefined): void {
  new Gauge({
    name: "vendor_api_database_info",
    help: "1, labelled with the database driver (postgresql, pglite).",
    labelNames: ["driver"] as const,
    registers,
  }).set({ driver: pool ? "postgresql" : "pglite" }, 1);
  if (!pool) return;
  new Gauge({
    name: "vendor_api_db_pool_connections",
    help: "PostgreSQL pool connections, by state (in_use, idle).",
    labelNames: ["state"] as const,
    registers,
    collect() {
      this.set({ state: "in_use" }, pool.totalCount - pool.idleCount);
      this.set({ state: "idle" }, pool.idleCount);
    },
  });
  new Gauge({
    name: "vendor_api_db_pool_max",
    help: "The PostgreSQL pool's size: connections it opens at most.",
    registers,
  }).set(pool.options.max ?? DEFAULT_POOL_MAX);
  new Gauge({
    name: "vendor_api_db_pool_waiting",
    help: "Queries waiting for a PostgreSQL pool connection.",
    registers,
    collect() {
      this.set(pool.waitingCount);
    },
  });
}
