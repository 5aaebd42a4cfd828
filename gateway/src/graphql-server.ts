/** The Apollo Server: schema, production hardening, graphql-armor limits, error masking and request logging. */
import { ApolloServer, type ApolloServerPlugin } from "@apollo/server";
import { ApolloServerPluginLandingPageDisabled } from "@apollo/server/plugin/disabled";
import { ApolloServerPluginLandingPageLocalDefault } from "@apollo/server/plugin/landingPage/default";
import { unwrapResolverError } from "@apollo/server/errors";
import { ApolloArmor } from "@escape.tech/graphql-armor";
import { GraphQLError, type GraphQLFormattedError, type GraphQLSchema } from "graphql";
import type { GatewayConfig } from "./config";
import type { GatewayContext } from "./context";
import { CLIENT_SAFE_CODES } from "./errors";

/** Query-shape limits: generous for the console's largest documents, tight enough to stop abusive ones. */
export const QUERY_LIMITS = { maxDepth: 10, maxCost: 5000, maxAliases: 15, maxTokens: 2000, maxDirectives: 20 };

export function createApolloServer(
  schema: GraphQLSchema,
  config: GatewayConfig,
  extraPlugins: ApolloServerPlugin<GatewayContext>[] = [],
): ApolloServer<GatewayContext> {
  const production = config.isProduction;
  const armor = new ApolloArmor({
    maxDepth: { n: QUERY_LIMITS.maxDepth, ignoreIntrospection: true },
    costLimit: { maxCost: QUERY_LIMITS.maxCost, ignoreIntrospection: true },
    maxAliases: { n: QUERY_LIMITS.maxAliases },
    maxTokens: { n: QUERY_LIMITS.maxTokens },
    maxDirectives: { n: QUERY_LIMITS.maxDirectives },
    // "Did you mean …" would describe the schema to someone who may not introspect it.
    blockFieldSuggestion: { enabled: production },
  }).protect();

  return new ApolloServer<GatewayContext>({
    schema,
    csrfPrevention: true,
    introspection: !production,
    hideSchemaDetailsFromClientErrors: production,
    includeStacktraceInErrorResponses: !production,
    allowBatchedHttpRequests: false,
    validationRules: armor.validationRules,
    formatError: (formatted, error) => formatError(formatted, error, production),
    plugins: [
      ...armor.plugins,
      production ? ApolloServerPluginLandingPageDisabled() : ApolloServerPluginLandingPageLocalDefault({ embed: true }),
      requestLoggingPlugin(),
      ...extraPlugins,
    ],
  });
}

/**
 * Known gateway errors pass through. Anything else is a bug or an unexpected failure: outside production the
 * message helps debugging; in production clients get a generic message (the details are in the logs).
 */
export function formatError(
  formatted: GraphQLFormattedError,
  error: unknown,
  production: boolean,
): GraphQLFormattedError {
  const code = formatted.extensions?.code;
  const known = typeof code === "string" && CLIENT_SAFE_CODES.has(code);
  if (known || !production) return formatted;
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
