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
import { connectDatabase, MEMORY_DATA_DIR, type Database } from "../../vendor-api/src/db/connect";
import { seedDemoData } from "../../vendor-api/src/seed/demo";
import { newSecretsKey, resolveKeyring } from "../../vendor-api/src/security/secrets";
import { syncReferenceData } from "../../vendor-api/src/seed/reference-data-sync";
import { generateOrders } from "../../vendor-api/src/seed/sales-data/generate";
import type { Call } from "../vendor-api/support/statement-invariant";
import { BENCH_FORWARDING_KEY, benchDatabase, vendorApiHeaders, type Answer } from "./support";

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

/**
 * Where the data lives. A database without a data directory (memory://: PostgreSQL's) keeps no secrets key, so the
 * seed and the vendor API share `secretsKey`, or the API could not read the seeded secrets.
 */
export interface Target {
  dataDir: string;
  databaseUrl?: string;
  secretsKey?: string;
}

/** On PostgreSQL: a fresh database's target, with a secrets key for the seed and the vendor API. */
export const postgresTarget = (databaseUrl: string): Target => ({
  dataDir: MEMORY_DATA_DIR,
  databaseUrl,
  secretsKey: newSecretsKey(),
});

/** Migrated, with the reference data and the demo seed (Demo Tours among its tenants), as a first start writes them. */
export async function seedDemoTours(database: Database, target: Target): Promise<void> {
  await database.migrate();
  await syncReferenceData(database.db);
  const keyring = await resolveKeyring(target.dataDir, { key: target.secretsKey });
  await seedDemoData(database.db, (plain) => keyring.encrypt(plain));
}

/**
 * `count` more orders for Demo Tours as `generate-orders` writes them (numbered after any earlier ones), vacuumed and
 * analysed as autovacuum leaves tables that have settled: measured straight after a bulk write, the lists met
 * autovacuum at work and pages not yet marked all-visible (100 000 orders answered slower than a million did).
 */
export async function writeOrders(database: Database, label: string, count: number, seed = 1): Promise<void> {
  await generateOrders(database.db, {
    tenantId: 1001,
    count,
    seed,
    onProgress: (written) => process.stderr.write(`\r${label}: ${written} / ${count} orders`),
  });
  process.stderr.write(`\n`);
  await database.db.execute(sql`vacuum analyze`);
}

/** A vendor API on the target's data for `run`, and Demo Tours' admin calling it straight; closed afterwards. */
export async function servingDataset(target: Target, run: (vendorApiUrl: string, call: Call) => Promise<void>) {
  const vendorApi = await startVendorApi({
    port: 0,
    host: "127.0.0.1",
    logLevel: "warn",
    forwardingKey: BENCH_FORWARDING_KEY,
    ...target,
  });
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
    await run(vendorApi.url, call);
  } finally {
    await vendorApi.close();
  }
}

async function onTarget(label: string, target: Target, parts: DatasetPart[]) {
  const database = await connectDatabase(target);
  const started = performance.now();
  try {
    await seedDemoTours(database, target);
    await writeOrders(database, label, DATASET_ORDERS);
  } finally {
    await database.close();
  }
  const generatedSeconds = ((performance.now() - started) / 1000).toFixed(0);
  await servingDataset(target, async (vendorApiUrl, call) => {
    for (const part of parts) await part({ label, vendorApiUrl, call, generatedSeconds });
  });
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
    await onTarget("PostgreSQL", postgresTarget(database.databaseUrl), parts);
  } finally {
    await database.drop();
  }
}
