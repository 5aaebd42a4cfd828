/**
 * `/healthz` is liveness: the process answers, whatever the vendor API does, so it asks nothing of it. `/readyz` is
 * readiness: the vendor API answers HTTP at all, probed over a connection pool of its own with a short deadline, so
 * the probe never queues behind the calls of users, and a hung vendor API reads as "not ready" in seconds.
 */
import { Pool } from "undici";
import type { GatewayConfig } from "./config";

export interface LivenessReport {
  status: "ok";
  version: string;
}

export interface ReadinessReport {
  status: "ok" | "degraded";
  version: string;
  upstream: { reachable: boolean; latencyMs: number | null; error?: "timeout" | "unreachable" | "starting" | "failed" };
}

export const liveness = (version: string): LivenessReport => ({ status: "ok", version });

/**
 * Any vendor API speaks HTTP at its root, but none is required to have a particular health route, and the probe must
 * not need a session: any answer counts as reachable. Concurrent checks share one probe.
 */
export class ReadinessProbe {
  private readonly pool: Pool;
  private readonly path: string;
  private readonly timeoutMs: number;
  private pending: Promise<ReadinessReport> | null = null;

  constructor(
    config: GatewayConfig,
    private readonly version: string,
  ) {
    const url = new URL(config.vendorApiUrl);
    this.path = `${url.pathname.replace(/\/+$/, "")}/`;
    this.timeoutMs = config.readinessTimeoutMs;
    this.pool = new Pool(url.origin, {
      connections: 2,
      connectTimeout: this.timeoutMs,
      headersTimeout: this.timeoutMs,
      bodyTimeout: this.timeoutMs,
    });
  }

  check(): Promise<ReadinessReport> {
    this.pending ??= this.probe().finally(() => (this.pending = null));
    return this.pending;
  }

  async close(): Promise<void> {
    await this.pool.destroy();
  }

  private async probe(): Promise<ReadinessReport> {
    const started = performance.now();
    const signal = AbortSignal.timeout(this.timeoutMs);
    try {
      const response = await this.pool.request({ method: "GET", path: `${this.path}?timestamp=${Date.now()}`, signal });
      await response.body.dump({ limit: 64 * 1024, signal });
      const latencyMs = Math.round(performance.now() - started);
      return { status: "ok", version: this.version, upstream: { reachable: true, latencyMs } };
    } catch (error) {
      const timedOut = signal.aborted || (error as { name?: string }).name === "TimeoutError";
      return {
        status: "degraded",
        version: this.version,
        upstream: { reachable: false, latencyMs: null, error: timedOut ? "timeout" : "unreachable" },
      };
    }
  }
}
