/**
 * `npm run topology`: the production topology on this machine (scripts/topology/index.ts), until Ctrl-C, which stops
 * every part it started: the gateways first (each drains), then the proxy, the vendor APIs, Redis and PostgreSQL.
 */
import { startTopology } from "./topology/index";

const topology = await startTopology({ logLevel: process.env.LOG_LEVEL ?? "info" });
console.log(`The console, through HAProxy: ${topology.url}
  vendor APIs through HAProxy: ${topology.vendorApiUrl} (${topology.vendorApis.map((server) => server.url).join(", ")})
  gateways: ${topology.gateways.map((server) => server.url).join(", ")}
  PostgreSQL: ${topology.postgres.databaseUrl}   Redis: ${topology.redis.url}
  Demo sign-in: admin / admin123. Ctrl-C stops everything.`);

let stopping: Promise<void> | undefined;
const stop = () =>
  (stopping ??= topology.stop().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  ));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
