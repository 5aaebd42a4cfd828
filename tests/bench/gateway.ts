/**
 * The gateway against direct REST calls on the same upstream, and upstream calls per operation. A counting proxy sits
 * between gateway and vendor API, so the numbers are what crosses the wire, not what the gateway thinks it sent.
 */
import { createServer, request as httpRequest, type IncomingMessage } from "node:http";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { startVendorApi } from "../../vendor-api/src/server";
import { startGateway } from "../../gateway/src/server";
import { BENCH_FORWARDING_KEY, graphql, time } from "./support";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const TRIPS_PAGE = (size: number) =>
  `{ trips(page: { number: 1, size: ${size} }) { total items { id code price bookings state tags { id name thumbnailUrl } } } }`;

const ORDERS_PAGE = (size: number) =>
  `{ orders(page: { number: 1, size: ${size} }) { total items { id orderNumber state totalAmount payAmount paymentTypes cardLast4 contact { firstName lastName email } channelName createTime } } }`;

function countingProxy(target: string) {
  const calls: string[] = [];
  const upstream = new URL(target);
  const server = createServer((req, res) => {
    calls.push(new URL(req.url ?? "/", target).pathname);
    const forward = httpRequest(
      { hostname: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: req.headers },
      (answer: IncomingMessage) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    req.pipe(forward);
  });
  return { server, calls };
}

export async function gatewayBench() {
  const dataDir = await mkdtemp(path.join(tmpdir(), "vendor-console-bench-"));
  const vendorApi = await startVendorApi({
    port: 0,
    host: "127.0.0.1",
    dataDir,
    logLevel: "warn",
    forwardingKey: BENCH_FORWARDING_KEY,
  });
  const proxy = countingProxy(vendorApi.url);
  await new Promise<void>((resolve) => proxy.server.listen(0, "127.0.0.1", resolve));
  const proxyUrl = `http://127.0.0.1:${(proxy.server.address() as AddressInfo).port}`;
  const gateway = await startGateway({ port: 0, host: "127.0.0.1", vendorApiUrl: proxyUrl, logLevel: "warn" });

  try {
    const { login } = await graphql(
      gateway.url,
      "mutation($u: String!, $p: String!) { login(username: $u, password: $p) { token } }",
      { u: "admin", p: "admin123" },
    );
    const direct = await fetch(`${vendorApi.url}/vendor/account/login?timestamp=${Date.now()}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "admin", password: "admin123" }),
    }).then(
      (r) =>
        r.json() as Promise<{ result: { operatorToken: string; tenantId: string; id: string; channelId: string } }>,
    );
    const headers = {
      operatorToken: direct.result.operatorToken,
      tid: String(direct.result.tenantId),
      opId: String(direct.result.id),
      operatorId: String(direct.result.id),
      channelId: String(direct.result.channelId ?? ""),
      timeZone: "America/New_York",
    };

    const operations: Record<string, string> = {
      me: "{ me { user { id username } tenant { tid domain channels { id key } } permissions { type url } initState { completedSteps totalSteps } } }",
      dictionaries: "{ regions { id name } timeZones { id name } taxTypes { id name } cities { id name } }",
      // Tags are batched per request (DataLoader), so a bigger page costs no more calls.
      "trips, page of 5 with tags": TRIPS_PAGE(5),
      "trips, page of 50 with tags": TRIPS_PAGE(50),
      // Order rows carry their channel and customer names, so a page is one call whatever its size.
      "orders, page of 5": ORDERS_PAGE(5),
      "orders, page of 50": ORDERS_PAGE(50),
    };
    console.log("Upstream calls per operation (second run, caches warm):");
    for (const [name, query] of Object.entries(operations)) {
      await graphql(gateway.url, query, {}, login.token);
      proxy.calls.length = 0;
      await graphql(gateway.url, query, {}, login.token);
      console.log(`  ${name}: ${proxy.calls.length} ${JSON.stringify(proxy.calls)}`);
    }

    const meRest = ["/configuration/findtenant", "/tenant/info", "/configuration/init/tenant/state"];
    const directMe = await time(ROUNDS, async () => {
      await Promise.all([
        ...meRest.map((p) =>
          fetch(`${vendorApi.url}${p}?timestamp=${Date.now()}&tid=${headers.tid}`, { headers }).then((r) => r.json()),
        ),
        fetch(`${vendorApi.url}/vendor/account/permission/load?timestamp=${Date.now()}`, {
          method: "POST",
          headers,
        }).then((r) => r.json()),
      ]);
    });
    const gatewayMe = await time(ROUNDS, async () => {
      await graphql(gateway.url, operations.me, {}, login.token);
    });
    console.log(`\nme, ${ROUNDS} sequential rounds (ms):`);
    console.log(`  direct REST (4 calls in parallel): p50 ${directMe.p50}  p95 ${directMe.p95}`);
    console.log(`  through the gateway:               p50 ${gatewayMe.p50}  p95 ${gatewayMe.p95}`);
    const tripsPage = await time(ROUNDS, async () => {
      await graphql(gateway.url, TRIPS_PAGE(20), {}, login.token);
    });
    console.log(`\ntrip list page of 20 with tags through the gateway, ${ROUNDS} rounds (ms):`);
    console.log(`  p50 ${tripsPage.p50}  p95 ${tripsPage.p95}`);
    const ordersPage = await time(ROUNDS, async () => {
      await graphql(gateway.url, ORDERS_PAGE(20), {}, login.token);
    });
    const directOrders = await time(ROUNDS, async () => {
      await fetch(`${vendorApi.url}/order/list?timestamp=${Date.now()}`, {
        method: "POST",
        headers: { ...headers, "content-type": "application/json" },
        body: JSON.stringify({ pageNum: 1, pageSize: 20 }),
      }).then((r) => r.json());
    });
    console.log(`\norder list page of 20, ${ROUNDS} rounds (ms):`);
    console.log(`  direct REST:         p50 ${directOrders.p50}  p95 ${directOrders.p95}`);
    console.log(`  through the gateway: p50 ${ordersPage.p50}  p95 ${ordersPage.p95}`);
  } finally {
    await gateway.close();
    await new Promise((resolve) => proxy.server.close(resolve));
    await vendorApi.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
