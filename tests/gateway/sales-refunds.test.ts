/** Refund orders through the gateway against the real vendor API: list, detail, the state machine, rules, permissions. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fieldMessages } from "./support/graphql-client";
import {
  expectCode,
  expectNoFullCardNumber,
  ORDER,
  refundableOrder,
  startSalesStack,
  TRIP_EDITOR,
  type SalesStack,
} from "./support/sales";

let stack: SalesStack;
const used = new Set<string>();
beforeAll(async () => {
  stack = await startSalesStack();
});
afterAll(async () => {
  await stack?.close();
});

const REFUND_FIELDS = /* GraphQL */ `
  fragment RefundFields on RefundOrder {
    id
    refundNumber
    orderId
    orderNumber
    paymentId
    payType
    state
    stateCode
    amount
    fee
    ticketCodes
    applyPersonName
    checkBy
    checkTime
    version
    contactFirstName
    checkFee
    feeDetails {
      ticketNumber
      price
      fee
    }
    payAccount
    transactionId
    reason
    remarks
    completeBy
    ticketIds
    refundTickets {
      ticketNumber
      status
      previousStatus
    }
    logs {
      action
      fromState
      toState
      operatorName
      note
    }
    payments {
      cardNumber
      refundedAmount
      refundPendingAmount
    }
  }
`;

const CREATE = /* GraphQL */ `
  ${REFUND_FIELDS}
  mutation CreateRefund($input: CreateRefundInput!) {
    createRefund(input: $input) {
      ...RefundFields
    }
  }
`;

const action = (name: string) => /* GraphQL */ `
  ${REFUND_FIELDS}
  mutation Action($id: ID!, $version: Int!, $note: String) {
    ${name}(id: $id, version: $version, note: $note) {
      ...RefundFields
    }
  }
`;

const REFUND = /* GraphQL */ `
  ${REFUND_FIELDS}
  query Refund($id: ID!) {
    refundOrder(id: $id) {
      ...RefundFields
    }
  }
`;

const REFUNDS = /* GraphQL */ `
  query Refunds($filter: RefundFilter, $page: PageInput) {
    refundOrders(filter: $filter, page: $page) {
      total
      items {
        id
        refundNumber
        orderId
        orderNumber
        payType
        state
        stateCode
        amount
        createTime
        applyPersonName
        version
      }
    }
  }
`;

/** Starts a refund of the first `count` actionable tickets of a fresh order, as the given operator. */
async function startRefund(count: number, amount = "1.00", token = stack.admin) {
  const candidate = await refundableOrder(stack, used, count);
  const tickets = candidate.tickets.slice(0, count);
  const result = await stack.run(
    CREATE,
    {
      input: {
        orderId: candidate.order.id,
        paymentId: candidate.payment.id,
        ticketIds: tickets.map((ticket) => ticket.id),
        amount,
        reason: "Customer cannot travel",
      },
    },
    token,
  );
  expect(result.errors).toBeUndefined();
  return { ...candidate, tickets, refund: result.data!.createRefund };
}

const ticketStates = async (orderId: string, ids: string[]) => {
  const order = (await stack.run(ORDER, { id: orderId })).data!.order;
  return order.tickets
    .filter((ticket: { id: string }) => ids.includes(ticket.id))
    .map((ticket: { status: string }) => ticket.status);
};

describe("refund life cycle", () => {
  it("creates, approves and completes a refund as the sales agent, moving tickets and money along", async () => {
    const { order, payment, tickets, refund } = await startRefund(2, "10.01", stack.agent);
    expect(refund).toMatchObject({
      state: "PENDING",
      stateCode: 0,
      amount: "10.01",
      payType: "CARD",
      orderId: order.id,
      applyPersonName: "agent",
      reason: "Customer cannot travel",
      version: 1,
    });
    expect(refund.refundNumber).toMatch(/^RF\d{8}$/);
    expect(refund.ticketCodes.sort()).toEqual(tickets.map((ticket) => ticket.ticketNumber).sort());
    expect(refund.payAccount).toMatch(/^\d{6}\*+\d{4}$/);
    expect(refund.logs).toEqual([expect.objectContaining({ action: "SUBMIT", fromState: null, toState: "PENDING" })]);
    expect(refund.refundTickets.map((ticket: { status: string }) => ticket.status)).toEqual(["REFUNDING", "REFUNDING"]);
    expect(
      await ticketStates(
        order.id,
        tickets.map((ticket) => ticket.id),
      ),
    ).toEqual(["REFUNDING", "REFUNDING"]);

    const approved = (await stack.run(action("approveRefund"), { id: refund.id, version: refund.version }, stack.agent))
      .data!.approveRefund;
    expect(approved).toMatchObject({ state: "APPROVED", checkBy: "agent", version: refund.version + 1 });

    const completed = await stack.run(
      action("completeRefund"),
      { id: refund.id, version: approved.version, note: "Paid back to the card" },
      stack.agent,
    );
    expect(completed.errors).toBeUndefined();
    expect(completed.data!.completeRefund).toMatchObject({
      state: "COMPLETED",
      stateCode: 3,
      remarks: "Paid back to the card",
      completeBy: "agent",
    });
    expect(completed.data!.completeRefund.logs.map((log: { action: string }) => log.action)).toEqual([
      "SUBMIT",
      "APPROVE",
      "COMPLETE",
    ]);

    const after = (await stack.run(ORDER, { id: order.id })).data!.order;
    const paid = after.payments.find((entry: { id: string }) => entry.id === payment.id);
    expect(Number(paid.refundedAmount) - Number(payment.refundedAmount ?? 0)).toBeCloseTo(10.01, 2);
    expect(paid.refundPendingAmount).toBe("0.00");
    expect(
      await ticketStates(
        order.id,
        tickets.map((ticket) => ticket.id),
      ),
    ).toEqual(["REFUNDED", "REFUNDED"]);
    expect(after.history.map((entry: { action: string }) => entry.action)).toEqual(
      expect.arrayContaining(["REFUND_REQUEST", "REFUND_APPROVE", "REFUND_COMPLETE"]),
    );
    expectNoFullCardNumber(completed.data);
  });

  it("rejects a pending refund and gives the tickets their state back", async () => {
    const { order, tickets, refund } = await startRefund(1);
    const before = tickets.map((ticket) => ticket.status);
    const rejected = await stack.run(action("rejectRefund"), {
      id: refund.id,
      version: refund.version,
      note: "Outside the cancellation window",
    });
    expect(rejected.errors).toBeUndefined();
    expect(rejected.data!.rejectRefund).toMatchObject({
      state: "REJECTED",
      remarks: "Outside the cancellation window",
    });
    expect(await ticketStates(order.id, [tickets[0].id])).toEqual(before);
  });

  it("answers STALE_DATA for a stale version and the server's message for an illegal transition", async () => {
    const { refund } = await startRefund(1);
    const approved = (await stack.run(action("approveRefund"), { id: refund.id, version: refund.version })).data!
      .approveRefund;

    const stale = await stack.run(action("completeRefund"), { id: refund.id, version: refund.version });
    expectCode(stale, "STALE_DATA");
    expect(stale.errors?.[0]).toMatchObject({
      message: "Data is out of date, please refresh and repeat.",
      extensions: { upstreamCode: 10008 },
    });

    const illegal = await stack.run(action("rejectRefund"), { id: refund.id, version: approved.version });
    expectCode(illegal, "UPSTREAM_ERROR");
    expect(illegal.errors?.[0].extensions).toMatchObject({ upstreamCode: 20409, key: "refund.illegalTransition" });
    // The states are named as GraphQL clients know them (RefundState), never by their numbers.
    expect(illegal.errors?.[0].extensions?.params).toEqual({
      state: "APPROVED",
      action: "reject",
      allowed: ["PENDING"],
    });
    expect(illegal.errors?.[0].message).toBe("A refund order in state APPROVED cannot reject; allowed from: PENDING");
  });
});

describe("refund rules", () => {
  it("refuses an amount over what the payment can still give back, before calling /refund/add", async () => {
    const { order, payment, tickets } = await refundableOrder(stack, used);
    const over = (Number(payment.refundableAmount) + 0.01).toFixed(2);
    stack.proxy.reset();
    const result = await stack.run(CREATE, {
      input: { orderId: order.id, paymentId: payment.id, ticketIds: [tickets[0].id], amount: over },
    });
    expectCode(result, "BAD_USER_INPUT");
    expect(result.errors?.[0].extensions?.fields).toEqual([
      {
        field: "amount",
        rule: "refund.amountTooLarge",
        params: {},
        message: "Not greater than the total amount of the transaction",
      },
    ]);
    expect(stack.proxy.count("/refund/add")).toBe(0);

    const exact = await stack.run(CREATE, {
      input: {
        orderId: order.id,
        paymentId: payment.id,
        ticketIds: [tickets[0].id],
        amount: payment.refundableAmount,
      },
    });
    expect(exact.errors).toBeUndefined();
    expect(exact.data!.createRefund.amount).toBe(payment.refundableAmount);
  });

  it("checks amount, tickets and reason with the rules' messages without calling the vendor API", async () => {
    const input = { orderId: "1", paymentId: "1", ticketIds: ["1"], amount: "1.00" };
    stack.proxy.reset();
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ amount: " " }, { amount: "Required" }],
      [{ amount: "1,50" }, { amount: "Invalid price" }],
      [{ amount: "0.00" }, { amount: "No less than 0.01" }],
      // The amount follows the price rule: 7 integer digits, 2 decimals.
      [{ amount: "0.009" }, { amount: "Invalid price" }],
      [{ amount: "20.005" }, { amount: "Invalid price" }],
      [{ amount: "12345678" }, { amount: "Invalid price" }],
      [{ ticketIds: [] }, { ticketIds: "Required" }],
      [{ reason: "x".repeat(501) }, { reason: "No more than 500 characters" }],
    ];
    for (const [change, fields] of cases) {
      const result = await stack.run(CREATE, { input: { ...input, ...change } });
      expectCode(result, "BAD_USER_INPUT");
      expect(fieldMessages(result.errors?.[0])).toEqual(fields);
    }
    const note = await stack.run(action("rejectRefund"), { id: "1", version: 1, note: "x".repeat(501) });
    expect(note.errors?.[0].extensions?.fields).toEqual([
      { field: "note", rule: "maxLength", params: { n: 500 }, message: "No more than 500 characters" },
    ]);
    expect(
      stack.proxy.calls.filter((call) => call.path.startsWith("/refund") || call.path.startsWith("/order")),
    ).toEqual([]);
  });

  it("refuses a payment of another order", async () => {
    const first = await refundableOrder(stack, used);
    const second = await refundableOrder(stack, used);
    const result = await stack.run(CREATE, {
      input: {
        orderId: first.order.id,
        paymentId: second.payment.id,
        ticketIds: [first.tickets[0].id],
        amount: "1.00",
      },
    });
    expect(fieldMessages(result.errors?.[0])).toEqual({ paymentId: "Not a payment of this order" });
  });
});

describe("refund orders list and detail", () => {
  it("filters by state and order, newest first", async () => {
    const { order, refund } = await startRefund(1);
    const pending = await stack.run(REFUNDS, { filter: { state: "PENDING" }, page: { number: 1, size: 100 } });
    expect(pending.errors).toBeUndefined();
    expect(pending.data!.refundOrders.items.length).toBeGreaterThan(0);
    for (const item of pending.data!.refundOrders.items) expect(item.state).toBe("PENDING");
    expect(pending.data!.refundOrders.items[0].id).toBe(refund.id);

    const ofOrder = await stack.run(REFUNDS, { filter: { orderId: order.id } });
    expect(ofOrder.data!.refundOrders.items.map((item: { id: string }) => item.id)).toEqual([refund.id]);
    const byNumber = await stack.run(REFUNDS, { filter: { orderNumber: order.orderNumber.toLowerCase() } });
    expect(byNumber.data!.refundOrders.total).toBe(1);
  });

  it("shows a card refund's logs and masked account, and no logs for cash or wallet refunds", async () => {
    const all = (await stack.run(REFUNDS, { page: { number: 1, size: 100 } })).data!.refundOrders.items;
    const card = all.find((item: { payType: string }) => item.payType === "CARD");
    const detail = await stack.run(REFUND, { id: card.id });
    expect(detail.errors).toBeUndefined();
    expect(detail.data!.refundOrder.logs.length).toBeGreaterThan(0);
    expect(detail.data!.refundOrder.payAccount).toMatch(/^\d{6}\*+\d{4}$/);
    expect(detail.data!.refundOrder.feeDetails.length).toBeGreaterThan(0);
    expectNoFullCardNumber(detail.data);

    const offline = all.find((item: { payType: string }) => ["CASH", "WALLET"].includes(item.payType));
    expect(offline, "demo data has a cash or wallet refund").toBeDefined();
    expect((await stack.run(REFUND, { id: offline.id })).data!.refundOrder.logs).toEqual([]);
  });

  it("hides Demo Tours' refund orders from another tenant", async () => {
    const other = await stack.login("other", "other123");
    const ours = (await stack.run(REFUNDS, { page: { number: 1, size: 1 } })).data!.refundOrders.items[0];
    const result = await stack.run(REFUND, { id: ours.id }, other);
    expectCode(result, "UPSTREAM_ERROR");
    expect(result.errors?.[0].extensions?.upstreamCode).toBe(20404);
    const theirs = await stack.run(REFUNDS, { filter: { orderNumber: ours.orderNumber } }, other);
    expect(theirs.data!.refundOrders.total).toBe(0);
  });
});

describe("permissions", () => {
  it("refuses refunds to a role without sales keys", async () => {
    const editor = await stack.login(TRIP_EDITOR.username, TRIP_EDITOR.password);
    expectCode(await stack.run(REFUNDS, {}, editor), "FORBIDDEN");
    expectCode(await stack.run(REFUND, { id: "1" }, editor), "FORBIDDEN");
    const create = await stack.run(
      CREATE,
      { input: { orderId: "1", paymentId: "1", ticketIds: ["1"], amount: "1.00" } },
      editor,
    );
    expectCode(create, "FORBIDDEN");
    expect(create.errors?.[0].extensions?.requiredPermission).toEqual({ type: "cmd", url: "/refund/add" });
    for (const name of ["approveRefund", "rejectRefund", "completeRefund"]) {
      expectCode(await stack.run(action(name), { id: "1", version: 1 }, editor), "FORBIDDEN");
    }
  });

  it("lets the sales agent list and open refund orders", async () => {
    const list = await stack.run(REFUNDS, { page: { number: 1, size: 1 } }, stack.agent);
    expect(list.errors).toBeUndefined();
    expect((await stack.run(REFUND, { id: list.data!.refundOrders.items[0].id }, stack.agent)).errors).toBeUndefined();
  });
});
