/**
 * A process the topology started (scripts/topology.ts): its output kept for the failure message, ready once a line
 * it prints matches, stopped by its own id.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createServer, type AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";

export const ROOT = fileURLToPath(new URL("../..", import.meta.url));

export interface Child {
  pid: number;
  output(): string;
  /** Null while it runs; its exit code or signal once it has ended. */
  exited(): string | null;
  /** SIGTERM (or `signal`), then the wait for its end. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export interface ChildOptions {
  env?: Record<string, string>;
  /** Resolves once the output matches; its first group, or the whole match, is the answer. */
  ready: RegExp;
}

export async function startChild(
  command: string,
  args: string[],
  options: ChildOptions,
): Promise<{ found: string; child: Child }> {
  const process_: ChildProcess = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...options.env },
    stdio: ["ignore", "pipe", "pipe"],
    // A process group of its own: a terminal's Ctrl-C reaches the topology alone, which stops each part in order.
    detached: true,
  });
  let output = "";
  let exit: string | null = null;
  const ended = new Promise<void>((resolve) =>
    process_.once("exit", (code, signal) => {
      exit = signal ?? String(code);
      resolve();
    }),
  );
  const found = await new Promise<string>((resolve, reject) => {
    let settled = false;
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = settled ? null : options.ready.exec(output);
      if (match) {
        settled = true;
        resolve(match[1] ?? match[0]);
      }
    };
    process_.stdout!.on("data", read);
    process_.stderr!.on("data", read);
    void ended.then(() => reject(new Error(`${command} ${args.join(" ")} exited (${exit}):\n${output}`)));
  });
  const child: Child = {
    pid: process_.pid!,
    output: () => output,
    exited: () => exit,
    async stop(signal = "SIGTERM") {
      if (exit === null) process_.kill(signal);
      await ended;
    },
  };
  return { found, child };
}

/** Runs a program to its end; its output is in the error when it fails. */
export function run(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const program = spawn(command, args, { cwd: ROOT, stdio: ["ignore", "pipe", "pipe"], detached: true });
    let output = "";
    program.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    program.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    program.once("error", reject);
    // "exit", not "close": pg_ctl leaves the server it started holding a copy of the pipes.
    program.once("exit", (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(" ")} exited (${code}):\n${output}`)),
    );
  });
}

/** Polls `holds` every 100 ms until it is true, failing after `timeoutMs` with `what`. */
export async function waitFor(what: string, holds: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await holds().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A loopback port free a moment ago, for a process that must be told its port before it starts. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
