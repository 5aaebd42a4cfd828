/**
 * The gateway's own guard on stored numbers: whatever a vendor API answers (a whole TIN, routing or account number
 * in its "last four" fields, or beside them), GraphQL answers no more than the last four digits. The reference vendor
 * API never sends whole numbers, so a fake one does.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gql, loginAs } from "./support/graphql-client";
import {
  envelope,
  fakeLoginResult,
  startFakeUpstream,
  startGatewayOn,
  type FakeUpstream,
} from "./support/fake-upstream";

const TIN = "98-7654321";
const ROUTING = "021000021";
const ACCOUNT = "000123456789";

let upstream: FakeUpstream;
let gateway: { url: string; close(): Promise<void> };
let token: string;

beforeAll(async () => {
  upstream = await startFakeUpstream();
  upstream.routes.set("/vendor/account/login", (_req, res) => envelope(res, 0, "success", fakeLoginResult()));
  upstream.routes.set("/vendor/account/permission/load", (_req, res) =>
    envelope(res, 0, "success", [
      { type: "page", name: "Tax info", url: "tax_info" },
      { type: "page", name: "Bank info", url: "bank_info" },
    ]),
  );
  upstream.routes.set("/company/tax/find", (_req, res) =>
    envelope(res, 0, "success", {
      taxTypeId: 201,
      taxTypeCode: "EIN",
      taxTypeName: "EIN",
      legalName: "Careless Vendor LLC",
      tin: TIN,
      tinSet: true,
      tinLastFour: TIN,
      version: 3,
      updateTime: "2026-01-02T03:04:05.000Z",
    }),
  );
  upstream.routes.set("/company/bank/find", (_req, res) =>
    envelope(res, 0, "success", {
      accountHolderName: "Careless Vendor",
      accountType: "checking",
      routingNumber: ROUTING,
      accountNumber: ACCOUNT,
      routingNumberLastFour: ROUTING,
      accountNumberLastFour: ` ${ACCOUNT.slice(0, 4)}-${ACCOUNT.slice(4)} `,
      accountNumberSet: true,
      stripeAccountId: null,
      version: 2,
      updateTime: "2026-01-02T03:04:05.000Z",
    }),
  );
  gateway = await startGatewayOn(upstream);
  token = await loginAs(gateway.url, "admin", "admin123");
});
afterAll(async () => {
  await gateway?.close();
  await upstream?.close();
});

describe("numbers a vendor API sends whole", () => {
  it("reach GraphQL as their last four digits only", async () => {
    const result = await gql(
      gateway.url,
      `{
        taxInfo { legalName tin { isSet lastFour } }
        bankInfo { routingNumber { isSet lastFour } accountNumber { isSet lastFour } payout: stripeAccountId }
        payoutAccount { id }
      }`,
      {},
      token,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      taxInfo: { legalName: "Careless Vendor LLC", tin: { isSet: true, lastFour: "4321" } },
      bankInfo: {
        routingNumber: { isSet: true, lastFour: "0021" },
        accountNumber: { isSet: true, lastFour: "6789" },
        payout: null,
      },
      payoutAccount: null,
    });
    const text = JSON.stringify(result);
    for (const whole of [TIN, TIN.replace("-", ""), ROUTING, ACCOUNT, ACCOUNT.slice(4)])
      expect(text).not.toContain(whole);
  });
});
