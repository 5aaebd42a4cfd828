/**
 * The login policy (docs/login-policy.md) as Redis keeps it for several gateways: the cases of
 * tests/gateway/login-rate-limit.test.ts, on the Lua scripts of gateway/src/shared-state/redis-login-budget.ts.
 * Needs TEST_REDIS_URL (CI sets it); skipped without it.
 */
import { randomUUID } from "node:crypto";
import type { GraphQLError } from "graphql";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LoginAttempt } from "../../gateway/src/auth/login-rate-limit";
import { RedisLoginBudget } from "../../gateway/src/shared-state/redis-login-budget";

const server = process.env.TEST_REDIS_URL;

describe.skipIf(!server)("login budgets in Redis", () => {
  let redis: Redis;
  beforeAll(() => {
    redis = new Redis(`${server!.replace(/\/\d*$/, "")}/12`);
  });
  afterAll(() => redis?.disconnect());

  /** A budget with keys of its own, so the cases do not share marks. */
  const budget = () =>
    new RedisLoginBudget(redis, `test:${randomUUID()}:`, {
      maxPerUserName: 3,
      maxPerUserNameFromCleanAddresses: 2,
      maxPerAddress: 5,
      windowMs: 60_000,
    });
  const codeOf = async (attempt: Promise<unknown>) => {
    try {
      await attempt;
    } catch (error) {
      return (error as GraphQLError).extensions.code as string;
    }
    return undefined;
  };
  const fail = async (rl: RedisLoginBudget, user: string, address: string) =>
    (await rl.reserve(user, address)).refused();

  it("blocks a user name after its failures, case-insensitively, and says when to retry", async () => {
    const rl = budget();
    for (const name of ["Admin", "admin", "ADMIN"]) await fail(rl, name, "1.1.1.1");
    const refused = await rl.reserve("admin", "1.1.1.1").catch((error: GraphQLError) => error);
    expect((refused as GraphQLError).extensions).toMatchObject({ code: "RATE_LIMITED", retryAfterSeconds: 60 });
  });

  it("counts attempts in flight: of 40 parallel guesses, 3 pass", async () => {
    const rl = budget();
    const outcomes = await Promise.all(Array.from({ length: 40 }, () => codeOf(rl.reserve("agent", "7.7.7.7"))));
    expect(outcomes.filter((code) => code === undefined)).toHaveLength(3);
  });

  it("gives back the place of an attempt the vendor API could not judge", async () => {
    const rl = budget();
    for (let i = 0; i < 10; i++) await (await rl.reserve("agent", "8.8.8.8")).released();
    expect(await codeOf(rl.reserve("agent", "8.8.8.8"))).toBeUndefined();
  });

  it("blocks an address spraying many user names", async () => {
    const rl = budget();
    for (let i = 0; i < 3; i++) await fail(rl, `user${i}`, "2.2.2.2");
    await rl.reserve("user3", "2.2.2.2");
    await rl.reserve("user4", "2.2.2.2");
    expect(await codeOf(rl.reserve("fresh", "2.2.2.2"))).toBe("RATE_LIMITED");
    expect(await codeOf(rl.reserve("fresh", "3.3.3.3"))).toBeUndefined();
  });

  it("lets the user in from a clean address from a small second budget, then refuses every address", async () => {
    const rl = budget();
    for (let i = 0; i < 3; i++) await fail(rl, "agent", `6.6.6.${i}`);
    expect(await codeOf(rl.reserve("agent", "6.6.6.0"))).toBe("RATE_LIMITED");
    await (await rl.reserve("agent", "9.9.9.9")).succeeded();
    await (await rl.reserve("agent", "9.9.9.9")).succeeded();
    await fail(rl, "agent", "5.5.5.1");
    expect(await codeOf(rl.reserve("agent", "5.5.5.1"))).toBe("RATE_LIMITED");
    await fail(rl, "agent", "5.5.5.2");
    expect(await codeOf(rl.reserve("agent", "5.5.5.3"))).toBe("RATE_LIMITED");
    expect(await codeOf(rl.reserve("agent", "9.9.9.9"))).toBe("RATE_LIMITED");
  });

  it("forgives a user's own failures from the address they log in from, not the others", async () => {
    const rl = budget();
    await fail(rl, "agent", "4.4.4.4");
    await fail(rl, "agent", "1.2.3.4");
    await (await rl.reserve("agent", "4.4.4.4")).succeeded();
    await fail(rl, "agent", "4.4.4.4");
    const attempt: LoginAttempt = await rl.reserve("agent", "4.4.4.4");
    await attempt.released();
    await fail(rl, "agent", "4.4.4.4");
    expect(await codeOf(rl.reserve("agent", "4.4.4.4"))).toBe("RATE_LIMITED");
  });
});
