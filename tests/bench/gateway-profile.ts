/**
 * Where the gateway's CPU per page goes under load (docs/scale-contract.md section 4): the gateway runs as the
 * throughput part runs it (a child process, production build), is loaded with a page until warm, and is then profiled
 * through its inspector (opened by SIGUSR1 on 127.0.0.1:9229, so nothing else may listen there) while the load goes
 * on. Two pages: the order list and a one-field answer, which is what any request costs the gateway before its rows.
 * Printed in CPU ms per request: the process's own /proc reading, then the profile's busy time by package and the
 * functions that spent most. The profiler makes everything about 1.7× slower; read the shares, not the sums.
 */
import { bucketOf, spentBy, type CpuProfile } from "./cpu-profile";
import { gatewayToken } from "./support";
import { load, ORDERS_QUERY, processUsage, startGatewayChild, startUpstream, throughGateway } from "./throughput";

const PROFILE_MS = Number(process.env.BENCH_PROFILE_MS ?? 8000);
const WARM_UP_MS = 5000;
const TOP_PACKAGES = 10;
const TOP_FUNCTIONS = 20;
const PAGES = [
  { name: "order list, page of 20", query: ORDERS_QUERY },
  { name: "one field (the booking fee's type)", query: "query Fee { bookingFee { __typename } }" },
];

/** The Chrome DevTools protocol of a Node.js inspector, one call at a time. */
async function inspector(pid: number) {
  process.kill(pid, "SIGUSR1");
  let targets: Array<{ webSocketDebuggerUrl: string }> | undefined;
  for (let attempt = 0; attempt < 50 && !targets; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    targets = await fetch("http://127.0.0.1:9229/json/list")
      .then((response) => response.json() as Promise<Array<{ webSocketDebuggerUrl: string }>>)
      .catch(() => undefined);
  }
  if (!targets?.[0]) throw new Error("the gateway's inspector did not open on 127.0.0.1:9229");
  const socket = new WebSocket(targets[0].webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener("open", resolve);
    socket.addEventListener("error", reject);
  });
  const waiting = new Map<number, (result: unknown) => void>();
  socket.addEventListener("message", (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown };
    if (message.id === undefined) return;
    waiting.get(message.id)?.(message.result);
    waiting.delete(message.id);
  });
  let lastId = 0;
  return {
    call: <T>(method: string, params: object = {}) =>
      new Promise<T>((resolve) => {
        const id = ++lastId;
        waiting.set(id, resolve as (result: unknown) => void);
        socket.send(JSON.stringify({ id, method, params }));
      }),
    close: () => socket.close(),
  };
}

export async function gatewayProfileBench() {
  const vendorApi = await startUpstream();
  const gateway = await startGatewayChild(vendorApi.url);
  try {
    const token = await gatewayToken(gateway.url);
    const sends = PAGES.map((page) => throughGateway(gateway.url, token, page.query));
    for (const send of sends) await load(WARM_UP_MS, send);
    const debug = await inspector(gateway.pid);
    await debug.call("Profiler.enable");
    await debug.call("Profiler.setSamplingInterval", { interval: 100 });
    console.log(`\nThe gateway's CPU per request under load on ${vendorApi.databaseName} (ms):`);
    for (const [index, page] of PAGES.entries()) {
      const before = processUsage(gateway.pid).cpuSeconds;
      const rate = await load(PROFILE_MS, sends[index]);
      const unprofiled = ((processUsage(gateway.pid).cpuSeconds - before) * 1000) / (rate * (PROFILE_MS / 1000));
      await debug.call("Profiler.start");
      const requests = (await load(PROFILE_MS, sends[index])) * (PROFILE_MS / 1000);
      const { profile } = await debug.call<{ profile: CpuProfile }>("Profiler.stop");
      const perRequest = (microseconds: number) => (microseconds / 1000 / requests).toFixed(3);
      const [[, busy]] = spentBy(profile, () => "busy");
      console.log(`  ${page.name}: ${unprofiled.toFixed(2)} unprofiled, ${perRequest(busy)} busy in the profile`);
      for (const [name, time] of spentBy(profile, (node) => bucketOf(node.callFrame)).slice(0, TOP_PACKAGES))
        console.log(`    ${perRequest(time)}  ${name}`);
      console.log("    functions:");
      const byFunction = spentBy(profile, ({ callFrame }) => {
        const where = callFrame.url ? ` (${bucketOf(callFrame)}:${callFrame.lineNumber})` : "";
        return `${callFrame.functionName || "(anonymous)"}${where}`;
      });
      for (const [name, time] of byFunction.slice(0, TOP_FUNCTIONS)) console.log(`    ${perRequest(time)}  ${name}`);
    }
    debug.close();
  } finally {
    gateway.stop();
    await vendorApi.close();
  }
}
