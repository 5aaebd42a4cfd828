/**
 * A flash sale (`flash-sale` part, docs/scale-contract.md section 11): a departure of SEATS seats goes on sale and
 * BUYERS clerks book one seat each at the same moment, through two gateways sharing Redis, each in front of its own
 * vendor API, both vendor APIs on one PostgreSQL database — the production topology (README, "Running in
 * production"). It holds when exactly SEATS bookings succeed, every other one is refused on its passengers with the
 * booking's own rule (booking.soldOut, 0 available), no answer is a 5xx, a transport error or any other error, no
 * deadlock is counted by PostgreSQL or logged, p99 of a booking's latency is within P99_BUDGET_MS, and afterwards the
 * departures calendar, the trip's report and the day's income report agree with the orders sold. Any miss fails the
 * bench. PostgreSQL only (BENCH_DATABASE_URL): PGlite is one process by nature.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { freePort } from "../support/free-port";
import { processUsage, sharedCpu, startGatewayChild } from "./throughput";
import { benchDatabase, gatewayToken, graphql, percentile, type Answer } from "./support";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const SEATS = 100;
const BUYERS = 500;
const P99_BUDGET_MS = 1000;
/** Far enough ahead that the departure is on sale whatever day the bench runs. */
const DEPARTURE_DATE = "2030-09-01";

const CREATE_TRIP = `mutation ($input: TripInput!) { createTrip(input: $input) { id version } }`;
const PUBLISH = `mutation ($id: ID!, $version: Int!) { publishTrip(id: $id, version: $version) { state } }`;
const BOOK = `mutation ($input: BookingInput!) { createBooking(input: $input) { id state totalAmount payAmount } }`;
const DEPARTURES = `query ($from: String!, $to: String!, $tripIds: [ID!]) {
  departures(from: $from, to: $to, tripIds: $tripIds) { capacity sold locked available }
}`;
const TRIP_REPORT = `query ($tripId: ID!, $input: ReportRangeInput!) {
  tripDetailReport(tripId: $tripId, input: $input) { totals { sold revenue } }
}`;
const INCOME = `query ($input: ReportRangeInput!) { incomeReport(input: $input) { current { orders gross } } }`;

/** A process the part started, with everything it wrote, stopped by its id. */
interface Child {
  pid: number;
  output: () => string;
  stop: () => Promise<void>;
}

/** Spawns `command` and resolves once its output matches `ready` (the match's first group, or the whole match). */
async function startChild(command: string, args: string[], env: Record<string, string>, ready: RegExp) {
  const child: ChildProcess = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const found = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = ready.exec(output);
      if (match) resolve(match[1] ?? match[0]);
    };
    child.stdout!.on("data", read);
    child.stderr!.on("data", read);
    child.once("exit", (code) => reject(new Error(`${command} exited (${code}):\n${output}`)));
  });
  const handle: Child = {
    pid: child.pid!,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
  return { found, handle };
}

/**
 * A Redis of the part's own on a loopback port, nothing saved: the gateways keep in it what they share (the login
 * budgets and each tenant's access epoch, read on every authenticated request), as in production.
 */
async function startRedis() {
  const port = await freePort();
  const { handle } = await startChild(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    {},
    /Ready to accept connections/,
  );
  return { url: `redis://127.0.0.1:${port}`, ...handle };
}

/** `npm run vendor-api -- serve` on the database, as a replica runs (both migrate and seed it once between them). */
async function startVendorApiProcess(databaseUrl: string, dataDir: string) {
  const { found, handle } = await startChild(
    process.execPath,
    ["--import", "tsx", "vendor-api/src/cli.ts", "serve"],
    {
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      VENDOR_API_PORT: "0",
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      VENDOR_API_ADMIN_KEY: "flash-sale-bench-admin-key-0123456789",
      SECRETS_KEY: Buffer.alloc(32, 5).toString("base64"),
    },
    /Vendor API: (http:\/\/127\.0\.0\.1:\d+)/,
  );
  return { url: found, ...handle };
}

/** PostgreSQL's count of deadlocks detected in the database so far. */
async function deadlocks(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query("select deadlocks from pg_stat_database where datname = current_database()");
    return Number(rows[0].deadlocks);
  } finally {
    await client.end();
  }
}

/** The trip on sale: sold by date and shift, one Morning departure of SEATS seats, Adult 30.00. */
async function publishedTrip(gatewayUrl: string, token: string): Promise<string> {
  const { createTrip } = await graphql(
    gatewayUrl,
    CREATE_TRIP,
    {
      input: {
        code: `FLASH${Date.now().toString(36).toUpperCase()}`,
        name: "Flash sale: Harbour_Lights",
        template: "TOUR",
        pricingType: "BY_PASSENGER_TYPE",
        passengerPrices: { adult: "30.00" },
        inventoryType: "BY_DATE_SHIFT",
        shifts: [{ name: "Morning", selected: true }],
        inventories: [{ date: DEPARTURE_DATE, shift: "Morning", quantity: SEATS }],
        rescheduleFeeType: "FREE",
        cancellationType: "NONE",
      },
    },
    token,
  );
  await graphql(gatewayUrl, PUBLISH, { id: createTrip.id, version: createTrip.version }, token);
  return String(createTrip.id);
}

type Outcome =
  | { kind: "sold"; ms: number; amount: number }
  | { kind: "refused"; ms: number }
  | { kind: "failed"; ms: number; detail: string };

/** One clerk's booking of one seat for buyer `n`, and how it ended. */
async function book(gatewayUrl: string, token: string, tripId: string, n: number): Promise<Outcome> {
  const input = {
    tripId,
    date: DEPARTURE_DATE,
    shift: "Morning",
    passengers: [{ option: "Adult", count: 1 }],
    contactFirstName: `Buyer${n}`,
    contactLastName: "Flash",
    contactEmail: `buyer${n}@example.com`,
    contactPhone: `+1212555${String(n).padStart(4, "0")}`,
    paymentMethod: "CASH",
    requestId: crypto.randomUUID(),
  };
  const start = performance.now();
  let status: number;
  let body: { data?: Answer; errors?: Array<{ extensions?: Answer }> };
  try {
    const response = await fetch(`${gatewayUrl}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: BOOK, variables: { input } }),
    });
    status = response.status;
    body = (await response.json()) as typeof body;
  } catch (error) {
    return { kind: "failed", ms: performance.now() - start, detail: `transport: ${String(error)}` };
  }
  const ms = performance.now() - start;
  if (status >= 500) return { kind: "failed", ms, detail: `HTTP ${status}: ${JSON.stringify(body.errors)}` };
  const order = body.data?.createBooking;
  if (order && !body.errors) return { kind: "sold", ms, amount: Number(order.payAmount) };
  const fields = body.errors?.[0]?.extensions?.fields as Array<Answer> | undefined;
  const soldOut =
    body.errors?.length === 1 &&
    body.errors[0].extensions?.code === "BAD_USER_INPUT" &&
    fields?.length === 1 &&
    fields[0].field === "passengers" &&
    fields[0].rule === "booking.soldOut" &&
    fields[0].params?.available === 0;
  return soldOut ? { kind: "refused", ms } : { kind: "failed", ms, detail: JSON.stringify(body.errors ?? body) };
}

/** The tenant's today, as the income report counts days: the day the cash payments were recorded on. */
const tenantToday = (timeZone: string) =>
  new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());

async function incomeToday(gatewayUrl: string, token: string, day: string) {
  const { incomeReport } = await graphql(gatewayUrl, INCOME, { input: { dateFrom: day, dateTo: day } }, token);
  return { orders: Number(incomeReport.current.orders), gross: Number(incomeReport.current.gross) };
}

export async function flashSaleBench(): Promise<void> {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) throw new Error("flash-sale: PostgreSQL only; set BENCH_DATABASE_URL=postgres://…");
  const database = await benchDatabase(serverUrl);
  const dataDir = await mkdtemp(path.join(tmpdir(), "vendor-console-flash-sale-"));
  const started: Child[] = [];
  try {
    const redis = await startRedis();
    started.push(redis);
    const vendorApis = await Promise.all(
      ["a", "b"].map((name) => startVendorApiProcess(database.databaseUrl, path.join(dataDir, name))),
    );
    started.push(...vendorApis);
    const gateways: Array<Awaited<ReturnType<typeof startGatewayChild>>> = [];
    for (const vendorApi of vendorApis) {
      // UPSTREAM_QUEUE_PER_PATH as it comes: its default has room for the sale's clerks (README).
      const gateway = await startGatewayChild(vendorApi.url, { REDIS_URL: redis.url });
      started.push({ pid: gateway.pid, output: gateway.output, stop: async () => void gateway.stop() });
      gateways.push(gateway);
    }
    // One clerk's session on each gateway (the session is the gateways' shared secret's, good on either).
    const tokens = await Promise.all(gateways.map((gateway) => gatewayToken(gateway.url)));
    const tripId = await publishedTrip(gateways[0].url, tokens[0]);
    const { me } = await graphql(gateways[0].url, "{ me { tenant { timeZone } } }", {}, tokens[0]);
    const today = tenantToday(String(me.tenant.timeZone));
    const incomeBefore = await incomeToday(gateways[0].url, tokens[0], today);
    const deadlocksBefore = await deadlocks(database.databaseUrl);

    // CPU seconds each party spends on the sale: on two busy cores they, not the trip row's lock, set the pace.
    const cpu = () => ({
      gateways: gateways.reduce((sum, gateway) => sum + processUsage(gateway.pid).cpuSeconds, 0),
      vendorApis: vendorApis.reduce((sum, vendorApi) => sum + processUsage(vendorApi.pid).cpuSeconds, 0),
      postgres: sharedCpu().postgres,
    });
    const cpuBefore = cpu();
    const saleStart = performance.now();
    const outcomes = await Promise.all(
      Array.from({ length: BUYERS }, (_, n) => book(gateways[n % 2].url, tokens[n % 2], tripId, n)),
    );
    const saleMs = performance.now() - saleStart;
    const cpuAfter = cpu();

    const sold = outcomes.filter((outcome) => outcome.kind === "sold");
    const refused = outcomes.filter((outcome) => outcome.kind === "refused");
    const failed = outcomes.filter((outcome) => outcome.kind === "failed");
    const latencies = outcomes.map((outcome) => outcome.ms);
    const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(latencies, p));
    const soldAmount = sold.reduce((sum, outcome) => sum + outcome.amount, 0);
    const deadlocksDuring = (await deadlocks(database.databaseUrl)) - deadlocksBefore;
    const loggedDeadlocks = started.filter((child) => /deadlock/i.test(child.output())).length;

    const [departure] = (
      await graphql(
        gateways[1].url,
        DEPARTURES,
        { from: DEPARTURE_DATE, to: DEPARTURE_DATE, tripIds: [tripId] },
        tokens[1],
      )
    ).departures;
    const { tripDetailReport } = await graphql(
      gateways[1].url,
      TRIP_REPORT,
      { tripId, input: { dateFrom: today, dateTo: today } },
      tokens[1],
    );
    const incomeAfter = await incomeToday(gateways[1].url, tokens[1], today);

    console.log(
      `\nFlash sale on PostgreSQL: ${BUYERS} bookings of one seat at once for a departure of ${SEATS} seats, ` +
        `through 2 gateways (Redis) on 2 vendor APIs (one database)`,
    );
    console.log(
      `  ${sold.length} sold, ${refused.length} refused (sold out), ${failed.length} failed; ` +
        `all answered in ${(saleMs / 1000).toFixed(2)} s; latency p50 ${p50.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms, ` +
        `p99 ${p99.toFixed(0)} ms (budget ${P99_BUDGET_MS} ms)`,
    );
    const postgresCpu =
      cpuAfter.postgres === null || cpuBefore.postgres === null
        ? ""
        : `, PostgreSQL ${(cpuAfter.postgres - cpuBefore.postgres).toFixed(2)}`;
    console.log(
      `  CPU s during the sale: gateways ${(cpuAfter.gateways - cpuBefore.gateways).toFixed(2)}, vendor APIs ` +
        `${(cpuAfter.vendorApis - cpuBefore.vendorApis).toFixed(2)}${postgresCpu}`,
    );
    console.log(
      `  deadlocks: ${deadlocksDuring} counted by PostgreSQL, ${loggedDeadlocks} process logs naming one; ` +
        `departure: capacity ${departure.capacity}, sold ${departure.sold}, locked ${departure.locked}, ` +
        `available ${departure.available}`,
    );
    console.log(
      `  reports for ${today}: trip report sold ${tripDetailReport.totals.sold}, revenue ${tripDetailReport.totals.revenue}; ` +
        `income report +${incomeAfter.orders - incomeBefore.orders} orders, ` +
        `+${(incomeAfter.gross - incomeBefore.gross).toFixed(2)} gross; the orders sold: ${soldAmount.toFixed(2)}`,
    );

    const misses: string[] = [];
    const expect = (holds: boolean, what: string) => holds || misses.push(what);
    expect(sold.length === SEATS, `${sold.length} bookings sold, not ${SEATS}`);
    expect(refused.length === BUYERS - SEATS, `${refused.length} sold-out refusals, not ${BUYERS - SEATS}`);
    expect(
      failed.length === 0,
      `${failed.length} other answers, first: ${failed
        .map((f) => f.kind === "failed" && f.detail)
        .slice(0, 3)
        .join(" | ")}`,
    );
    expect(deadlocksDuring === 0 && loggedDeadlocks === 0, "a deadlock was detected");
    expect(p99 <= P99_BUDGET_MS, `p99 ${p99.toFixed(0)} ms over the ${P99_BUDGET_MS} ms budget`);
    expect(
      departure.capacity === SEATS && departure.sold === SEATS && departure.locked === 0 && departure.available === 0,
      `the departure counts ${JSON.stringify(departure)}`,
    );
    expect(
      tripDetailReport.totals.sold === SEATS && Number(tripDetailReport.totals.revenue) === SEATS * 30,
      `the trip report counts ${JSON.stringify(tripDetailReport.totals)}`,
    );
    expect(
      incomeAfter.orders - incomeBefore.orders === SEATS &&
        Math.abs(incomeAfter.gross - incomeBefore.gross - soldAmount) < 0.005,
      `the income report moved by ${incomeAfter.orders - incomeBefore.orders} orders and ` +
        `${(incomeAfter.gross - incomeBefore.gross).toFixed(2)} gross`,
    );
    if (misses.length) throw new Error(`flash-sale failed:\n  - ${misses.join("\n  - ")}`);
  } finally {
    for (const child of started.reverse()) await child.stop();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
