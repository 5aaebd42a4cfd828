/**
 * `npm start`: the console on one port. Without VENDOR_API_URL the reference vendor API starts embedded (its own
 * loopback port, data in DATA_DIR) and the gateway wraps it over real HTTP, exactly as it would wrap any other vendor.
 */
import { fileURLToPath } from "node:url";
import { existsSync } from "node:fs";
import { startGateway } from "../gateway/src/server";
import { banner } from "./start-banner";

const webDist = fileURLToPath(new URL("../web/dist", import.meta.url));

async function main() {
  let vendorApiUrl = process.env.VENDOR_API_URL;
  let embedded: Awaited<ReturnType<typeof import("../vendor-api/src/server").startVendorApi>> | undefined;
  if (!vendorApiUrl) {
    // Imported only when embedded: a gateway wrapping another vendor API loads none of its code (database drivers,
    // PGlite, the routes), which is most of an idle gateway's memory.
    const { startVendorApi } = await import("../vendor-api/src/server");
    embedded = await startVendorApi({
      port: Number(process.env.VENDOR_API_PORT ?? 4001),
      host: "127.0.0.1",
      dataDir: process.env.DATA_DIR ?? "./data",
      databaseUrl: process.env.DATABASE_URL,
      logLevel: process.env.LOG_LEVEL,
    });
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
      embeddedDataDir: embedded
        ? process.env.DATABASE_URL
          ? "PostgreSQL"
          : (process.env.DATA_DIR ?? "./data")
        : undefined,
      sandbox: process.env.NODE_ENV !== "production",
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
