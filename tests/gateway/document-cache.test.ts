/**
 * Apollo's document cache (gateway/src/document-cache.ts): bounded by the query text it holds and by its count, the
 * least recently used dropped first, so documents nobody sent before cannot grow the gateway's memory.
 */
import { readFileSync } from "node:fs";
import { parse } from "graphql";
import { describe, expect, it } from "vitest";
import { DOCUMENT_TEXT_LIMIT, DocumentCache } from "../../gateway/src/document-cache";

/** A document of exactly `length` characters (padded with a comment). */
function documentOf(name: string, length: number) {
  const text = `query ${name} { __typename }`;
  return parse(`${text}\n#${"x".repeat(length - text.length - 2)}`);
}

describe("document cache", () => {
  it("holds no more text than its limit, dropping the least recently used first", async () => {
    const cache = new DocumentCache(300, 100);
    await cache.set("a", documentOf("A", 100));
    await cache.set("b", documentOf("B", 100));
    await cache.set("c", documentOf("C", 100));
    expect(cache.size()).toEqual({ documents: 3, characters: 300 });
    expect(await cache.get("a")).toBeDefined(); // a is now the most recently used
    await cache.set("d", documentOf("D", 50));
    expect(await cache.get("b")).toBeUndefined();
    expect(await cache.get("a")).toBeDefined();
    expect(cache.size()).toEqual({ documents: 3, characters: 250 });
  });

  it("holds no more documents than its count limit, however short", async () => {
    const cache = new DocumentCache(10_000, 2);
    for (const key of ["a", "b", "c"]) await cache.set(key, documentOf(key.toUpperCase(), 40));
    expect(cache.size()).toEqual({ documents: 2, characters: 80 });
    expect(await cache.get("a")).toBeUndefined();
  });

  it("keeps no document longer than the whole limit, and counts a key set twice once", async () => {
    const cache = new DocumentCache(200, 100);
    await cache.set("a", documentOf("A", 100));
    await cache.set("long", documentOf("Long", 201));
    expect(await cache.get("long")).toBeUndefined();
    await cache.set("a", documentOf("A", 120));
    expect(cache.size()).toEqual({ documents: 1, characters: 120 });
    expect(await cache.delete("a")).toBe(true);
    expect(await cache.delete("a")).toBe(false);
    expect(cache.size()).toEqual({ documents: 0, characters: 0 });
  });

  it("keeps every console document within its default limit", async () => {
    const texts = Object.values(
      JSON.parse(readFileSync("web/src/gql/persisted-documents.json", "utf8")) as Record<string, string>,
    );
    const cache = new DocumentCache();
    for (const [index, text] of texts.entries()) await cache.set(String(index), parse(text));
    expect(cache.size().documents).toBe(texts.length);
    expect(cache.size().characters).toBeLessThan(DOCUMENT_TEXT_LIMIT / 4);
  });
});
