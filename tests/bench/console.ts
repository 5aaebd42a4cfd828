/**
 * The console's bundle as `npm run build:web` wrote it to web/dist (docs/scale-contract.md section 1): the JS that
 * /login loads in each language (index.html's entry script and modulepreloads, the login screen being in the entry,
 * and the language's core texts, fetched before the first render, with every chunk these import) in the bytes the
 * gateway sends (the build's own .gz and .br copies), and the largest chunk. Budgets: /login JS ≤ 150 KB gzip in
 * either language, no chunk over 100 KB gzip; a build over either fails the bench, as the other parts' budgets do.
 */
import { existsSync } from "node:fs";
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";

const DIST = path.resolve("web/dist");
const LOGIN_BUDGET_BYTES = 150_000;
const CHUNK_BUDGET_BYTES = 100_000;
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/** Bytes of a file as served: its precompressed copy when the build wrote one. */
async function sizes(file: string) {
  const raw = await readFile(file);
  const copy = async (suffix: string, compress: (data: Buffer) => Buffer) =>
    existsSync(file + suffix) ? (await stat(file + suffix)).size : compress(raw).length;
  return { raw: raw.length, gzip: await copy(".gz", gzipSync), brotli: await copy(".br", brotliCompressSync) };
}

/** Chunks and every chunk they import statically (`from"./x.js"`, `import"./x.js"`), as paths under web/dist. */
async function withImports(files: string[]): Promise<Set<string>> {
  const seen = new Set<string>();
  const queue = [...files];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = await readFile(path.join(DIST, file), "utf8");
    for (const [, imported] of code.matchAll(/\b(?:from|import)\s*"\.\/([^"]+\.js)"/g))
      queue.push(path.posix.join(path.posix.dirname(file), imported));
  }
  return seen;
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
  // Each language's /login: the entry, its preloads and that language's core texts, with every chunk they import.
  const logins = await Promise.all(
    (["en", "zh"] as const).map(async (language) => {
      const core = chunks.find((file) => file.startsWith(`core-${language}-`));
      if (!core) throw new Error(`web/dist has no core-${language} text chunk: rebuild the console`);
      const files = await withImports([...loginFiles, `assets/${core}`]);
      const login = { language, files: files.size, raw: 0, gzip: 0, brotli: 0 };
      for (const file of files) {
        const size = await sizes(path.join(DIST, file));
        login.raw += size.raw;
        login.gzip += size.gzip;
        login.brotli += size.brotli;
      }
      return login;
    }),
  );
  const login = logins.reduce((larger, size) => (size.gzip > larger.gzip ? size : larger));
  let largest = { file: "", gzip: 0 };
  let total = 0;
  for (const file of chunks) {
    const size = await sizes(path.join(DIST, "assets", file));
    total += size.gzip;
    if (size.gzip > largest.gzip) largest = { file, gzip: size.gzip };
  }
  console.log(`\nConsole bundle (web/dist):`);
  for (const each of logins)
    console.log(
      `  /login JS (${each.language}), ${each.files} files: ${kb(each.raw)} raw, ${kb(each.gzip)} gzip, ${kb(each.brotli)} brotli (budget 150 KB gzip)`,
    );
  console.log(`  largest chunk: ${largest.file} ${kb(largest.gzip)} gzip (budget 100 KB)`);
  console.log(`  all ${chunks.length} JS chunks: ${kb(total)} gzip`);
  const over = [
    ...(login.gzip > LOGIN_BUDGET_BYTES
      ? [`/login JS (${login.language}) ${kb(login.gzip)} > ${kb(LOGIN_BUDGET_BYTES)}`]
      : []),
    ...(largest.gzip > CHUNK_BUDGET_BYTES ? [`${largest.file} ${kb(largest.gzip)} > ${kb(CHUNK_BUDGET_BYTES)}`] : []),
  ];
  if (over.length) throw new Error(`console: the bundle is over its gzip budget: ${over.join("; ")}`);
}
