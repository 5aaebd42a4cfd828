/**
 * Which operation of a document a request runs: graphql-js's choice (`getOperationAST`, the rule graphql-js's `execute`
 * applies), the same on every path (docs/system-contract.md): Apollo over HTTP (POST, GET, trusted documents), with the
 * compiled executor or graphql-js's (docs/scale-contract.md section 4), and graphql-ws. A name the document lacks, or
 * no name for a document of several operations, runs nothing and is the client's mistake: BAD_REQUEST (HTTP 400) with
 * graphql-js's own sentence.
 */
import type { ApolloServerPlugin, BaseContext } from "@apollo/server";
import { getOperationAST, GraphQLError, Kind, type DocumentNode, type OperationDefinitionNode } from "graphql";

/** The operation `operationName` names in `document`, or the request error that says why there is none. */
export function selectOperation(
  document: DocumentNode,
  operationName: string | null | undefined,
): OperationDefinitionNode | GraphQLError {
  return (
    getOperationAST(document, operationName) ??
    new GraphQLError(unresolvedOperation(document, operationName), { extensions: { code: "BAD_REQUEST" } })
  );
}

/** graphql-js's words (`execute`) for a document whose operation cannot be chosen. */
function unresolvedOperation(document: DocumentNode, operationName: string | null | undefined): string {
  if (operationName != null) return `Unknown operation named "${operationName}".`;
  const operations = document.definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  return operations.length > 1
    ? "Must provide operation name if query contains multiple operations."
    : "Must provide an operation.";
}

/**
 * Refuses an HTTP request whose operation cannot be chosen before anything executes. Apollo Server 5 goes on to
 * execution without one, and hands an executor its own resolved name (none) rather than the client's: the compiled
 * executor then ran the document's only operation, and Apollo answered HTTP 500 after it had run.
 */
export function operationSelectionPlugin<TContext extends BaseContext>(): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, request }) {
          const selected = selectOperation(document, request.operationName);
          if (!(selected instanceof GraphQLError)) return;
          // Apollo takes the status from `extensions.http` and leaves it out of the answer.
          throw new GraphQLError(selected.message, {
            extensions: { ...selected.extensions, http: { status: 400 } },
          });
        },
      };
    },
  };
}
