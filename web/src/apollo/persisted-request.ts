/**
 * One console operation over plain fetch, sent by its trusted-document hash in Apollo's persisted-query shape
 * (docs/scale-contract.md section 2). The login screens use it: they run before the console part, and with it Apollo
 * Client, has loaded (docs/scale-contract.md section 1).
 */
// Types only: neither Apollo Client nor graphql is loaded here.
import type { TypedDocumentNode } from "@apollo/client";
import type { DefinitionNode, OperationDefinitionNode } from "graphql";
import { hashOf } from "./document-hash";
import type { GraphQLErrorLike } from "./error-catalogue";

/** The gateway answered with GraphQL errors (a refusal, a rate limit, a bad input): words them by the catalogue. */
export class GraphQLResponseError extends Error {
  constructor(readonly errors: readonly GraphQLErrorLike[]) {
    super(errors[0]?.message ?? "GraphQL error");
  }
}

/** The document's operation, told from its fragments by its `operation` field, without graphql's `Kind` at run time. */
const isOperation = (definition: DefinitionNode): definition is OperationDefinitionNode => "operation" in definition;

export async function requestPersisted<Data, Variables>(
  document: TypedDocumentNode<Data, Variables>,
  variables: Variables,
  uri = "/graphql",
): Promise<Data> {
  const hash = hashOf(document);
  const operation = document.definitions.find(isOperation);
  if (!hash || !operation) throw new Error("Not a trusted console operation");
  const response = await fetch(uri, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/graphql-response+json, application/json" },
    body: JSON.stringify({
      operationName: operation.name?.value,
      variables,
      extensions: { persistedQuery: { version: 1, sha256Hash: hash } },
    }),
  });
  const body = (await response.json().catch(() => undefined)) as
    { data?: Data | null; errors?: GraphQLErrorLike[] } | undefined;
  if (body?.errors?.length) throw new GraphQLResponseError(body.errors);
  if (!response.ok || !body?.data) throw new Error(`The gateway answered ${response.status} without data`);
  return body.data;
}
