/**
 * The first half of `npm start`: builds the console (web/dist) and the server (dist/server) only when what they are
 * built from changed since their last build, so a restart does not wait for them
 * (docs/scale-contract.md section 8). "Changed" is a content hash, not a time stamp: a checkout, a `git stash` or a
 * copied tree with new times but the same files rebuilds nothing.
 *
 * Reading every file to hash it was most of the check's time, so each stamp also keeps every file's size, times and
 * inode as they were when it was hashed: while all of them are the same, no content changed and nothing is read. Any
 * difference (or a file added or gone) hashes again, and only a different hash rebuilds. The change time is one no
 * tool can set back, and a file changed shortly before its stamp was written is hashed again on the next start, so a
 * change inside one tick of a coarse file system clock is not missed either.
 *
 * On a first start it also creates the embedded vendor API's empty database (PGlite's initdb, some 8 s of CPU on one
 * thread) beside the builds, which leave a core free much of the time; the server then opens it, migrates and seeds
 * it as on any start with an empty database.
 *
 * Node runs this file itself (type stripping), without tsx, whose start would be most of the check's time: so it
 * imports only Node's own modules (PGlite only on a first start).
 */
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const STAMPS = "dist/build-stamps.json";
/** What every build depends on besides its sources: the packages installed. */
const PACKAGES = ["package.json", "package-lock.json"];
/** A file changed this close to its stamp's writing is not trusted by its times (the coarsest common clock: 2 s). */
const SETTLED_NS = 2_000_000_000n;

interface Build {
  name: string;
  /** A file the build writes: without it the build runs whatever the stamp says. */
  output: string;
  script: string;
  /** The project files the build reads, relative to the root; undefined when the last build left no list. */
  inputs(root: string): string[] | undefined;
}

/** A build's last stamp: the content hash, and each file's size and times when it was hashed (null: hash it again). */
interface Stamp {
  hash: string;
  files: Record<string, string | null>;
}

/** Every file under the folders, relative to the root, but those under `skip` (not even listed). */
function filesUnder(root: string, folders: string[], skip: string[]): string[] {
  const files: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory() && !skip.includes(file)) walk(file);
      else if (entry.isFile()) files.push(file);
    }
  };
  for (const folder of folders) walk(folder);
  return files;
}

const BUILDS: Build[] = [
  {
    name: "console",
    output: "web/dist/index.html",
    script: "build:web",
    // The console imports nothing outside web/ but the rules (an eslint rule keeps it so).
    inputs: (root) => filesUnder(root, ["web", "rules"], [path.join("web", "dist"), path.join("web", "node_modules")]),
  },
  {
    name: "server",
    output: "dist/server/start.mjs",
    script: "build:server",
    // What esbuild read for the last build (scripts/build-server.ts): a new file is found through the one that
    // imports it, which changed too.
    inputs: (root) => {
      const list = path.join(root, "dist/server/inputs.json");
      return existsSync(list) ? (JSON.parse(readFileSync(list, "utf8")) as string[]) : undefined;
    },
  },
];

/** Size, modification and change time, inode: what differs after any write; undefined for a missing file. */
function fileState(root: string, file: string): { state: string; changedNs: bigint } | undefined {
  try {
    const stat = statSync(path.join(root, file), { bigint: true });
    return { state: `${stat.size}:${stat.mtimeNs}:${stat.ctimeNs}:${stat.ino}`, changedNs: stat.ctimeNs };
  } catch {
    return undefined;
  }
}

const allFiles = (files: string[]) => [...new Set([...files, ...PACKAGES])].sort();

/** True when every file is as the stamp recorded it: its content cannot have changed since it was hashed. */
function unchangedSince(root: string, files: string[], stamp: Stamp | undefined): boolean {
  if (!stamp?.files) return false;
  const listed = allFiles(files);
  if (listed.length !== Object.keys(stamp.files).length) return false;
  return listed.every((file) => {
    const recorded = stamp.files[file];
    return recorded !== undefined && recorded !== null && fileState(root, file)?.state === recorded;
  });
}

/** The content hash of the files and their states, each taken before its content is read. */
function contentStamp(root: string, files: string[] | undefined, now: number): Stamp | undefined {
  if (!files) return undefined;
  const settledBefore = BigInt(Math.floor(now)) * 1_000_000n - SETTLED_NS;
  const hash = createHash("sha256");
  const states: Record<string, string | null> = {};
  for (const file of allFiles(files)) {
    const state = fileState(root, file);
    states[file] = state && state.changedNs < settledBefore ? state.state : null;
    hash.update(`${file}\0`);
    hash.update(state ? readFileSync(path.join(root, file)) : "(missing)");
    hash.update("\0");
  }
  return { hash: hash.digest("hex"), files: states };
}

function readStamps(root: string): Record<string, Stamp> {
  try {
    const stamps = JSON.parse(readFileSync(path.join(root, STAMPS), "utf8")) as Record<string, Stamp | string>;
    // A stamp written before the file states were kept is a bare hash.
    return Object.fromEntries(
      Object.entries(stamps).map(([name, stamp]) => [
        name,
        typeof stamp === "string" ? { hash: stamp, files: {} } : stamp,
      ]),
    );
  } catch {
    return {};
  }
}

function writeStamps(root: string, stamps: Record<string, Stamp>): void {
  mkdirSync(path.join(root, path.dirname(STAMPS)), { recursive: true });
  writeFileSync(path.join(root, STAMPS), `${JSON.stringify(stamps)}\n`);
}

function run(root: string, script: string): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const child = spawn("npm", ["run", "--silent", script], { cwd: root, stdio: "inherit" });
    child.once("error", reject);
    child.once("exit", (code) => resolve(code));
  });
}

export interface BuildOptions {
  log?: (line: string) => void;
  /** The clock that tells a settled file (milliseconds since the epoch). */
  now?: () => number;
  /** The variables `npm start` runs with: where the embedded vendor API keeps its data (vendor-api/src/config.ts). */
  env?: Record<string, string | undefined>;
}

/**
 * The embedded vendor API's PGlite cluster, created empty as PGlite creates it (vendor-api/src/db/connect.ts), when
 * `npm start` will embed a vendor API on PGlite and its data directory holds none yet. It is made under another name
 * and renamed when complete, so a start stopped meanwhile leaves no half-made database. A failure is left to the
 * server, which creates it itself.
 */
async function createEmbeddedDatabase(
  root: string,
  env: Record<string, string | undefined>,
  log: (line: string) => void,
) {
  const dataDir = env.DATA_DIR ?? "./data";
  // An empty or in-memory DATA_DIR is the server's own to resolve (vendor-api/src/db/connect.ts).
  if (env.VENDOR_API_URL || env.DATABASE_URL || !dataDir || dataDir.includes("://")) return;
  const target = path.resolve(root, dataDir, "pglite");
  if (existsSync(target)) return;
  const creating = `${target}.creating`;
  try {
    rmSync(creating, { recursive: true, force: true });
    mkdirSync(creating, { recursive: true });
    const { PGlite } = await import("@electric-sql/pglite");
    const client = await PGlite.create(creating);
    await client.close();
    renameSync(creating, target);
    log("database: created, empty");
  } catch (error) {
    rmSync(creating, { recursive: true, force: true });
    log(`database: not created here (${error instanceof Error ? error.message : error}); the server creates it`);
  }
}

/**
 * Runs the builds whose sources changed in the project at `root`, side by side (on a first start the server's build
 * takes no time of its own beside the console's), and while they run creates a first start's database; answers the
 * names of the builds it ran. A failed build keeps its old stamp, so the next start tries it again.
 */
export async function buildIfChanged(root: string, options: BuildOptions = {}): Promise<string[]> {
  const { log = console.log, now = Date.now, env = process.env } = options;
  const stamps = readStamps(root);
  let restamped = false;
  const stale: Build[] = [];
  for (const build of BUILDS) {
    if (!existsSync(path.join(root, build.output))) {
      log(`${build.name}: not built yet, building`);
      stale.push(build);
      continue;
    }
    const files = build.inputs(root);
    if (files && unchangedSince(root, files, stamps[build.name])) {
      log(`${build.name}: unchanged since its last build (sizes and times)`);
      continue;
    }
    const current = contentStamp(root, files, now());
    if (current && stamps[build.name]?.hash === current.hash) {
      log(`${build.name}: unchanged since its last build (contents)`);
      stamps[build.name] = current;
      restamped = true;
      continue;
    }
    log(`${build.name}: ${current ? "sources changed" : "no record of its last build"}, building`);
    stale.push(build);
  }
  const [results] = await Promise.all([
    Promise.all(stale.map((build) => run(root, build.script))),
    stale.length ? createEmbeddedDatabase(root, env, log) : undefined,
  ]);
  const failed: string[] = [];
  stale.forEach((build, index) => {
    if (results[index] !== 0) {
      failed.push(`npm run ${build.script} failed (exit ${results[index]})`);
      return;
    }
    const after = contentStamp(root, build.inputs(root), now());
    if (after) stamps[build.name] = after;
    restamped = true;
  });
  if (restamped) writeStamps(root, stamps);
  if (failed.length) throw new Error(failed.join("; "));
  return stale.map((build) => build.name);
}

if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) {
  try {
    await buildIfChanged(fileURLToPath(new URL("..", import.meta.url)));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
