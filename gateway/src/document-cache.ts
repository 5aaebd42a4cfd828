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
import { RecentlyUsed } from "./recently-used";

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
  private readonly entries: RecentlyUsed<string, DocumentNode>;

  constructor(textLimit = DOCUMENT_TEXT_LIMIT, countLimit = DOCUMENT_COUNT_LIMIT) {
    // A document longer than the whole cache would only empty it, so it is not kept; the token limit keeps such
    // documents rare.
    this.entries = new RecentlyUsed(countLimit, textOf, textLimit);
  }

  async get(key: string): Promise<DocumentNode | undefined> {
    return this.entries.get(key);
  }

  async set(key: string, document: DocumentNode): Promise<void> {
    this.entries.set(key, document);
  }

  async delete(key: string): Promise<boolean> {
    return this.entries.delete(key);
  }

  size(): DocumentCacheSize {
    return { documents: this.entries.size, characters: this.entries.weight };
  }
}
