/**
 * Trusted documents (docs/scale-contract.md section 2): the console's GraphQL documents, known at build time by their
 * sha256 (web/src/gql/persisted-documents.json, written by `npm run generate:web`). The console sends a hash in
 * Apollo's persisted-query shape instead of the text; the gateway puts the manifest's text in its place before Apollo
 * sees the request, so every limit, rule and log line applies to it as to any document. Nothing registers documents at
 * run time: Apollo's automatic persisted queries stay off.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Logger } from "pino";

export type TrustedDocumentsMode = "any" | "only";

export const DEFAULT_MANIFEST_PATH = fileURLToPath(
  new URL("../../web/src/gql/persisted-documents.json", import.meta.url),
);

/** The manifest's keys are `sha256:<hex>`; the persisted-query extension carries the hex alone. */
const KEY_PREFIX = "sha256:";
const SHA256_HEX = /^[0-9a-f]{64}$/;

export class TrustedDocuments {
  private constructor(private readonly byHash: ReadonlyMap<string, string>) {}

  static load(manifestPath: string, log: Logger): TrustedDocuments {
    if (!existsSync(manifestPath)) {
      log.info({ manifestPath }, "no trusted-document manifest: clients send document text");
      return new TrustedDocuments(new Map());
    }
    const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Record<string, string>;
    const byHash = new Map<string, string>();
    for (const [key, text] of Object.entries(manifest)) {
      const hash = key.startsWith(KEY_PREFIX) ? key.slice(KEY_PREFIX.length) : key;
      if (sha256(text) !== hash) throw new Error(`${manifestPath}: ${key} is not the sha256 of its document`);
      byHash.set(hash, text);
    }
    return new TrustedDocuments(byHash);
  }

  get size(): number {
    return this.byHash.size;
  }

  text(hash: string): string | undefined {
    return this.byHash.get(hash);
  }

  /** The documents' texts (the metrics take their operation names, metrics/operation-names.ts). */
  texts(): Iterable<string> {
    return this.byHash.values();
  }

  isTrusted(text: string): boolean {
    return this.byHash.has(sha256(text));
  }
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

interface GraphqlParams {
  query?: unknown;
  extensions?: unknown;
}

/** A request error in GraphQL's response shape, as Apollo's persisted-query link and any client read it. */
function refuse(reply: FastifyReply, status: number, code: string, message: string) {
  return reply
    .code(status)
    .type("application/json")
    .send({ errors: [{ message, extensions: { code } }] });
}

/**
 * Resolves a persisted-query hash in a POST body to its trusted text on `path` and, in `only` mode, refuses any
 * document that is not one of the console's. A GET cannot carry a hash (Apollo answers PERSISTED_QUERY_NOT_SUPPORTED):
 * the console posts every operation.
 */
export function registerTrustedDocuments(
  app: FastifyInstance,
  path: string,
  documents: TrustedDocuments,
  mode: TrustedDocumentsMode,
): void {
  app.addHook("preHandler", async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.url.split("?")[0] !== path) return;
    const params = (request.method === "GET" ? request.query : request.body) as GraphqlParams | undefined;
    if (!params || typeof params !== "object") return;
    const extensions =
      request.method === "POST" && params.extensions && typeof params.extensions === "object"
        ? (params.extensions as Record<string, unknown>)
        : undefined;

    if (extensions?.persistedQuery !== undefined) {
      const persisted = extensions.persistedQuery as { sha256Hash?: unknown } | null;
      const hash = typeof persisted?.sha256Hash === "string" ? persisted.sha256Hash.toLowerCase() : "";
      if (!SHA256_HEX.test(hash)) {
        return refuse(reply, 400, "BAD_REQUEST", "extensions.persistedQuery.sha256Hash must be 64 hex digits.");
      }
      if (typeof params.query === "string" && sha256(params.query) !== hash) {
        return refuse(reply, 400, "BAD_REQUEST", "The document's sha256 does not match extensions.persistedQuery.");
      }
      const text = documents.text(hash);
      if (text === undefined && (mode === "only" || typeof params.query !== "string")) {
        // What Apollo's persisted-query link waits for before it sends the text (which `only` refuses too).
        return refuse(reply, 200, "PERSISTED_QUERY_NOT_FOUND", "PersistedQueryNotFound");
      }
      params.query = text ?? params.query;
      delete extensions.persistedQuery;
      return;
    }
    if (mode === "only" && typeof params.query === "string" && !documents.isTrusted(params.query)) {
      return refuse(
        reply,
        400,
        "PERSISTED_QUERY_REQUIRED",
        "This gateway runs only the console's trusted documents: send extensions.persistedQuery.sha256Hash.",
      );
    }
  });
}
