/**
 * `npm start`: the console on one port. Without VENDOR_API_URL the reference vendor API starts embedded (its own
 * loopback port, data in DATA_DIR) and the gateway wraps it over real HTTP, exactly as it would wrap any other vendor.
 */
import { fileURLToPath } from "node:url";
import { existsSync } from "node:fs";
import { loadConfig as loadGatewayConfig } from "../gateway/src/config";
import { startGateway } from "../gateway/src/server";
import { loadConfig as loadVendorApiConfig, remoteVendorApiUrl } from "../vendor-api/src/config";
import { banner } from "./start-banner";

const webDist = fileURLToPath(new URL("../web/dist", import.meta.url));

async function main() {
  // The gateway's settings are validated before the embedded vendor API opens its database, not after.
  const { isProduction } = loadGatewayConfig();
  let vendorApiUrl = remoteVendorApiUrl();
  let embedded: Awaited<ReturnType<typeof import("../vendor-api/src/server").startVendorApi>> | undefined;
  let embeddedDataDir: string | undefined;
  if (!vendorApiUrl) {
    const config = loadVendorApiConfig(process.env, { embedded: true });
    // Imported only when embedded: a gateway wrapping another vendor API loads none of its server (database drivers,
    // PGlite, the routes), which is most of an idle gateway's memory; its settings are all it reads of it.
    const { startVendorApi } = await import("../vendor-api/src/server");
    embedded = await startVendorApi(config);
    embeddedDataDir = config.databaseUrl ? "PostgreSQL" : config.dataDir;
    vendorApiUrl = embedded.url;
  }
  const gateway = await startGateway({
    vendorApiUrl,
    webDist: existsSync(webDist) ? webDist : undefined,
  });
  console.log(
    banner({
      consoleUrl: gateway.url,
      vendorApiUrl,
      embeddedDataDir,
      sandbox: !isProduction,
      demoAccounts: embedded?.createdDemoAccounts ?? [],
    }),
  );

  const stop = async () => {
    await gateway.close();
    await embedded?.close();
    process.exit(0);
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
