/**
 * The production topology under its own operations (`topology` part; docs/system-contract.md, "Production
 * topology"): PostgreSQL, Redis, two vendor APIs and two gateways behind HAProxy (scripts/topology), under a mixed
 * load through the proxy — order lists, bookings, and an `orderChanged` subscription over the proxy's WebSocket that
 * resumes from its last `eventId` when a gateway closes it. It fails when any of these does not hold:
 * 1. a rolling restart of every vendor API and every gateway, one at a time, fails no request, and the subscription
 *    misses no event and hears none twice;
 * 2. PostgreSQL stopped for a while mid-load is answered with clear 503s (UPSTREAM_UNAVAILABLE, HTTP 503 from the
 *    vendor API's 10503) and nothing else, everything recovers without a restart, and every booking that succeeded is
 *    in the database afterwards;
 * 3. Redis lost and back: meanwhile every request is refused clearly (the gateways' /readyz turn 503 and the proxy
 *    answers 503, or a gateway answers UPSTREAM_UNAVAILABLE for its shared state), nothing is served unchecked, and
 *    the same sessions work again once it is back, without a restart.
 */
import { createClient } from "graphql-ws";
import pg from "pg";
import WebSocket from "ws";
import { startTopology, type Topology } from "../../scripts/topology/index";
import { waitFor } from "../../scripts/topology/child";
import { gatewayToken, graphql, percentile, type Answer } from "./support";
import { ORDERS_QUERY } from "./throughput";

/** Clerks looping at once, each an order list then (every BOOK_EVERY-th turn) a booking. */
const CLERKS = 6;
const BOOK_EVERY = 3;
/** How long PostgreSQL and Redis stay down: several of the proxy's checks and the clerks' turns. */
const OUTAGE_MS = 3000;
/** The longest any one answer may take: a hang is a failure, not a slow answer. */
const ANSWER_BUDGET_MS = 10_000;
const DEPARTURE_DATE = "2030-10-01";

const CREATE_TRIP = `mutation ($input: TripInput!) { createTrip(input: $input) { id version } }`;
const PUBLISH = `mutation ($id: ID!, $version: Int!) { publishTrip(id: $id, version: $version) { state } }`;
const BOOK = `mutation ($input: BookingInput!) { createBooking(input: $input) { id } }`;
const ORDER_CHANGED = `subscription ($after: Int) { orderChanged(after: $after) { eventId id eventType } }`;

type Phase = "steady" | "rolling restart" | "postgres down" | "postgres back" | "redis down" | "redis back";
type Kind = "list" | "book";
/** How an answer ended: served, refused clearly (what an outage promises), or failed (anything else). */
type Verdict =
  { outcome: "served"; orderId?: string } | { outcome: "refused"; why: string } | { outcome: "failed"; why: string };

interface Sample {
  phase: Phase;
  kind: Kind;
  at: number;
  ms: number;
  verdict: Verdict;
}

/** A refusal an outage may answer: the proxy's own 503 (no server ready) or the gateway's UPSTREAM_UNAVAILABLE. */
function judge(status: number, body: Answer | undefined, kind: Kind): Verdict {
  if (status === 503 && !body) return { outcome: "refused", why: "proxy 503" };
  const error = body?.errors?.[0];
  if (!error) {
    const orderId = kind === "book" ? body?.data?.createBooking?.id : undefined;
    if (status === 200 && body?.data) return { outcome: "served", orderId: orderId && String(orderId) };
    return { outcome: "failed", why: `HTTP ${status}` };
  }
  const { code, fault, httpStatus } = error.extensions ?? {};
  if (code === "UPSTREAM_UNAVAILABLE" && (httpStatus === 503 || fault === "shared-state"))
    return { outcome: "refused", why: fault === "shared-state" ? "shared state" : "vendor API 503" };
  return { outcome: "failed", why: `HTTP ${status} ${code}: ${error.message}` };
}

async function request(url: string, token: string, kind: Kind, body: string): Promise<Omit<Sample, "phase">> {
  const at = performance.now();
  try {
    const response = await fetch(`${url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body,
      signal: AbortSignal.timeout(ANSWER_BUDGET_MS),
    });
    const text = await response.text();
    let parsed: Answer | undefined;
    try {
      parsed = JSON.parse(text) as Answer;
    } catch {
      parsed = undefined;
    }
    return { kind, at, ms: performance.now() - at, verdict: judge(response.status, parsed, kind) };
  } catch (error) {
    return { kind, at, ms: performance.now() - at, verdict: { outcome: "failed", why: `transport: ${String(error)}` } };
  }
}

/** One seat for clerk `n`, paid in cash: a new order, whose ORDER_CREATED the subscription must hear. */
const bookingRequest = (tripId: string, n: number) =>
  JSON.stringify({
    query: BOOK,
    variables: {
      input: {
        tripId,
        date: DEPARTURE_DATE,
        shift: "Morning",
        passengers: [{ option: "Adult", count: 1 }],
        contactFirstName: `Clerk${n}`,
        contactLastName: "Topology",
        contactEmail: `clerk${n}@example.com`,
        contactPhone: `+1212555${String(n % 10_000).padStart(4, "0")}`,
        paymentMethod: "CASH",
        requestId: crypto.randomUUID(),
      },
    },
  });

/** The mixed load: CLERKS loops until stopped, each sample tagged with the phase its answer came in. */
function startLoad(topology: Topology, token: string, tripId: string) {
  const samples: Sample[] = [];
  let phase: Phase = "steady";
  let running = true;
  let booking = 0;
  const bookingBody = () => bookingRequest(tripId, ++booking);
  const listBody = JSON.stringify({ query: ORDERS_QUERY });
  const clerk = async () => {
    for (let turn = 0; running; turn++) {
      const book = turn % BOOK_EVERY === BOOK_EVERY - 1;
      const sample = await request(topology.url, token, book ? "book" : "list", book ? bookingBody() : listBody);
      // The phase it ended in: an answer still on its way when an outage began is the outage's.
      samples.push({ ...sample, phase });
    }
  };
  const clerks = Array.from({ length: CLERKS }, clerk);
  return {
    samples,
    enter: (next: Phase) => void (phase = next),
    stop: async () => {
      running = false;
      await Promise.all(clerks);
    },
  };
}

/**
 * `orderChanged` through the proxy as a careful integrator holds it: when the connection closes (1012 on a gateway's
 * restart, or any other end), it connects again, through the proxy to whichever gateway is up, and subscribes with
 * `after` set to the last `eventId` it heard.
 */
function startListener(url: string, token: string) {
  const heard: Array<{ eventId: number; orderId: string }> = [];
  const closeCodes: number[] = [];
  let running = true;
  let current: ReturnType<typeof createClient> | undefined;
  const once = () =>
    new Promise<void>((resolve) => {
      const client = createClient({
        url: `${url.replace(/^http/, "ws")}/graphql`,
        webSocketImpl: WebSocket,
        connectionParams: { authorization: `Bearer ${token}` },
        retryAttempts: 0,
        on: { closed: (event) => void closeCodes.push((event as { code: number }).code) },
      });
      current = client;
      const after = heard.at(-1)?.eventId ?? null;
      client.subscribe<{ orderChanged: { eventId: number; id: string } }>(
        { query: ORDER_CHANGED, variables: { after } },
        {
          next: (result) => {
            const change = result.data?.orderChanged;
            if (change) heard.push({ eventId: change.eventId, orderId: String(change.id) });
          },
          error: () => resolve(),
          complete: () => resolve(),
        },
      );
    }).finally(() => current?.dispose());
  const loop = (async () => {
    while (running) {
      await once();
      // A refused connection (every gateway restarting or out) is tried again shortly, not in a busy loop.
      if (running) await new Promise((resolve) => setTimeout(resolve, 200));
    }
  })();
  return {
    heard,
    closeCodes,
    stop: async () => {
      running = false;
      await current?.dispose();
      await loop;
    },
  };
}

async function publishedTrip(url: string, token: string): Promise<string> {
  const { createTrip } = await graphql(
    url,
    CREATE_TRIP,
    {
      input: {
        code: `TOPO${Date.now().toString(36).toUpperCase()}`,
        name: "Topology: Harbour_Lights",
        template: "TOUR",
        pricingType: "BY_PASSENGER_TYPE",
        passengerPrices: { adult: "30.00" },
        inventoryType: "BY_DATE_SHIFT",
        shifts: [{ name: "Morning", selected: true }],
        inventories: [{ date: DEPARTURE_DATE, shift: "Morning", quantity: 100_000 }],
        rescheduleFeeType: "FREE",
        cancellationType: "NONE",
      },
    },
    token,
  );
  await graphql(url, PUBLISH, { id: createTrip.id, version: createTrip.version }, token);
  return String(createTrip.id);
}

/**
 * Waits until the subscription is live: it hears from its topic's first poll on, which no message announces, so a
 * booking is made until one is heard (each waits up to 2 s). The load starts after it: every booking it makes counts.
 */
async function subscribed(topology: Topology, token: string, tripId: string, heard: Array<{ orderId: string }>) {
  for (let attempt = 1; attempt <= 10; attempt++) {
    const { verdict } = await request(topology.url, token, "book", bookingRequest(tripId, -attempt));
    const orderId = verdict.outcome === "served" ? verdict.orderId : undefined;
    const wasHeard = () => heard.some((event) => event.orderId === orderId);
    if (
      orderId &&
      (await waitFor("the probe booking's event", async () => wasHeard(), 2000).then(
        () => true,
        () => false,
      ))
    )
      return;
  }
  throw new Error("the subscription heard none of 10 bookings");
}

/** Waits until an order list through the proxy is served again; how long that took from `since`. */
async function recovery(topology: Topology, token: string, since: number): Promise<number> {
  const body = JSON.stringify({ query: ORDERS_QUERY });
  let last: Verdict | undefined;
  await waitFor("the order list to be served again", async () => {
    last = (await request(topology.url, token, "list", body)).verdict;
    return last.outcome === "served";
  }).catch(async (error: Error) => {
    const states = await topology.proxy.states();
    const ready = await Promise.all(
      [...topology.vendorApis, ...topology.gateways].map(async (server) =>
        fetch(`${server.url}/readyz`, { signal: AbortSignal.timeout(3000) }).then(
          async (response) => `${server.name} ${response.status} ${await response.text()}`,
          (failure: Error) => `${server.name} ${failure.message}`,
        ),
      ),
    );
    const tails = topology.vendorApis.map((server) => `${server.name}: ${server.output().slice(-1500)}`);
    throw new Error(
      `${error.message}; the last answer: ${JSON.stringify(last)}\nHAProxy: ${JSON.stringify(states)}\n` +
        `${ready.join("\n")}\n${tails.join("\n")}`,
    );
  });
  return performance.now() - since;
}

function summary(samples: Sample[], phase: Phase) {
  const of = samples.filter((sample) => sample.phase === phase);
  const count = (outcome: Verdict["outcome"]) => of.filter((sample) => sample.verdict.outcome === outcome).length;
  const failures = of.flatMap((sample) => (sample.verdict.outcome === "failed" ? [sample.verdict.why] : []));
  const refusals = countBy(of.flatMap((sample) => (sample.verdict.outcome === "refused" ? [sample.verdict.why] : [])));
  return {
    requests: of.length,
    served: count("served"),
    refused: count("refused"),
    failed: count("failed"),
    failures,
    refusals,
    p99: of.length
      ? percentile(
          of.map((sample) => sample.ms),
          99,
        )
      : 0,
    slowest: of.reduce((most, sample) => Math.max(most, sample.ms), 0),
  };
}

export async function topologyBench(): Promise<void> {
  const topology = await startTopology();
  const misses: string[] = [];
  const expect = (holds: boolean, what: string) => holds || misses.push(what);
  try {
    const token = await gatewayToken(topology.url);
    const tripId = await publishedTrip(topology.url, token);
    const listener = startListener(topology.url, token);
    await subscribed(topology, token, tripId, listener.heard);
    const load = startLoad(topology, token, tripId);
    await waitFor("a first booking", async () => load.samples.some((sample) => sample.kind === "book"));

    load.enter("rolling restart");
    const restarts: string[] = [];
    for (const server of [...topology.vendorApis, ...topology.gateways]) {
      const { downMs } = await topology.restart(server);
      restarts.push(`${server.name} ${(downMs / 1000).toFixed(1)} s`);
    }

    load.enter("postgres down");
    const postgresDown = performance.now();
    await topology.postgres.stop();
    await waitFor("503s while PostgreSQL is down", async () =>
      load.samples.some((sample) => sample.phase === "postgres down" && sample.verdict.outcome === "refused"),
    ).catch((error: Error) => {
      const { requests, served, failures } = summary(load.samples, "postgres down");
      throw new Error(
        `${error.message}: ${requests} answers, ${served} served, failures: ${failures.slice(0, 3).join(" | ")}`,
      );
    });
    await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
    await topology.postgres.start();
    load.enter("postgres back");
    const postgresBack = performance.now();
    const postgresRecoveryMs = await recovery(topology, token, postgresBack);
    const postgresOutageMs = postgresBack - postgresDown;

    load.enter("redis down");
    const redisDown = performance.now();
    await topology.redis.stop();
    for (const gateway of topology.gateways) await topology.proxy.waitUntil(topology.proxyName(gateway), "DOWN");
    const detectedMs = performance.now() - redisDown;
    await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
    await topology.redis.start();
    load.enter("redis back");
    const redisBack = performance.now();
    const redisRecoveryMs = await recovery(topology, token, redisBack);
    // A little load after the last recovery, then every booking's event must have arrived.
    await waitFor("bookings after Redis is back", async () =>
      load.samples.some(
        (sample) => sample.phase === "redis back" && sample.kind === "book" && sample.verdict.outcome === "served",
      ),
    );
    await load.stop();

    const booked = load.samples.flatMap((sample) =>
      sample.verdict.outcome === "served" && sample.verdict.orderId ? [sample.verdict.orderId] : [],
    );
    const heardOrders = () => new Set(listener.heard.map((event) => event.orderId));
    const unheard = () => booked.filter((id) => !heardOrders().has(id));
    await waitFor("every booking's event", async () => unheard().length === 0, 15_000).catch(() => undefined);
    await listener.stop();
    const eventIds = listener.heard.map((event) => event.eventId);
    const duplicates = eventIds.length - new Set(eventIds).size;
    const outOfOrder = eventIds.filter((id, i) => i > 0 && id <= eventIds[i - 1]).length;

    const client = new pg.Client({ connectionString: topology.postgres.databaseUrl });
    await client.connect();
    const stored = await client
      .query<{ id: number }>("select id from orders where id = any($1::int[])", [booked.map(Number)])
      .finally(() => client.end());
    const lost = booked.length - stored.rowCount!;

    const phases: Phase[] = ["steady", "rolling restart", "postgres down", "postgres back", "redis down", "redis back"];
    const rows = Object.fromEntries(phases.map((phase) => [phase, summary(load.samples, phase)]));
    console.log(
      `\nProduction topology: HAProxy in front of 2 gateways (Redis) and 2 vendor APIs (one PostgreSQL), ${CLERKS} ` +
        `clerks (order list, a booking every ${BOOK_EVERY}th turn) and one resuming orderChanged subscription:`,
    );
    console.log(
      `  ${"phase".padEnd(16)} ${"requests".padStart(8)} ${"served".padStart(7)} ${"503s".padStart(6)} ${"failed".padStart(6)}  p99 ms  slowest ms`,
    );
    for (const phase of phases) {
      const row = rows[phase];
      console.log(
        `  ${phase.padEnd(16)} ${String(row.requests).padStart(8)} ${String(row.served).padStart(7)} ` +
          `${String(row.refused).padStart(6)} ${String(row.failed).padStart(6)}  ${row.p99.toFixed(0).padStart(6)}  ${row.slowest.toFixed(0).padStart(10)}`,
      );
    }
    for (const server of [...topology.vendorApis, ...topology.gateways]) {
      const lines = server.output().split("\n");
      const unexpected = lines.filter((line) => /unexpected error|"level":50/.test(line));
      const unavailable = lines.filter((line) => line.includes("database unavailable"));
      if (unexpected.length || unavailable.length)
        console.log(
          `  ${server.name}: ${unavailable.length} "database unavailable", ${unexpected.length} errors logged` +
            (unexpected.length ? `, first: ${unexpected[0].slice(0, 600)}` : ""),
        );
    }
    const proxyStats = (await topology.proxy.stats()).filter((row) => row.svname !== "FRONTEND");
    console.log(
      `  HAProxy: ${proxyStats
        .map(
          (row) =>
            `${row.pxname}/${row.svname} 5xx ${row.hrsp_5xx} retries ${row.wretr} redispatches ${row.wredis} failed connects ${row.econ} failed answers ${row.eresp}`,
        )
        .join("; ")}`,
    );
    for (const phase of phases)
      if (rows[phase].refused) console.log(`  ${phase}: refusals ${JSON.stringify(rows[phase].refusals)}`);
    const unheardPhases = countBy(
      load.samples.flatMap((sample) =>
        sample.verdict.outcome === "served" && sample.verdict.orderId && unheard().includes(sample.verdict.orderId)
          ? [sample.phase]
          : [],
      ),
    );
    if (unheard().length)
      console.log(`  bookings unheard, by the phase they were made in: ${JSON.stringify(unheardPhases)}`);
    console.log(`  rolling restart, one at a time (stop with drain → up in HAProxy): ${restarts.join(", ")}`);
    console.log(
      `  PostgreSQL down ${(postgresOutageMs / 1000).toFixed(1)} s; lists served again ` +
        `${(postgresRecoveryMs / 1000).toFixed(2)} s after it was back; ${booked.length} bookings acknowledged, ` +
        `${lost} missing from the database`,
    );
    console.log(
      `  Redis down: both gateways out of HAProxy after ${(detectedMs / 1000).toFixed(1)} s; lists served again ` +
        `${(redisRecoveryMs / 1000).toFixed(2)} s after it was back`,
    );
    console.log(
      `  subscription: ${listener.heard.length} events heard, ${unheard().length} bookings unheard, ${duplicates} twice, ` +
        `${outOfOrder} out of order; closes by code ${JSON.stringify(countBy(listener.closeCodes))}`,
    );

    for (const phase of phases) {
      const row = rows[phase];
      expect(
        row.failed === 0,
        `${phase}: ${row.failed} failed requests, first: ${row.failures.slice(0, 3).join(" | ")}`,
      );
      expect(row.slowest <= ANSWER_BUDGET_MS, `${phase}: an answer took ${row.slowest.toFixed(0)} ms`);
    }
    for (const phase of ["steady", "rolling restart"] as const)
      expect(rows[phase].refused === 0, `${phase}: ${rows[phase].refused} refusals where none may be`);
    expect(rows["postgres down"].refused > 0, "PostgreSQL down: no 503 counted (did the outage happen?)");
    expect(rows["redis down"].served === 0 || rows["redis down"].refused > 0, "Redis down: nothing was refused");
    expect(
      load.samples.every(
        (sample) =>
          sample.phase !== "redis down" || sample.verdict.outcome !== "served" || sample.at - redisDown < detectedMs,
      ),
      "Redis down: a request was served after both gateways were out",
    );
    expect(lost === 0, `${lost} acknowledged bookings are not in the database`);
    expect(unheard().length === 0, `the subscription missed ${unheard().length} bookings' events`);
    expect(
      duplicates === 0 && outOfOrder === 0,
      `the subscription heard ${duplicates} events twice, ${outOfOrder} out of order`,
    );
    expect(listener.closeCodes.includes(1012), "no subscription was closed with 1012 (service restart)");
    if (misses.length) throw new Error(`topology failed:\n  - ${misses.join("\n  - ")}`);
  } finally {
    await topology.stop();
  }
}

function countBy(values: Array<number | string>): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}
