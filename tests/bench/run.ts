/**
 * `npm run bench`: every part in one run, so ratios are taken side by side. BENCH_ONLY=<part>[,<part>…] runs some
 * (the dataset parts share one write of 100 000 orders, about half a minute per database).
 * - start: `npm start`'s first start after `npm ci` and its restarts (removes and rebuilds dist/ and web/dist);
 * - console: the built console's bundle (run `npm run build:web` first);
 * - gateway: the gateway against direct REST on the same upstream, and upstream calls per operation;
 * - throughput: req/s of list pages under load, direct and through the gateway; the gateway's CPU and memory;
 * - gateway-profile: the gateway's CPU per request under load by package and function, from its inspector, for the
 *   order list page and a one-field answer;
 * - peer: req/s of the order list page through the gateway and through Hive Gateway (GraphQL Mesh) generated from the
 *   vendor API's OpenAPI document, on the same upstream (installs the peer into the temporary directory on first use);
 * - ledger: income report and statements over the dataset (PGlite, and PostgreSQL with BENCH_DATABASE_URL);
 * - search: the order, transaction, refund, reservation and trip lists over the dataset;
 * - departures: a month of the departures calendar with 50 trips over the dataset;
 * - live: how long a change takes to reach 500 open graphql-ws subscriptions on one gateway.
 * - live-memory: the gateway's RSS with 300 graphql-ws connections × 20 subscriptions, and the subscription limits.
 * - palette: the command palette's `search` through the gateway over the dataset;
 * - order-ops: cancelling and moving an order's tickets over the dataset (budget on PostgreSQL: p50 ≤ 50 ms);
 * - order-jobs: a vendor API's job worker cancelling a departure of 500 orders (≤ 60 s) and resending 5 000 orders'
 *   confirmations (≤ 2 min), on a database of its own (budgets on PostgreSQL);
 * - profile: where one vendor API request's time goes (phases, database calls, CPU by package) over the dataset;
 * - flash-sale: on PostgreSQL only (BENCH_DATABASE_URL), 500 bookings of one seat at once for a departure of 100
 *   seats through two gateways on Redis and two vendor APIs on one database: exactly 100 sold, 400 sold-out refusals,
 *   no other answer, no deadlock, p99 ≤ 1 s, and the calendar and reports agree afterwards;
 * - topology: PostgreSQL, Redis, two vendor APIs and two gateways behind HAProxy (scripts/topology, `npm run
 *   topology`), under order lists, bookings and a resuming subscription through the proxy: a rolling restart of every
 *   server fails no request and misses no event, a PostgreSQL outage is answered with 503s and loses no acknowledged
 *   booking, Redis lost and back refuses clearly and recovers, each without restarting anything (needs haproxy,
 *   redis-server and PostgreSQL 15's programs);
 * - scale: on PostgreSQL only (BENCH_DATABASE_URL), a database of its own grown from 100 000 to 1 000 000 generated
 *   orders (BENCH_SCALE_ORDERS="100000,1000000"), the searches, the income report, a statement and a month of
 *   departures at each size side by side (writing the million takes minutes).
 */
import { availableParallelism } from "node:os";
import { consoleBench } from "./console";
import { departuresBench } from "./departures";
import { flashSaleBench } from "./flash-sale";
import { onDatasets, type DatasetPart } from "./dataset";
import { orderJobsBench } from "./order-jobs";
import { orderOperationsBench } from "./order-operations";
import { gatewayBench } from "./gateway";
import { gatewayProfileBench } from "./gateway-profile";
import { ledgerBench } from "./ledger";
import { liveBench } from "./live";
import { liveMemoryBench } from "./live-memory";
import { paletteBench } from "./palette";
import { peerBench } from "./peer";
import { requestProfileBench } from "./request-profile";
import { scaleBench } from "./scale";
import { searchBench } from "./search";
import { startBench } from "./start";
import { throughputBench } from "./throughput";
import { topologyBench } from "./topology";

const standalone: Record<string, () => Promise<void>> = {
  start: startBench,
  console: consoleBench,
  gateway: gatewayBench,
  throughput: throughputBench,
  "gateway-profile": gatewayProfileBench,
  peer: peerBench,
  live: liveBench,
  "live-memory": liveMemoryBench,
  scale: scaleBench,
  "order-jobs": orderJobsBench,
  "flash-sale": flashSaleBench,
  topology: topologyBench,
};
const onDataset: Record<string, DatasetPart> = {
  ledger: ledgerBench,
  search: searchBench,
  departures: departuresBench,
  palette: paletteBench,
  profile: requestProfileBench,
  "order-ops": orderOperationsBench,
};

async function benches() {
  const only = process.env.BENCH_ONLY?.split(",").map((name) => name.trim());
  const chosen = (name: string) => !only || only.includes(name);
  const unknown = only?.filter((name) => !(name in standalone) && !(name in onDataset)) ?? [];
  if (unknown.length) throw new Error(`BENCH_ONLY names no part: ${unknown.join(", ")}`);
  // Every part runs on the Node.js that runs the bench, and the lines differ: Node 24 (.nvmrc) served the same pages
  // about a third faster than Node 20 (docs/scale-contract.md section 4).
  console.log(`Node.js ${process.version}, ${availableParallelism()} cores`);
  for (const [name, part] of Object.entries(standalone)) if (chosen(name)) await part();
  const datasetParts = Object.entries(onDataset).filter(([name]) => chosen(name));
  if (datasetParts.length) await onDatasets(datasetParts.map(([, part]) => part));
}

benches().catch((error) => {
  console.error(error);
  process.exit(1);
});
