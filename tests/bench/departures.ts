/**
 * The departures calendar over the dataset (docs/catalogue-contract.md section 7): a month of every departure of 50
 * trips, straight to the vendor API, so the number is the database's and the vendor API's. Budget at 100 000 orders,
 * p50: ≤ 10 ms on PostgreSQL, ≤ 30 ms on PGlite (docs/scale-contract.md section 9). The setup tops the demo
 * catalogue up to 50 trips, the added ones sold by date and shift with two shifts on every day of the month measured
 * (their inventory rows are departures without tickets).
 */
import type { Call } from "../vendor-api/support/statement-invariant";
import { DATASET_ORDERS, type DatasetPart } from "./dataset";
import { time, type Answer } from "./support";

const ROUNDS = Number(process.env.BENCH_DEPARTURES_ROUNDS ?? 100);
// A fresh process's first calls run unoptimized code and plan each pooled connection's statements afresh
// (docs/scale-contract.md section 9), so the part times what a serving process does, as the scale part does.
const WARM_UP = Number(process.env.BENCH_DEPARTURES_WARM_UP ?? 20);
const TRIPS = 50;

export const monthRange = (month: string) => {
  const [year, number] = month.split("-").map(Number);
  const last = new Date(Date.UTC(year, number, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, "0")}` };
};

/** The departures of a `/departure/list` answer, out of their dates and shifts. */
export const departuresOf = (answer: Answer): Answer[] =>
  (answer.list as Answer[]).flatMap((slot) => slot.departures as Answer[]);

/** The month of the most booked departures among the twelve before the newest order. */
export async function busiestMonth(call: Call): Promise<string> {
  const newest = (await call("POST", "/order/list", { pageNum: 1, pageSize: 1 })) as Answer;
  const end = new Date(String(newest.list[0].createTime));
  let best = { month: "", sold: -1 };
  for (let back = 0; back < 12; back += 1) {
    const month = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() - back, 1)).toISOString().slice(0, 7);
    const list = departuresOf((await call("POST", "/departure/list", monthRange(month))) as Answer);
    const sold = list.reduce((sum, row) => sum + Number(row.sold), 0);
    if (sold > best.sold) best = { month, sold };
  }
  return best.month;
}

/** Up to 50 trips: the added ones are drafts selling `month` by date and shift (generate-orders sells no draft). */
export async function topUpTrips(call: Call, month: string): Promise<void> {
  const { total } = (await call("POST", "/trip/list", { pageNum: 1, pageSize: 1 })) as Answer;
  const { from, to } = monthRange(month);
  const days: string[] = [];
  for (
    let day = new Date(`${from}T00:00:00Z`);
    day.toISOString().slice(0, 10) <= to;
    day.setUTCDate(day.getUTCDate() + 1)
  )
    days.push(day.toISOString().slice(0, 10));
  for (let index = Number(total); index < TRIPS; index += 1) {
    await call("POST", "/trip/add", {
      code: `BENCH-DEP-${index}`,
      name: `Bench departure ${index}`,
      template: 2,
      pricingType: 0,
      price: "20.00",
      inventoryType: 2,
      shifts: [
        { name: "09:00", selected: true },
        { name: "15:00", selected: true },
      ],
      inventories: days.flatMap((date) => [
        { date, shift: "09:00", quantity: 40 },
        { date, shift: "15:00", quantity: 40 },
      ]),
      rescheduleFeeType: 0,
      cancellationType: 0,
    });
  }
}

export const departuresBench: DatasetPart = async ({ label, call }) => {
  const month = await busiestMonth(call);
  await topUpTrips(call, month);
  const body = monthRange(month);
  const rows = departuresOf((await call("POST", "/departure/list", body)) as Answer);
  for (let warm = 0; warm < WARM_UP; warm++) await call("POST", "/departure/list", body);
  const timing = await time(ROUNDS, async () => {
    await call("POST", "/departure/list", body);
  });
  const trips = new Set(rows.map((row) => row.tripId)).size;
  const sold = rows.reduce((sum, row) => sum + Number(row.sold), 0);
  console.log(
    `\nDepartures on ${label}, Demo Tours + ${DATASET_ORDERS} generated orders, ${ROUNDS} rounds after ${WARM_UP} untimed calls (ms):`,
  );
  console.log(`  ${"scenario".padEnd(32)} ${"p50".padStart(8)} ${"p95".padStart(8)}  departures  trips  sold`);
  console.log(
    `  ${`a month (${month}), all trips`.padEnd(32)} ${timing.p50.padStart(8)} ${timing.p95.padStart(8)}  ${String(rows.length).padStart(10)}  ${String(trips).padStart(5)}  ${sold}`,
  );
};
