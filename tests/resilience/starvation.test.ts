/**
 * One hung vendor API path must not starve the rest of the gateway: a client that gives up cancels its upstream call,
 * one path holds at most UPSTREAM_MAX_PER_PATH connections (a few more calls wait, the rest are refused at once),
 * and other fields, login, /healthz and /readyz go on answering meanwhile. The upstream deadline is a minute here, so
 * nothing this suite sees can come from a timeout.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { loginAs } from "../gateway/support/graphql-client";
import { startGatewayProcess, type GatewayProcess } from "./support/gateway-process";
import { faults, startFaultUpstream, type FaultUpstream } from "./support/fault-upstream";
import { dataProbes, outcomeOf, probe, type Outcome } from "./support/probes";

const MAX_PER_PATH = 4;
const QUEUE_PER_PATH = 8;
/** More than the pool's 64 connections: before the limit, these alone took every one of them. */
const HUNG_CLIENTS = 70;

let upstream: FaultUpstream;
let gateway: GatewayProcess;
let token: string;

beforeAll(async () => {
  upstream = await startFaultUpstream();
  gateway = await startGatewayProcess(upstream.url, {
    UPSTREAM_TIMEOUT_MS: "60000",
    UPSTREAM_MAX_PER_PATH: String(MAX_PER_PATH),
    UPSTREAM_QUEUE_PER_PATH: String(QUEUE_PER_PATH),
    READINESS_TIMEOUT_MS: "1000",
  });
  token = await loginAs(gateway.url, "admin", "admin123");
});
afterEach(async () => {
  upstream.fault = null;
  // Every test leaves nothing held behind: its clients gave up, so the gateway gave up their calls.
  await expect.poll(() => upstream.held(), { timeout: 10_000 }).toBe(0);
  expect(gateway.exited(), gateway.output()).toBeNull();
});
afterAll(async () => {
  await gateway?.stop();
  await upstream?.close();
});

const ordersProbe = dataProbes.find((each) => each.name === "orders")!;

/** Sends a probe the test can give up, as a browser tab closing or a user leaving the page does. */
function abandonable(path: string, init: RequestInit = {}) {
  const controller = new AbortController();
  const answer = fetch(`${gateway.url}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, ...init.headers },
    signal: controller.signal,
  }).then(
    (response) => response,
    () => null,
  );
  return { answer, giveUp: () => controller.abort() };
}

const ordersQuery = {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ query: "{ orders { total } }" }),
};

describe("a client that gives up", () => {
  it.each([
    ["a GraphQL field", "/order/list", "/graphql", ordersQuery],
    ["a file", "/file/get", "/files/1", {}],
    ["an export", "/order/list", "/exports/orders.csv", {}],
  ])("cancels the vendor API call of %s", async (_what, upstreamPath, path, init) => {
    upstream.faulty = (called) => called === upstreamPath;
    upstream.fault = faults["no answer at all"];
    const released = upstream.released();
    const client = abandonable(path, init);
    await expect.poll(() => upstream.held(), { timeout: 10_000 }).toBe(1);

    client.giveUp();
    await expect.poll(() => upstream.released(), { timeout: 10_000 }).toBe(released + 1);
    expect(await client.answer).toBeNull();
  });
});

describe("one hung path", () => {
  it("holds a few connections only: other fields, login, /healthz and /readyz answer meanwhile", async () => {
    upstream.faulty = (called) => called === "/order/list";
    upstream.fault = faults["no answer at all"];
    const released = upstream.released();
    const hung = Array.from({ length: HUNG_CLIENTS }, () => abandonable("/graphql", ordersQuery));
    let answered = 0;
    const outcomes = hung.map(({ answer }) =>
      answer.then(async (response) => {
        if (!response) return null;
        const outcome = await outcomeOf(ordersProbe, response);
        answered += 1;
        return outcome;
      }),
    );
    await expect.poll(() => upstream.held(), { timeout: 10_000 }).toBeGreaterThanOrEqual(MAX_PER_PATH);

    const others = await Promise.all([
      probe(
        dataProbes.find((each) => each.name === "trips")!,
        gateway.url,
        token,
      ),
      probe(
        dataProbes.find((each) => each.name === "transactions")!,
        gateway.url,
        token,
      ),
      loginOutcome(),
      statusOf("/healthz"),
      statusOf("/readyz"),
    ]);
    expect(others).toEqual([
      { status: 200, code: "data" },
      { status: 200, code: "data" },
      { status: 200, code: "data" },
      200,
      200,
    ]);
    // Nobody gave a hung call up meanwhile: the answers above did not wait for a connection to come free.
    expect(upstream.released()).toBe(released);
    expect(upstream.held()).toBe(MAX_PER_PATH);

    // Past the places and the queue, calls to the hung path are refused rather than left to wait.
    const refused = HUNG_CLIENTS - MAX_PER_PATH - QUEUE_PER_PATH;
    await expect.poll(() => answered, { timeout: 10_000 }).toBe(refused);

    // The clients give up: the calls in flight and the waiting ones go, and the path serves again.
    for (const client of hung) client.giveUp();
    expect((await Promise.all(outcomes)).filter((outcome) => outcome !== null)).toEqual(
      Array.from({ length: refused }, (): Outcome => ({ status: 200, code: "UPSTREAM_UNAVAILABLE", fault: "busy" })),
    );
    // (a waiting call may get its place just before its own client's leaving is seen: it goes the same way)
    await expect.poll(() => upstream.held(), { timeout: 10_000 }).toBe(0);
    expect(upstream.released()).toBeGreaterThanOrEqual(released + MAX_PER_PATH);
    upstream.fault = null;
    expect(await probe(ordersProbe, gateway.url, token)).toEqual({ status: 200, code: "data" });
  });
});

async function loginOutcome(): Promise<Outcome> {
  const response = await fetch(`${gateway.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query: 'mutation { login(username: "admin", password: "admin123") { token } }' }),
    signal: AbortSignal.timeout(20_000),
  });
  return outcomeOf({ name: "login", kind: "graphql", request: () => Promise.resolve(response) }, response);
}

async function statusOf(path: string): Promise<number> {
  return (await fetch(`${gateway.url}${path}`, { signal: AbortSignal.timeout(20_000) })).status;
}
