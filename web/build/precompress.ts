/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every text file of the build, compressed once at the highest
 * level, so the gateway serves them without compressing per request (docs/scale-contract.md section 1).
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Plugin } from "vite";

const TEXT_FILE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Below this a compressed copy saves less than a packet; the gateway then sends the file itself. */
const MIN_BYTES = 1024;

export async function precompressFolder(root: string): Promise<number> {
  let written = 0;
  for (const entry of await readdir(root, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !TEXT_FILE.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const content = await readFile(file);
    if (content.length < MIN_BYTES) continue;
    const brotli = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    await writeFile(`${file}.br`, brotli);
    await writeFile(`${file}.gz`, gzipSync(content, { level: 9 }));
    written++;
  }
  return written;
}

export function precompress(): Plugin {
  let outDir = "";
  return {
    name: "vendor-console:precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressFolder(outDir);
    },
  };
}
