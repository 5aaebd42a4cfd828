/**
 * Logins while the vendor API is failing, against a fake vendor API (the reference one cannot be made to fail): only
 * a refusal of the credentials counts toward the login rate limit, so an outage locks nobody out. Also what the
 * gateway tells the vendor API's own throttle (docs/login-policy.md): the client's address, and its refusals passed on.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningGateway } from "../../gateway/src/server";
import { gql, LOGIN } from "./support/graphql-client";
import {
  envelope,
  fakeLoginResult,
  startFakeUpstream,
  startGatewayOn,
  type FakeUpstream,
} from "./support/fake-upstream";

const loginResult = fakeLoginResult();

let upstream: FakeUpstream;
/** Its deadline is far beyond a prompt answer on a loaded machine. */
let gateway: RunningGateway;
/** Its deadline (300 ms) is met only by the upstream that never answers: a prompt answer must not race it. */
let hasty: RunningGateway;

beforeAll(async () => {
  upstream = await startFakeUpstream();
  [gateway, hasty] = await Promise.all([startGatewayOn(upstream), startGatewayOn(upstream, 300)]);
});
afterAll(async () => {
  await Promise.all([gateway?.close(), hasty?.close()]);
  await upstream?.close();
});

const login = (username: string, password: string, through = gateway) =>
  gql(through.url, LOGIN, { username, password });

describe("logins during a vendor API outage", () => {
  it("system errors (10000–19999) and faults do not count as failed logins", async () => {
    const outage: Array<[string, (res: import("node:http").ServerResponse) => void]> = [
      ["UPSTREAM_SYSTEM_ERROR", (res) => envelope(res, 10000, "System error")],
      ["UPSTREAM_SYSTEM_ERROR", (res) => envelope(res, 10001, "malformed request")],
      ["UPSTREAM_SYSTEM_ERROR", (res) => envelope(res, 12000, "queue full")],
      ["UPSTREAM_SYSTEM_ERROR", (res) => envelope(res, 19999, "database down")],
      ["UPSTREAM_SYSTEM_ERROR", (res) => envelope(res, 10000, "System error")],
      ["UPSTREAM_UNAVAILABLE", (res) => res.writeHead(503).end("unavailable")],
      ["UPSTREAM_UNAVAILABLE", (res) => res.writeHead(200).end("not json")],
    ];
    for (const [code, answer] of outage) {
      upstream.routes.set("/vendor/account/login", (_req, res) => answer(res));
      expect((await login("admin", "admin123")).errors?.[0].extensions?.code).toBe(code);
    }
    // Never answers: each call runs out of time, more often than the budget (5) allows failures.
    upstream.routes.set("/vendor/account/login", () => undefined);
    for (let i = 0; i < 6; i++) {
      expect((await login("admin", "admin123", hasty)).errors?.[0].extensions?.code).toBe("UPSTREAM_UNAVAILABLE");
    }
    upstream.routes.set("/vendor/account/login", (_req, res) => envelope(res, 0, "success", loginResult));
    expect((await login("admin", "admin123")).data?.login.user.username).toBe("admin");
    expect((await login("admin", "admin123", hasty)).data?.login.user.username).toBe("admin");
  });

  it("a disabled account's refusal does not count either; wrong credentials do", async () => {
    upstream.routes.set("/vendor/account/login", (_req, res) =>
      envelope(res, 21199, "The account has been disabled, please contact the administrator"),
    );
    for (let i = 0; i < 6; i++)
      expect((await login("agent", "agent123")).errors?.[0].extensions?.upstreamCode).toBe(21199);

    upstream.routes.set("/vendor/account/login", (_req, res) =>
      envelope(res, 21001, "Incorrect user name or password"),
    );
    for (let i = 0; i < 5; i++)
      expect((await login("agent", `wrong${i}`)).errors?.[0].extensions?.upstreamCode).toBe(21001);
    expect((await login("agent", "agent123")).errors?.[0].extensions?.code).toBe("RATE_LIMITED");
  });

  it("sends the client's address, and answers the vendor API's throttle (21429) as RATE_LIMITED without counting it", async () => {
    const forwardedFor: unknown[] = [];
    upstream.routes.set("/vendor/account/login", (req, res) => {
      forwardedFor.push(req.headers["x-forwarded-for"]);
      envelope(res, 21429, "Too many failed login attempts, please try again in 2 min", { retryAfterSeconds: 120 });
    });
    for (let i = 0; i < 6; i++) {
      expect((await login("throttled", "secret123")).errors?.[0]).toMatchObject({
        message: "Too many failed login attempts, please try again in 2 minutes.",
        extensions: { code: "RATE_LIMITED", upstreamCode: 21429, retryAfterSeconds: 120 },
      });
    }
    // Six refusals of the vendor API's and none of the gateway's: its own budget (5) was given back each time.
    expect(forwardedFor).toEqual(Array(6).fill("127.0.0.1"));
  });
});
