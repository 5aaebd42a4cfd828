/**
 * recordOrderPayment through the gateway (docs/sales-contract.md section 11) against the real vendor API: a part
 * payment and the rest on an invoice booking, the shared rules refusing before any upstream call, the vendor API's
 * refusals as BAD_USER_INPUT on the same fields, STALE_DATA, and the permission directive (the sales agent holds it).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readAccessRules } from "../../gateway/src/auth/permission-directives";
import { buildGatewaySchema } from "../../gateway/src/build-schema";
import { fieldMessages } from "./support/graphql-client";
import {
  bookingInput,
  createBooking,
  demoToursToday,
  publishedTrip,
  SALES_VIEWER,
  startSalesStack,
  type SalesStack,
} from "./support/sales";

let stack: SalesStack;
let tripId: string;
let today: string;

const BOOK = `mutation ($input: BookingInput!) { createBooking(input: $input) { id version state balance } }`;
const PAY = `mutation ($orderId: ID!, $version: Int!, $input: OrderPaymentInput!) {
  recordOrderPayment(orderId: $orderId, version: $version, input: $input) {
    id version state payAmount balance paymentTypes
    payments { paymentType payStatus amount transactionId }
    tickets { held }
    history { action amount paymentType operatorName }
  }
}`;

const invoice = (token?: string) =>
  createBooking<{ id: string; version: number; state: string; balance: string }>(
    stack,
    BOOK,
    bookingInput(tripId, "2030-06-01", { paymentMethod: "INVOICE" }),
    token,
  );

beforeAll(async () => {
  stack = await startSalesStack();
  tripId = await publishedTrip(stack, {
    inventories: [{ date: "2030-06-01", shift: "Morning", quantity: 20 }],
  });
  today = await demoToursToday(stack);
});
afterAll(() => stack?.close());

describe("recordOrderPayment", () => {
  it("takes a part payment, then the rest, and the order is completed", async () => {
    const order = await invoice();
    expect(order).toMatchObject({ state: "UNPAID", balance: "64.00" });
    const calls = stack.proxy.calls.length;
    const part = await stack.run(PAY, {
      orderId: order.id,
      version: order.version,
      input: { method: "CASH", amount: "25.50", reference: " R-77 ", paidAt: today },
    });
    expect(part.errors).toBeUndefined();
    expect(stack.proxy.calls.slice(calls).map((call) => call.path)).toEqual(["/order/payment/add"]);
    expect(part.data!.recordOrderPayment).toMatchObject({
      state: "UNPAID",
      payAmount: "25.50",
      balance: "38.50",
      version: order.version + 1,
    });
    expect(part.data!.recordOrderPayment.payments).toContainEqual({
      paymentType: "CASH",
      payStatus: "SUCCESS",
      amount: "25.50",
      transactionId: "R-77",
    });
    const rest = await stack.run(PAY, {
      orderId: order.id,
      version: order.version + 1,
      input: { method: "BANK_TRANSFER", amount: "38.50", paidAt: today },
    });
    expect(rest.errors).toBeUndefined();
    const paid = rest.data!.recordOrderPayment;
    expect(paid).toMatchObject({ state: "COMPLETED", payAmount: "64.00", balance: "0.00" });
    expect(paid.tickets.every((ticket: { held: boolean }) => !ticket.held)).toBe(true);
    expect(paid.history.slice(-2)).toEqual([
      { action: "PAY", amount: "25.50", paymentType: "CASH", operatorName: "admin" },
      { action: "PAY", amount: "38.50", paymentType: "CREDIT", operatorName: "admin" },
    ]);
  });

  it("refuses bad input on its fields, before the vendor API where the rules tell, and a stale version", async () => {
    const order = await invoice();
    const calls = stack.proxy.calls.length;
    const local = await stack.run(PAY, {
      orderId: order.id,
      version: order.version,
      input: { method: "CASH", amount: "0.001", reference: "x".repeat(101), paidAt: "2025-02-30" },
    });
    expect(local.errors?.[0].extensions?.code, JSON.stringify(local.errors)).toBe("BAD_USER_INPUT");
    expect(fieldMessages(local.errors?.[0])).toEqual({
      amount: "Invalid price",
      reference: "No more than 100 characters",
      paidAt: "Invalid date",
    });
    expect(stack.proxy.calls.length).toBe(calls);

    const over = await stack.run(PAY, {
      orderId: order.id,
      version: order.version,
      input: { method: "CARD_TERMINAL", amount: "64.01", paidAt: today },
    });
    expect(fieldMessages(over.errors?.[0])).toEqual({ amount: "Not more than the balance of 64.00" });
    const future = await stack.run(PAY, {
      orderId: order.id,
      version: order.version,
      input: { method: "CARD_TERMINAL", amount: "1", paidAt: "2099-12-31" },
    });
    expect(fieldMessages(future.errors?.[0])).toEqual({ paidAt: "The payment date cannot be in the future" });
    const stale = await stack.run(PAY, {
      orderId: order.id,
      version: order.version + 5,
      input: { method: "CASH", amount: "1", paidAt: today },
    });
    expect(stale.errors?.[0].extensions?.code).toBe("STALE_DATA");
  });

  it("gives a bank transfer back as BANK_TRANSFER: refundable, and a cancellation settles its refund at once", async () => {
    const order = await invoice();
    const owed = await stack.run(`query ($id: ID!) { order(id: $id) { payments { paymentType refundPayType } } }`, {
      id: order.id,
    });
    expect(owed.data!.order.payments).toEqual([{ paymentType: "CREDIT", refundPayType: null }]);
    const paid = await stack.run(
      `mutation ($orderId: ID!, $version: Int!, $input: OrderPaymentInput!) {
        recordOrderPayment(orderId: $orderId, version: $version, input: $input) {
          version payments { paymentType refundPayType refundableAmount } tickets { id }
        }
      }`,
      { orderId: order.id, version: order.version, input: { method: "BANK_TRANSFER", amount: "64", paidAt: today } },
    );
    expect(paid.errors).toBeUndefined();
    const transferred = paid.data!.recordOrderPayment;
    expect(transferred.payments).toEqual([
      { paymentType: "CREDIT", refundPayType: "BANK_TRANSFER", refundableAmount: "64.00" },
    ]);
    const cancelled = await stack.run(
      `mutation ($orderId: ID!, $version: Int!, $input: OrderCancelInput!) {
        cancelOrderTickets(orderId: $orderId, version: $version, input: $input) {
          refundedAmount refunds { amount state payType }
        }
      }`,
      {
        orderId: order.id,
        version: transferred.version,
        input: { ticketIds: transferred.tickets.map((ticket: { id: string }) => ticket.id), notifyCustomer: false },
      },
    );
    expect(cancelled.errors).toBeUndefined();
    expect(cancelled.data!.cancelOrderTickets).toEqual({
      refundedAmount: "64.00",
      refunds: [{ amount: "64.00", state: "COMPLETED", payType: "BANK_TRANSFER" }],
    });
  });

  it("declares its own permission; a user without it is FORBIDDEN before any call, the sales agent holds it", async () => {
    const schema = await buildGatewaySchema();
    expect(readAccessRules(schema, schema.getMutationType()!.getFields().recordOrderPayment)).toEqual([
      { kind: "permission", type: "cmd", url: "/order/payment/add" },
    ]);
    const order = await invoice();
    const viewer = await stack.login(SALES_VIEWER.username, SALES_VIEWER.password);
    const calls = stack.proxy.calls.length;
    const refused = await stack.run(
      PAY,
      { orderId: order.id, version: order.version, input: { method: "CASH", amount: "64", paidAt: today } },
      viewer,
    );
    expect(refused.errors?.[0].extensions?.code).toBe("FORBIDDEN");
    expect(stack.proxy.calls.slice(calls).filter((call) => call.path.startsWith("/order/"))).toEqual([]);
    const paid = await stack.run(
      PAY,
      { orderId: order.id, version: order.version, input: { method: "CASH", amount: "64", paidAt: today } },
      stack.agent,
    );
    expect(paid.errors).toBeUndefined();
    expect(paid.data!.recordOrderPayment).toMatchObject({ state: "COMPLETED", balance: "0.00" });
  });
});
