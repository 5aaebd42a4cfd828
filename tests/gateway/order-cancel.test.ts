/**
 * cancelOrderQuote and cancelOrderTickets through the gateway (docs/sales-contract.md section 13) against the real
 * vendor API: the quote, a partial then a whole cancellation of a paid booking, the shared rules refusing before any
 * upstream call, the vendor API's refusals as BAD_USER_INPUT on the same fields, STALE_DATA, and the permissions (the
 * sales agent cancels at the trip's charge but sets none of their own).
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

const QUOTE = `query ($orderId: ID!, $ticketIds: [ID!]!) {
  cancelOrderQuote(orderId: $orderId, ticketIds: $ticketIds) {
    tickets { ticketNumber price charge } paid charge refund cancelsOrder totalAfter balanceAfter
    refunds { paymentType refundable amount settledAtOnce }
  }
}`;
const CANCEL = `mutation ($orderId: ID!, $version: Int!, $input: OrderCancelInput!) {
  cancelOrderTickets(orderId: $orderId, version: $version, input: $input) {
    id version state refundedAmount totalAmount balance
    tickets { status }
    refunds { amount state }
    history { action amount ticketNumbers }
  }
}`;

const book = () => createBooking<BookedWithTickets>(stack, BOOK_WITH_TICKETS, bookingInput(tripId, "2030-07-01"));

beforeAll(async () => {
  stack = await startSalesStack();
  tripId = await publishedTrip(stack, {
    inventories: [{ date: "2030-07-01", shift: "Morning", quantity: 20 }],
    cancellationType: "PERCENTAGE",
    cancellationPercentage: 20,
  });
});
afterAll(() => stack?.close());

describe("cancelling tickets", () => {
  it("quotes, cancels one ticket (the cash refunded at once), then the last one cancels the order", async () => {
    const order = await book();
    const [first, second] = order.tickets;
    const quote = await stack.run(QUOTE, { orderId: order.id, ticketIds: [second.id] });
    expect(quote.errors).toBeUndefined();
    expect(quote.data!.cancelOrderQuote).toEqual({
      tickets: [{ ticketNumber: second.ticketNumber, price: "30.00", charge: "6.00" }],
      paid: "30.00",
      charge: "6.00",
      refund: "24.00",
      cancelsOrder: false,
      // The booking fee (4.00) is paid too: it goes back with the last ticket.
      refunds: [{ paymentType: "CASH", refundable: "64.00", amount: "24.00", settledAtOnce: true }],
      // A paid order's total stays: what goes back is its refunds.
      totalAfter: "64.00",
      balanceAfter: "0.00",
    });
    const calls = stack.proxy.calls.length;
    const partial = await stack.run(CANCEL, {
      orderId: order.id,
      version: order.version,
      input: { ticketIds: [second.id], notifyCustomer: false },
    });
    expect(partial.errors).toBeUndefined();
    expect(stack.proxy.calls.slice(calls).map((call) => call.path)).toEqual(["/order/cancel"]);
    const after = partial.data!.cancelOrderTickets;
    expect(after).toMatchObject({
      state: "COMPLETED",
      refundedAmount: "24.00",
      tickets: [{ status: "NORMAL" }, { status: "REFUND_VOID" }],
      refunds: [{ amount: "24.00", state: "COMPLETED" }],
    });
    expect(after.history.at(-1)).toEqual({ action: "CANCEL", amount: "6.00", ticketNumbers: [second.ticketNumber] });

    const whole = await stack.run(CANCEL, {
      orderId: order.id,
      version: after.version,
      input: { ticketIds: [first.id], chargeOverride: "0.00" },
    });
    expect(whole.errors).toBeUndefined();
    expect(whole.data!.cancelOrderTickets).toMatchObject({
      // The last ticket takes back its price and the booking fee: the first one's charge stays kept.
      refundedAmount: "58.00",
      tickets: [{ status: "REFUND_VOID" }, { status: "REFUND_VOID" }],
    });
  });

  it("cancels part of an unpaid order: its total and balance drop by the price less the charge", async () => {
    const order = await createBooking<BookedWithTickets>(
      stack,
      BOOK_WITH_TICKETS,
      bookingInput(tripId, "2030-07-01", { paymentMethod: "INVOICE" }),
    );
    const ticketIds = [order.tickets[0].id];
    const quoted = await stack.run(QUOTE, { orderId: order.id, ticketIds });
    expect(quoted.errors).toBeUndefined();
    const quote = quoted.data!.cancelOrderQuote;
    const cents = (money: string) => Math.round(Number(money) * 100);
    // The charge is 20 % of the ticket's price and stays owed: nothing was paid, so nothing goes back.
    expect(cents(quote.charge)).toBe(Math.floor(cents(quote.tickets[0].price) / 5));
    expect(quote).toMatchObject({ refund: "0.00", cancelsOrder: false, balanceAfter: quote.totalAfter });
    const cancelled = await stack.run(CANCEL, {
      orderId: order.id,
      version: order.version,
      input: { ticketIds, notifyCustomer: false },
    });
    expect(cancelled.errors).toBeUndefined();
    expect(cancelled.data!.cancelOrderTickets).toMatchObject({
      state: "UNPAID",
      totalAmount: quote.totalAfter,
      balance: quote.balanceAfter,
      tickets: [{ status: "REFUND_VOID" }, { status: "NORMAL" }],
    });
  });

  it("refuses bad input on its fields, before the vendor API where the rules tell, and a stale version", async () => {
    const order = await book();
    const calls = stack.proxy.calls.length;
    const local = await stack.run(CANCEL, {
      orderId: order.id,
      version: order.version,
      input: { ticketIds: [], chargeOverride: "1.234" },
    });
    expect(local.errors?.[0].extensions?.code, JSON.stringify(local.errors)).toBe("BAD_USER_INPUT");
    expect(fieldMessages(local.errors?.[0])).toEqual({ ticketIds: "Required", chargeOverride: "Invalid price" });
    expect(stack.proxy.calls.length).toBe(calls);

    const over = await stack.run(CANCEL, {
      orderId: order.id,
      version: order.version,
      input: { ticketIds: [order.tickets[0].id], chargeOverride: "30.01" },
    });
    expect(fieldMessages(over.errors?.[0])).toEqual({
      chargeOverride: "Not more than what was paid for these tickets and can be refunded: 30.00",
    });
    const stale = await stack.run(CANCEL, {
      orderId: order.id,
      version: order.version + 3,
      input: { ticketIds: [order.tickets[0].id] },
    });
    expect(stale.errors?.[0].extensions?.code).toBe("STALE_DATA");
    const quoted = await stack.run(QUOTE, { orderId: order.id, ticketIds: ["999999999"] });
    expect(fieldMessages(quoted.errors?.[0])).toEqual({ ticketIds: "Not a ticket of this order" });
  });

  it("declares its permissions; a viewer is FORBIDDEN, the agent cancels but sets no charge of their own", async () => {
    const schema = await buildGatewaySchema();
    expect(readAccessRules(schema, schema.getMutationType()!.getFields().cancelOrderTickets)).toEqual([
      { kind: "permission", type: "cmd", url: "/order/cancel" },
    ]);
    expect(readAccessRules(schema, schema.getQueryType()!.getFields().cancelOrderQuote)).toEqual([
      { kind: "permission", type: "cmd", url: "/order/cancel" },
    ]);
    const order = await book();
    const viewer = await stack.login(SALES_VIEWER.username, SALES_VIEWER.password);
    const calls = stack.proxy.calls.length;
    const input = { ticketIds: [order.tickets[0].id] };
    const refused = await stack.run(CANCEL, { orderId: order.id, version: order.version, input }, viewer);
    expect(refused.errors?.[0].extensions?.code).toBe("FORBIDDEN");
    const quote = await stack.run(QUOTE, { orderId: order.id, ticketIds: input.ticketIds }, viewer);
    expect(quote.errors?.[0].extensions?.code).toBe("FORBIDDEN");
    expect(stack.proxy.calls.slice(calls).filter((call) => call.path.startsWith("/order/"))).toEqual([]);

    const override = await stack.run(
      CANCEL,
      { orderId: order.id, version: order.version, input: { ...input, chargeOverride: "0" } },
      stack.agent,
    );
    expect(override.errors?.[0].extensions?.code).toBe("FORBIDDEN");
    const cancelled = await stack.run(CANCEL, { orderId: order.id, version: order.version, input }, stack.agent);
    expect(cancelled.errors).toBeUndefined();
    expect(cancelled.data!.cancelOrderTickets.refunds).toEqual([{ amount: "24.00", state: "COMPLETED" }]);
  });
});
