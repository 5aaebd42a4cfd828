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

/**
 * One side's rounds: requests per second, and the CPU each party spent per request, in ms: this process (the load and
 * an in-process vendor API), PostgreSQL (null when it does not run on this machine) and the gateway.
 */
function side(gatewayPid: number, send: () => Promise<void>) {
  let requests = 0;
  let seconds = { bench: 0, postgres: 0 as number | null, gateway: 0 };
  const reading = () => {
    const own = process.cpuUsage();
    return {
      bench: (own.user + own.system) / 1e6,
      postgres: postgresCpuSeconds(),
      gateway: processUsage(gatewayPid).cpuSeconds,
    };
  };
  return {
    async round() {
      const before = reading();
      const rate = await load(ROUND_MS, send);
      const after = reading();
      requests += rate * (ROUND_MS / 1000);
      seconds = {
        bench: seconds.bench + after.bench - before.bench,
        postgres:
          seconds.postgres === null || before.postgres === null || after.postgres === null
            ? null
            : seconds.postgres + after.postgres - before.postgres,
        gateway: seconds.gateway + after.gateway - before.gateway,
      };
    },
    rate: () => requests / ((ROUNDS * ROUND_MS) / 1000),
    cpuMs: () => ({
      bench: (seconds.bench * 1000) / requests,
      postgres: seconds.postgres === null ? null : (seconds.postgres * 1000) / requests,
      gateway: (seconds.gateway * 1000) / requests,
    }),
  };
}

export async function startGatewayChild(vendorApiUrl: string) {
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
  return { url, pid: child.pid!, stop: () => child.kill("SIGTERM") };
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
      // Both sides reach steady speed first: the first seconds run while V8 still optimizes (a 1 s warm-up left the
      // first round up to a third slower).
      await load(WARM_UP_MS, page.direct);
      await load(WARM_UP_MS, page.gateway);
      const direct = side(gateway.pid, page.direct);
      const through = side(gateway.pid, page.gateway);
      // A B B A …: neither side always runs first (the machine's speed drifts from round to round).
      for (let round = 0; round < ROUNDS; round++) {
        for (const next of round % 2 ? [through, direct] : [direct, through]) await next.round();
      }
      console.log(
        `  ${page.name.padEnd(24)} ${direct.rate().toFixed(0).padStart(8)} ${through.rate().toFixed(0).padStart(8)}  ${(through.rate() / direct.rate()).toFixed(2)}×`,
      );
      // The parties share the machine's cores, so the gateway's CPU comes out of what direct calls had: while the cores
      // are the limit the ratio is about D / (D + G), and 0.85× leaves the gateway about 0.18 of a direct call's cost.
      const [directCpu, throughCpu] = [direct.cpuMs(), through.cpuMs()];
      const directCost = directCpu.bench + (directCpu.postgres ?? 0);
      const pg = (value: number | null) => (value === null ? "" : ` + PostgreSQL ${value.toFixed(2)}`);
      costs.push(
        `  ${page.name}: direct: bench ${directCpu.bench.toFixed(2)}${pg(directCpu.postgres)}; through the gateway: ` +
          `bench ${throughCpu.bench.toFixed(2)}${pg(throughCpu.postgres)} + gateway ${throughCpu.gateway.toFixed(2)}` +
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
  } finally {
    gateway.stop();
    await vendorApi.close();
  }
}
