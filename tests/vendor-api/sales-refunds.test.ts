import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fieldMessages, startTestApi, type SessionHeaders, type TestApi } from "./support/api";
import { expectNoFullCardNumber, findOrder, refundableOrder } from "./support/sales";

let api: TestApi;
let admin: SessionHeaders;
let agent: SessionHeaders;
let other: SessionHeaders;
const used = new Set<number>();

beforeAll(async () => {
  api = await startTestApi();
  admin = (await api.login("admin", "admin123")).headers;
  agent = (await api.login("agent", "agent123")).headers;
  other = (await api.login("other", "other123")).headers;
});
afterAll(() => api?.close());

const cents = (amount: string) => Math.round(Number(amount) * 100);
const money = (value: number) => (value / 100).toFixed(2);

const addRefund = (body: Record<string, unknown>, headers = agent) => api.post("/refund/add", body, headers);
const act = (action: string, body: Record<string, unknown>, headers = admin) =>
  api.post(`/refund/${action}`, body, headers);

/** A pending refund of the first actionable ticket of a fresh refundable order, for 1.00. */
async function pendingRefund(options: Parameters<typeof refundableOrder>[3] = {}) {
  const { order, payment, tickets } = await refundableOrder(api, admin, used, options);
  const answer = await addRefund({
    orderId: order.id,
    paymentId: payment.id,
    ticketIds: [tickets[0].id],
    amount: "1.00",
  });
  expect(answer.status.code).toBe(0);
  return { order, payment, tickets, refund: answer.result };
}

describe("starting a refund", () => {
  it("creates a pending refund order; its tickets become refunding and the amount is reserved", async () => {
    const { order, payment, tickets } = await refundableOrder(api, admin, used, {
      filter: { cardLast4: "4242" },
      minTickets: 2,
    });
    const amount = money(Math.min(cents(payment.refundableAmount), 1234));
    const answer = await addRefund({
      orderId: order.id,
      paymentId: payment.id,
      ticketIds: [tickets[0].id, tickets[1].id],
      amount,
      reason: "Customer cannot attend",
    });
    expect(answer.status).toEqual({ code: 0, msg: "success" });
    expectNoFullCardNumber(JSON.stringify(answer));
    const refund = answer.result;
    expect(refund).toMatchObject({
      refundNumber: `RF${String(refund.id).padStart(8, "0")}`,
      orderId: order.id,
      orderNumber: order.orderNumber,
      paymentId: payment.id,
      state: 0,
      amount,
      payType: 1,
      payAccount: "424242******4242",
      reason: "Customer cannot attend",
      applyPersonName: "agent",
      applyPersonId: 2,
      checkBy: null,
      version: 1,
      ticketIds: [tickets[0].id, tickets[1].id].sort((a, b) => a - b),
      ticketCodes: [tickets[0].ticketNumber, tickets[1].ticketNumber].sort(),
    });
    expect(refund.refundTickets.map((ticket: { status: number }) => ticket.status)).toEqual([8, 8]);
    expect(refund.feeDetails).toHaveLength(2);
    expect(cents(refund.fee)).toBe(
      refund.feeDetails.reduce((sum: number, d: { fee: string }) => sum + cents(d.fee), 0),
    );
    expect(refund.logs).toEqual([expect.objectContaining({ action: "submit", toState: 0, operatorName: "agent" })]);
    const after = await findOrder(api, admin, order.id);
    const reserved = after.payments.find((entry) => entry.id === payment.id)!;
    expect(cents(reserved.refundPendingAmount)).toBe(cents(payment.refundPendingAmount) + cents(amount));
    expect(cents(reserved.refundableAmount)).toBe(cents(payment.refundableAmount) - cents(amount));
    expect(after.tickets.filter((ticket) => ticket.status === 8).map((ticket) => ticket.id)).toEqual(
      expect.arrayContaining([tickets[0].id, tickets[1].id]),
    );
    expect(after.history.at(-1)).toMatchObject({
      action: "refund-request",
      operatorName: "agent",
      detail: null,
      params: {
        refundNumber: refund.refundNumber,
        amount,
        ticketNumbers: [tickets[0].ticketNumber, tickets[1].ticketNumber],
        note: "Customer cannot attend",
      },
    });
    expect(after.refunds[0]).toMatchObject({ id: refund.id, state: 0 });
  });

  it("requires payment, tickets and amount, with the rules' messages", async () => {
    const { order } = await refundableOrder(api, admin, used);
    const answer = await addRefund({ orderId: order.id });
    expect(answer.status.code).toBe(20001);
    expect(fieldMessages(answer)).toEqual({ paymentId: "Required", ticketIds: "Required", amount: "Required" });
    const blank = await addRefund({ orderId: order.id, paymentId: null, ticketIds: [], amount: " " });
    expect(fieldMessages(blank)).toEqual({ paymentId: "Required", ticketIds: "Required", amount: "Required" });
  });

  it("refuses an amount over the refundable amount: 'Not greater than the total amount of the transaction'", async () => {
    const { order, payment, tickets } = await refundableOrder(api, admin, used);
    const answer = await addRefund({
      orderId: order.id,
      paymentId: payment.id,
      ticketIds: [tickets[0].id],
      amount: money(cents(payment.refundableAmount) + 1),
    });
    expect(answer.status).toEqual({
      code: 20001,
      msg: "Not greater than the total amount of the transaction",
      key: "refund.amountTooLarge",
    });
    expect(fieldMessages(answer)).toEqual({ amount: "Not greater than the total amount of the transaction" });
    expect((await findOrder(api, admin, order.id)).tickets.find((t) => t.id === tickets[0].id)!.status).toBe(
      tickets[0].status,
    );
    // The amount follows the price rule (7 integer digits, 2 decimals) and is at least 0.01.
    for (const [amount, message] of [
      ["0", "No less than 0.01"],
      ["0.00", "No less than 0.01"],
      ["0.009", "Invalid price"],
      ["20.005", "Invalid price"],
      ["12345678", "Invalid price"],
      ["-1", "Invalid price"],
      ["1e3", "Invalid price"],
      ["ten", "Invalid price"],
    ]) {
      const refused = await addRefund({ orderId: order.id, paymentId: payment.id, ticketIds: [tickets[0].id], amount });
      expect(refused.status.code, amount).toBe(20001);
      expect(fieldMessages(refused), amount).toEqual({ amount: message });
    }
  });

  it("takes cents only and lets refunds add up to exactly what was paid, never more", async () => {
    const { order, payment, tickets } = await refundableOrder(api, admin, used, { minTickets: 2 });
    const left = cents(payment.refundableAmount);
    const fractionOfACent = await addRefund({
      orderId: order.id,
      paymentId: payment.id,
      ticketIds: [tickets[0].id],
      amount: `${money(left - 1)}99`,
    });
    expect(fieldMessages(fractionOfACent)).toEqual({ amount: "Invalid price" });
    const first = await addRefund({
      orderId: order.id,
      paymentId: payment.id,
      ticketIds: [tickets[0].id],
      amount: money(left - 1),
    });
    expect(first.status.code).toBe(0);
    expect(first.result.amount).toBe(money(left - 1));
    const tooMuch = await addRefund({
      orderId: order.id,
      paymentId: payment.id,
      ticketIds: [tickets[1].id],
      amount: "0.02",
    });
    expect(fieldMessages(tooMuch)).toEqual({ amount: "Not greater than the total amount of the transaction" });
    const rest = await addRefund({
      orderId: order.id,
      paymentId: payment.id,
      ticketIds: [tickets[1].id],
      amount: "0.01",
    });
    expect(rest.status.code).toBe(0);
    const drained = (await findOrder(api, admin, order.id)).payments.find((entry) => entry.id === payment.id)!;
    expect(drained.refundableAmount).toBe("0.00");
    expect(cents(drained.refundPendingAmount) + cents(drained.refundedAmount)).toBeLessThanOrEqual(
      cents(drained.amount),
    );
  });

  it("accepts only normal or checked-in tickets of the order, and payments of the order that can be refunded", async () => {
    const { order, payment, tickets } = await refundableOrder(api, admin, used);
    const refunding = await addRefund({
      orderId: order.id,
      paymentId: payment.id,
      ticketIds: [tickets[0].id],
      amount: "1.00",
    });
    expect(refunding.status.code).toBe(0);
    const again = await addRefund({
      orderId: order.id,
      paymentId: payment.id,
      ticketIds: [tickets[0].id],
      amount: "1.00",
    });
    expect(fieldMessages(again)).toEqual({ ticketIds: "Only normal or checked-in tickets can be refunded" });
    const { order: another, tickets: otherTickets } = await refundableOrder(api, admin, used);
    const foreignTicket = await addRefund({
      orderId: order.id,
      paymentId: payment.id,
      ticketIds: [otherTickets[0].id],
      amount: "1.00",
    });
    expect(fieldMessages(foreignTicket)).toEqual({ ticketIds: "Not a ticket of this order" });
    const foreignPayment = await addRefund({
      orderId: another.id,
      paymentId: payment.id,
      ticketIds: [otherTickets[0].id],
      amount: "1.00",
    });
    expect(fieldMessages(foreignPayment)).toEqual({ paymentId: "Not a payment of this order" });
    const coupon = await refundableOrder(api, admin, used, { filter: { paymentType: 7 } });
    const couponPayment = coupon.order.payments.find((entry) => entry.paymentType === 7)!;
    expect(couponPayment).toMatchObject({ refundPayType: null, refundableAmount: "0.00" });
    const refused = await addRefund({
      orderId: coupon.order.id,
      paymentId: couponPayment.id,
      ticketIds: [coupon.tickets[0].id],
      amount: "1.00",
    });
    expect(fieldMessages(refused)).toEqual({ paymentId: "This payment cannot be refunded" });
  });

  it("refuses orders that are not paid (20409) and other tenants' orders (20404)", async () => {
    for (const [state, name] of [
      [0, "UNPAID"],
      [2, "CANCELLED"],
      [9, "PAYING"],
    ] as const) {
      const { list } = (await api.post("/order/list", { pageNum: 1, pageSize: 1, state }, admin)).result;
      const order = await findOrder(api, admin, list[0].id);
      const answer = await addRefund({
        orderId: order.id,
        paymentId: order.payments[0]?.id ?? 1,
        ticketIds: [order.tickets[0].id],
        amount: "1.00",
      });
      expect(answer.status).toEqual({
        code: 20409,
        msg: `An order in state ${name} cannot be refunded; allowed from: COMPLETED, UNSHIPPED`,
        key: "order.illegalRefund",
        params: { state: name, allowed: ["COMPLETED", "UNSHIPPED"] },
      });
      expect(answer.result).toEqual({ state, action: "refund", allowedFrom: [1, 3] });
    }
    const foreign = (await api.post("/order/list", { pageNum: 1, pageSize: 1, state: 1 }, other)).result.list[0];
    const answer = await addRefund({ orderId: foreign.id, paymentId: 1, ticketIds: [1], amount: "1.00" });
    expect(answer.status).toEqual({ code: 20404, msg: "Not found", key: "notFound" });
  });
});

describe("refund state machine", () => {
  it("approves (pending → approved) then completes (approved → completed): tickets refunded, money booked once", async () => {
    const { order, payment, tickets } = await refundableOrder(api, admin, used, { minTickets: 2, paymentType: 1 });
    const amount = money(Math.min(cents(payment.refundableAmount), 2000));
    const added = (
      await addRefund({ orderId: order.id, paymentId: payment.id, ticketIds: [tickets[0].id, tickets[1].id], amount })
    ).result;
    const approved = await act("approve", { id: added.id, version: 1 });
    expect(approved.status.code).toBe(0);
    expect(approved.result).toMatchObject({ state: 1, version: 2, checkBy: "admin", checkFee: added.fee });
    expect(approved.result.checkTime).toEqual(expect.any(String));
    expect(approved.result.refundTickets.map((ticket: { status: number }) => ticket.status)).toEqual([8, 8]);
    const completed = await act("complete", { id: added.id, version: 2, note: "Gateway confirmed" });
    expect(completed.result).toMatchObject({ state: 3, version: 3, completeBy: "admin", remarks: "Gateway confirmed" });
    expect(completed.result.refundTickets.map((ticket: { status: number }) => ticket.status)).toEqual([9, 9]);
    expect(completed.result.logs.map((log: { action: string }) => log.action)).toEqual([
      "submit",
      "approve",
      "complete",
    ]);
    const after = await findOrder(api, admin, order.id);
    const booked = after.payments.find((entry) => entry.id === payment.id)!;
    expect(cents(booked.refundedAmount)).toBe(cents(payment.refundedAmount) + cents(amount));
    expect(cents(booked.refundPendingAmount)).toBe(cents(payment.refundPendingAmount));
    expect(cents(after.refundedAmount)).toBe(cents(order.refundedAmount) + cents(amount));
    expect(after.version).toBe(order.version + 1);
    expect(after.history.slice(-3).map((entry) => entry.action)).toEqual([
      "refund-request",
      "refund-approve",
      "refund-complete",
    ]);
    expect(after.history.slice(-2).map((entry) => entry.params)).toEqual([
      { refundNumber: added.refundNumber, amount: added.amount },
      { refundNumber: added.refundNumber, amount: added.amount, note: "Gateway confirmed" },
    ]);
  });

  it("rejects (pending → rejected): tickets get their state back, the reserved amount is released", async () => {
    const { order, payment, tickets, refund } = await pendingRefund();
    const rejected = await act("reject", { id: refund.id, version: 1, note: "Outside the window" }, agent);
    expect(rejected.result).toMatchObject({ state: 2, checkBy: "agent", remarks: "Outside the window" });
    expect(rejected.result.refundTickets[0].status).toBe(tickets[0].status);
    expect(rejected.result.refundTickets[0].previousStatus).toBe(tickets[0].status);
    const after = await findOrder(api, admin, order.id);
    expect(after.payments.find((entry) => entry.id === payment.id)!.refundableAmount).toBe(payment.refundableAmount);
    expect(after.tickets.find((ticket) => ticket.id === tickets[0].id)).toMatchObject({
      status: tickets[0].status,
      actionable: true,
    });
  });

  it("answers 20409 with the state, action and allowed states for every illegal move", async () => {
    const { refund } = await pendingRefund();
    const complete = await act("complete", { id: refund.id, version: 1 });
    expect(complete.status).toEqual({
      code: 20409,
      msg: "A refund order in state PENDING cannot complete; allowed from: APPROVED",
      key: "refund.illegalTransition",
      params: { state: "PENDING", action: "complete", allowed: ["APPROVED"] },
    });
    expect(complete.result).toEqual({ state: 0, action: "complete", allowedFrom: [1] });
    await act("approve", { id: refund.id, version: 1 });
    const approveTwice = await act("approve", { id: refund.id, version: 2 });
    expect(approveTwice.status).toMatchObject({
      msg: "A refund order in state APPROVED cannot approve; allowed from: PENDING",
      key: "refund.illegalTransition",
      params: { state: "APPROVED", action: "approve", allowed: ["PENDING"] },
    });
    expect(approveTwice.result).toEqual({
      state: 1,
      action: "approve",
      allowedFrom: [0],
    });
    expect((await act("reject", { id: refund.id, version: 2 })).status.code).toBe(20409);
    await act("complete", { id: refund.id, version: 2 });
    for (const action of ["approve", "reject", "complete"]) {
      expect((await act(action, { id: refund.id, version: 3 })).result.state, action).toBe(3);
    }
    const { refund: second } = await pendingRefund();
    await act("reject", { id: second.id, version: 1 });
    for (const action of ["approve", "reject", "complete"]) {
      const refused = await act(action, { id: second.id, version: 2 });
      expect(refused.status.code, action).toBe(20409);
      expect(refused.status, action).toMatchObject({
        key: "refund.illegalTransition",
        params: { state: "REJECTED", action },
      });
    }
    expect((await act("approve", { id: second.id, version: 2 })).status).toEqual({
      code: 20409,
      msg: "A refund order in state REJECTED cannot approve; allowed from: PENDING",
      key: "refund.illegalTransition",
      params: { state: "REJECTED", action: "approve", allowed: ["PENDING"] },
    });
  });

  it("checks the version first (10008), and hides other tenants' refunds (20404)", async () => {
    const { refund } = await pendingRefund();
    const stale = await act("complete", { id: refund.id, version: 7 });
    expect(stale.status).toEqual({
      code: 10008,
      msg: "Data is out of date, please refresh and repeat.",
      key: "staleVersion",
    });
    expect((await act("approve", { id: refund.id, version: 1 }, other)).status.code).toBe(20404);
    expect((await api.get("/refund/find", { id: refund.id }, other)).status.code).toBe(20404);
    const note = await act("approve", { id: refund.id, version: 1, note: "x".repeat(501) });
    expect(fieldMessages(note)).toEqual({ note: "No more than 500 characters" });
    expect(note.status).toEqual({
      code: 20001,
      msg: "No more than 500 characters",
      key: "maxLength",
      params: { n: 500 },
    });
  });

  it("hides the logs of cash and wallet refunds", async () => {
    for (const paymentType of [3, 4]) {
      const { refund } = await pendingRefund({ filter: { paymentType }, paymentType });
      expect(refund.payType).toBe(paymentType);
      expect(refund.logs).toEqual([]);
      const approved = await act("approve", { id: refund.id, version: 1 });
      expect(approved.result.logs).toEqual([]);
    }
    const { refund: card } = await pendingRefund({ paymentType: 1 });
    expect(card.logs).toHaveLength(1);
  });
});

describe("two operators at once", () => {
  const race = (
    first: () => Promise<{ status: { code: number } }>,
    second: () => Promise<{ status: { code: number } }>,
  ) => Promise.all([first(), second()]).then((answers) => answers.map((answer) => answer.status.code).sort());

  it("one approve wins, the other gets 10008", async () => {
    const { refund } = await pendingRefund();
    const codes = await race(
      () => act("approve", { id: refund.id, version: 1 }),
      () => act("approve", { id: refund.id, version: 1 }, agent),
    );
    expect(codes).toEqual([0, 10008]);
  });

  it("approve against reject: exactly one wins; the tickets and money follow the winner", async () => {
    const { order, payment, refund } = await pendingRefund();
    const codes = await race(
      () => act("approve", { id: refund.id, version: 1 }),
      () => act("reject", { id: refund.id, version: 1 }, agent),
    );
    expect(codes).toEqual([0, 10008]);
    const final = (await api.get("/refund/find", { id: refund.id }, admin)).result;
    const after = (await findOrder(api, admin, order.id)).payments.find((entry) => entry.id === payment.id)!;
    if (final.state === 1) expect(cents(after.refundPendingAmount)).toBe(cents(payment.refundPendingAmount) + 100);
    else expect(after.refundPendingAmount).toBe(payment.refundPendingAmount);
  });

  it("two completes of one approved refund book the money once", async () => {
    const { order, payment, refund } = await pendingRefund();
    await act("approve", { id: refund.id, version: 1 });
    const codes = await race(
      () => act("complete", { id: refund.id, version: 2 }),
      () => act("complete", { id: refund.id, version: 2 }, agent),
    );
    expect(codes).toEqual([0, 10008]);
    const after = await findOrder(api, admin, order.id);
    const booked = after.payments.find((entry) => entry.id === payment.id)!;
    expect(cents(booked.refundedAmount)).toBe(cents(payment.refundedAmount) + 100);
    expect(cents(after.refundedAmount)).toBe(cents(order.refundedAmount) + 100);
  });

  it("two refunds racing for the last of the money: one is refused, the sum never exceeds what was paid", async () => {
    const { order, payment, tickets } = await refundableOrder(api, admin, used, { minTickets: 2 });
    const all = payment.refundableAmount;
    const codes = await race(
      () => addRefund({ orderId: order.id, paymentId: payment.id, ticketIds: [tickets[0].id], amount: all }),
      () => addRefund({ orderId: order.id, paymentId: payment.id, ticketIds: [tickets[1].id], amount: all }, admin),
    );
    expect(codes).toEqual([0, 20001]);
    const after = (await findOrder(api, admin, order.id)).payments.find((entry) => entry.id === payment.id)!;
    expect(after.refundableAmount).toBe("0.00");
  });

  it("two refunds racing for the same ticket: one is refused", async () => {
    const { order, payment, tickets } = await refundableOrder(api, admin, used);
    const body = { orderId: order.id, paymentId: payment.id, ticketIds: [tickets[0].id], amount: "0.50" };
    const answers = await Promise.all([addRefund(body), addRefund(body, admin)]);
    expect(answers.map((answer) => answer.status.code).sort()).toEqual([0, 20001]);
    expect(fieldMessages(answers.find((answer) => answer.status.code !== 0)!)).toEqual({
      ticketIds: "Only normal or checked-in tickets can be refunded",
    });
  });
});

describe("refund list and detail", () => {
  it("filters All, Pending, Completed and Reject, newest first, with created by and status", async () => {
    const all = (await api.post("/refund/list", { pageNum: 1, pageSize: 100 }, admin)).result;
    expect(all.total).toBeGreaterThan(20);
    const created = all.list.map((refund: { createTime: string }) => refund.createTime);
    expect(created).toEqual([...created].sort().reverse());
    let sum = 0;
    for (const state of [0, 1, 2, 3]) {
      const page = (await api.post("/refund/list", { pageNum: 1, pageSize: 100, state }, admin)).result;
      expect(page.total, `state ${state}`).toBeGreaterThan(0);
      expect(page.list.every((refund: { state: number }) => refund.state === state)).toBe(true);
      sum += page.total;
    }
    expect(sum).toBe(all.total);
    expect(all.list[0]).toMatchObject({
      refundNumber: expect.stringMatching(/^RF\d{8}$/),
      applyPersonName: expect.any(String),
      createTime: expect.any(String),
      ticketCodes: expect.any(Array),
    });
    const byOrder = (await api.post("/refund/list", { pageNum: 1, pageSize: 10, orderNumber: "DTO00004" }, admin))
      .result;
    expect(byOrder.total).toBe(2);
    const others = (await api.post("/refund/list", { pageNum: 1, pageSize: 100 }, other)).result;
    const demoIds = new Set(all.list.map((refund: { id: number }) => refund.id));
    expect(others.list.some((refund: { id: number }) => demoIds.has(refund.id))).toBe(false);
  });

  it("answers every field of the refund order of docs/sales-contract.md, logs hidden for the demo's cash refunds", async () => {
    const { list } = (await api.post("/refund/list", { pageNum: 1, pageSize: 100, state: 3 }, admin)).result;
    const cardRefund = list.find((refund: { payType: number }) => refund.payType === 1);
    const answer = await api.get("/refund/find", { id: cardRefund.id }, admin);
    expectNoFullCardNumber(JSON.stringify(answer));
    expect(Object.keys(answer.result)).toEqual(
      expect.arrayContaining([
        "applyPersonId",
        "applyPersonName",
        "checkBy",
        "checkFee",
        "checkTime",
        "fee",
        "feeDetails",
        "orderId",
        "payAccount",
        "payType",
        "reason",
        "remarks",
        "state",
        "ticketCodes",
        "ticketIds",
        "transactionId",
        "refundTickets",
        "logs",
        "payments",
      ]),
    );
    expect(answer.result.logs.map((log: { action: string }) => log.action)).toEqual(["submit", "approve", "complete"]);
    expect(answer.result.payments[0].cardNum).toMatch(/^\d{6}\*+\d{4}$/);
    const cash = list.find((refund: { payType: number }) => refund.payType === 3);
    expect((await api.get("/refund/find", { id: cash.id }, admin)).result.logs).toEqual([]);
  });
});
