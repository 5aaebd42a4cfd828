/**
 * The first half of `npm start`: builds the console (web/dist) and the server (dist/server) only when what they are
 * built from changed since their last build, so a restart does not wait for them
 * (docs/scale-contract.md section 8). "Changed" is a content hash, not a time stamp: a checkout, a `git stash` or a
 * copied tree with new times but the same files rebuilds nothing.
 *
 * Node runs this file itself (type stripping), without tsx, whose start would be most of the check's time: so it
 * imports only Node's own modules.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const STAMPS = "dist/build-stamps.json";
/** What every build depends on besides its sources: the packages installed. */
const PACKAGES = ["package.json", "package-lock.json"];

interface Build {
  name: string;
  /** A file the build writes: without it the build runs whatever the stamp says. */
  output: string;
  script: string;
  /** The project files the build reads, relative to the root; undefined when the last build left no list. */
  inputs(root: string): string[] | undefined;
}

/** Every file under the folders, relative to the root, but those under `skip`. */
function filesUnder(root: string, folders: string[], skip: string[]): string[] {
  return folders.flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
      .filter((file) => !skip.some((skipped) => file.startsWith(`${skipped}${path.sep}`))),
  );
}

const BUILDS: Build[] = [
  {
    name: "console",
    output: "web/dist/index.html",
    script: "build:web",
    // The console imports nothing outside web/ but the rules (an eslint rule keeps it so).
    inputs: (root) => filesUnder(root, ["web", "rules"], ["web/dist", "web/node_modules"]),
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

function contentHash(root: string, files: string[] | undefined): string | undefined {
  if (!files) return undefined;
  const hash = createHash("sha256");
  for (const file of [...new Set([...files, ...PACKAGES])].sort()) {
    hash.update(`${file}\0`);
    hash.update(existsSync(path.join(root, file)) ? readFileSync(path.join(root, file)) : "(missing)");
    hash.update("\0");
  }
  return hash.digest("hex");
}

function readStamps(root: string): Record<string, string> {
  try {
    return JSON.parse(readFileSync(path.join(root, STAMPS), "utf8")) as Record<string, string>;
  } catch {
    return {};
  }
}

/** Runs the builds whose sources changed in the project at `root`; answers the names of those it ran. */
export function buildIfChanged(root: string, log: (line: string) => void = console.log): string[] {
  const stamps = readStamps(root);
  const ran: string[] = [];
  for (const build of BUILDS) {
    const built = existsSync(path.join(root, build.output));
    const current = built ? contentHash(root, build.inputs(root)) : undefined;
    if (current && stamps[build.name] === current) {
      log(`${build.name}: unchanged since its last build`);
      continue;
    }
    const reason = !built ? "not built yet" : current ? "sources changed" : "no record of its last build";
    log(`${build.name}: ${reason}, building`);
    const result = spawnSync("npm", ["run", "--silent", build.script], { cwd: root, stdio: "inherit" });
    if (result.status !== 0) throw new Error(`npm run ${build.script} failed (exit ${result.status})`);
    ran.push(build.name);
    const after = contentHash(root, build.inputs(root));
    if (after) stamps[build.name] = after;
    mkdirSync(path.join(root, path.dirname(STAMPS)), { recursive: true });
    writeFileSync(path.join(root, STAMPS), `${JSON.stringify(stamps, null, 2)}\n`);
  }
  return ran;
}

if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) {
  try {
    buildIfChanged(fileURLToPath(new URL("..", import.meta.url)));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
