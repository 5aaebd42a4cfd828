/**
 * `npm run build:server`: the gateway and the embedded vendor API as plain JavaScript in dist/server, so production
 * runs `node dist/server/start.mjs` without a TypeScript loader in the process (tsx costs an idle gateway some 40 MB
 * and compiles every module at start: docs/scale-contract.md section 4). Packages stay in node_modules.
 */
import path from "node:path";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build, type Plugin } from "esbuild";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
export const SERVER_DIST = path.join(ROOT, "dist/server");
const ENTRY = path.join(ROOT, "scripts/start.ts");
/**
 * How production runs the build (`npm start` writes the same): semi-spaces of 8 MB instead of 16, an old generation
 * that grows by 30 % of its live size before the next full collection, and one V8 helper thread instead of four. With
 * V8's own growth a loaded gateway's old space swelled to three times the 30 MB it keeps alive and stayed so at rest
 * (248 MB RSS), and at 50 % it still held 13 MB more under load; each helper thread's compilations and collections
 * leave freed memory in an allocator arena of its own. No source maps: Node kept the gateway's whole map decoded,
 * some 15 MB of heap and 20 MB of RSS under load (docs/scale-contract.md section 4). Stack traces name the build's
 * files (dist/server/*.mjs, which keep the source's names); `NODE_OPTIONS=--enable-source-maps` maps them back to the
 * TypeScript at that cost.
 */
export const SERVER_NODE_OPTIONS = ["--max-semi-space-size=8", "--heap-growing-percent=30", "--v8-pool-size=1"];

/**
 * Modules find their files (package.json, migrations, the console, the trusted-document manifest) relative to
 * `import.meta.url`. In one bundle every module would share the bundle's URL; each keeps its own instead, written
 * relative to the bundle so that the project folder can still move as a whole.
 */
function ownModuleUrl(outdir: string): Plugin {
  return {
    name: "own-module-url",
    setup(builder) {
      builder.onLoad({ filter: /\.tsx?$/ }, async ({ path: file }) => {
        const source = await readFile(file, "utf8");
        // The entry's code is its own output file (start.mjs), whose URL the embedded vendor API's worker runs.
        if (!source.includes("import.meta.url") || file === ENTRY) return undefined;
        const relative = path.relative(outdir, file).split(path.sep).join("/");
        const url = `new URL(${JSON.stringify(relative)}, import.meta.url).href`;
        return { contents: source.replaceAll("import.meta.url", url), loader: "ts" };
      });
    },
  };
}

/**
 * Packages stay in node_modules but these, which go into the bundle. Node resolves each file of an ES module package
 * through the package's package.json, and drizzle-orm's (a long list of export paths) was read again for each of
 * its hundreds of files, a third of a restart's time (docs/scale-contract.md section 8). Bundling the other
 * packages saved little more and breaks those that find their own files at run time.
 */
const BUNDLED_PACKAGES = ["drizzle-orm"];

/** The project's files the last build read (from esbuild's metafile): `npm start` rebuilds when one of them changes. */
export const SERVER_INPUTS = "inputs.json";

function externalPackagesBut(bundled: string[]): Plugin {
  return {
    name: "external-packages-but",
    setup(builder) {
      builder.onResolve({ filter: /^[^./#]/ }, ({ path: specifier }) => {
        if (bundled.some((name) => specifier === name || specifier.startsWith(`${name}/`))) return undefined;
        return { path: specifier, external: true };
      });
    },
  };
}

/**
 * esbuild escapes what strings hold, but the comments it keeps stay as written, and one character past Latin-1 in
 * them (an ellipsis, a ≠) makes V8 keep the whole file's source, which it holds for lazy compilation, at two bytes a
 * character: 0.7 MB more heap for the gateway's (docs/scale-contract.md section 4). Escaped, a comment reads the same.
 */
const asciiOnly = (code: string) =>
  code.replace(/[\u0080-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);

export async function buildServer(outdir = SERVER_DIST): Promise<void> {
  // Chunk names carry hashes: a previous build's chunks would stay beside the new ones.
  await rm(outdir, { recursive: true, force: true });
  const { metafile, outputFiles } = await build({
    entryPoints: [ENTRY],
    outdir,
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node22",
    absWorkingDir: ROOT,
    sourcemap: true,
    // The maps point at the sources in the project folder; a copy of each inside its map is what Node would hold.
    sourcesContent: false,
    outExtension: { ".js": ".mjs" },
    logLevel: "warning",
    metafile: true,
    plugins: [externalPackagesBut(BUNDLED_PACKAGES), ownModuleUrl(outdir)],
    write: false,
  });
  for (const file of outputFiles) {
    await mkdir(path.dirname(file.path), { recursive: true });
    await writeFile(file.path, file.path.endsWith(".mjs") ? asciiOnly(file.text) : file.contents);
  }
  const inputs = Object.keys(metafile.inputs)
    .filter((input) => !input.startsWith("node_modules/"))
    .sort();
  await writeFile(path.join(outdir, SERVER_INPUTS), `${JSON.stringify(inputs, null, 2)}\n`);
}

if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) {
  await buildServer();
  console.log(`server built into ${path.relative(ROOT, SERVER_DIST)}`);
}
