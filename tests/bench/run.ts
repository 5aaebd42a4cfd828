/**
 * `npm run bench`: the gateway against direct REST calls on the same upstream, upstream calls per operation, and the
 * console's bundle size. A counting proxy sits between gateway and vendor API, so the numbers are what crosses the
 * wire, not what the gateway thinks it sent.
 * Then the ledger: the income report over one year of Demo Tours with BENCH_ORDERS (100 000) generated orders, on
 * PGlite and, with BENCH_DATABASE_URL (postgres://… of a server; a fresh database is made there and dropped), on
 * PostgreSQL, with the statement invariant checked on that data (docs/money-contract.md sections 3-4). BENCH_ONLY=gateway
 * or BENCH_ONLY=ledger runs one part.
 */
import { createServer, request as httpRequest, type IncomingMessage } from "node:http";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { existsSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { tmpdir } from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import { startVendorApi } from "../../vendor-api/src/server";
import { startGateway } from "../../gateway/src/server";
import { connectDatabase } from "../../vendor-api/src/db/connect";
import { seedDemoData } from "../../vendor-api/src/seed/demo";
import { syncReferenceData } from "../../vendor-api/src/seed/reference-data-sync";
import { generateOrders } from "../../vendor-api/src/seed/sales-data/generate";
import { checkStatementInvariant, type Call } from "../vendor-api/support/statement-invariant";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const TRIPS_PAGE = (size: number) =>
  `{ trips(page: { number: 1, size: ${size} }) { total items { id code price bookings state tags { id name thumbnailUrl } } } }`;

const ORDERS_PAGE = (size: number) =>
  `{ orders(page: { number: 1, size: ${size} }) { total items { id orderNumber state totalAmount payAmount paymentTypes cardLast4 contact { firstName lastName email } channelName createTime } } }`;

function countingProxy(target: string) {
  const calls: string[] = [];
  const upstream = new URL(target);
  const server = createServer((req, res) => {
    calls.push(new URL(req.url ?? "/", target).pathname);
    const forward = httpRequest(
      { hostname: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: req.headers },
      (answer: IncomingMessage) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    req.pipe(forward);
  });
  return { server, calls };
}

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function time(rounds: number, run: () => Promise<void>) {
  const samples: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  return { p50: percentile(samples, 50).toFixed(2), p95: percentile(samples, 95).toFixed(2) };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the bench reads a few known fields of each answer
type Answer = Record<string, any>;

async function graphql(url: string, query: string, variables: object = {}, token?: string): Promise<Answer> {
  const response = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: Answer; errors?: unknown[] };
  if (body.errors || !body.data) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

async function bundleReport() {
  const assets = path.resolve("web/dist/assets");
  if (!existsSync(assets)) return "web/dist missing: run `npm run build:web` for bundle sizes";
  const files = (await readdir(assets)).filter((file) => file.endsWith(".js") || file.endsWith(".css"));
  let raw = 0;
  let gzip = 0;
  let largest = { file: "", gzip: 0 };
  for (const file of files) {
    const content = await readFile(path.join(assets, file));
    const zipped = gzipSync(content).length;
    raw += content.length;
    gzip += zipped;
    if (zipped > largest.gzip) largest = { file, gzip: zipped };
  }
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
  return `${files.length} files, ${kb(raw)} raw, ${kb(gzip)} gzip; largest chunk ${largest.file} ${kb(largest.gzip)} gzip`;
}

async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), "vendor-console-bench-"));
  const vendorApi = await startVendorApi({ port: 0, host: "127.0.0.1", dataDir, logLevel: "warn" });
  const proxy = countingProxy(vendorApi.url);
  await new Promise<void>((resolve) => proxy.server.listen(0, "127.0.0.1", resolve));
  const proxyUrl = `http://127.0.0.1:${(proxy.server.address() as AddressInfo).port}`;
  const gateway = await startGateway({ port: 0, host: "127.0.0.1", vendorApiUrl: proxyUrl, logLevel: "warn" });

  try {
    const { login } = await graphql(
      gateway.url,
      "mutation($u: String!, $p: String!) { login(username: $u, password: $p) { token } }",
      { u: "admin", p: "admin123" },
    );
    const direct = await fetch(`${vendorApi.url}/vendor/account/login?timestamp=${Date.now()}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "admin", password: "admin123" }),
    }).then(
      (r) =>
        r.json() as Promise<{ result: { operatorToken: string; tenantId: string; id: string; channelId: string } }>,
    );
    const headers = {
      operatorToken: direct.result.operatorToken,
      tid: String(direct.result.tenantId),
      opId: String(direct.result.id),
      operatorId: String(direct.result.id),
      channelId: String(direct.result.channelId ?? ""),
      timeZone: "America/New_York",
    };

    const operations: Record<string, string> = {
      me: "{ me { user { id username } tenant { tid domain channels { id key } } permissions { type url } initState { completedSteps totalSteps } } }",
      dictionaries: "{ regions { id name } timeZones { id name } taxTypes { id name } cities { id name } }",
      // Tags are batched per request (DataLoader), so a bigger page costs no more calls.
      "trips, page of 5 with tags": TRIPS_PAGE(5),
      "trips, page of 50 with tags": TRIPS_PAGE(50),
      // Order rows carry their channel and customer names, so a page is one call whatever its size.
      "orders, page of 5": ORDERS_PAGE(5),
      "orders, page of 50": ORDERS_PAGE(50),
    };
    console.log("Upstream calls per operation (second run, caches warm):");
    for (const [name, query] of Object.entries(operations)) {
      await graphql(gateway.url, query, {}, login.token);
      proxy.calls.length = 0;
      await graphql(gateway.url, query, {}, login.token);
      console.log(`  ${name}: ${proxy.calls.length} ${JSON.stringify(proxy.calls)}`);
    }

    const meRest = ["/configuration/findtenant", "/tenant/info", "/configuration/init/tenant/state"];
    const directMe = await time(ROUNDS, async () => {
      await Promise.all([
        ...meRest.map((p) =>
          fetch(`${vendorApi.url}${p}?timestamp=${Date.now()}&tid=${headers.tid}`, { headers }).then((r) => r.json()),
        ),
        fetch(`${vendorApi.url}/vendor/account/permission/load?timestamp=${Date.now()}`, {
          method: "POST",
          headers,
        }).then((r) => r.json()),
      ]);
    });
    const gatewayMe = await time(ROUNDS, async () => {
      await graphql(gateway.url, operations.me, {}, login.token);
    });
    console.log(`\nme, ${ROUNDS} sequential rounds (ms):`);
    console.log(`  direct REST (4 calls in parallel): p50 ${directMe.p50}  p95 ${directMe.p95}`);
    console.log(`  through the gateway:               p50 ${gatewayMe.p50}  p95 ${gatewayMe.p95}`);
    const tripsPage = await time(ROUNDS, async () => {
      await graphql(gateway.url, TRIPS_PAGE(20), {}, login.token);
    });
    console.log(`\ntrip list page of 20 with tags through the gateway, ${ROUNDS} rounds (ms):`);
    console.log(`  p50 ${tripsPage.p50}  p95 ${tripsPage.p95}`);
    const ordersPage = await time(ROUNDS, async () => {
      await graphql(gateway.url, ORDERS_PAGE(20), {}, login.token);
    });
    const directOrders = await time(ROUNDS, async () => {
      await fetch(`${vendorApi.url}/order/list?timestamp=${Date.now()}`, {
        method: "POST",
        headers: { ...headers, "content-type": "application/json" },
        body: JSON.stringify({ pageNum: 1, pageSize: 20 }),
      }).then((r) => r.json());
    });
    console.log(`\norder list page of 20, ${ROUNDS} rounds (ms):`);
    console.log(`  direct REST:         p50 ${directOrders.p50}  p95 ${directOrders.p95}`);
    console.log(`  through the gateway: p50 ${ordersPage.p50}  p95 ${ordersPage.p95}`);
    console.log(`\nConsole bundle: ${await bundleReport()}`);
  } finally {
    await gateway.close();
    await new Promise((resolve) => proxy.server.close(resolve));
    await vendorApi.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const LEDGER_ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const LEDGER_ROUNDS = Number(process.env.BENCH_LEDGER_ROUNDS ?? 30);
const YEAR = { dateFrom: "2024-10-01", dateTo: "2025-09-30" };

/** A fresh database on the server of BENCH_DATABASE_URL, dropped afterwards. */
async function benchDatabase(serverUrl: string) {
  const name = `bench_${randomBytes(6).toString("hex")}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { databaseUrl: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/** Demo Tours with the generated orders, written as `generate-orders` does, then served by a vendor API. */
async function ledgerBench(label: string, target: { dataDir: string; databaseUrl?: string }) {
  const database = await connectDatabase(target);
  const started = performance.now();
  try {
    await database.migrate();
    await syncReferenceData(database.db);
    await seedDemoData(database.db);
    await generateOrders(database.db, {
      tenantId: 1001,
      count: LEDGER_ORDERS,
      seed: 1,
      onProgress: (written) => process.stderr.write(`\r${label}: ${written} / ${LEDGER_ORDERS} orders`),
    });
    await database.db.execute(sql`analyze`);
  } finally {
    await database.close();
  }
  process.stderr.write(`\n`);
  const generated = ((performance.now() - started) / 1000).toFixed(0);
  const vendorApi = await startVendorApi({ port: 0, host: "127.0.0.1", logLevel: "warn", ...target });
  try {
    const login = (await fetch(`${vendorApi.url}/vendor/account/login?timestamp=${Date.now()}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "admin", password: "admin123" }),
    }).then((r) => r.json())) as Answer;
    const headers = {
      operatortoken: login.result.operatorToken,
      tid: String(login.result.tenantId),
      opid: String(login.result.id),
      operatorid: String(login.result.id),
      channelid: String(login.result.channelId),
      timezone: "America/New_York",
    };
    const call: Call = async (method, path, body) => {
      const query = new URLSearchParams({
        timestamp: String(Date.now()),
        ...(method === "GET" ? Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v)])) : {}),
      });
      const answer = (await fetch(`${vendorApi.url}${path}?${query}`, {
        method,
        headers: method === "POST" ? { ...headers, "content-type": "application/json" } : headers,
        body: method === "POST" ? JSON.stringify(body) : undefined,
      }).then((r) => r.json())) as Answer;
      if (answer.status.code !== 0) throw new Error(`${path}: ${JSON.stringify(answer.status)}`);
      return answer.result;
    };
    const report = await call("POST", "/report/income", { ...YEAR, groupBy: "day" });
    console.log(
      `\nLedger on ${label}: Demo Tours + ${LEDGER_ORDERS} generated orders (written in ${generated} s); ` +
        `${YEAR.dateFrom}..${YEAR.dateTo}: ${report.current.orders} sold orders, gross ${report.current.gross}`,
    );
    for (const groupBy of ["day", "week", "month"]) {
      const income = await time(LEDGER_ROUNDS, async () => {
        await call("POST", "/report/income", { ...YEAR, groupBy });
      });
      console.log(
        `  income report, one year by ${groupBy}, ${LEDGER_ROUNDS} rounds (ms): p50 ${income.p50}  p95 ${income.p95}`,
      );
    }
    const statements = await time(5, async () => {
      await call("POST", "/statement/list", { pageNum: 1, pageSize: 12, year: 2025 });
    });
    console.log(`  statement list, the 12 months of 2025, 5 rounds (ms): p50 ${statements.p50}  p95 ${statements.p95}`);
    const month = "2025-03";
    const invariant = await checkStatementInvariant(call, month, "America/New_York");
    console.log(
      `  statement invariant ${month}: ${invariant.failures.length === 0 ? "holds" : `BROKEN: ${invariant.failures.join("; ")}`}` +
        ` (${invariant.orders} orders, ${invariant.refunds} refunds, ${invariant.entries} entries, balance ${invariant.balance})`,
    );
  } finally {
    await vendorApi.close();
  }
}

async function ledgerBenches() {
  const dataDir = await mkdtemp(path.join(tmpdir(), "vendor-console-ledger-"));
  try {
    await ledgerBench("PGlite", { dataDir });
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) {
    console.log(
      "\nLedger on PostgreSQL: set BENCH_DATABASE_URL=postgres://… (a server; the bench makes its own database)",
    );
    return;
  }
  const database = await benchDatabase(serverUrl);
  try {
    await ledgerBench("PostgreSQL", { dataDir: "memory://", databaseUrl: database.databaseUrl });
  } finally {
    await database.drop();
  }
}

/** BENCH_ONLY=gateway or BENCH_ONLY=ledger runs one part (the ledger part writes 100 000 orders: about a minute). */
async function benches() {
  if (process.env.BENCH_ONLY !== "ledger") await main();
  if (process.env.BENCH_ONLY !== "gateway") await ledgerBenches();
}

benches().catch((error) => {
  console.error(error);
  process.exit(1);
});
