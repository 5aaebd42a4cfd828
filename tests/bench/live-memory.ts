/**
 * What open subscriptions cost the gateway (docs/system-contract.md section 13, issue 57): its RSS idle, then with
 * 300 graphql-ws connections of 20 subscriptions each (30 administrator sessions of 10 connections, the default
 * SUBSCRIPTION_CONNECTIONS_PER_SESSION and SUBSCRIPTIONS_PER_CONNECTION), once one refund's events reached all 6000,
 * and after they closed; then that the limits hold (an eleventh connection of a session, a 21st subscription). The
 * gateway is the production build in a process of its own (throughput.ts), so the RSS is its own.
 */
import { startVendorApi } from "../../vendor-api/src/server";
import { liveClient, type LiveClient } from "../support/live-client";
import { refundable } from "./live";
import { BENCH_FORWARDING_KEY, gatewayToken, graphql } from "./support";
import { processUsage, startGatewayChild } from "./throughput";

const SESSIONS = 30;
const CONNECTIONS_PER_SESSION = 10;
const SUBSCRIPTIONS_PER_CONNECTION = 20;

type Change = { orderChanged?: { id: string }; refundOrderChanged?: { orderId: string } };

/** Resolves once `expected` subscriptions have each heard an event about the order. */
function hearing(expected: number) {
  let count = 0;
  let done: () => void = () => undefined;
  const all = new Promise<void>((resolve) => (done = resolve));
  return {
    all,
    /** The callback of one subscription: counts it once, at its first event about `orderId`. */
    subscriber(orderId: string) {
      let heard = false;
      return (change: Change | null | undefined) => {
        const about = change?.orderChanged?.id ?? change?.refundOrderChanged?.orderId;
        if (heard || about !== orderId) return;
        heard = true;
        if (++count === expected) done();
      };
    },
  };
}

function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms waiting for ${what}`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** A connection acknowledged, or the close code it was refused with. */
const opened = (client: LiveClient) =>
  new Promise<number | "open">((resolve) => {
    client.client.on("connected", () => resolve("open"));
    client.client.on("closed", (event) => resolve((event as { code: number }).code));
  });

export async function measureLiveMemory(gatewayUrl: string, gatewayPid: number): Promise<void> {
  const mb = () => `${processUsage(gatewayPid).rssMb.toFixed(0)} MB`;
  const sessions: string[] = [];
  for (let index = 0; index < SESSIONS; index++) sessions.push(await gatewayToken(gatewayUrl));
  const target = await refundable(gatewayUrl, sessions[0]);
  const idle = mb();

  const clients: LiveClient[] = [];
  const subscriptions = SESSIONS * CONNECTIONS_PER_SESSION * SUBSCRIPTIONS_PER_CONNECTION;
  const heard = hearing(subscriptions);
  try {
    for (const token of sessions) {
      const batch = Array.from({ length: CONNECTIONS_PER_SESSION }, () => liveClient(gatewayUrl, token));
      clients.push(...batch);
      const acks = batch.map(opened);
      for (const client of batch) {
        for (let index = 0; index < SUBSCRIPTIONS_PER_CONNECTION; index++) {
          const query =
            index % 2 === 0
              ? `subscription { orderChanged { id state } }`
              : `subscription { refundOrderChanged { id orderId state } }`;
          const hear = heard.subscriber(target.orderId);
          client.client.subscribe<Change>(
            { query },
            {
              next: ({ data }) => hear(data),
              error: (error) => console.error("live-memory: a subscription failed", error),
              complete: () => undefined,
            },
          );
        }
      }
      const states = await Promise.all(acks);
      if (states.some((state) => state !== "open")) throw new Error(`connections refused: ${states.join(", ")}`);
    }
    const connected = mb();

    // One refund requested: its REFUND_CREATED and its order's ORDER_UPDATED reach every subscription, which also
    // says that all of them had started.
    const started = performance.now();
    const { createRefund } = await graphql(
      gatewayUrl,
      `
        mutation ($input: CreateRefundInput!) {
          createRefund(input: $input) {
            id
            version
          }
        }
      `,
      { input: { orderId: target.orderId, paymentId: target.paymentId, ticketIds: [target.ticketId], amount: "1.00" } },
      sessions[0],
    );
    await within(heard.all, 60_000, "every subscription hearing the refund");
    const fanOutMs = performance.now() - started;
    const afterEvent = mb();
    await graphql(
      gatewayUrl,
      `
        mutation ($id: ID!, $version: Int!) {
          rejectRefund(id: $id, version: $version) {
            id
          }
        }
      `,
      { id: createRefund.id, version: createRefund.version },
      sessions[0],
    );

    // The limits: an eleventh connection of a session, and a 21st subscription on a connection.
    const extra = liveClient(gatewayUrl, sessions[0]);
    clients.push(extra);
    extra.client.subscribe({ query: `subscription { orderChanged { id } }` }, { next() {}, error() {}, complete() {} });
    const eleventh = await opened(extra);
    const over = clients[SESSIONS * CONNECTIONS_PER_SESSION - 1].subscribe(`subscription { orderChanged { id } }`);
    // graphql-ws hands a subscription's refusal over as the list of its errors.
    const [refused] = [await over.failure(10_000)].flat() as { extensions?: { limit?: string } }[];

    console.log(
      `live-memory: gateway RSS idle ${idle}; ${clients.length - 1} connections × ${SUBSCRIPTIONS_PER_CONNECTION} ` +
        `subscriptions (${SESSIONS} sessions) ${connected}; after one refund's events reached all ${subscriptions} ` +
        `(${Math.round(fanOutMs)} ms) ${afterEvent}`,
    );
    console.log(
      `  limits: an 11th connection of a session closed with ${eleventh}; ` +
        `a 21st subscription refused (${refused.extensions?.limit ?? JSON.stringify(refused)})`,
    );
  } finally {
    await Promise.all(clients.map((client) => client.close()));
  }
  // Closed connections' memory goes back to V8 at its next collections, not at once: a reading after a pause.
  await new Promise((resolve) => setTimeout(resolve, 5000));
  console.log(`  5 s after every connection closed: ${mb()}`);
}

export async function liveMemoryBench() {
  const vendorApi = await startVendorApi({
    port: 0,
    host: "127.0.0.1",
    dataDir: "memory://",
    logLevel: "warn",
    forwardingKey: BENCH_FORWARDING_KEY,
  });
  const gateway = await startGatewayChild(vendorApi.url);
  try {
    await measureLiveMemory(gateway.url, gateway.pid);
  } finally {
    gateway.stop();
    await vendorApi.close();
  }
}
