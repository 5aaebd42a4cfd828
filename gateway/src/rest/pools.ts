import { Pool } from "undici";
import { PathLimiter } from "./limiter";

export interface PoolOptions {
  timeoutMs: number;
  /** Connections per origin (UPSTREAM_CONNECTIONS). */
  connections: number;
  /** Calls in flight per upstream path (UPSTREAM_MAX_PER_PATH), well below `connections`. */
  maxPerPath: number;
  /** Calls waiting per upstream path before more are refused (UPSTREAM_QUEUE_PER_PATH). */
  queuePerPath: number;
}

/**
 * One keep-alive undici Pool per upstream origin, shared by every request of a gateway instance, so calls reuse
 * warm connections instead of paying a TCP handshake each time; and the per-path limit that keeps one slow path from
 * holding all of them.
 */
export class UpstreamPools {
  private readonly pools = new Map<string, Pool>();
  readonly limiter: PathLimiter;

  constructor(private readonly options: PoolOptions) {
    this.limiter = new PathLimiter(options.maxPerPath, options.queuePerPath);
  }

  forOrigin(origin: string): Pool {
    let pool = this.pools.get(origin);
    if (!pool) {
      const { timeoutMs } = this.options;
      pool = new Pool(origin, {
        connections: this.options.connections,
        keepAliveTimeout: 10_000,
        keepAliveMaxTimeout: 60_000,
        // Every phase is bounded so a stalled upstream yields an error instead of a hung request.
        connectTimeout: Math.min(timeoutMs, 10_000),
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
      });
      this.pools.set(origin, pool);
    }
    return pool;
  }

  async close(): Promise<void> {
    const pools = [...this.pools.values()];
    this.pools.clear();
    await Promise.all(pools.map((pool) => pool.close().catch(() => pool.destroy())));
  }
}
