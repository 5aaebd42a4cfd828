/** The gateway's login rate limiter in memory (one gateway): the policy's cases of docs/login-policy.md. */
import { RateLimiterMemory } from "rate-limiter-flexible";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LoginThrottle } from "#login-policy";
import { LoginRateLimiter } from "../../gateway/src/auth/login-rate-limit";
import { BUDGETS, attempt, fail, loginRateLimitCases } from "./support/login-rate-limit-cases";

const limiter = () => new LoginRateLimiter(new LoginThrottle(BUDGETS, (counter) => new RateLimiterMemory(counter)));

describe("login rate limiter in memory", () => {
  loginRateLimitCases(limiter);

  afterEach(() => vi.useRealTimers());

  it("unlocks a user name when its window ends", async () => {
    vi.useFakeTimers();
    const rl = limiter();
    for (let i = 0; i < 3; i++) {
      await fail(rl, "agent", "1.1.1.1");
      vi.advanceTimersByTime(10_000);
    }
    expect(await attempt(rl, "agent", "1.1.1.1", "ok")).toBe("RATE_LIMITED");
    vi.advanceTimersByTime(30_001); // the window opened by the first failure has ended
    expect(await attempt(rl, "agent", "1.1.1.1", "ok")).toBe("OK");
  });
});
