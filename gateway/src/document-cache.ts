/**
 * Apollo Server's cache of parsed and validated documents, by the hash of their text, bounded by the text they hold.
 * Apollo's own cache holds 30 MiB counted as the documents' JSON, about two million characters of query text, which
 * a parsed document keeps in some 60 bytes of heap per character (its tokens and nodes): over 100 MB from clients
 * sending documents nobody sent before, half the gateway's memory budget (docs/scale-contract.md section 4). This one
 * holds DOCUMENT_TEXT_LIMIT characters, six times what the console's documents take together, and drops the least
 * recently used first. A document it drops is parsed and validated again on its next request, as before Apollo kept
 * it. The compiled documents (performance/compiled-execution.ts) live as long as their document stays here.
 */
import type { DocumentNode } from "graphql";

/** Characters of query text kept: the console's 150-odd documents take some 44 000 (web/src/gql). */
export const DOCUMENT_TEXT_LIMIT = 256 * 1024;
/** Documents kept, whatever their length: a short one still costs its key and nodes. */
export const DOCUMENT_COUNT_LIMIT = 1000;

/** What the cache holds now, for the metrics (gateway_document_cache_*). */
export interface DocumentCacheSize {
  documents: number;
  characters: number;
}

/** The query text a parsed document keeps: its source, which its location points to. */
const textOf = (document: DocumentNode) => document.loc?.source.body.length ?? 0;

/** Apollo's `KeyValueCache` of documents (its `documentStore` option): get, set and delete, each a promise. */
export class DocumentCache {
  private readonly entries = new Map<string, DocumentNode>();
  private characters = 0;

  constructor(
    private readonly textLimit = DOCUMENT_TEXT_LIMIT,
    private readonly countLimit = DOCUMENT_COUNT_LIMIT,
  ) {}

  async get(key: string): Promise<DocumentNode | undefined> {
    const document = this.entries.get(key);
    if (document) {
      // A Map iterates in insertion order: re-inserting moves the entry to the most recent end.
      this.entries.delete(key);
      this.entries.set(key, document);
    }
    return document;
  }

  async set(key: string, document: DocumentNode): Promise<void> {
    this.remove(key);
    const characters = textOf(document);
    // A document longer than the whole cache would only empty it; the token limit keeps such documents rare.
    if (characters > this.textLimit) return;
    while (this.entries.size && (this.characters + characters > this.textLimit || this.entries.size >= this.countLimit))
      this.remove(this.entries.keys().next().value as string);
    this.entries.set(key, document);
    this.characters += characters;
  }

  async delete(key: string): Promise<boolean> {
    return this.remove(key);
  }

  size(): DocumentCacheSize {
    return { documents: this.entries.size, characters: this.characters };
  }

  private remove(key: string): boolean {
    const document = this.entries.get(key);
    if (!document) return false;
    this.entries.delete(key);
    this.characters -= textOf(document);
    return true;
  }
}
