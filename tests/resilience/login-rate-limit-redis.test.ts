/**
 * The login policy (docs/login-policy.md) as Redis keeps it for several gateways: the cases of
 * tests/gateway/login-rate-limit.test.ts on rate-limiter-flexible's Redis store, as gateway/src/shared-state builds it.
 * Needs TEST_REDIS_URL (CI sets it); skipped without it.
 */
import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { RateLimiterRedis } from "rate-limiter-flexible";
import { afterAll, beforeAll, describe } from "vitest";
import { LoginThrottle } from "#login-policy";
import { LoginRateLimiter } from "../../gateway/src/auth/login-rate-limit";
import { BUDGETS, loginRateLimitCases } from "../gateway/support/login-rate-limit-cases";

const server = process.env.TEST_REDIS_URL;

describe.skipIf(!server)("login rate limiter in Redis", () => {
  let redis: Redis;
  beforeAll(() => {
    redis = new Redis(`${server!.replace(/\/\d*$/, "")}/12`, { enableOfflineQueue: false });
    return new Promise<void>((resolve) => redis.once("ready", () => resolve()));
  });
  afterAll(() => redis?.disconnect());

  /** Keys of its own for each case, so the cases do not share counters. */
  loginRateLimitCases(() => {
    const prefix = `test:${randomUUID()}:`;
    return new LoginRateLimiter(
      new LoginThrottle(
        BUDGETS,
        (counter) =>
          new RateLimiterRedis({ ...counter, storeClient: redis, keyPrefix: `${prefix}${counter.keyPrefix}` }),
      ),
    );
  });
});
