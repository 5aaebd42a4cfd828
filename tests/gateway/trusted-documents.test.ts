/**
 * Trusted documents (docs/scale-contract.md section 2): a hash in Apollo's persisted-query shape runs the manifest's
 * document; nothing registers documents at run time; `TRUSTED_DOCUMENTS=only` runs the manifest's documents alone.
 */
import { createHash } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startGateway } from "../../gateway/src/server";
import { DEFAULT_MANIFEST_PATH } from "../../gateway/src/trusted-documents";

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const TRUSTED = "query Version { serverInfo { version } }";
const OTHER = "query Environment { serverInfo { environment } }";

async function post(url: string, body: object) {
  const response = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as { data?: unknown; errors?: { extensions?: { code?: string } }[] },
  };
}

const byHash = (hash: string, extra: object = {}) => ({
  extensions: { persistedQuery: { version: 1, sha256Hash: hash } },
  ...extra,
});

describe("trusted documents", () => {
  let folder: string;
  let manifest: string;
  const gateways: Record<"any" | "only", { url: string; close(): Promise<void> } | undefined> = {
    any: undefined,
    only: undefined,
  };
  const url = (mode: "any" | "only") => gateways[mode]!.url;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), "gateway-trusted-"));
    manifest = path.join(folder, "persisted-documents.json");
    await writeFile(manifest, JSON.stringify({ [`sha256:${sha256(TRUSTED)}`]: TRUSTED }));
    // serverInfo needs no upstream call.
    for (const mode of ["any", "only"] as const) {
      gateways[mode] = await startGateway({
        port: 0,
        host: "127.0.0.1",
        vendorApiUrl: "http://127.0.0.1:9",
        logLevel: "silent",
        trustedDocuments: mode,
        trustedDocumentsFile: manifest,
      });
    }
  });
  afterAll(async () => {
    await Promise.all(Object.values(gateways).map((gateway) => gateway?.close()));
    await rm(folder, { recursive: true, force: true });
  });

  it("runs the manifest's document for its hash, in either mode", async () => {
    for (const mode of ["any", "only"] as const) {
      const answer = await post(url(mode), byHash(sha256(TRUSTED), { operationName: "Version" }));
      expect(answer.body).toEqual({ data: { serverInfo: { version: expect.any(String) } } });
    }
  });

  it("answers PERSISTED_QUERY_NOT_FOUND for an unknown hash, and registers nothing when the text follows", async () => {
    const hash = sha256(OTHER);
    const first = await post(url("any"), byHash(hash));
    expect(first.body.errors?.[0].extensions?.code).toBe("PERSISTED_QUERY_NOT_FOUND");
    // Apollo's link then sends the text with the hash: it runs, but is not remembered.
    const withText = await post(url("any"), byHash(hash, { query: OTHER }));
    expect(withText.body).toEqual({ data: { serverInfo: { environment: expect.any(String) } } });
    const again = await post(url("any"), byHash(hash));
    expect(again.body.errors?.[0].extensions?.code).toBe("PERSISTED_QUERY_NOT_FOUND");
  });

  it("refuses a document whose hash does not match, and a malformed hash", async () => {
    const mismatch = await post(url("any"), byHash(sha256(TRUSTED), { query: OTHER }));
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.errors?.[0].extensions?.code).toBe("BAD_REQUEST");
    const malformed = await post(url("any"), byHash("not-a-hash"));
    expect(malformed.status).toBe(400);
  });

  it("`any` runs document text; `only` refuses any text but the manifest's", async () => {
    expect((await post(url("any"), { query: OTHER })).body.data).toEqual({
      serverInfo: { environment: expect.any(String) },
    });
    const refused = await post(url("only"), { query: OTHER });
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.[0].extensions?.code).toBe("PERSISTED_QUERY_REQUIRED");
    const refusedWithHash = await post(url("only"), byHash(sha256(OTHER), { query: OTHER }));
    expect(refusedWithHash.body.errors?.[0].extensions?.code).toBe("PERSISTED_QUERY_NOT_FOUND");
    expect((await post(url("only"), { query: TRUSTED })).body.data).toEqual({
      serverInfo: { version: expect.any(String) },
    });
    const get = await fetch(`${url("only")}/graphql?query=${encodeURIComponent(OTHER)}`, {
      headers: { "apollo-require-preflight": "true" },
    });
    expect(get.status).toBe(400);
  });

  it("reads the console's own manifest by default, each document under its sha256", () => {
    const console = JSON.parse(readFileSync(DEFAULT_MANIFEST_PATH, "utf8")) as Record<string, string>;
    const entries = Object.entries(console);
    expect(entries.length).toBeGreaterThan(40);
    for (const [key, text] of entries) expect(key).toBe(`sha256:${sha256(text)}`);
  });
});
