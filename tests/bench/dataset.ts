/**
 * One year of Demo Tours with BENCH_ORDERS (100 000) generated orders, written as `generate-orders` does, on PGlite
 * and, with BENCH_DATABASE_URL (postgres://… of a server; a fresh database is made there and dropped), on PostgreSQL.
 * Writing the orders takes about half a minute, so every part that needs them runs on the same data.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { startVendorApi } from "../../vendor-api/src/server";
import { connectDatabase } from "../../vendor-api/src/db/connect";
import { seedDemoData } from "../../vendor-api/src/seed/demo";
import { resolveKeyring } from "../../vendor-api/src/security/secrets";
import { syncReferenceData } from "../../vendor-api/src/seed/reference-data-sync";
import { generateOrders } from "../../vendor-api/src/seed/sales-data/generate";
import type { Call } from "../vendor-api/support/statement-invariant";
import { benchDatabase, vendorApiHeaders, type Answer } from "./support";

export const DATASET_ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);

export interface Dataset {
  /** "PGlite" or "PostgreSQL". */
  label: string;
  /** A vendor API serving the data. */
  vendorApiUrl: string;
  /** Demo Tours' admin, straight to the vendor API; throws unless the envelope's code is 0. */
  call: Call;
  /** Seconds it took to write the orders. */
  generatedSeconds: string;
}

export type DatasetPart = (dataset: Dataset) => Promise<void>;

async function onTarget(label: string, target: { dataDir: string; databaseUrl?: string }, parts: DatasetPart[]) {
  const database = await connectDatabase(target);
  const started = performance.now();
  try {
    await database.migrate();
    await syncReferenceData(database.db);
    const keyring = await resolveKeyring(target.dataDir);
    await seedDemoData(database.db, (plain) => keyring.encrypt(plain));
    await generateOrders(database.db, {
      tenantId: 1001,
      count: DATASET_ORDERS,
      seed: 1,
      onProgress: (written) => process.stderr.write(`\r${label}: ${written} / ${DATASET_ORDERS} orders`),
    });
    await database.db.execute(sql`analyze`);
  } finally {
    await database.close();
  }
  process.stderr.write(`\n`);
  const generatedSeconds = ((performance.now() - started) / 1000).toFixed(0);
  const vendorApi = await startVendorApi({ port: 0, host: "127.0.0.1", logLevel: "warn", ...target });
  try {
    const headers = await vendorApiHeaders(vendorApi.url);
    const call: Call = async (method, path, body) => {
      const query = new URLSearchParams({
        timestamp: String(Date.now()),
        ...(method === "GET" ? Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v)])) : {}),
      });
      const answer = (await fetch(`${vendorApi.url}${path}?${query}`, {
        method,
        headers: method === "POST" ? { ...headers, "content-type": "application/json" } : headers,
        body: method === "POST" ? JSON.stringify(body) : undefined,
      }).then((r) => r.json())) as Answer;
      if (answer.status.code !== 0) throw new Error(`${path}: ${JSON.stringify(answer.status)}`);
      return answer.result;
    };
    for (const part of parts) await part({ label, vendorApiUrl: vendorApi.url, call, generatedSeconds });
  } finally {
    await vendorApi.close();
  }
}

/** Runs `parts` on PGlite, then on PostgreSQL when BENCH_DATABASE_URL is set. */
export async function onDatasets(parts: DatasetPart[]) {
  const dataDir = await mkdtemp(path.join(tmpdir(), "vendor-console-dataset-"));
  try {
    await onTarget("PGlite", { dataDir }, parts);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) {
    console.log("\nPostgreSQL: set BENCH_DATABASE_URL=postgres://… (a server; the bench makes its own database)");
    return;
  }
  const database = await benchDatabase(serverUrl);
  try {
    await onTarget("PostgreSQL", { dataDir: "memory://", databaseUrl: database.databaseUrl }, parts);
  } finally {
    await database.drop();
  }
}
