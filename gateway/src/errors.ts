import { GraphQLError } from "graphql";

/** Every `extensions.code` the gateway emits (ARCHITECTURE.md error table, contract section 4). */
export const ErrorCode = {
  UPSTREAM_SYSTEM_ERROR: "UPSTREAM_SYSTEM_ERROR",
  STALE_DATA: "STALE_DATA",
  UNAUTHENTICATED: "UNAUTHENTICATED",
  CHANNEL_NOT_FOUND: "CHANNEL_NOT_FOUND",
  UPSTREAM_ERROR: "UPSTREAM_ERROR",
  UPSTREAM_UNAVAILABLE: "UPSTREAM_UNAVAILABLE",
  BAD_USER_INPUT: "BAD_USER_INPUT",
  FORBIDDEN: "FORBIDDEN",
  RATE_LIMITED: "RATE_LIMITED",
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Codes whose messages were written for clients and may be shown as they are, even in production. */
export const CLIENT_SAFE_CODES: ReadonlySet<string> = new Set([
  ...Object.values(ErrorCode),
  // Apollo's own request errors: their messages describe the client's request, not the server.
  "GRAPHQL_PARSE_FAILED",
  "GRAPHQL_VALIDATION_FAILED",
  "BAD_REQUEST",
  "PERSISTED_QUERY_NOT_FOUND",
  "PERSISTED_QUERY_NOT_SUPPORTED",
  "OPERATION_RESOLUTION_FAILURE",
]);

export function gatewayError(code: ErrorCode, message: string, extensions: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { ...extensions, code } });
}

/** A rule failure: `fields` maps each input field to its seed message; the error message is the first of them. */
export function badUserInput(fields: Record<string, string>, upstreamCode?: number): GraphQLError {
  const message = Object.values(fields)[0] ?? "Invalid input";
  return gatewayError(ErrorCode.BAD_USER_INPUT, message, {
    fields,
    ...(upstreamCode === undefined ? {} : { upstreamCode }),
  });
}

export const unauthenticated = (message = "Not logged in, please login.") =>
  gatewayError(ErrorCode.UNAUTHENTICATED, message);
