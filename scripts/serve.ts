/**
 * What `npm start` runs (through scripts/start.ts): the console on one port. Without VENDOR_API_URL the reference
 * vendor API starts embedded (its own loopback port, data in DATA_DIR) and the gateway wraps it over real HTTP, exactly
 * as it would wrap any other vendor.
 */
import { fileURLToPath } from "node:url";
import { existsSync } from "node:fs";
import { shutdownDrainMs } from "#env-config";
import { loadConfig as loadGatewayConfig } from "../gateway/src/config";
import { loadConfig as loadVendorApiConfig, remoteVendorApiUrl } from "../vendor-api/src/config";
import { startEmbeddedVendorApi, type EmbeddedVendorApi } from "./embedded-vendor-api";
import { banner, type BannerFacts } from "./start-banner";

const webDist = fileURLToPath(new URL("../web/dist", import.meta.url));
/** The local GraphQL explorer of development (`npm run build:explorer`; gateway/src/explorer.ts). */
const explorerDist = fileURLToPath(new URL("../web/explorer/dist", import.meta.url));

async function main() {
  // Both parts' settings are validated before anything starts: a bad one is told before a database opens.
  const { isProduction } = loadGatewayConfig();
  const drainMs = shutdownDrainMs("gateway", process.env);
  const remoteUrl = remoteVendorApiUrl();
  let embeddedUrl: string | undefined;
  let embedded: Promise<EmbeddedVendorApi> | undefined;
  let embeddedDataDir: string | undefined;
  let mail: BannerFacts["mail"];
  if (!remoteUrl) {
    const config = loadVendorApiConfig(process.env, { embedded: true });
    embeddedDataDir = config.databaseUrl ? "PostgreSQL" : config.dataDir;
    mail = config.mail.smtpUrl ? "smtp" : config.mail.development ? "printed" : "queued";
    // The worker the entry launched (scripts/start.ts).
    embedded = startEmbeddedVendorApi();
    // A failure is reported where it is awaited, below, not as an unhandled rejection meanwhile.
    embedded.catch(() => undefined);
    // On a port given (4001 unless set), the API's address is known before it listens, and the gateway is built
    // meanwhile; on port 0 (any free port) only the API can tell.
    if (config.port !== 0) embeddedUrl = `http://${config.host}:${config.port}`;
  }
  // Imported here, not above: while the worker starts. A gateway wrapping another vendor API loads none of the vendor
  // API's server (database drivers, PGlite, the routes), which is most of an idle gateway's memory.
  const { startGateway, UPSTREAM_START_WAIT_MS } = await import("../gateway/src/server");
  const vendorApiUrl = remoteUrl ?? embeddedUrl ?? (await (embedded as Promise<EmbeddedVendorApi>)).url;
  // The gateway listens at once, serving the console while the API starts; GraphQL waits for it (upstream-ready.ts).
  const gateway = await startGateway({
    vendorApiUrl,
    webDist: existsSync(webDist) ? webDist : undefined,
    explorerDist,
    drainMs,
    upstreamStart: embedded && { ready: embedded, waitMs: UPSTREAM_START_WAIT_MS },
  });
  const api = await embedded;
  console.log(
    banner({
      consoleUrl: gateway.url,
      vendorApiUrl,
      embeddedDataDir,
      sandbox: !isProduction,
      demoAccounts: api?.createdDemoAccounts ?? [],
      needsFirstAdministrator: api?.needsFirstAdministrator ?? false,
      mail,
    }),
  );

  // Once, however many signals come: a second SIGTERM arrives while the first stop closes the database (something
  // in the process re-raises it when it finds no other listener), and a `once` handler left it the default action,
  // which ended the process before the embedded vendor API had closed its database.
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      await gateway.close();
      await api?.close();
      process.exit(0);
    })());
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
