/**
 * The command palette's `search` over the dataset, through the gateway as the console sends it (docs/foundation-
 * contract.md section 4, "Search"): every kind the administrator may read, asked at once. Goal at 100 000 orders:
 * results within 150 ms (p95) on PGlite.
 */
import { startGateway } from "../../gateway/src/server";
import type { Call } from "../vendor-api/support/statement-invariant";
import { DATASET_ORDERS, type DatasetPart } from "./dataset";
import { gatewayToken, graphql, time, type Answer } from "./support";

const ROUNDS = Number(process.env.BENCH_PALETTE_ROUNDS ?? 30);

const SEARCH = `query($keyword: String!) {
  search(keyword: $keyword, limit: 5) {
    orders { id orderNumber contact { firstName lastName } }
    trips { id name code }
    coupons { id code }
    users { id username firstName lastName }
  }
}`;

/** Search texts taken from the data itself, so that each scenario finds what it names. */
async function samples(call: Call) {
  const middle = (await call("POST", "/order/list", { pageNum: 2500, pageSize: 1 })) as Answer;
  const trips = (await call("POST", "/trip/list", { pageNum: 1, pageSize: 1 })) as Answer;
  const orderNumber = String(middle.list[0].orderNumber);
  return {
    orderNumber,
    orderNumberPart: orderNumber.slice(2, 8),
    tripCode: String(trips.list[0].code).slice(0, 6),
    tripName: String(trips.list[0].name).split(" ")[0],
  };
}

export const paletteBench: DatasetPart = async ({ label, vendorApiUrl, call }) => {
  const sample = await samples(call);
  const gateway = await startGateway({ port: 0, host: "127.0.0.1", vendorApiUrl, logLevel: "warn" });
  try {
    const token = await gatewayToken(gateway.url);
    const scenarios: Array<[string, string]> = [
      ["exact order number", sample.orderNumber],
      ["part of an order number", sample.orderNumberPart],
      ["part of a trip code", sample.tripCode],
      ["a word of a trip name", sample.tripName],
      ["a user's name", "Sales"],
      ["a coupon code", "SPRING"],
      ["nothing matches", "zzqx-nothing"],
    ];
    console.log(
      `\nCommand palette search on ${label}, through the gateway, ${DATASET_ORDERS} orders, ${ROUNDS} rounds (ms):`,
    );
    console.log(`  ${"scenario".padEnd(32)} ${"p50".padStart(8)} ${"p95".padStart(8)}  found`);
    for (const [name, keyword] of scenarios) {
      const run = () => graphql(gateway.url, SEARCH, { keyword }, token);
      const { search } = await run();
      const found = Object.values(search as Record<string, unknown[] | null>).reduce(
        (sum: number, list) => sum + (list?.length ?? 0),
        0,
      );
      const timing = await time(ROUNDS, async () => {
        await run();
      });
      console.log(`  ${name.padEnd(32)} ${timing.p50.padStart(8)} ${timing.p95.padStart(8)}  ${found}`);
    }
    // Where the time goes: each call the field makes, alone, straight to the vendor API (PGlite runs one at a time).
    const upstream: Array<[string, string, Record<string, unknown>]> = [
      ["orders, order number", "/order/list", { orderNumber: sample.orderNumberPart }],
      ["trips, name", "/trip/list", { name: sample.tripName }],
      ["trips, code", "/trip/list", { code: sample.tripCode }],
      ["coupons, code", "/coupon/list", { code: "SPRING" }],
      ["users, name", "/user/list", { name: "Sales" }],
    ];
    console.log(`  ${"its calls, direct".padEnd(32)}`);
    for (const [name, path, filter] of upstream) {
      const timing = await time(ROUNDS, async () => {
        await call("POST", path, { pageNum: 1, pageSize: 5, ...filter });
      });
      console.log(`  ${`  ${name}`.padEnd(32)} ${timing.p50.padStart(8)} ${timing.p95.padStart(8)}`);
    }
  } finally {
    await gateway.close();
  }
};
