/**
 * What `npm run vendor-api -- backup` writes and `restore` reads (docs/system-contract.md, "Backups"): one gzip'd file
 * of JSON lines, the same for PGlite and PostgreSQL, so that a PGlite install moves to PostgreSQL through it.
 *
 *   {"format":"vendor-console-backup","version":1,"migration":"<drizzle tag>","createdAt":"<ISO time>",...}
 *   {"table":"<name>","columns":["<column>",...],"rows":<n>}      once per table, parents before children
 *   <n> lines: the table's rows as PostgreSQL's row_to_json wrote them, in primary key order
 *   {"end":true,"tables":<n>,"rows":<n>}
 *
 * Rows pass through as PostgreSQL's own JSON text, never parsed into JavaScript values: numbers keep every digit, and
 * json_populate_recordset reads them back into the same column types.
 */
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { is, sql } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "./connect";
import * as schema from "./schema";

export const BACKUP_FORMAT = "vendor-console-backup";
export const BACKUP_VERSION = 1;

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  /** The drizzle journal tag of the last migration the backed-up database had applied. */
  migration: string;
  createdAt: string;
  /** Which driver the backup was read from: informative only, a backup restores into either. */
  source: "pglite" | "postgresql";
}

export interface TableHeader {
  table: string;
  columns: string[];
  rows: number;
}

export interface BackupEnd {
  end: true;
  tables: number;
  rows: number;
}

export interface BackupTable {
  name: string;
  columns: string[];
  primaryKey: string[];
}

/**
 * Every table of db/schema.ts, parents before the tables whose foreign keys name them: a table added to the schema
 * is in every backup from then on. Tables outside the schema are not data to keep: drizzle's own journal (the target
 * has its own) and PostgreSQL's login counters (login-throttle.ts), which expire within the hour.
 */
export function backupTables(): BackupTable[] {
  const configs = (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => getTableConfig(table))
    .sort((a, b) => a.name.localeCompare(b.name));
  const parents = new Map(
    configs.map((config) => [
      config.name,
      new Set(
        config.foreignKeys
          .map((key) => getTableConfig(key.reference().foreignTable).name)
          .filter((name) => name !== config.name),
      ),
    ]),
  );
  const ordered: BackupTable[] = [];
  const placed = new Set<string>();
  while (ordered.length < configs.length) {
    const ready = configs.filter(
      (config) => !placed.has(config.name) && [...parents.get(config.name)!].every((name) => placed.has(name)),
    );
    if (ready.length === 0) throw new Error("The schema's foreign keys form a cycle: no order restores every table");
    for (const config of ready) {
      placed.add(config.name);
      const primaryKey = config.primaryKeys[0]?.columns.map((column) => column.name) ?? [];
      ordered.push({
        name: config.name,
        columns: config.columns.map((column) => column.name),
        primaryKey: primaryKey.length ? primaryKey : config.columns.filter((c) => c.primary).map((c) => c.name),
      });
    }
  }
  return ordered;
}

export const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

interface JournalEntry {
  when: number;
  tag: string;
}

const journalFile = fileURLToPath(new URL("../../drizzle/meta/_journal.json", import.meta.url));

async function journal(): Promise<JournalEntry[]> {
  return (JSON.parse(await readFile(journalFile, "utf8")) as { entries: JournalEntry[] }).entries;
}

/** The tag of this version's last migration: the level `migrate()` brings a database to. */
export async function latestMigration(): Promise<string> {
  return (await journal()).at(-1)!.tag;
}

/**
 * The tag of the last migration a database has applied, undefined on a database never migrated. drizzle records each
 * applied migration's journal time (`when`), not its tag; a time this version's journal lacks is a newer version's.
 */
export async function appliedMigration(db: Db): Promise<string | undefined> {
  const { rows } = (await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as found`)) as {
    rows: Array<{ found: boolean }>;
  };
  if (!rows[0].found) return undefined;
  const applied = (await db.execute(
    sql`select created_at::text as "when" from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  )) as { rows: Array<{ when: string }> };
  if (applied.rows.length === 0) return undefined;
  const when = Number(applied.rows[0].when);
  const entry = (await journal()).find((candidate) => candidate.when === when);
  if (!entry)
    throw new Error(
      `The database has a migration this version does not know (applied at ${new Date(when).toISOString()}): use ` +
        `the version of the console that runs on it.`,
    );
  return entry.tag;
}
