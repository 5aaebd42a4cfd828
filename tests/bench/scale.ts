/**
 * A million orders (docs/scale-contract.md section 9, issue 33), on PostgreSQL only: one fresh database on the server
 * of BENCH_DATABASE_URL (made and dropped here) with Demo Tours, grown to each size of BENCH_SCALE_ORDERS (generated
 * orders, ascending; default 100 000 then 1 000 000: `generate-orders` numbers each batch after the last), and at
 * each size the same scenarios straight to the vendor API: every search of search.ts, the income report of a year
 * (ledger.ts), the statement of a month and its first entries, and the departures of a month (departures.ts). One
 * table.
 */
import { sql } from "drizzle-orm";
import { connectDatabase } from "../../vendor-api/src/db/connect";
import { rowsOf } from "../../vendor-api/src/db/raw";
import type { Call } from "../vendor-api/support/statement-invariant";
import { postgresTarget, seedDemoTours, servingDataset, writeOrders, type Target } from "./dataset";
import { busiestMonth, departuresOf, monthRange, topUpTrips } from "./departures";
import { incomeReport } from "./ledger";
import { searchSamples, searchScenarios } from "./search";
import { benchDatabase, time, type Answer } from "./support";

const ROUNDS = Number(process.env.BENCH_SCALE_ROUNDS ?? 100);
/**
 * Untimed calls of each scenario before its rounds, so the rounds measure a server that has been serving: a fresh
 * process's first calls of a route run unoptimized code and plan its statements afresh (a named one keeps its generic
 * plan only after five). An exact lookup's first 80 calls in a new process took 10.7, 12.3, 8.6, 7.1, 4.6 ms, then
 * 3–3.5, then 2.5–2.8; with one call before 30 rounds its p50 was 3.5 ms, after 20 calls 1.9–2.3
 * (docs/scale-contract.md section 9).
 */
const WARM_UP = Number(process.env.BENCH_SCALE_WARM_UP ?? 20);

function sizes(): number[] {
  const text = process.env.BENCH_SCALE_ORDERS ?? "100000,1000000";
  const list = text.split(",").map((size) => Number(size.trim()));
  if (list.some((size, index) => !Number.isInteger(size) || size <= (list[index - 1] ?? 0)))
    throw new Error(`BENCH_SCALE_ORDERS names no ascending order counts: ${text}`);
  return list;
}

const short = (count: number) =>
  count >= 1_000_000
    ? `${count % 1_000_000 === 0 ? count / 1_000_000 : (count / 1_000_000).toFixed(2)}M`
    : count >= 1000
      ? `${Math.round(count / 1000)}k`
      : String(count);

interface Scenario {
  name: string;
  run: (call: Call) => Promise<Answer>;
  /** What the answer holds, printed once per size: that the data grew where the scenario reads it. */
  about?: (answer: Answer) => string;
}

/**
 * The scenarios, with their values taken from the data at the first size and kept, so every size answers the same
 * questions: the search samples, the twelve months before the newest order's and the last of them, and the busiest
 * month of departures, which Demo Tours' trips are topped up for here once.
 */
async function scenariosOf(call: Call): Promise<Scenario[]> {
  const sample = await searchSamples(call);
  const newest = (await call("POST", "/order/list", { pageNum: 1, pageSize: 1 })) as Answer;
  const end = new Date(String(newest.list[0].createTime));
  const monthBack = (back: number) =>
    new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() - back, 1)).toISOString().slice(0, 7);
  const year = { dateFrom: monthRange(monthBack(12)).from, dateTo: monthRange(monthBack(1)).to };
  const month = monthBack(1);
  const departures = await busiestMonth(call);
  await topUpTrips(call, departures);
  return [
    ...searchScenarios(sample).map(([name, path, body]): Scenario => ({ name, run: (c) => c("POST", path, body) })),
    {
      name: "income report, a year by day",
      run: (c) => incomeReport(c, year, "day"),
      about: (report) => `${year.dateFrom}..${year.dateTo}: ${report.current.orders} sold orders`,
    },
    { name: "income report, a year by month", run: (c) => incomeReport(c, year, "month") },
    {
      name: `statement of a month (${month})`,
      run: (c) => c("GET", "/statement/find", { month }),
      about: (statement) => `statement ${month}: ${statement.orderCount} orders, ${statement.refundCount} refunds`,
    },
    {
      name: "statement entries, first page",
      run: (c) => c("POST", "/statement/entry/list", { pageNum: 1, pageSize: 20, month }),
      about: (entries) => `${entries.total} entries`,
    },
    {
      name: `departures of a month (${departures})`,
      run: (c) => c("POST", "/departure/list", monthRange(departures)),
      about: (answer) => {
        const list = departuresOf(answer);
        const sold = list.reduce((sum, row) => sum + Number(row.sold), 0);
        return `departures ${departures}: ${list.length}, ${sold} seats sold`;
      },
    },
  ];
}

/**
 * The most heap in use while `work` ran, sampled, garbage not yet collected included: V8 collects lazily, so this
 * grows with a longer write, while what the generator keeps besides the batch's creation times (one chunk) does not
 * (docs/scale-contract.md section 9).
 */
async function peakHeap(work: () => Promise<void>): Promise<number> {
  let peak = process.memoryUsage().heapUsed;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().heapUsed)), 200);
  try {
    await work();
  } finally {
    clearInterval(sampler);
  }
  return Math.max(peak, process.memoryUsage().heapUsed);
}

/**
 * Grows the database to `total` generated orders (the first step seeds it first), each step with a seed of its own;
 * prints how long the writing took, its closing VACUUM ANALYZE included.
 */
async function grow(target: Target, total: number, count: number, step: number) {
  const database = await connectDatabase(target);
  try {
    if (step === 0) {
      const seeding = performance.now();
      await seedDemoTours(database, target);
      console.log(`  Demo Tours seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);
    }
    const started = performance.now();
    const heap = await peakHeap(() => writeOrders(database, `Scale ${short(total)}`, count, step + 1));
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `  ${count} orders written (${total} generated in all) in ${seconds.toFixed(0)} s, ` +
        `${(count / seconds).toFixed(0)} orders/s; heap at most ${(heap / 1e6).toFixed(0)} MB`,
    );
  } finally {
    await database.close();
  }
}

/** Measures every scenario against the vendor API on `target`, as it is now. */
async function measure(target: Target, scenarios: Scenario[] | undefined, total: number) {
  let taken = scenarios;
  const measured: Array<{ p50: string; p95: string }> = [];
  await servingDataset(target, async (_vendorApiUrl, call) => {
    taken ??= await scenariosOf(call);
    const about = [];
    for (const scenario of taken) {
      const answer = await scenario.run(call);
      if (scenario.about) about.push(scenario.about(answer));
      for (let warm = 0; warm < WARM_UP; warm++) await scenario.run(call);
      measured.push(
        await time(ROUNDS, async () => {
          await scenario.run(call);
        }),
      );
    }
    console.log(`  at ${short(total)}: ${about.join("; ")}`);
  });
  return { scenarios: taken!, measured };
}

/**
 * A database a run before kept (BENCH_SCALE_KEEP) is measured as it is with BENCH_SCALE_REUSE=<its URL>: nothing is
 * written, the vendor API migrates it on start, so a change to a query or an index is measured at a million orders
 * in two minutes instead of writing them again (ten). Its seeded payment secrets stay unreadable (a new secrets key); no
 * scenario reads them.
 */
async function reuseTarget(databaseUrl: string) {
  const target = postgresTarget(databaseUrl);
  const database = await connectDatabase(target);
  try {
    const [row] = await rowsOf<{ orders: number }>(database.db, sql`select count(*)::int as orders from orders`);
    return { target, total: row?.orders ?? 0 };
  } finally {
    await database.close();
  }
}

function printTable(steps: number[], scenarios: Scenario[], timings: Array<Array<{ p50: string; p95: string }>>) {
  console.log(`\nScale on PostgreSQL, ${ROUNDS} rounds after ${WARM_UP} untimed calls (ms):`);
  const heads = steps.flatMap((total) => [`p50 @${short(total)}`, `p95 @${short(total)}`]);
  console.log(`  ${"scenario".padEnd(36)} ${heads.map((head) => head.padStart(10)).join(" ")}`);
  for (const [row, scenario] of scenarios.entries()) {
    const cells = timings.flatMap((measured) => [measured[row].p50, measured[row].p95]);
    console.log(`  ${scenario.name.padEnd(36)} ${cells.map((cell) => cell.padStart(10)).join(" ")}`);
  }
}

export async function scaleBench(): Promise<void> {
  const reuse = process.env.BENCH_SCALE_REUSE;
  if (reuse) {
    const { target, total } = await reuseTarget(reuse);
    console.log(`\nScale on PostgreSQL: the kept database ${new URL(reuse).pathname.slice(1)}, ${total} orders`);
    const { scenarios, measured } = await measure(target, undefined, total);
    printTable([total], scenarios, [measured]);
    return;
  }
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) {
    console.log("\nScale: set BENCH_DATABASE_URL=postgres://… (a server; the bench makes its own database)");
    return;
  }
  const steps = sizes();
  console.log(`\nScale on PostgreSQL: Demo Tours + ${steps.map(short).join(", then ")} generated orders`);
  const server = await benchDatabase(serverUrl);
  const target = postgresTarget(server.databaseUrl);
  const timings: Array<Array<{ p50: string; p95: string }>> = [];
  let scenarios: Scenario[] | undefined;
  try {
    for (const [index, total] of steps.entries()) {
      await grow(target, total, total - (steps[index - 1] ?? 0), index);
      const taken = await measure(target, scenarios, total);
      scenarios = taken.scenarios;
      timings.push(taken.measured);
    }
  } finally {
    if (process.env.BENCH_SCALE_KEEP) console.log(`\n  kept: BENCH_SCALE_REUSE=${server.databaseUrl}`);
    else await server.drop();
  }
  printTable(steps, scenarios ?? [], timings);
}
