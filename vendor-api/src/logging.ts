import type { FastifyError } from "fastify";
import type { LoggerOptions } from "pino";

/** Header and body fields that carry secrets; pino replaces them wherever they appear in a log line. */
const REDACTED_PATHS = [
  "req.headers.operatortoken",
  "req.headers.authorization",
  'req.headers["x-admin-key"]',
  // The gateway's proof (security/forwarding.ts), removed from the request before any handler; named here besides.
  'req.headers["x-forwarding-key"]',
  "*.password",
  "*.newPassword",
  "*.operatorToken",
  // An API token's secret in `/vendor/api-token/session`'s body and `/api-token/add`'s answer.
  "*.token",
  "*.authCode",
  "*.transactionKey",
  "*.sourcePin",
  "*.signature",
  "*.clientSecret",
  "*.tin",
  "*.routingNumber",
  "*.accountNumber",
  "*.secret",
  "*.otpauthUri",
  "*.challenge",
  "*.recoveryCodes",
];

/**
 * drizzle wraps database errors with the query's parameters in the message, and those can be password hashes or
 * gateway secrets: keep the SQL and the driver's own message, drop the parameters.
 */
function serializeError(error: FastifyError & { query?: string }) {
  if (typeof error.query === "string") {
    const cause = error.cause instanceof Error ? (error.cause as Error & { code?: string }) : undefined;
    const message = cause?.message ?? "database query failed";
    return { type: error.name, message, stack: cause?.stack ?? "", code: cause?.code, query: error.query };
  }
  return { type: error.name, message: error.message, stack: error.stack ?? "", code: error.code };
}

export function loggerOptions(level = "info"): LoggerOptions {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
    serializers: { err: serializeError },
  };
}
