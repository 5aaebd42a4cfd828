/**
 * The console's bundle as `npm run build:web` wrote it to web/dist (docs/scale-contract.md section 1): the JS that
 * /login loads (index.html's entry script and modulepreloads, the login screen being in the entry, and the larger of
 * the two languages' core texts, fetched before the first render) in the bytes the gateway sends (the build's own .gz
 * and .br copies), and the largest chunk. Budgets: /login JS ≤ 150 KB gzip, no
 * chunk over 100 KB gzip.
 */
import { existsSync } from "node:fs";
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";

const DIST = path.resolve("web/dist");
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/** Bytes of a file as served: its precompressed copy when the build wrote one. */
async function sizes(file: string) {
  const raw = await readFile(file);
  const copy = async (suffix: string, compress: (data: Buffer) => Buffer) =>
    existsSync(file + suffix) ? (await stat(file + suffix)).size : compress(raw).length;
  return { raw: raw.length, gzip: await copy(".gz", gzipSync), brotli: await copy(".br", brotliCompressSync) };
}

export async function consoleBench() {
  if (!existsSync(path.join(DIST, "index.html"))) {
    console.log("\nConsole bundle: web/dist missing: run `npm run build:web` first");
    return;
  }
  const html = await readFile(path.join(DIST, "index.html"), "utf8");
  const loginFiles = [...html.matchAll(/<(?:script[^>]*src|link rel="modulepreload"[^>]*href)="\/([^"]+\.js)"/g)].map(
    ([, file]) => file,
  );
  const chunks = (await readdir(path.join(DIST, "assets"))).filter((file) => file.endsWith(".js"));
  const coreTexts = await Promise.all(
    chunks.filter((file) => /^core-(en|zh)-/.test(file)).map((file) => sizes(path.join(DIST, "assets", file))),
  );
  if (coreTexts.length !== 2) throw new Error("web/dist has no core-en/core-zh text chunks: rebuild the console");
  const login = coreTexts.reduce((larger, size) => (size.gzip > larger.gzip ? size : larger));
  for (const file of loginFiles) {
    const size = await sizes(path.join(DIST, file));
    login.raw += size.raw;
    login.gzip += size.gzip;
    login.brotli += size.brotli;
  }
  let largest = { file: "", gzip: 0 };
  let total = 0;
  for (const file of chunks) {
    const size = await sizes(path.join(DIST, "assets", file));
    total += size.gzip;
    if (size.gzip > largest.gzip) largest = { file, gzip: size.gzip };
  }
  console.log(`\nConsole bundle (web/dist):`);
  console.log(
    `  /login JS, ${loginFiles.length + 1} files: ${kb(login.raw)} raw, ${kb(login.gzip)} gzip, ${kb(login.brotli)} brotli (budget 150 KB gzip)`,
  );
  console.log(`  largest chunk: ${largest.file} ${kb(largest.gzip)} gzip (budget 100 KB)`);
  console.log(`  all ${chunks.length} JS chunks: ${kb(total)} gzip`);
}
