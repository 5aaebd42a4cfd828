/**
 * The built console as the gateway serves it (docs/scale-contract.md section 1): the precompressed copy the browser
 * accepts, one cache entry per encoding, hashed files cached for good and index.html revalidated.
 */
import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { get } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startGateway } from "../../gateway/src/server";
import { precompressFolder } from "../../web/build/precompress";

/** Raw bytes and headers, without the decoding that fetch does. */
function rawGet(url: string, acceptEncoding?: string) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      get(url, { headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      }).on("error", reject);
    },
  );
}

const script = `export const texts = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `text number ${i}`))};\n`;
const page = `<!doctype html><html><head><title>console</title></head><body>${"<div></div>".repeat(200)}</body></html>`;

describe("console delivery", () => {
  let webDist: string;
  let gateway: { url: string; close(): Promise<void> };

  beforeAll(async () => {
    webDist = await mkdtemp(path.join(tmpdir(), "gateway-console-"));
    await mkdir(path.join(webDist, "assets"));
    await writeFile(path.join(webDist, "index.html"), page);
    await writeFile(path.join(webDist, "assets", "app-abc123.js"), script);
    await writeFile(path.join(webDist, "assets", "tiny-abc123.js"), "export {};\n");
    await precompressFolder(webDist);
    // The upstream is never called: these are static files.
    gateway = await startGateway({
      port: 0,
      host: "127.0.0.1",
      vendorApiUrl: "http://127.0.0.1:9",
      webDist,
      logLevel: "silent",
    });
  });
  afterAll(async () => {
    await gateway?.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it("writes a brotli and a gzip copy of each text file worth compressing at build", async () => {
    expect((await readdir(path.join(webDist, "assets"))).sort()).toEqual([
      "app-abc123.js",
      "app-abc123.js.br",
      "app-abc123.js.gz",
      "tiny-abc123.js",
    ]);
  });

  it("serves brotli first, then gzip, then the file itself, each marked as varying by Accept-Encoding", async () => {
    const url = `${gateway.url}/assets/app-abc123.js`;
    const brotli = await rawGet(url, "gzip, deflate, br");
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(brotli.body).toString()).toBe(script);
    expect(brotli.body.length).toBeLessThan(script.length / 4);

    const gzip = await rawGet(url, "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).toString()).toBe(script);

    const identity = await rawGet(url);
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(identity.body.toString()).toBe(script);

    for (const answer of [brotli, gzip, identity]) {
      expect(answer.headers["content-type"]).toMatch(/javascript/);
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    }
  });

  it("sends a file too small to compress as it is", async () => {
    const tiny = await rawGet(`${gateway.url}/assets/tiny-abc123.js`, "br, gzip");
    expect(tiny.status).toBe(200);
    expect(tiny.headers["content-encoding"]).toBeUndefined();
    expect(tiny.body.toString()).toBe("export {};\n");
  });

  it("serves index.html and the single-page fallback compressed and revalidated", async () => {
    for (const route of ["/", "/sales/order_list?page=2"]) {
      const answer = await rawGet(`${gateway.url}${route}`, "br");
      expect(answer.status).toBe(200);
      expect(answer.headers["content-encoding"]).toBe("br");
      expect(answer.headers["content-type"]).toMatch(/text\/html/);
      expect(answer.headers["cache-control"]).toBe("no-cache");
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(answer.body).toString()).toBe(page);
    }
  });
});
