/**
 * Where one vendor API request's time goes (docs/scale-contract.md section 9), for an exact order-number lookup and
 * the trip list over the dataset: the vendor API runs in the bench's own process (dataset.ts), so the bench can watch
 * it. Each request is sent alone and split into phases by Node's and Fastify's diagnostics channels (the server's
 * request start, the route handler's start and end, the response's finish); every database call is timed and counted
 * in the phase it ran in. A CPU profile of more requests then tells what the process spent its busy time on, by package.
 * Numbers are per request, in ms (p50 of the phases; the CPU split is a mean).
 */
import diagnostics from "node:diagnostics_channel";
import { Session } from "node:inspector/promises";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { Call } from "../vendor-api/support/statement-invariant";
import { bucketOf, spentBy, type CpuProfile } from "./cpu-profile";
import { type DatasetPart } from "./dataset";
import { searchSamples } from "./search";
import { percentile, type Answer } from "./support";

const ROUNDS = Number(process.env.BENCH_PROFILE_ROUNDS ?? 300);
const PHASES = ["before handler", "handler", "after handler"] as const;
type Phase = (typeof PHASES)[number];

interface Sample {
  total: number;
  phase: Record<Phase, number>;
  db: Record<Phase, number>;
  queries: Record<Phase, number>;
}

const zeros = () => Object.fromEntries(PHASES.map((phase) => [phase, 0])) as Record<Phase, number>;

/** Times every query of both drivers while installed; `phase()` names where the current request is. */
function watchDatabase(phase: () => Phase | undefined, sample: () => Sample | undefined) {
  const patched: Array<[{ query: unknown }, unknown]> = [];
  for (const proto of [pg.Pool.prototype, PGlite.prototype] as Array<{ query: (...args: unknown[]) => unknown }>) {
    const original = proto.query;
    patched.push([proto, original]);
    proto.query = async function (this: unknown, ...args: unknown[]) {
      const started = performance.now();
      const at = phase();
      try {
        return await original.apply(this, args);
      } finally {
        const current = sample();
        if (current && at) {
          current.db[at] += performance.now() - started;
          current.queries[at] += 1;
        }
      }
    };
  }
  return () => {
    for (const [proto, original] of patched) proto.query = original;
  };
}

/** Splits each request the server handles into phases, by the diagnostics channels Node and Fastify publish. */
function watchRequests(onDone: (sample: Sample) => void) {
  let current: Sample | undefined;
  let phase: Phase | undefined;
  let mark = 0;
  const enter = (next: Phase | undefined) => {
    const now = performance.now();
    if (current && phase) current.phase[phase] += now - mark;
    phase = next;
    mark = now;
  };
  const requestStart = () => {
    current = { total: 0, phase: zeros(), db: zeros(), queries: zeros() };
    current.total = performance.now();
    enter("before handler");
  };
  const responseFinish = () => {
    enter(undefined);
    if (!current) return;
    current.total = performance.now() - current.total;
    onDone(current);
    current = undefined;
  };
  const handler = diagnostics.tracingChannel("fastify.request.handler");
  const handlerEvents = {
    start: () => enter("handler"),
    asyncEnd: () => enter("after handler"),
    end: () => {},
    asyncStart: () => {},
    error: () => {},
  };
  diagnostics.subscribe("http.server.request.start", requestStart);
  diagnostics.subscribe("http.server.response.finish", responseFinish);
  handler.subscribe(handlerEvents);
  const unwatchDatabase = watchDatabase(
    () => phase,
    () => current,
  );
  return () => {
    diagnostics.unsubscribe("http.server.request.start", requestStart);
    diagnostics.unsubscribe("http.server.response.finish", responseFinish);
    handler.unsubscribe(handlerEvents);
    unwatchDatabase();
  };
}

async function cpuSplit(rounds: number, run: () => Promise<void>): Promise<Array<[string, number]>> {
  const session = new Session();
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.setSamplingInterval", { interval: 100 });
  await session.post("Profiler.start");
  for (let i = 0; i < rounds; i++) await run();
  const { profile } = (await session.post("Profiler.stop")) as { profile: CpuProfile };
  session.disconnect();
  return spentBy(profile, (node) => bucketOf(node.callFrame)).map(([bucket, microseconds]) => [
    bucket,
    microseconds / 1000 / rounds,
  ]);
}

async function profileScenario(name: string, call: Call, path: string, body: Record<string, unknown>) {
  for (let i = 0; i < 30; i++) await call("POST", path, body);
  const samples: Sample[] = [];
  const clientTimes: number[] = [];
  const unwatch = watchRequests((sample) => samples.push(sample));
  try {
    for (let i = 0; i < ROUNDS; i++) {
      const started = performance.now();
      await call("POST", path, body);
      clientTimes.push(performance.now() - started);
    }
  } finally {
    unwatch();
  }
  const p50 = (values: number[]) => percentile(values, 50).toFixed(2);
  const mean = (values: number[]) => (values.reduce((sum, value) => sum + value, 0) / values.length).toFixed(1);
  console.log(`\n  ${name} (${path}), ${samples.length} requests one at a time:`);
  console.log(`    round trip seen by the client        p50 ${p50(clientTimes)}`);
  console.log(`    in the server (request to response)  p50 ${p50(samples.map((s) => s.total))}`);
  for (const phase of PHASES) {
    console.log(
      `    ${phase.padEnd(15)} p50 ${p50(samples.map((s) => s.phase[phase])).padStart(6)}, of it in the database ` +
        `${p50(samples.map((s) => s.db[phase])).padStart(6)} over ${mean(samples.map((s) => s.queries[phase]))} queries`,
    );
  }
  const split = await cpuSplit(ROUNDS, async () => {
    await call("POST", path, body);
  });
  const busy = split.reduce((sum, [, ms]) => sum + ms, 0);
  console.log(`    CPU of the whole process (client, server, PGlite when embedded): ${busy.toFixed(2)} per request`);
  for (const [bucket, ms] of split.slice(0, 12)) {
    console.log(
      `      ${bucket.padEnd(34)} ${ms.toFixed(3).padStart(7)}  ${((ms / busy) * 100).toFixed(0).padStart(3)} %`,
    );
  }
}

export const requestProfileBench: DatasetPart = async ({ label, call }) => {
  const sample = await searchSamples(call);
  const trips = (await call("POST", "/trip/list", { pageNum: 1, pageSize: 20 })) as Answer;
  console.log(`\nWhere a request's time goes on ${label} (ms per request):`);
  await profileScenario("exact order number", call, "/order/list", {
    pageNum: 1,
    pageSize: 20,
    orderNumber: sample.orderNumber,
  });
  await profileScenario(`trip list (${trips.list.length} trips)`, call, "/trip/list", { pageNum: 1, pageSize: 20 });
};
