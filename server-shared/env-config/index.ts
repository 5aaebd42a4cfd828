/**
 * The rules both servers read their environment by (gateway/src/config.ts, vendor-api/src/config.ts), imported as
 * `#env-config`: a blank variable is unset, every refusal names the variable, and one wording says what is wrong, so
 * an operator reads the gateway's and the vendor API's refusals alike. Each server keeps its own variables and
 * defaults; what a value of either must be is written here once.
 */
import { z } from "zod";

export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** LOG_LEVEL: pino's levels, `info` unless told. */
export const logLevel = z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(", ")}` }).default("info");

/** A whole number from `min` to `max`; `message` says what it must be, whichever way a value misses. */
export const wholeNumber = (min: number, max: number, message: string) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);

/** A TCP port; 0 asks the system for a free one. */
export const port = wholeNumber(0, 65535, "must be a port number from 0 to 65535");

/** A count, a size or a time above 0, with the server's default. */
export const positiveInt = (fallback: number) =>
  wholeNumber(1, Number.MAX_SAFE_INTEGER, "must be a whole number above 0").default(fallback);

/**
 * VENDOR_API_FORWARDING_KEY, which both servers hold (docs/login-policy.md): the gateway's proof that it forwards a
 * client address, a long random string that travels in an HTTP header.
 */
export const forwardingKey = z
  .string()
  .trim()
  .min(32, "must be at least 32 characters (openssl rand -base64 32)")
  .regex(/^[\x21-\x7e]+$/, "must be printable ASCII without spaces (it travels in an HTTP header)");

/** A setting refused at start: the message lists every problem, one line a variable. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ConfigError";
  }
}

/** `server` names whose settings they are ("gateway", "vendor API"); each problem reads `VARIABLE: must be …`. */
export const invalidConfiguration = (server: string, problems: string[]): ConfigError =>
  new ConfigError(`Invalid ${server} configuration:\n${problems.map((problem) => `  ${problem}`).join("\n")}`);

/**
 * The variables `schema` reads, checked all at once. A blank variable (`PORT=` in a .env file) is not set: it takes
 * the default.
 */
export function parseEnvironment<S extends z.ZodType>(
  server: string,
  schema: S,
  environment: Record<string, string | undefined>,
): z.infer<S> {
  const given = Object.entries(environment).filter(([, value]) => value?.trim());
  const parsed = schema.safeParse(Object.fromEntries(given));
  if (parsed.success) return parsed.data;
  throw invalidConfiguration(
    server,
    parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`),
  );
}

/**
 * SHUTDOWN_DRAIN_MS, read by both servers' entries (`npm run vendor-api -- serve`, `npm start`): how long a server
 * keeps serving after SIGTERM while its /readyz answers 503 "draining", so that a proxy checking it sees it leave and
 * sends it nothing new before it stops listening (docs/system-contract.md, "Production topology"). 0 (the default):
 * stop at once, as a developer's Ctrl-C wants. Requests in flight are always finished before the process ends.
 */
export function shutdownDrainMs(server: string, environment: Record<string, string | undefined>): number {
  const schema = z.object({
    SHUTDOWN_DRAIN_MS: wholeNumber(0, 600_000, "must be a whole number of ms from 0 to 600000").default(0),
  });
  return parseEnvironment(server, schema, { SHUTDOWN_DRAIN_MS: environment.SHUTDOWN_DRAIN_MS }).SHUTDOWN_DRAIN_MS;
}
