/**
 * Password guessing against a running gateway and the real vendor API, fired in parallel as an attacker would: a
 * counting proxy in front of the vendor API tells how many guesses got through to it. Budgets are the defaults
 * (README: 5 failures per user name, 20 per client address, 3 more per user name from clean addresses, per window).
 * The gateway trusts `X-Forwarded-For` here, so a test can speak from several addresses, and passes the address on to the
 * vendor API, which runs the same policy behind it and keeps its counts from test to test: each test guesses at a user
 * name of its own. The vendor API believes that address because the gateway sends the forwarding key of the run
 * (vitest.config.ts); a local process calling it directly names addresses in vain.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startGateway } from "../../gateway/src/server";
import { startCountingProxy, type CountingProxy } from "../gateway/support/counting-proxy";
import { gql, LOGIN } from "../gateway/support/graphql-client";
import { startTestVendorApi, type TestVendorApi } from "../gateway/support/vendor-api";

const LOGIN_PATH = "/vendor/account/login";

let vendorApi: TestVendorApi;
let proxy: CountingProxy;
let gateway: { url: string; close(): Promise<void> } | undefined;

beforeAll(async () => {
  vendorApi = await startTestVendorApi();
  proxy = await startCountingProxy(vendorApi.url);
});
afterEach(async () => {
  await gateway?.close();
  gateway = undefined;
});
afterAll(async () => {
  await proxy?.close();
  await vendorApi?.close();
});

/** A fresh gateway (fresh budgets) trusting X-Forwarded-For, with the proxy's count reset. */
async function freshGateway(): Promise<string> {
  process.env.TRUST_PROXY = "true";
  try {
    gateway = await startGateway({ port: 0, host: "127.0.0.1", vendorApiUrl: proxy.url, logLevel: "silent" });
  } finally {
    delete process.env.TRUST_PROXY;
  }
  proxy.reset();
  return gateway.url;
}

function login(url: string, username: string, password: string, address: string) {
  return gql(url, LOGIN, { username, password }, undefined, { "x-forwarded-for": address });
}

const codes = (results: Awaited<ReturnType<typeof login>>[]) =>
  results.map((result) => (result.data?.login ? "OK" : String(result.errors?.[0].extensions?.code)));

describe("parallel password guessing", () => {
  it("40 parallel wrong passwords for one user name: 5 reach the vendor API, the rest are refused", async () => {
    const url = await freshGateway();
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login(url, "other", `guess-${i}`, "203.0.113.7")),
    );
    expect(proxy.count(LOGIN_PATH)).toBe(5);
    expect(codes(results).filter((code) => code === "RATE_LIMITED")).toHaveLength(35);
    expect(codes(results).filter((code) => code === "UPSTREAM_ERROR")).toHaveLength(5);
  });

  it("200 parallel wrong logins from one address over many user names: its 20 reach the vendor API", async () => {
    const url = await freshGateway();
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => login(url, `user-${i % 50}`, `guess-${i}`, "203.0.113.8")),
    );
    expect(proxy.count(LOGIN_PATH)).toBe(20);
    expect(codes(results).filter((code) => code === "RATE_LIMITED")).toHaveLength(180);
  });

  it("30 parallel guesses with the right one among them: it logs in only if it was among the 5 let through", async () => {
    const url = await freshGateway();
    const guesses = Array.from({ length: 30 }, (_, i) => (i === 17 ? "admin123" : `guess-${i}`));
    const results = await Promise.all(guesses.map((password) => login(url, "admin", password, "203.0.113.9")));
    expect(proxy.count(LOGIN_PATH)).toBeLessThanOrEqual(5);
    const outcome = codes(results);
    expect(outcome.filter((code) => code !== "RATE_LIMITED")).toHaveLength(proxy.count(LOGIN_PATH));
    expect(outcome.filter((code, i) => code === "OK" && i !== 17)).toEqual([]);

    // Locked from this address now, whichever guess got through: the right password is refused without a call.
    if (outcome[17] !== "OK") {
      proxy.reset();
      expect(codes([await login(url, "admin", "admin123", "203.0.113.9")])).toEqual(["RATE_LIMITED"]);
      expect(proxy.count(LOGIN_PATH)).toBe(0);
    }
  });

  it("guesses spread over many addresses still stop at the user name's budgets; the real user first", async () => {
    const url = await freshGateway();
    // Five wrong passwords lock "agent" for their addresses; its owner, from an address without failures, gets in.
    await Promise.all(Array.from({ length: 5 }, (_, i) => login(url, "agent", `guess-${i}`, `198.51.100.${i}`)));
    expect(codes([await login(url, "agent", "agent123", "192.0.2.1")])).toEqual(["OK"]);
    expect(codes([await login(url, "agent", "agent123", "198.51.100.0")])).toEqual(["RATE_LIMITED"]);

    // An attacker with a hundred more addresses gets only the small clean-address budget (3) past that point.
    proxy.reset();
    const spread = await Promise.all(
      Array.from({ length: 100 }, (_, i) => login(url, "agent", `spread-${i}`, `198.51.101.${i}`)),
    );
    expect(proxy.count(LOGIN_PATH)).toBe(3);
    expect(codes(spread).filter((code) => code === "RATE_LIMITED")).toHaveLength(97);

    // Spent: now nobody gets in under that name until the window slides, and nothing more reaches the vendor API.
    proxy.reset();
    expect(codes([await login(url, "agent", "agent123", "192.0.2.2")])).toEqual(["RATE_LIMITED"]);
    expect(proxy.count(LOGIN_PATH)).toBe(0);
  });
});

describe("a local process at the vendor API, beside the gateway", () => {
  it("cannot spread guesses over invented addresses; the gateway's clients keep their own", async () => {
    // Straight to the vendor API from this machine, naming a new address on each guess, without the gateway's key.
    const direct = await Promise.all(
      Array.from({ length: 30 }, async (_, i) => {
        const response = await fetch(`${vendorApi.url}${LOGIN_PATH}?timestamp=${Date.now()}`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": `10.57.8.${i}` },
          body: JSON.stringify({ username: `local-${i}`, password: "guess" }),
        });
        return ((await response.json()) as { status: { code: number } }).status.code;
      }),
    );
    // All of them the process's own address: its 20 failures, then refused.
    expect(direct.filter((code) => code === 21001)).toHaveLength(20);
    expect(direct.filter((code) => code === 21429)).toHaveLength(10);

    // Through the gateway, a client's address still reaches the vendor API as its own, not as the gateway's (spent).
    const url = await freshGateway();
    expect(codes([await login(url, "admin", "admin123", "192.0.2.57")])).toEqual(["OK"]);
    expect(proxy.count(LOGIN_PATH)).toBe(1);
  });
});
