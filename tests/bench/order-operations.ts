/**
 * Cancelling and moving an order's tickets over the dataset (docs/sales-contract.md sections 13 and 14), straight to
 * the vendor API as the console's gateway calls it, so the number is the database's and the vendor API's. Budget at
 * 100 000 orders, p50 ≤ 50 ms on PostgreSQL for /order/cancel and /order/move (issue 58); on PGlite the figures are
 * printed only. Each round acts on an order of its own among fresh cash bookings of two trips added for the part (one
 * with a reschedule fee and a cancellation charge), so every call does the whole work: locks, seats, a cash refund or
 * payment, history, audit, event and the customer's mail.
 */
import { DATASET_ORDERS, type DatasetPart } from "./dataset";
import { time, type Answer } from "./support";
import type { Call } from "../vendor-api/support/statement-invariant";

const ROUNDS = Number(process.env.BENCH_ORDER_OPS_ROUNDS ?? 60);
// A fresh process's first calls run unoptimized code and plan each pooled connection's statements afresh
// (docs/scale-contract.md section 9), so the part times what a serving process does.
const WARM_UP = Number(process.env.BENCH_ORDER_OPS_WARM_UP ?? 15);
const BUDGET_P50_MS = 50;
const DAYS = ["2031-03-02", "2031-03-03"];

/** A published trip sold by date and shift on DAYS (a morning each, seats for every round), priced as given. */
async function benchTrip(call: Call, code: string, price: string): Promise<number> {
  const trip = (await call("POST", "/trip/add", {
    code,
    name: `Bench order operations ${code}`,
    template: 2,
    pricingType: 0,
    price,
    inventoryType: 2,
    shifts: [{ name: "Morning", selected: true }],
    inventories: DAYS.map((date) => ({ date, shift: "Morning", quantity: 4 * (ROUNDS + WARM_UP) })),
    rescheduleFeeType: 1,
    rescheduleFee: "2.00",
    cancellationType: 1,
    cancellationAmount: "3.00",
  })) as Answer;
  await call("POST", "/trip/publish", { id: trip.id, version: trip.version });
  return Number(trip.id);
}

/** `count` cash bookings of two tickets on the trip's first day, each answered as `/order/book` answers. */
async function bookings(call: Call, tripId: number, count: number): Promise<Answer[]> {
  const orders: Answer[] = [];
  for (let index = 0; index < count; index++)
    orders.push(
      (await call("POST", "/order/book", {
        tripId,
        date: DAYS[0],
        shift: "Morning",
        passengers: [{ option: "Standard", count: 2 }],
        contactFirstName: "Bench",
        contactLastName: `Customer ${index}`,
        contactEmail: `bench-${index}@example.com`,
        contactPhone: "+12125550100",
        paymentMethod: "cash",
      })) as Answer,
    );
  return orders;
}

/** Runs `act` on the next order each call (WARM_UP untimed, then ROUNDS timed), keeping each order as `act` leaves it. */
async function timed(orders: Answer[], act: (order: Answer) => Promise<Answer>) {
  let next = 0;
  const run = async () => {
    const order = orders[next];
    orders[next++] = await act(order);
  };
  for (let warm = 0; warm < WARM_UP; warm++) await run();
  return time(ROUNDS, run);
}

export const orderOperationsBench: DatasetPart = async ({ label, call }) => {
  const stamp = Date.now().toString(36);
  const tripId = await benchTrip(call, `BENCH-OPS-${stamp}`, "20.00");
  const otherTripId = await benchTrip(call, `BENCH-OPS-${stamp}-B`, "26.00");
  const rounds = ROUNDS + WARM_UP;
  const orders = await bookings(call, tripId, rounds);
  const ticket = (order: Answer, index: number) => Number(order.tickets[index].id);

  // One ticket each: the trip's fixed charge kept, the rest back in cash at once.
  const cancelled = orders.slice();
  const cancel = await timed(
    cancelled,
    (order) =>
      call("POST", "/order/cancel", {
        orderId: order.id,
        version: order.version,
        ticketIds: [ticket(order, 0)],
      }) as Promise<Answer>,
  );
  // The other ticket of the same orders: to the next day, the per-ticket fee taken in cash.
  const move = await timed(
    cancelled,
    (order) =>
      call("POST", "/order/move", {
        orderId: order.id,
        version: order.version,
        ticketIds: [ticket(order, 1)],
        date: DAYS[1],
        shift: "Morning",
      }) as Promise<Answer>,
  );
  // Fresh orders moved whole to the other trip at its price: the difference and the fee taken in cash.
  const toOtherTrip = await timed(
    await bookings(call, tripId, rounds),
    (order) =>
      call("POST", "/order/move", {
        orderId: order.id,
        version: order.version,
        ticketIds: [ticket(order, 0), ticket(order, 1)],
        tripId: otherTripId,
        date: DAYS[1],
        shift: "Morning",
        priceMode: "chosen",
        options: [ticket(order, 0), ticket(order, 1)].map((ticketId) => ({ ticketId, option: "Standard" })),
      }) as Promise<Answer>,
  );

  console.log(
    `\nOrder operations on ${label}, Demo Tours + ${DATASET_ORDERS} generated orders, ${ROUNDS} rounds after ${WARM_UP} untimed calls (ms):`,
  );
  console.log(`  ${"scenario".padEnd(44)} ${"p50".padStart(8)} ${"p95".padStart(8)}`);
  const rows: [string, { p50: string; p95: string }][] = [
    ["/order/cancel, one ticket of a cash order", cancel],
    ["/order/move, one ticket to the next day", move],
    ["/order/move, two tickets to another trip", toOtherTrip],
  ];
  for (const [scenario, timing] of rows)
    console.log(`  ${scenario.padEnd(44)} ${timing.p50.padStart(8)} ${timing.p95.padStart(8)}`);
  if (label !== "PostgreSQL") return;
  const over = rows.filter(([, timing]) => Number(timing.p50) > BUDGET_P50_MS);
  if (over.length)
    throw new Error(
      `Order operations over the p50 budget of ${BUDGET_P50_MS} ms on PostgreSQL: ${over.map(([scenario]) => scenario).join("; ")}`,
    );
  console.log(`  within the p50 budget of ${BUDGET_P50_MS} ms on PostgreSQL`);
};
