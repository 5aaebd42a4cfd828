/**
 * Live subscriptions over graphql-ws on /graphql (docs/system-contract.md section 13), against the real vendor API:
 * a session or an API token in connection_init (4401 without), an event of each kind, the page permission at
 * subscribe and again per event (a role edit stops the next one), another tenant's events never heard, and one feed
 * poll per topic however many subscribe.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { feedPolled, LIVE_POLL_MS, watchFeedPolls } from "../support/feed-polls";
import { liveClient, type LiveClient } from "../support/live-client";
import { refundableOrder, SALES_VIEWER, startSalesStack, TRIP_EDITOR, type SalesStack } from "./support/sales";

let stack: SalesStack;
const used = new Set<string>();
const clients: LiveClient[] = [];

beforeAll(async () => {
  stack = await startSalesStack();
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
});
afterAll(async () => {
  await stack?.close();
});

const ORDER_CHANGED = `subscription { orderChanged { id orderNumber state changed eventType occurredAt } }`;
const REFUND_CHANGED = `subscription { refundOrderChanged { id refundNumber orderId orderNumber state amount changed eventType } }`;
const JOB_CHANGED = `subscription Jobs($couponId: ID) { couponJobChanged(couponId: $couponId) { id couponId state requested generated eventType } }`;

function connect(token?: string) {
  const client = liveClient(stack.url, token);
  clients.push(client);
  return client;
}

const refundAction = (name: string) =>
  `mutation($id: ID!, $version: Int!) { ${name}(id: $id, version: $version) { id version state } }`;

/** A refund of one ticket of a fresh order, approved and completed through the GraphQL API. */
async function completeRefund() {
  const { order, payment, tickets } = await refundableOrder(stack, used);
  const created = await stack.run(
    `mutation($input: CreateRefundInput!) { createRefund(input: $input) { id version } }`,
    { input: { orderId: order.id, paymentId: payment.id, ticketIds: [tickets[0].id], amount: "1.00" } },
  );
  expect(created.errors).toBeUndefined();
  const { id } = created.data!.createRefund;
  const approved = await stack.run(refundAction("approveRefund"), { id, version: 1 });
  expect(approved.errors).toBeUndefined();
  const completed = await stack.run(refundAction("completeRefund"), {
    id,
    version: approved.data!.approveRefund.version,
  });
  expect(completed.errors).toBeUndefined();
  return { order, refundId: id as string };
}

async function createApiToken(roleName: string) {
  const roles = await stack.run(`{ assignableRoles { id name } }`);
  const role = (roles.data!.assignableRoles as { id: string; name: string }[]).find(
    (entry) => entry.name === roleName,
  )!;
  const created = await stack.run(`mutation($input: ApiTokenInput!) { createApiToken(input: $input) { token } }`, {
    input: { name: `Live ${Date.now()}`, roleIds: [role.id] },
  });
  expect(created.errors).toBeUndefined();
  return created.data!.createApiToken.token as string;
}

describe("connecting", () => {
  it("closes a connection without a token, or with a bad one, with 4401", async () => {
    for (const token of [undefined, "not-a-session"]) {
      const heard = connect(token).subscribe(ORDER_CHANGED);
      expect(await heard.failure()).toMatchObject({ code: 4401 });
    }
  });

  it("answers queries over HTTP only and subscriptions over WebSocket only", async () => {
    const overHttp = await stack.run(ORDER_CHANGED);
    expect(overHttp.errors?.[0]?.message).toMatch(/WebSocket/);
    const query = connect(stack.admin).subscribe(`{ me { username } }`);
    expect(JSON.stringify(await query.failure())).toMatch(/Only subscriptions/);
  });
});

describe("events", () => {
  it("delivers a refund's changes and its order's to a session, to an API token, never to another tenant", async () => {
    const admin = connect(stack.admin);
    const orders = admin.subscribe(ORDER_CHANGED);
    const refunds = admin.subscribe(REFUND_CHANGED);
    const integrator = connect(await createApiToken("Sales agent")).subscribe(REFUND_CHANGED);
    const other = connect(await stack.login("other", "other123"));
    const otherOrders = other.subscribe(ORDER_CHANGED);
    const otherRefunds = other.subscribe(REFUND_CHANGED);
    // Four topics (each tenant's orders and refunds), each polling with its cursor: a change now is heard.
    await feedPolled(stack.proxy, 4);

    const { order, refundId } = await completeRefund();
    const completed = await refunds.until((data) => data.refundOrderChanged.eventType === "REFUND_COMPLETED");
    expect(completed.refundOrderChanged).toMatchObject({
      id: refundId,
      orderId: order.id,
      orderNumber: order.orderNumber,
      state: "COMPLETED",
      amount: "1.00",
      changed: ["state"],
    });
    expect(refunds.data.map((data) => data.refundOrderChanged.eventType)).toEqual([
      "REFUND_CREATED",
      "REFUND_APPROVED",
      "REFUND_COMPLETED",
    ]);
    const changed = await orders.until(
      (data) => data.orderChanged.id === order.id && data.orderChanged.changed.includes("refundedAmount"),
    );
    expect(changed.orderChanged).toMatchObject({
      orderNumber: order.orderNumber,
      state: "COMPLETED",
      changed: ["tickets", "payments", "refundedAmount"],
      eventType: "ORDER_UPDATED",
    });
    await integrator.until(
      (data) => data.refundOrderChanged.id === refundId && data.refundOrderChanged.state === "COMPLETED",
    );

    // The other tenant's topics polled twice more after the events went out: anything of theirs would be here.
    await feedPolled(stack.proxy, 4);
    expect(otherOrders.data).toEqual([]);
    expect(otherRefunds.data).toEqual([]);
    expect(otherOrders.errors).toEqual([]);
  });

  it("reports a coupon job's progress batch by batch, then its end", async () => {
    const jobs = connect(stack.admin).subscribe(JOB_CHANGED);
    await watchFeedPolls(stack.proxy, "couponJob").reach(1);
    const created = await stack.run(`mutation($input: CouponInput!) { createCoupon(input: $input) { id } }`, {
      input: {
        codeType: "SEQUENCE",
        code: `L${(Date.now() % 1000).toString(36).toUpperCase()}`.slice(0, 4),
        amount: "5.00",
        count: 4500,
        startDate: "2026-01-01",
        endDate: "2026-12-31",
      },
    });
    expect(created.errors).toBeUndefined();
    const couponId = created.data!.createCoupon.id;
    await jobs.until((data) => data.couponJobChanged.eventType === "COUPON_JOB_FINISHED", 30_000);
    const heard = jobs.data.map((data) => data.couponJobChanged).filter((job) => job.couponId === couponId);
    expect(heard.map((job) => [job.eventType, job.state, job.generated, job.requested])).toEqual([
      ["COUPON_JOB_PROGRESS", "PENDING", 2000, 4500],
      ["COUPON_JOB_PROGRESS", "PENDING", 4000, 4500],
      ["COUPON_JOB_FINISHED", "SUCCESSFUL", 4500, 4500],
    ]);
  });
});

describe("permissions", () => {
  it("refuses a subscription whose page the session lacks", async () => {
    const editor = connect(await stack.login(TRIP_EDITOR.username, TRIP_EDITOR.password));
    for (const query of [ORDER_CHANGED, REFUND_CHANGED]) {
      const refused = editor.subscribe(query);
      expect(await refused.failure()).toMatchObject({ extensions: { code: "FORBIDDEN" } });
    }
  });

  it("polls the feed once per topic however many subscribe, and stops a subscriber's events after a role edit", async () => {
    const viewer = connect(await stack.login(SALES_VIEWER.username, SALES_VIEWER.password));
    const refundPolls = watchFeedPolls(stack.proxy, "refund");
    const viewerRefunds = viewer.subscribe(REFUND_CHANGED);
    const adminRefunds = [1, 2, 3].map(() => connect(stack.admin).subscribe(REFUND_CHANGED));
    const polls = await refundPolls.reach(1, 6);
    // One topic (the tenant's refunds) whatever the four subscribers, one poll at a time, LIVE_POLL_MS apart; a poll
    // per subscriber would come four to an interval.
    expect(new Set(polls.map((poll) => poll.topic)).size).toBe(1);
    const spacing = polls.slice(1).map((poll, index) => poll.at - polls[index].at);
    expect(Math.min(...spacing)).toBeGreaterThanOrEqual(LIVE_POLL_MS - 5);

    const first = await completeRefund();
    await viewerRefunds.until((data) => data.refundOrderChanged.id === first.refundId);

    const roles = await stack.run(`{ roles(page: { number: 1, size: 100 }) { items { id name version } } }`);
    const role = roles.data!.roles.items.find((entry: { name: string }) => entry.name === "Sales viewer");
    const edited = await stack.run(
      `mutation($id: ID!, $version: Int!, $permissions: [ResourceInput!]!) { assignRoleResources(id: $id, version: $version, permissions: $permissions) { id } }`,
      { id: role.id, version: role.version, permissions: [{ type: "PAGE", url: "order_list" }] },
    );
    expect(edited.errors).toBeUndefined();

    const second = await completeRefund();
    for (const heard of adminRefunds) {
      await heard.until(
        (data) => data.refundOrderChanged.id === second.refundId && data.refundOrderChanged.state === "COMPLETED",
      );
    }
    expect(viewerRefunds.data.some((data) => data.refundOrderChanged.id === second.refundId)).toBe(false);
  });
});

describe("resuming", () => {
  const RESUMED = `subscription ($after: Int) { refundOrderChanged(after: $after) { eventId id eventType } }`;
  type Change = { refundOrderChanged: { eventId: number; id: string; eventType: string } };

  it("replays the events after `after` (its tenant's only) in order and once each, then the live ones", async () => {
    const first = connect(stack.admin).subscribe<Change>(RESUMED);
    await feedPolled(stack.proxy, 1);
    const heardFirst = await completeRefund();
    const last = await first.until(
      (data) =>
        data.refundOrderChanged.id === heardFirst.refundId && data.refundOrderChanged.eventType === "REFUND_COMPLETED",
    );
    first.stop();

    // Made while nobody listened: what a client whose gateway restarted would have missed.
    const missed = await completeRefund();
    const other = connect(await stack.login("other", "other123")).subscribe<Change>(RESUMED, { after: 0 });
    const resumed = connect(stack.admin).subscribe<Change>(RESUMED, { after: last.refundOrderChanged.eventId });
    await resumed.until(
      (data) =>
        data.refundOrderChanged.id === missed.refundId && data.refundOrderChanged.eventType === "REFUND_COMPLETED",
    );
    const live = await completeRefund();
    await resumed.until(
      (data) =>
        data.refundOrderChanged.id === live.refundId && data.refundOrderChanged.eventType === "REFUND_COMPLETED",
    );

    const heard = resumed.data.map((data) => data.refundOrderChanged);
    expect(heard.map((change) => [change.id, change.eventType])).toEqual(
      [missed.refundId, live.refundId].flatMap((id) =>
        ["REFUND_CREATED", "REFUND_APPROVED", "REFUND_COMPLETED"].map((eventType) => [id, eventType]),
      ),
    );
    const ids = heard.map((change) => change.eventId);
    expect(ids.every((id, i) => i === 0 || id > ids[i - 1])).toBe(true);
    expect(ids[0]).toBeGreaterThan(last.refundOrderChanged.eventId);
    expect(other.data).toEqual([]);
    expect(other.errors).toEqual([]);
  });
});
