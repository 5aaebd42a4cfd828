/**
 * Executes operations with their documents compiled to JavaScript (graphql-jit) instead of graphql-js's interpreter,
 * which walks the document anew for every field of every item (what that cost: docs/scale-contract.md section 4).
 * Apollo Server takes a custom executor only from a "gateway", an interface meant for Apollo's federation gateway;
 * this one serves the gateway's own schema. Without the fast paths Apollo runs the schema itself.
 *
 * What clients see stays graphql-js's: variables are coerced by graphql-js first (its refusals name the variable, which
 * Apollo and `withVariableField` read), and every error is a graphql-js `GraphQLError` carrying the thrown error's
 * extensions, as graphql-js's `locatedError` makes it.
 */
import type { GatewayExecutor, GatewayInterface } from "@apollo/server-gateway-interface";
import {
  getVariableValues,
  GraphQLError,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from "graphql";
import { compileQuery, isCompiledQuery, type CompiledQuery } from "graphql-jit";
import { selectOperation } from "../operation-selection";

interface Compiled {
  operation: OperationDefinitionNode;
  query: CompiledQuery;
}

export function compiledExecution(schema: GraphQLSchema): GatewayInterface {
  // Apollo keeps one parsed document per distinct query text, so its compilation is found by that document, and goes
  // when the document cache (document-cache.ts) drops the document: one bound for both. A separate list of 500 kept
  // the documents the cache had dropped alive for their compilations (docs/scale-contract.md section 4).
  const compiled = new WeakMap<DocumentNode, Map<string, Compiled>>();

  /** Apollo has validated the document before it asks for execution. */
  function compile(document: DocumentNode, operation: OperationDefinitionNode, name: string | undefined): Compiled {
    const query = compileQuery(schema, document, name, { disablingCapturingStackErrors: true });
    if (!isCompiledQuery(query)) {
      // Apollo answers a thrown error as an internal one; the request log names it.
      const reasons = query.errors?.map((error) => error.message).join("; ");
      throw new Error(`The operation could not be compiled: ${reasons}`);
    }
    return { operation, query };
  }

  const executor: GatewayExecutor = async ({ document, request, context }) => {
    let byName = compiled.get(document);
    if (!byName) compiled.set(document, (byName = new Map()));
    // The client's name, as graphql-js's `execute` takes it. The context's `operationName` is the one Apollo resolved:
    // null for a name the document lacks, and null chooses the document's only operation.
    const operationName = request.operationName;
    const key = operationName ?? "";
    let entry = byName.get(key);
    if (!entry) {
      // Apollo refuses an unresolved operation before it asks for execution (operation-selection.ts); this executor
      // chooses by the same rule all the same, so it never runs an operation the client did not name.
      const operation = selectOperation(document, operationName);
      if (operation instanceof GraphQLError) return { errors: [operation] };
      byName.set(key, (entry = compile(document, operation, operationName ?? undefined)));
    }
    const variables = getVariableValues(schema, entry.operation.variableDefinitions ?? [], request.variables ?? {}, {
      maxErrors: 50,
    });
    if (variables.errors) return { errors: variables.errors };
    // graphql-jit coerces again; graphql-js's values pass it unchanged, defaults already in place (graphql-jit would
    // refuse an omitted non-null input field that has a default).
    const result = (await entry.query.query(undefined, context, variables.coerced)) as ExecutionResult;
    return result.errors ? { ...result, errors: result.errors.map(asGraphQLJsError) } : result;
  };

  return {
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: "" });
      return () => {};
    },
    load: async () => ({ executor }),
    stop: async () => {},
  };
}

/** graphql-jit's errors are its own objects: extensions only when the thrown error had them, no `nodes`. */
function asGraphQLJsError(error: GraphQLError): GraphQLError {
  const original = error.originalError;
  const located = new GraphQLError(error.message, {
    path: error.path,
    originalError: original ?? undefined,
    extensions: error.extensions,
  });
  Object.assign(located, { locations: error.locations });
  return located;
}
