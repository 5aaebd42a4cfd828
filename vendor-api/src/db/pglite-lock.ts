/**
 * One process at a time opens a PGlite data folder (docs/system-contract.md, "Backups"): PGlite itself does not stop a
 * second one, and two processes writing one cluster corrupt it. The process that opens it writes its id into
 * `DATA_DIR/pglite.lock` and removes the file when it closes the database; a file naming a process that no longer runs
 * (a crash, a killed container) is taken over. The same process may open the folder again (the console's worker and a
 * test beside it): the file names it already.
 */
import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";

export const PGLITE_LOCK = "pglite.lock";

export class DataFolderLocked extends Error {}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process runs, as another account.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Takes the folder's lock, or refuses while another running process holds it; answers the release. */
export async function lockPgliteFolder(dataDir: string): Promise<() => Promise<void>> {
  const file = path.join(dataDir, PGLITE_LOCK);
  for (let attempt = 1; ; attempt += 1) {
    try {
      await writeFile(file, `${process.pid}\n`, { flag: "wx", mode: 0o600 });
      return () => rm(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const holder = Number((await readFile(file, "utf8").catch(() => "")).trim());
    if (holder === process.pid) return async () => {};
    if (Number.isInteger(holder) && holder > 0 && isRunning(holder))
      throw new DataFolderLocked(
        `The database in ${path.resolve(dataDir)} is open in process ${holder}, a running console or another ` +
          `command: stop it first (with PGlite one process at a time opens the database; PostgreSQL, with ` +
          `DATABASE_URL, has no such limit). If no such process runs, remove ${path.resolve(file)}.`,
      );
    // The process that wrote the file is gone: its lock is stale. A second attempt that still finds a file lost a
    // race with another process taking it over, which then holds it.
    if (attempt > 1)
      throw new DataFolderLocked(`Another process is opening the database in ${path.resolve(dataDir)}: try again.`);
    await rm(file, { force: true });
  }
}
