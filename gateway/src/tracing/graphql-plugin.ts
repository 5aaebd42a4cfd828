/**
 * Names the request's server span by its GraphQL operation (`query OrderList`) once Apollo has chosen it, and marks the
 * span failed when the answer carries a system error (docs/system-contract.md, "Tracing"). The span itself is the
 * HTTP request's (#tracing `registerRequestSpans`), so the upstream calls made while the context is built are in it.
 */
import type { ApolloServerPlugin } from "@apollo/server";
import { SpanStatusCode, trace } from "@opentelemetry/api";
import type { Tracing } from "#tracing";
import type { GatewayContext } from "../context";
import { CLIENT_SAFE_CODES, ErrorCode } from "../errors";

const SYSTEM_CODES: ReadonlySet<unknown> = new Set([ErrorCode.UPSTREAM_SYSTEM_ERROR, ErrorCode.UPSTREAM_UNAVAILABLE]);

export function tracingPlugin(tracing: Tracing): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      const context = tracing.active();
      const span = context && trace.getSpan(context);
      if (!span) return;
      return {
        async didResolveOperation({ operation, operationName }) {
          const name = operationName ?? "anonymous";
          const type = operation?.operation ?? "query";
          span.updateName(`${type} ${name}`);
          span.setAttributes({ "graphql.operation.type": type, "graphql.operation.name": name });
        },
        async willSendResponse({ errors }) {
          if (!errors) return;
          const codes = errors.map((error) => String(error.extensions?.code ?? "INTERNAL_SERVER_ERROR"));
          span.setAttribute("graphql.error.codes", codes);
          if (codes.some((code) => !CLIENT_SAFE_CODES.has(code) || SYSTEM_CODES.has(code)))
            span.setStatus({ code: SpanStatusCode.ERROR });
        },
      };
    },
  };
}
