import type { GatewayConfig } from "./config";
import type { UpstreamPools } from "./rest/pools";

export interface HealthReport {
  status: "ok" | "degraded";
  version: string;
  upstream: { reachable: boolean; latencyMs: number | null; error?: string };
}

/**
 * The vendor API counts as reachable when it answers HTTP at all: any vendor API speaks HTTP at its root, but none
 * is required to have a particular health route, and the probe must not need a session.
 */
export async function checkHealth(config: GatewayConfig, pools: UpstreamPools, version: string): Promise<HealthReport> {
  const url = new URL(config.vendorApiUrl);
  const started = performance.now();
  try {
    const response = await pools.forOrigin(url.origin).request({
      method: "GET",
      path: `${url.pathname.replace(/\/+$/, "")}/?timestamp=${Date.now()}`,
      signal: AbortSignal.timeout(Math.min(config.upstreamTimeoutMs, 3000)),
    });
    await response.body.dump();
    return { status: "ok", version, upstream: { reachable: true, latencyMs: Math.round(performance.now() - started) } };
  } catch (error) {
    const timedOut = (error as { name?: string }).name === "TimeoutError";
    return {
      status: "degraded",
      version,
      upstream: { reachable: false, latencyMs: null, error: timedOut ? "timeout" : "unreachable" },
    };
  }
}
