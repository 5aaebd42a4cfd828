import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fieldMessages, startTestApi, type SessionHeaders, type TestApi } from "./support/api";

let api: TestApi;
let demoTours: SessionHeaders;
let freshVendor: SessionHeaders;
const bodies: string[] = [];

const SECRETS = {
  transactionKey: "tx-key-SECRET-1",
  password: "pw-SECRET-2",
  sourcePin: "pin-SECRET-3",
  signature: "sig-SECRET-4",
  clientSecret: "client-SECRET-5",
};

/** Every answer of this file is kept, to check at the end that no secret ever left the API. */
const record = <T>(envelope: T): T => {
  bodies.push(JSON.stringify(envelope));
  return envelope;
};
const get = (path: string, headers: SessionHeaders, query = {}) => api.get(path, query, headers).then(record);
const post = (path: string, body: unknown, headers: SessionHeaders) => api.post(path, body, headers).then(record);

beforeAll(async () => {
  api = await startTestApi();
  demoTours = (await api.login("admin", "admin123")).headers;
  freshVendor = (await api.login("newvendor", "vendor123")).headers;
});
afterAll(() => api?.close());

describe("card gateway configuration", () => {
  it("validates the chosen gateway's fields with the rules' messages", async () => {
    const envelope = await post("/config/creditcard/add", { gatewayType: 2, username: "u" }, freshVendor);
    expect(envelope.status).toEqual({ code: 20001, msg: "Required", key: "required" });
    expect(envelope.result).toEqual({ fields: expect.any(Array) });
    expect(fieldMessages(envelope)).toEqual({ password: "Required", merchantId: "Required" });
  });

  it("stores a new configuration, marks the payment step done and answers secrets only as flags", async () => {
    const added = await post(
      "/config/creditcard/add",
      { gatewayType: 3, sourceKey: "source-key", sourcePin: SECRETS.sourcePin, publicApiKey: "public-api" },
      freshVendor,
    );
    expect(added.status.code).toBe(0);
    expect(added.result).toMatchObject({
      gatewayType: 3,
      sourceKey: "source-key",
      sourcePinSet: true,
      transactionKeySet: false,
      version: 1,
    });
    const state = await get("/configuration/init/tenant/state", freshVendor);
    expect(state.result).toMatchObject({ paymentState: true, initialized: false });
    expect((await get("/tenantinfo/init/data", freshVendor)).result.steps).toContainEqual({
      key: "payment",
      done: true,
    });
  });

  it("answers 10008 to a second add: the caller did not see the first", async () => {
    const again = await post(
      "/config/creditcard/add",
      { gatewayType: 3, sourceKey: "k", sourcePin: "p", publicApiKey: "a" },
      freshVendor,
    );
    expect(again.status).toEqual({
      code: 10008,
      msg: "Data is out of date, please refresh and repeat.",
      key: "staleVersion",
    });
  });

  it("edits with the current version, keeps a blank secret, and refuses a stale version with 10008", async () => {
    const current = (await get("/config/creditcard/find", freshVendor)).result;
    const edit = (version: number, extra: object = {}) =>
      post(
        "/config/creditcard/edit",
        { gatewayType: 3, sourceKey: "source-key-2", publicApiKey: "public-api", version, ...extra },
        freshVendor,
      );
    const edited = await edit(current.version);
    expect(edited.result).toMatchObject({
      sourceKey: "source-key-2",
      sourcePinSet: true,
      version: current.version + 1,
    });
    expect((await edit(current.version)).status.code).toBe(10008);
    const switched = await edit(edited.result.version, {
      gatewayType: 1,
      apiLoginId: "login",
      transactionKey: SECRETS.transactionKey,
      publicClientKey: "client",
      cardOrganizations: ["VISA"],
    });
    expect(switched.result).toMatchObject({ gatewayType: 1, transactionKeySet: true, cardOrganizations: ["VISA"] });
  });

  it("answers 20404 to an edit when there is nothing to edit", async () => {
    const { headers } = await api.login("other", "other123");
    const envelope = await post(
      "/config/paypal/edit",
      { apiUsername: "a", clientId: "c", status: 1, password: "p", signature: "s", clientSecret: "x", version: 1 },
      headers,
    );
    expect(envelope.status.code).toBe(20404);
  });
});

describe("PayPal configuration", () => {
  it("hides the demo tenant's stored secrets", async () => {
    expect((await get("/config/paypal/find", demoTours)).result).toEqual({
      id: expect.any(Number),
      apiUsername: "demo-tours_api1.example.com",
      passwordSet: true,
      passwordLastFour: "1001",
      signatureSet: true,
      signatureLastFour: "1001",
      clientId: "demo-paypal-client-id",
      clientSecretSet: true,
      clientSecretLastFour: "1001",
      status: 1,
      version: 1,
      updateTime: expect.any(String),
    });
  });

  it("adds and edits without ever answering a secret", async () => {
    const input = { apiUsername: "fresh_api", clientId: "fresh-client", status: 1 };
    expect(fieldMessages(await post("/config/paypal/add", input, freshVendor))).toEqual({
      password: "Required",
      signature: "Required",
      clientSecret: "Required",
    });
    const added = await post(
      "/config/paypal/add",
      { ...input, password: SECRETS.password, signature: SECRETS.signature, clientSecret: SECRETS.clientSecret },
      freshVendor,
    );
    expect(added.result).toMatchObject({ passwordSet: true, signatureSet: true, clientSecretSet: true, version: 1 });
    const edited = await post("/config/paypal/edit", { ...input, status: 0, version: 1 }, freshVendor);
    expect(edited.result).toMatchObject({ status: 0, passwordSet: true, version: 2 });
    expect((await post("/config/paypal/edit", { ...input, version: 1 }, freshVendor)).status.code).toBe(10008);
  });
});

describe("booking fee", () => {
  it("is created on first save and then needs the current version", async () => {
    expect((await get("/bookingfee/config/find", freshVendor)).result).toBeNull();
    const tooLarge = await post("/bookingfee/config/save", { type: 1, amount: "12345678" }, freshVendor);
    expect(tooLarge.status).toEqual({ code: 20001, msg: "Invalid price", key: "price" });
    expect(tooLarge.result).toEqual({ fields: expect.any(Array) });
    expect(fieldMessages(tooLarge)).toEqual({ amount: "Invalid price" });
    const created = await post("/bookingfee/config/save", { type: 1, amount: "3.5" }, freshVendor);
    expect(created.result).toEqual({ type: 1, mode: "fixed", amount: "3.50", version: 1 });
    expect((await post("/bookingfee/config/save", { type: 2, amount: "4" }, freshVendor)).status.code).toBe(10008);
    const updated = await post("/bookingfee/config/save", { type: 2, amount: "4", version: 1 }, freshVendor);
    expect(updated.result).toEqual({ type: 2, mode: "fixed", amount: "4.00", version: 2 });
    expect((await post("/bookingfee/config/save", { type: 2, amount: "5", version: 1 }, freshVendor)).status.code).toBe(
      10008,
    );
  });

  it("takes a percentage of 0.01 to 100 with 2 decimals", async () => {
    const save = (body: Record<string, unknown>) =>
      post("/bookingfee/config/save", { type: 1, mode: "percentage", version: 2, ...body }, freshVendor);
    expect(fieldMessages(await save({ amount: "0" }))).toEqual({ amount: "No less than 0.01" });
    expect(fieldMessages(await save({ amount: "100.01" }))).toEqual({ amount: "No more than 100" });
    expect(fieldMessages(await save({ amount: "1000" }))).toEqual({ amount: "Invalid price" });
    expect(fieldMessages(await save({ amount: "2.555" }))).toEqual({ amount: "Invalid price" });
    expect((await save({ amount: "12.5" })).result).toEqual({
      type: 1,
      mode: "percentage",
      amount: "12.50",
      version: 3,
    });
    expect((await get("/bookingfee/config/find", freshVendor)).result.mode).toBe("percentage");
    // A fixed fee of 1000 is a price, not a percentage.
    expect((await save({ mode: "fixed", amount: "1000", version: 3 })).result.amount).toBe("1000.00");
  });
});

describe("secrets", () => {
  it("never appear in any answer", async () => {
    await get("/config/creditcard/find", demoTours);
    await get("/config/creditcard/find", freshVendor);
    await get("/config/paypal/find", freshVendor);
    const everything = bodies.join("\n");
    expect(bodies.length).toBeGreaterThan(15);
    for (const secret of [
      ...Object.values(SECRETS),
      "demo-transaction-key-1001",
      "demo-paypal-password-1001",
      "demo-paypal-signature-1001",
    ]) {
      expect(everything).not.toContain(secret);
    }
  });
});
