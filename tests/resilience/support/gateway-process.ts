/**
 * The gateway as `npm start` runs it (scripts/start.ts, a VENDOR_API_URL given so nothing is embedded), in a child
 * process: a crash is the child's exit, which an in-process test could not tell from a failed assertion.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../../..", import.meta.url));

export interface GatewayProcess {
  url: string;
  /** Everything the process printed, for the failure message when it dies. */
  output(): string;
  /** Null while it runs; its exit code or signal once it has ended. */
  exited(): string | null;
  stop(): Promise<void>;
}

export async function startGatewayProcess(
  vendorApiUrl: string,
  env: Record<string, string> = {},
): Promise<GatewayProcess> {
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "development",
      LOG_LEVEL: "warn",
      PORT: "0",
      HOST: "127.0.0.1",
      VENDOR_API_URL: vendorApiUrl,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  let exit: string | null = null;
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const ended = new Promise<void>((resolve) =>
    child.once("exit", (code, signal) => {
      exit = signal ?? String(code);
      resolve();
    }),
  );

  const url = await new Promise<string>((resolve, reject) => {
    const onData = () => {
      const match = /(http:\/\/[^\s/]+)\/graphql/.exec(output);
      if (match) {
        child.stdout!.off("data", onData);
        resolve(match[1]);
      }
    };
    child.stdout!.on("data", onData);
    void ended.then(() => reject(new Error(`the gateway exited (${exit}) before listening:\n${output}`)));
  });

  return {
    url,
    output: () => output,
    exited: () => exit,
    async stop() {
      if (exit === null) child.kill("SIGTERM");
      await ended;
    },
  };
}
