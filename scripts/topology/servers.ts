/**
 * The topology's vendor API and gateway processes, each on a port of its own chosen before it starts, so the proxy's
 * configuration names it and a restart comes back at the same address. A vendor API runs as `npm run vendor-api --
 * serve` does; a gateway as production runs it, the server build (README, "Running in production"), which the
 * topology makes once, into a folder of its own, before any gateway starts.
 */
import path from "node:path";
import { SERVER_NODE_OPTIONS } from "../build-server";
import { startChild, type Child } from "./child";

export interface Restartable {
  name: string;
  port: number;
  url: string;
  child(): Child;
  /** Everything each of its runs printed, oldest first. */
  output(): string;
  start(): Promise<void>;
  /** SIGTERM, and the wait for the process's end: its drain, then its in-flight requests. */
  stop(): Promise<void>;
}

function restartable(name: string, port: number, launch: () => Promise<Child>): Restartable {
  let current: Child | undefined;
  const runs: Child[] = [];
  return {
    name,
    port,
    url: `http://127.0.0.1:${port}`,
    child: () => {
      if (!current) throw new Error(`${name} is not running`);
      return current;
    },
    output: () => runs.map((run) => run.output()).join(""),
    start: async () => {
      current = await launch();
      runs.push(current);
    },
    stop: async () => {
      await current?.stop();
    },
  };
}

export interface SharedSettings {
  /** SHUTDOWN_DRAIN_MS of every server. */
  drainMs: number;
  logLevel: string;
  /** What every vendor API shares: the database, the keys. */
  databaseUrl: string;
  adminKey: string;
  secretsKey: string;
  forwardingKey: string;
  /** What every gateway shares: Redis, the session secret, the vendor APIs' address (the proxy). */
  redisUrl: string;
  sessionSecret: string;
  vendorApiUrl: string;
  /** The topology's own server build (index.ts): a build of `npm start` or a bench beside it cannot replace it. */
  serverDir: string;
  /** More of each process's environment (the bench's queue sizes, for example). */
  gatewayEnv?: Record<string, string>;
}

export function vendorApiProcess(name: string, port: number, dataDir: string, settings: SharedSettings): Restartable {
  return restartable(name, port, async () => {
    const { child } = await startChild(process.execPath, ["--import", "tsx", "vendor-api/src/cli.ts", "serve"], {
      env: {
        DATABASE_URL: settings.databaseUrl,
        DATA_DIR: dataDir,
        VENDOR_API_PORT: String(port),
        HOST: "127.0.0.1",
        LOG_LEVEL: settings.logLevel,
        VENDOR_API_ADMIN_KEY: settings.adminKey,
        SECRETS_KEY: settings.secretsKey,
        VENDOR_API_FORWARDING_KEY: settings.forwardingKey,
        SHUTDOWN_DRAIN_MS: String(settings.drainMs),
      },
      ready: /Vendor API: http:\/\/\S+/,
    });
    return child;
  });
}

export function gatewayProcess(name: string, port: number, settings: SharedSettings): Restartable {
  return restartable(name, port, async () => {
    const { child } = await startChild(
      process.execPath,
      [...SERVER_NODE_OPTIONS, path.join(settings.serverDir, "start.mjs")],
      {
        env: {
          NODE_ENV: "production",
          PORT: String(port),
          HOST: "127.0.0.1",
          LOG_LEVEL: settings.logLevel,
          VENDOR_API_URL: settings.vendorApiUrl,
          VENDOR_API_FORWARDING_KEY: settings.forwardingKey,
          SESSION_SECRET: settings.sessionSecret,
          REDIS_URL: settings.redisUrl,
          TRUST_PROXY: "true",
          SHUTDOWN_DRAIN_MS: String(settings.drainMs),
          ...settings.gatewayEnv,
        },
        ready: /http:\/\/[^\s/]+\/graphql/,
      },
    );
    return child;
  });
}
