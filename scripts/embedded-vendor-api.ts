/**
 * The embedded vendor API of `npm start` in a worker thread of its own: it opens its database and builds its routes
 * while the main thread loads and builds the gateway, on the machine's other core, so a restart serves sooner
 * (docs/scale-contract.md section 8); and once running, the gateway and the vendor API no longer share one
 * event loop. They still speak real HTTP to each other, as with any other vendor API.
 *
 * The worker runs the server's entry file again (scripts/start.ts), which comes here when it is not the main thread.
 * The entry starts it before anything else (`launchEmbeddedVendorApi`), so it loads the vendor API's modules while the
 * main thread loads its own and checks the settings; it opens no database until the main thread, the settings found
 * good, tells it to start.
 */
import { randomBytes } from "node:crypto";
import { isMainThread, parentPort, Worker } from "node:worker_threads";
import type { DemoAccount } from "../vendor-api/src/seed/demo";

export interface EmbeddedVendorApi {
  url: string;
  createdDemoAccounts: DemoAccount[];
  /** Production on an empty database: the banner tells the operator to run create-admin. */
  needsFirstAdministrator: boolean;
  close(): Promise<void>;
}

type FromWorker =
  | { type: "started"; url: string; createdDemoAccounts: DemoAccount[]; needsFirstAdministrator: boolean }
  | { type: "failed"; message: string }
  | { type: "closed" };

let launched: { worker: Worker; started: Promise<EmbeddedVendorApi> } | undefined;

/**
 * Main thread: starts the worker, which loads its modules and waits for `startEmbeddedVendorApi`. A process that
 * never calls it (a bad setting) ends with the worker, which has opened nothing.
 */
export function launchEmbeddedVendorApi(entryFile: string): void {
  // The gateway proves to the API beside it that the client address it names is its own word (docs/login-policy.md):
  // with the operator's VENDOR_API_FORWARDING_KEY, else a key of this process alone, which the worker's environment
  // (a copy of this one, taken now) and the gateway's settings both read. Never written anywhere.
  process.env.VENDOR_API_FORWARDING_KEY ||= randomBytes(32).toString("base64url");
  const worker = new Worker(entryFile);
  const started = startup(worker);
  // A failure is reported where it is awaited (serve.ts), not as an unhandled rejection meanwhile.
  started.catch(() => undefined);
  launched = { worker, started };
}

/** Main thread: lets the worker launched by the entry start the API with the environment the caller checked. */
export function startEmbeddedVendorApi(): Promise<EmbeddedVendorApi> {
  if (!launched) throw new Error("The embedded vendor API's worker was not launched (scripts/start.ts launches it).");
  const { worker, started } = launched;
  worker.postMessage("start");
  return started;
}

function startup(worker: Worker): Promise<EmbeddedVendorApi> {
  return new Promise((resolve, reject) => {
    const onStartup = (message: FromWorker) => {
      worker.off("message", onStartup);
      if (message.type === "failed") {
        reject(new Error(message.message));
        return;
      }
      if (message.type !== "started") return;
      // A failure after the start ends the process, as it would were the API on the main thread: a gateway whose
      // vendor API is gone must not go on serving errors.
      let closing = false;
      worker.on("error", (error) => {
        console.error(error);
        process.exit(1);
      });
      worker.on("exit", (code) => {
        if (closing) return;
        console.error(`The embedded vendor API stopped (exit ${code}).`);
        process.exit(1);
      });
      resolve({
        url: message.url,
        createdDemoAccounts: message.createdDemoAccounts,
        needsFirstAdministrator: message.needsFirstAdministrator,
        close: () =>
          new Promise<void>((closed) => {
            closing = true;
            worker.on("message", (reply: FromWorker) => reply.type === "closed" && closed());
            worker.postMessage("close");
          }),
      });
    };
    worker.on("message", onStartup);
    worker.once("error", reject);
    worker.once("exit", (code) => reject(new Error(`The embedded vendor API stopped (exit ${code}).`)));
  });
}

/** Worker thread: starts the vendor API and closes it (its database flushed) when the main thread asks. */
export async function runEmbeddedVendorApi(): Promise<void> {
  if (isMainThread || !parentPort) throw new Error("runEmbeddedVendorApi runs in the embedded API's worker");
  const port = parentPort;
  const { loadConfig } = await import("../vendor-api/src/config");
  const { startVendorApi } = await import("../vendor-api/src/server");
  // The main thread may have asked already: a message waits in the port until a listener takes it.
  await new Promise<void>((go) => port.once("message", () => go()));
  try {
    const api = await startVendorApi(loadConfig(process.env, { embedded: true }));
    port.on("message", async (message) => {
      if (message !== "close") return;
      await api.close();
      port.postMessage({ type: "closed" } satisfies FromWorker);
      port.close();
    });
    port.postMessage({
      type: "started",
      url: api.url,
      createdDemoAccounts: api.createdDemoAccounts,
      needsFirstAdministrator: api.needsFirstAdministrator,
    } satisfies FromWorker);
  } catch (error) {
    port.postMessage({
      type: "failed",
      message: error instanceof Error ? error.message : String(error),
    } satisfies FromWorker);
    port.close();
  }
}
