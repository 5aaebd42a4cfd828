import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import { fileURLToPath } from "node:url";
import { lockPgliteFolder } from "./pglite-lock";
import { guardPoolClients } from "./pool-guard";
import { makeDataDirPrivate, PGLITE_FOLDER, tighten, usePrivateUmask } from "./private-data-dir";
import * as schema from "./schema";
import type { Tracing } from "#tracing";
import { tracePgliteStatements, tracePostgresStatements } from "../tracing/statements";

/** One database handle type for both drivers; a transaction handle is assignable to it too. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  /** The PostgreSQL pool, when DATABASE_URL is set: what several API processes share besides the data (login counters). */
  pool?: pg.Pool;
  /** Applies the drizzle-kit migrations that are not applied yet. */
  migrate(): Promise<void>;
  /**
   * Runs a process's start-up work (migrations, reference data, the demo data of an empty database, tables created at
   * start) while no other vendor API process on the database runs its own: processes started at once on a new
   * database would otherwise each see it empty and create the same things (docs/scale-contract.md section 6).
   */
  aloneAtStartup<T>(work: () => Promise<T>): Promise<T>;
  /**
   * How many entries of an existing DATA_DIR other local accounts could read or write before this start made them
   * private (private-data-dir.ts); the entry point says so once in its log.
   */
  tightenedEntries: number;
  close(): Promise<void>;
}

export const MEMORY_DATA_DIR = "memory://";

const migrationsFolder = fileURLToPath(new URL("../../drizzle", import.meta.url));

export async function connectDatabase(options: {
  dataDir?: string;
  databaseUrl?: string;
  /** An in-memory database's starting copy (server.ts `startFrom`). */
  startFrom?: Blob;
  /** A span for each statement of a traced request (tracing/statements.ts). */
  tracing?: Tracing;
}): Promise<Database> {
  const dataDir = options.dataDir ?? "./data";
  // With PostgreSQL too: an existing DATA_DIR keeps the key files (admin-key, secrets-key), which their own code creates
  // private when the environment does not give them.
  usePrivateUmask();
  const tightenedEntries =
    dataDir === MEMORY_DATA_DIR ? 0 : await makeDataDirPrivate(dataDir, { create: !options.databaseUrl });
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl });
    // The server may end an idle connection (a restart, an administrator, a dropped database); the pool then discards
    // it and opens another for the next query. Without a listener that 'error' event would end the process.
    pool.on("error", (error) => process.emitWarning(`PostgreSQL closed an idle connection: ${error.message}`));
    guardPoolClients(pool);
    if (options.tracing) tracePostgresStatements(pool, options.tracing);
    const db = drizzlePg({ client: pool, schema });
    return {
      db,
      pool,
      migrate: () => migratePg(db, { migrationsFolder }),
      aloneAtStartup: (work) => holdingStartupLock(pool, work),
      tightenedEntries,
      close: () => pool.end(),
    };
  }
  const pgliteDir = dataDir === MEMORY_DATA_DIR ? MEMORY_DATA_DIR : `${dataDir}/${PGLITE_FOLDER}`;
  // pg_trgm: the substring searches' trigram indexes (migration 0011; docs/scale-contract.md section 3).
  if (options.startFrom && pgliteDir !== MEMORY_DATA_DIR) throw new Error("startFrom needs an in-memory database");
  const unlock = pgliteDir === MEMORY_DATA_DIR ? async () => {} : await lockPgliteFolder(dataDir);
  const client = await PGlite.create(pgliteDir, { extensions: { pg_trgm }, loadDataDir: options.startFrom }).catch(
    async (error: unknown) => {
      await unlock();
      throw error;
    },
  );
  // What PGlite wrote as it opened (a new cluster, the relation cache) has Emscripten's modes, not the umask's; DATA_DIR
  // (0700) kept other accounts out meanwhile. Not counted: nothing was loose before this start.
  if (pgliteDir !== MEMORY_DATA_DIR) await tighten(pgliteDir, true);
  if (options.tracing) tracePgliteStatements(client, options.tracing);
  const db = drizzlePglite({ client, schema });
  return {
    db,
    migrate: () => migratePglite(db, { migrationsFolder }),
    // One process opens a PGlite database at a time.
    aloneAtStartup: (work) => work(),
    tightenedEntries,
    close: async () => {
      await client.close();
      await unlock();
    },
  };
}

/**
 * The start-up lock's key: a one-number advisory lock, apart from the two-number ones that serialize a tenant's writes
 * (`pg_advisory_xact_lock(tenant, n)`). Its value spells "vendor".
 */
const STARTUP_LOCK = 0x76656e646f72;

/** Holds a session advisory lock on a connection of its own while `work` runs on the pool's others. */
async function holdingStartupLock<T>(pool: pg.Pool, work: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [STARTUP_LOCK]);
    try {
      return await work();
    } finally {
      await client.query("select pg_advisory_unlock($1)", [STARTUP_LOCK]);
    }
  } finally {
    client.release();
  }
}
