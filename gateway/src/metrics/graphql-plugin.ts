/**
 * Counts and times each GraphQL operation answered over HTTP by its name (registry.ts), with its outcome, and the
 * refusals the gateway decides itself: its login limiter, its API token limit, a session token it cannot open.
 */
import type { ApolloServerPlugin } from "@apollo/server";
import type { GraphQLError } from "graphql";
import type { GatewayContext } from "../context";
import { CLIENT_SAFE_CODES, ErrorCode } from "../errors";
import type { GatewayMetrics, Outcome } from "./registry";

/** Client-safe codes that still mean the system failed the request, not the client. */
const SYSTEM_CODES: ReadonlySet<unknown> = new Set([ErrorCode.UPSTREAM_SYSTEM_ERROR, ErrorCode.UPSTREAM_UNAVAILABLE]);

export function metricsPlugin(metrics: GatewayMetrics): ApolloServerPlugin<GatewayContext> {
  return {
    // Over its API token's budget, a request is refused while its context is made (context.ts): no operation runs.
    async contextCreationDidFail({ error }) {
      if (refusalOf(error as GraphQLError) === "api_token_rate_limited") metrics.authRefusal("api_token_rate_limited");
    },
    async requestDidStart() {
      const started = performance.now();
      return {
        async willSendResponse({ operationName, request, errors }) {
          const series = metrics.operation(operationName ?? request.operationName);
          series.counted[errors ? outcomeOf(errors, metrics) : "ok"].inc();
          series.timed.observe((performance.now() - started) / 1000);
        },
      };
    },
  };
}

/** The request's outcome from its errors; each refusal the gateway decided is counted once per request. */
function outcomeOf(errors: readonly GraphQLError[], metrics: GatewayMetrics): Outcome {
  let outcome: Outcome = "refused";
  let throttled = false;
  let unauthenticated = false;
  for (const error of errors) {
    const code = error.extensions?.code;
    if (!CLIENT_SAFE_CODES.has(code as string) || SYSTEM_CODES.has(code)) outcome = "failed";
    const refusal = refusalOf(error);
    if (refusal === "login_throttled") throttled = true;
    if (refusal === "unauthenticated") unauthenticated = true;
  }
  if (throttled) metrics.authRefusal("login_throttled");
  if (unauthenticated) metrics.authRefusal("unauthenticated");
  return outcome;
}

/**
 * A refusal of the gateway's own: one without `upstreamCode` (the vendor API's are mapped with it, rest/error-mapping.ts).
 * RATE_LIMITED with HTTP 429 is an API token's budget; without, the login limiter (errors.ts).
 */
function refusalOf(error: GraphQLError) {
  const extensions = error.extensions ?? {};
  if (extensions.upstreamCode !== undefined) return undefined;
  if (extensions.code === ErrorCode.UNAUTHENTICATED) return "unauthenticated";
  if (extensions.code !== ErrorCode.RATE_LIMITED) return undefined;
  const http = extensions.http as { status?: number } | undefined;
  return http?.status === 429 ? "api_token_rate_limited" : "login_throttled";
}
