/**
 * The production topology on one machine, loopback only (docs/system-contract.md, "Production topology"): a private
 * PostgreSQL 15 and Redis, two vendor APIs on that database, two gateways on that Redis, and HAProxy in front of both
 * pairs, checking each server's /readyz. `npm run topology` runs it until Ctrl-C; the `topology` bench part drives it
 * through restarts under load (tests/bench/topology.ts).
 */
import { randomBytes } from "node:crypto";
import { chmod, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildServer } from "../build-server";
import { freePort, ROOT } from "./child";
import { CHECK_INTERVAL_MS, startHaproxy, type Backend, type Proxy } from "./haproxy";
import { startPostgres, type Postgres } from "./postgres";
import { startRedis, type RedisServer } from "./redis";
import { gatewayProcess, vendorApiProcess, type Restartable, type SharedSettings } from "./servers";

/**
 * How long a server told to stop keeps serving with /readyz at 503: four of the proxy's checks, so it has been taken
 * out (one failed check) with room to spare before its listener closes.
 */
export const DRAIN_MS = 4 * CHECK_INTERVAL_MS;

export interface Topology {
  /** The console's address: the proxy in front of the gateways. */
  url: string;
  /** The vendor APIs' address, through the proxy, as the gateways call them. */
  vendorApiUrl: string;
  postgres: Postgres;
  redis: RedisServer;
  proxy: Proxy;
  vendorApis: Restartable[];
  gateways: Restartable[];
  /** The proxy's name of a server ("gateways/gateway-a"), for `proxy.waitUntil`. */
  proxyName(server: Restartable): string;
  /**
   * One server out and back, as an operator rolls a release: drained in the proxy, stopped (SIGTERM: it finishes what
   * it holds), started, let back in, and up in the proxy again.
   */
  restart(server: Restartable): Promise<{ downMs: number }>;
  stop(): Promise<void>;
}

export interface TopologyOptions {
  logLevel?: string;
  gatewayEnv?: Record<string, string>;
}

export async function startTopology(options: TopologyOptions = {}): Promise<Topology> {
  const dir = await mkdtemp(path.join(tmpdir(), "vendor-console-topology-"));
  // PostgreSQL's user must pass through it to its own folder; what lies inside stays private to each owner.
  await chmod(dir, 0o711);
  const cleanups: Array<() => Promise<void>> = [() => rm(dir, { recursive: true, force: true })];
  const stop = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch((error) => console.error(error));
  };
  try {
    const [postgresPort, redisPort, consolePort, vendorApiPort, ...serverPorts] = await Promise.all(
      Array.from({ length: 8 }, freePort),
    );
    const postgres = await startPostgres(path.join(dir, "postgres"), postgresPort);
    cleanups.push(postgres.stop);
    const redis = await startRedis(redisPort);
    cleanups.push(redis.stop);
    const settings: SharedSettings = {
      drainMs: DRAIN_MS,
      logLevel: options.logLevel ?? "warn",
      databaseUrl: postgres.databaseUrl,
      adminKey: randomBytes(24).toString("base64url"),
      secretsKey: randomBytes(32).toString("base64"),
      forwardingKey: randomBytes(24).toString("base64url"),
      redisUrl: redis.url,
      sessionSecret: randomBytes(36).toString("base64url"),
      vendorApiUrl: `http://127.0.0.1:${vendorApiPort}`,
      // Inside the checkout, whose node_modules the build's imports resolve from; another run's build (`npm start`,
      // a bench) rewrites dist/server while this one's gateways load their modules.
      serverDir: path.join(ROOT, "dist", `topology-server-${process.pid}`),
      gatewayEnv: options.gatewayEnv,
    };
    cleanups.push(() => rm(settings.serverDir, { recursive: true, force: true }));
    const vendorApis = ["vendor-api-a", "vendor-api-b"].map((name, i) =>
      vendorApiProcess(name, serverPorts[i], path.join(dir, name), settings),
    );
    const gateways = ["gateway-a", "gateway-b"].map((name, i) => gatewayProcess(name, serverPorts[2 + i], settings));
    // The first vendor API migrates and seeds an empty database alone; the second finds it done (README).
    for (const server of vendorApis) {
      await server.start();
      cleanups.push(server.stop);
    }
    const backends: Record<"vendorApis" | "gateways", Backend> = {
      vendorApis: { name: "vendor_apis", servers: vendorApis.map(({ name, port }) => ({ name, port })) },
      gateways: { name: "gateways", servers: gateways.map(({ name, port }) => ({ name, port })) },
    };
    const proxy = await startHaproxy(dir, [
      { port: consolePort, backend: backends.gateways },
      { port: vendorApiPort, backend: backends.vendorApis },
    ]);
    cleanups.push(proxy.stop);
    const proxyName = (server: Restartable) =>
      `${vendorApis.includes(server) ? backends.vendorApis.name : backends.gateways.name}/${server.name}`;
    for (const server of vendorApis) await proxy.waitUntil(proxyName(server), "UP");
    await buildServer(settings.serverDir);
    await Promise.all(gateways.map((server) => server.start()));
    // Stopped before the vendor APIs (pushed after them), so their last requests still find an API.
    for (const server of gateways) cleanups.push(server.stop);
    for (const server of gateways) await proxy.waitUntil(proxyName(server), "UP");
    return {
      url: `http://127.0.0.1:${consolePort}`,
      vendorApiUrl: settings.vendorApiUrl,
      postgres,
      redis,
      proxy,
      vendorApis,
      gateways,
      proxyName,
      async restart(server) {
        const started = performance.now();
        await proxy.setState(proxyName(server), "drain");
        await server.stop();
        await server.start();
        await proxy.setState(proxyName(server), "ready");
        await proxy.waitUntil(proxyName(server), "UP");
        return { downMs: performance.now() - started };
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
