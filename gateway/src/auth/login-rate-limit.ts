/**
 * Login throttling over a sliding window (docs/login-policy.md). This class keeps the budgets in process memory (one
 * gateway); behind several gateways they live in Redis (shared-state/redis-login-budget.ts), with the same policy.
 *
 * Each attempt takes its place in the budgets before the vendor API is called and gives it back unless the vendor API
 * refused the credentials, so attempts in flight count: parallel guesses cannot all pass the check before the first
 * answer arrives. Budgets:
 * - per client address: `maxPerAddress` refusals, whatever the user names;
 * - per user name: `maxPerUserName` refusals from any addresses; once spent, the addresses that have failed for the
 *   name (or have an attempt for it in flight) are refused, and the others, where the real user may be, share a second,
 *   small budget of `maxPerUserNameFromCleanAddresses` refusals. Spreading guesses over many addresses therefore still
 *   ends at the sum of the two budgets.
 */
import { ErrorCode, gatewayError } from "../errors";

export interface LoginRateLimitOptions {
  maxPerUserName: number;
  /** Refusals per user name from addresses without failures for it, once `maxPerUserName` is spent. */
  maxPerUserNameFromCleanAddresses: number;
  maxPerAddress: number;
  windowMs: number;
  /** Upper bound on tracked keys so a flood of random user names cannot grow memory without limit. */
  maxTrackedKeys?: number;
}

/** A reserved or refused attempt. `at` is when it was reserved; a refusal keeps it, a release removes it. */
interface Mark {
  at: number;
  address: string;
  /** Drawn from the clean-address budget of its user name. */
  clean: boolean;
}

/** Marks per key, oldest first, pruned to the window; Map order tracks recency for eviction. */
class MarkBook {
  private readonly marks = new Map<string, Mark[]>();

  constructor(
    private readonly windowMs: number,
    private readonly maxKeys: number,
  ) {}

  list(key: string, now: number): Mark[] {
    const recent = (this.marks.get(key) ?? []).filter((mark) => mark.at > now - this.windowMs);
    if (recent.length) this.marks.set(key, recent);
    else this.marks.delete(key);
    return recent;
  }

  add(key: string, mark: Mark, now: number): void {
    const recent = this.list(key, now);
    recent.push(mark);
    this.marks.delete(key);
    this.marks.set(key, recent);
    while (this.marks.size > this.maxKeys) this.marks.delete(this.marks.keys().next().value as string);
  }

  remove(key: string, drop: (mark: Mark) => boolean): void {
    const kept = (this.marks.get(key) ?? []).filter((mark) => !drop(mark));
    if (kept.length) this.marks.set(key, kept);
    else this.marks.delete(key);
  }

  /** Time until fewer than `max` of `marks` are left in the window. */
  msUntilBelow(marks: Mark[], max: number, now: number): number {
    if (marks.length < max) return 0;
    return Math.max(0, marks[marks.length - max].at + this.windowMs - now);
  }
}

/** One login attempt holding its place in the budgets until the vendor API has answered. */
export interface LoginAttempt {
  /** The vendor API refused the credentials: the attempt counts as a failure. */
  refused(): void | Promise<void>;
  /** The credentials were right: the attempt and this address's earlier failures for the user name are forgiven. */
  succeeded(): void | Promise<void>;
  /** The vendor API said nothing about the credentials (system error, fault): the attempt does not count. */
  released(): void | Promise<void>;
}

/** Where login attempts take their place: in this process or shared by every gateway. */
export interface LoginBudget {
  /** Takes the attempt's place in the budgets, or throws RATE_LIMITED; call before contacting the vendor API. */
  reserve(userName: string, address: string): LoginAttempt | Promise<LoginAttempt>;
}

export class LoginRateLimiter implements LoginBudget {
  private readonly byUserName: MarkBook;
  private readonly byAddress: MarkBook;

  constructor(
    private readonly options: LoginRateLimitOptions,
    private readonly clock: () => number = Date.now,
  ) {
    const maxKeys = options.maxTrackedKeys ?? 100_000;
    this.byUserName = new MarkBook(options.windowMs, maxKeys);
    this.byAddress = new MarkBook(options.windowMs, maxKeys);
  }

  /** Takes the attempt's place in the budgets, or throws RATE_LIMITED; call before contacting the vendor API. */
  reserve(userName: string, address: string): LoginAttempt {
    const now = this.clock();
    const user = normalise(userName);
    const { maxPerAddress, maxPerUserName, maxPerUserNameFromCleanAddresses } = this.options;

    const fromAddress = this.byAddress.list(address, now);
    if (fromAddress.length >= maxPerAddress)
      throw rateLimited(this.byAddress.msUntilBelow(fromAddress, maxPerAddress, now));

    const forUser = this.byUserName.list(user, now);
    const shared = forUser.filter((mark) => !mark.clean);
    let clean = false;
    if (shared.length >= maxPerUserName) {
      const unlocksInMs = this.byUserName.msUntilBelow(shared, maxPerUserName, now);
      if (forUser.some((mark) => mark.address === address)) throw rateLimited(unlocksInMs);
      const fromClean = forUser.filter((mark) => mark.clean);
      if (fromClean.length >= maxPerUserNameFromCleanAddresses) {
        throw rateLimited(
          Math.min(unlocksInMs, this.byUserName.msUntilBelow(fromClean, maxPerUserNameFromCleanAddresses, now)),
        );
      }
      clean = true;
    }

    const mark: Mark = { at: now, address, clean };
    const addressMark: Mark = { at: now, address, clean: false };
    this.byUserName.add(user, mark, now);
    this.byAddress.add(address, addressMark, now);
    let settled = false;
    const settle = (action: () => void) => {
      if (settled) return;
      settled = true;
      action();
    };
    return {
      refused: () => settle(() => undefined),
      succeeded: () =>
        settle(() => {
          this.byUserName.remove(user, (other) => other === mark || other.address === address);
          this.byAddress.remove(address, (other) => other === addressMark);
        }),
      released: () =>
        settle(() => {
          this.byUserName.remove(user, (other) => other === mark);
          this.byAddress.remove(address, (other) => other === addressMark);
        }),
    };
  }
}

export function rateLimited(retryAfterMs: number) {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return gatewayError(
    ErrorCode.RATE_LIMITED,
    `Too many failed login attempts, please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    { retryAfterSeconds: Math.ceil(retryAfterMs / 1000) },
  );
}

export const normalise = (userName: string) => userName.trim().toLowerCase();
