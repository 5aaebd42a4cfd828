/**
 * moveOrderTicketsQuote and moveOrderTickets through the gateway (docs/sales-contract.md section 14) against the real
 * vendor API: the quote, a move of one ticket of a paid booking, the shared rules refusing before any upstream call,
 * the vendor API's refusals as BAD_USER_INPUT on the same fields, STALE_DATA, and the permissions (the sales agent
 * moves, a viewer is FORBIDDEN).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readAccessRules } from "../../gateway/src/auth/permission-directives";
import { buildGatewaySchema } from "../../gateway/src/build-schema";
import { fieldMessages } from "./support/graphql-client";
import {
  BOOK_WITH_TICKETS,
  bookingInput,
  createBooking,
  publishedTrip,
  SALES_VIEWER,
  startSalesStack,
  type BookedWithTickets,
  type SalesStack,
} from "./support/sales";

let stack: SalesStack;
let tripId: string;

const QUOTE = `query ($orderId: ID!, $ticketIds: [ID!]!, $date: String!, $shift: String) {
  moveOrderTicketsQuote(orderId: $orderId, ticketIds: $ticketIds, date: $date, shift: $shift) {
    tickets { ticketId ticketNumber date shift } feeType fee collectedNow seatsLeft movable shifts { name available }
  }
}`;
const TRIP_QUOTE = `query ($orderId: ID!, $ticketIds: [ID!]!, $date: String!, $shift: String, $tripId: ID,
    $priceMode: MovePriceMode, $options: [OrderMoveTicketOptionInput!]) {
  moveOrderTicketsQuote(orderId: $orderId, ticketIds: $ticketIds, date: $date, shift: $shift, tripId: $tripId,
      priceMode: $priceMode, options: $options) {
    tripId tickets { ticketId option price newPrice } fee difference collectedNow cashNow refund movable
    options { name price }
  }
}`;
const MOVE = `mutation ($orderId: ID!, $version: Int!, $input: OrderMoveInput!) {
  moveOrderTickets(orderId: $orderId, version: $version, input: $input) {
    id version rescheduleFee totalAmount refundedAmount
    tickets { id ticketNumber date shift status tripId option price }
    history { action amount ticketNumbers }
  }
}`;

const book = () => createBooking<BookedWithTickets>(stack, BOOK_WITH_TICKETS, bookingInput(tripId, "2030-07-01"));

beforeAll(async () => {
  stack = await startSalesStack();
  tripId = await publishedTrip(stack, {
    passengerPrices: { adult: "30.00" },
    shifts: [
      { name: "Morning", selected: true },
      { name: "Evening", selected: true },
    ],
    inventories: [
      { date: "2030-07-01", shift: "Morning", quantity: 20 },
      { date: "2030-07-02", shift: "Evening", quantity: 20 },
    ],
    rescheduleFeeType: "PER_TICKET",
    rescheduleFee: "3.50",
  });
});
afterAll(() => stack?.close());

const target = { date: "2030-07-02", shift: "Evening" };

describe("moving tickets to another departure", () => {
  it("quotes and moves one ticket: a new number on the new departure, the fee on the order, a RESCHEDULE line", async () => {
    const order = await book();
    const [first, second] = order.tickets;
    const quote = await stack.run(QUOTE, { orderId: order.id, ticketIds: [second.id], ...target });
    expect(quote.errors).toBeUndefined();
    expect(quote.data!.moveOrderTicketsQuote).toEqual({
      tickets: [{ ticketId: second.id, ticketNumber: second.ticketNumber, date: "2030-07-01", shift: "Morning" }],
      feeType: "PER_TICKET",
      fee: "3.50",
      collectedNow: true,
      seatsLeft: 20,
      movable: true,
      shifts: [{ name: "Evening", available: 20 }],
    });
    const calls = stack.proxy.calls.length;
    const moved = await stack.run(MOVE, {
      orderId: order.id,
      version: order.version,
      input: { ticketIds: [second.id], ...target, notifyCustomer: false },
    });
    expect(moved.errors).toBeUndefined();
    expect(stack.proxy.calls.slice(calls).map((call) => call.path)).toEqual(["/order/move"]);
    const after = moved.data!.moveOrderTickets;
    expect(after).toMatchObject({ version: order.version + 1, rescheduleFee: "3.50" });
    const now = after.tickets.find((ticket: { id: string }) => ticket.id === second.id);
    expect(now).toMatchObject({ date: "2030-07-02", shift: "Evening", status: "NORMAL" });
    expect(now.ticketNumber).not.toBe(second.ticketNumber);
    expect(after.tickets.find((ticket: { id: string }) => ticket.id === first.id)).toMatchObject({
      ticketNumber: first.ticketNumber,
      date: "2030-07-01",
    });
    expect(after.history.at(-1)).toEqual({
      action: "RESCHEDULE",
      amount: "3.50",
      ticketNumbers: [`${second.ticketNumber} → ${now.ticketNumber}`],
    });
  });

  it("refuses bad input on its fields, before the vendor API where the rules tell, and a stale version", async () => {
    const order = await book();
    const calls = stack.proxy.calls.length;
    const local = await stack.run(MOVE, {
      orderId: order.id,
      version: order.version,
      input: { ticketIds: [], date: "2030-02-30" },
    });
    expect(local.errors?.[0].extensions?.code, JSON.stringify(local.errors)).toBe("BAD_USER_INPUT");
    expect(fieldMessages(local.errors?.[0])).toEqual({ ticketIds: "Required", date: expect.any(String) });
    expect(stack.proxy.calls.length).toBe(calls);

    const same = await stack.run(MOVE, {
      orderId: order.id,
      version: order.version,
      input: { ticketIds: [order.tickets[0].id], date: "2030-07-01", shift: "Morning" },
    });
    expect(fieldMessages(same.errors?.[0])).toEqual({
      ticketIds: `The tickets already travel on this departure: ${order.tickets[0].ticketNumber}`,
    });
    const noShift = await stack.run(MOVE, {
      orderId: order.id,
      version: order.version,
      input: { ticketIds: [order.tickets[0].id], date: "2030-07-02" },
    });
    expect(fieldMessages(noShift.errors?.[0])).toEqual({ shift: "Required" });
    const stale = await stack.run(MOVE, {
      orderId: order.id,
      version: order.version + 3,
      input: { ticketIds: [order.tickets[0].id], ...target },
    });
    expect(stale.errors?.[0].extensions?.code).toBe("STALE_DATA");
    const quoted = await stack.run(QUOTE, { orderId: order.id, ticketIds: ["999999999"], ...target });
    expect(fieldMessages(quoted.errors?.[0])).toEqual({ ticketIds: "Not a ticket of this order" });
  });

  it("declares its permissions; a viewer is FORBIDDEN, the agent moves", async () => {
    const schema = await buildGatewaySchema();
    expect(readAccessRules(schema, schema.getMutationType()!.getFields().moveOrderTickets)).toEqual([
      { kind: "permission", type: "cmd", url: "/order/move" },
    ]);
    expect(readAccessRules(schema, schema.getQueryType()!.getFields().moveOrderTicketsQuote)).toEqual([
      { kind: "permission", type: "cmd", url: "/order/move" },
    ]);
    const order = await book();
    const viewer = await stack.login(SALES_VIEWER.username, SALES_VIEWER.password);
    const calls = stack.proxy.calls.length;
    const input = { ticketIds: [order.tickets[0].id], ...target };
    const refused = await stack.run(MOVE, { orderId: order.id, version: order.version, input }, viewer);
    expect(refused.errors?.[0].extensions?.code).toBe("FORBIDDEN");
    const quote = await stack.run(QUOTE, { orderId: order.id, ...input }, viewer);
    expect(quote.errors?.[0].extensions?.code).toBe("FORBIDDEN");
    expect(stack.proxy.calls.slice(calls).filter((call) => call.path.startsWith("/order/"))).toEqual([]);

    const moved = await stack.run(MOVE, { orderId: order.id, version: order.version, input }, stack.agent);
    expect(moved.errors).toBeUndefined();
    expect(moved.data!.moveOrderTickets.rescheduleFee).toBe("3.50");
  });
});

describe("moving tickets to another trip", () => {
  let otherTripId: string;
  beforeAll(async () => {
    otherTripId = await publishedTrip(stack, {
      passengerPrices: { adult: "20.00", child: "8.00" },
      shifts: [{ name: "Morning", selected: true }],
      inventories: [{ date: "2030-07-03", shift: "Morning", quantity: 5 }],
    });
  });
  const onto = (ticketIds: string[], option?: string, priceMode?: string) => ({
    ticketIds,
    date: "2030-07-03",
    shift: "Morning",
    tripId: otherTripId,
    ...(priceMode ? { priceMode } : {}),
    ...(option ? { options: ticketIds.map((ticketId) => ({ ticketId, option })) } : {}),
  });

  it("lists the trips, offers their options, quotes the difference and moves at the chosen price", async () => {
    const trips = await stack.run(`query { moveOrderTargetTrips { id name } }`, {});
    expect(trips.errors).toBeUndefined();
    expect(trips.data!.moveOrderTargetTrips).toContainEqual(expect.objectContaining({ id: otherTripId }));
    const order = await book();
    const [first, second] = order.tickets;
    const offer = await stack.run(TRIP_QUOTE, { orderId: order.id, ...onto([first.id]) });
    expect(offer.errors).toBeUndefined();
    expect(offer.data!.moveOrderTicketsQuote).toMatchObject({
      tripId: otherTripId,
      movable: false,
      options: [
        { name: "Adult", price: "20.00" },
        { name: "Child", price: "8.00" },
      ],
    });
    const cheaper = await stack.run(TRIP_QUOTE, { orderId: order.id, ...onto([first.id], "Child", "CHOSEN") });
    expect(cheaper.data!.moveOrderTicketsQuote).toMatchObject({
      tickets: [{ ticketId: first.id, option: "Child", price: "30.00", newPrice: "8.00" }],
      difference: "-22.00",
      collectedNow: false,
      cashNow: "0.00",
      refund: "22.00",
      movable: true,
    });
    const same = await stack.run(TRIP_QUOTE, { orderId: order.id, ...onto([first.id], "Child", "SAME") });
    expect(same.data!.moveOrderTicketsQuote).toMatchObject({ difference: "0.00", refund: "0.00" });

    const moved = await stack.run(MOVE, {
      orderId: order.id,
      version: order.version,
      input: { ...onto([first.id], "Child", "CHOSEN"), notifyCustomer: false },
    });
    expect(moved.errors).toBeUndefined();
    const after = moved.data!.moveOrderTickets;
    // 60.00 of tickets and the tenant's 4.00 booking fee, less the 22.00 given back in cash at once.
    expect(after).toMatchObject({ totalAmount: "42.00", refundedAmount: "22.00" });
    expect(after.tickets.find((ticket: { id: string }) => ticket.id === first.id)).toMatchObject({
      tripId: otherTripId,
      option: "Child",
      price: "8.00",
      date: "2030-07-03",
    });
    expect(after.tickets.find((ticket: { id: string }) => ticket.id === second.id)).toMatchObject({ tripId });
  });

  it("refuses a missing price mode before the vendor API, and its refusals on the same fields", async () => {
    const order = await book();
    const [first] = order.tickets;
    const calls = stack.proxy.calls.length;
    const local = await stack.run(MOVE, { orderId: order.id, version: order.version, input: onto([first.id]) });
    expect(fieldMessages(local.errors?.[0])).toEqual({ priceMode: "Required", options: "Required" });
    expect(stack.proxy.calls.length).toBe(calls);
    const unknown = await stack.run(MOVE, {
      orderId: order.id,
      version: order.version,
      input: { ...onto([first.id], "Adult", "SAME"), tripId: "999999999" },
    });
    expect(fieldMessages(unknown.errors?.[0])).toEqual({ tripId: "Not a trip of yours" });
    const option = await stack.run(MOVE, {
      orderId: order.id,
      version: order.version,
      input: onto([first.id], "Senior", "SAME"),
    });
    expect(fieldMessages(option.errors?.[0])).toEqual({ options: "Not a price option of the new trip: Senior" });
    const schema = await buildGatewaySchema();
    expect(readAccessRules(schema, schema.getQueryType()!.getFields().moveOrderTargetTrips)).toEqual([
      { kind: "permission", type: "cmd", url: "/order/move" },
    ]);
  });
});
