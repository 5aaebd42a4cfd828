import { CHARGEBACK_STATUSES, dayIn, ORDER_STATES, PAYMENT_TYPES, PAY_STATUSES, REFUND_STATES } from "#rules";
import { and, asc, eq, inArray, like, sql } from "drizzle-orm";
import type { Db } from "../db/connect";
import { bookingFeeConfigs, orders, reservations, tenants } from "../db/schema";
import { rowsOf } from "../db/raw";
import { addYearsToIso } from "./calendar";
import { planCatalogueOrder } from "./sales-data/catalogue-orders";
import type { GeneratorContext, Scenario } from "./sales-data/context";
import { planOrder } from "./sales-data/orders";
import { creationTimes, DAY, MINUTE, seededRandom } from "./sales-data/random";
import { SALES_FROM, SALES_REFERENCE_DATE, SALES_TO, tenantChannels, tenantOperators } from "./sales-data/tenant";
import { ensureInventories, loadSellableTrips, type TripPick } from "./sales-data/trips";
import { writeSalesData } from "./sales-data/writer";

export const DEMO_TOURS_ORDER_COUNT = 360;
export const OTHER_TOURS_ORDER_COUNT = 12;

/**
 * Trips the generated orders book. The catalogue's walking tour, jazz night and food festival keep only their
 * catalogue tickets (docs/catalogue-contract.md section 6), which get orders of their own below.
 */
const DEMO_TOURS_TRIPS: TripPick[] = [
  { code: "TOUR-HARBOR-CRUISE", weight: 5 },
  { code: "BUS-NYC-BOS", weight: 5, returnTrip: "BUS-BOS-NYC" },
  { code: "BUS-BOS-NYC", weight: 3 },
  { code: "TOUR-BROOKLYN-FOOD", weight: 4 },
  { code: "TOUR-WINTER-LIGHTS", weight: 2, window: ["2024-11-01", "2025-02-28"] },
  { code: "EVT-NYE-GALA", weight: 3, window: ["2024-11-01", "2024-12-30"], eventDate: "2024-12-31" },
  { code: "EVT-MUSEUM-TALK", weight: 1 },
];
/** Trips with catalogue tickets: their orders need their prices. */
const CATALOGUE_TRIPS = ["TOUR-CITY-WALK", "EVT-JAZZ-NIGHT", "EVT-FOOD-FEST", "BUS-NYC-BOS", "LDN-THAMES"];

const {
  COMPLETED: completed,
  UNSHIPPED: unshipped,
  CANCELLED: cancelled,
  UNPAID: unpaid,
  PAYING: paying,
} = ORDER_STATES;
const {
  CREDIT_CARD: creditCard,
  PAYPAL: paypal,
  CASH: cash,
  RELOAD_CARD: reloadCard,
  NEW_PAYPAL: newPaypal,
  APPLE_PAY: applePay,
  CHANNEL_PAY: channelPay,
} = PAYMENT_TYPES;

/** Orders placed among the random ones so that every state, pay state, refund type and chargeback shows up. */
const COVERAGE: Scenario[] = (
  [
    { state: unpaid, method: creditCard, payStatus: PAY_STATUSES.FAILED, card: "4242" },
    { state: unpaid, method: creditCard, payStatus: PAY_STATUSES.UNAUTHORIZED, card: "1881" },
    { state: unpaid, method: creditCard, payStatus: PAY_STATUSES.BLACKLIST_FAILED, card: "4444" },
    { state: unpaid, method: creditCard, payStatus: PAY_STATUSES.SCORE_REJECT, card: "4242" },
    { state: paying, method: creditCard, payStatus: PAY_STATUSES.PROCESSING, card: "4242" },
    { state: paying, method: applePay, payStatus: PAY_STATUSES.AUTHORIZED, card: "1881" },
    { state: cancelled, method: newPaypal, payStatus: PAY_STATUSES.PAYMENT_CANCELLATION },
    { state: unshipped, method: creditCard, payStatus: PAY_STATUSES.SUCCESS, card: "1881" },
    { state: completed, method: creditCard, payStatus: PAY_STATUSES.BLACKLIST_PASSED, card: "4242" },
    { state: completed, method: creditCard, payStatus: PAY_STATUSES.SCORE_PASS, card: "1881" },
    ...[REFUND_STATES.PENDING, REFUND_STATES.APPROVED, REFUND_STATES.REJECTED, REFUND_STATES.COMPLETED].map(
      (refund) => ({
        state: completed,
        method: creditCard,
        card: "4242",
        refund,
      }),
    ),
    { state: completed, method: creditCard, card: "1881", refund: REFUND_STATES.PENDING },
    { state: completed, method: creditCard, card: "1881", refund: REFUND_STATES.COMPLETED },
    { state: completed, method: paypal, refund: REFUND_STATES.COMPLETED },
    { state: completed, method: newPaypal, refund: REFUND_STATES.PENDING },
    { state: completed, method: newPaypal, refund: REFUND_STATES.APPROVED },
    { state: completed, method: cash, refund: REFUND_STATES.COMPLETED },
    { state: completed, method: cash, refund: REFUND_STATES.PENDING },
    { state: completed, method: reloadCard, refund: REFUND_STATES.COMPLETED },
    { state: completed, method: reloadCard, refund: REFUND_STATES.REJECTED },
    { state: completed, method: applePay, refund: REFUND_STATES.COMPLETED },
    { state: completed, method: applePay, refund: REFUND_STATES.APPROVED },
    { state: completed, method: creditCard, card: "4242", chargeback: CHARGEBACK_STATUSES.OPEN },
    { state: completed, method: creditCard, card: "1881", chargeback: CHARGEBACK_STATUSES.LOST },
    { state: completed, method: creditCard, card: "4444", chargeback: CHARGEBACK_STATUSES.WON },
    { state: completed, method: channelPay, coupon: true },
    { state: completed, method: creditCard, card: "4242", coupon: true, points: true },
    { state: completed, method: newPaypal, ticketEvent: "reschedule" },
    { state: completed, method: creditCard, card: "0005", ticketEvent: "change" },
    { state: completed, method: creditCard, card: "1117" },
  ] satisfies Scenario[]
).map((scenario): Scenario => ({ coupon: false, points: false, ...scenario }));

/**
 * Per-day order numbers (`<prefix>yyMMdd0001`) and running ticket numbers, handed out in creation order. The day is
 * the tenant's (`timeZone`), as the console shows the order's time: an order at 20:49 in New York on 12/04 is a 1204
 * order, not the UTC 1205. `perDay` holds the last number already taken on each `yyMMdd`.
 */
function numbering(
  orderPrefix: string,
  ticketPrefix: string,
  firstTicket: number,
  timeZone: string,
  perDay = new Map<string, number>(),
) {
  let ticket = firstTicket;
  return {
    orderNumber: (createdAt: Date) => {
      const day = dayIn(timeZone, createdAt).slice(2).replace(/-/g, "");
      const next = (perDay.get(day) ?? 0) + 1;
      perDay.set(day, next);
      return `${orderPrefix}${day}${String(next).padStart(4, "0")}`;
    },
    ticketNumber: () => `${ticketPrefix}${String(ticket++).padStart(6, "0")}`,
  };
}

const tenantZone = async (db: Db, tenantId: number) =>
  (await db.select({ zone: tenants.timeZone }).from(tenants).where(eq(tenants.id, tenantId)))[0].zone;

/** The last order number taken on each day (`yyMMdd`) with `prefix`, so that later orders of a day follow on. */
async function takenNumbers(db: Db, tenantId: number, prefix: string): Promise<Map<string, number>> {
  const rows = await rowsOf<{ day: string; last: number }>(
    db,
    sql`select substr(order_number, 3, 6) as day, max(substr(order_number, 9)::int)::int as last from orders
         where tenant_id = ${tenantId} and order_number like ${`${prefix}%`} and order_number ~ '^[A-Z]{2}[0-9]{10}$'
         group by 1`,
  );
  return new Map(rows.map((row) => [row.day, Number(row.last)]));
}

/** One tenant's demo sales: orders for its catalogue tickets, then `count` generated orders, coverage included. */
async function seedTenantSales(
  db: Db,
  tenantId: number,
  options: { seed: number; picks: TripPick[]; count: number; from: Date; prefix: string; scenarios: Scenario[] },
): Promise<void> {
  const random = seededRandom(options.seed);
  const sellable = await loadSellableTrips(db, tenantId, options.picks);
  const catalogueTrips = await loadSellableTrips(
    db,
    tenantId,
    CATALOGUE_TRIPS.map((code) => ({ code, weight: 0 })),
  );
  const tripsById = new Map([...catalogueTrips, ...sellable].map((trip) => [trip.id, trip]));
  const ctx: GeneratorContext = {
    random,
    trips: sellable,
    channels: await tenantChannels(db, tenantId),
    operators: await tenantOperators(db, tenantId),
    referenceDate: SALES_REFERENCE_DATE,
    ...numbering(options.prefix, options.prefix, 100001, await tenantZone(db, tenantId)),
  };
  const catalogueTickets = await db
    .select()
    .from(reservations)
    .where(and(eq(reservations.tenantId, tenantId), like(reservations.orderNumber, `${options.prefix}O%`)))
    .orderBy(asc(reservations.ticketNumber));
  const byOrder = new Map<string, typeof catalogueTickets>();
  for (const ticket of catalogueTickets) {
    byOrder.set(ticket.orderNumber, [...(byOrder.get(ticket.orderNumber) ?? []), ticket]);
  }
  const planned = [...byOrder.entries()].map(([orderNumber, rows], index) =>
    planCatalogueOrder(ctx, tripsById, orderNumber, rows, new Date(Date.UTC(2025, 5, 2 + index, 15, 30))),
  );
  const times = creationTimes(random, options.count, options.from, SALES_TO);
  // Coverage orders sit among the first nine tenths, so their refunds and chargebacks happen before "today".
  const scenarioAt = new Map(
    options.scenarios.map((scenario, n) => [
      Math.floor(((n + 0.5) * options.count * 0.9) / options.scenarios.length),
      scenario,
    ]),
  );
  planned.push(...times.map((createdAt, index) => planOrder(ctx, createdAt, scenarioAt.get(index))));
  planned.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  await writeSalesData(db, tenantId, planned);
  await ensureInventories(
    db,
    sellable.map((trip) => trip.id),
  );
}

/** Months of orders for Demo Tours and a few for Other Tours (docs/sales-contract.md section 7); created once. */
export async function seedDemoSales(db: Db, tenantIds: { demoTours: number; otherTours: number }): Promise<void> {
  const [existing] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(inArray(orders.tenantId, [tenantIds.demoTours, tenantIds.otherTours]))
    .limit(1);
  if (existing) return;
  await seedTenantSales(db, tenantIds.demoTours, {
    seed: 20250601,
    picks: DEMO_TOURS_TRIPS,
    count: DEMO_TOURS_ORDER_COUNT,
    from: SALES_FROM,
    prefix: "DT",
    scenarios: COVERAGE,
  });
  await seedTenantSales(db, tenantIds.otherTours, {
    seed: 20250602,
    picks: [{ code: "LDN-THAMES", weight: 1 }],
    count: OTHER_TOURS_ORDER_COUNT,
    from: new Date("2025-04-01T00:00:00.000Z"),
    prefix: "OT",
    scenarios: [],
  });
}

/** Demo Tours' orders a day, as in the data set. */
const DAILY_ORDERS = DEMO_TOURS_ORDER_COUNT / ((SALES_TO.getTime() - SALES_FROM.getTime()) / DAY);
/** Orders placed in the last hours before the first start, so that "Today" is never empty. */
const TODAY_ORDERS = 3;

/**
 * Demo Tours' orders from the moved data set's "today" (`from`, calendar.ts) up to the real one, at the data set's
 * pace, some of them this very day. The tenant's booking fee counts as set on `from`: these orders carry it, the older
 * ones do not. Nothing is refunded, charged back or checked in after `today`.
 */
export async function seedRecentSales(
  db: Db,
  tenantId: number,
  { from, today, years }: { from: Date; today: Date; years: number },
): Promise<void> {
  if (today <= from) return;
  const [bookingFee] = await db
    .update(bookingFeeConfigs)
    .set({ updatedAt: from })
    .where(eq(bookingFeeConfigs.tenantId, tenantId))
    .returning({ type: bookingFeeConfigs.type, mode: bookingFeeConfigs.mode, amount: bookingFeeConfigs.amount });
  const random = seededRandom(20250603);
  const picks = DEMO_TOURS_TRIPS.map((entry) => ({
    ...entry,
    window:
      entry.window &&
      ([addYearsToIso(entry.window[0], years), addYearsToIso(entry.window[1], years)] as [string, string]),
    eventDate: entry.eventDate && addYearsToIso(entry.eventDate, years),
  })) satisfies TripPick[];
  const sellable = await loadSellableTrips(db, tenantId, picks);
  const [{ last }] = await rowsOf<{ last: string | null }>(
    db,
    sql`select max(ticket_number) as last from reservations
         where tenant_id = ${tenantId} and ticket_number ~ '^DT[0-9]{6}$'`,
  );
  const ctx: GeneratorContext = {
    random,
    trips: sellable,
    channels: await tenantChannels(db, tenantId),
    operators: await tenantOperators(db, tenantId),
    referenceDate: today,
    bookingFee,
    ...numbering(
      "DT",
      "DT",
      last ? Number(last.slice(2)) + 1 : 100001,
      await tenantZone(db, tenantId),
      await takenNumbers(db, tenantId, "DT"),
    ),
  };
  const [{ midnight }] = await rowsOf<{ midnight: Date | string }>(
    db,
    sql`select date_trunc('day', ${today.toISOString()}::timestamptz at time zone t.time_zone)
               at time zone t.time_zone as midnight
          from tenants t where t.id = ${tenantId}`,
  );
  const sinceMidnight = today.getTime() - new Date(midnight).getTime();
  const earlier = creationTimes(
    random,
    Math.round(DAILY_ORDERS * ((today.getTime() - from.getTime()) / DAY)),
    from,
    today,
  ).filter((createdAt) => createdAt.getTime() < today.getTime() - sinceMidnight);
  const todays = Array.from(
    { length: TODAY_ORDERS },
    (_, index) =>
      new Date(today.getTime() - ((index + 1) * Math.min(sinceMidnight, 180 * MINUTE)) / (TODAY_ORDERS + 1)),
  ).reverse();
  const planned = [...earlier, ...todays].map((createdAt) => planOrder(ctx, createdAt));
  await writeSalesData(db, tenantId, planned);
  await ensureInventories(
    db,
    sellable.map((trip) => trip.id),
  );
}
