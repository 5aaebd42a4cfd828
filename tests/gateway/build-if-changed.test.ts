/**
 * `npm start` builds the console and the server only when what they are built from changed (scripts/build-if-changed.ts),
 * on a project of its own whose two builds are scripts that write their outputs and count their runs; and on a first
 * start creates the embedded vendor API's empty database beside them.
 */
import { existsSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm, stat, utimes, writeFile, mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildIfChanged } from "../../scripts/build-if-changed";

let root: string;
/** The tests of the builds alone: a start that embeds no database of its own. */
const NO_DATABASE = { VENDOR_API_URL: "http://127.0.0.1:1" };
let lines: string[] = [];
// The stamps are written as if some seconds after the files: a file written just before is hashed again however
// like its stamp it looks (scripts/build-if-changed.ts), which the tests of the stamps' times would never pass.
const build = () => {
  lines = [];
  return buildIfChanged(root, { log: (line) => lines.push(line), now: () => Date.now() + 5_000, env: NO_DATABASE });
};
const write = async (file: string, text: string) => {
  await mkdir(path.dirname(path.join(root, file)), { recursive: true });
  await writeFile(path.join(root, file), text);
};

// Each build writes what scripts/build-server.ts and Vite write that the check reads: its output, and for the server
// the list of files it read.
const BUILD_WEB =
  "grep -q broken web/src/main.tsx && exit 3 || (mkdir -p web/dist && echo built > web/dist/index.html)";
const BUILD_SERVER = `mkdir -p dist/server && echo built > dist/server/start.mjs && echo '["src/server.ts"]' > dist/server/inputs.json`;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "vendor-console-build-if-changed-"));
  await write(
    "package.json",
    JSON.stringify({ name: "probe", private: true, scripts: { "build:web": BUILD_WEB, "build:server": BUILD_SERVER } }),
  );
  await write("package-lock.json", "{}");
  await write("web/src/main.tsx", "export const screen = 1;");
  await write("rules/index.ts", "export const rule = 1;");
  await write("src/server.ts", "export const server = 1;");
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe("npm start's builds", () => {
  it("builds both the first time, then neither while nothing changes, reading no source to know it", async () => {
    expect((await build()).sort()).toEqual(["console", "server"]);
    expect(await build()).toEqual([]);
    expect(lines).toEqual([
      "console: unchanged since its last build (sizes and times)",
      "server: unchanged since its last build (sizes and times)",
    ]);
  });

  it("rebuilds nothing for a file touched but not changed (a checkout, a copy), and trusts its times again", async () => {
    const later = new Date(Date.now() + 60_000);
    await utimes(path.join(root, "web/src/main.tsx"), later, later);
    await utimes(path.join(root, "src/server.ts"), later, later);
    expect(await build()).toEqual([]);
    expect(lines).toEqual([
      "console: unchanged since its last build (contents)",
      "server: unchanged since its last build (contents)",
    ]);
    expect(await build()).toEqual([]);
    expect(lines).toEqual([
      "console: unchanged since its last build (sizes and times)",
      "server: unchanged since its last build (sizes and times)",
    ]);
  });

  it("sees a change that keeps the file's size and modification time", async () => {
    const file = path.join(root, "src/server.ts");
    const before = await stat(file);
    await writeFile(file, "export const server = 9;");
    await utimes(file, before.atime, before.mtime);
    expect((await stat(file)).size).toBe(before.size);
    expect(await build()).toEqual(["server"]);
    await writeFile(file, "export const server = 1;");
    expect(await build()).toEqual(["server"]);
  });

  it("hashes again a file changed just before its stamp was written", async () => {
    // Stamped at once after the write, as a start right after an edit is: the times are not trusted next time.
    await write("web/src/main.tsx", "export const screen = 0;");
    expect(await buildIfChanged(root, { log: () => undefined, env: NO_DATABASE })).toEqual(["console"]);
    expect(await build()).toEqual([]);
    expect(lines[0]).toBe("console: unchanged since its last build (contents)");
  });

  it("rebuilds the console alone when a console source or a rule changes, is added or is removed", async () => {
    await write("web/src/main.tsx", "export const screen = 2;");
    expect(await build()).toEqual(["console"]);
    await write("web/src/new-screen.tsx", "export const added = 1;");
    expect(await build()).toEqual(["console"]);
    await rm(path.join(root, "web/src/new-screen.tsx"));
    expect(await build()).toEqual(["console"]);
    await write("rules/index.ts", "export const rule = 2;");
    expect(await build()).toEqual(["console"]);
    expect(await build()).toEqual([]);
  });

  it("rebuilds the server alone when a file its last build read changes", async () => {
    await write("src/server.ts", "export const server = 2;");
    expect(await build()).toEqual(["server"]);
    // Not read by the server build: the console's.
    await write("src/unused.ts", "export const unused = 1;");
    expect(await build()).toEqual([]);
  });

  it("rebuilds both when the installed packages change, and one whose output is gone", async () => {
    await write("package-lock.json", '{"lockfileVersion": 3}');
    expect((await build()).sort()).toEqual(["console", "server"]);
    await rm(path.join(root, "web/dist/index.html"));
    expect(await build()).toEqual(["console"]);
  });

  it("stops at a failed build and keeps its old stamp, so the next start tries again", async () => {
    const consoleStamp = async () =>
      (
        JSON.parse(await readFile(path.join(root, "dist/build-stamps.json"), "utf8")) as Record<
          string,
          { hash: string }
        >
      ).console.hash;
    const stamp = await consoleStamp();
    await write("web/src/main.tsx", "export const screen = broken;");
    await expect(build()).rejects.toThrow("npm run build:web failed (exit 3)");
    expect(await consoleStamp()).toBe(stamp);
    await expect(build()).rejects.toThrow("npm run build:web failed (exit 3)");
    await write("web/src/main.tsx", "export const screen = 3;");
    expect(await build()).toEqual(["console"]);
  });

  // PGlite's initdb: some 8 s of CPU alone on two cores, more beside the other suites.
  it(
    "creates a first start's empty database beside the builds, and none when there is no build",
    { timeout: 120_000 },
    async () => {
      const dataDir = path.join(root, "data");
      await write("web/src/main.tsx", "export const screen = 4;");
      const log: string[] = [];
      expect(await buildIfChanged(root, { log: (line) => log.push(line), env: { DATA_DIR: dataDir } })).toEqual([
        "console",
      ]);
      expect(log).toContain("database: created, empty");
      expect(await readdir(dataDir)).toEqual(["pglite"]);
      const client = await PGlite.create(path.join(dataDir, "pglite"));
      expect((await client.query<{ one: number }>("select 1 as one")).rows).toEqual([{ one: 1 }]);
      await client.close();

      // Another data directory, no build to run beside: the server creates it, as it does without npm start.
      const otherDir = path.join(root, "other-data");
      expect(await buildIfChanged(root, { log: () => undefined, env: { DATA_DIR: otherDir } })).toEqual([]);
      expect(existsSync(otherDir)).toBe(false);
      await write("web/src/main.tsx", "export const screen = 5;");
      // Nor one the vendor API keeps in PostgreSQL.
      await buildIfChanged(root, { log: () => undefined, env: { DATA_DIR: otherDir, DATABASE_URL: "postgres://x/y" } });
      expect(existsSync(otherDir)).toBe(false);
    },
  );
});
