/**
 * The gateway beside a peer (docs/scale-contract.md section 4): Hive Gateway serving what GraphQL Mesh generates from
 * schema/vendor-api.openapi.json, on the same upstream, the order list page under the load of the throughput part in
 * alternating rounds. Both are single production-mode child processes. The peer is installed into a folder of the
 * system's temporary directory on first use, so it never becomes a dependency of the project.
 */
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gatewayToken, graphql, vendorApiHeaders, type Answer } from "./support";
import {
  CONNECTIONS,
  ORDERS_QUERY,
  ROUND_MS,
  ROUNDS,
  compare,
  post,
  processTreeCpuSeconds,
  sharedCpu,
  side,
  startGatewayChild,
  startUpstream,
  throughGateway,
} from "./throughput";
import { freePort } from "../support/free-port";

const PEER_DIR = path.join(tmpdir(), "vendor-console-peer");
// Pinned so that runs months apart measure the same peer; @omnigraph is still 0.x, where a minor release may change
// the generated schema.
const PEER_PACKAGES: Record<string, string> = {
  "@graphql-mesh/compose-cli": "1.8.2",
  "@omnigraph/openapi": "0.112.4",
  "@graphql-hive/gateway": "2.15.1",
};
const OPENAPI_FILE = fileURLToPath(new URL("../../schema/vendor-api.openapi.json", import.meta.url));

// Mesh makes the POST of /order/list a mutation named after its operationId, with the `timestamp` query parameter as
// an argument.
const PEER_ORDERS = `mutation Orders($timestamp: BigInt!) { orderList(timestamp: $timestamp, input: { pageNum: 1, pageSize: 20 }) { status { code msg } result { total list { id orderNumber state totalAmount payAmount paymentTypes cardLast4 contactFirstName contactLastName contactEmail channelName createTime } } } }`;

/** Runs a program to its end; its output is shown only when it fails. */
function run(command: string, args: string[], cwd: string) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited (${code}):\n${output}`)),
    );
  });
}

async function installPeer() {
  const installed = Object.entries(PEER_PACKAGES).every(([name, version]) => {
    const manifest = path.join(PEER_DIR, "node_modules", name, "package.json");
    return existsSync(manifest) && JSON.parse(readFileSync(manifest, "utf8")).version === version;
  });
  if (installed) return;
  console.log(`Installing the peer into ${PEER_DIR} (about a minute)…`);
  const packages = Object.entries(PEER_PACKAGES).map(([name, version]) => `${name}@${version}`);
  await run("npm", ["install", "--no-save", "--no-audit", "--no-fund", "--prefix", PEER_DIR, ...packages], tmpdir());
}

/**
 * Composes the supergraph for `vendorApiUrl` and serves it. The peer passes on each header of `headerNames` as it
 * receives it, so its clients authenticate with the headers a REST client sends to the vendor API.
 */
async function startPeer(vendorApiUrl: string, headerNames: string[]) {
  await installPeer();
  // Inside PEER_DIR, so that the config's imports resolve to the peer's node_modules.
  const workDir = await mkdtemp(path.join(PEER_DIR, "run-"));
  const operationHeaders = Object.fromEntries(headerNames.map((name) => [name, `{context.headers.${name}}`]));
  await writeFile(
    path.join(workDir, "mesh.config.ts"),
    `import { defineConfig } from "@graphql-mesh/compose-cli";
import { loadOpenAPISubgraph } from "@omnigraph/openapi";

export const composeConfig = defineConfig({
  subgraphs: [
    {
      sourceHandler: loadOpenAPISubgraph("VendorApi", {
        source: ${JSON.stringify(OPENAPI_FILE)},
        endpoint: ${JSON.stringify(vendorApiUrl)},
        operationHeaders: ${JSON.stringify(operationHeaders)},
      }),
    },
  ],
});
`,
  );
  const bin = (name: string) => path.join(PEER_DIR, "node_modules", ".bin", name);
  await run(bin("mesh-compose"), ["-o", "supergraph.graphql"], workDir);
  const port = await freePort();
  const child = spawn(
    bin("hive-gateway"),
    ["supergraph", "supergraph.graphql", "--host", "127.0.0.1", "--port", String(port), "--fork", "1"],
    { cwd: workDir, env: { ...process.env, NODE_ENV: "production" }, stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(`Listening on http://127.0.0.1:${port}`)) resolve(`http://127.0.0.1:${port}`);
    });
    child.once("exit", (code) => reject(new Error(`hive-gateway exited (${code}):\n${output}`)));
  });
  return {
    url,
    pid: child.pid!,
    stop: async () => {
      child.kill("SIGTERM");
      await rm(workDir, { recursive: true, force: true });
    },
  };
}

export async function peerBench() {
  const cleanups: (() => unknown)[] = [];
  try {
    const vendorApi = await startUpstream();
    cleanups.push(vendorApi.close);
    const gateway = await startGatewayChild(vendorApi.url);
    cleanups.push(gateway.stop);
    const restHeaders = await vendorApiHeaders(vendorApi.url);
    const peer = await startPeer(vendorApi.url, Object.keys(restHeaders));
    cleanups.push(peer.stop);
    const token = await gatewayToken(gateway.url);
    const peerHeaders = { ...restHeaders, "content-type": "application/json" };
    const peerOrders = () => JSON.stringify({ query: PEER_ORDERS, variables: { timestamp: Date.now() } });
    const { orders } = await graphql(gateway.url, ORDERS_QUERY, {}, token);
    const theirs = (await fetch(`${peer.url}/graphql`, {
      method: "POST",
      headers: peerHeaders,
      body: peerOrders(),
    }).then((response) => response.json())) as Answer;
    // A peer that lost the headers on the way would answer a session error, and fast: compare before timing.
    if (theirs.data?.orderList?.result?.total !== orders.total) {
      throw new Error(`the peer's order page differs from the gateway's: ${JSON.stringify(theirs).slice(0, 500)}`);
    }
    const pages = {
      gateway: throughGateway(gateway.url, token, ORDERS_QUERY),
      peer: () => post(`${peer.url}/graphql`, peerOrders(), peerHeaders),
    };
    // Both share the upstream, which bounds their req/s alike; what each spends of the machine per page is its CPU.
    const gatewaySide = side(pages.gateway, () => ({ cpu: processTreeCpuSeconds(gateway.pid) }));
    const peerSide = side(pages.peer, () => ({ ...sharedCpu(), cpu: processTreeCpuSeconds(peer.pid) }));
    await compare(gatewaySide, peerSide, [pages.gateway, pages.peer]);
    const g = { rate: gatewaySide.rate(), cpuMs: gatewaySide.cpuMs("cpu")! };
    const p = { rate: peerSide.rate(), cpuMs: peerSide.cpuMs("cpu")! };
    // What the load, the vendor API and PostgreSQL spent per page of the peer: while the cores are the limit, req/s is
    // about cores / (shared + gateway), so even a gateway that cost nothing would be at most (shared + peer) / shared
    // times the peer's req/s on this machine (docs/scale-contract.md section 4).
    const shared = peerSide.cpuMs("bench")! + (peerSide.cpuMs("postgres") ?? 0);
    console.log(
      `\nGateway beside Hive Gateway (GraphQL Mesh from the OpenAPI document) on ${vendorApi.databaseName}, ` +
        `${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${ROUND_MS / 1000} s:`,
    );
    console.log(
      `  ${"page".padEnd(24)} ${"req/s".padStart(15)}  ratio (budget ≥ 1.5×)  ${"CPU ms/req".padStart(15)}  ratio`,
    );
    console.log(
      `  ${"order list, page of 20".padEnd(24)} ${`${g.rate.toFixed(0)} / ${p.rate.toFixed(0)}`.padStart(15)}  ` +
        `${(g.rate / p.rate).toFixed(2)}×`.padEnd(22) +
        `  ${`${g.cpuMs.toFixed(2)} / ${p.cpuMs.toFixed(2)}`.padStart(15)}  ${(p.cpuMs / g.cpuMs).toFixed(2)}× less`,
    );
    console.log(
      `  the shared parts (load, vendor API${peerSide.cpuMs("postgres") === null ? "" : ", PostgreSQL"}) spent ` +
        `${shared.toFixed(2)} ms per peer page: a gateway that cost nothing would reach about ` +
        `${((shared + p.cpuMs) / shared).toFixed(2)}× the peer's req/s here`,
    );
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }
}
