/**
 * `npm start` as a new user meets it (the `start` part of `npm run bench`): the first start after `npm ci` (both
 * builds and a new database with its demo data) and restarts with nothing changed, each timed from the command to the
 * console's first answer and a working sign-in. Goals (docs/scale-contract.md section 8): a restart within 3 s, a
 * first start within 20 s on two cores. It removes the builds (dist/, web/dist) first, which it leaves rebuilt.
 */
import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gatewayToken, percentile } from "./support";
import { freePort } from "../support/free-port";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const RESTARTS = 5;

/** Wall seconds to the console page and to a signed-in session, and the CPU seconds the start had used by then. */
interface Timing {
  page: number;
  session: number;
  cpu: number;
}

/**
 * CPU seconds (user and system) of a process group so far: its live processes' own and those of the children they
 * waited for. A busy machine stretches wall times several fold and CPU times much less. Linux only (/proc); NaN elsewhere.
 */
function groupCpuSeconds(groupId: number): number {
  let ticks = 0;
  try {
    for (const pid of readdirSync("/proc")) {
      if (!/^\d+$/.test(pid)) continue;
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
        // After the command's name: state, ppid, pgrp, …, utime (14th field), stime, cutime, cstime.
        const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
        if (Number(fields[2]) === groupId) ticks += fields.slice(11, 15).reduce((sum, value) => sum + Number(value), 0);
      } catch {
        // The process ended meanwhile.
      }
    }
  } catch {
    return Number.NaN;
  }
  // Linux's USER_HZ, the unit of /proc's times.
  return ticks / 100;
}

/**
 * Seconds from `npm start` to the console page's first answer and to a signed-in session (a GraphQL login); then
 * stops it (its process group, npm and node alike).
 */
async function timedStart(dataDir: string, ports: { gateway: number; vendorApi: number }): Promise<Timing> {
  const started = performance.now();
  const child = spawn("npm", ["start"], {
    cwd: ROOT,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(ports.gateway), VENDOR_API_PORT: String(ports.vendorApi) },
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${ports.gateway}`;
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start exited (${child.exitCode}):\n${output}`);
      const page = await fetch(`${url}/`).catch(() => undefined);
      if (page?.ok) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const page = (performance.now() - started) / 1000;
    await gatewayToken(url);
    return { page, session: (performance.now() - started) / 1000, cpu: groupCpuSeconds(child.pid as number) };
  } finally {
    process.kill(-(child.pid as number), "SIGTERM");
    await exited;
  }
}

export async function startBench(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "vendor-console-start-bench-"));
  try {
    await rm(path.join(ROOT, "dist"), { recursive: true, force: true });
    await rm(path.join(ROOT, "web/dist"), { recursive: true, force: true });
    const ports = { gateway: await freePort(), vendorApi: await freePort() };
    const first = await timedStart(dataDir, ports);
    const restarts: Timing[] = [];
    for (let round = 0; round < RESTARTS; round++) restarts.push(await timedStart(dataDir, ports));
    const pages = restarts.map((run) => run.page);
    const sessions = restarts.map((run) => run.session);
    console.log(
      `\nnpm start, from the command to the console page / a signed-in session (goals: first 20 s, restart 3 s)`,
    );
    console.log(
      `  first start after npm ci (both builds, a new database, demo data): ${first.page.toFixed(1)} / ` +
        `${first.session.toFixed(1)} s (CPU ${first.cpu.toFixed(1)} s)`,
    );
    console.log(
      `  restart, nothing changed (${RESTARTS} runs): p50 ${percentile(pages, 50).toFixed(2)} / ` +
        `${percentile(sessions, 50).toFixed(2)} s, slowest ${Math.max(...sessions).toFixed(2)} s; CPU to the session ` +
        `p50 ${percentile(
          restarts.map((run) => run.cpu),
          50,
        ).toFixed(2)} s`,
    );
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
