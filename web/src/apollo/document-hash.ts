import type { DocumentNode } from "graphql";

const PREFIX = "sha256:";

/** The trusted-document hash codegen wrote into a generated document (`__meta__.hash`), without its prefix. */
export function hashOf(document: DocumentNode): string | undefined {
  const hash = (document as DocumentNode & { __meta__?: { hash?: unknown } }).__meta__?.hash;
  return typeof hash === "string" && hash.startsWith(PREFIX) ? hash.slice(PREFIX.length) : undefined;
}
