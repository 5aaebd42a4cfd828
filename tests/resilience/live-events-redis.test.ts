/**
 * Live subscriptions on two gateway processes sharing Redis (docs/scale-contract.md section 5): one of them polls the
 * vendor API's feed per topic (a lease in Redis), and a change reaches the subscribers of both, once each. Needs a
 * Redis server: CI sets TEST_REDIS_URL (.ci/run); without it the file is skipped and says so.
 */
import { Redis } from "ioredis";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { LIVE_POLL_MS, watchFeedPolls } from "../support/feed-polls";
import { liveClient, type LiveClient } from "../support/live-client";
import { startCountingProxy, type CountingProxy } from "../gateway/support/counting-proxy";
import { gql, loginAs } from "../gateway/support/graphql-client";
import { startTestVendorApi, type TestVendorApi } from "../gateway/support/vendor-api";
import { startGatewayProcess, type GatewayProcess } from "./support/gateway-process";

const redisServer = process.env.TEST_REDIS_URL;
if (!redisServer) console.warn("live-events-redis.test.ts skipped: set TEST_REDIS_URL=redis://… (CI does)");

/** A database of its own on the server, emptied first: a lease or cursor of an earlier run would still hold. */
const redisUrl = redisServer ? `${redisServer.replace(/\/\d*$/, "")}/12` : "";

const JOBS = `subscription { couponJobChanged { id couponId state eventType } }`;
type JobChanged = { couponJobChanged: { couponId: string; eventType: string } };

/** A coupon of 10 sequence codes: its code job's events are what the subscribers hear. */
async function createSequenceCoupon(gatewayUrl: string, token: string, prefix: string): Promise<string> {
  const created = await gql(
    gatewayUrl,
    `mutation($input: CouponInput!) { createCoupon(input: $input) { id } }`,
    {
      input: {
        codeType: "SEQUENCE",
        code: `${prefix}${(Date.now() % 1000).toString(36).toUpperCase()}`.slice(0, 4),
        amount: "5.00",
        count: 10,
        startDate: "2026-01-01",
        endDate: "2026-12-31",
      },
    },
    token,
  );
  expect(created.errors).toBeUndefined();
  return created.data!.createCoupon.id as string;
}

describe.skipIf(!redisServer)("live subscriptions on two gateways sharing Redis", () => {
  let vendorApi: TestVendorApi;
  let proxy: CountingProxy;
  let a: GatewayProcess;
  let b: GatewayProcess;
  const clients: LiveClient[] = [];

  beforeAll(async () => {
    const redis = new Redis(redisUrl);
    await redis.flushdb();
    redis.disconnect();
    vendorApi = await startTestVendorApi();
    proxy = await startCountingProxy(vendorApi.url);
    [a, b] = await Promise.all([
      startGatewayProcess(proxy.url, { REDIS_URL: redisUrl }),
      startGatewayProcess(proxy.url, { REDIS_URL: redisUrl }),
    ]);
  });
  // A test's subscribers go with it: the next one's topic polls only for its own, the signal it waits on.
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.close()));
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await proxy?.close();
    await vendorApi?.close();
  });

  it("polls once for both and delivers one event once on each", async () => {
    const token = await loginAs(a.url, "admin", "admin123");
    const onA = liveClient(a.url, token);
    const onB = liveClient(b.url, token);
    clients.push(onA, onB);
    const jobPolls = watchFeedPolls(proxy, "couponJob");
    const [heardA, heardB] = [onA.subscribe<JobChanged>(JOBS), onB.subscribe<JobChanged>(JOBS)];
    const polls = await jobPolls.reach(1, 6);
    // One lease holder, one poll at a time LIVE_POLL_MS apart; two pollers would poll twice to an interval.
    const spacing = polls.slice(1).map((poll, index) => poll.at - polls[index].at);
    expect(Math.min(...spacing)).toBeGreaterThanOrEqual(LIVE_POLL_MS - 5);

    const couponId = await createSequenceCoupon(b.url, token, "R");
    const finished = (data: JobChanged) =>
      data.couponJobChanged.couponId === couponId && data.couponJobChanged.eventType === "COUPON_JOB_FINISHED";
    await Promise.all([heardA.until(finished), heardB.until(finished)]);
    // Two polls later, a second publication of the event (a second poller, or a gateway passing it on) has arrived.
    await watchFeedPolls(proxy, "couponJob").reach(1);
    expect(heardA.data.filter(finished)).toHaveLength(1);
    expect(heardB.data.filter(finished)).toHaveLength(1);
  });

  it("keeps a subscriber of a gateway that restarts: it connects again by itself and hears the next change", async () => {
    const token = await loginAs(b.url, "admin", "admin123");
    const subscriber = liveClient(a.url, token, { retry: true });
    clients.push(subscriber);
    const jobPolls = watchFeedPolls(proxy, "couponJob");
    const heard = subscriber.subscribe<JobChanged>(JOBS);
    let connections = 0;
    subscriber.client.on("connected", () => connections++);
    // The only subscriber: its topic polling with the cursor says it is subscribed.
    await jobPolls.reach(1, 1);
    expect(connections).toBe(1);

    const { port } = new URL(a.url);
    await a.stop();
    a = await startGatewayProcess(proxy.url, { REDIS_URL: redisUrl, PORT: port });
    await expect.poll(() => connections, { timeout: 30_000 }).toBe(2);
    // Subscribed again: the restarted gateway's topic, there for it alone, polls with the cursor.
    await watchFeedPolls(proxy, "couponJob").reach(1, 1);

    const couponId = await createSequenceCoupon(b.url, token, "S");
    await heard.until(
      (data) =>
        data.couponJobChanged.couponId === couponId && data.couponJobChanged.eventType === "COUPON_JOB_FINISHED",
    );
    expect(heard.errors).toEqual([]);
  });

  it("goes on from the cursor it last knew when Redis loses it: what was committed meanwhile still arrives", async () => {
    const token = await loginAs(a.url, "admin", "admin123");
    const subscriber = liveClient(a.url, token);
    clients.push(subscriber);
    const jobPolls = watchFeedPolls(proxy, "couponJob");
    const heard = subscriber.subscribe<JobChanged>(JOBS);
    await jobPolls.reach(1, 1);

    const redis = new Redis(redisUrl);
    try {
      // Another holder takes the lease, so nobody polls while the coupon's job commits its events…
      const leases = await redis.keys("vendor-console:live:lease:*:couponJob");
      expect(leases).toHaveLength(1);
      await redis.set(leases[0], "a-gateway-elsewhere", "PX", 60_000);
      const couponId = await createSequenceCoupon(b.url, token, "L");
      await expect
        .poll(
          async () => {
            const jobs = await gql(b.url, "{ couponJobs { items { couponId state } } }", {}, token);
            return jobs.data?.couponJobs.items.find((job: { couponId: string }) => job.couponId === couponId)?.state;
          },
          { timeout: 30_000 },
        )
        .toBe("SUCCESSFUL");
      // …then Redis comes back empty: no lease, no cursor.
      await redis.flushdb();
      await heard.until(
        (data) =>
          data.couponJobChanged.couponId === couponId && data.couponJobChanged.eventType === "COUPON_JOB_FINISHED",
      );
      expect(heard.errors).toEqual([]);
    } finally {
      redis.disconnect();
    }
  });
});
