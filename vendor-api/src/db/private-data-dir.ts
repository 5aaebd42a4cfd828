/**
 * The data folder is private to the account the console runs as (docs/system-contract.md, "The data folder"): the
 * folder 0700, every file 0600. It holds the database (password hashes, grants, the write-ahead log) and the keys
 * (admin-key, secrets-key, session-secret); a file another local account can write is a way around every rule.
 */
import { chmod, lstat, mkdir, readdir, realpath } from "node:fs/promises";
import path from "node:path";
import { isMainThread } from "node:worker_threads";

/** New files 0600 and folders 0700, whatever creates them. */
export const PRIVATE_UMASK = 0o077;
const GROUP_AND_OTHERS = 0o077;

/**
 * Sets the process's umask to PRIVATE_UMASK. Node lets only the main thread set it (a worker's call throws); it is the
 * process's, so the embedded vendor API's worker has it from `npm start`'s main thread (scripts/start.ts).
 */
export function usePrivateUmask(): void {
  if (isMainThread) process.umask(PRIVATE_UMASK);
}

/** The entries of DATA_DIR that are the console's: the folder itself, its key files and the PGlite tree. */
const OWN_FILES = ["admin-key", "secrets-key", "session-secret"];
export const PGLITE_FOLDER = "pglite";

/**
 * Creates DATA_DIR 0700 when it is missing (`create`: PGlite's files go there), and takes group and others' access off
 * the entries of it that are the console's (never anything else a DATA_DIR shared with other files holds, and never
 * through a symbolic link). Answers how many entries it tightened: an existing folder made by an older version or
 * under another umask.
 */
export async function makeDataDirPrivate(dataDir: string, { create }: { create: boolean }): Promise<number> {
  if (create) await mkdir(dataDir, { recursive: true, mode: 0o700 });
  // DATA_DIR itself may be a link the operator made to where the data lives: that folder is the one to make private.
  let tightened = await tighten(await realpath(dataDir).catch(() => dataDir), false);
  for (const name of OWN_FILES) tightened += await tighten(path.join(dataDir, name), false);
  tightened += await tighten(path.join(dataDir, PGLITE_FOLDER), true);
  return tightened;
}

/**
 * Takes group and others' bits off one entry (and, `recursive`, everything under a folder); 0 for a missing entry.
 * PGlite needs this after it opens as well as before: Emscripten's file system writes PostgreSQL's files with modes of
 * its own (0666 for a new cluster's files, 0644 for the relation cache), whatever the process's umask says.
 */
export async function tighten(entry: string, recursive: boolean): Promise<number> {
  let stats;
  try {
    stats = await lstat(entry);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return 0;
    throw error;
  }
  if (stats.isSymbolicLink()) return 0;
  let count = 0;
  if ((stats.mode & GROUP_AND_OTHERS) !== 0) {
    await chmod(entry, stats.mode & 0o700);
    count += 1;
  }
  if (recursive && stats.isDirectory()) {
    const below = await Promise.all((await readdir(entry)).map((name) => tighten(path.join(entry, name), true)));
    for (const tightenedBelow of below) count += tightenedBelow;
  }
  return count;
}

/** The one log line of a start that tightened a loose data folder. */
export const tightenedMessage = (dataDir: string, count: number): string =>
  `Tightened ${count} ${count === 1 ? "entry" : "entries"} of ${path.resolve(dataDir)} that other local accounts ` +
  `could read or write: the data folder is now private (folders 0700, files 0600).`;
