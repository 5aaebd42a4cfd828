/** The console's bundle: what `npm run build:web` wrote to web/dist. */
import { readdir, readFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import { gzipSync } from "node:zlib";
import path from "node:path";

export async function bundleReport() {
  const assets = path.resolve("web/dist/assets");
  if (!existsSync(assets)) return "web/dist missing: run `npm run build:web` for bundle sizes";
  const files = (await readdir(assets)).filter((file) => file.endsWith(".js") || file.endsWith(".css"));
  let raw = 0;
  let gzip = 0;
  let largest = { file: "", gzip: 0 };
  for (const file of files) {
    const content = await readFile(path.join(assets, file));
    const zipped = gzipSync(content).length;
    raw += content.length;
    gzip += zipped;
    if (zipped > largest.gzip) largest = { file, gzip: zipped };
  }
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
  return `${files.length} files, ${kb(raw)} raw, ${kb(gzip)} gzip; largest chunk ${largest.file} ${kb(largest.gzip)} gzip`;
}

export async function consoleBench() {
  console.log(`\nConsole bundle: ${await bundleReport()}`);
}
