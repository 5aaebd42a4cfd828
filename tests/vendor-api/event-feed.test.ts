/**
 * The outbox feed live subscriptions read (docs/system-contract.md section 13): a cursor that starts now and pages
 * forward, the caller's tenant only, and only the resources the caller's session may list, whoever calls.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type SessionHeaders, type TestApi } from "./support/api";
import { refundableOrder } from "./support/sales";
import { page, roleWith, userWith } from "./support/tenants";

let api: TestApi;
let admin: SessionHeaders;
let other: SessionHeaders;
const used = new Set<number>();

beforeAll(async () => {
  api = await startTestApi();
  admin = (await api.login("admin", "admin123")).headers;
  other = (await api.login("other", "other123")).headers;
});
afterAll(() => api?.close());

async function feed(headers: SessionHeaders, body: Record<string, unknown>) {
  const answer = await api.post("/system/events/feed", body, headers);
  expect(answer.status.code, JSON.stringify(answer.status)).toBe(0);
  return answer.result as {
    list: Array<{ id: number; type: string; resourceType: string; resourceId: string; data: Record<string, unknown> }>;
    last: number;
  };
}
const start = async (headers: SessionHeaders) => (await feed(headers, {})).last;

/** A refund of one ticket, approved and completed: its REFUND_* events and the order's ORDER_UPDATED on request and completion. */
async function completedRefund() {
  const { order, payment, tickets } = await refundableOrder(api, admin, used);
  const added = await api.post(
    "/refund/add",
    { orderId: order.id, paymentId: payment.id, ticketIds: [tickets[0].id], amount: "1.00" },
    admin,
  );
  expect(added.status.code).toBe(0);
  expect((await api.post("/refund/approve", { id: added.result.id, version: 1 }, admin)).status.code).toBe(0);
  expect((await api.post("/refund/complete", { id: added.result.id, version: 2 }, admin)).status.code).toBe(0);
  return { order, refundId: added.result.id as number };
}

describe("the event feed", () => {
  it("starts now, pages forward from its cursor and answers the tenant's own events only", async () => {
    const mine = await start(admin);
    const theirs = await start(other);
    expect((await feed(admin, { after: mine })).list).toEqual([]);

    const { order, refundId } = await completedRefund();
    const first = await feed(admin, { after: mine, limit: 2 });
    expect(first.list.map((event) => event.type)).toEqual(["REFUND_CREATED", "ORDER_UPDATED"]);
    expect(first.last).toBe(first.list[1].id);
    const rest = await feed(admin, { after: first.last });
    expect(rest.list.map((event) => [event.type, event.resourceType, event.resourceId])).toEqual([
      ["REFUND_APPROVED", "refund", String(refundId)],
      ["REFUND_COMPLETED", "refund", String(refundId)],
      ["ORDER_UPDATED", "order", String(order.id)],
    ]);
    expect(first.list[1].data).toMatchObject({ id: String(order.id), changed: ["tickets", "payments"] });
    expect(rest.list[2].data).toMatchObject({
      id: String(order.id),
      orderNumber: order.orderNumber,
      changed: ["tickets", "payments", "refundedAmount"],
    });
    expect((await feed(admin, { after: rest.last })).list).toEqual([]);

    // Another tenant's session hears nothing of it, even from a cursor of the first tenant.
    expect((await feed(other, { after: theirs })).list).toEqual([]);
    expect((await feed(other, { after: 0 })).list.some((event) => event.resourceId === String(refundId))).toBe(false);
  });

  it("answers only the resources the session may list, and refuses a session that may list none", async () => {
    const ordersOnly = await roleWith(api, admin, "Orders only (feed)", [page("order_list")]);
    const orderReader = await userWith(api, admin, [ordersOnly.id]);
    const nothing = await roleWith(api, admin, "Trips only (feed)", [page("trip_list")]);
    const tripReader = await userWith(api, admin, [nothing.id]);

    const cursor = await start(orderReader.headers);
    const { order } = await completedRefund();
    const heard = await feed(orderReader.headers, { after: cursor });
    expect(heard.list.map((event) => [event.type, event.resourceId])).toEqual([
      ["ORDER_UPDATED", String(order.id)],
      ["ORDER_UPDATED", String(order.id)],
    ]);
    // Asking for refunds explicitly changes nothing: the session may not list them.
    expect((await feed(orderReader.headers, { after: cursor, resourceTypes: ["refund"] })).list).toEqual([]);
    // The administrator narrows the answer to what it asks for.
    const refundsOnly = await feed(admin, { after: cursor, resourceTypes: ["refund"] });
    expect(new Set(refundsOnly.list.map((event) => event.resourceType))).toEqual(new Set(["refund"]));

    const refused = await api.post("/system/events/feed", { after: cursor }, tripReader.headers);
    expect(refused.status.code).toBe(21403);
  });
});
