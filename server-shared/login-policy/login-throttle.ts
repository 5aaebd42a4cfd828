/**
 * The login policy of docs/login-policy.md, the one implementation the gateway and the vendor API both run. Its
 * counters are rate-limiter-flexible limiters (fixed windows per key) in a store the caller injects: memory for one
 * process, Redis for several gateways, PostgreSQL for several vendor API processes.
 *
 * Counters, each over the window:
 * - per client address: its attempts, whatever the user names (`maxPerAddress`);
 * - per user name: its attempts from any addresses (`maxPerUserName`); once spent, the name is locked;
 * - per user name, from clean addresses: the second, small budget drawn on while the name is locked
 *   (`maxPerUserNameFromCleanAddresses`);
 * - per user name and address: the attempts of that address for that name, and how many of them drew on the clean
 *   budget. An address with any is refused while the name is locked; a success forgives them.
 * An attempt takes its places before the credentials are checked and gives them back unless they were refused, so
 * attempts in flight count. User names are trimmed, lower-cased and hashed: a name as typed at a login form is not
 * kept in a shared store.
 */
import { createHash } from "node:crypto";
import { RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";

export interface LoginBudgets {
  maxPerUserName: number;
  /** Failures per user name from addresses without failures for it, once `maxPerUserName` is spent. */
  maxPerUserNameFromCleanAddresses: number;
  maxPerAddress: number;
  windowMs: number;
}

/** The budgets both parts start with (docs/login-policy.md, "Budgets"); LOGIN_RATE_LIMIT_* change them for both. */
export const DEFAULT_LOGIN_BUDGETS: LoginBudgets = {
  maxPerUserName: 5,
  maxPerUserNameFromCleanAddresses: 3,
  maxPerAddress: 20,
  windowMs: 15 * 60_000,
};

/** Makes one counter of the policy in the store its users share. `duration` is in seconds. */
export type CounterStore = (options: { keyPrefix: string; points: number; duration: number }) => RateLimiterAbstract;

/** Past a budget: the attempt was not let through. */
export class LoginThrottled extends Error {
  constructor(readonly retryAfterMs: number) {
    super("Too many failed login attempts");
    this.name = "LoginThrottled";
  }
}

/** The store did not answer (Redis or PostgreSQL down): logins are refused rather than let through unchecked. */
export class LoginStoreUnavailable extends Error {
  constructor(cause: unknown) {
    super("The login counters cannot be reached", { cause });
    this.name = "LoginStoreUnavailable";
  }
}

/** The places one attempt holds until its credentials have been checked. */
interface Reservation {
  user: string;
  address: string;
  pair: string;
  /** Drawn from the name's clean-address budget. */
  clean: boolean;
}

/** Counters that only tally: they never refuse by themselves. */
const TALLY = Number.MAX_SAFE_INTEGER;

export class LoginThrottle {
  private readonly byAddress: RateLimiterAbstract;
  private readonly byUserName: RateLimiterAbstract;
  private readonly fromCleanAddresses: RateLimiterAbstract;
  private readonly byUserAndAddress: RateLimiterAbstract;
  private readonly cleanByUserAndAddress: RateLimiterAbstract;

  constructor(budgets: LoginBudgets, store: CounterStore) {
    // rate-limiter-flexible counts windows in whole seconds.
    const duration = Math.max(1, Math.ceil(budgets.windowMs / 1000));
    const counter = (keyPrefix: string, points: number) => store({ keyPrefix, points, duration });
    this.byAddress = counter("login-address", budgets.maxPerAddress);
    this.byUserName = counter("login-user", budgets.maxPerUserName);
    this.fromCleanAddresses = counter("login-user-clean", budgets.maxPerUserNameFromCleanAddresses);
    this.byUserAndAddress = counter("login-user-address", TALLY);
    this.cleanByUserAndAddress = counter("login-user-address-clean", TALLY);
  }

  /** Takes the attempt's places, or throws LoginThrottled; called before the credentials are checked. */
  private async reserve(userName: string, address: string): Promise<Reservation> {
    const user = createHash("sha256").update(userName.trim().toLowerCase()).digest("hex");
    const pair = `${user}|${address}`;
    const addressSpentForMs = await take(this.byAddress, address);
    if (addressSpentForMs !== undefined) throw new LoginThrottled(addressSpentForMs);
    let clean = false;
    try {
      // Marked before the name's budget is read: of two attempts from one address, the later sees the earlier.
      await store(this.byUserAndAddress.consume(pair));
      const lockedForMs = await take(this.byUserName, user);
      if (lockedForMs !== undefined) {
        if ((await consumed(this.byUserAndAddress, pair)) > 1) throw new LoginThrottled(lockedForMs);
        const cleanSpentForMs = await take(this.fromCleanAddresses, user);
        if (cleanSpentForMs !== undefined) throw new LoginThrottled(Math.min(lockedForMs, cleanSpentForMs));
        clean = true;
        await store(this.cleanByUserAndAddress.consume(pair));
      }
    } catch (error) {
      await giveBack(this.byUserAndAddress, pair);
      await giveBack(this.byAddress, address);
      throw error;
    }
    return { user, address, pair, clean };
  }

  /**
   * Runs `check` (the credential check) as one attempt: a refusal of the credentials (`isRefusal`) keeps its places,
   * any other failure gives them back, a success forgives. Throws LoginThrottled without calling `check`.
   */
  async run<T>(
    userName: string,
    address: string,
    isRefusal: (error: unknown) => boolean,
    check: () => Promise<T>,
  ): Promise<T> {
    const reservation = await this.reserve(userName, address);
    let result: T;
    try {
      result = await check();
    } catch (error) {
      // A refusal keeps the places: it is the failure the budgets count.
      if (!isRefusal(error)) await this.release(reservation);
      throw error;
    }
    await this.forgive(reservation);
    return result;
  }

  /** Nothing was said about the credentials (system error, fault, disabled account): the attempt does not count. */
  private async release({ user, address, pair, clean }: Reservation): Promise<void> {
    await giveBack(this.byAddress, address);
    await giveBack(this.byUserAndAddress, pair);
    if (clean) {
      await giveBack(this.cleanByUserAndAddress, pair);
      await giveBack(this.fromCleanAddresses, user);
    } else await giveBack(this.byUserName, user);
  }

  /** The credentials were right: the attempt and this address's failures for the name are forgiven. */
  private async forgive({ user, address, pair }: Reservation): Promise<void> {
    // The address budget keeps every failure; the name forgets this address's, this attempt included.
    await giveBack(this.byAddress, address);
    const fromHere = await consumed(this.byUserAndAddress, pair);
    const cleanFromHere = await consumed(this.cleanByUserAndAddress, pair);
    await giveBack(this.byUserName, user, fromHere - cleanFromHere);
    await giveBack(this.fromCleanAddresses, user, cleanFromHere);
    await store(this.byUserAndAddress.delete(pair));
    await store(this.cleanByUserAndAddress.delete(pair));
  }
}

/** A store failure, told apart from a refusal (which rate-limiter-flexible rejects with a RateLimiterRes). */
async function store<T>(operation: Promise<T>): Promise<T> {
  try {
    return await operation;
  } catch (error) {
    throw error instanceof RateLimiterRes ? error : new LoginStoreUnavailable(error);
  }
}

/**
 * Takes one point; answers undefined, or the time until the counter's window ends when its budget is spent. A refused
 * consume has counted all the same, so its point is given back at once: refusals must not spend the budget.
 */
async function take(counter: RateLimiterAbstract, key: string): Promise<number | undefined> {
  try {
    await store(counter.consume(key));
    return undefined;
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    await giveBack(counter, key);
    return error.msBeforeNext;
  }
}

async function consumed(counter: RateLimiterAbstract, key: string): Promise<number> {
  return (await store(counter.get(key)))?.consumedPoints ?? 0;
}

/**
 * Gives back up to `points`, never below zero: a window that ended meanwhile started the counter again, and a reward on
 * a fresh counter would grant the next window extra points.
 */
async function giveBack(counter: RateLimiterAbstract, key: string, points = 1): Promise<void> {
  const returned = Math.min(points, await consumed(counter, key));
  if (returned > 0) await store(counter.reward(key, returned));
}
