import { describe, expect, it } from "vitest";
import { GraphQLError } from "graphql";
import { LoginRateLimiter, type LoginAttempt } from "../../gateway/src/auth/login-rate-limit";

function limiter(now: { t: number }) {
  return new LoginRateLimiter(
    { maxPerUserName: 3, maxPerUserNameFromCleanAddresses: 2, maxPerAddress: 5, windowMs: 60_000 },
    () => now.t,
  );
}

function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (error) {
    return (error as GraphQLError).extensions.code as string;
  }
  return undefined;
}

/** A refused attempt: reserved, then refused by the vendor API. */
const fail = (rl: LoginRateLimiter, user: string, address: string) => rl.reserve(user, address).refused();

describe("login rate limiter", () => {
  it("blocks a user name after its failures, case-insensitively, until the window slides", () => {
    const now = { t: 0 };
    const rl = limiter(now);
    for (let i = 0; i < 3; i++) {
      fail(rl, i === 0 ? "Admin" : "admin", "1.1.1.1");
      now.t += 10_000;
    }
    expect(codeOf(() => rl.reserve("ADMIN", "1.1.1.1"))).toBe("RATE_LIMITED");
    now.t = 60_001; // the first failure left the window
    expect(codeOf(() => rl.reserve("admin", "1.1.1.1"))).toBeUndefined();
  });

  it("counts attempts still waiting for the vendor API (parallel guesses)", () => {
    const rl = limiter({ t: 0 });
    const inFlight: LoginAttempt[] = [];
    const refusals = Array.from({ length: 40 }, () => codeOf(() => inFlight.push(rl.reserve("agent", "7.7.7.7"))));
    expect(inFlight).toHaveLength(3);
    expect(refusals.filter((code) => code === "RATE_LIMITED")).toHaveLength(37);
  });

  it("gives back the place of an attempt the vendor API could not judge (system error, fault)", () => {
    const rl = limiter({ t: 0 });
    for (let i = 0; i < 10; i++) rl.reserve("agent", "8.8.8.8").released();
    expect(codeOf(() => rl.reserve("agent", "8.8.8.8"))).toBeUndefined();
  });

  it("blocks an address spraying many user names, in flight or refused", () => {
    const rl = limiter({ t: 0 });
    for (let i = 0; i < 3; i++) fail(rl, `user${i}`, "2.2.2.2");
    rl.reserve("user3", "2.2.2.2");
    rl.reserve("user4", "2.2.2.2");
    expect(codeOf(() => rl.reserve("fresh", "2.2.2.2"))).toBe("RATE_LIMITED");
    expect(codeOf(() => rl.reserve("fresh", "3.3.3.3"))).toBeUndefined();
  });

  it("lets the user in from an address without failures for the name, from a small second budget", () => {
    const rl = limiter({ t: 0 });
    for (let i = 0; i < 3; i++) fail(rl, "agent", `6.6.6.${i}`);
    // The addresses that failed stay locked out; a clean one gets through and its success does not spend the budget.
    expect(codeOf(() => rl.reserve("agent", "6.6.6.0"))).toBe("RATE_LIMITED");
    rl.reserve("agent", "9.9.9.9").succeeded();
    rl.reserve("agent", "9.9.9.9").succeeded();
    // Guesses spread over fresh addresses spend the second budget (2), then every address is refused.
    fail(rl, "agent", "5.5.5.1");
    expect(codeOf(() => rl.reserve("agent", "5.5.5.1"))).toBe("RATE_LIMITED");
    fail(rl, "agent", "5.5.5.2");
    expect(codeOf(() => rl.reserve("agent", "5.5.5.3"))).toBe("RATE_LIMITED");
    expect(codeOf(() => rl.reserve("agent", "9.9.9.9"))).toBe("RATE_LIMITED");
  });

  it("lets one attempt at a time through from a clean address once the name is locked", () => {
    const rl = limiter({ t: 0 });
    for (let i = 0; i < 3; i++) fail(rl, "agent", `6.6.6.${i}`);
    rl.reserve("agent", "9.9.9.9");
    expect(codeOf(() => rl.reserve("agent", "9.9.9.9"))).toBe("RATE_LIMITED");
  });

  it("forgives a user's own failures from the address they then log in from, not the others", () => {
    const rl = limiter({ t: 0 });
    fail(rl, "agent", "4.4.4.4");
    fail(rl, "agent", "1.2.3.4");
    rl.reserve("agent", "4.4.4.4").succeeded();
    // Two more from 4.4.4.4 make three with the one from 1.2.3.4, which the success did not forgive.
    fail(rl, "agent", "4.4.4.4");
    expect(codeOf(() => rl.reserve("agent", "4.4.4.4").released())).toBeUndefined();
    fail(rl, "agent", "4.4.4.4");
    expect(codeOf(() => rl.reserve("agent", "4.4.4.4"))).toBe("RATE_LIMITED");
  });

  it("says when to retry", () => {
    const rl = limiter({ t: 0 });
    for (let i = 0; i < 3; i++) fail(rl, "x", "6.6.6.6");
    try {
      rl.reserve("x", "6.6.6.6");
      expect.unreachable();
    } catch (error) {
      expect((error as GraphQLError).message).toBe("Too many failed login attempts, please try again in 1 minute.");
      expect((error as GraphQLError).extensions.retryAfterSeconds).toBe(60);
    }
  });
});
