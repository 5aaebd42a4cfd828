/**
 * The login policy's cases (docs/login-policy.md) for the gateway's limiter on any store: budgets of 3 failures per
 * user name, 2 more from clean addresses, 5 per address, over a minute. Used in memory (tests/gateway) and on Redis
 * (tests/resilience).
 */
import { GraphQLError } from "graphql";
import { expect, it } from "vitest";
import type { LoginRateLimiter } from "../../../gateway/src/auth/login-rate-limit";

export const BUDGETS = { maxPerUserName: 3, maxPerUserNameFromCleanAddresses: 2, maxPerAddress: 5, windowMs: 60_000 };

const answers = {
  ok: () => Promise.resolve({}),
  refused: () =>
    Promise.reject(new GraphQLError("wrong", { extensions: { code: "UPSTREAM_ERROR", upstreamCode: 21001 } })),
  fault: () =>
    Promise.reject(new GraphQLError("down", { extensions: { code: "UPSTREAM_SYSTEM_ERROR", upstreamCode: 10000 } })),
};

/** One attempt whose vendor API answers at once: "OK" or the error's code. */
export const attempt = (rl: LoginRateLimiter, user: string, address: string, answer: keyof typeof answers) =>
  rl.attempt(user, address, answers[answer]).then(
    () => "OK",
    (error: GraphQLError) => String(error.extensions.code),
  );

/** An attempt whose vendor API never answers: "PASSED" once it reaches the vendor API, or the refusal's code. */
export const hold = (rl: LoginRateLimiter, user: string, address: string) =>
  new Promise<string>((resolve) => {
    rl.attempt(user, address, () => {
      resolve("PASSED");
      return new Promise<never>(() => undefined);
    }).catch((error: GraphQLError) => resolve(String(error.extensions.code)));
  });

export const fail = (rl: LoginRateLimiter, user: string, address: string) => attempt(rl, user, address, "refused");

export function loginRateLimitCases(limiter: () => LoginRateLimiter) {
  it("blocks a user name after its failures, case-insensitively, and says when to retry", async () => {
    const rl = limiter();
    for (const name of ["Admin", " admin", "ADMIN"]) expect(await fail(rl, name, "1.1.1.1")).toBe("UPSTREAM_ERROR");
    const refused = await rl.attempt("admin", "1.1.1.1", answers.ok).catch((error: GraphQLError) => error);
    expect(refused).toMatchObject({
      message: "Too many failed login attempts, please try again in 1 minute.",
      extensions: { code: "RATE_LIMITED", retryAfterSeconds: 60 },
    });
  });

  it("counts attempts still waiting for the vendor API: of 40 parallel guesses, 3 pass", async () => {
    const rl = limiter();
    const outcomes = await Promise.all(Array.from({ length: 40 }, () => hold(rl, "agent", "7.7.7.7")));
    expect(outcomes.filter((outcome) => outcome === "PASSED")).toHaveLength(3);
    expect(outcomes.filter((outcome) => outcome === "RATE_LIMITED")).toHaveLength(37);
  });

  it("gives back the place of an attempt the vendor API could not judge (system error, fault)", async () => {
    const rl = limiter();
    for (let i = 0; i < 10; i++) expect(await attempt(rl, "agent", "8.8.8.8", "fault")).toBe("UPSTREAM_SYSTEM_ERROR");
    expect(await attempt(rl, "agent", "8.8.8.8", "ok")).toBe("OK");
  });

  it("blocks an address spraying many user names, in flight or refused", async () => {
    const rl = limiter();
    for (let i = 0; i < 3; i++) await fail(rl, `user${i}`, "2.2.2.2");
    expect(await hold(rl, "user3", "2.2.2.2")).toBe("PASSED");
    expect(await hold(rl, "user4", "2.2.2.2")).toBe("PASSED");
    expect(await attempt(rl, "fresh", "2.2.2.2", "ok")).toBe("RATE_LIMITED");
    expect(await attempt(rl, "fresh", "3.3.3.3", "ok")).toBe("OK");
  });

  it("lets the user in from a clean address from a small second budget, then refuses every address", async () => {
    const rl = limiter();
    for (let i = 0; i < 3; i++) await fail(rl, "agent", `6.6.6.${i}`);
    // The addresses that failed stay locked out; a clean one gets through and its success does not spend the budget.
    expect(await attempt(rl, "agent", "6.6.6.0", "ok")).toBe("RATE_LIMITED");
    expect(await attempt(rl, "agent", "9.9.9.9", "ok")).toBe("OK");
    expect(await attempt(rl, "agent", "9.9.9.9", "ok")).toBe("OK");
    // Guesses spread over fresh addresses spend the second budget (2), then every address is refused.
    expect(await fail(rl, "agent", "5.5.5.1")).toBe("UPSTREAM_ERROR");
    expect(await attempt(rl, "agent", "5.5.5.1", "ok")).toBe("RATE_LIMITED");
    expect(await fail(rl, "agent", "5.5.5.2")).toBe("UPSTREAM_ERROR");
    expect(await attempt(rl, "agent", "5.5.5.3", "ok")).toBe("RATE_LIMITED");
    expect(await attempt(rl, "agent", "9.9.9.9", "ok")).toBe("RATE_LIMITED");
  });

  it("lets one attempt at a time through from a clean address once the name is locked", async () => {
    const rl = limiter();
    for (let i = 0; i < 3; i++) await fail(rl, "agent", `6.6.6.${i}`);
    expect(await hold(rl, "agent", "9.9.9.9")).toBe("PASSED");
    expect(await attempt(rl, "agent", "9.9.9.9", "ok")).toBe("RATE_LIMITED");
  });

  it("forgives a user's own failures from the address they then log in from, not the others", async () => {
    const rl = limiter();
    await fail(rl, "agent", "4.4.4.4");
    await fail(rl, "agent", "1.2.3.4");
    expect(await attempt(rl, "agent", "4.4.4.4", "ok")).toBe("OK");
    // Two more from 4.4.4.4 make three with the one from 1.2.3.4, which the success did not forgive.
    await fail(rl, "agent", "4.4.4.4");
    expect(await attempt(rl, "agent", "4.4.4.4", "fault")).toBe("UPSTREAM_SYSTEM_ERROR");
    await fail(rl, "agent", "4.4.4.4");
    expect(await attempt(rl, "agent", "4.4.4.4", "ok")).toBe("RATE_LIMITED");
  });
}
