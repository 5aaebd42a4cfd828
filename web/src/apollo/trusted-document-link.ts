/**
 * Sends each operation as the sha256 its generated document carries (`__meta__.hash`, written by codegen) instead of
 * its text: the gateway runs the same document from the build's manifest (docs/scale-contract.md section 2). A
 * document without a hash (none today) is sent as text.
 */
import { ApolloLink } from "@apollo/client";
import { PersistedQueryLink } from "@apollo/client/link/persisted-queries";
import { hashOf } from "./document-hash";

export function trustedDocumentLink(): ApolloLink {
  const persisted = new PersistedQueryLink({ generateHash: (document) => hashOf(document)! });
  return ApolloLink.split((operation) => hashOf(operation.query) !== undefined, persisted);
}
