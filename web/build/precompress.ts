/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every text file of the build, compressed once at the highest
 * level, so the gateway serves them without compressing per request (docs/scale-contract.md section 1). Brotli's
 * highest level is slow (some 6 s of CPU for the console): the files are compressed side by side on libuv's threads,
 * not one after the other on the build's own, which halves what it adds to a first start on two cores (section 8).
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
import type { Plugin } from "vite";

const TEXT_FILE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Below this a compressed copy saves less than a packet; the gateway then sends the file itself. */
const MIN_BYTES = 1024;

export async function precompressFolder(root: string): Promise<number> {
  const files = (await readdir(root, { withFileTypes: true, recursive: true }))
    .filter((entry) => entry.isFile() && TEXT_FILE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  const written = await Promise.all(
    files.map(async (file) => {
      const content = await readFile(file);
      if (content.length < MIN_BYTES) return false;
      const [brotli, gzipped] = await Promise.all([
        brotliAsync(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzipAsync(content, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${file}.br`, brotli), writeFile(`${file}.gz`, gzipped)]);
      return true;
    }),
  );
  return written.filter(Boolean).length;
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
