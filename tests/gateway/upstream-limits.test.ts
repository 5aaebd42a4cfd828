/**
 * The REST client's limits against a fake vendor API: the largest JSON answer it reads, the types and size of a
 * download, the calls per upstream path, and the cancellation of a call whose client went away.
 */
import type { ServerResponse } from "node:http";
import { text } from "node:stream/consumers";
import type { GraphQLError } from "graphql";
import { pino } from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../gateway/src/config";
import { RestClient } from "../../gateway/src/rest/client";
import { UpstreamPools } from "../../gateway/src/rest/pools";
import { envelope, startFakeUpstream, type FakeUpstream } from "./support/fake-upstream";

const MAX_BODY_BYTES = 64 * 1024;
const IMAGES = { types: new Set(["image/png"]), maxBytes: 32 * 1024 };

let upstream: FakeUpstream;
let pools: UpstreamPools;

const client = (signal?: AbortSignal) =>
  new RestClient({
    baseUrl: upstream.url,
    pools,
    timeoutMs: 30_000,
    maxBodyBytes: MAX_BODY_BYTES,
    traceHeader: "x-trace-id",
    log: pino({ level: "silent" }),
    signal,
  });

async function failure(promise: Promise<unknown>): Promise<GraphQLError> {
  try {
    await promise;
  } catch (error) {
    return error as GraphQLError;
  }
  throw new Error("expected the call to fail");
}

/** Answers held by the fake until the test lets them go; `closed` counts the ones the gateway gave up. */
function holdingRoute(path: string) {
  const held: ServerResponse[] = [];
  let closed = 0;
  upstream.routes.set(path, (_req, res) => {
    held.push(res);
    res.once("close", () => (closed += res.writableFinished ? 0 : 1));
    return new Promise<void>(() => undefined);
  });
  return {
    held,
    closed: () => closed,
    answerAll: () => held.splice(0).forEach((res) => envelope(res, 0, "success", "late")),
  };
}

const padded = (bytes: number) => JSON.stringify({ status: { code: 0, msg: "success" }, result: "x".repeat(bytes) });

beforeAll(async () => {
  upstream = await startFakeUpstream();
  pools = new UpstreamPools({ timeoutMs: 30_000, connections: 8, maxPerPath: 2, queuePerPath: 1 });
});
afterEach(() => {
  upstream.routes.clear();
  upstream.requests.length = 0;
});
afterAll(async () => {
  await pools.close();
  await upstream.close();
});

describe("the largest JSON answer", () => {
  it("reads an answer up to UPSTREAM_MAX_BODY_BYTES and refuses a longer one, announced or streamed", async () => {
    const fits = padded(MAX_BODY_BYTES - 100);
    const tooLong = padded(MAX_BODY_BYTES + 1);
    upstream.routes.set("/fits", (_req, res) => res.writeHead(200, { "content-type": "application/json" }).end(fits));
    upstream.routes.set("/announced", (_req, res) =>
      res.writeHead(200, { "content-type": "application/json", "content-length": tooLong.length }).end(tooLong),
    );
    upstream.routes.set("/streamed", (_req, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.write(tooLong.slice(0, 1000));
      res.end(tooLong.slice(1000));
    });

    expect(await client().get<string>("/fits")).toHaveLength(MAX_BODY_BYTES - 100);
    for (const path of ["/announced", "/streamed"]) {
      const error = await failure(client().get(path));
      expect(error.extensions).toMatchObject({ code: "UPSTREAM_UNAVAILABLE", fault: "too-large" });
    }
  });
});

describe("downloads", () => {
  it("stream a file of an allowed type within the limit", async () => {
    upstream.routes.set("/file/get", (_req, res) =>
      res.writeHead(200, { "content-type": "image/PNG; q=1" }).end("png"),
    );
    const file = await client().download("/file/get", { id: 1 }, IMAGES);
    expect(file.contentType).toBe("image/png");
    expect(await text(file.body)).toBe("png");
  });

  it("refuse another type, a size announced past the limit, and cut one that runs past it", async () => {
    upstream.routes.set("/webp", (_req, res) => res.writeHead(200, { "content-type": "image/webp" }).end("RIFF"));
    upstream.routes.set("/announced", (_req, res) =>
      res
        .writeHead(200, { "content-type": "image/png", "content-length": IMAGES.maxBytes + 1 })
        .end(Buffer.alloc(IMAGES.maxBytes + 1)),
    );
    upstream.routes.set("/streamed", (_req, res) => {
      res.writeHead(200, { "content-type": "image/png" });
      res.write(Buffer.alloc(IMAGES.maxBytes));
      res.end(Buffer.alloc(IMAGES.maxBytes));
    });

    expect((await failure(client().download("/webp", {}, IMAGES))).extensions.fault).toBe("malformed-body");
    expect((await failure(client().download("/announced", {}, IMAGES))).extensions.fault).toBe("too-large");
    const cut = await client().download("/streamed", {}, IMAGES);
    await expect(text(cut.body)).rejects.toMatchObject({ name: "BodyTooLargeError" });
  });
});

describe("calls per upstream path", () => {
  it("lets UPSTREAM_MAX_PER_PATH calls in, queues UPSTREAM_QUEUE_PER_PATH more, refuses the rest at once", async () => {
    const slow = holdingRoute("/slow");
    upstream.routes.set("/other", (_req, res) => envelope(res, 0, "success", "other"));
    const inFlight = [client().get("/slow"), client().get("/slow")];
    const queued = client().get("/slow");
    await expect.poll(() => slow.held.length).toBe(2);

    const refused = await failure(client().get("/slow"));
    expect(refused.extensions).toMatchObject({ code: "UPSTREAM_UNAVAILABLE", fault: "busy" });
    // Another path has places of its own.
    expect(await client().get("/other")).toBe("other");

    slow.answerAll();
    await expect.poll(() => slow.held.length).toBe(1); // the queued call got its place
    slow.answerAll();
    expect(await Promise.all([...inFlight, queued])).toEqual(["late", "late", "late"]);
  });
});

describe("the default limits", () => {
  it("serve a flash sale's burst of 500 calls on one path, leave other paths their places, and still bound the queue", async () => {
    const limits = loadConfig({}).upstreamLimits;
    const defaults = new UpstreamPools({ timeoutMs: 30_000, ...limits });
    const call = (path: string) =>
      new RestClient({
        baseUrl: upstream.url,
        pools: defaults,
        timeoutMs: 30_000,
        maxBodyBytes: MAX_BODY_BYTES,
        traceHeader: "x-trace-id",
        log: pino({ level: "silent" }),
      }).post(path);
    const outcome = (path: string) =>
      call(path).then(
        () => "served",
        (error: GraphQLError) => String(error.extensions.fault),
      );
    try {
      const book = holdingRoute("/order/book");
      upstream.routes.set("/order/list", (_req, res) => envelope(res, 0, "success", "listed"));
      const burst = Array.from({ length: 500 }, () => outcome("/order/book"));
      await expect.poll(() => book.held.length).toBe(limits.maxPerPath);
      // The burst waits in its path's queue; another path's call goes straight through.
      expect(await call("/order/list")).toBe("listed");
      // The queue is bounded still: past the places and the queue, a call is refused at once.
      const room = limits.maxPerPath + limits.queuePerPath - 500;
      const more = Array.from({ length: room + 1 }, () => outcome("/order/book"));
      expect(await more[room]).toBe("busy");
      for (let answered = 0; answered < 500 + room;) {
        await expect.poll(() => book.held.length).toBeGreaterThan(0);
        answered += book.held.length;
        book.answerAll();
      }
      expect(await Promise.all(burst)).toEqual(Array.from({ length: 500 }, () => "served"));
      expect(await Promise.all(more.slice(0, room))).toEqual(Array.from({ length: room }, () => "served"));
    } finally {
      await defaults.close();
    }
  });
});

describe("calls across paths", () => {
  it("leave connections to signing in and session checks however many paths hang", async () => {
    // 8 connections, 4 kept for the session calls. Four hung paths of 2 would take all 8 and leave login waiting.
    const paths = ["/first", "/second", "/third", "/fourth"];
    const routes = paths.map((path) => holdingRoute(path));
    const heldCount = () => routes.reduce((sum, route) => sum + route.held.length, 0);
    upstream.routes.set("/vendor/account/login", (_req, res) => envelope(res, 0, "success", "signed in"));
    upstream.routes.set("/vendor/account/permission/load", (_req, res) => envelope(res, 0, "success", []));
    const hung = paths.flatMap((path) => [client().get(path), client().get(path)]);
    await expect.poll(heldCount).toBe(4);

    expect(await client().post("/vendor/account/login")).toBe("signed in");
    expect(await client().post("/vendor/account/permission/load")).toEqual([]);
    expect(heldCount()).toBe(4); // the other calls wait for a place rather than take a session connection

    for (let answered = 0; answered < paths.length * 2;) {
      await expect.poll(heldCount).toBeGreaterThan(0);
      for (const route of routes) {
        answered += route.held.length;
        route.answerAll();
      }
    }
    expect(await Promise.all(hung)).toEqual(Array.from({ length: 8 }, () => "late"));
  });
});

describe("a client that goes away", () => {
  it("cancels its call in flight: the vendor API sees the connection close", async () => {
    const slow = holdingRoute("/slow");
    const gone = new AbortController();
    const call = failure(client(gone.signal).get("/slow"));
    await expect.poll(() => slow.held.length).toBe(1);

    gone.abort();
    expect((await call).extensions).toMatchObject({ code: "UPSTREAM_UNAVAILABLE", fault: "cancelled" });
    await expect.poll(() => slow.closed()).toBe(1);
  });

  it("leaves the queue: its call never reaches the vendor API", async () => {
    const slow = holdingRoute("/slow");
    const inFlight = [client().get("/slow"), client().get("/slow")];
    await expect.poll(() => slow.held.length).toBe(2);
    const gone = new AbortController();
    const waiting = failure(client(gone.signal).get("/slow"));

    gone.abort();
    expect((await waiting).extensions).toMatchObject({ fault: "cancelled" });
    slow.answerAll();
    expect(await Promise.all(inFlight)).toEqual(["late", "late"]);
    expect(upstream.requests.filter((request) => request.path === "/slow")).toHaveLength(2);
  });

  it("does not cancel a detached call, which other requests share", async () => {
    const slow = holdingRoute("/slow");
    const gone = new AbortController();
    const shared = client(gone.signal).detached().get("/slow");
    await expect.poll(() => slow.held.length).toBe(1);

    gone.abort();
    slow.answerAll();
    expect(await shared).toBe("late");
  });
});
