/**
 * Webhooks (docs/system-contract.md section 12), checked as a receiver would: the signature verified with the Standard
 * Webhooks algorithm written here independently, events written in the transaction of their change, one delivery per
 * event however many workers claim, retries on the documented schedule then the endpoint turned off with mail to the
 * receivers, events of one resource in order, the address rule (global unicast only, loopback in development only when
 * allowed), the secret only ever answered once. No request here leaves loopback: addresses that are not are judged by
 * the classifier and the save path, and a resolver is injected where a name must resolve to one.
 */
import { createHmac } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditEntries,
  domainEvents,
  notificationOutbox,
  webhookDeliveries,
  webhooks,
} from "../../vendor-api/src/db/schema";
import { loadConfig } from "../../vendor-api/src/config";
import { addressFailure, addressRange, resolveTarget } from "../../vendor-api/src/modules/webhook/address-guard";
import {
  MAX_ATTEMPTS,
  RETRY_SCHEDULE_MS,
  startWebhookDelivery,
  type WebhookDelivery,
} from "../../vendor-api/src/modules/webhook/delivery";
import { emitEvent } from "../../vendor-api/src/events/outbox";
import { sendWebhook } from "../../vendor-api/src/modules/webhook/send";
import { startTestApi, type SessionHeaders, type TestApi } from "./support/api";
import { validTrip } from "./support/catalogue";
import { refundableOrder } from "./support/sales";
import { freshTenant, type FreshTenant } from "./support/tenants";

interface Received {
  path: string;
  headers: IncomingMessage["headers"];
  body: string;
}

let api: TestApi;
let receiver: Server;
let base: string;
const received: Received[] = [];
/** The status each path answers; 200 when not set. */
const answers = new Map<string, number>();
const workers: WebhookDelivery[] = [];

beforeAll(async () => {
  api = await startTestApi();
  // The receiver below listens on 127.0.0.1: allowed explicitly, as WEBHOOK_ALLOW_LOOPBACK=true does in development.
  api.context.webhookLoopback = true;
  receiver = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    request.on("end", () => {
      const path = request.url ?? "/";
      received.push({ path, headers: request.headers, body });
      response.writeHead(answers.get(path) ?? 200, { "content-type": "text/plain" });
      response.end(`answer of ${path} `.repeat(200));
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const worker of workers) await worker.stop();
  receiver?.close();
  await api?.close();
});

function worker(): WebhookDelivery {
  const started = startWebhookDelivery({
    db: api.db,
    keyring: api.context.secrets,
    production: false,
    allowLoopback: true,
    now: api.context.now,
    pollMs: 3_600_000,
  });
  workers.push(started);
  return started;
}

/** Standard Webhooks verification, as an integrator writes it from the specification. */
function verifies(secret: string, request: Received): boolean {
  const key = Buffer.from(secret.split("_")[1], "base64");
  const signed = `${request.headers["webhook-id"]}.${request.headers["webhook-timestamp"]}.${request.body}`;
  const expected = createHmac("sha256", key).update(signed).digest("base64");
  return String(request.headers["webhook-signature"])
    .split(" ")
    .some((entry) => entry === `v1,${expected}`);
}

async function addWebhook(headers: SessionHeaders, path: string, events = ["TRIP_PUBLISHED", "TRIP_UPDATED"]) {
  const answer = await api.post("/webhook/add", { url: `${base}${path}`, events, description: path }, headers);
  expect(answer.status, JSON.stringify(answer.status)).toMatchObject({ code: 0 });
  return answer.result as { secret: string; webhook: { id: number } };
}

async function publishedTrip(headers: SessionHeaders) {
  const added = await api.post("/trip/add", validTrip(), headers);
  expect(added.status.code, JSON.stringify(added.status)).toBe(0);
  const published = await api.post("/trip/publish", { id: added.result.id, version: added.result.version }, headers);
  expect(published.status.code, JSON.stringify(published.status)).toBe(0);
  return published.result as { id: number; version: number };
}

const deliveriesOf = (webhookId: number) =>
  api.db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.webhookId, webhookId))
    .orderBy(asc(webhookDeliveries.id));

/** Moves a pending delivery's next attempt to now: the clock of the backoff without waiting for it. */
const makeDue = (webhookId: number) =>
  api.db
    .update(webhookDeliveries)
    .set({ nextAttemptAt: sql`now() - interval '1 second'` })
    .where(and(eq(webhookDeliveries.webhookId, webhookId), eq(webhookDeliveries.status, "pending")));

let tenant: FreshTenant;
beforeAll(async () => {
  tenant = await freshTenant(api);
});

describe("a webhook's secret", () => {
  it("is answered once as whsec_ and 24+ random bytes, stored encrypted, never listed or audited", async () => {
    const { secret, webhook } = await addWebhook(tenant.headers, "/secret");
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(Buffer.from(secret.slice(6), "base64").length).toBeGreaterThanOrEqual(24);
    const [row] = await api.db.select().from(webhooks).where(eq(webhooks.id, webhook.id));
    expect(row.secret.startsWith("v1:")).toBe(true);
    expect(JSON.stringify(row)).not.toContain(secret.slice(6));
    expect(api.context.secrets.decrypt(row.secret)).toBe(secret);
    const listed = await api.post("/webhook/list", { pageNum: 1, pageSize: 50 }, tenant.headers);
    expect(listed.result.list.map((item: { id: number }) => item.id)).toContain(webhook.id);
    expect(JSON.stringify(listed)).not.toContain(secret.slice(6));
    const trail = await api.db.select().from(auditEntries).where(eq(auditEntries.area, "webhook"));
    expect(trail.map((entry) => entry.action)).toContain("add");
    expect(JSON.stringify(trail)).not.toContain(secret.slice(6));
    await api.post("/webhook/delete", { id: webhook.id }, tenant.headers);
  });

  it("is not reachable from another tenant: its webhook is not found", async () => {
    const { webhook } = await addWebhook(tenant.headers, "/isolated");
    const other = await freshTenant(api);
    for (const [path, body] of [
      ["/webhook/rotate", { id: webhook.id }],
      ["/webhook/test", { id: webhook.id }],
      ["/webhook/delete", { id: webhook.id }],
      ["/webhook/deliveries", { webhookId: webhook.id, pageNum: 1, pageSize: 10 }],
    ] as const)
      expect((await api.post(path, body, other.headers)).status.code, path).toBe(20404);
    expect((await api.post("/webhook/list", { pageNum: 1, pageSize: 50 }, other.headers)).result.total).toBe(0);
    await api.post("/webhook/delete", { id: webhook.id }, tenant.headers);
  });
});

describe("input", () => {
  it("refuses a URL that is not http(s), no events and an unknown event, creating nothing", async () => {
    const before = (await api.post("/webhook/list", { pageNum: 1, pageSize: 50 }, tenant.headers)).result.total;
    const bad = await api.post(
      "/webhook/add",
      { url: "ftp://example.com/hook", events: [], description: "" },
      tenant.headers,
    );
    expect(bad.status.code).toBe(20001);
    const fields = (bad.result.fields as Array<{ field: string; rule: string }>).map((f) => [f.field, f.rule]);
    expect(fields).toEqual(
      expect.arrayContaining([
        ["url", "webhook.url"],
        ["events", "webhook.eventsRequired"],
      ]),
    );
    const unknown = await api.post("/webhook/add", { url: `${base}/x`, events: ["ORDER_EATEN"] }, tenant.headers);
    expect(unknown.status.code).toBe(20001);
    expect((await api.post("/webhook/list", { pageNum: 1, pageSize: 50 }, tenant.headers)).result.total).toBe(before);
  });

  it("in production refuses http, loopback, private addresses and a name that resolves to 127.0.0.1", async () => {
    api.context.production = true;
    try {
      const refused = async (url: string) => {
        const answer = await api.post("/webhook/add", { url, events: ["ORDER_PAID"] }, tenant.headers);
        expect(answer.status.code, url).toBe(20001);
        return (answer.result.fields as Array<{ rule: string }>)[0].rule;
      };
      expect(await refused("http://example.com/hook")).toBe("webhook.httpsOnly");
      expect(await refused("https://127.0.0.1/hook")).toBe("webhook.privateAddress");
      expect(await refused("https://localhost/hook")).toBe("webhook.privateAddress");
      expect(await refused("https://10.1.2.3/hook")).toBe("webhook.privateAddress");
      expect(await refused("https://[::1]/hook")).toBe("webhook.privateAddress");
      expect(await refused("https://169.254.169.254/latest/meta-data")).toBe("webhook.privateAddress");
    } finally {
      api.context.production = false;
    }
  });

  it("checks the address again on every delivery: a loopback receiver is refused in production", async () => {
    const count = received.length;
    const result = await sendWebhook(`${base}/late`, {}, "{}", { production: true, allowLoopback: true });
    expect(result.ok).toBe(false);
    expect(result.excerpt).toMatch(/^Refused/);
    const named = await sendWebhook(`${base.replace("127.0.0.1", "localhost")}/late`, {}, "{}", {
      production: true,
      allowLoopback: true,
    });
    expect(named.ok).toBe(false);
    expect(received.length).toBe(count);
  });
});

describe("where a webhook may go", () => {
  /** The attack run's addresses (issue 57), then every other kind of address that is not global unicast. */
  const FOUND = [
    "::127.0.0.1", // IPv4-compatible loopback
    "2002:7f00:1::1", // 6to4 of 127.0.0.1
    "64:ff9b:1::a9fe:a9fe", // NAT64 (RFC 8215) of the metadata address 169.254.169.254
    "192.0.2.10",
    "198.51.100.7",
    "203.0.113.5", // the documentation ranges
  ];
  const SPECIAL = [
    ["0.0.0.0", "unspecified"],
    ["::", "unspecified"],
    ["10.0.0.1", "private"],
    ["172.16.0.1", "private"],
    ["192.168.1.1", "private"],
    ["100.64.0.1", "carrierGradeNat"],
    ["169.254.169.254", "linkLocal"],
    ["fe80::1", "linkLocal"],
    ["fd00::1", "uniqueLocal"],
    ["224.0.0.1", "multicast"],
    ["ff02::1", "multicast"],
    ["255.255.255.255", "broadcast"],
    ["240.0.0.1", "reserved"],
    ["192.0.0.8", "reserved"],
    ["198.18.0.1", "reserved"], // benchmarking (RFC 2544), in ipaddr.js's reserved IPv4 ranges
    ["2001:2::1", "benchmarking"],
    ["2001:db8::1", "reserved"], // documentation
    ["2001:0:4136:e378:8000:63bf:3fff:fdd2", "teredo"],
    ["2002:c000:201::1", "6to4"],
    ["64:ff9b::808:808", "rfc6052"], // NAT64 of a global address: still not a place to send to
    ["::ffff:0:a00:1", "rfc6145"],
    ["::8.8.8.8", "ipv4Compatible"],
    ["::ffff:10.0.0.1", "private"], // IPv4-mapped: judged as the IPv4 address it reaches
    ["::ffff:169.254.169.254", "linkLocal"],
  ] as const;
  const LOOPBACK = ["127.0.0.1", "127.8.9.10", "::1", "::ffff:127.0.0.1"];
  const GLOBAL = ["93.184.215.14", "8.8.8.8", "2606:4700:4700::1111", "::ffff:8.8.8.8"];
  const production = { production: true, allowLoopback: false };
  const development = { production: false, allowLoopback: false };
  const developmentWithLoopback = { production: false, allowLoopback: true };

  it("is a global unicast address: everything special-purpose is refused in production and in development", () => {
    for (const [address, range] of SPECIAL) expect(addressRange(address), address).toBe(range);
    for (const address of [...FOUND, ...SPECIAL.map(([address]) => address)])
      for (const policy of [production, development, developmentWithLoopback])
        expect(addressFailure(address, policy), `${address} ${JSON.stringify(policy)}`).toEqual({
          rule: "webhook.privateAddress",
        });
    // Not an address Node would connect to as written (a zone index, a name): refused, never guessed at.
    for (const address of ["fe80::1%eth0", "example.com", ""]) {
      expect(addressRange(address), address).toBeUndefined();
      expect(addressFailure(address, developmentWithLoopback), address).toEqual({ rule: "webhook.privateAddress" });
    }
    for (const address of GLOBAL) {
      expect(addressRange(address), address).toBe("unicast");
      for (const policy of [production, development, developmentWithLoopback])
        expect(addressFailure(address, policy), address).toBeUndefined();
    }
  });

  it("allows loopback only outside production and only when asked for", () => {
    for (const address of LOOPBACK) {
      expect(addressRange(address), address).toBe("loopback");
      expect(addressFailure(address, developmentWithLoopback), address).toBeUndefined();
      expect(addressFailure(address, development), address).toEqual({ rule: "webhook.privateAddress" });
      expect(addressFailure(address, { production: true, allowLoopback: true }), address).toEqual({
        rule: "webhook.privateAddress",
      });
    }
    expect(() => loadConfig({ NODE_ENV: "production", WEBHOOK_ALLOW_LOOPBACK: "true" })).toThrow(
      /WEBHOOK_ALLOW_LOOPBACK: must not be true when NODE_ENV=production/,
    );
    expect(loadConfig({}).webhookLoopback).toBe(false);
    expect(loadConfig({ WEBHOOK_ALLOW_LOOPBACK: "true" }).webhookLoopback).toBe(true);
    expect(() => loadConfig({ WEBHOOK_ALLOW_LOOPBACK: "yes" })).toThrow(
      /WEBHOOK_ALLOW_LOOPBACK: must be true or false/,
    );
  });

  it("refuses the attack run's targets on save with a field error, in production and in development", async () => {
    const before = (await api.post("/webhook/list", { pageNum: 1, pageSize: 50 }, tenant.headers)).result.total;
    for (const inProduction of [true, false]) {
      api.context.production = inProduction;
      try {
        for (const address of FOUND) {
          const host = address.includes(":") ? `[${address}]` : address;
          const answer = await api.post(
            "/webhook/add",
            { url: `https://${host}/hook`, events: ["ORDER_PAID"] },
            tenant.headers,
          );
          expect(answer.status.code, `${address} production=${inProduction}`).toBe(20001);
          expect(answer.result.fields, address).toEqual([
            expect.objectContaining({ field: "url", rule: "webhook.privateAddress" }),
          ]);
        }
      } finally {
        api.context.production = false;
      }
    }
    // An edit is held to the same rule.
    const { webhook } = await addWebhook(tenant.headers, "/edited");
    const edited = await api.post(
      "/webhook/edit",
      { id: webhook.id, url: "http://203.0.113.5/hook", events: ["ORDER_PAID"] },
      tenant.headers,
    );
    expect(edited.status.code).toBe(20001);
    const [row] = await api.db.select().from(webhooks).where(eq(webhooks.id, webhook.id));
    expect(row.url).toBe(`${base}/edited`);
    await api.post("/webhook/delete", { id: webhook.id }, tenant.headers);
    expect((await api.post("/webhook/list", { pageNum: 1, pageSize: 50 }, tenant.headers)).result.total).toBe(before);
  });

  it("refuses loopback in development unless allowed: on save and at delivery, as a failed delivery", async () => {
    const { webhook } = await addWebhook(tenant.headers, "/loopback-off");
    api.context.webhookLoopback = false;
    try {
      const named = `${base.replace("127.0.0.1", "localhost")}/loopback-off`;
      const saved = await api.post("/webhook/add", { url: named, events: ["ORDER_PAID"] }, tenant.headers);
      expect(saved.status.code).toBe(20001);
      expect(saved.result.fields).toEqual([expect.objectContaining({ field: "url", rule: "webhook.privateAddress" })]);

      const tested = await api.post("/webhook/test", { id: webhook.id }, tenant.headers);
      expect(tested.status.code).toBe(0);
      expect(tested.result).toMatchObject({ status: "failed", httpStatus: null });
      expect(tested.result.responseExcerpt).toMatch(/^Refused/);
      expect(received.filter((request) => request.path === "/loopback-off")).toHaveLength(0);
    } finally {
      api.context.webhookLoopback = true;
    }
    await api.post("/webhook/delete", { id: webhook.id }, tenant.headers);
  });

  it("judges every address a name resolves to, and fails the delivery when one is not global", async () => {
    const resolver = (addresses: string[]) => async () =>
      addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
    const documentation = await sendWebhook("http://receiver.example/hook", {}, "{}", {
      ...development,
      resolve: resolver(["203.0.113.5"]),
    });
    expect(documentation).toMatchObject({ ok: false, httpStatus: null });
    expect(documentation.excerpt).toMatch(/^Refused/);
    await expect(
      resolveTarget("https://receiver.example/hook", production, resolver(["93.184.215.14", "64:ff9b::a9fe:a9fe"])),
    ).rejects.toMatchObject({ failure: { rule: "webhook.privateAddress" } });
    await expect(
      resolveTarget("https://receiver.example/hook", production, resolver(["93.184.215.14", "2606:4700::1"])),
    ).resolves.toMatchObject({ address: "93.184.215.14", family: 4 });
  });
});

describe("an attempt", () => {
  it("ends an attempt at its time limit even while the receiver keeps answering a byte at a time", async () => {
    const dribbler = createServer((_request, response) => {
      response.writeHead(200);
      const tick = setInterval(() => response.write("."), 20);
      response.on("close", () => clearInterval(tick));
    });
    await new Promise<void>((resolve) => dribbler.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = dribbler.address() as AddressInfo;
      const result = await sendWebhook(`http://127.0.0.1:${port}/`, {}, "{}", {
        production: false,
        allowLoopback: true,
        timeoutMs: 300,
      });
      expect(result.durationMs).toBeLessThan(2000);
      expect(result.excerpt.length).toBeLessThan(100);
    } finally {
      dribbler.closeAllConnections();
      await new Promise((resolve) => dribbler.close(resolve));
    }
  });
});

describe("the outbox", () => {
  it("writes the event in the change's transaction: published trip → TRIP_PUBLISHED with a queued delivery", async () => {
    const { webhook } = await addWebhook(tenant.headers, "/outbox");
    const trip = await publishedTrip(tenant.headers);
    const events = await api.db
      .select()
      .from(domainEvents)
      .where(and(eq(domainEvents.tenantId, tenant.tid), eq(domainEvents.resourceId, String(trip.id))));
    expect(events.map((event) => event.type)).toEqual(["TRIP_PUBLISHED"]);
    expect(events[0].data).toMatchObject({ id: String(trip.id), state: "PUBLISHED" });
    expect((await deliveriesOf(webhook.id)).map((d) => [d.eventId, d.status])).toEqual([[events[0].id, "pending"]]);

    // A publish that fails (stale version) leaves no event.
    const stale = await api.post("/trip/edit", { ...validTrip(), id: trip.id, version: 1 }, tenant.headers);
    expect(stale.status.code).not.toBe(0);
    const after = await api.db
      .select()
      .from(domainEvents)
      .where(eq(domainEvents.resourceId, String(trip.id)));
    expect(after).toHaveLength(1);
    await api.post("/webhook/delete", { id: webhook.id }, tenant.headers);
  });

  it("writes a refund's events with its changes, and none for a refused move", async () => {
    const { headers } = await api.login("admin", "admin123");
    const { order, payment, tickets } = await refundableOrder(api, headers, new Set());
    const added = await api.post(
      "/refund/add",
      { orderId: order.id, paymentId: payment.id, ticketIds: [tickets[0].id], amount: "1.00" },
      headers,
    );
    expect(added.status.code, JSON.stringify(added.status)).toBe(0);
    const refundId = String(added.result.id);
    expect((await api.post("/refund/approve", { id: added.result.id, version: 1 }, headers)).status.code).toBe(0);
    // Rejecting an approved refund is refused: its transaction writes nothing.
    expect((await api.post("/refund/reject", { id: added.result.id, version: 2 }, headers)).status.code).not.toBe(0);
    const events = await api.db
      .select()
      .from(domainEvents)
      .where(and(eq(domainEvents.resourceType, "refund"), eq(domainEvents.resourceId, refundId)))
      .orderBy(asc(domainEvents.id));
    expect(events.map((event) => [event.type, (event.data as { state: string }).state])).toEqual([
      ["REFUND_CREATED", "PENDING"],
      ["REFUND_APPROVED", "APPROVED"],
    ]);
    expect(events[0].data).toMatchObject({ id: refundId, orderNumber: order.orderNumber, amount: "1.00" });
  });

  it("writes COUPON_JOB_FINISHED in the transaction of the job's last batch", async () => {
    const added = await api.post(
      "/coupon/add",
      {
        codeType: 2,
        code: `W${Date.now().toString(36).slice(-3).toUpperCase()}`,
        discountType: 1,
        amount: "5.00",
        count: 20,
        startDate: "2025-01-01",
        endDate: "2025-12-31",
      },
      tenant.headers,
    );
    expect(added.status.code, JSON.stringify(added.status)).toBe(0);
    const job = (
      await api.post("/coupon/job/list", { pageNum: 1, pageSize: 10, couponId: added.result.id }, tenant.headers)
    ).result.list[0] as { id: number };
    const finished = () =>
      api.db
        .select()
        .from(domainEvents)
        .where(and(eq(domainEvents.type, "COUPON_JOB_FINISHED"), eq(domainEvents.resourceId, String(job.id))));
    await expect.poll(async () => (await finished()).length, { timeout: 10_000, interval: 50 }).toBe(1);
    expect((await finished())[0].data).toMatchObject({
      id: String(job.id),
      couponId: String(added.result.id),
      state: "SUCCESSFUL",
      requested: 20,
      generated: 20,
    });
  });

  it("keeps no event of a transaction that rolls back", async () => {
    const marker = `rollback-${Date.now()}`;
    await expect(
      api.db.transaction(async (tx) => {
        await emitEvent(tx, {
          tenantId: tenant.tid,
          type: "TRIP_UPDATED",
          resourceType: "trip",
          resourceId: marker,
          data: {},
        });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await api.db.select().from(domainEvents).where(eq(domainEvents.resourceId, marker))).toHaveLength(0);
  });
});

describe("delivery", () => {
  it("signs per Standard Webhooks, once however many workers claim, with the payload {type,id,timestamp,data}", async () => {
    const { secret, webhook } = await addWebhook(tenant.headers, "/signed");
    const trips = [await publishedTrip(tenant.headers), await publishedTrip(tenant.headers)];
    const [first, second] = [worker(), worker()];
    await Promise.all([first.runOnce(), second.runOnce(), first.runOnce()]);
    const mine = received.filter((request) => request.path === "/signed");
    expect(mine).toHaveLength(2);
    for (const request of mine) {
      expect(verifies(secret, request)).toBe(true);
      expect(verifies(`whsec_${Buffer.alloc(24).toString("base64")}`, request)).toBe(false);
      const payload = JSON.parse(request.body);
      expect(Object.keys(payload).sort()).toEqual(["data", "id", "timestamp", "type"]);
      expect(payload.type).toBe("TRIP_PUBLISHED");
      expect(payload.id).toBe(request.headers["webhook-id"]);
      expect(Math.abs(Number(request.headers["webhook-timestamp"]) - Date.now() / 1000)).toBeLessThan(60);
    }
    expect(mine.map((request) => JSON.parse(request.body).data.id).sort()).toEqual(
      trips.map((t) => String(t.id)).sort(),
    );
    const deliveries = await deliveriesOf(webhook.id);
    expect(deliveries.map((d) => [d.status, d.attempt, d.httpStatus])).toEqual([
      ["succeeded", 1, 200],
      ["succeeded", 1, 200],
    ]);
    expect(deliveries[0].responseExcerpt!.length).toBe(1024);
    await api.post("/webhook/delete", { id: webhook.id }, tenant.headers);
  });

  it("signs with the old and the new secret for a day after a rotation", async () => {
    const { secret: old, webhook } = await addWebhook(tenant.headers, "/rotated");
    const rotated = await api.post("/webhook/rotate", { id: webhook.id }, tenant.headers);
    expect(rotated.status.code).toBe(0);
    const fresh = rotated.result.secret as string;
    expect(fresh).not.toBe(old);
    const test = await api.post("/webhook/test", { id: webhook.id }, tenant.headers);
    expect(test.result).toMatchObject({ status: "succeeded", httpStatus: 200, eventType: "PING", attempt: 1 });
    const request = received.filter((r) => r.path === "/rotated").at(-1)!;
    expect(String(request.headers["webhook-signature"]).split(" ")).toHaveLength(2);
    expect(verifies(old, request)).toBe(true);
    expect(verifies(fresh, request)).toBe(true);

    await api.db
      .update(webhooks)
      .set({ previousSecretExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(webhooks.id, webhook.id));
    await api.post("/webhook/test", { id: webhook.id }, tenant.headers);
    const later = received.filter((r) => r.path === "/rotated").at(-1)!;
    expect(verifies(fresh, later)).toBe(true);
    expect(verifies(old, later)).toBe(false);

    const log = await api.post(
      "/webhook/deliveries",
      { webhookId: webhook.id, pageNum: 1, pageSize: 10 },
      tenant.headers,
    );
    expect(log.result.total).toBe(2);
    const again = await api.post("/webhook/redeliver", { id: log.result.list[1].id }, tenant.headers);
    expect(again.result).toMatchObject({ status: "succeeded", eventId: log.result.list[1].eventId });
    const repeated = received.filter((r) => r.path === "/rotated").at(-1)!;
    expect(repeated.headers["webhook-id"]).toBe(request.headers["webhook-id"]);
    await api.post("/webhook/delete", { id: webhook.id }, tenant.headers);
  });

  it("keeps a resource's events in order: a later one waits while an earlier one is pending", async () => {
    const { webhook } = await addWebhook(tenant.headers, "/ordered");
    answers.set("/ordered", 503);
    const trip = await publishedTrip(tenant.headers);
    const edited = await api.post("/trip/edit", { ...validTrip(), id: trip.id, version: trip.version }, tenant.headers);
    expect(edited.status.code, JSON.stringify(edited.status)).toBe(0);
    const run = worker();
    await run.runOnce();
    await makeDue(webhook.id);
    await run.runOnce();
    const tried = received.filter((r) => r.path === "/ordered").map((r) => JSON.parse(r.body).type);
    expect(tried).toEqual(["TRIP_PUBLISHED", "TRIP_PUBLISHED"]);

    answers.delete("/ordered");
    await makeDue(webhook.id);
    await run.runOnce();
    await run.runOnce();
    const all = received.filter((r) => r.path === "/ordered").map((r) => JSON.parse(r.body).type);
    expect(all).toEqual(["TRIP_PUBLISHED", "TRIP_PUBLISHED", "TRIP_PUBLISHED", "TRIP_UPDATED"]);
    await api.post("/webhook/delete", { id: webhook.id }, tenant.headers);
  });

  it("retries on the documented schedule, then turns the webhook off and mails every receiver", async () => {
    const own = await freshTenant(api);
    for (const [email, type] of [
      ["desk@vendor.example", "refund"],
      ["boss@vendor.example", "notification"],
      ["desk@vendor.example", "refundResult"],
    ])
      expect((await api.post("/system/email/add", { email, contactName: "Desk", type }, own.headers)).status.code).toBe(
        0,
      );
    const { webhook } = await addWebhook(own.headers, "/down");
    answers.set("/down", 500);
    await publishedTrip(own.headers);
    const run = worker();
    const gaps: number[] = [];
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      await run.runOnce();
      const [delivery] = await deliveriesOf(webhook.id);
      expect(delivery.attempt).toBe(attempt);
      if (attempt < MAX_ATTEMPTS) {
        expect(delivery.status).toBe("pending");
        gaps.push(delivery.nextAttemptAt.getTime() - delivery.lastAttemptAt!.getTime());
        // Not due yet: a run now sends nothing.
        await run.runOnce();
        expect((await deliveriesOf(webhook.id))[0].attempt).toBe(attempt);
        await makeDue(webhook.id);
      } else {
        expect(delivery.status).toBe("failed");
        expect(delivery.httpStatus).toBe(500);
      }
    }
    expect(gaps).toEqual(RETRY_SCHEDULE_MS);
    expect(RETRY_SCHEDULE_MS).toEqual([5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 50_400_000]);
    const [row] = await api.db.select().from(webhooks).where(eq(webhooks.id, webhook.id));
    expect(row.enabled).toBe(false);
    expect(row.disabledReason).toContain(String(MAX_ATTEMPTS));
    const mails = await api.db.select().from(notificationOutbox).where(eq(notificationOutbox.tenantId, own.tid));
    expect(mails.map((mail) => mail.recipients[0]).sort()).toEqual(["boss@vendor.example", "desk@vendor.example"]);
    expect(mails[0].subject).toContain("Webhook turned off");
    expect(received.filter((r) => r.path === "/down")).toHaveLength(MAX_ATTEMPTS);

    // Off: a new event queues nothing for it.
    await publishedTrip(own.headers);
    expect(await deliveriesOf(webhook.id)).toHaveLength(1);
    answers.delete("/down");
  });
});
