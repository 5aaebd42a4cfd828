/**
 * Live subscriptions (docs/scale-contract.md section 5): how long a change takes to reach 500 open subscriptions on
 * one gateway, from the answer of the mutation that made it to the last of the 500 hearing it. The gateway runs in
 * a process of its own (the 500 clients would otherwise share its event loop); each subscriber is a connection of
 * its own with the administrator's session. A change is a refund requested, then rejected (the order is as before).
 * Goal: p50, p95 and max within 1 s. BENCH_LIVE_SUBSCRIBERS and BENCH_LIVE_ROUNDS change the size.
 */
import { startVendorApi } from "../../vendor-api/src/server";
import { startGatewayProcess } from "../resilience/support/gateway-process";
import { liveClient, type LiveClient } from "../support/live-client";
import { BENCH_FORWARDING_KEY, gatewayToken, graphql, percentile } from "./support";

const SUBSCRIBERS = Number(process.env.BENCH_LIVE_SUBSCRIBERS ?? 500);
const ROUNDS = Number(process.env.BENCH_LIVE_ROUNDS ?? 10);

type RefundChanged = { refundOrderChanged: { id: string; state: string } };

export async function refundable(url: string, token: string) {
  const { orders } = await graphql(
    url,
    `
      {
        orders(filter: { state: COMPLETED, paymentType: CREDIT_CARD }, page: { number: 1, size: 50 }) {
          items {
            id
          }
        }
      }
    `,
    {},
    token,
  );
  for (const { id } of orders.items as { id: string }[]) {
    const { order } = await graphql(
      url,
      `
        query ($id: ID!) {
          order(id: $id) {
            id
            payments {
              id
              paymentType
              refundableAmount
            }
            tickets {
              id
              actionable
            }
          }
        }
      `,
      { id },
      token,
    );
    const payment = order.payments.find(
      (p: { paymentType: string; refundableAmount: string }) =>
        p.paymentType === "CREDIT_CARD" && Number(p.refundableAmount) >= 1,
    );
    const ticket = order.tickets.find((t: { actionable: boolean }) => t.actionable);
    if (payment && ticket)
      return { orderId: order.id as string, paymentId: payment.id as string, ticketId: ticket.id as string };
  }
  throw new Error("no refundable order in the demo data");
}

/** Arrival times of each change (refund id and state) across the subscribers, and who waits for all of them. */
class Arrivals {
  private readonly times = new Map<string, number[]>();
  private readonly waiting = new Map<string, (last: number) => void>();

  heard(key: string): void {
    const times = this.times.get(key) ?? [];
    times.push(performance.now());
    this.times.set(key, times);
    if (times.length === SUBSCRIBERS) this.waiting.get(key)?.(Math.max(...times));
  }

  /** When the last of the subscribers heard the change. */
  all(key: string): Promise<number> {
    const times = this.times.get(key);
    if (times?.length === SUBSCRIBERS) return Promise.resolve(Math.max(...times));
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${key}: ${this.times.get(key)?.length ?? 0} heard it`)), 20_000);
      this.waiting.set(key, (last) => {
        clearTimeout(timer);
        resolve(last);
      });
    });
  }
}

export async function liveBench() {
  const vendorApi = await startVendorApi({
    port: 0,
    host: "127.0.0.1",
    dataDir: "memory://",
    logLevel: "warn",
    forwardingKey: BENCH_FORWARDING_KEY,
  });
  // Every subscriber a connection of the one administrator session: over SUBSCRIPTION_CONNECTIONS_PER_SESSION's default.
  const gateway = await startGatewayProcess(vendorApi.url, {
    SUBSCRIPTION_CONNECTIONS_PER_SESSION: String(SUBSCRIBERS),
  });
  const clients: LiveClient[] = [];
  try {
    const token = await gatewayToken(gateway.url);
    const arrivals = new Arrivals();
    for (let index = 0; index < SUBSCRIBERS; index++) {
      // 500 connections at once fit the vendor API path's places and queue (UPSTREAM_QUEUE_PER_PATH, README); one
      // refused would be closed with 1013 and come back by itself, as consoles do after a gateway restart.
      const client = liveClient(gateway.url, token, { retry: true });
      clients.push(client);
      client.client.subscribe<RefundChanged>(
        { query: `subscription { refundOrderChanged { id state } }` },
        {
          next: ({ data }) => data && arrivals.heard(`${data.refundOrderChanged.id}:${data.refundOrderChanged.state}`),
          error: (error) => console.error("live: a subscription failed for good", error),
          complete: () => undefined,
        },
      );
    }
    // Every connection acknowledged and its subscription started before the first change.
    await new Promise((resolve) => setTimeout(resolve, 8000));
    const target = await refundable(gateway.url, token);
    const samples: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const created = await graphql(
        gateway.url,
        `
          mutation ($input: CreateRefundInput!) {
            createRefund(input: $input) {
              id
              version
            }
          }
        `,
        {
          input: { orderId: target.orderId, paymentId: target.paymentId, ticketIds: [target.ticketId], amount: "1.00" },
        },
        token,
      );
      const { id, version } = created.createRefund;
      let answered = performance.now();
      samples.push((await arrivals.all(`${id}:PENDING`)) - answered);
      await graphql(
        gateway.url,
        `
          mutation ($id: ID!, $version: Int!) {
            rejectRefund(id: $id, version: $version) {
              id
            }
          }
        `,
        { id, version },
        token,
      );
      answered = performance.now();
      samples.push((await arrivals.all(`${id}:REJECTED`)) - answered);
    }
    const ms = (value: number) => `${Math.round(value)} ms`;
    console.log(
      `live: an event to ${SUBSCRIBERS} subscriptions on one gateway, last receiver after the mutation's answer ` +
        `(${samples.length} events): p50 ${ms(percentile(samples, 50))}, p95 ${ms(percentile(samples, 95))}, ` +
        `max ${ms(Math.max(...samples))} (goal: all within 1000 ms)`,
    );
  } finally {
    await Promise.all(clients.map((client) => client.close()));
    await gateway.stop();
    await vendorApi.close();
  }
}
