/** The Apollo Server: schema, production hardening, graphql-armor limits, error masking and request logging. */
import { ApolloServer, type ApolloServerPlugin } from "@apollo/server";
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from "@apollo/server/plugin/disabled";
import { unwrapResolverError } from "@apollo/server/errors";
import { ApolloArmor } from "@escape.tech/graphql-armor";
import {
  GraphQLError,
  type ASTVisitor,
  type GraphQLFormattedError,
  type GraphQLSchema,
  type ValidationContext,
} from "graphql";
import { messageOf, type FieldFailure } from "#rules";
import { accessEpochHeaderPlugin } from "./auth/access-epoch-header";
import { sandboxLandingPage } from "./explorer";
import type { GatewayConfig } from "./config";
import type { GatewayContext } from "./context";
import { CLIENT_SAFE_CODES, ErrorCode, SYSTEM_ERROR_MESSAGE } from "./errors";
import { operationSelectionPlugin } from "./operation-selection";
import { DateRuleRefusal } from "./scalars/date-time";
import { apolloExecution } from "./performance";
import type { DocumentCache } from "./document-cache";

/** Query-shape limits: generous for the console's largest documents, tight enough to stop abusive ones. */
export const QUERY_LIMITS = { maxDepth: 10, maxCost: 5000, maxAliases: 15, maxTokens: 2000, maxDirectives: 20 };

export function createApolloServer(
  schema: GraphQLSchema,
  config: GatewayConfig,
  documents: DocumentCache,
  extraPlugins: ApolloServerPlugin<GatewayContext>[] = [],
): ApolloServer<GatewayContext> {
  const production = config.isProduction;
  const armor = queryLimits(production);

  return new ApolloServer<GatewayContext>({
    ...apolloExecution(schema),
    csrfPrevention: true,
    introspection: !production,
    hideSchemaDetailsFromClientErrors: production,
    includeStacktraceInErrorResponses: !production,
    allowBatchedHttpRequests: false,
    // Documents are never registered at run time: the console's are known at build time (trusted-documents.ts).
    persistedQueries: false,
    // Parsed documents, bounded by their text rather than Apollo's 30 MiB of JSON (document-cache.ts).
    documentStore: documents,
    // Apollo pretty-prints answers by default: more bytes and more CPU on every request for nobody to read.
    stringifyResult: (result) => JSON.stringify(result),
    parseOptions: { maxTokens: QUERY_LIMITS.maxTokens },
    validationRules: [...armor.validationRules, KnownOperationTypesRule],
    formatError: (formatted, error) => formatError(formatted, error, production),
    plugins: [
      // First: a request whose operation cannot be chosen runs nothing, whichever executor Apollo has.
      operationSelectionPlugin(),
      // The gateway sets no cache hints; Apollo's default cache-control plugin would still wrap every field's resolver
      // to look for them (docs/scale-contract.md section 4).
      ApolloServerPluginCacheControlDisabled(),
      ...armor.plugins,
      // Development's explorer: Apollo Sandbox, or the local GraphiQL when Apollo's CDN cannot be reached (explorer.ts).
      production ? ApolloServerPluginLandingPageDisabled() : sandboxLandingPage(),
      requestLoggingPlugin(),
      accessEpochHeaderPlugin(),
      ...extraPlugins,
    ],
  });
}

/** graphql-armor's limits, for Apollo (HTTP) and for graphql-ws (subscriptions/ws-server.ts) alike. */
export function queryLimits(production: boolean) {
  return new ApolloArmor({
    maxDepth: { n: QUERY_LIMITS.maxDepth, ignoreIntrospection: true },
    costLimit: { maxCost: QUERY_LIMITS.maxCost, ignoreIntrospection: true },
    maxAliases: { n: QUERY_LIMITS.maxAliases },
    // Counted by graphql-js's own parser instead (`parseOptions` of the Apollo server): armor re-parses the document in a plugin hook,
    // where a syntax error or the limit itself ends as HTTP 500 instead of GRAPHQL_PARSE_FAILED / 400.
    maxTokens: { enabled: false },
    maxDirectives: { n: QUERY_LIMITS.maxDirectives },
    // "Did you mean …" would describe the schema to someone who may not introspect it.
    blockFieldSuggestion: { enabled: production },
  }).protect();
}

/**
 * An operation type the schema has no root for is a validation error, as in graphql-js 17; graphql-js 16 lets it
 * through to execution, which fails as an internal error. A subscription over HTTP is refused the same way: it is
 * served over graphql-ws on the same path (modules/subscription/ws-server.ts).
 */
export function KnownOperationTypesRule(context: ValidationContext): ASTVisitor {
  return {
    OperationDefinition(node) {
      if (node.operation === "subscription") {
        context.reportError(
          new GraphQLError(
            "Subscriptions are served over WebSocket (graphql-transport-ws) on /graphql, not over HTTP.",
            { nodes: node },
          ),
        );
        return;
      }
      if (context.getSchema().getRootType(node.operation)) return;
      context.reportError(
        new GraphQLError(`The ${node.operation} operation is not supported by the schema.`, { nodes: node }),
      );
    },
  };
}

/** graphql-js's "Did you mean …?" hints, which describe the schema (enum values, field names) to any caller. */
const SUGGESTION = /\s*Did you mean [^?]*\?/g;

/**
 * Known gateway errors pass through. Anything else is a bug or an unexpected failure: outside production the
 * message helps debugging; in production clients get a generic message (the details are in the logs). In production
 * a vendor API system error says only the catalogue's text and its trace id (the vendor API's own text may name files,
 * queries or data), and no message suggests schema names.
 */
export function formatError(
  formatted: GraphQLFormattedError,
  error: unknown,
  production: boolean,
): GraphQLFormattedError {
  formatted = withVariableField(formatted, error);
  const code = formatted.extensions?.code;
  const known = typeof code === "string" && CLIENT_SAFE_CODES.has(code);
  if (!production) return formatted;
  if (code === ErrorCode.UPSTREAM_SYSTEM_ERROR) {
    const { upstreamCode, traceId } = formatted.extensions ?? {};
    return {
      message: SYSTEM_ERROR_MESSAGE,
      locations: formatted.locations,
      path: formatted.path,
      extensions: { code, upstreamCode, traceId },
    };
  }
  if (known) {
    const message = formatted.message.replace(SUGGESTION, "");
    return message === formatted.message ? formatted : { ...formatted, message };
  }
  const original = unwrapResolverError(error);
  const safeCode = original instanceof GraphQLError && original.extensions.code === "INTERNAL_SERVER_ERROR";
  return {
    message: "Internal server error",
    locations: formatted.locations,
    path: formatted.path,
    extensions: { code: safeCode || !code ? "INTERNAL_SERVER_ERROR" : code },
  };
}

/**
 * graphql-js refuses a variable it cannot coerce before any resolver runs, with a sentence only:
 * `Variable "$input" got invalid value …[ at "input.seats"]; …` or `Variable "$id" of required type "ID!" was not
 * provided.` Like every other BAD_USER_INPUT it gets `extensions.fields` (docs/rules.md), naming the value's path and
 * the rule a scalar refused it by (a `DateTime` outside the years is `yearRange`), else `value`.
 */
const INVALID_VARIABLE = /^Variable "\$([^"]+)" got invalid value [\s\S]*? at "([^"]+)"; /;
const INVALID_VARIABLE_WHOLE = /^Variable "\$([^"]+)" got invalid value /;
const MISSING_VARIABLE = /^Variable "\$([^"]+)" of required type "[^"]+" was not provided\./;

export function withVariableField(formatted: GraphQLFormattedError, error?: unknown): GraphQLFormattedError {
  if (formatted.extensions?.code !== ErrorCode.BAD_USER_INPUT || formatted.extensions.fields) return formatted;
  const missing = MISSING_VARIABLE.exec(formatted.message);
  const invalid = INVALID_VARIABLE.exec(formatted.message) ?? INVALID_VARIABLE_WHOLE.exec(formatted.message);
  const failure: FieldFailure | null = missing
    ? { field: missing[1], rule: "required" }
    : invalid
      ? { field: invalid[2] ?? invalid[1], ...(dateRefusalOf(error)?.failure ?? { rule: "value" }) }
      : null;
  if (!failure) return formatted;
  const fields = [{ ...failure, params: failure.params ?? {}, message: messageOf(failure) }];
  // graphql-js quotes the value it refused, which may be a secret typed with the wrong type: the answer names the
  // variable and path only (and keeps graphql-js's hint, which production drops with every other).
  const message = invalid
    ? `Variable "$${invalid[1]}" got an invalid value${invalid[2] ? ` at "${invalid[2]}"` : ""}.` +
      (new RegExp(SUGGESTION.source).exec(formatted.message)?.[0] ?? "")
    : formatted.message;
  // The development stack trace would repeat graphql-js's sentence, value and all.
  const { stacktrace: _stacktrace, ...extensions } = formatted.extensions;
  return { ...formatted, message, extensions: { ...extensions, fields } };
}

/** The date rule's refusal a graphql-js error was made from (Apollo and graphql-js each wrap it once). */
function dateRefusalOf(error: unknown): DateRuleRefusal | undefined {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 4; depth++) {
    if (cause instanceof DateRuleRefusal) return cause;
    cause = (cause as { originalError?: unknown }).originalError;
  }
  return undefined;
}

/**
 * One log line per operation: name, duration, the upstream calls it made, and the error codes it returned. It is an
 * access line, so `debug`: at `info` a short console session would log thousands. Unexpected errors are logged at
 * `error` and upstream faults at `warn` whatever the level.
 */
function requestLoggingPlugin(): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart({ contextValue }) {
      const started = performance.now();
      return {
        async didEncounterErrors({ errors }) {
          for (const error of errors) {
            const code = error.extensions?.code;
            const original = unwrapResolverError(error);
            if (typeof code === "string" && CLIENT_SAFE_CODES.has(code)) continue;
            contextValue.log.error({ err: original, path: error.path }, "unexpected error while resolving");
          }
        },
        async willSendResponse({ operationName, response, errors }) {
          // Off by default (LOG_LEVEL=info): not even the line's fields are built then.
          if (!contextValue.services.logger.isLevelEnabled("debug")) return;
          const calls = contextValue.upstreamCalls;
          contextValue.log.debug(
            {
              operationName: operationName ?? null,
              durationMs: Math.round(performance.now() - started),
              upstreamCalls: calls.length,
              upstream: calls.map((call) => `${call.method} ${call.path} ${call.outcome} ${call.durationMs}ms`),
              errorCodes: errors?.map((error) => error.extensions?.code) ?? [],
              status: response.http.status ?? 200,
            },
            "graphql operation",
          );
        },
      };
    },
  };
}
