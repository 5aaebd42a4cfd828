/** Transactions through the gateway against the real vendor API: searches, date range rule, masking, permissions. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { maskCardNumber } from "#rules";
import { toUpstreamTransactionFilter } from "../../gateway/src/modules/transaction/transaction.mapper";
import { fieldMessages } from "./support/graphql-client";
import { expectCode, expectNoFullCardNumber, startSalesStack, TRIP_EDITOR, type SalesStack } from "./support/sales";

let stack: SalesStack;
beforeAll(async () => {
  stack = await startSalesStack();
});
afterAll(async () => {
  await stack?.close();
});

const TRANSACTIONS = /* GraphQL */ `
  query Transactions($filter: TransactionFilter, $page: PageInput) {
    transactions(filter: $filter, page: $page) {
      total
      page
      pageSize
      items {
        id
        createTime
        payTime
        paymentType
        transactionId
        authCode
        orderId
        orderNumber
        customerName
        channelId
        channelName
        cardNumber
        cardLast4
        cardType
        paypalAccount
        amount
        refundedAmount
        errorCode
        errorMsg
        payStatus
        payStatusCode
        chargeBackAmount
        chargeBackStatus
      }
    }
  }
`;

const TRANSACTION = /* GraphQL */ `
  query Transaction($id: ID!) {
    transaction(id: $id) {
      id
      orderId
      orderNumber
      customerName
      contactEmail
      channelName
      paymentType
      amount
      refundedAmount
      authCode
      avsCode
      cardBank
      cardNumber
      cardNum
      cardLast4
      cardType
      cardMonth
      cardYear
      chargeBackAmount
      chargeBackStatus
      dealStatus
      errorCode
      errorMsg
      payStatus
      payTime
      riskScore
      maxmindScore
      transactionId
      ip
      userAgent
    }
  }
`;

const list = async (filter: Record<string, unknown>, token?: string) => {
  const result = await stack.run(TRANSACTIONS, { filter, page: { number: 1, size: 100 } }, token);
  expect(result.errors).toBeUndefined();
  return result.data!.transactions;
};

describe("transactions list", () => {
  it("lists gateway payments newest first, cards masked", async () => {
    const page = await list({});
    expect(page.total).toBeGreaterThan(100);
    const types = new Set(page.items.map((item: { paymentType: string }) => item.paymentType));
    for (const type of types) expect(["CREDIT_CARD", "PAYPAL", "NEW_PAYPAL", "APPLE_PAY"]).toContain(type);
    const times = page.items.map((item: { createTime: string }) => Date.parse(item.createTime));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expectNoFullCardNumber(page);
  });

  it("searches by last 4, masked or whole card number; the whole number never goes upstream", async () => {
    const byLast4 = await list({ cardNumber: "4444" });
    expect(byLast4.total).toBeGreaterThan(0);
    for (const item of byLast4.items) expect(item.cardNumber).toBe("555555******4444");

    const masked = await list({ cardNumber: "555555******4444" });
    expect(masked.total).toBe(byLast4.total);

    const whole = await list({ cardNumber: "5555 5555 5555 4444" });
    expect(whole.total).toBe(byLast4.total);
    expect(toUpstreamTransactionFilter({ cardNumber: "5555 5555 5555 4444" }).cardNumber).toBe("555555******4444");

    const wrong = await stack.run(TRANSACTIONS, { filter: { cardNumber: "44" } });
    expectCode(wrong, "BAD_USER_INPUT");
    expect(fieldMessages(wrong.errors?.[0])).toEqual({ cardNumber: "Invalid card number" });
  });

  it("searches by PayPal account, transaction id, auth code and pay state", async () => {
    const paypal = (await list({})).items.find((item: { paypalAccount: string | null }) => item.paypalAccount);
    const byAccount = await list({ paypalAccount: paypal.paypalAccount.slice(0, 6).toUpperCase() });
    expect(byAccount.items.map((item: { id: string }) => item.id)).toContain(paypal.id);

    const card = (await list({ cardNumber: "4242" })).items.find((item: { authCode: string | null }) => item.authCode);
    const byTransaction = await list({ transactionId: card.transactionId.slice(2, 10) });
    expect(byTransaction.items.map((item: { id: string }) => item.id)).toContain(card.id);
    const byAuthCode = await list({ authCode: card.authCode.toLowerCase() });
    expect(byAuthCode.items.map((item: { id: string }) => item.id)).toContain(card.id);

    const failed = await list({ payStatus: "FAILED" });
    expect(failed.total).toBeGreaterThan(0);
    for (const item of failed.items) expect(item).toMatchObject({ payStatus: "FAILED", payStatusCode: 2 });
  });

  it("narrows to a date range and refuses one whose start is not earlier than its end", async () => {
    const sample = (await list({})).items[10];
    const created = Date.parse(sample.createTime);
    const window = await list({
      dateFrom: new Date(created).toISOString(),
      dateTo: new Date(created + 1).toISOString(),
    });
    expect(window.items.map((item: { id: string }) => item.id)).toContain(sample.id);

    stack.proxy.reset();
    for (const dateTo of ["2025-05-01T00:00:00.000Z", "2025-06-01T00:00:00.000Z"]) {
      const result = await stack.run(TRANSACTIONS, { filter: { dateFrom: "2025-06-01T00:00:00.000Z", dateTo } });
      expectCode(result, "BAD_USER_INPUT");
      expect(result.errors?.[0].message).toBe("Start time must be earlier than end time");
      expect(result.errors?.[0].extensions?.fields).toEqual([
        { field: "dateTo", rule: "dateRange", params: {}, message: "Start time must be earlier than end time" },
      ]);
    }
    expect(stack.proxy.count("/transaction/list")).toBe(0);
  });
});

describe("transaction detail", () => {
  it("answers every credit card field with the card masked, its chargeback and its order", async () => {
    const chargedBack = (await list({ cardNumber: "4242" })).items.find(
      (item: { chargeBackStatus: string }) => item.chargeBackStatus !== "NONE",
    );
    const { id } = chargedBack ?? (await list({ cardNumber: "4242" })).items[0];
    const result = await stack.run(TRANSACTION, { id });
    expect(result.errors).toBeUndefined();
    const transaction = result.data!.transaction;
    expect(transaction).toMatchObject({
      id,
      paymentType: "CREDIT_CARD",
      cardNumber: "424242******4242",
      // The deprecated upstream name answers the same until its removal (CHANGELOG.md 0.2.0).
      cardNum: "424242******4242",
      cardType: "VISA",
    });
    expect(transaction.orderNumber).toMatch(/^D/);
    expect(transaction.cardMonth).toMatch(/^(0[1-9]|1[0-2])$/);
    expect(transaction.amount).toMatch(/^\d+\.\d{2}$/);
    expect(transaction.chargeBackAmount).toMatch(/^\d+\.\d{2}$/);
    expect(["NONE", "OPEN", "WON", "LOST"]).toContain(transaction.chargeBackStatus);
    expectNoFullCardNumber(result.data);
  });

  it("keeps tenants apart", async () => {
    const other = await stack.login("other", "other123");
    const theirs = await list({ cardNumber: "4242" }, other);
    expect(theirs.total).toBeGreaterThan(0);
    for (const item of theirs.items) expect(item.orderNumber).toMatch(/^OT/);
    const ours = (await list({})).items[0];
    const result = await stack.run(TRANSACTION, { id: ours.id }, other);
    expectCode(result, "UPSTREAM_ERROR");
    expect(result.errors?.[0].extensions?.upstreamCode).toBe(20404);
  });
});

describe("card masking", () => {
  it("keeps at most the first 6 and last 4 digits of whatever a vendor API sends", () => {
    expect(maskCardNumber("4242424242424242")).toBe("424242******4242");
    expect(maskCardNumber("3782 822463 10005")).toBe("3782 82**** *0005");
    expect(maskCardNumber("424242******4242")).toBe("424242******4242");
    expect(maskCardNumber("**** 4242")).toBe("**** 4242");
    expect(maskCardNumber(null)).toBeNull();
  });
});

describe("permissions", () => {
  it("lets the sales agent search and open transactions and refuses a role without sales keys", async () => {
    const page = await list({}, stack.agent);
    expect((await stack.run(TRANSACTION, { id: page.items[0].id }, stack.agent)).errors).toBeUndefined();

    const editor = await stack.login(TRIP_EDITOR.username, TRIP_EDITOR.password);
    const refused = await stack.run(TRANSACTIONS, {}, editor);
    expectCode(refused, "FORBIDDEN");
    expect(refused.errors?.[0].extensions?.requiredPermission).toEqual({ type: "page", url: "transaction_list" });
    expectCode(await stack.run(TRANSACTION, { id: page.items[0].id }, editor), "FORBIDDEN");
  });
});
