/**
 * `fields` in an `/order/list` body is a request another vendor API may ignore (docs/sales-contract.md section 4): the
 * gateway answers the same from whole rows, and refuses rows that lack a member it asked for. The reference vendor
 * API always honours it (tests/gateway/sales-orders.test.ts), so a fake one does neither.
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

const WHOLE_ROW = {
  id: 7,
  orderNumber: "T-20250901-0007",
  type: 1,
  state: 3,
  channelId: 11,
  channelName: "Back office",
  creator: "admin",
  contactFirstName: "Ada",
  contactLastName: "Lovelace",
  contactEmail: "ada@example.com",
  contactCountryCode: "+44",
  contactPhone: "+44 20 7946 0000",
  tripNames: ["Harbour tour"],
  orderDate: "2025-09-02",
  createTime: "2025-09-01T10:00:00.000Z",
  payTime: "2025-09-01T10:01:00.000Z",
  completeTime: null,
  paymentTypes: [1],
  cardLast4: "4242",
  transactionId: "ch_7",
  totalAmount: "40.00",
  payAmount: "40.00",
  refundedAmount: "0.00",
  bookingFee: "0.00",
  rescheduleFee: "0.00",
  differencePrice: "0.00",
  couponCode: null,
  version: 1,
  ticketNumbers: ["TK-7-1"],
};

let upstream: FakeUpstream;
let gateway: { url: string; close(): Promise<void> };
let token: string;
let answerRow: Record<string, unknown> = WHOLE_ROW;

beforeAll(async () => {
  upstream = await startFakeUpstream();
  upstream.routes.set("/vendor/account/login", (_req, res) => envelope(res, 0, "success", fakeLoginResult()));
  upstream.routes.set("/vendor/account/permission/load", (_req, res) =>
    envelope(res, 0, "success", [{ type: "page", name: "Orders", url: "order_list" }]),
  );
  upstream.routes.set("/order/list", (_req, res) => envelope(res, 0, "success", { list: [answerRow], total: 1 }));
  gateway = await startGatewayOn(upstream);
  token = await loginAs(gateway.url, "admin", "admin123");
});
afterAll(async () => {
  await gateway?.close();
  await upstream?.close();
});

const ROWS = `{ orders { total items { orderNumber contact { firstName } ticketNumbers } } }`;

describe("an order list answer and the members the gateway asked for", () => {
  it("answers the selected fields from whole rows of a vendor API that ignores `fields`", async () => {
    answerRow = WHOLE_ROW;
    const result = await gql(gateway.url, ROWS, {}, token);
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      orders: {
        total: 1,
        items: [{ orderNumber: "T-20250901-0007", contact: { firstName: "Ada" }, ticketNumbers: ["TK-7-1"] }],
      },
    });
    const sent = upstream.requests.filter((request) => request.path === "/order/list").at(-1)!;
    expect((sent.body as { fields: string[] }).fields).toContain("ticketNumbers");
  });

  it("refuses rows without a member it asked for, as an answer of another shape", async () => {
    const { ticketNumbers: _left, ...withoutTickets } = WHOLE_ROW;
    answerRow = withoutTickets;
    const result = await gql(gateway.url, ROWS, {}, token);
    expect(result.data).toBeNull();
    expect(result.errors?.[0].extensions).toMatchObject({ code: "UPSTREAM_UNAVAILABLE", fault: "malformed-body" });
  });
});
