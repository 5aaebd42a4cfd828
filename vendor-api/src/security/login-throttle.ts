/**
 * The vendor API's side of the login policy (docs/login-policy.md): the shared throttle (`#login-policy`) around the
 * credential check, whoever calls (the gateway throttles first, but the API is reachable without it). Its counters live
 * in PostgreSQL when the API runs on it, so that several API processes share them, and in memory with PGlite, which
 * one process at a time opens.
 */
import type pg from "pg";
import { RateLimiterMemory, RateLimiterPostgres } from "rate-limiter-flexible";
import { LoginThrottle, LoginThrottled, type LoginBudgets } from "#login-policy";
import { Codes } from "../protocol/codes";
import { BusinessError } from "../protocol/errors";

/** rate-limiter-flexible's own table (key, points, expire), created on first start; expired rows are swept hourly. */
const TABLE = "login_throttle";

/**
 * PostgreSQL's `CREATE TABLE IF NOT EXISTS` is not safe between sessions: when two API processes start on a new
 * database at once, the one that loses the race is refused with the table's or its row type's name taken (42P07,
 * 42710; the library itself lets only 23505 pass). The table exists once that refusal comes, so trying again sees it.
 */
const TAKEN_BY_ANOTHER_SESSION = new Set(["42P07", "42710", "23505"]);
const CREATE_ATTEMPTS = 3;

/**
 * A table of rate-limiter-flexible's counters, created once before any counter is used: a counter refuses to count
 * until its table exists. The API token rate limit keeps its counters the same way (api-token-rate-limit.ts).
 */
export async function createCounterTable(pool: pg.Pool, tableName: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await new Promise<void>((resolve, reject) => {
        new RateLimiterPostgres(
          { storeClient: pool, storeType: "pool", tableName, keyPrefix: "setup", points: 1, duration: 1 },
          (error?: Error) => (error ? reject(error) : resolve()),
        );
      });
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (attempt >= CREATE_ATTEMPTS || typeof code !== "string" || !TAKEN_BY_ANOTHER_SESSION.has(code)) throw error;
    }
  }
}

export async function createLoginThrottle(budgets: LoginBudgets, pool: pg.Pool | undefined): Promise<LoginThrottle> {
  if (!pool) return new LoginThrottle(budgets, (counter) => new RateLimiterMemory(counter));
  await createCounterTable(pool, TABLE);
  return new LoginThrottle(
    budgets,
    (counter) =>
      new RateLimiterPostgres({
        ...counter,
        storeClient: pool,
        storeType: "pool",
        tableName: TABLE,
        tableCreated: true,
      }),
  );
}

/**
 * 21001, 21002, 21003 (a wrong current password at a password change) and 21004 (a wrong second-factor code) refuse
 * the credentials: the failures the policy counts.
 */
const isCredentialRefusal = (error: unknown) =>
  error instanceof BusinessError &&
  (error.code === Codes.wrongCredentials.code ||
    error.code === Codes.invalidAuthCode.code ||
    error.code === Codes.wrongOldPassword.code ||
    error.code === Codes.wrongTwoFactorCode.code);

/** Runs a credential check as one login attempt of `userName` from `address`, or answers 21429 without it. */
export async function throttled<T>(
  throttle: LoginThrottle,
  userName: string,
  address: string,
  check: () => Promise<T>,
): Promise<T> {
  try {
    return await throttle.run(userName, address, isCredentialRefusal, check);
  } catch (error) {
    if (!(error instanceof LoginThrottled)) throw error;
    const retryAfterSeconds = Math.ceil(error.retryAfterMs / 1000);
    throw new BusinessError(Codes.tooManyLoginAttempts, {
      params: { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) },
      result: { retryAfterSeconds },
    });
  }
}
