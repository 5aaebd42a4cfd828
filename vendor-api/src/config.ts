/**
 * The vendor API's settings: environment variables only (vendor-api/README.md), each validated by one rule here
 * whichever command reads it, so a bad value is refused at start with the variable's name, before any work begins.
 */
import { isIP } from "node:net";
import { z } from "zod";
import { invalidConfiguration, parseEnvironment, type LogLevel } from "#env-config";
import { forwardingKey, logLevel, port, positiveInt } from "#env-config";
import { DEFAULT_LOGIN_BUDGETS, type LoginBudgets } from "#login-policy";
import { tracingRequested } from "#tracing";

export { ConfigError } from "#env-config";

/** A key of the secrets at rest: 32 bytes in base64 (`openssl rand -base64 32`). */
const secretsKey = z
  .string()
  .refine(
    (value) => Buffer.from(value.trim(), "base64").length === 32,
    "must be 32 bytes in base64 (openssl rand -base64 32)",
  );

/**
 * The peers a forwarded client address is taken from, once the request proves it comes from the gateway (the
 * forwarding key, security/forwarding.ts): the gateway beside it (`npm start` embeds both in one process).
 */
export const TRUST_LOOPBACK = "loopback";

/**
 * The peers (the gateway, a proxy between it and the vendor API) whose X-Forwarded-For names the client on a request
 * that carries the forwarding key (docs/login-policy.md): `true`, `false`, or addresses, CIDR ranges and the names
 * loopback, linklocal, uniquelocal, comma-separated. Without the key no peer is believed.
 */
const PROXY_RANGE_NAMES = ["loopback", "linklocal", "uniquelocal"];

function isProxyEntry(entry: string): boolean {
  const [address, bits, extra] = entry.trim().split("/");
  if (PROXY_RANGE_NAMES.includes(address)) return bits === undefined;
  const family = isIP(address);
  if (!family || extra !== undefined) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
}

/** Requests a minute per API token, the gateway's own setting (docs/system-contract.md section 11). */
export const DEFAULT_API_TOKEN_RATE_LIMIT = 600;

/**
 * Every variable a running vendor API reads. VENDOR_API_PORT wins over PORT so that `serve` can run beside the
 * gateway's PORT. The login budgets and the API token rate limit are the gateway's own variables, so that one setting
 * gives both the same budgets; so is the forwarding key, which both must hold.
 */
const serverEnvironment = z.object({
  VENDOR_API_PORT: port.optional(),
  PORT: port.optional(),
  HOST: z.string().default("127.0.0.1"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional(),
  LOG_LEVEL: logLevel,
  SESSION_TTL_MINUTES: positiveInt(720),
  VENDOR_API_ADMIN_KEY: z.string().min(16, "must be at least 16 characters").optional(),
  SECRETS_KEY: secretsKey.optional(),
  SECRETS_KEY_PREVIOUS: secretsKey.optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional(),
  SMTP_FROM: z.string().min(3, "must be a sender address").default("Vendor console <no-reply@localhost>"),
  NODE_ENV: z.string().optional(),
  WEBHOOK_ALLOW_LOOPBACK: z
    .enum(["true", "false"], { error: "must be true or false" })
    .default("false")
    .transform((value) => value === "true"),
  DEMO_TODAY: z
    .string()
    .refine((value) => !Number.isNaN(Date.parse(value)), "must be a date (YYYY-MM-DD) or an ISO 8601 time")
    .transform((value) => new Date(value))
    .optional(),
  LOGIN_RATE_LIMIT_PER_USER: positiveInt(DEFAULT_LOGIN_BUDGETS.maxPerUserName),
  LOGIN_RATE_LIMIT_NEW_ADDRESS: positiveInt(DEFAULT_LOGIN_BUDGETS.maxPerUserNameFromCleanAddresses),
  LOGIN_RATE_LIMIT_PER_ADDRESS: positiveInt(DEFAULT_LOGIN_BUDGETS.maxPerAddress),
  LOGIN_RATE_LIMIT_WINDOW_MS: positiveInt(DEFAULT_LOGIN_BUDGETS.windowMs),
  VENDOR_API_TRUST_PROXY: z
    .string()
    .trim()
    .default(TRUST_LOOPBACK)
    .refine(
      (value) => ["true", "false"].includes(value) || value.split(",").every(isProxyEntry),
      "must be true, false, or addresses, CIDR ranges, loopback, linklocal, uniquelocal (comma-separated)",
    )
    .transform((value) => (value === "true" ? true : value === "false" ? false : value)),
  VENDOR_API_FORWARDING_KEY: forwardingKey.optional(),
  API_TOKEN_RATE_LIMIT: positiveInt(DEFAULT_API_TOKEN_RATE_LIMIT),
  VENDOR_API_METRICS_PORT: port.optional(),
  VENDOR_API_METRICS_HOST: z.string().trim().min(1).default("127.0.0.1"),
  VENDOR_API_FAST_PATHS: z.enum(["on", "off"], { error: "must be on or off" }).default("on"),
});

/**
 * What reaches a running vendor API from outside it: `npm start`, which wraps the one VENDOR_API_URL names instead of
 * embedding its own, and the commands that call it (auth-code, create-tenant, pay-statement), which run beside
 * `npm start` and so read its variables: the console (the links they print) is on the gateway's PORT.
 */
const callerEnvironment = serverEnvironment
  .pick({ VENDOR_API_PORT: true, PORT: true, VENDOR_API_ADMIN_KEY: true, DATA_DIR: true })
  .extend({
    VENDOR_API_URL: z
      .url({ protocol: /^https?$/, error: "must be an http(s) URL, e.g. http://127.0.0.1:4001" })
      .optional(),
  });

/** Whose settings a refusal names. */
const VENDOR_API = "vendor API";

const parse = <S extends z.ZodType>(schema: S, environment: NodeJS.ProcessEnv): z.infer<S> =>
  parseEnvironment(VENDOR_API, schema, environment);

export interface MailSettings {
  smtpUrl: string | undefined;
  smtpFrom: string;
  development: boolean;
}

export interface VendorApiConfig {
  port: number;
  host: string;
  /** PGlite's files (memory:// keeps them in memory) and the key files admin-key and secrets-key. */
  dataDir: string;
  /** PostgreSQL instead of PGlite. */
  databaseUrl: string | undefined;
  logLevel: LogLevel;
  sessionTtlMinutes: number;
  /** Undefined: the key in DATA_DIR/admin-key (security/admin-key.ts). */
  adminKey: string | undefined;
  /** Undefined: the key in DATA_DIR/secrets-key (security/secrets.ts). */
  secretsKey: string | undefined;
  secretsKeyPrevious: string | undefined;
  loginBudgets: LoginBudgets;
  /** Fastify's trustProxy, applied only to requests that carry `forwardingKey`. */
  trustProxy: boolean | string;
  /** The key the gateway proves itself with (VENDOR_API_FORWARDING_KEY); without one, no forwarded address is taken. */
  forwardingKey: string | undefined;
  /** Requests a minute per API token (API_TOKEN_RATE_LIMIT). */
  apiTokenRateLimit: number;
  /**
   * The Prometheus metrics' own listener (VENDOR_API_METRICS_PORT, on VENDOR_API_METRICS_HOST, loopback unless told):
   * never the API's address, which callers reach (docs/system-contract.md, "Metrics"); none: no metrics are kept.
   */
  metricsPort: number | undefined;
  metricsHost: string;
  /**
   * OpenTelemetry traces to an OTLP collector: the standard variables ask for them (OTEL_TRACES_EXPORTER=otlp or an
   * OTLP endpoint; docs/system-contract.md, "Tracing"); the exporter reads its own variables.
   */
  traces: boolean;
  /**
   * E-mail delivery: through `smtpUrl`; without one, outside production (`development`), each message is written in
   * full to the terminal instead (docs/system-contract.md section 10); in production without one, mail stays
   * queued and the start says so.
   */
  mail: MailSettings;
  /** NODE_ENV=production: webhooks only to https and public addresses (docs/system-contract.md section 12). */
  production: boolean;
  /**
   * WEBHOOK_ALLOW_LOOPBACK, outside production only: webhooks may also go to a loopback address (a receiver on the
   * developer's machine); every other address that is not public stays refused (modules/webhook/address-guard.ts).
   */
  webhookLoopback: boolean;
  /**
   * The day the demo data, created on an empty database, ends on (seed/calendar.ts): DEMO_TODAY, else the first
   * start's own time.
   */
  demoToday: Date;
  /**
   * VENDOR_API_FAST_PATHS: whether the speed tricks run (docs/scale-contract.md section 4, "The vendor API's fast
   * paths"); off, each gives way to the plain way, with the same answers.
   */
  fastPaths: boolean;
}

/**
 * The settings of a vendor API that runs here. `serve` listens on VENDOR_API_PORT, else PORT, on HOST; `embedded`
 * (in `npm start`, where PORT and HOST are the gateway's) on VENDOR_API_PORT, on loopback only.
 */
export function loadConfig(
  environment: NodeJS.ProcessEnv = process.env,
  { embedded = false }: { embedded?: boolean } = {},
): VendorApiConfig {
  const env = parse(serverEnvironment, environment);
  const production = env.NODE_ENV === "production";
  // A production vendor API reaching its own machine through a webhook is what the address rule exists to prevent.
  if (production && env.WEBHOOK_ALLOW_LOOPBACK)
    throw invalidConfiguration(VENDOR_API, ["WEBHOOK_ALLOW_LOOPBACK: must not be true when NODE_ENV=production"]);
  const apiPort = env.VENDOR_API_PORT ?? (embedded ? undefined : env.PORT) ?? 4001;
  if (env.VENDOR_API_METRICS_PORT && env.VENDOR_API_METRICS_PORT === apiPort)
    throw invalidConfiguration(VENDOR_API, [
      "VENDOR_API_METRICS_PORT: must not be the API's port: the metrics are never served on the API's address",
    ]);
  return {
    port: apiPort,
    host: embedded ? "127.0.0.1" : env.HOST,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    logLevel: env.LOG_LEVEL,
    sessionTtlMinutes: env.SESSION_TTL_MINUTES,
    adminKey: env.VENDOR_API_ADMIN_KEY,
    secretsKey: env.SECRETS_KEY,
    secretsKeyPrevious: env.SECRETS_KEY_PREVIOUS,
    loginBudgets: {
      maxPerUserName: env.LOGIN_RATE_LIMIT_PER_USER,
      maxPerUserNameFromCleanAddresses: env.LOGIN_RATE_LIMIT_NEW_ADDRESS,
      maxPerAddress: env.LOGIN_RATE_LIMIT_PER_ADDRESS,
      windowMs: env.LOGIN_RATE_LIMIT_WINDOW_MS,
    },
    trustProxy: env.VENDOR_API_TRUST_PROXY,
    forwardingKey: env.VENDOR_API_FORWARDING_KEY,
    apiTokenRateLimit: env.API_TOKEN_RATE_LIMIT,
    metricsPort: env.VENDOR_API_METRICS_PORT,
    metricsHost: env.VENDOR_API_METRICS_HOST,
    traces: tracingRequested(environment),
    mail: {
      smtpUrl: env.SMTP_URL,
      smtpFrom: env.SMTP_FROM,
      development: !env.SMTP_URL && env.NODE_ENV !== "production",
    },
    production,
    webhookLoopback: env.WEBHOOK_ALLOW_LOOPBACK,
    demoToday: env.DEMO_TODAY ?? new Date(),
    fastPaths: env.VENDOR_API_FAST_PATHS === "on",
  };
}

/** VENDOR_API_URL: a vendor API that runs elsewhere, which `npm start` wraps instead of embedding this one. */
export function remoteVendorApiUrl(environment: NodeJS.ProcessEnv = process.env): string | undefined {
  return parse(callerEnvironment.pick({ VENDOR_API_URL: true }), environment).VENDOR_API_URL?.replace(/\/+$/, "");
}

/** Where the CLI's commands find the running vendor API: VENDOR_API_URL, else the one `npm start` embeds. */
export function callerConfig(environment: NodeJS.ProcessEnv = process.env) {
  const env = parse(callerEnvironment, environment);
  return {
    vendorApiUrl: remoteVendorApiUrl(environment) ?? `http://127.0.0.1:${env.VENDOR_API_PORT ?? 4001}`,
    consoleUrl: `http://localhost:${env.PORT ?? 4000}`,
    adminKey: env.VENDOR_API_ADMIN_KEY,
    dataDir: env.DATA_DIR,
  };
}
