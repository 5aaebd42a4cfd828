/**
 * Throughput under load (docs/scale-contract.md section 4): the order and trip list pages, 10 connections, straight to
 * the vendor API and through the gateway, in alternating rounds so both see the same machine. The gateway runs as a
 * child process (as `npm start` runs it, VENDOR_API_URL given) so its CPU time and memory are its own: CPU ms per
 * request, and RSS idle, after a minute of load and 30 s later. The vendor API runs on PostgreSQL with
 * BENCH_DATABASE_URL, on PGlite otherwise.
 */
import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildServer, SERVER_DIST, SERVER_NODE_OPTIONS } from "../../scripts/build-server";
import { startVendorApi } from "../../vendor-api/src/server";
import { benchDatabase, gatewayToken, vendorApiHeaders } from "./support";

export const CONNECTIONS = 10;
export const ROUND_MS = Number(process.env.BENCH_ROUND_MS ?? 8000);
export const ROUNDS = Number(process.env.BENCH_THROUGHPUT_ROUNDS ?? 3);
const WARM_UP_MS = 5000;
const LOAD_MS = Number(process.env.BENCH_LOAD_MS ?? 60_000);
/** The gateway's memory budget after LOAD_MS of order pages and at rest 30 s later (docs/scale-contract.md section 4). */
const RSS_BUDGET_MB = 200;
const ROOT = fileURLToPath(new URL("../..", import.meta.url));

export const ORDERS_QUERY = `query Orders { orders(page: { number: 1, size: 20 }) { total items { id orderNumber state totalAmount payAmount paymentTypes cardLast4 contact { firstName lastName email } channelName createTime } } }`;
const TRIPS_QUERY = `query Trips { trips(page: { number: 1, size: 20 }) { total items { id code name price bookings state tags { id name } } } }`;

/** Requests per second of `send`, run by CONNECTIONS loops for `ms`. */
export async function load(ms: number, send: () => Promise<void>): Promise<number> {
  let done = 0;
  const until = performance.now() + ms;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) {
        await send();
        done++;
      }
    }),
  );
  return done / (ms / 1000);
}

/** CPU seconds (user + system) and RSS bytes of a process, from /proc. */
export function processUsage(pid: number) {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  const ticks = Number(stat[11]) + Number(stat[12]);
  const rssPages = Number(readFileSync(`/proc/${pid}/statm`, "utf8").split(" ")[1]);
  return { cpuSeconds: ticks / 100, rssMb: (rssPages * 4096) / 1024 / 1024 };
}

/** CPU seconds of a process and every process it started (a server that forks workers), from /proc. */
export function processTreeCpuSeconds(pid: number): number {
  const children = readdirSync(`/proc/${pid}/task`).flatMap((task) =>
    readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").split(" ").filter(Boolean).map(Number),
  );
  return children.reduce((total, child) => total + processTreeCpuSeconds(child), processUsage(pid).cpuSeconds);
}

/**
 * CPU seconds of this machine's PostgreSQL processes (server and backends), or null when none runs here (a remote
 * BENCH_DATABASE_URL, or PGlite inside the bench process).
 */
function postgresCpuSeconds(): number | null {
  let seconds: number | null = null;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, "utf8").trim() !== "postgres") continue;
      seconds = (seconds ?? 0) + processUsage(Number(entry)).cpuSeconds;
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return seconds;
}

/** CPU seconds each party has spent so far; null for a party this machine cannot see. */
export type CpuReading = Record<string, number | null>;

/**
 * What the parties every page shares have spent: this process (the load and, in it, the vendor API) and PostgreSQL
 * when it runs on this machine.
 */
export function sharedCpu(): CpuReading {
  const own = process.cpuUsage();
  return { bench: (own.user + own.system) / 1e6, postgres: postgresCpuSeconds() };
}

/**
 * One side of a comparison (`send`, CONNECTIONS loops per round): its requests per second over the rounds run, and the
 * CPU ms each party of `read` spent per request (null when a reading had none).
 */
export function side(send: () => Promise<void>, read: () => CpuReading) {
  let requests = 0;
  let rounds = 0;
  const spent: Record<string, number | null> = {};
  return {
    async round() {
      const before = read();
      const rate = await load(ROUND_MS, send);
      const after = read();
      rounds++;
      requests += rate * (ROUND_MS / 1000);
      for (const [party, now] of Object.entries(after)) {
        const sum = party in spent ? spent[party] : 0;
        spent[party] = sum === null || now === null || before[party] === null ? null : sum + now - before[party];
      }
    },
    rate: () => requests / ((rounds * ROUND_MS) / 1000),
    cpuMs: (party: string) => (spent[party] == null ? null : (spent[party] * 1000) / requests),
  };
}

/**
 * Warms both sides for WARM_UP_MS (the first seconds run while V8 still optimizes: a 1 s warm-up left the first round
 * up to a third slower), then runs ROUNDS rounds of each in the order A B B A …: the machine's speed drifts from round
 * to round, and the side that always went first came out about 5 % worse.
 */
export async function compare(
  a: ReturnType<typeof side>,
  b: ReturnType<typeof side>,
  warmUp: Array<() => Promise<void>>,
) {
  for (const send of warmUp) await load(WARM_UP_MS, send);
  for (let round = 0; round < ROUNDS; round++) {
    for (const next of round % 2 ? [b, a] : [a, b]) await next.round();
  }
}

/** The gateway as production runs it, on `vendorApiUrl`; `env` adds to its environment (REDIS_URL, say). */
export async function startGatewayChild(vendorApiUrl: string, env: Record<string, string> = {}) {
  // The process production runs: the server build, no TypeScript loader (README, "Running in production").
  await buildServer();
  const child = spawn(process.execPath, [...SERVER_NODE_OPTIONS, path.join(SERVER_DIST, "start.mjs")], {
    cwd: ROOT,
    // As in production: graphql-js skips its development checks, and LOG_LEVEL is the default.
    env: {
      ...process.env,
      NODE_ENV: "production",
      SESSION_SECRET: "bench-session-secret-of-at-least-32-characters",
      LOG_LEVEL: "info",
      PORT: "0",
      HOST: "127.0.0.1",
      VENDOR_API_URL: vendorApiUrl,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /(http:\/\/[^\s/]+)\/graphql/.exec(output);
      if (match) resolve(match[1]);
    });
    child.once("exit", (code) => reject(new Error(`gateway exited (${code}):\n${output}`)));
  });
  return { url, pid: child.pid!, output: () => output, stop: () => child.kill("SIGTERM") };
}

/** The vendor API the bench parts under load share: on PostgreSQL with BENCH_DATABASE_URL, on PGlite otherwise. */
export async function startUpstream() {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  const database = serverUrl ? await benchDatabase(serverUrl) : undefined;
  const dataDir = await mkdtemp(path.join(tmpdir(), "vendor-console-throughput-"));
  const vendorApi = await startVendorApi({
    port: 0,
    host: "127.0.0.1",
    dataDir: database ? "memory://" : dataDir,
    databaseUrl: database?.databaseUrl,
    logLevel: "warn",
  });
  return {
    url: vendorApi.url,
    databaseName: database ? "PostgreSQL" : "PGlite",
    close: async () => {
      await vendorApi.close();
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A POST whose answer is read whole; anything but HTTP 2xx fails the bench. */
export async function post(url: string, body: string, headers: Record<string, string>) {
  const response = await fetch(url, { method: "POST", headers, body });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  await response.arrayBuffer();
}

/** The gateway's page `query`, as the console sends it with its session token. */
export const throughGateway = (gatewayUrl: string, token: string, query: string) => () =>
  post(`${gatewayUrl}/graphql`, JSON.stringify({ query }), {
    "content-type": "application/json",
    authorization: `Bearer ${token}`,
  });

export async function throughputBench() {
  const vendorApi = await startUpstream();
  const gateway = await startGatewayChild(vendorApi.url);
  try {
    const headers = { ...(await vendorApiHeaders(vendorApi.url)), "content-type": "application/json" };
    const token = await gatewayToken(gateway.url);
    const list = (path: string, pageSize: number) =>
      post(`${vendorApi.url}${path}?timestamp=${Date.now()}`, JSON.stringify({ pageNum: 1, pageSize }), headers);
    // What a REST client calls for the same page: the trip list names its trips' tags, which /trip/list gives as ids.
    const directOrders = () => list("/order/list", 20);
    const directTrips = async () => {
      await Promise.all([list("/trip/list", 20), list("/tag/list", 100)]);
    };
    const pages = [
      {
        name: "order list, page of 20",
        direct: directOrders,
        gateway: throughGateway(gateway.url, token, ORDERS_QUERY),
      },
      { name: "trip list, page of 20", direct: directTrips, gateway: throughGateway(gateway.url, token, TRIPS_QUERY) },
    ];
    const idle = processUsage(gateway.pid);
    console.log(
      `\nThroughput on ${vendorApi.databaseName}, ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${ROUND_MS / 1000} s (req/s):`,
    );
    console.log(`  ${"page".padEnd(24)} ${"direct".padStart(8)} ${"gateway".padStart(8)}  ratio`);
    const costs: string[] = [];
    for (const page of pages) {
      const read = () => ({ ...sharedCpu(), gateway: processUsage(gateway.pid).cpuSeconds });
      const direct = side(page.direct, read);
      const through = side(page.gateway, read);
      await compare(direct, through, [page.direct, page.gateway]);
      console.log(
        `  ${page.name.padEnd(24)} ${direct.rate().toFixed(0).padStart(8)} ${through.rate().toFixed(0).padStart(8)}  ${(through.rate() / direct.rate()).toFixed(2)}×`,
      );
      // The parties share the machine's cores, so the gateway's CPU comes out of what direct calls had: while the cores
      // are the limit the ratio is about D / (D + G), and 0.85× leaves the gateway about 0.18 of a direct call's cost.
      const directCost = direct.cpuMs("bench")! + (direct.cpuMs("postgres") ?? 0);
      const pg = (value: number | null) => (value === null ? "" : ` + PostgreSQL ${value.toFixed(2)}`);
      costs.push(
        `  ${page.name}: direct: bench ${direct.cpuMs("bench")!.toFixed(2)}${pg(direct.cpuMs("postgres"))}; ` +
          `through the gateway: bench ${through.cpuMs("bench")!.toFixed(2)}${pg(through.cpuMs("postgres"))} + ` +
          `gateway ${through.cpuMs("gateway")!.toFixed(2)}` +
          ` (0.85× allows the gateway ${((directCost * 0.15) / 0.85).toFixed(2)})`,
      );
    }
    console.log("  CPU ms per request (bench: this process, the load and the vendor API in it):");
    for (const line of costs) console.log(`  ${line}`);
    await load(LOAD_MS, pages[0].gateway);
    const loaded = processUsage(gateway.pid);
    await new Promise((resolve) => setTimeout(resolve, 30_000));
    const rested = processUsage(gateway.pid);
    console.log(
      `  gateway RSS: idle ${idle.rssMb.toFixed(0)} MB, after ${LOAD_MS / 1000} s of order pages ${loaded.rssMb.toFixed(0)} MB, ` +
        `30 s later ${rested.rssMb.toFixed(0)} MB (budget: ≤ 200 MB after load)`,
    );
    // The budget holds in every run (docs/scale-contract.md section 4): a run over it fails the bench.
    const over = [loaded, rested].filter((usage) => usage.rssMb > RSS_BUDGET_MB);
    if (over.length)
      throw new Error(
        `throughput: the gateway's RSS after load is over ${RSS_BUDGET_MB} MB (${over.map((usage) => usage.rssMb.toFixed(0)).join(", ")} MB)`,
      );
  } finally {
    gateway.stop();
    await vendorApi.close();
  }
}
