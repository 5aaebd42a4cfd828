/**
 * Jobs over many orders and cancelling a departure through the gateway (docs/sales-contract.md, "Jobs over many
 * orders"; docs/catalogue-contract.md section 7) against the real vendor API: the previews, starting a job over picked
 * rows or a filter, its progress and items (their order numbers in the one items call), the refusals as field errors
 * (the gateway's own before any upstream call, the vendor API's on the same fields), the permission directives and the
 * kind's own permission, and a departure cancelled: shown cancelled, refusing bookings, its orders cancelled.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readAccessRules } from "../../gateway/src/auth/permission-directives";
import { buildGatewaySchema } from "../../gateway/src/build-schema";
import { column, exportFile, readCsv } from "./support/export-files";
import { fieldMessages } from "./support/graphql-client";
import {
  BOOK_WITH_TICKETS,
  bookingInput,
  createBooking,
  expectCode,
  publishedTrip,
  SALES_VIEWER,
  startSalesStack,
  type BookedWithTickets,
  type SalesStack,
} from "./support/sales";

let stack: SalesStack;
let tripId: string;

const PREVIEW = `query ($kind: OrderJobKind!, $selection: OrderSelectionInput!) {
  orderJobPreview(kind: $kind, selection: $selection) { total eligible refund }
}`;
const START = `mutation ($input: StartOrderJobInput!) {
  startOrderJob(input: $input) { id kind state total succeeded failed skipped pending subject creator createdAt }
}`;
const JOB = `query ($id: ID!, $state: OrderJobItemState) {
  orderJob(id: $id) {
    id kind state total succeeded failed skipped pending finishedAt
    departure { tripId tripName date shift }
    items(state: $state, page: { number: 1, size: 50 }) { total items { orderId orderNumber state reason reasonKey } }
  }
}`;
const JOBS = `query { orderJobs(page: { number: 1, size: 5 }) { total items { id kind state } } }`;
const DEPARTURE_PREVIEW = `query ($departure: DepartureInput!) {
  departureCancelPreview(departure: $departure) { total eligible refund }
}`;
const CANCEL_DEPARTURE = `mutation ($input: CancelDepartureInput!) {
  cancelDeparture(input: $input) { id kind state total subject departure { tripId date shift } }
}`;
const DEPARTURES = `query ($from: String!, $to: String!, $tripIds: [ID!]) {
  departures(from: $from, to: $to, tripIds: $tripIds) { tripId date shiftName cancelled cancellationJobId }
}`;

const book = (date: string, overrides: Record<string, unknown> = {}) =>
  createBooking<BookedWithTickets & { orderNumber?: string }>(
    stack,
    BOOK_WITH_TICKETS,
    bookingInput(tripId, date, overrides),
  );

beforeAll(async () => {
  stack = await startSalesStack();
  tripId = await publishedTrip(stack, {
    inventories: [
      { date: "2030-08-01", shift: "Morning", quantity: 20 },
      { date: "2030-08-02", shift: "Morning", quantity: 20 },
    ],
  });
});
afterAll(() => stack?.close());

describe("jobs over many orders", () => {
  it("declares its permissions: the order list's page and each kind's own, reading for any job reader", async () => {
    const schema = await buildGatewaySchema();
    const rule = (type: "Query" | "Mutation", name: string) =>
      readAccessRules(
        schema,
        (type === "Query" ? schema.getQueryType()! : schema.getMutationType()!).getFields()[name],
      );
    expect(rule("Query", "orderJobPreview")).toEqual([{ kind: "permission", type: "page", url: "order_list" }]);
    expect(rule("Mutation", "startOrderJob")).toEqual([{ kind: "permission", type: "page", url: "order_list" }]);
    expect(rule("Query", "departureCancelPreview")).toEqual([
      { kind: "permission", type: "cmd", url: "/departure/cancel" },
    ]);
    expect(rule("Mutation", "cancelDeparture")).toEqual([
      { kind: "permission", type: "cmd", url: "/departure/cancel" },
    ]);
    expect(rule("Query", "orderJob")).toEqual([{ kind: "authenticated" }]);
    expect(rule("Query", "orderJobs")).toEqual([{ kind: "authenticated" }]);
  });

  it("previews, starts and runs a resend over picked orders; the items name their orders in one call", async () => {
    const orders = [await book("2030-08-02"), await book("2030-08-02")];
    const selection = { orderIds: orders.map((order) => order.id) };
    const preview = await stack.run(PREVIEW, { kind: "RESEND_CONFIRMATIONS", selection });
    expect(preview.errors).toBeUndefined();
    expect(preview.data!.orderJobPreview).toEqual({ total: 2, eligible: 2, refund: null });
    const started = await stack.run(START, { input: { kind: "RESEND_CONFIRMATIONS", selection, expectedCount: 2 } });
    expect(started.errors).toBeUndefined();
    expect(started.data!.startOrderJob).toMatchObject({
      kind: "RESEND_CONFIRMATIONS",
      state: "PENDING",
      total: 2,
      pending: 2,
      subject: null,
      creator: "admin",
    });
    await stack.runOrderJobs();
    const calls = stack.proxy.calls.length;
    const job = await stack.run(JOB, { id: started.data!.startOrderJob.id });
    expect(job.errors).toBeUndefined();
    expect(job.data!.orderJob).toMatchObject({ state: "DONE", succeeded: 2, pending: 0, departure: null });
    expect(job.data!.orderJob.finishedAt).not.toBeNull();
    const items = job.data!.orderJob.items;
    expect(items.total).toBe(2);
    expect(items.items.map((item: { orderId: string }) => item.orderId).sort()).toEqual(selection.orderIds.sort());
    expect(
      items.items.every(
        (item: { orderNumber: string; state: string }) => item.orderNumber.startsWith("BK") && item.state === "DONE",
      ),
    ).toBe(true);
    // One call for the job, one for all its items' order numbers (no call per order).
    expect(
      stack.proxy.calls
        .slice(calls)
        .map((call) => call.path)
        .filter((path) => path.startsWith("/order/")),
    ).toEqual(["/order/job/get", "/order/job/items"]);
    const jobs = await stack.run(JOBS);
    expect(jobs.data!.orderJobs.items[0]).toMatchObject({ id: started.data!.startOrderJob.id, state: "DONE" });
  });

  it("refuses bad input as field errors: its own before any call, the vendor API's on the same fields", async () => {
    const order = await book("2030-08-02");
    const calls = stack.proxy.calls.length;
    const both = await stack.run(PREVIEW, { kind: "CANCEL_ORDERS", selection: { orderIds: [order.id], filter: {} } });
    expectCode(both, "BAD_USER_INPUT");
    expect(Object.keys(fieldMessages(both.errors![0]))).toEqual(["orderIds"]);
    const message = await stack.run(START, {
      input: {
        kind: "MESSAGE_CUSTOMERS",
        selection: { orderIds: [order.id] },
        expectedCount: 1,
        subject: "",
        text: "",
      },
    });
    expect(Object.keys(fieldMessages(message.errors![0])).sort()).toEqual(["subject", "text"]);
    const departureKind = await stack.run(PREVIEW, { kind: "CANCEL_DEPARTURE", selection: { orderIds: [order.id] } });
    expect(Object.keys(fieldMessages(departureKind.errors![0]))).toEqual(["kind"]);
    expect(stack.proxy.calls.length).toBe(calls);

    const stale = await stack.run(START, {
      input: { kind: "CANCEL_ORDERS", selection: { filter: { orderNumber: "NO-SUCH-ORDER" } }, expectedCount: 3 },
    });
    expectCode(stale, "BAD_USER_INPUT");
    expect(stale.errors![0].extensions!.fields).toEqual([
      expect.objectContaining({ field: "expectedCount", rule: "orderJob.countChanged", params: { count: 0 } }),
    ]);
    const unknown = await stack.run(PREVIEW, { kind: "CANCEL_ORDERS", selection: { orderIds: ["999999999"] } });
    expectCode(unknown, "UPSTREAM_ERROR");
    expect(unknown.errors![0].extensions).toMatchObject({ upstreamCode: 20404, key: "notFound" });
  });

  it("needs each kind's permission: the viewer reads jobs but starts none, the agent starts them", async () => {
    const order = await book("2030-08-02");
    const selection = { orderIds: [order.id] };
    const viewer = await stack.login(SALES_VIEWER.username, SALES_VIEWER.password);
    expectCode(await stack.run(PREVIEW, { kind: "RESEND_CONFIRMATIONS", selection }, viewer), "FORBIDDEN");
    expectCode(
      await stack.run(START, { input: { kind: "CANCEL_ORDERS", selection, expectedCount: 1 } }, viewer),
      "FORBIDDEN",
    );
    expect((await stack.run(JOBS, {}, viewer)).errors).toBeUndefined();
    const agent = await stack.run(PREVIEW, { kind: "CANCEL_ORDERS", selection }, stack.agent);
    expect(agent.data!.orderJobPreview).toEqual({ total: 1, eligible: 1, refund: "64.00" });
    expectCode(
      await stack.run(DEPARTURE_PREVIEW, { departure: { tripId, date: "2030-08-01", shift: "Morning" } }, stack.agent),
      "FORBIDDEN",
    );
  });
});

describe("exporting the rows picked", () => {
  it("downloads exactly the orders named in orderIds (comma-separated), in the list's order", async () => {
    const picked = [await book("2030-08-02"), await book("2030-08-02")];
    const numbers = await stack.run(
      `query ($filter: OrderFilter) { orders(filter: $filter) { total items { id orderNumber } } }`,
      { filter: { orderIds: picked.map((order) => order.id) } },
    );
    expect(numbers.data!.orders.total).toBe(2);
    const response = await exportFile(
      stack.url,
      "orders.csv",
      { orderIds: picked.map((order) => order.id).join(",") },
      stack.admin,
    );
    expect(response.status).toBe(200);
    expect(column(await readCsv(response), "Order number")).toEqual(
      numbers.data!.orders.items.map((order: { orderNumber: string }) => order.orderNumber),
    );
    const tooMany = await exportFile(
      stack.url,
      "orders.csv",
      { orderIds: Array.from({ length: 1001 }, (_, index) => index + 1).join(",") },
      stack.admin,
    );
    expect(tooMany.status).toBe(400);
  });
});

describe("cancelling a departure", () => {
  it("shows it cancelled, refuses bookings on it and cancels its orders with a full refund", async () => {
    const orders = [await book("2030-08-01"), await book("2030-08-01")];
    const departure = { tripId, date: "2030-08-01", shift: "Morning" };
    // Each booking paid 64.00 (two adults at 30.00 and Demo Tours' booking fee): all of it goes back.
    const preview = await stack.run(DEPARTURE_PREVIEW, { departure });
    expect(preview.data!.departureCancelPreview).toEqual({ total: 2, eligible: 2, refund: "128.00" });
    const input = { departure, expectedCount: 2, subject: "Tour cancelled", text: "High winds: the boat stays in." };
    const cancelled = await stack.run(CANCEL_DEPARTURE, { input });
    expect(cancelled.errors).toBeUndefined();
    const job = cancelled.data!.cancelDeparture;
    expect(job).toMatchObject({ kind: "CANCEL_DEPARTURE", total: 2, subject: "Tour cancelled" });
    expect(job.departure).toEqual({ tripId, date: "2030-08-01", shift: "Morning" });

    const listed = await stack.run(DEPARTURES, { from: "2030-08-01", to: "2030-08-02", tripIds: [tripId] });
    expect(listed.data!.departures).toEqual([
      { tripId, date: "2030-08-01", shiftName: "Morning", cancelled: true, cancellationJobId: job.id },
      { tripId, date: "2030-08-02", shiftName: "Morning", cancelled: false, cancellationJobId: null },
    ]);
    const booking = await stack.run(BOOK_WITH_TICKETS, { input: bookingInput(tripId, "2030-08-01") });
    expectCode(booking, "BAD_USER_INPUT");
    expect(booking.errors![0].extensions!.fields).toEqual([
      expect.objectContaining({ field: "shift", rule: "departure.cancelled" }),
    ]);
    const again = await stack.run(CANCEL_DEPARTURE, { input });
    expect(again.errors![0].extensions!.fields).toEqual([
      expect.objectContaining({ field: "date", rule: "departure.alreadyCancelled" }),
    ]);

    await stack.runOrderJobs();
    const done = await stack.run(JOB, { id: job.id });
    expect(done.data!.orderJob).toMatchObject({ state: "DONE", succeeded: 2, failed: 0, skipped: 0 });
    expect(done.data!.orderJob.items.items.map((item: { orderId: string }) => item.orderId).sort()).toEqual(
      orders.map((order) => order.id).sort(),
    );
  });
});
