import { GraphQLError } from "graphql";
import { PROTOCOL_CODES, messageOf, toFieldList, type FieldFailure, type FieldFailures } from "#rules";

/** Every `extensions.code` the gateway emits (docs/foundation-contract.md section 4). */
export const ErrorCode = {
  UPSTREAM_SYSTEM_ERROR: "UPSTREAM_SYSTEM_ERROR",
  STALE_DATA: "STALE_DATA",
  UNAUTHENTICATED: "UNAUTHENTICATED",
  CHANNEL_NOT_FOUND: "CHANNEL_NOT_FOUND",
  UPSTREAM_ERROR: "UPSTREAM_ERROR",
  UPSTREAM_UNAVAILABLE: "UPSTREAM_UNAVAILABLE",
  BAD_USER_INPUT: "BAD_USER_INPUT",
  FORBIDDEN: "FORBIDDEN",
  PASSWORD_CHANGE_REQUIRED: "PASSWORD_CHANGE_REQUIRED",
  TWO_FACTOR_REQUIRED: "TWO_FACTOR_REQUIRED",
  TWO_FACTOR_ENROLMENT_REQUIRED: "TWO_FACTOR_ENROLMENT_REQUIRED",
  RATE_LIMITED: "RATE_LIMITED",
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** The catalogue's text for a system error (10000–19999), all a production client is told besides the trace id. */
export const SYSTEM_ERROR_MESSAGE = PROTOCOL_CODES.systemError.msg;

/** Codes whose messages were written for clients and may be shown as they are, even in production. */
export const CLIENT_SAFE_CODES: ReadonlySet<string> = new Set([
  ...Object.values(ErrorCode),
  // Apollo's own request errors: their messages describe the client's request, not the server.
  "GRAPHQL_PARSE_FAILED",
  "GRAPHQL_VALIDATION_FAILED",
  "BAD_REQUEST",
  "PERSISTED_QUERY_NOT_FOUND",
  "PERSISTED_QUERY_NOT_SUPPORTED",
]);

export function gatewayError(code: ErrorCode, message: string, extensions: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { ...extensions, code } });
}

/** A clear error when Redis cannot answer: logins and authenticated requests are refused rather than unchecked. */
export const sharedStateUnavailable = () =>
  gatewayError(
    ErrorCode.UPSTREAM_UNAVAILABLE,
    "The gateway cannot reach its shared state (Redis); try again shortly.",
    {
      fault: "shared-state",
    },
  );

/** Too many failed logins (docs/login-policy.md), here or at the vendor API (its 21429). */
export function rateLimited(retryAfterMs: number, extensions: Record<string, unknown> = {}): GraphQLError {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return gatewayError(
    ErrorCode.RATE_LIMITED,
    `Too many failed login attempts, please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    { ...extensions, retryAfterSeconds: Math.ceil(retryAfterMs / 1000) },
  );
}

/**
 * Over an API token's budget of requests a minute, the gateway's own (auth/api-token.ts) or the vendor API's (21431):
 * HTTP 429 with Retry-After, `RATE_LIMITED` with `retryAfterSeconds`.
 */
export function apiTokenRateLimited(retryAfterMs: number, extensions: Record<string, unknown> = {}) {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return gatewayError(
    ErrorCode.RATE_LIMITED,
    `Too many requests with this API token, please try again in ${seconds} second${seconds === 1 ? "" : "s"}.`,
    {
      ...extensions,
      retryAfterSeconds: seconds,
      http: { status: 429, headers: new Map([["retry-after", String(seconds)]]) },
    },
  );
}

/**
 * Rule failures (docs/rules.md): `extensions.fields` lists `{field, rule, params, message}` — `rule` and `params` for
 * clients that word the message themselves, `message` in English; the error's message is the first field's.
 */
export function badUserInput(failures: FieldFailures | readonly FieldFailure[], upstreamCode?: number): GraphQLError {
  const list = Array.isArray(failures) ? failures : toFieldList(failures as FieldFailures);
  const fields = list.map(({ field, rule, params, message }: FieldFailure & { message?: string }) => ({
    field,
    rule,
    params: params ?? {},
    message: message ?? messageOf({ rule, params }),
  }));
  return gatewayError(ErrorCode.BAD_USER_INPUT, fields[0]?.message ?? "Invalid input", {
    fields,
    ...(upstreamCode === undefined ? {} : { upstreamCode }),
  });
}

export const unauthenticated = (message = "Not logged in, please login.") =>
  gatewayError(ErrorCode.UNAUTHENTICATED, message);
