/**
 * HAProxy in front of the gateways (the console's address) and of the vendor APIs (the address the gateways call),
 * each server checked on its /readyz (docs/system-contract.md, "Production topology"). A restart first drains the
 * server in the proxy (runtime API), so nothing new reaches it; the server itself also turns /readyz 503 the moment it
 * is told to stop and keeps serving for SHUTDOWN_DRAIN_MS, so a proxy that only checks (every CHECK_INTERVAL_MS, out
 * after one failure) takes it out before it stops listening.
 */
import { writeFile } from "node:fs/promises";
import { createConnection } from "node:net";
import path from "node:path";
import { startChild, waitFor, type Child } from "./child";

export const CHECK_INTERVAL_MS = 500;

export interface Backend {
  name: string;
  servers: Array<{ name: string; port: number }>;
}

export interface Proxy {
  /** "UP", "DOWN", "MAINT"…: each server's state as the proxy sees it, by "backend/server". */
  states(): Promise<Record<string, string>>;
  /** HAProxy's statistics, one record per frontend, backend and server, by its CSV column names. */
  stats(): Promise<Array<Record<string, string>>>;
  waitUntil(server: string, state: "UP" | "DOWN"): Promise<void>;
  /**
   * The operator's switch (HAProxy's runtime API): `drain` sends the server nothing new, whatever its checks say;
   * `ready` lets its checks decide again.
   */
  setState(server: string, state: "drain" | "ready"): Promise<void>;
  stop(): Promise<void>;
}

export function haproxyConfig(dir: string, frontends: Array<{ port: number; backend: Backend }>): string {
  const lines = [
    "global",
    `  stats socket ${path.join(dir, "haproxy.sock")} mode 600 level admin`,
    "  maxconn 8192",
    // A soft stop (SIGUSR1) waits for open tunnels; this bounds it.
    "  hard-stop-after 10s",
    "defaults",
    "  mode http",
    "  timeout connect 2s",
    "  timeout client 60s",
    "  timeout server 60s",
    // A vendor API's /readyz gives the database at most 1 s (vendor-api/src/readiness.ts) and answers anyway.
    "  timeout check 2s",
    // Idle client connections outlive the gateway's own keep-alive to the proxy (10 s, gateway/src/rest/pools.ts), so
    // the gateway, not the proxy, closes them: a request never meets a connection the proxy just closed.
    "  timeout http-keep-alive 30s",
    // A graphql-ws connection is a tunnel once upgraded; its pings (every 12 s) keep it well inside this.
    "  timeout tunnel 1h",
    // A connection refused or closed before any answer (a server between its drain and its listener's end) is tried
    // again on another server; nothing that reached a handler is sent twice.
    "  retries 3",
    "  option redispatch 1",
    "  retry-on conn-failure empty-response",
    "  option forwardfor",
  ];
  for (const { port, backend } of frontends) {
    lines.push(`frontend ${backend.name}_in`, `  bind 127.0.0.1:${port}`, `  default_backend ${backend.name}`);
    lines.push(
      `backend ${backend.name}`,
      "  balance roundrobin",
      "  option httpchk GET /readyz",
      "  http-check expect status 200",
      `  default-server inter ${CHECK_INTERVAL_MS} fall 1 rise 2`,
      ...backend.servers.map((server) => `  server ${server.name} 127.0.0.1:${server.port} check`),
    );
  }
  return lines.join("\n") + "\n";
}

export async function startHaproxy(dir: string, frontends: Array<{ port: number; backend: Backend }>): Promise<Proxy> {
  const file = path.join(dir, "haproxy.cfg");
  await writeFile(file, haproxyConfig(dir, frontends));
  const { child } = await startChild("haproxy", ["-f", file, "-db"], { ready: /^/ });
  const socket = path.join(dir, "haproxy.sock");
  const ask = (command: string) =>
    new Promise<string>((resolve, reject) => {
      let answer = "";
      const connection = createConnection(socket, () => connection.end(`${command}\n`));
      connection.on("data", (chunk) => (answer += chunk.toString()));
      connection.on("end", () => resolve(answer));
      connection.on("error", reject);
    });
  const stats = async () => {
    const csv = await ask("show stat");
    const [header, ...rows] = csv.replace(/^# /, "").trim().split("\n");
    const columns = header.split(",");
    return rows.map((line) => {
      const row = line.split(",");
      return Object.fromEntries(columns.map((column, i) => [column, row[i]]));
    });
  };
  const states = async () => {
    const result: Record<string, string> = {};
    for (const row of await stats())
      if (row.svname !== "FRONTEND" && row.svname !== "BACKEND") result[`${row.pxname}/${row.svname}`] = row.status;
    return result;
  };
  const proxy: Proxy = {
    states,
    stats,
    waitUntil: (server, state) =>
      waitFor(`${server} ${state} in HAProxy`, async () => (await states())[server]?.startsWith(state) ?? false),
    setState: async (server, state) => {
      const answer = await ask(`set server ${server} state ${state}`);
      if (answer.trim()) throw new Error(`HAProxy refused to set ${server} ${state}: ${answer.trim()}`);
    },
    stop: () => stopProxy(child),
  };
  await waitFor("HAProxy's stats socket", async () => Object.keys(await states()).length > 0);
  return proxy;
}

async function stopProxy(child: Child): Promise<void> {
  // SIGUSR1 is HAProxy's soft stop: established connections are finished first.
  await child.stop("SIGUSR1");
}
