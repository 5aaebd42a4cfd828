/**
 * The vendor API's own login throttle (docs/login-policy.md), called directly as an attacker would, without a gateway
 * in front, with the default budgets: 5 failures per user name, 20 per client address, then 3 per user name from
 * addresses without failures for it. Requests come from loopback (inject's peer) with the forwarding key, so the API
 * believes the client they name in X-Forwarded-For, as it believes the gateway (tests/vendor-api/forwarding.test.ts
 * sends the header without the key).
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_LOGIN_BUDGETS } from "#login-policy";
import { buildVendorApi } from "../../vendor-api/src/server";
import type { Db } from "../../vendor-api/src/db/connect";
import { Codes } from "../../vendor-api/src/protocol/codes";
import { BusinessError } from "../../vendor-api/src/protocol/errors";
import { createLoginThrottle, throttled } from "../../vendor-api/src/security/login-throttle";
import { FROM_GATEWAY, startTestApi, type Envelope, type TestApi } from "./support/api";
import { createTestDatabase } from "./support/database";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

const WRONG_CREDENTIALS = 21001;
const INVALID_AUTH_CODE = 21002;
const TOO_MANY_ATTEMPTS = 21429;

interface From {
  /** The address the gateway names in X-Forwarded-For. */
  client: string;
  /** The TCP peer; loopback (a trusted proxy) unless given. */
  peer?: string;
}

async function call(path: string, body: object, from: From, app = api.app): Promise<Envelope> {
  const response = await app.inject({
    method: "POST",
    url: path,
    query: { timestamp: String(Date.now()) },
    headers: { ...FROM_GATEWAY, "x-forwarded-for": from.client },
    remoteAddress: from.peer,
    payload: body,
  });
  return response.json() as Envelope;
}

const login = (username: string, password: string, from: From) =>
  call("/vendor/account/login", { username, password }, from);

const codes = (envelopes: Envelope[]) => envelopes.map((envelope) => envelope.status.code);
const count = (envelopes: Envelope[], code: number) => codes(envelopes).filter((each) => each === code).length;

describe("password guessing straight at the vendor API", () => {
  it("30 parallel wrong passwords for one user name: 5 reach the credential check, 25 answer 21429", async () => {
    const from = { client: "203.0.113.10" };
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => login("admin", `guess-${i}`, from)));
    expect(count(answers, WRONG_CREDENTIALS)).toBe(5);
    expect(count(answers, TOO_MANY_ATTEMPTS)).toBe(25);
    const refusal = answers.find((answer) => answer.status.code === TOO_MANY_ATTEMPTS)!;
    expect(refusal.status).toMatchObject({
      msg: "Too many failed login attempts, please try again in 15 min",
      key: "account.tooManyAttempts",
      params: { minutes: 15 },
    });
    expect(refusal.result.retryAfterSeconds).toBeGreaterThan(850);
    expect(refusal.result.retryAfterSeconds).toBeLessThanOrEqual(900);
    // Locked from this address: the right password is refused without being checked.
    expect(codes([await login("admin", "admin123", from)])).toEqual([TOO_MANY_ATTEMPTS]);
  });

  it("lets the right password in from a clean address once the name is locked from another", async () => {
    for (let i = 0; i < 5; i++) await login("agent", `guess-${i}`, { client: "203.0.113.11" });
    expect(codes([await login("agent", "agent123", { client: "203.0.113.11" })])).toEqual([TOO_MANY_ATTEMPTS]);
    expect(codes([await login("agent", "agent123", { client: "198.51.100.21" })])).toEqual([0]);
  });

  it("counts wrong auth codes like wrong passwords", async () => {
    const from = { client: "203.0.113.12" };
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        call("/vendor/account/auth/login", { authCode: `made-up-${i}`, userName: "other" }, from),
      ),
    );
    expect(count(answers, INVALID_AUTH_CODE)).toBe(5);
    expect(count(answers, TOO_MANY_ATTEMPTS)).toBe(25);
  });

  it("does not count a system error: an outage locks nobody out", async () => {
    const failingDb = new Proxy({} as Db, {
      get: () => () => {
        throw new Error("connection reset");
      },
    });
    // The same throttle, in front of a database that fails every query.
    const failing = await buildVendorApi({ ...api.context, db: failingDb }, { logLevel: "silent" });
    const from = { client: "203.0.113.13" };
    try {
      // One after the other: attempts in flight at once do count, whatever their answer will be.
      for (let i = 0; i < 30; i++) {
        const answer = await call("/vendor/account/login", { username: "newvendor", password: "x" }, from, failing);
        expect(answer.status.code).toBe(10000);
      }
    } finally {
      await failing.close();
    }
    expect(codes([await login("newvendor", "vendor123", from)])).toEqual([0]);
  });

  it("takes the client address from X-Forwarded-For only from a trusted peer, even with the forwarding key", async () => {
    // From a peer VENDOR_API_TRUST_PROXY does not name, every guess comes from that peer whatever it claims: 5 reach
    // the check, not 5 + 3.
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        login("blocked", `guess-${i}`, { client: `10.0.0.${i}`, peer: "192.0.2.50" }),
      ),
    );
    expect(count(answers, WRONG_CREDENTIALS)).toBe(5);
    expect(count(answers, TOO_MANY_ATTEMPTS)).toBe(25);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("on PostgreSQL", () => {
  it("starts as many processes at once on a new database as start together, each creating the counters' table", async () => {
    // Without trying again, a start of several at once lost the table's creation to another now and then (42P07,
    // 42710): eight at once on each of five new databases made it fail in each of two runs.
    for (let round = 0; round < 5; round += 1) {
      const database = await createTestDatabase();
      const pools = Array.from({ length: 8 }, () => new pg.Pool({ connectionString: database.databaseUrl }));
      try {
        const starts = await Promise.allSettled(pools.map((pool) => createLoginThrottle(DEFAULT_LOGIN_BUDGETS, pool)));
        expect(starts.filter((start) => start.status === "rejected")).toEqual([]);
      } finally {
        await Promise.all(pools.map((pool) => pool.end()));
        await database.drop();
      }
    }
  });

  it("shares the counters between vendor API processes on one database", async () => {
    const database = await createTestDatabase();
    // One pool each, as two processes have: the counters meet only in the database.
    const pools = [0, 1].map(() => new pg.Pool({ connectionString: database.databaseUrl }));
    try {
      const [a, b] = await Promise.all(pools.map((pool) => createLoginThrottle(DEFAULT_LOGIN_BUDGETS, pool)));
      const wrongPassword = () => Promise.reject(new BusinessError(Codes.wrongCredentials));
      for (const throttle of [a, b, a, b, a]) {
        await expect(throttled(throttle, "shared", "203.0.113.30", wrongPassword)).rejects.toMatchObject({
          code: WRONG_CREDENTIALS,
        });
      }
      // Two failures on one, three on the other: a process counting alone would check this one.
      await expect(throttled(b, "shared", "203.0.113.30", async () => "checked")).rejects.toMatchObject({
        code: TOO_MANY_ATTEMPTS,
      });
    } finally {
      await Promise.all(pools.map((pool) => pool.end()));
      await database.drop();
    }
  });
});
