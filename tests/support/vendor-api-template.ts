/**
 * One migrated, seeded vendor API database per test run, copied into each test file's own database. A file's own
 * migrate and seed took several seconds of CPU, paid by every one of some hundred files on every Node line; a copy
 * takes about one. Each file still gets a database of its own, as before: the same demo data, made once. The global
 * setup (tests/support/template-setup.ts) makes it and hands it to the files:
 * - in memory (PGlite, the default): a dump of the data dir, restored by `startFrom` (vendor-api/src/server.ts);
 * - on PostgreSQL (TEST_DATABASE_URL): a database the files' databases are created from (`create database … template`,
 *   a file copy on the server). Files that test migrating itself (the CLI, a first start) still start empty.
 */
import { readFile, writeFile } from "node:fs/promises";
import { inject } from "vitest";
import { prepareVendorApi } from "../../vendor-api/src/server";

declare module "vitest" {
  export interface ProvidedContext {
    /** The dump's path; empty when files make their own database. */
    vendorApiTemplate: string;
    /** The PostgreSQL template database's name; empty without TEST_DATABASE_URL. */
    vendorApiDatabaseTemplate: string;
  }
}

/** The secrets key the template's demo secrets are encrypted with: a file restoring it must use this one. */
export const TEMPLATE_SECRETS_KEY = Buffer.alloc(32, 7).toString("base64");

async function prepareTemplate(options: { dataDir: string; databaseUrl?: string }) {
  return prepareVendorApi({
    ...options,
    logLevel: "silent",
    secretsKey: TEMPLATE_SECRETS_KEY,
    adminKey: "template-admin-key-0123456789",
  });
}

export async function writeTemplate(file: string): Promise<void> {
  const { app, database } = await prepareTemplate({ dataDir: "memory://" });
  const client = (database.db as unknown as { $client: { dumpDataDir(compression: "none"): Promise<Blob> } }).$client;
  await writeFile(file, Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer()));
  await app.close();
  await database.close();
}

/** Migrates and seeds the (empty) PostgreSQL database at `databaseUrl`, then lets go of it so it can be copied. */
export async function fillDatabaseTemplate(databaseUrl: string): Promise<void> {
  const { app, database } = await prepareTemplate({ dataDir: "memory://", databaseUrl });
  await app.close();
  await database.close();
}

let template: Promise<Blob | undefined> | undefined;

/** The template and its key, for a file's in-memory database; nothing when the run has none. */
export async function templateOptions(): Promise<{ startFrom?: Blob; secretsKey?: string }> {
  template ??= (async () => {
    const file = inject("vendorApiTemplate");
    return file ? new Blob([await readFile(file)]) : undefined;
  })();
  const startFrom = await template;
  return startFrom ? { startFrom, secretsKey: TEMPLATE_SECRETS_KEY } : {};
}
