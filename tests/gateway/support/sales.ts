/**
 * The sales tests' stack: the real vendor API in memory with two extra Demo Tours users — one whose role holds no
 * sales permission, one who sees the sales lists but may not export them —, a counting proxy, and the gateway. Also
 * the queries and look-ups the sales files share, and the trip and bookings the order tests (booking, payment,
 * cancel, move) set up of their own.
 */
import { and, eq, inArray } from "drizzle-orm";
import { expect } from "vitest";
import { permissions, rolePermissions, roles, tenants, userRoles, users } from "../../../vendor-api/src/db/schema";
import { DemoIds } from "../../../vendor-api/src/seed/demo";
import { hashPassword } from "../../../vendor-api/src/security/passwords";
import { startOrderJobWorker } from "../../../vendor-api/src/modules/order-job/worker";
import { prepareVendorApi } from "../../../vendor-api/src/server";
import { startGateway } from "../../../gateway/src/server";
import type { Tracing } from "#tracing";
import { validTripInput } from "./catalogue";
import { startCountingProxy, type CountingProxy } from "./counting-proxy";
import { gql, loginAs, type GraphQLResponse } from "./graphql-client";
import { TEST_FORWARDING_KEY } from "../../support/forwarding-key";

/** A Demo Tours user who may edit trips but sees no sales screen. */
export const TRIP_EDITOR = { username: "trip-editor", password: "editor123" };

/** A Demo Tours user who sees the three sales lists but holds none of their export actions. */
export const SALES_VIEWER = { username: "sales-viewer", password: "viewer123" };

export interface SalesStack {
  proxy: CountingProxy;
  url: string;
  admin: string;
  agent: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers loosely, like graphql-client's gql
  run<T = Record<string, any>>(
    query: string,
    variables?: Record<string, unknown>,
    token?: string,
  ): Promise<GraphQLResponse<T>>;
  login(username: string, password: string): Promise<string>;
  /** The vendor API's database, for rows its calls cannot write (an entry of an older version, say). */
  db: Db;
  /** Runs the vendor API's worker of jobs over many orders once: every pending order of every job now. */
  runOrderJobs(): Promise<number>;
  close(): Promise<void>;
}

/** `tracing`: each server's traces (tests/gateway/tracing.test.ts); none: nothing is traced. */
export async function startSalesStack(
  options: { tracing?: { gateway: Tracing; vendorApi: Tracing } } = {},
): Promise<SalesStack> {
  const vendorApi = await prepareVendorApi({
    dataDir: "memory://",
    logLevel: "warn",
    forwardingKey: TEST_FORWARDING_KEY,
    tracing: options.tracing?.vendorApi,
  });
  await addUser(vendorApi.context.db, TRIP_EDITOR, "Trip editor", ["trip_list", "tags_list"]);
  await addUser(vendorApi.context.db, SALES_VIEWER, "Sales viewer", [
    "order_list",
    "refund_order_list",
    "transaction_list",
  ]);
  await vendorApi.app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = vendorApi.app.server.address() as { port: number };
  const proxy = await startCountingProxy(`http://127.0.0.1:${port}`);
  const gateway = await startGateway({
    port: 0,
    host: "127.0.0.1",
    vendorApiUrl: proxy.url,
    logLevel: "silent",
    tracing: options.tracing?.gateway,
  });
  const [admin, agent] = await Promise.all([
    loginAs(gateway.url, "admin", "admin123"),
    loginAs(gateway.url, "agent", "agent123"),
  ]);
  return {
    proxy,
    url: gateway.url,
    admin,
    agent,
    run: (query, variables = {}, token = admin) => gql(gateway.url, query, variables, token),
    login: (username, password) => loginAs(gateway.url, username, password),
    db: vendorApi.context.db,
    async runOrderJobs() {
      const { db, secrets, now } = vendorApi.context;
      const worker = startOrderJobWorker({ db, secrets, now, pollMs: 600_000 });
      try {
        return await worker.runOnce();
      } finally {
        await worker.stop();
      }
    },
    async close() {
      await gateway.close();
      await proxy.close();
      await vendorApi.app.close();
      await vendorApi.database.close();
    },
  };
}

type Db = Awaited<ReturnType<typeof prepareVendorApi>>["context"]["db"];

/** A Demo Tours user with a role of its own holding exactly these page permissions. */
async function addUser(db: Db, login: typeof TRIP_EDITOR, roleName: string, pages: string[]): Promise<void> {
  const [role] = await db
    .insert(roles)
    .values({ tenantId: DemoIds.tenants.demoTours, name: roleName, description: pages.join(", ") })
    .returning();
  const granted = await db
    .select({ id: permissions.id })
    .from(permissions)
    .where(and(eq(permissions.type, "page"), inArray(permissions.url, pages)));
  await db.insert(rolePermissions).values(granted.map((entry) => ({ roleId: role.id, permissionId: entry.id })));
  const [user] = await db
    .insert(users)
    .values({
      tenantId: DemoIds.tenants.demoTours,
      username: login.username,
      passwordHash: await hashPassword(login.password),
    })
    .returning();
  await db.insert(userRoles).values({ userId: user.id, roleId: role.id });
}

/** The gateways' public test numbers of the demo cards: none may ever appear in an answer. */
const FULL_CARD_NUMBERS = ["4242424242424242", "4012888888881881", "5555555555554444", "378282246310005"];

export function expectNoFullCardNumber(body: unknown): void {
  const text = JSON.stringify(body);
  for (const number of FULL_CARD_NUMBERS) expect(text).not.toContain(number);
  expect(text).not.toMatch(/\d{13,19}/);
}

export const expectCode = (result: GraphQLResponse, code: string) =>
  expect(result.errors?.[0]?.extensions?.code, JSON.stringify(result.errors)).toBe(code);

export const ORDER = /* GraphQL */ `
  query Order($id: ID!) {
    order(id: $id) {
      id
      orderNumber
      state
      stateCode
      version
      totalAmount
      payAmount
      refundedAmount
      payments {
        id
        paymentType
        amount
        refundedAmount
        refundPendingAmount
        refundableAmount
        refundPayType
        cardNumber
        cardLast4
        payStatus
      }
      tickets {
        id
        ticketNumber
        status
        statusCode
        actionable
      }
      refunds {
        id
        state
        amount
      }
      history {
        action
        operatorName
      }
    }
  }
`;

export const ORDER_IDS = /* GraphQL */ `
  query OrderIds($filter: OrderFilter, $page: PageInput) {
    orders(filter: $filter, page: $page) {
      total
      items {
        id
        orderNumber
        paymentTypes
      }
    }
  }
`;

interface RefundCandidate {
  order: { id: string; orderNumber: string; version: number; payments: Array<Record<string, string>> };
  payment: Record<string, string>;
  tickets: Array<{ id: string; ticketNumber: string; status: string }>;
}

/**
 * A completed Demo Tours order (newest first) with a card payment that has money left to refund and at least
 * `minTickets` actionable tickets; `used` keeps the tests of one file off each other's orders.
 */
export async function refundableOrder(stack: SalesStack, used: Set<string>, minTickets = 1): Promise<RefundCandidate> {
  for (let number = 1; number <= 5; number++) {
    const page = await stack.run(ORDER_IDS, {
      filter: { state: "COMPLETED", paymentType: "CREDIT_CARD" },
      page: { number, size: 50 },
    });
    for (const item of page.data!.orders.items as Array<{ id: string }>) {
      if (used.has(item.id)) continue;
      const order = (await stack.run(ORDER, { id: item.id })).data!.order;
      const payment = order.payments.find(
        (entry: Record<string, string>) => entry.paymentType === "CREDIT_CARD" && Number(entry.refundableAmount) > 0,
      );
      const tickets = order.tickets.filter((ticket: { actionable: boolean }) => ticket.actionable);
      if (payment && tickets.length >= minTickets) {
        used.add(item.id);
        return { order, payment, tickets };
      }
    }
  }
  throw new Error("no refundable demo order left");
}

const CREATE_TRIP = /* GraphQL */ `
  mutation ($input: TripInput!) {
    createTrip(input: $input) {
      id
      version
    }
  }
`;
const PUBLISH = /* GraphQL */ `
  mutation ($id: ID!, $version: Int!) {
    publishTrip(id: $id, version: $version) {
      state
    }
  }
`;

/**
 * A Demo Tours trip of the test's own, published, sold by date and shift with a Morning shift, Adult 30.00 and
 * Child 12.25; `overrides` give its departures (inventories) and change anything else. Its id.
 */
export async function publishedTrip(stack: SalesStack, overrides: Record<string, unknown>): Promise<string> {
  const created = await stack.run(CREATE_TRIP, {
    input: validTripInput({
      pricingType: "BY_PASSENGER_TYPE",
      price: undefined,
      passengerPrices: { adult: "30.00", child: "12.25" },
      inventoryType: "BY_DATE_SHIFT",
      totalQuantity: undefined,
      shifts: [{ name: "Morning", selected: true }],
      ...overrides,
    }),
  });
  expect(created.errors).toBeUndefined();
  const { id, version } = created.data!.createTrip;
  const published = await stack.run(PUBLISH, { id, version });
  expect(published.errors).toBeUndefined();
  return id;
}

/** createBooking's input: two adults on the Morning of `date` for Grace Hopper, paid cash, a new request id. */
export const bookingInput = (tripId: string, date: string, overrides: Record<string, unknown> = {}) => ({
  tripId,
  date,
  shift: "Morning",
  passengers: [{ option: "Adult", count: 2 }],
  contactFirstName: "Grace",
  contactLastName: "Hopper",
  contactEmail: "grace@example.com",
  contactPhone: "+12125550199",
  paymentMethod: "CASH",
  requestId: crypto.randomUUID(),
  ...overrides,
});

/** createBooking asking for what cancelling and moving tickets act on: the order's version and its tickets. */
export const BOOK_WITH_TICKETS = /* GraphQL */ `
  mutation ($input: BookingInput!) {
    createBooking(input: $input) {
      id
      version
      state
      tickets {
        id
        ticketNumber
      }
    }
  }
`;
export type BookedWithTickets = { id: string; version: number; tickets: { id: string; ticketNumber: string }[] };

/** The order a createBooking mutation (the caller's selection) books, failing the test on any error. */
export async function createBooking<T>(
  stack: SalesStack,
  mutation: string,
  input: Record<string, unknown>,
  token?: string,
): Promise<T> {
  const booked = await stack.run(mutation, { input }, token);
  expect(booked.errors).toBeUndefined();
  return booked.data!.createBooking as T;
}

/** Today in Demo Tours' own time zone: the day a payment recorded now is paid on. */
export async function demoToursToday(stack: SalesStack): Promise<string> {
  const [tenant] = await stack.db
    .select({ timeZone: tenants.timeZone })
    .from(tenants)
    .where(eq(tenants.id, DemoIds.tenants.demoTours));
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: tenant.timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date());
}
