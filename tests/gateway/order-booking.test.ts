/**
 * Bookings taken in the console through the gateway (docs/sales-contract.md, "Bookings taken in the console"): the
 * trips on sale, a departure's prices and seats, the quote and createBooking against the real vendor API; the shared
 * rules refusing before any upstream call, the vendor API's refusals as BAD_USER_INPUT on the same fields, a retried
 * submit, and the permission directive.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readAccessRules } from "../../gateway/src/auth/permission-directives";
import { buildGatewaySchema } from "../../gateway/src/build-schema";
import { fieldMessages } from "./support/graphql-client";
import { bookingInput, publishedTrip, SALES_VIEWER, startSalesStack, type SalesStack } from "./support/sales";

let stack: SalesStack;
let tripId: string;

const TRIPS = `{ bookableTrips { id code name inventoryType } }`;
const DEPARTURE = `query ($tripId: ID!, $date: String!) {
  bookingDeparture(tripId: $tripId, date: $date) {
    trip { id inventoryType } available shifts { name capacity available } options { name passengerType price }
  }
}`;
const QUOTE = `query ($input: BookingQuoteInput!) {
  bookingQuote(input: $input) { lines { option quantity unitPrice amount } subtotal discount bookingFee total due couponCode }
}`;
const BOOK = `mutation ($input: BookingInput!) {
  createBooking(input: $input) {
    id orderNumber state creator totalAmount payAmount paymentTypes
    contact { firstName email phone }
    tickets { ticketNumber code status passengerType }
    history { action operatorName }
  }
}`;

const departure = { tripId: "", date: "2030-06-01", shift: "Morning" };
const booking = (overrides: Record<string, unknown> = {}) =>
  bookingInput(tripId, departure.date, {
    passengers: [
      { option: "Adult", count: 2 },
      { option: "Child", count: 1 },
    ],
    ...overrides,
  });

beforeAll(async () => {
  stack = await startSalesStack();
  tripId = await publishedTrip(stack, {
    inventories: [{ date: "2030-06-01", shift: "Morning", quantity: 4 }],
  });
});
afterAll(() => stack?.close());

describe("createBooking", () => {
  it("offers the trip, prices the booking and books it with its tickets and history", async () => {
    const trips = await stack.run(TRIPS);
    expect(trips.data!.bookableTrips).toContainEqual(
      expect.objectContaining({ id: tripId, inventoryType: "BY_DATE_SHIFT" }),
    );
    const offer = await stack.run(DEPARTURE, { tripId, date: "2030-06-01" });
    expect(offer.data!.bookingDeparture).toEqual({
      trip: { id: tripId, inventoryType: "BY_DATE_SHIFT" },
      available: null,
      shifts: [{ name: "Morning", capacity: 4, available: 4 }],
      options: [
        { name: "Adult", passengerType: "ADULT", price: "30.00" },
        { name: "Child", passengerType: "CHILD", price: "12.25" },
      ],
    });
    const { contactFirstName, contactLastName, contactPhone, paymentMethod, requestId, ...quoteInput } = booking();
    void [contactFirstName, contactLastName, contactPhone, paymentMethod, requestId];
    const quote = await stack.run(QUOTE, { input: quoteInput });
    expect(quote.errors).toBeUndefined();
    // The Demo Tours booking fee applies as configured: whatever it is, the booking is charged the quoted total.
    const priced = quote.data!.bookingQuote;
    expect(priced).toMatchObject({ subtotal: "72.25", discount: "0.00", couponCode: null });

    const calls = stack.proxy.calls.length;
    const input = booking();
    const booked = await stack.run(BOOK, { input });
    expect(booked.errors).toBeUndefined();
    expect(stack.proxy.calls.length - calls).toBe(1);
    const order = booked.data!.createBooking;
    expect(order).toMatchObject({
      state: "COMPLETED",
      creator: "admin",
      totalAmount: priced.total,
      payAmount: priced.due,
      paymentTypes: ["CASH"],
      contact: { firstName: "Grace", email: "grace@example.com", phone: "+12125550199" },
    });
    expect(order.tickets.map((ticket: { passengerType: string }) => ticket.passengerType).sort()).toEqual([
      "ADULT",
      "ADULT",
      "CHILD",
    ]);
    for (const ticket of order.tickets) expect(ticket.code).toMatch(new RegExp(`^VT1\\.${ticket.ticketNumber}\\.`));
    expect(order.history[0]).toEqual({ action: "CREATE", operatorName: "admin" });

    const retried = await stack.run(BOOK, { input });
    expect(retried.data!.createBooking.id).toBe(order.id);
    const after = await stack.run(DEPARTURE, { tripId, date: "2030-06-01" });
    expect(after.data!.bookingDeparture.shifts[0].available).toBe(1);
  });

  it("refuses input with the shared rules before calling upstream, and words the vendor API's refusals on their fields", async () => {
    const calls = stack.proxy.calls.length;
    const bad = await stack.run(BOOK, {
      input: booking({
        contactEmail: "nope",
        contactPhone: "1",
        passengers: [{ option: "Adult", count: 0 }],
        date: "2030-13-01",
      }),
    });
    expect(bad.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    expect(fieldMessages(bad.errors?.[0])).toEqual({
      contactEmail: "Invalid email",
      contactPhone: "Invalid phone",
      passengers: "Choose at least one ticket",
      date: "Invalid date",
    });
    expect(stack.proxy.calls.length).toBe(calls);

    const soldOut = await stack.run(BOOK, { input: booking({ passengers: [{ option: "Adult", count: 2 }] }) });
    expect(soldOut.errors?.[0].extensions).toMatchObject({ code: "BAD_USER_INPUT", upstreamCode: 20001 });
    expect(fieldMessages(soldOut.errors?.[0])).toEqual({ passengers: "Not enough seats left: 1 available" });
    const coupon = await stack.run(QUOTE, {
      input: { ...departure, tripId, passengers: [{ option: "Adult", count: 1 }], couponCode: "NOSUCH9" },
    });
    expect(fieldMessages(coupon.errors?.[0])).toEqual({ couponCode: "Unknown coupon code" });
    const theirs = await stack.run(BOOK, { input: booking({ tripId: "999999" }) });
    expect(fieldMessages(theirs.errors?.[0])).toEqual({ tripId: "This trip is not on sale" });
  });

  it("declares the booking's cmd on every booking field of the schema", async () => {
    const schema = await buildGatewaySchema();
    const cmd = [{ kind: "permission", type: "cmd", url: "/order/book" }];
    for (const name of ["bookableTrips", "bookingDeparture", "bookingQuote"])
      expect(readAccessRules(schema, schema.getQueryType()!.getFields()[name])).toEqual(cmd);
    expect(readAccessRules(schema, schema.getMutationType()!.getFields().createBooking)).toEqual(cmd);
  });

  it("needs the booking permission on every field; the sales agent holds it", async () => {
    const viewer = await stack.login(SALES_VIEWER.username, SALES_VIEWER.password);
    const calls = stack.proxy.calls.length;
    for (const [query, variables] of [
      [TRIPS, {}],
      [DEPARTURE, { tripId, date: "2030-06-01" }],
      [QUOTE, { input: { ...departure, tripId, passengers: [{ option: "Adult", count: 1 }] } }],
      [BOOK, { input: booking({ passengers: [{ option: "Adult", count: 1 }] }) }],
    ] as const) {
      const answer = await stack.run(query, variables, viewer);
      expect(answer.errors?.[0].extensions?.code, query).toBe("FORBIDDEN");
    }
    // Refused by the gateway: none of them reached the vendor API's booking calls.
    expect(stack.proxy.calls.slice(calls).filter((call) => call.path.startsWith("/order/"))).toEqual([]);
    const booked = await stack.run(
      BOOK,
      { input: booking({ passengers: [{ option: "Adult", count: 1 }] }) },
      stack.agent,
    );
    expect(booked.errors).toBeUndefined();
    expect(booked.data!.createBooking).toMatchObject({ creator: "agent", state: "COMPLETED" });
  });
});
