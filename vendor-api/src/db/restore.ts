/**
 * `npm run vendor-api -- restore FILE` (docs/system-contract.md, "Backups"): a backup (backup-format.ts) into an EMPTY
 * database at the backup's migration level, PGlite or PostgreSQL whichever made it, in one transaction: a refused or
 * failed restore leaves the database as empty as it was. Rows are restored as they are: the triggers that keep the
 * totals tables (trip_ticket_counts, departure_seat_counts, the ledger_* rollups) are off meanwhile, since the totals
 * come with the backup and would otherwise be counted twice. Rows stream from the file in batches.
 */
import { createReadStream } from "node:fs";
import { createGunzip } from "node:zlib";
import { sql } from "drizzle-orm";
import type { Db } from "./connect";
import { rowsOf } from "./raw";
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

/** A batch is inserted at this many rows or this many characters of JSON, whichever comes first. */
const BATCH_ROWS = 500;
const BATCH_CHARS = 1 << 20;

export class RestoreRefused extends Error {}

/** The file's lines, decompressed as they are read. */
async function* fileLines(file: string): AsyncGenerator<string> {
  const gunzip = createGunzip();
  gunzip.setEncoding("utf8");
  createReadStream(file)
    .on("error", (error) => gunzip.destroy(error))
    .pipe(gunzip);
  let rest = "";
  try {
    for await (const chunk of gunzip as AsyncIterable<string>) {
      const parts = (rest + chunk).split("\n");
      rest = parts.pop()!;
      yield* parts;
    }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") throw new RestoreRefused(`${file} does not exist.`);
    if (code === "Z_DATA_ERROR" || code === "Z_BUF_ERROR")
      throw new RestoreRefused(
        `${file} is not a backup of \`npm run vendor-api -- backup\` (not gzip'd, or cut short).`,
      );
    throw error;
  }
  if (rest) yield rest;
}

function parseLine<T>(line: string | undefined, file: string, what: string): T {
  try {
    return JSON.parse(line ?? "") as T;
  } catch {
    throw new RestoreRefused(`${file} is not a whole backup: ${what} expected.`);
  }
}

export interface BackupReader {
  header: BackupHeader;
  lines: AsyncIterator<string>;
  close(): Promise<void>;
}

/** Opens a backup and checks its first line, before any database is touched. */
export async function openBackup(file: string): Promise<BackupReader> {
  const lines = fileLines(file);
  const first = await lines.next();
  const header = parseLine<Partial<BackupHeader> | null>(first.done ? undefined : first.value, file, "its header");
  if (header?.format !== BACKUP_FORMAT)
    throw new RestoreRefused(`${file} is not a backup of \`npm run vendor-api -- backup\`.`);
  if (header.version !== BACKUP_VERSION)
    throw new RestoreRefused(
      `${file} is a backup of format ${header.version}; this version reads format ${BACKUP_VERSION}.`,
    );
  return {
    header: header as BackupHeader,
    lines,
    close: async () => {
      await lines.return(undefined);
    },
  };
}

async function tableCounts(db: Db): Promise<Map<string, number>> {
  const tables = backupTables();
  const union = tables.map((table) => `select '${table.name}' as name, count(*)::int as n from ${quoted(table.name)}`);
  const rows = await rowsOf<{ name: string; n: number }>(db, sql.raw(union.join(" union all ")));
  return new Map(rows.map((row) => [row.name, Number(row.n)]));
}

/**
 * Refuses a database that holds any row, or that is at another migration level than the backup: the restore would
 * mix two databases' ids, or feed rows to columns that changed since.
 */
export async function checkTarget(db: Db, header: BackupHeader): Promise<void> {
  const filled = [...(await tableCounts(db))].filter(([, count]) => count > 0);
  if (filled.length > 0)
    throw new RestoreRefused(
      `The database is not empty (${filled
        .slice(0, 3)
        .map(([name, count]) => `${name}: ${count} rows`)
        .join(", ")}${filled.length > 3 ? ", …" : ""}): restore goes into a new, empty database. Nothing was changed.`,
    );
  const level = await appliedMigration(db);
  if (level !== header.migration)
    throw new RestoreRefused(
      `The backup is at migration ${header.migration} and the database at ${level ?? "none"}: restore with the ` +
        `version of the console that made the backup, then start the new version, which migrates the data.`,
    );
}

/** The tables that have triggers of their own (the totals' triggers), not the foreign keys' internal ones. */
const triggerTables = (db: Db) =>
  rowsOf<{ name: string }>(
    db,
    sql`select distinct c.relname as name from pg_trigger t join pg_class c on c.oid = t.tgrelid
        join pg_namespace n on n.oid = c.relnamespace where not t.tgisinternal and n.nspname = 'public'`,
  );

async function insertBatch(tx: Db, table: TableHeader, rows: string[]): Promise<void> {
  const columns = table.columns.map(quoted).join(", ");
  await tx.execute(
    sql`insert into ${sql.raw(quoted(table.table))} (${sql.raw(columns)}) select ${sql.raw(columns)}
        from json_populate_recordset(null::${sql.raw(quoted(table.table))}, ${`[${rows.join(",")}]`}::json)`,
  );
}

async function restoreTable(tx: Db, table: TableHeader, reader: BackupReader, file: string): Promise<void> {
  let batch: string[] = [];
  let chars = 0;
  for (let read = 0; read < table.rows; read += 1) {
    const next = await reader.lines.next();
    if (next.done) throw new RestoreRefused(`${file} is not a whole backup: ${table.table} ends early.`);
    batch.push(next.value);
    chars += next.value.length;
    if (batch.length >= BATCH_ROWS || chars >= BATCH_CHARS) {
      await insertBatch(tx, table, batch);
      batch = [];
      chars = 0;
    }
  }
  if (batch.length > 0) await insertBatch(tx, table, batch);
}

/** Moves every identity column's sequence past the restored ids, or the next order would take a restored order's id. */
async function advanceSequences(tx: Db): Promise<void> {
  const owned = await rowsOf<{ tableName: string; columnName: string }>(
    tx,
    sql`select table_name as "tableName", column_name as "columnName" from information_schema.columns
        where table_schema = 'public' and pg_get_serial_sequence(quote_ident(table_name), column_name) is not null`,
  );
  for (const { tableName, columnName } of owned) {
    const table = quoted(tableName);
    const column = quoted(columnName);
    await tx.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('${table.replaceAll("'", "''")}', '${columnName.replaceAll("'", "''")}'), ` +
          `coalesce(max(${column}), 0) + 1, false) from ${table}`,
      ),
    );
  }
}

export interface RestoreSummary {
  tables: number;
  rows: number;
}

/** Restores an opened backup into `db`, which checkTarget accepted; one transaction. */
export async function restoreBackup(db: Db, reader: BackupReader, file: string): Promise<RestoreSummary> {
  const expected = backupTables();
  return db.transaction(async (tx) => {
    const triggered = (await triggerTables(tx)).map((row) => quoted(row.name));
    for (const table of triggered) await tx.execute(sql.raw(`alter table ${table} disable trigger user`));
    const restored = new Map<string, number>();
    for (;;) {
      const next = await reader.lines.next();
      const line = parseLine<Partial<TableHeader & BackupEnd> | null>(
        next.done ? undefined : next.value,
        file,
        "a table or the end",
      );
      if (line?.end) {
        if (line.tables !== restored.size) throw new RestoreRefused(`${file} is not a whole backup.`);
        break;
      }
      const table = expected.find((candidate) => candidate.name === line?.table);
      if (!table || !line?.columns || typeof line.rows !== "number")
        throw new RestoreRefused(`${file} names a table this version does not have: ${String(line?.table)}.`);
      if (line.columns.join() !== table.columns.join())
        throw new RestoreRefused(
          `${file}: the columns of ${table.name} differ from this version's (${line.columns.join(", ")}).`,
        );
      await restoreTable(tx, line as TableHeader, reader, file);
      restored.set(table.name, line.rows);
    }
    const missing = expected.filter((table) => !restored.has(table.name)).map((table) => table.name);
    if (missing.length > 0) throw new RestoreRefused(`${file} lacks the tables ${missing.join(", ")}.`);
    await advanceSequences(tx);
    for (const table of triggered) await tx.execute(sql.raw(`alter table ${table} enable trigger user`));
    // Every table, the totals tables among them, holds exactly the backup's rows: no trigger added any.
    const counts = await tableCounts(tx);
    const differing = [...restored].filter(([name, rows]) => counts.get(name) !== rows);
    if (differing.length > 0)
      throw new Error(
        `After the restore ${differing.map(([name, rows]) => `${name} has ${counts.get(name)} rows, not ${rows}`).join("; ")}`,
      );
    return { tables: restored.size, rows: [...restored.values()].reduce((sum, rows) => sum + rows, 0) };
  });
}
