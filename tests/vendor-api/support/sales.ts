/**
 * Finding demo orders to act on, the card-number check every sales answer must pass, and the trips and bookings
 * the order tests (booking, payment, cancel, move) set up in tenants of their own.
 */
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { tenants } from "../../../vendor-api/src/db/schema";
import { startTestApi, type Envelope, type SessionHeaders, type TestApi } from "./api";
import { shiftTrip } from "./catalogue";
import { freshTenant, type FreshTenant } from "./tenants";

export interface Payment {
  id: number;
  paymentType: number;
  amount: string;
  refundedAmount: string;
  refundPendingAmount: string;
  refundableAmount: string;
  refundPayType: number | null;
  cardNum: string | null;
  cardLast4: string | null;
  payStatus: number;
  chargeBackStatus: number;
}

export interface Ticket {
  id: number;
  ticketNumber: string;
  status: number;
  actionable: boolean;
}

export interface OrderDetail {
  id: number;
  orderNumber: string;
  state: number;
  version: number;
  totalAmount: string;
  payAmount: string;
  refundedAmount: string;
  payments: Payment[];
  tickets: Ticket[];
  refunds: Array<{ id: number; state: number; amount: string }>;
  history: Array<{
    action: string;
    operatorName: string;
    detail: string | null;
    params: Record<string, unknown> | null;
  }>;
  [key: string]: unknown;
}

/** The gateways' public test numbers of the demo cards: none may ever appear in an answer. */
export const FULL_CARD_NUMBERS = [
  "4242424242424242",
  "4012888888881881",
  "5555555555554444",
  "378282246310005",
  "6011111111111117",
];

export function expectNoFullCardNumber(body: string): void {
  for (const number of FULL_CARD_NUMBERS) expect(body).not.toContain(number);
  expect(body).not.toMatch(/\d{13,19}/);
}

export async function findOrder(api: TestApi, headers: SessionHeaders, id: number): Promise<OrderDetail> {
  const answer = await api.get("/order/find", { id }, headers);
  expect(answer.status.code).toBe(0);
  return answer.result;
}

/**
 * The first demo order (newest first) matching the filter that has a payment with money left to refund and enough
 * actionable tickets; `used` keeps tests of one file off each other's orders.
 */
export async function refundableOrder(
  api: TestApi,
  headers: SessionHeaders,
  used: Set<number>,
  options: { filter?: Record<string, unknown>; paymentType?: number; minTickets?: number } = {},
): Promise<{ order: OrderDetail; payment: Payment; tickets: Ticket[] }> {
  for (let pageNum = 1; pageNum <= 10; pageNum++) {
    const page = await api.post("/order/list", { pageNum, pageSize: 50, state: 1, ...options.filter }, headers);
    for (const item of page.result.list as Array<{ id: number }>) {
      if (used.has(item.id)) continue;
      const order = await findOrder(api, headers, item.id);
      const payment = order.payments.find(
        (entry) =>
          (options.paymentType === undefined || entry.paymentType === options.paymentType) &&
          Number(entry.refundableAmount) > 0,
      );
      const tickets = order.tickets.filter((ticket) => ticket.actionable);
      if (payment && tickets.length >= (options.minTickets ?? 1)) {
        used.add(order.id);
        return { order, payment, tickets };
      }
    }
  }
  throw new Error(`no refundable demo order for ${JSON.stringify(options)}`);
}

/** The demo admin's session and tenant, for tests that act on the seeded demo orders. */
export async function demoAdmin(api: TestApi): Promise<{ headers: SessionHeaders; tenantId: number }> {
  const login = await api.login("admin", "admin123");
  return { headers: login.headers, tenantId: login.result.tenantId };
}

/** The result of an answer that must succeed; a failure shows the whole envelope. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers loosely, like api.post
export const ok = async <T = any>(answer: Promise<Envelope<T>>): Promise<T> => {
  const { status, result } = await answer;
  expect(status.code, JSON.stringify({ status, result })).toBe(0);
  return result;
};

/** Today in the tenant's own time zone: the day reports and statements file a sale made now under. */
export async function tenantToday(api: TestApi, tenantId: number): Promise<string> {
  const [row] = await api.db.select({ timeZone: tenants.timeZone }).from(tenants).where(eq(tenants.id, tenantId));
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: row.timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date());
}

/**
 * An API with two tenants of their own (the one the test sells in, and another that must not see its orders) and
 * the first one's today, so every seat, report and statement figure the test reads is its own.
 */
export async function startWithTwoTenants(): Promise<{
  api: TestApi;
  tenant: FreshTenant;
  other: FreshTenant;
  today: string;
}> {
  const api = await startTestApi();
  const [tenant, other] = [await freshTenant(api), await freshTenant(api)];
  return { api, tenant, other, today: await tenantToday(api, tenant.tid) };
}

/**
 * A published trip sold by date and shift: Adult 25.00 and Child 10.50, Morning on 2030-05-01 with 10 seats;
 * `overrides` change any of it (prices, departures, fees). Its id, code and the version publishing left.
 */
export async function publishedShiftTrip(
  api: TestApi,
  headers: SessionHeaders,
  overrides: Record<string, unknown> = {},
): Promise<{ id: number; code: string; version: number }> {
  const trip = await ok(
    api.post(
      "/trip/add",
      shiftTrip({
        pricingType: 1,
        price: undefined,
        passengerPrices: { adult: "25.00", child: "10.50" },
        inventories: [{ date: "2030-05-01", shift: "Morning", quantity: 10 }],
        ...overrides,
      }),
      headers,
    ),
  );
  const published = await ok(api.post("/trip/publish", { id: trip.id, version: trip.version }, headers));
  return { ...trip, ...published };
}

/** The body of /order/book: two adults on 2030-05-01 Morning for Ada Lovelace, paid cash; `overrides` change any of it. */
export const bookingBody = (tripId: number, overrides: Record<string, unknown> = {}) => ({
  tripId,
  date: "2030-05-01",
  shift: "Morning",
  passengers: [{ option: "Adult", count: 2 }],
  contactFirstName: "Ada",
  contactLastName: "Lovelace",
  contactEmail: "ada@example.com",
  contactPhone: "+12125550100",
  paymentMethod: "cash",
  ...overrides,
});
