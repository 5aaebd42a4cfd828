/**
 * `npm run vendor-api -- backup FILE` and `restore FILE` (docs/system-contract.md, "Backups") as an operator runs them,
 * each a process of its own: a PGlite install with the demo's orders, payments and totals is backed up and restored
 * into a new database, every table of db/schema.ts compared row by row. The new database is PostgreSQL when the run
 * has one (TEST_DATABASE_URL): the move from PGlite to PostgreSQL; else a new PGlite folder. Its secrets stay
 * encrypted with the SECRETS key, which rotate-secrets then changes on the restored database.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeBackup } from "../../vendor-api/src/db/backup";
import { backupTables, latestMigration, quoted } from "../../vendor-api/src/db/backup-format";
import { connectDatabase, type Db } from "../../vendor-api/src/db/connect";
import { bankInfos, taxInfos } from "../../vendor-api/src/db/schema";
import { createKeyring, newSecretsKey, parseKey } from "../../vendor-api/src/security/secrets";
import { prepareVendorApi } from "../../vendor-api/src/server";
import { createTestDatabase, type TestDatabase } from "./support/database";

interface Place {
  dataDir: string;
  databaseUrl?: string;
}

const KEY = newSecretsKey();
const NEW_KEY = newSecretsKey();

let parent: string;
let source: Place;
let target: Place;
let database: TestDatabase;

/** `npm run vendor-api -- <command> …` on a place's database, as the README shows it. */
function cli(
  place: Place,
  args: string[],
  env: Record<string, string> = { SECRETS_KEY: KEY },
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", "vendor-api/src/cli.ts", ...args], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      DATA_DIR: place.dataDir,
      ...(place.databaseUrl ? { DATABASE_URL: place.databaseUrl } : {}),
      ...env,
    },
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once("close", (code) => resolve({ code, stdout, stderr })));
}

async function withDatabase<T>(place: Place, work: (db: Db) => Promise<T>): Promise<T> {
  const opened = await connectDatabase(place);
  try {
    return await work(opened.db);
  } finally {
    await opened.close();
  }
}

/** Every table's rows as PostgreSQL writes them, in primary key order, timestamps in UTC whatever the server's zone. */
const allRows = (place: Place) =>
  withDatabase(place, (db) =>
    db.transaction(async (tx) => {
      await tx.execute(sql`set local timezone = 'UTC'`);
      const tables: Record<string, string[]> = {};
      for (const table of backupTables()) {
        const order = table.primaryKey.map((column) => `t.${quoted(column)}`).join(", ");
        const { rows } = (await tx.execute(
          sql.raw(`select row_to_json(t)::text as r from ${quoted(table.name)} t order by ${order}`),
        )) as unknown as { rows: Array<{ r: string }> };
        tables[table.name] = rows.map((row) => row.r);
      }
      return tables;
    }),
  );

const backupLines = async (file: string) =>
  gunzipSync(await readFile(file))
    .toString("utf8")
    .trimEnd()
    .split("\n");

beforeAll(async () => {
  parent = await mkdtemp(path.join(tmpdir(), "vendor-api-backup-"));
  source = { dataDir: path.join(parent, "source") };
  database = await createTestDatabase();
  target = { dataDir: path.join(parent, "target"), databaseUrl: database.databaseUrl };
  // The demo data: tenants, trips, orders with their lines, payments and refunds, and the totals their triggers keep.
  const api = await prepareVendorApi({ ...source, secretsKey: KEY, logLevel: "silent" });
  await api.app.close();
  await api.database.close();
}, 120_000);
afterAll(async () => {
  await database?.drop();
  await rm(parent, { recursive: true, force: true });
});

describe("backup and restore", { timeout: 120_000 }, () => {
  const file = () => path.join(parent, "console.backup.gz");

  it("writes every table into a private file, secrets still encrypted, and never over another file", async () => {
    const made = await cli(source, ["backup", file()]);
    expect(made.stderr).toBe("");
    expect(made.code).toBe(0);
    expect(made.stdout).toMatch(/^Backed up \d+ rows of \d+ tables \(migration 0030_/);
    expect((await stat(file())).mode & 0o777).toBe(0o600);

    const lines = await backupLines(file());
    const header = JSON.parse(lines[0]) as Record<string, unknown>;
    expect(header).toMatchObject({ format: "vendor-console-backup", version: 1, source: "pglite" });
    expect(header.migration).toBe(await latestMigration());
    const tables = lines.filter((line) => line.startsWith('{"table":')).map((line) => JSON.parse(line).table);
    expect(tables.toSorted()).toEqual(
      backupTables()
        .map((table) => table.name)
        .toSorted(),
    );
    // Parents first: a tenant before its orders, an order before its lines and payments.
    expect(tables.indexOf("tenants")).toBeLessThan(tables.indexOf("orders"));
    expect(tables.indexOf("orders")).toBeLessThan(tables.indexOf("payments"));
    expect(JSON.parse(lines.at(-1)!)).toMatchObject({ end: true, tables: tables.length });

    const text = lines.join("\n");
    const keyring = createKeyring(parseKey(KEY, "SECRETS_KEY"));
    const secrets = await withDatabase(source, async (db) => [
      ...(await db.select({ value: taxInfos.tin }).from(taxInfos)),
      ...(await db.select({ value: bankInfos.accountNumber }).from(bankInfos)),
    ]);
    expect(secrets.length).toBeGreaterThan(0);
    for (const { value } of secrets) {
      expect(text).toContain(JSON.stringify(value));
      expect(text).not.toContain(keyring.decrypt(value!));
    }

    const again = await cli(source, ["backup", file()]);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("exists already");
  });

  it("refuses, with PGlite, while the console runs on the folder, and says to stop it", async () => {
    const running = await prepareVendorApi({ ...source, secretsKey: KEY, logLevel: "silent" });
    const during = path.join(parent, "during.backup.gz");
    try {
      const refused = await cli(source, ["backup", during]);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(
        `is open in process ${process.pid}, a running console or another command: stop it`,
      );
      expect(existsSync(during)).toBe(false);
    } finally {
      await running.app.close();
      await running.database.close();
    }
    // A console that ended without closing (killed) leaves a file naming a process that is gone: it does not stop a
    // command.
    await writeFile(path.join(source.dataDir, "pglite.lock"), "2147483646\n");
    const after = await cli(source, ["backup", during]);
    expect(after.stderr).toBe("");
    expect(after.code).toBe(0);
    expect(existsSync(path.join(source.dataDir, "pglite.lock"))).toBe(false);
  });

  it("restores into an empty database the same rows, totals counted once, ids continuing after the restored ones", async () => {
    const restored = await cli(target, ["restore", file()]);
    expect(restored.stderr).toBe("");
    expect(restored.code).toBe(0);
    expect(restored.stdout).toMatch(/^Restored \d+ rows of \d+ tables from the backup of \d{4}-/);

    const [before, after] = [await allRows(source), await allRows(target)];
    expect(Object.keys(after)).toEqual(Object.keys(before));
    for (const table of Object.keys(before)) expect([table, after[table]]).toEqual([table, before[table]]);
    expect(before.orders.length).toBeGreaterThan(0);
    expect(before.departure_seat_counts.length).toBeGreaterThan(0);
    expect(before.ledger_daily_sales.length).toBeGreaterThan(0);

    await withDatabase(target, async (db) => {
      // The totals' triggers are on again, and the next order takes an id after every restored one.
      const disabled = (await db.execute(
        sql`select count(*)::int as n from pg_trigger where not tgisinternal and tgenabled = 'D'`,
      )) as unknown as { rows: Array<{ n: number }> };
      expect(Number(disabled.rows[0].n)).toBe(0);
      const next = (await db.execute(
        sql`select nextval(pg_get_serial_sequence('orders', 'id'))::int as id, (select max(id) from orders) as max`,
      )) as unknown as { rows: Array<{ id: number; max: number }> };
      expect(Number(next.rows[0].id)).toBeGreaterThan(Number(next.rows[0].max));
    });
  });

  it("refuses a database that is not empty, and changes nothing", async () => {
    const before = await allRows(target);
    const refused = await cli(target, ["restore", file()]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/The database is not empty \(.*rows.*\): restore goes into a new, empty database/);
    expect(await allRows(target)).toEqual(before);
  });

  it("refuses a file that is no backup before touching any database", async () => {
    const elsewhere = { dataDir: path.join(parent, "never-made") };
    const plain = path.join(parent, "notes.txt");
    await writeFile(plain, "not a backup\n");
    const notGzip = await cli(elsewhere, ["restore", plain]);
    expect(notGzip.code).toBe(1);
    expect(notGzip.stderr).toContain("is not a backup of `npm run vendor-api -- backup`");

    const other = path.join(parent, "other.json.gz");
    await writeFile(other, gzipSync(`${JSON.stringify({ format: "something-else", version: 1 })}\n`));
    const otherFormat = await cli(elsewhere, ["restore", other]);
    expect(otherFormat.code).toBe(1);
    expect(otherFormat.stderr).toContain("is not a backup of `npm run vendor-api -- backup`");
    expect(existsSync(elsewhere.dataDir)).toBe(false);
  });

  it("rotates the restored database's secrets to a new key; its own backup restores with that key", async () => {
    const rotated = await cli(target, ["rotate-secrets"], { SECRETS_KEY: NEW_KEY, SECRETS_KEY_PREVIOUS: KEY });
    expect(rotated.stderr).toBe("");
    expect(rotated.code).toBe(0);
    expect(rotated.stdout).toMatch(/^Re-encrypted [1-9]\d* stored secrets with key /);

    const newKeyring = createKeyring(parseKey(NEW_KEY, "SECRETS_KEY"));
    const oldKeyring = createKeyring(parseKey(KEY, "SECRETS_KEY"));
    const [sourceTins, targetTins] = await Promise.all(
      [source, target].map((place) =>
        withDatabase(place, (db) => db.select().from(taxInfos).orderBy(taxInfos.tenantId)),
      ),
    );
    expect(targetTins.map((row) => newKeyring.decrypt(row.tin!))).toEqual(
      sourceTins.map((row) => oldKeyring.decrypt(row.tin!)),
    );

    // The restored database backs up in turn (on PostgreSQL: in one snapshot), and restores where the new key is.
    const second = path.join(parent, "restored.backup.gz");
    const made = await cli(target, ["backup", second], { SECRETS_KEY: NEW_KEY });
    expect(made.code).toBe(0);
    const [header] = await backupLines(second);
    expect(JSON.parse(header)).toMatchObject({ source: target.databaseUrl ? "postgresql" : "pglite" });
    const third = { dataDir: path.join(parent, "third") };
    const restored = await cli(third, ["restore", second], { SECRETS_KEY: NEW_KEY });
    expect(restored.stderr).toBe("");
    expect(restored.code).toBe(0);
    expect(await allRows(third)).toEqual(await allRows(target));

    // Without the key the restore still succeeds, and says which key the secrets need.
    const keyless = { dataDir: path.join(parent, "keyless") };
    const warned = await cli(keyless, ["restore", second], {});
    expect(warned.code).toBe(0);
    expect(warned.stderr).toContain("No SECRETS key here");
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("a backup beside the running console on PostgreSQL", () => {
  it("is one moment: rows committed while it runs are not in it, not even in the tables it reads after", async () => {
    const writer = new pg.Client({ connectionString: target.databaseUrl });
    const watcher = new pg.Client({ connectionString: target.databaseUrl });
    await Promise.all([writer.connect(), watcher.connect()]);
    const opened = await connectDatabase(target);
    const file = path.join(parent, "moment.backup.gz");
    try {
      // The backup reads tenants, then waits at audit_entries for this lock; meanwhile a tenant and its audit line
      // are committed. Read at that moment, audit_entries would name a tenant the file lacks.
      await writer.query("begin");
      await writer.query("lock table audit_entries in access exclusive mode");
      const backup = writeBackup(opened, file);
      await expect
        .poll(async () => {
          const { rows } = await watcher.query(
            "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
          );
          return rows[0].n as number;
        })
        .toBeGreaterThan(0);
      const {
        rows: [tenant],
      } = await writer.query(
        "insert into tenants (name, time_zone, time_zone_id) values ('Late Tours', 'America/New_York', 1) returning id",
      );
      await writer.query(
        "insert into audit_entries (tenant_id, area, action, changes, actor) values ($1, 'user', 'add', '[]', 'late-writer')",
        [tenant.id],
      );
      await writer.query("commit");
      await backup;
      const text = (await backupLines(file)).join("\n");
      expect(text).not.toContain("Late Tours");
      expect(text).not.toContain("late-writer");
    } finally {
      await opened.close();
      await Promise.all([writer.end(), watcher.end()]);
    }
  });
});
