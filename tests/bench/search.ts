/**
 * Searching the lists over the dataset (docs/scale-contract.md section 3): each scenario straight to the vendor API, so
 * the numbers are the database's and the vendor API's, not the gateway's. Budget at 100 000 orders, p50: ≤ 25 ms on
 * PostgreSQL, ≤ 50 ms on PGlite.
 */
import type { Call } from "../vendor-api/support/statement-invariant";
import { DATASET_ORDERS, type DatasetPart } from "./dataset";
import { time, type Answer } from "./support";

const ROUNDS = Number(process.env.BENCH_SEARCH_ROUNDS ?? 30);
const PAGE = 20;

/**
 * The page `cap`, which the 100 000-order data set has; on a smaller one (a quick `scale` run) the list's middle page.
 * A total beyond the count limit is a lower bound (docs/scale-contract.md section 3): the list has the page then.
 */
async function samplePage(call: Call, path: string, cap: number): Promise<number> {
  const { total, totalIsLowerBound } = (await call("POST", path, { pageNum: 1, pageSize: PAGE })) as Answer;
  if (totalIsLowerBound) return cap;
  return Math.max(1, Math.min(cap, Math.ceil(Number(total) / PAGE / 2)));
}

/** Search values taken from the data itself, so every scenario finds rows. */
export async function searchSamples(call: Call) {
  const middle = (await call("POST", "/order/list", {
    pageNum: await samplePage(call, "/order/list", 2500),
    pageSize: PAGE,
  })) as Answer;
  const order = middle.list.find((item: Answer) => item.cardLast4 && item.contactLastName) as Answer;
  const transactions = (await call("POST", "/transaction/list", {
    pageNum: await samplePage(call, "/transaction/list", 100),
    pageSize: PAGE,
  })) as Answer;
  const refunds = (await call("POST", "/refund/list", { pageNum: 1, pageSize: PAGE })) as Answer;
  const trips = (await call("POST", "/trip/list", { pageNum: 1, pageSize: PAGE })) as Answer;
  return {
    orderNumber: String(order.orderNumber),
    cardLast4: String(order.cardLast4),
    nameSubstring: String(order.contactLastName).slice(1, 5),
    email: String(order.contactEmail).split("@")[0].slice(0, 6),
    transactionId: String(transactions.list[0].transactionId),
    refundOrderNumber: String(refunds.list[0]?.orderNumber ?? order.orderNumber),
    // The most booked trip of the page: the first one listed may have sold nothing (a reservation list of none).
    tripId: Number((trips.list as Answer[]).reduce((best, trip) => (trip.bookings > best.bookings ? trip : best)).id),
  };
}

/** A list call: its name, path and body. */
export type SearchScenario = [name: string, path: string, body: Record<string, unknown>];

export function searchScenarios(sample: Awaited<ReturnType<typeof searchSamples>>): SearchScenario[] {
  return [
    ["orders, no filter", "/order/list", { pageNum: 1, pageSize: PAGE }],
    ["orders, card last 4", "/order/list", { pageNum: 1, pageSize: PAGE, cardLast4: sample.cardLast4 }],
    ["orders, name substring", "/order/list", { pageNum: 1, pageSize: PAGE, customerName: sample.nameSubstring }],
    ["orders, e-mail substring", "/order/list", { pageNum: 1, pageSize: PAGE, email: sample.email }],
    ["orders, exact order number", "/order/list", { pageNum: 1, pageSize: PAGE, orderNumber: sample.orderNumber }],
    ["orders, page 2000", "/order/list", { pageNum: 2000, pageSize: PAGE }],
    ["transactions, no filter", "/transaction/list", { pageNum: 1, pageSize: PAGE }],
    [
      "transactions, transaction id",
      "/transaction/list",
      { pageNum: 1, pageSize: PAGE, transactionId: sample.transactionId },
    ],
    ["transactions, card last 4", "/transaction/list", { pageNum: 1, pageSize: PAGE, cardNumber: sample.cardLast4 }],
    ["transactions, page 2000", "/transaction/list", { pageNum: 2000, pageSize: PAGE }],
    ["refunds, no filter", "/refund/list", { pageNum: 1, pageSize: PAGE }],
    ["refunds, order number", "/refund/list", { pageNum: 1, pageSize: PAGE, orderNumber: sample.refundOrderNumber }],
    ["reservations of a trip", "/reservation/list", { pageNum: 1, pageSize: PAGE, tripId: sample.tripId }],
    ["trips, no filter", "/trip/list", { pageNum: 1, pageSize: PAGE }],
  ];
}

export const searchBench: DatasetPart = async ({ label, call }) => {
  const scenarios = searchScenarios(await searchSamples(call));
  console.log(`\nSearch on ${label}, Demo Tours + ${DATASET_ORDERS} generated orders, ${ROUNDS} rounds (ms):`);
  console.log(`  ${"scenario".padEnd(32)} ${"p50".padStart(8)} ${"p95".padStart(8)}  rows  total`);
  for (const [name, path, body] of scenarios) {
    const answer = (await call("POST", path, body)) as Answer;
    const timing = await time(ROUNDS, async () => {
      await call("POST", path, body);
    });
    const total = `${answer.total}${answer.totalIsLowerBound ? "+" : ""}`;
    console.log(
      `  ${name.padEnd(32)} ${timing.p50.padStart(8)} ${timing.p95.padStart(8)}  ${String(answer.list.length).padStart(4)}  ${total}`,
    );
  }
};
