/**
 * A password change checks the current password, so a stolen session could guess it there: the vendor API counts a
 * wrong one as a failed login of the session's user (docs/login-policy.md), whoever calls it, with the default budgets
 * (5 failures per user name). Every call here comes from one address (inject's loopback peer).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type Envelope, type TestApi } from "./support/api";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

const WRONG_CREDENTIALS = 21001;
const WRONG_OLD_PASSWORD = 21003;
const TOO_MANY_ATTEMPTS = 21429;

const codes = (envelopes: Envelope[]) => envelopes.map((envelope) => envelope.status.code);
const count = (envelopes: Envelope[], code: number) => codes(envelopes).filter((each) => each === code).length;
const login = (username: string, password: string) => api.post("/vendor/account/login", { username, password });

async function sessionOf(username: string, password: string) {
  const { headers } = await api.login(username, password);
  return {
    change: (current: string, newPassword: string) =>
      api.post("/vendor/account/change/password", { password: current, newPassword }, headers),
    alive: async () => (await api.get("/configuration/findtenant", {}, headers)).status.code === 0,
  };
}

describe("current password guesses at /vendor/account/change/password", () => {
  it("30 at once: 5 reach the check, 25 answer 21429, and then the right one and the login are refused too", async () => {
    const session = await sessionOf("agent", "agent123");
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => session.change(`guess-${i}`, "agent456")));
    expect(count(answers, WRONG_OLD_PASSWORD)).toBe(5);
    expect(count(answers, TOO_MANY_ATTEMPTS)).toBe(25);
    const refusal = answers.find((answer) => answer.status.code === TOO_MANY_ATTEMPTS)!;
    expect(refusal.status).toMatchObject({ key: "account.tooManyAttempts", params: { minutes: 15 } });
    expect(refusal.result.retryAfterSeconds).toBeGreaterThan(850);
    // The right password is refused without being checked, and nothing changes…
    expect(codes([await session.change("agent123", "agent456")])).toEqual([TOO_MANY_ATTEMPTS]);
    expect(await session.alive()).toBe(true);
    // …and the name is locked at the login from this address as well: one budget.
    expect(codes([await login("agent", "agent123")])).toEqual([TOO_MANY_ATTEMPTS]);
  });

  it("share one budget with wrong passwords at the login", async () => {
    const session = await sessionOf("other", "other123");
    expect(codes(await Promise.all([1, 2, 3].map((i) => login("other", `wrong-${i}`))))).toEqual([
      WRONG_CREDENTIALS,
      WRONG_CREDENTIALS,
      WRONG_CREDENTIALS,
    ]);
    expect(codes([await session.change("wrong-4", "other456")])).toEqual([WRONG_OLD_PASSWORD]);
    expect(codes([await session.change("wrong-5", "other456")])).toEqual([WRONG_OLD_PASSWORD]);
    expect(codes([await session.change("other123", "other456")])).toEqual([TOO_MANY_ATTEMPTS]);
  });

  it("are forgiven like a login's by the right current password", async () => {
    const session = await sessionOf("newvendor", "vendor123");
    for (let i = 0; i < 4; i++) expect((await session.change(`guess-${i}`, "vendor456")).status.code).toBe(21003);
    expect((await session.change("vendor123", "vendor456")).status.code).toBe(0);
    // Four more failures would lock the name had the first four stayed.
    for (let i = 0; i < 4; i++) expect((await login("newvendor", `guess-${i}`)).status.code).toBe(WRONG_CREDENTIALS);
    expect((await login("newvendor", "vendor456")).status.code).toBe(0);
  });
});
