/**
 * Whether an error means the database could not be reached at all (a PostgreSQL restart, a failover, a refused or
 * cut connection), as opposed to a statement that failed: the former is answered 503 with code 10503 and leaves the
 * process serving, so it recovers by itself once the database is back (docs/system-contract.md, "Production
 * topology"). Drivers wrap the cause (drizzle's DrizzleQueryError), so the whole `cause` chain is read.
 */

/** SQLSTATE class 08 (connection exception) and the shutdown / start-up states of class 57. */
const UNAVAILABLE_STATES = /^(08...|57P01|57P02|57P03)$/;
const UNAVAILABLE_ERRNOS = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "ENOTFOUND", "EAI_AGAIN"]);
/** node-postgres says these in words only, without a code. */
const UNAVAILABLE_MESSAGES =
  /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect)/;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 8; depth++) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === "string" && (UNAVAILABLE_STATES.test(code) || UNAVAILABLE_ERRNOS.has(code))) return true;
    if (typeof message === "string" && UNAVAILABLE_MESSAGES.test(message)) return true;
    if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailable)) return true;
    current = cause;
  }
  return false;
}

/** The innermost cause's message: the driver's words, never the failed statement or its parameters. */
export function rootMessage(error: unknown): string {
  let current = error as { message?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; current?.cause && depth < 8; depth++) current = current.cause as typeof current;
  return typeof current?.message === "string" ? current.message : String(current);
}
