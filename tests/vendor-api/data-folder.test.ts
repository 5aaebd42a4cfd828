/**
 * The data folder is private (docs/system-contract.md, "The data folder"): a first start makes DATA_DIR 0700 and every
 * file in it, PGlite's among them, readable and writable by the owner alone; a start on a folder that others could
 * read or write takes their access away and says how many entries it changed.
 */
import { chmod, lstat, mkdir, mkdtemp, readdir, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectDatabase } from "../../vendor-api/src/db/connect";
import { makeDataDirPrivate } from "../../vendor-api/src/db/private-data-dir";
import { resolveAdminKey } from "../../vendor-api/src/security/admin-key";
import { resolveKeyring } from "../../vendor-api/src/security/secrets";

let parent: string;
let dataDir: string;

/** Every entry under `folder` (itself included) with its permission bits. */
async function modes(folder: string): Promise<Array<{ entry: string; mode: number; directory: boolean }>> {
  const stats = await lstat(folder);
  const own = { entry: folder, mode: stats.mode & 0o777, directory: stats.isDirectory() };
  if (!stats.isDirectory()) return [own];
  const below = await Promise.all((await readdir(folder)).map((name) => modes(path.join(folder, name))));
  return [own, ...below.flat()];
}

/** What an older version or a umask of 0 left: everything readable and writable by everyone. */
async function loosen(folder: string): Promise<number> {
  const entries = await modes(folder);
  await Promise.all(entries.map(({ entry, directory }) => chmod(entry, directory ? 0o777 : 0o666)));
  return entries.length;
}

async function openAndClose(): Promise<number> {
  const database = await connectDatabase({ dataDir });
  await resolveAdminKey(dataDir, undefined);
  await resolveKeyring(dataDir);
  await database.close();
  return database.tightenedEntries;
}

beforeAll(async () => {
  parent = await mkdtemp(path.join(tmpdir(), "vendor-api-data-folder-"));
  dataDir = path.join(parent, "data");
});
afterAll(async () => {
  await rm(parent, { recursive: true, force: true });
});

describe("the data folder", () => {
  it("is made private on a first start: the folder 0700, no entry open to group or others", async () => {
    expect(await openAndClose()).toBe(0);
    const entries = await modes(dataDir);
    // PGlite's cluster (some thousand files), the keys: all of them.
    expect(entries.length).toBeGreaterThan(900);
    expect((await lstat(dataDir)).mode & 0o777).toBe(0o700);
    expect(entries.filter(({ mode }) => (mode & 0o077) !== 0)).toEqual([]);
    for (const { entry, mode, directory } of entries) expect([entry, mode]).toEqual([entry, directory ? 0o700 : 0o600]);
  });

  it("tightens an existing folder that others could read or write, counting what it changed", async () => {
    // The gateway's development session secret lives there too.
    await writeFile(path.join(dataDir, "session-secret"), "x".repeat(48), { mode: 0o644 });
    const loosened = await loosen(dataDir);
    expect(await openAndClose()).toBe(loosened);
    expect((await modes(dataDir)).filter(({ mode }) => (mode & 0o077) !== 0)).toEqual([]);
    // Nothing loose the next time: nothing to say.
    expect(await openAndClose()).toBe(0);
  });

  it("makes private the folder a DATA_DIR link points to, without following links inside it", async () => {
    const real = path.join(parent, "real");
    await mkdir(real, { mode: 0o755 });
    await chmod(real, 0o755);
    await writeFile(path.join(real, "admin-key"), "key", { mode: 0o644 });
    await chmod(path.join(real, "admin-key"), 0o644);
    const outside = path.join(parent, "outside.txt");
    await writeFile(outside, "not the console's");
    await chmod(outside, 0o644);
    await symlink(outside, path.join(real, "secrets-key"));
    const link = path.join(parent, "data-link");
    await symlink(real, link);

    expect(await makeDataDirPrivate(link, { create: false })).toBe(2);
    expect((await lstat(real)).mode & 0o777).toBe(0o700);
    expect((await lstat(path.join(real, "admin-key"))).mode & 0o777).toBe(0o600);
    expect((await lstat(outside)).mode & 0o777).toBe(0o644);
  });

  it("leaves alone what in DATA_DIR is not the console's", async () => {
    const foreign = path.join(dataDir, "operator-notes.txt");
    await writeFile(foreign, "kept as it is");
    await chmod(foreign, 0o644);
    await openAndClose();
    expect((await lstat(foreign)).mode & 0o777).toBe(0o644);
    await rm(foreign);
  });
});
