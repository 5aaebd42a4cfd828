import { Pool } from "undici";

export interface PoolOptions {
  timeoutMs: number;
  connections?: number;
}

/**
 * One keep-alive undici Pool per upstream origin, shared by every request of a gateway instance, so calls reuse
 * warm connections instead of paying a TCP handshake each time.
 */
export class UpstreamPools {
  private readonly pools = new Map<string, Pool>();

  constructor(private readonly options: PoolOptions) {}

  forOrigin(origin: string): Pool {
    let pool = this.pools.get(origin);
    if (!pool) {
      const { timeoutMs } = this.options;
      pool = new Pool(origin, {
        connections: this.options.connections ?? 64,
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
