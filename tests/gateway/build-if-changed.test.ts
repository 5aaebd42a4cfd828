/**
 * `npm start` builds the console and the server only when what they are built from changed (scripts/build-if-changed.ts),
 * on a project of its own whose two builds are scripts that write their outputs and count their runs.
 */
import { mkdtemp, readFile, rm, utimes, writeFile, mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildIfChanged } from "../../scripts/build-if-changed";

let root: string;
const build = () => buildIfChanged(root, () => undefined);
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
  it("builds both the first time, then neither while nothing changes", () => {
    expect(build()).toEqual(["console", "server"]);
    expect(build()).toEqual([]);
  });

  it("rebuilds nothing for a file touched but not changed (a checkout, a copy)", async () => {
    const later = new Date(Date.now() + 60_000);
    await utimes(path.join(root, "web/src/main.tsx"), later, later);
    await utimes(path.join(root, "src/server.ts"), later, later);
    expect(build()).toEqual([]);
  });

  it("rebuilds the console alone when a console source or a rule changes", async () => {
    await write("web/src/main.tsx", "export const screen = 2;");
    expect(build()).toEqual(["console"]);
    await write("web/src/new-screen.tsx", "export const added = 1;");
    expect(build()).toEqual(["console"]);
    await write("rules/index.ts", "export const rule = 2;");
    expect(build()).toEqual(["console"]);
    expect(build()).toEqual([]);
  });

  it("rebuilds the server alone when a file its last build read changes", async () => {
    await write("src/server.ts", "export const server = 2;");
    expect(build()).toEqual(["server"]);
    // Not read by the server build: the console's.
    await write("src/unused.ts", "export const unused = 1;");
    expect(build()).toEqual([]);
  });

  it("rebuilds both when the installed packages change, and one whose output is gone", async () => {
    await write("package-lock.json", '{"lockfileVersion": 3}');
    expect(build()).toEqual(["console", "server"]);
    await rm(path.join(root, "web/dist/index.html"));
    expect(build()).toEqual(["console"]);
  });

  it("stops at a failed build and keeps its old stamp, so the next start tries again", async () => {
    const stamps = await readFile(path.join(root, "dist/build-stamps.json"), "utf8");
    await write("web/src/main.tsx", "export const screen = broken;");
    expect(build).toThrow("npm run build:web failed (exit 3)");
    expect(await readFile(path.join(root, "dist/build-stamps.json"), "utf8")).toBe(stamps);
    expect(build).toThrow("npm run build:web failed (exit 3)");
    await write("web/src/main.tsx", "export const screen = 3;");
    expect(build()).toEqual(["console"]);
  });
});
