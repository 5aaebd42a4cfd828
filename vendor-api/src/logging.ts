import type { FastifyError } from "fastify";
import type { LoggerOptions } from "pino";
import { REDACTED_PATHS, REDACTION_CENSOR } from "#log-redaction";

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
    redact: { paths: REDACTED_PATHS, censor: REDACTION_CENSOR },
    serializers: { err: serializeError },
  };
}
