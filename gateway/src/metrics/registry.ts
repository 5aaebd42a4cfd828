/**
 * The gateway's Prometheus metrics (docs/system-contract.md, "Metrics"), in a registry of this instance's own (`npm
 * start` runs a vendor API in the same process; the suites start many gateways). Series are looked up once per
 * operation, path and outcome and kept: a request costs increments and histogram observations, nothing more.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { DocumentCacheSize } from "../document-cache";
import type { UpstreamCall } from "../rest/client";
import { OperationLabels } from "./operation-names";

/** Seconds: most operations answer in tens of milliseconds, reports and exports in seconds. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** ok: no error; refused: only errors the client can act on (input, permission, sign-in); failed: a system fault. */
export type Outcome = "ok" | "refused" | "failed";
const OUTCOMES: readonly Outcome[] = ["ok", "refused", "failed"];

/** The refusals the gateway decides itself; the vendor API counts its own (vendor_api_auth_refusals_total). */
export type AuthRefusal = "login_throttled" | "api_token_rate_limited" | "unauthenticated";

interface Increment {
  inc(): void;
}
interface Observe {
  observe(value: number): void;
}
interface Series {
  counted: Record<Outcome, Increment>;
  timed: Observe;
}
interface UpstreamSeries {
  counted: Map<UpstreamCall["outcome"], Increment>;
  timed: Observe;
}

export class GatewayMetrics {
  readonly registry = new Registry();
  private readonly labels: OperationLabels;
  private readonly operations = new Map<string, Series>();
  private readonly paths = new Map<string, UpstreamSeries>();
  private readonly requests: Counter<"operation" | "outcome">;
  private readonly duration: Histogram<"operation">;
  private readonly upstreamCalls: Counter<"path" | "outcome">;
  private readonly upstreamDuration: Histogram<"path">;
  private readonly refusals: Counter<"reason">;

  /** `operationNames`: the console's (trusted documents'), always labelled by name. */
  constructor(operationNames: ReadonlySet<string>) {
    this.labels = new OperationLabels(operationNames);
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    this.requests = new Counter({
      name: "gateway_graphql_requests_total",
      help: "GraphQL operations answered over HTTP, by operation name (other, anonymous) and outcome (ok, refused, failed).",
      labelNames: ["operation", "outcome"] as const,
      registers,
    });
    this.duration = new Histogram({
      name: "gateway_graphql_request_duration_seconds",
      help: "Time from a GraphQL operation's start to its answer, by operation name.",
      labelNames: ["operation"] as const,
      buckets: DURATION_BUCKETS,
      registers,
    });
    this.upstreamCalls = new Counter({
      name: "gateway_upstream_requests_total",
      help: "Vendor API calls, by path and outcome (ok, business-error, timeout, network, http-status, busy, …).",
      labelNames: ["path", "outcome"] as const,
      registers,
    });
    this.upstreamDuration = new Histogram({
      name: "gateway_upstream_request_duration_seconds",
      help: "Time of a vendor API call, waiting for a connection included, by path.",
      labelNames: ["path"] as const,
      buckets: DURATION_BUCKETS,
      registers,
    });
    this.refusals = new Counter({
      name: "gateway_auth_refusals_total",
      help: "Requests the gateway refused itself, by reason (login_throttled, api_token_rate_limited, unauthenticated: no valid session or API token).",
      labelNames: ["reason"] as const,
      registers,
    });
  }

  /** The series of an operation name (folded: operation-names.ts). */
  operation(name: string | null | undefined): Series {
    const label = this.labels.label(name);
    let series = this.operations.get(label);
    if (!series) {
      const counted = Object.fromEntries(
        OUTCOMES.map((outcome) => [outcome, this.requests.labels({ operation: label, outcome })]),
      ) as Record<Outcome, Increment>;
      series = { counted, timed: this.duration.labels({ operation: label }) };
      this.operations.set(label, series);
    }
    return series;
  }

  /** One vendor API call; `path` is the call's declared path (rest/upstream-call.ts), never a URL with values. */
  upstream(path: string, outcome: UpstreamCall["outcome"], seconds: number): void {
    let series = this.paths.get(path);
    if (!series) {
      series = { counted: new Map(), timed: this.upstreamDuration.labels({ path }) };
      this.paths.set(path, series);
    }
    let counted = series.counted.get(outcome);
    if (!counted) {
      counted = this.upstreamCalls.labels({ path, outcome });
      series.counted.set(outcome, counted);
    }
    counted.inc();
    series.timed.observe(seconds);
  }

  authRefusal(reason: AuthRefusal): void {
    this.refusals.inc({ reason });
  }

  /** What Apollo's document cache holds (document-cache.ts), read at scrape time. */
  watchDocuments(read: () => DocumentCacheSize): void {
    const registers = [this.registry];
    new Gauge({
      name: "gateway_document_cache_documents",
      help: "Parsed GraphQL documents kept by this gateway, so that a known document is not parsed and validated again.",
      registers,
      collect() {
        this.set(read().documents);
      },
    });
    new Gauge({
      name: "gateway_document_cache_characters",
      help: "Characters of query text the kept documents hold; the cache drops the least recently used past its limit.",
      registers,
      collect() {
        this.set(read().characters);
      },
    });
  }

  /** The graphql-ws server's open connections and subscriptions, read at scrape time. */
  watchLive(read: () => { connections: number; subscriptions: number }): void {
    const registers = [this.registry];
    new Gauge({
      name: "gateway_websocket_connections",
      help: "WebSocket connections open on this gateway (subscriptions' transport, graphql-transport-ws).",
      registers,
      collect() {
        this.set(read().connections);
      },
    });
    new Gauge({
      name: "gateway_subscriptions",
      help: "GraphQL subscriptions open on this gateway.",
      registers,
      collect() {
        this.set(read().subscriptions);
      },
    });
  }
}
