/**
 * One migrated, seeded vendor API database per test run, restored into each test file's in-memory database. A file's
 * own migrate and seed took several seconds of CPU, paid by every one of some hundred files on every Node line; a
 * restore takes about one (`startFrom` in vendor-api/src/server.ts). Each file still gets a database of its own, as
 * before: the same demo data, made once. The global setup (tests/support/template-setup.ts) makes it and hands its
 * path to the files. A file on PostgreSQL (TEST_DATABASE_URL) migrates its own database, as production does.
 */
import { readFile, writeFile } from "node:fs/promises";
import { inject } from "vitest";
import { prepareVendorApi } from "../../vendor-api/src/server";

declare module "vitest" {
  export interface ProvidedContext {
    /** The dump's path; empty when files make their own database. */
    vendorApiTemplate: string;
  }
}

/** The secrets key the template's demo secrets are encrypted with: a file restoring it must use this one. */
export const TEMPLATE_SECRETS_KEY = Buffer.alloc(32, 7).toString("base64");

export async function writeTemplate(file: string): Promise<void> {
  const { app, database } = await prepareVendorApi({
    dataDir: "memory://",
    logLevel: "silent",
    secretsKey: TEMPLATE_SECRETS_KEY,
    adminKey: "template-admin-key-0123456789",
  });
  const client = (database.db as unknown as { $client: { dumpDataDir(compression: "none"): Promise<Blob> } }).$client;
  await writeFile(file, Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer()));
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
