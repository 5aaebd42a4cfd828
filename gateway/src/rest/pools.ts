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
 * The calls that sign in, sign out and confirm a session (docs/foundation-contract.md section 1). They keep
 * SESSION_RESERVE connections to themselves: however many other paths hang, users can still sign in and every request's
 * session check still gets through.
 */
const SESSION_PATHS: ReadonlySet<string> = new Set([
  "/vendor/account/login",
  "/vendor/account/auth/login",
  "/vendor/account/logout",
  "/vendor/account/permission/load",
]);
const SESSION_RESERVE = 4;

/**
 * One keep-alive undici Pool per upstream origin, shared by every request of a gateway instance, so calls reuse
 * warm connections instead of paying a TCP handshake each time; and the per-path limit that keeps one slow path from
 * holding all of them.
 */
export class UpstreamPools {
  private readonly pools = new Map<string, Pool>();
  readonly limiter: PathLimiter;

  constructor(private readonly options: PoolOptions) {
    const shared = Math.max(options.maxPerPath, options.connections - SESSION_RESERVE);
    this.limiter = new PathLimiter(options.maxPerPath, options.queuePerPath, shared, SESSION_PATHS);
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
