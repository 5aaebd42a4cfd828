/**
 * `npm run vendor-api -- backup FILE` (docs/system-contract.md, "Backups"): every table of the schema into one file of
 * the backup format (backup-format.ts), read in one REPEATABLE READ, read-only transaction, so that a backup taken
 * while the console runs on PostgreSQL is one consistent moment: an order and its lines, a payment and the totals it
 * moved. Rows stream through a cursor into gzip; no table is held in memory. Secrets are copied as stored, encrypted
 * with the SECRETS key (docs/system-contract.md section 7): the file holds no secret in clear.
 */
import { createWriteStream } from "node:fs";
import { rm } from "node:fs/promises";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import { sql } from "drizzle-orm";
import type { Database, Db } from "./connect";
import {
  appliedMigration,
  BACKUP_FORMAT,
  BACKUP_VERSION,
  backupTables,
  quoted,
  type BackupEnd,
  type BackupHeader,
  type TableHeader,
} from "./backup-format";

/** Rows fetched from the cursor at a time: a few hundred kilobytes of JSON at most. */
const FETCH_ROWS = 500;

export interface BackupSummary {
  migration: string;
  tables: number;
  rows: number;
}

async function* backupLines(tx: Db, header: BackupHeader, summary: BackupSummary): AsyncGenerator<string> {
  yield `${JSON.stringify(header)}\n`;
  // Times in UTC whatever the server's zone: the same data gives the same file, from PGlite or PostgreSQL.
  await tx.execute(sql`set local timezone = 'UTC'`);
  for (const table of backupTables()) {
    const name = quoted(table.name);
    const counted = (await tx.execute(sql.raw(`select count(*)::int as n from ${name}`))) as {
      rows: Array<{ n: number }>;
    };
    const rows = Number(counted.rows[0].n);
    const tableHeader: TableHeader = { table: table.name, columns: table.columns, rows };
    yield `${JSON.stringify(tableHeader)}\n`;
    const order = table.primaryKey.length ? ` order by ${table.primaryKey.map((column) => `t.${quoted(column)}`)}` : "";
    await tx.execute(
      sql.raw(`declare backup_rows no scroll cursor for select row_to_json(t)::text as r from ${name} t${order}`),
    );
    let written = 0;
    for (;;) {
      const batch = (await tx.execute(sql.raw(`fetch ${FETCH_ROWS} from backup_rows`))) as {
        rows: Array<{ r: string }>;
      };
      if (batch.rows.length === 0) break;
      written += batch.rows.length;
      yield batch.rows.map((row) => `${row.r}\n`).join("");
    }
    await tx.execute(sql.raw("close backup_rows"));
    // The count and the rows come from the same snapshot: a difference is a fault of the reading, not of the data.
    if (written !== rows) throw new Error(`${table.name}: counted ${rows} rows but read ${written}`);
    summary.tables += 1;
    summary.rows += rows;
  }
  const end: BackupEnd = { end: true, tables: summary.tables, rows: summary.rows };
  yield `${JSON.stringify(end)}\n`;
}

/**
 * Writes the backup to `file`, which must not exist (a backup never replaces another), with mode 0600: only the
 * account that runs the console reads it. A failed backup leaves no file behind that could pass for a whole one.
 */
export async function writeBackup(database: Database, file: string, now = new Date()): Promise<BackupSummary> {
  const migration = await appliedMigration(database.db);
  if (!migration) throw new Error("The database has no tables yet: there is nothing to back up.");
  const header: BackupHeader = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    migration,
    createdAt: now.toISOString(),
    source: database.pool ? "postgresql" : "pglite",
  };
  const summary: BackupSummary = { migration, tables: 0, rows: 0 };
  const output = createWriteStream(file, { flags: "wx", mode: 0o600 });
  const opened = new Promise<void>((resolve, reject) => {
    output.once("open", () => resolve());
    output.once("error", reject);
  });
  await opened.catch((error: NodeJS.ErrnoException) => {
    throw new Error(
      error.code === "EEXIST"
        ? `${file} exists already: a backup never replaces a file; name a new one.`
        : `Cannot write ${file}: ${error.message}`,
    );
  });
  try {
    await database.db.transaction(
      (tx) => pipeline(Readable.from(backupLines(tx, header, summary)), createGzip(), output),
      { isolationLevel: "repeatable read", accessMode: "read only" },
    );
  } catch (error) {
    output.destroy();
    await rm(file, { force: true });
    throw error;
  }
  return summary;
}
