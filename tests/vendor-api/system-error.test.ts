import { Writable } from "node:stream";
import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { DEFAULT_LOGIN_BUDGETS } from "#login-policy";
import { buildVendorApi } from "../../vendor-api/src/server";
import type { Db } from "../../vendor-api/src/db/connect";
import { createLoginThrottle } from "../../vendor-api/src/security/login-throttle";
import { createApiTokenRateLimit } from "../../vendor-api/src/security/api-token-rate-limit";
import { DEFAULT_API_TOKEN_RATE_LIMIT } from "../../vendor-api/src/config";
import { ephemeralKeyring } from "../../vendor-api/src/security/secrets";
import { createWrongCodeLimit } from "../../vendor-api/src/security/wrong-code-limit";

/** A database whose every query fails the way drizzle reports it: with the query's parameters in the message. */
const failingDbWith = (cause: Error) =>
  new Proxy({} as Db, {
    get: () => () => {
      throw new DrizzleQueryError("select * from users where username = $1", ["admin", "param-s3cret"], cause);
    },
  });
const failingDb = failingDbWith(new Error("connection reset"));

/** The app on `db`, logging into `lines`. */
async function appOn(db: Db, lines: string[]) {
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return buildVendorApi(
    {
      db,
      now: () => new Date(),
      sessionTtlMinutes: 10,
      authCodeTtlMs: 1000,
      adminKey: "unused-admin-key",
      secrets: ephemeralKeyring(),
      loginThrottle: await createLoginThrottle(DEFAULT_LOGIN_BUDGETS, undefined),
      apiTokenRateLimit: await createApiTokenRateLimit(DEFAULT_API_TOKEN_RATE_LIMIT, undefined),
      wrongCodeLimit: createWrongCodeLimit(),
    },
    { logLevel: "info", logStream },
  );
}

describe("an unexpected failure", () => {
  it("answers 10000 'System error' with the trace id, and logs it without secrets", async () => {
    const lines: string[] = [];
    const app = await appOn(failingDb, lines);
    const response = await app.inject({
      method: "POST",
      url: "/vendor/account/login",
      query: { timestamp: "1" },
      payload: { username: "admin", password: "body-s3cret" },
    });
    await app.close();

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: { code: 10000, msg: "System error", key: "systemError" }, result: null });
    const traceId = response.headers["x-trace-id"] as string;
    const errorLine = lines.find((line) => line.includes("unexpected error"))!;
    expect(JSON.parse(errorLine)).toMatchObject({ traceId, err: { message: "connection reset" } });
    expect(lines.join("")).not.toMatch(/s3cret/);
  });
});

describe("a database that cannot be reached", () => {
  it("answers HTTP 503 with 10503 and a Retry-After, and logs the driver's words without the query", async () => {
    const shutdown = Object.assign(new Error("terminating connection due to administrator command"), {
      code: "57P01",
    });
    for (const cause of [
      shutdown,
      Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }),
    ]) {
      const lines: string[] = [];
      const app = await appOn(failingDbWith(cause), lines);
      const response = await app.inject({
        method: "POST",
        url: "/vendor/account/login",
        query: { timestamp: "1" },
        payload: { username: "admin", password: "body-s3cret" },
      });
      await app.close();

      expect(response.statusCode).toBe(503);
      expect(response.headers["retry-after"]).toBe("1");
      expect(response.json()).toEqual({
        status: {
          code: 10503,
          msg: "The database cannot be reached, please try again shortly",
          key: "databaseUnavailable",
        },
        result: null,
      });
      const line = lines.find((entry) => entry.includes("database unavailable"))!;
      expect(JSON.parse(line)).toMatchObject({ level: 40, err: { message: cause.message } });
      expect(lines.join("")).not.toMatch(/s3cret|select \*/);
    }
  });
});
