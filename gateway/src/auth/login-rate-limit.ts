/**
 * Failed-login throttling, per user name and per client address, over a sliding window. Kept in process memory:
 * behind several gateway instances each enforces its own budget, which still bounds guessing per instance.
 */
import { ErrorCode, gatewayError } from "../errors";

export interface LoginRateLimitOptions {
  maxPerUserName: number;
  maxPerAddress: number;
  windowMs: number;
  /** Upper bound on tracked keys so a flood of random user names cannot grow memory without limit. */
  maxTrackedKeys?: number;
}

class SlidingWindowCounter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly windowMs: number,
    private readonly maxKeys: number,
  ) {}

  count(key: string, now: number): number {
    const recent = this.prune(key, now);
    return recent.length;
  }

  add(key: string, now: number): void {
    const recent = this.prune(key, now);
    recent.push(now);
    this.hits.delete(key); // re-insert so Map order tracks recency for eviction
    this.hits.set(key, recent);
    while (this.hits.size > this.maxKeys) this.hits.delete(this.hits.keys().next().value as string);
  }

  clear(key: string): void {
    this.hits.delete(key);
  }

  /** Time until the oldest counted attempt leaves the window. */
  retryAfterMs(key: string, now: number): number {
    const recent = this.prune(key, now);
    return recent.length ? Math.max(0, recent[0] + this.windowMs - now) : 0;
  }

  private prune(key: string, now: number): number[] {
    const recent = (this.hits.get(key) ?? []).filter((at) => at > now - this.windowMs);
    if (recent.length) this.hits.set(key, recent);
    else this.hits.delete(key);
    return recent;
  }
}

export class LoginRateLimiter {
  private readonly byUserName: SlidingWindowCounter;
  private readonly byAddress: SlidingWindowCounter;

  constructor(
    private readonly options: LoginRateLimitOptions,
    private readonly clock: () => number = Date.now,
  ) {
    const maxKeys = options.maxTrackedKeys ?? 100_000;
    this.byUserName = new SlidingWindowCounter(options.windowMs, maxKeys);
    this.byAddress = new SlidingWindowCounter(options.windowMs, maxKeys);
  }

  /** Throws RATE_LIMITED when either budget is spent; call before contacting the vendor API. */
  assertAllowed(userName: string, address: string): void {
    const now = this.clock();
    const user = normalise(userName);
    const overUser = this.byUserName.count(user, now) >= this.options.maxPerUserName;
    const overAddress = this.byAddress.count(address, now) >= this.options.maxPerAddress;
    if (!overUser && !overAddress) return;
    const retryAfterMs = Math.max(
      overUser ? this.byUserName.retryAfterMs(user, now) : 0,
      overAddress ? this.byAddress.retryAfterMs(address, now) : 0,
    );
    const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
    throw gatewayError(
      ErrorCode.RATE_LIMITED,
      `Too many failed login attempts, please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
      { retryAfterSeconds: Math.ceil(retryAfterMs / 1000) },
    );
  }

  recordFailure(userName: string, address: string): void {
    const now = this.clock();
    this.byUserName.add(normalise(userName), now);
    this.byAddress.add(address, now);
  }

  /** A successful login forgives the user name's failures; the address budget keeps counting toward other names. */
  recordSuccess(userName: string): void {
    this.byUserName.clear(normalise(userName));
  }
}

const normalise = (userName: string) => userName.trim().toLowerCase();
