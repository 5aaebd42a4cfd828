import { getEventListeners } from "node:events";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { pino } from "pino";
import type { GraphQLError } from "graphql";
import { RestClient, buildQuery } from "../../gateway/src/rest/client";
import { startDeadline } from "../../gateway/src/rest/deadline";
import { UpstreamPools } from "../../gateway/src/rest/pools";
import { envelope, startFakeUpstream, statusEnvelope, type FakeUpstream } from "./support/fake-upstream";
import { fieldMessages } from "./support/graphql-client";

const session = {
  operatorToken: "op-token",
  tenantId: "1001",
  originalTenantId: "1001",
  userId: "42",
  username: "admin",
  channelId: "3",
  timeZone: "America/New_York",
  tenantInitialized: true,
  expiresAt: Date.now() + 60_000,
};

let upstream: FakeUpstream;
let pools: UpstreamPools;
const POOL_LIMITS = { connections: 64, maxPerPath: 16, queuePerPath: 64 };
const MAX_BODY_BYTES = 64 * 1024;
const client = (withSession = true, timeoutMs = 2000) =>
  new RestClient({
    baseUrl: upstream.url,
    pools,
    timeoutMs,
    maxBodyBytes: MAX_BODY_BYTES,
    traceHeader: "x-trace-id",
    log: pino({ level: "silent" }),
    session: withSession ? session : null,
  });

async function failure(promise: Promise<unknown>): Promise<GraphQLError> {
  try {
    await promise;
  } catch (error) {
    return error as GraphQLError;
  }
  throw new Error("expected the call to fail");
}

beforeAll(async () => {
  upstream = await startFakeUpstream();
  pools = new UpstreamPools({ timeoutMs: 2000, ...POOL_LIMITS });
});
afterEach(() => {
  upstream.routes.clear();
  upstream.requests.length = 0;
});
afterAll(async () => {
  await pools.close();
  await upstream.close();
});

describe("buildQuery", () => {
  it("always sends timestamp, then only truthy values, URL-encoded", () => {
    expect(buildQuery({ a: "x y&z", b: "", c: 0, d: null, e: undefined, f: false, g: 5, h: true }, 123)).toBe(
      "timestamp=123&a=x+y%26z&g=5&h=true",
    );
  });

  it("is the timestamp alone when no value is truthy", () => {
    expect(buildQuery({}, 123)).toBe("timestamp=123");
    expect(buildQuery({ a: "", b: 0, c: null, d: undefined, e: false }, 7)).toBe("timestamp=7");
  });
});

describe("startDeadline", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("aborts with a TimeoutError at the deadline, or with the client's reason when the client leaves", () => {
    vi.useFakeTimers();
    const timed = startDeadline(300, undefined);
    vi.advanceTimersByTime(299);
    expect(timed.signal.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(timed.signal.reason).toMatchObject({ name: "TimeoutError" });

    const client = new AbortController();
    const left = startDeadline(300, client.signal);
    client.abort(new Error("the client went away"));
    expect(left.signal.reason).toMatchObject({ message: "the client went away" });

    const gone = new AbortController();
    gone.abort(new Error("gone before"));
    expect(startDeadline(300, gone.signal).signal.reason).toMatchObject({ message: "gone before" });
  });

  it("once disposed, keeps no timer and no hold on the client's signal", () => {
    vi.useFakeTimers();
    const client = new AbortController();
    const deadline = startDeadline(300, client.signal);
    expect(vi.getTimerCount()).toBe(1);
    deadline.dispose();
    expect(vi.getTimerCount()).toBe(0);
    expect(getEventListeners(client.signal, "abort")).toHaveLength(0);
    client.abort();
    expect(deadline.signal.aborted).toBe(false);
  });
});

describe("RestClient", () => {
  it("speaks the protocol: timestamp, session headers, JSON body, envelope result", async () => {
    upstream.routes.set("/thing/add", (_req, res) => envelope(res, 0, "success", { id: 9 }));
    const result = await client().post("/thing/add", { name: "n" }, { keyword: "café", empty: "" });
    expect(result).toEqual({ id: 9 });
    const [request] = upstream.requests;
    expect(request.method).toBe("POST");
    expect(Number(request.query.get("timestamp"))).toBeGreaterThan(Date.now() - 10_000);
    expect(request.query.get("keyword")).toBe("café");
    expect(request.query.has("empty")).toBe(false);
    expect(request.body).toEqual({ name: "n" });
    expect(request.headers).toMatchObject({
      operatortoken: "op-token",
      tid: "1001",
      opid: "42",
      operatorid: "42",
      channelid: "3",
      timezone: "America/New_York",
    });
  });

  it("sends no session headers before login", async () => {
    upstream.routes.set("/vendor/account/login", (_req, res) => envelope(res, 0, "success", {}));
    await client(false).post("/vendor/account/login", { username: "u", password: "p" });
    expect(upstream.requests[0].headers.operatortoken).toBeUndefined();
    expect(upstream.requests[0].headers.tid).toBeUndefined();
  });

  it.each([
    [10000, "System error", "UPSTREAM_SYSTEM_ERROR"],
    [10001, "timestamp is required", "UPSTREAM_SYSTEM_ERROR"],
    [10008, "Data is out of date, please refresh and repeat.", "STALE_DATA"],
    [21430, "Authorization failure, please login again.", "UNAUTHENTICATED"],
    [21434, "Tenant does not match the session, please login again", "UNAUTHENTICATED"],
    [21199, "The account has been disabled, please contact the administrator", "UNAUTHENTICATED"],
    [30046, "Channel not found", "CHANNEL_NOT_FOUND"],
    [29021, "Channel error", "CHANNEL_NOT_FOUND"],
    [20404, "Not found", "UPSTREAM_ERROR"],
    [21001, "Incorrect user name or password", "UPSTREAM_ERROR"],
    [20001, "Required", "UPSTREAM_ERROR"],
  ])("maps upstream code %i to %s", async (code, msg, expected) => {
    upstream.routes.set("/x", (_req, res) => envelope(res, code, msg, null, { "x-trace-id": "trace-123" }));
    const error = await failure(client().get("/x"));
    expect(error.extensions.code).toBe(expected);
    expect(error.extensions.upstreamCode).toBe(code);
    if (expected === "UPSTREAM_SYSTEM_ERROR") expect(error.extensions.traceId).toBe("trace-123");
    else expect(error.extensions.traceId).toBeUndefined();
    if (expected === "CHANNEL_NOT_FOUND") expect(error.message).toBe("Channel not found");
    else expect(error.message).toBe(msg);
    // A status with only a message names no key: none is made up.
    expect(error.extensions.key).toBeUndefined();
  });

  it("turns 20001 with the keyed result.fields list into BAD_USER_INPUT with each field's rule and params", async () => {
    upstream.routes.set("/x", (_req, res) =>
      statusEnvelope(
        res,
        { code: 20001, msg: "No more than 100 characters", key: "maxLength", params: { n: 100 } },
        {
          fields: [
            { field: "name", rule: "maxLength", params: { n: 100 }, message: "No more than 100 characters" },
            { field: "code", rule: "trip.codeExists", message: "The code already exists" },
            { field: "motto", rule: "vendor.ownRule", message: "Not a motto we like" },
          ],
        },
      ),
    );
    const error = await failure(client().get("/x"));
    expect(error.extensions).toMatchObject({ code: "BAD_USER_INPUT", upstreamCode: 20001 });
    expect(error.extensions.fields).toEqual([
      { field: "name", rule: "maxLength", params: { n: 100 }, message: "No more than 100 characters" },
      { field: "code", rule: "trip.codeExists", params: {}, message: "The code already exists" },
      // A rule the rule set does not know is passed on as `upstream`, its message as sent.
      { field: "motto", rule: "upstream", params: { message: "Not a motto we like" }, message: "Not a motto we like" },
    ]);
    expect(error.message).toBe("No more than 100 characters");
  });

  it("still reads the older {field: message} map: rule `upstream`, the message as sent", async () => {
    upstream.routes.set("/x", (_req, res) =>
      envelope(res, 20001, "No less than 6 characters", {
        fields: { newPassword: "No less than 6 characters", nickname: "Contains a word we do not allow" },
      }),
    );
    const error = await failure(client().get("/x"));
    expect(error.extensions).toMatchObject({ code: "BAD_USER_INPUT", upstreamCode: 20001 });
    expect(error.extensions.fields).toEqual([
      {
        field: "newPassword",
        rule: "upstream",
        params: { message: "No less than 6 characters" },
        message: "No less than 6 characters",
      },
      {
        field: "nickname",
        rule: "upstream",
        params: { message: "Contains a word we do not allow" },
        message: "Contains a word we do not allow",
      },
    ]);
    expect(fieldMessages(error)).toEqual({
      newPassword: "No less than 6 characters",
      nickname: "Contains a word we do not allow",
    });
    expect(error.message).toBe("No less than 6 characters");
  });

  it("passes a refusal's known key and params on in UPSTREAM_ERROR, and drops a key it does not know", async () => {
    const refusal = {
      code: 20409,
      msg: "A refund order in state REJECTED cannot approve; allowed from: PENDING",
      key: "refund.illegalTransition",
      params: { state: "REJECTED", action: "approve", allowed: ["PENDING"] },
    };
    upstream.routes.set("/x", (_req, res) =>
      statusEnvelope(res, refusal, { state: 2, action: "approve", allowedFrom: [0] }),
    );
    const error = await failure(client().get("/x"));
    expect(error.extensions).toEqual({
      code: "UPSTREAM_ERROR",
      upstreamCode: 20409,
      key: "refund.illegalTransition",
      params: { state: "REJECTED", action: "approve", allowed: ["PENDING"] },
    });
    expect(error.message).toBe(refusal.msg);

    upstream.routes.set("/unknown", (_req, res) =>
      statusEnvelope(res, { code: 20777, msg: "Vendor-specific refusal", key: "vendor.special", params: { x: 1 } }),
    );
    const unknown = await failure(client().get("/unknown"));
    expect(unknown.extensions).toEqual({ code: "UPSTREAM_ERROR", upstreamCode: 20777 });
    expect(unknown.message).toBe("Vendor-specific refusal");
  });

  it("answers a refusal with an error that carries no stack frames, and leaves the stack depth as it was", async () => {
    // A refusal is an answer: its stack says nothing, and the GraphQL executor reads it (docs/scale-contract.md
    // section 11): capturing and formatting one is work each refused booking paid for.
    upstream.routes.set("/x", (_req, res) => statusEnvelope(res, { code: 20001, msg: "Sold out" }));
    const depth = Error.stackTraceLimit;
    const error = await failure(client().get("/x"));
    expect(error.extensions).toMatchObject({ upstreamCode: 20001 });
    expect(error.stack?.split("\n").filter((line) => line.trim().startsWith("at "))).toEqual([]);
    expect(Error.stackTraceLimit).toBe(depth);
    expect(new Error("any other").stack).toMatch(/\n\s+at /);
  });

  it("reads the trace id from a renamed header", async () => {
    upstream.routes.set("/x", (_req, res) => envelope(res, 10000, "System error", null, { "x-b3-traceid": "abc" }));
    const renamed = new RestClient({
      baseUrl: upstream.url,
      pools,
      timeoutMs: 2000,
      maxBodyBytes: MAX_BODY_BYTES,
      traceHeader: "X-B3-TraceId",
      log: pino({ level: "silent" }),
    });
    expect((await failure(renamed.get("/x"))).extensions.traceId).toBe("abc");
  });

  it("reports non-2xx, malformed bodies, timeouts and refused connections as UPSTREAM_UNAVAILABLE", async () => {
    upstream.routes.set("/502", (_req, res) => res.writeHead(502).end("<html>bad gateway</html>"));
    upstream.routes.set("/html", (_req, res) => res.writeHead(200, { "content-type": "text/html" }).end("<html>"));
    upstream.routes.set("/not-envelope", (_req, res) => res.writeHead(200).end(JSON.stringify({ ok: true })));
    upstream.routes.set("/slow", () => new Promise<void>(() => undefined));

    const http = await failure(client().get("/502"));
    expect(http.extensions).toMatchObject({ code: "UPSTREAM_UNAVAILABLE", fault: "http-status", httpStatus: 502 });
    expect(http.message).toBe("The vendor API answered with HTTP 502, please try again later.");
    expect((await failure(client().get("/unknown-path"))).extensions.httpStatus).toBe(404);
    // A vendor API without its database says so (docs/foundation-contract.md section 1): the same fault, in words.
    upstream.routes.set("/no-database", (_req, res) =>
      res
        .writeHead(503, { "content-type": "application/json", "retry-after": "1" })
        .end(JSON.stringify({ status: { code: 10503, msg: "The database cannot be reached" }, result: null })),
    );
    const database = await failure(client().get("/no-database"));
    expect(database.extensions).toMatchObject({
      code: "UPSTREAM_UNAVAILABLE",
      fault: "http-status",
      httpStatus: 503,
      upstreamCode: 10503,
    });
    expect(database.message).toBe("The vendor API cannot reach its database right now, please try again shortly.");
    upstream.routes.set("/503", (_req, res) => res.writeHead(503).end("<html>no server is available</html>"));
    expect((await failure(client().get("/503"))).message).toBe(
      "The vendor API answered with HTTP 503, please try again later.",
    );
    expect((await failure(client().get("/html"))).extensions.fault).toBe("malformed-body");
    expect((await failure(client().get("/not-envelope"))).extensions.fault).toBe("malformed-body");

    const started = Date.now();
    const slow = await failure(client(true, 300).get("/slow"));
    expect(slow.extensions).toMatchObject({ code: "UPSTREAM_UNAVAILABLE", fault: "timeout" });
    expect(Date.now() - started).toBeLessThan(2000);

    const closedPools = new UpstreamPools({ timeoutMs: 1000, ...POOL_LIMITS });
    const refused = new RestClient({
      baseUrl: "http://127.0.0.1:1",
      pools: closedPools,
      timeoutMs: 1000,
      maxBodyBytes: MAX_BODY_BYTES,
      traceHeader: "x-trace-id",
      log: pino({ level: "silent" }),
    });
    const network = await failure(refused.get("/x"));
    expect(network.extensions).toMatchObject({ code: "UPSTREAM_UNAVAILABLE", fault: "network" });
    expect(network.message).not.toContain("127.0.0.1");
    await closedPools.close();
  });

  it("lets go of the client's signal once a call ends, answered or refused", async () => {
    upstream.routes.set("/ok", (_req, res) => envelope(res, 0, "success", { done: true }));
    upstream.routes.set("/refused", (_req, res) => envelope(res, 20002, "no"));
    const leaving = new AbortController();
    const bound = new RestClient({
      baseUrl: upstream.url,
      pools,
      timeoutMs: 2000,
      maxBodyBytes: MAX_BODY_BYTES,
      traceHeader: "x-trace-id",
      log: pino({ level: "silent" }),
      signal: leaving.signal,
    });
    await bound.get("/ok");
    await failure(bound.get("/refused"));
    await failure(bound.get("/unknown-path"));
    expect(getEventListeners(leaving.signal, "abort")).toHaveLength(0);
  });

  it("keeps a path prefix of the vendor API URL", async () => {
    upstream.routes.set("/prefix/x", (_req, res) => envelope(res, 0, "success", 1));
    const prefixed = new RestClient({
      baseUrl: `${upstream.url}/prefix/`,
      pools,
      timeoutMs: 2000,
      maxBodyBytes: MAX_BODY_BYTES,
      traceHeader: "x-trace-id",
      log: pino({ level: "silent" }),
    });
    expect(await prefixed.get("/x")).toBe(1);
  });
});
