/**
 * Starts the whole product once for the browser suites: the reference vendor API on a throwaway data directory and
 * the gateway serving the built console, both on ephemeral loopback ports, talking real HTTP.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { TestProject } from "vitest/node";
import { startVendorApi } from "../../vendor-api/src/server";
import { startGateway } from "../../gateway/src/server";

declare module "vitest" {
  export interface ProvidedContext {
    consoleUrl: string;
    vendorApiUrl: string;
    adminKey: string;
    /** The vendor API's Prometheus metrics: live tests wait on its count of event feed polls (support/feed-polls.ts). */
    vendorApiMetricsUrl: string;
  }
}

const webDist = fileURLToPath(new URL("../../web/dist", import.meta.url));

export default async function setup(project: TestProject) {
  if (!existsSync(path.join(webDist, "index.html"))) {
    throw new Error("web/dist is missing: run `npm run build:web` first (npm test does it).");
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), "vendor-console-e2e-"));
  // Mail as `npm start` has it outside production without SMTP: shown instead of sent, and on Development Mail.
  const vendorApi = await startVendorApi({
    port: 0,
    host: "127.0.0.1",
    dataDir,
    logLevel: "warn",
    mail: { development: true },
    // The webhook suite's receiver listens on 127.0.0.1, as a developer's would with WEBHOOK_ALLOW_LOOPBACK=true.
    webhookLoopback: true,
    // The demo data set's unpaid orders stay as seeded for the screens' tests (vendor-api/src/server.ts).
    releaseUnpaidHolds: false,
    metricsPort: 0,
  });
  const gateway = await startGateway({
    port: 0,
    host: "127.0.0.1",
    vendorApiUrl: vendorApi.url,
    webDist,
    logLevel: "warn",
  });
  project.provide("consoleUrl", gateway.url);
  project.provide("vendorApiUrl", vendorApi.url);
  project.provide("adminKey", vendorApi.adminKey);
  project.provide("vendorApiMetricsUrl", vendorApi.metricsUrl!);

  return async () => {
    await gateway.close();
    await vendorApi.close();
    await rm(dataDir, { recursive: true, force: true });
  };
}
