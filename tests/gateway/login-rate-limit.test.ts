import { describe, expect, it } from "vitest";
import { GraphQLError } from "graphql";
import { LoginRateLimiter } from "../../gateway/src/auth/login-rate-limit";

function limiter(now: { t: number }) {
  return new LoginRateLimiter({ maxPerUserName: 3, maxPerAddress: 5, windowMs: 60_000 }, () => now.t);
}

function codeOf(fn: () => void): string | undefined {
  try {
    fn();
  } catch (error) {
    return (error as GraphQLError).extensions.code as string;
  }
  return undefined;
}

describe("login rate limiter", () => {
  it("blocks a user name after its failures, case-insensitively, until the window slides", () => {
    const now = { t: 0 };
    const rl = limiter(now);
    for (let i = 0; i < 3; i++) {
      rl.assertAllowed("Admin", "1.1.1.1");
      rl.recordFailure("admin", `1.1.1.${i}`);
      now.t += 10_000;
    }
    expect(codeOf(() => rl.assertAllowed("ADMIN", "9.9.9.9"))).toBe("RATE_LIMITED");
    now.t = 60_001; // the first failure left the window
    expect(codeOf(() => rl.assertAllowed("admin", "9.9.9.9"))).toBeUndefined();
  });

  it("blocks an address spraying many user names", () => {
    const now = { t: 0 };
    const rl = limiter(now);
    for (let i = 0; i < 5; i++) rl.recordFailure(`user${i}`, "2.2.2.2");
    expect(codeOf(() => rl.assertAllowed("fresh", "2.2.2.2"))).toBe("RATE_LIMITED");
    expect(codeOf(() => rl.assertAllowed("fresh", "3.3.3.3"))).toBeUndefined();
  });

  it("forgives the user name on success", () => {
    const now = { t: 0 };
    const rl = limiter(now);
    for (let i = 0; i < 3; i++) rl.recordFailure("agent", `4.4.4.${i}`);
    rl.recordSuccess("agent");
    expect(codeOf(() => rl.assertAllowed("agent", "5.5.5.5"))).toBeUndefined();
  });

  it("says when to retry", () => {
    const now = { t: 0 };
    const rl = limiter(now);
    for (let i = 0; i < 3; i++) rl.recordFailure("x", "6.6.6.6");
    try {
      rl.assertAllowed("x", "6.6.6.6");
      expect.unreachable();
    } catch (error) {
      expect((error as GraphQLError).message).toBe("Too many failed login attempts, please try again in 1 minute.");
      expect((error as GraphQLError).extensions.retryAfterSeconds).toBe(60);
    }
  });
});
