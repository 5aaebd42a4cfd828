/**
 * System e-mail receivers, payment configuration and the booking fee through the gateway against the real vendor API
 * (docs/system-contract.md sections 4, 5 and 9): refusals at their field before any call, secrets that are written but
 * never answered (only `isSet` and the last four, whatever a vendor API sends), the add or edit cmd of a first or
 * later payment save, stale versions and tenant isolation.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fieldMessages, gql, loginAs } from "./support/graphql-client";
import { startCatalogueStack, type CatalogueStack } from "./support/catalogue";
import {
  envelope,
  fakeLoginResult,
  startFakeUpstream,
  startGatewayOn,
  type FakeUpstream,
} from "./support/fake-upstream";

let stack: CatalogueStack;
let other: string;

beforeAll(async () => {
  stack = await startCatalogueStack();
  other = await loginAs(stack.url, "other", "other123");
});
afterAll(async () => {
  await stack?.close();
});

const RECEIVER_FIELDS = "id email contactName type version";
const SAVE_RECEIVER = `
  mutation SaveReceiver($id: ID, $version: Int, $input: EmailReceiverInput!) {
    saveEmailReceiver(id: $id, version: $version, input: $input) { ${RECEIVER_FIELDS} }
  }
`;
const RECEIVERS = `
  query Receivers($type: EmailReceiverType) { emailReceivers(type: $type, page: { number: 1, size: 100 }) { total items { ${RECEIVER_FIELDS} } } }
`;
let sequence = 0;
const uniqueEmail = () => `gw-${process.pid}-${Date.now().toString(36)}-${++sequence}@example.com`;

describe("e-mail receivers", () => {
  it("adds, lists by type, edits with its version and deletes a receiver", async () => {
    const email = uniqueEmail();
    const added = await stack.run(SAVE_RECEIVER, { input: { email, contactName: "Refund Desk", type: "REFUND" } });
    expect(added.errors).toBeUndefined();
    const receiver = added.data!.saveEmailReceiver;
    expect(receiver).toMatchObject({ email, contactName: "Refund Desk", type: "REFUND" });

    const refunds = await stack.run(RECEIVERS, { type: "REFUND" });
    expect(refunds.data!.emailReceivers.items.map((item: { id: string }) => item.id)).toContain(receiver.id);
    const notifications = await stack.run(RECEIVERS, { type: "NOTIFICATION" });
    expect(notifications.data!.emailReceivers.items.map((item: { id: string }) => item.id)).not.toContain(receiver.id);

    const edited = await stack.run(SAVE_RECEIVER, {
      id: receiver.id,
      version: receiver.version,
      input: { email, contactName: "Refund Results", type: "REFUND_RESULT" },
    });
    expect(edited.data!.saveEmailReceiver).toMatchObject({ id: receiver.id, type: "REFUND_RESULT" });

    const stale = await stack.run(SAVE_RECEIVER, {
      id: receiver.id,
      version: receiver.version,
      input: { email, contactName: "Refund Desk", type: "REFUND" },
    });
    expect(stale.errors?.[0].extensions?.code).toBe("STALE_DATA");

    const version = edited.data!.saveEmailReceiver.version;
    const deleted = await stack.run(`mutation { deleteEmailReceiver(id: "${receiver.id}", version: ${version}) }`);
    expect(deleted.data).toEqual({ deleteEmailReceiver: true });
    const gone = await stack.run(`{ emailReceiver(id: "${receiver.id}") { id } }`);
    expect(gone.errors?.[0].extensions?.upstreamCode).toBe(20404);
  });

  it("refuses a receiver that breaks the rules at its fields before any call", async () => {
    stack.proxy.reset();
    const result = await stack.run(SAVE_RECEIVER, {
      input: { email: "not-an-address", contactName: "", type: "REFUND" },
    });
    expect(fieldMessages(result.errors?.[0])).toEqual({
      email: "Enter the correct email address",
      contactName: "enter contact name",
    });
    const noVersion = await stack.run(SAVE_RECEIVER, {
      id: "1",
      input: { email: uniqueEmail(), contactName: "Desk", type: "REFUND" },
    });
    expect(fieldMessages(noVersion.errors?.[0])).toEqual({ version: "Required" });
    expect(stack.proxy.calls.filter((call) => call.path.startsWith("/system/email/"))).toEqual([]);
  });

  it("refuses the same address twice for a type at its field (the vendor API's rule), whatever the case", async () => {
    const email = uniqueEmail();
    await stack.run(SAVE_RECEIVER, { input: { email, contactName: "Desk", type: "NOTIFICATION" } });
    const again = await stack.run(SAVE_RECEIVER, {
      input: { email: email.toUpperCase(), contactName: "Desk", type: "NOTIFICATION" },
    });
    expect(fieldMessages(again.errors?.[0])).toEqual({ email: "Duplicate email address" });
  });

  it("keeps each tenant's receivers to itself", async () => {
    const added = await stack.run(SAVE_RECEIVER, {
      input: { email: uniqueEmail(), contactName: "Desk", type: "REFUND" },
    });
    const id = added.data!.saveEmailReceiver.id;
    const list = await stack.run(RECEIVERS, {}, other);
    expect(list.data!.emailReceivers.items.map((item: { id: string }) => item.id)).not.toContain(id);
    const read = await stack.run(`{ emailReceiver(id: "${id}") { id } }`, {}, other);
    expect(read.errors?.[0].extensions?.upstreamCode).toBe(20404);
  });
});

const CARD_FIELDS =
  "id gatewayType apiLoginId transactionKey { isSet lastFour } publicClientKey cardOrganizations version";
const SAVE_CARD = `
  mutation SaveCard($version: Int, $input: CreditCardConfigInput!) {
    saveCreditCardConfig(version: $version, input: $input) { ${CARD_FIELDS} }
  }
`;
const PAYPAL_FIELDS =
  "id apiUsername clientId status version password { isSet lastFour } signature { isSet lastFour } clientSecret { isSet lastFour }";
const SAVE_PAYPAL = `
  mutation SavePaypal($version: Int, $input: PaypalConfigInput!) {
    savePaypalConfig(version: $version, input: $input) { ${PAYPAL_FIELDS} }
  }
`;

describe("payment configuration", () => {
  it("stores card gateway secrets without ever answering them, and an empty secret keeps the stored one", async () => {
    const key = "tk-SECRET-7781";
    const input = {
      gatewayType: "API_LOGIN",
      apiLoginId: "login-1",
      transactionKey: key,
      publicClientKey: "public-1",
      cardOrganizations: ["VISA", "AMERICAN_EXPRESS"],
    };
    const before = await stack.run(`{ creditCardConfig { version } }`, {}, other);
    const version = before.data!.creditCardConfig?.version ?? null;
    const saved = await stack.run(SAVE_CARD, { version, input }, other);
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.saveCreditCardConfig).toMatchObject({
      gatewayType: "API_LOGIN",
      cardOrganizations: ["VISA", "AMERICAN_EXPRESS"],
      transactionKey: { isSet: true, lastFour: "7781" },
    });

    const kept = await stack.run(
      SAVE_CARD,
      { version: saved.data!.saveCreditCardConfig.version, input: { ...input, transactionKey: "" } },
      other,
    );
    expect(kept.data!.saveCreditCardConfig.transactionKey).toEqual({ isSet: true, lastFour: "7781" });

    const read = await stack.run(`{ creditCardConfig { ${CARD_FIELDS} } }`, {}, other);
    expect(JSON.stringify(read)).not.toContain("SECRET");
    expect(JSON.stringify(saved)).not.toContain("SECRET");
  });

  it("stores PayPal secrets write-only", async () => {
    const before = await stack.run(`{ paypalConfig { version } }`, {}, other);
    const saved = await stack.run(
      SAVE_PAYPAL,
      {
        version: before.data!.paypalConfig?.version ?? null,
        input: {
          apiUsername: "merchant_api",
          password: "pw-SECRET-1",
          signature: "sig-SECRET-2",
          clientId: "client-1",
          clientSecret: "cs-SECRET-3",
          status: "ACTIVE",
        },
      },
      other,
    );
    expect(saved.errors).toBeUndefined();
    const config = saved.data!.savePaypalConfig;
    expect([config.password, config.signature, config.clientSecret]).toEqual([
      { isSet: true, lastFour: "ET-1" },
      { isSet: true, lastFour: "ET-2" },
      { isSet: true, lastFour: "ET-3" },
    ]);
    expect(config.status).toBe("ACTIVE");
    expect(JSON.stringify(await stack.run(`{ paypalConfig { ${PAYPAL_FIELDS} } }`, {}, other))).not.toContain("SECRET");
  });

  it("refuses a user without the payment page before any call", async () => {
    const agent = await loginAs(stack.url, "agent", "agent123");
    stack.proxy.reset();
    const result = await stack.run(
      SAVE_PAYPAL,
      { input: { apiUsername: "a", clientId: "b", status: "ACTIVE" } },
      agent,
    );
    expect(result.errors?.[0].extensions).toMatchObject({ code: "FORBIDDEN", requiredPermission: { url: "payment" } });
    expect(stack.proxy.calls.filter((call) => call.path.startsWith("/config/"))).toEqual([]);
  });
});

describe("booking fee", () => {
  const SAVE_FEE = `
    mutation SaveFee($version: Int, $input: BookingFeeInput!) { saveBookingFee(version: $version, input: $input) { type mode amount version } }
  `;

  it("saves a per-order percentage with its version and refuses a stale one", async () => {
    const current = await stack.run(`{ bookingFee { type mode amount version } }`);
    const version = current.data!.bookingFee.version;
    const saved = await stack.run(SAVE_FEE, {
      version,
      input: { type: "PER_ORDER", mode: "PERCENTAGE", amount: "2.5" },
    });
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.saveBookingFee).toMatchObject({ type: "PER_ORDER", mode: "PERCENTAGE", amount: "2.50" });
    expect((await stack.run(`{ bookingFee { amount } }`)).data!.bookingFee.amount).toBe("2.50");
    const stale = await stack.run(SAVE_FEE, { version, input: { type: "NONE", mode: "FIXED", amount: "0" } });
    expect(stale.errors?.[0].extensions?.code).toBe("STALE_DATA");
  });

  it("refuses an amount that breaks its mode's rule at the field before any call (no silent rounding)", async () => {
    stack.proxy.reset();
    const tooPrecise = await stack.run(SAVE_FEE, { input: { type: "PER_TICKET", mode: "FIXED", amount: "1.999" } });
    expect(Object.keys(fieldMessages(tooPrecise.errors?.[0]))).toEqual(["amount"]);
    const overAll = await stack.run(SAVE_FEE, { input: { type: "PER_TICKET", mode: "PERCENTAGE", amount: "100.01" } });
    expect(Object.keys(fieldMessages(overAll.errors?.[0]))).toEqual(["amount"]);
    expect(stack.proxy.count("/bookingfee/config/save")).toBe(0);
  });

  it("answers the tenant's fees as its statements deduct them: the statement's rates", async () => {
    const result = await stack.run(`{
      serviceFee { rate fixed commissionRate chargebackFee subscriptionFee }
      statement(month: "2025-08") { rates { cardRate cardFixed commissionRate chargebackFee subscriptionFee } }
    }`);
    expect(result.errors).toBeUndefined();
    const { rates } = result.data!.statement;
    expect(result.data!.serviceFee).toEqual({
      rate: rates.cardRate,
      fixed: rates.cardFixed,
      commissionRate: rates.commissionRate,
      chargebackFee: rates.chargebackFee,
      subscriptionFee: rates.subscriptionFee,
    });
    expect(result.data!.serviceFee).toMatchObject({ rate: "0.0290", fixed: "0.30", subscriptionFee: "49.00" });
  });
});

describe("unpaid hold period", () => {
  const SAVE_HOLD = `
    mutation SaveHold($version: Int!, $days: Int!) { saveUnpaidHold(version: $version, unpaidHoldDays: $days) { unpaidHoldDays version } }
  `;

  it("reads 7 days until saved, saves whole days with its version, refuses a stale one; each tenant its own", async () => {
    const current = await stack.run(`{ unpaidHold { unpaidHoldDays version } }`, {}, other);
    expect(current.errors).toBeUndefined();
    expect(current.data!.unpaidHold.unpaidHoldDays).toBe(7);
    const { version } = current.data!.unpaidHold;
    const saved = await stack.run(SAVE_HOLD, { version, days: 14 }, other);
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.saveUnpaidHold).toEqual({ unpaidHoldDays: 14, version: version + 1 });
    expect((await stack.run(`{ unpaidHold { unpaidHoldDays } }`, {}, other)).data!.unpaidHold.unpaidHoldDays).toBe(14);
    const stale = await stack.run(SAVE_HOLD, { version, days: 3 }, other);
    expect(stale.errors?.[0].extensions?.code).toBe("STALE_DATA");
    // The Demo Tours tenant's period is its own.
    expect((await stack.run(`{ unpaidHold { unpaidHoldDays } }`)).data!.unpaidHold.unpaidHoldDays).toBe(7);
  });

  it("refuses a period outside 1–90 days at its field before any call", async () => {
    stack.proxy.reset();
    for (const [days, message] of [
      [0, "No less than 1"],
      [91, "No more than 90"],
    ] as const) {
      const result = await stack.run(SAVE_HOLD, { version: 1, days });
      expect(result.errors?.[0].extensions?.code, String(days)).toBe("BAD_USER_INPUT");
      expect(fieldMessages(result.errors?.[0]), String(days)).toEqual({ unpaidHoldDays: message });
    }
    expect(stack.proxy.count("/config/hold/save")).toBe(0);
  });

  it("refuses a save without its cmd before any call", async () => {
    const agent = await loginAs(stack.url, "agent", "agent123");
    stack.proxy.reset();
    const result = await stack.run(SAVE_HOLD, { version: 1, days: 5 }, agent);
    expect(result.errors?.[0].extensions).toMatchObject({
      code: "FORBIDDEN",
      requiredPermission: { url: "/config/hold/save" },
    });
    expect(stack.proxy.count("/config/hold/save")).toBe(0);
  });
});

describe("a vendor API written in the test (secrets it should not send, cmds it grants)", () => {
  let upstream: FakeUpstream;
  let gateway: { url: string; close(): Promise<void> };

  beforeAll(async () => {
    upstream = await startFakeUpstream();
    upstream.routes.set("/vendor/account/login", (_req, res) => envelope(res, 0, "success", fakeLoginResult()));
    upstream.routes.set("/vendor/account/permission/load", (_req, res) =>
      envelope(res, 0, "success", [
        { type: "page", name: "Payment", url: "payment" },
        { type: "cmd", name: "Edit PayPal", url: "/config/paypal/edit" },
      ]),
    );
    upstream.routes.set("/config/paypal/edit", (_req, res) =>
      envelope(res, 0, "success", { id: 1, apiUsername: "api", clientId: "client", status: 1, version: 5 }),
    );
    upstream.routes.set("/config/creditcard/find", (_req, res) =>
      envelope(res, 0, "success", {
        id: 1,
        gatewayType: 3,
        apiLoginId: null,
        publicClientKey: null,
        cardOrganizations: [],
        username: null,
        merchantId: null,
        sourceKey: "source-1",
        sourcePin: "WHOLE-PIN-123456",
        sourcePinSet: true,
        sourcePinLastFour: "WHOLE-PIN-123456",
        publicApiKey: "api-1",
        transactionKey: "WHOLE-KEY-654321",
        version: 1,
        updateTime: "2026-01-02T03:04:05.000Z",
      }),
    );
    upstream.routes.set("/config/paypal/find", (_req, res) =>
      envelope(res, 0, "success", {
        id: 1,
        apiUsername: "api",
        clientId: "client",
        status: 0,
        password: "WHOLE-PASSWORD",
        clientSecret: "WHOLE-CLIENT-SECRET",
        clientSecretSet: true,
        clientSecretLastFour: "WHOLE-CLIENT-SECRET",
        version: 4,
        updateTime: "2026-01-02T03:04:05.000Z",
      }),
    );
    gateway = await startGatewayOn(upstream);
  });
  afterAll(async () => {
    await gateway?.close();
    await upstream?.close();
  });

  it("answers no more than the last four characters of any secret", async () => {
    const token = await loginAs(gateway.url, "admin", "admin123");
    const result = await gql(
      gateway.url,
      `{ creditCardConfig { gatewayType sourcePin { isSet lastFour } transactionKey { isSet lastFour } password { isSet lastFour } }
         paypalConfig { status password { isSet lastFour } clientSecret { isSet lastFour } signature { isSet lastFour } } }`,
      {},
      token,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      creditCardConfig: {
        gatewayType: "SOURCE_KEY",
        sourcePin: { isSet: true, lastFour: "3456" },
        transactionKey: { isSet: false, lastFour: null },
        password: { isSet: false, lastFour: null },
      },
      paypalConfig: {
        status: "INACTIVE",
        password: { isSet: false, lastFour: null },
        clientSecret: { isSet: true, lastFour: "CRET" },
        signature: { isSet: false, lastFour: null },
      },
    });
    expect(JSON.stringify(result)).not.toContain("WHOLE");
  });

  it("needs the add cmd for a first save and the edit cmd for a later one, before any call", async () => {
    const token = await loginAs(gateway.url, "admin", "admin123");
    const save = (version: number | null) =>
      gql(
        gateway.url,
        `mutation Save($version: Int) { savePaypalConfig(version: $version, input: { apiUsername: "api", clientId: "client", status: ACTIVE }) { version } }`,
        { version },
        token,
      );
    const first = await save(null);
    expect(first.errors?.[0].extensions).toMatchObject({
      code: "FORBIDDEN",
      requiredPermission: { type: "cmd", url: "/config/paypal/add" },
    });
    expect(upstream.requests.some((request) => request.path === "/config/paypal/add")).toBe(false);
    expect((await save(4)).data).toEqual({ savePaypalConfig: { version: 5 } });
  });
});
