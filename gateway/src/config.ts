/** Gateway settings: environment variables validated with zod, overridable by `startGateway` options. */
import { randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { invalidConfiguration, parseEnvironment, type LogLevel } from "#env-config";
import { forwardingKey, logLevel, port, positiveInt, wholeNumber } from "#env-config";
import { DEFAULT_LOGIN_BUDGETS } from "#login-policy";
import { DEFAULT_MANIFEST_PATH, type TrustedDocumentsMode } from "./trusted-documents";

export { ConfigError } from "#env-config";

const envSchema = z.object({
  NODE_ENV: z.string().trim().min(1).default("development"),
  PORT: port.default(4000),
  // Loopback unless told: a console started to try it (demo accounts and all) is not served to the local network. A
  // deployment sets the address its proxy reaches (0.0.0.0 in a container), as the README's configuration says.
  HOST: z.string().trim().min(1).default("127.0.0.1"),
  VENDOR_API_URL: z
    .url({ protocol: /^https?$/, error: "must be an http(s) URL, e.g. http://127.0.0.1:4001" })
    .default("http://127.0.0.1:4001"),
  // The vendor API's rule too, so a key one part takes the other takes.
  VENDOR_API_FORWARDING_KEY: forwardingKey.optional(),
  UPSTREAM_TIMEOUT_MS: positiveInt(200_000),
  UPSTREAM_TRACE_HEADER: z.string().trim().min(1).default("x-trace-id"),
  UPSTREAM_CONNECTIONS: positiveInt(64),
  UPSTREAM_MAX_PER_PATH: positiveInt(16),
  // Room for a departure going on sale to 500 clerks at once through one gateway (docs/scale-contract.md section 11):
  // a waiting call holds no connection and no place of another path, only its request's memory, so a long queue on
  // one path starves no other; the bound still refuses a hung path's pile-up at once.
  UPSTREAM_QUEUE_PER_PATH: positiveInt(512),
  UPSTREAM_MAX_BODY_BYTES: positiveInt(8 * 1024 * 1024),
  READINESS_TIMEOUT_MS: positiveInt(3000),
  METRICS_PORT: port.optional(),
  // Loopback unless told, as HOST: what a scrape shows (operation names, volumes) is for the operator's Prometheus.
  METRICS_HOST: z.string().trim().min(1).default("127.0.0.1"),
  SESSION_SECRET: z.string().optional(),
  DATA_DIR: z.string().default("./data"),
  LOG_LEVEL: logLevel,
  LOGIN_RATE_LIMIT_PER_USER: positiveInt(DEFAULT_LOGIN_BUDGETS.maxPerUserName),
  LOGIN_RATE_LIMIT_NEW_ADDRESS: positiveInt(DEFAULT_LOGIN_BUDGETS.maxPerUserNameFromCleanAddresses),
  LOGIN_RATE_LIMIT_PER_ADDRESS: positiveInt(DEFAULT_LOGIN_BUDGETS.maxPerAddress),
  LOGIN_RATE_LIMIT_WINDOW_MS: positiveInt(DEFAULT_LOGIN_BUDGETS.windowMs),
  API_TOKEN_RATE_LIMIT: positiveInt(600),
  SUBSCRIPTIONS_PER_CONNECTION: positiveInt(20),
  SUBSCRIPTION_CONNECTIONS_PER_SESSION: positiveInt(10),
  SUBSCRIBE_MESSAGES_PER_SECOND: positiveInt(20),
  SUBSCRIPTION_SEND_QUEUE_BYTES: positiveInt(1024 * 1024),
  TRUST_PROXY: z
    .enum(["true", "false", "1", "0"], { error: "must be true or false" })
    .default("false")
    .transform((value) => value === "true" || value === "1"),
  HSTS_MAX_AGE: wholeNumber(0, Number.MAX_SAFE_INTEGER, "must be a whole number of seconds, 0 or more").default(
    31_536_000,
  ),
  SUPER_ADMIN_TENANT_ID: z.string().trim().min(1).default("1"),
  TRUSTED_DOCUMENTS: z.enum(["any", "only"], { error: "must be any or only" }).default("any"),
  TRUSTED_DOCUMENTS_FILE: z.string().trim().min(1).optional(),
  REDIS_URL: z
    .url({ protocol: /^rediss?$/, error: "must be a redis:// or rediss:// URL, e.g. redis://127.0.0.1:6379" })
    .optional(),
  // One value per process, read by gateway/src/performance/ through `readFastPaths` (the in-place check runs where no
  // gateway's config reaches); checked here too, so a wrong value stops the start among the other problems.
  GATEWAY_FAST_PATHS: z
    .enum(["on", "off"], { error: "must be on or off" })
    .default("on")
    .transform((value) => value === "on"),
});

export interface GatewayConfig {
  nodeEnv: string;
  isProduction: boolean;
  port: number;
  host: string;
  vendorApiUrl: string;
  /**
   * Sent on every vendor API call: proves the client address this gateway names is the gateway's word, and that an
   * API token's data calls belong to a request counted here (docs/login-policy.md). None: the vendor API sees the
   * gateway's own address for every client.
   */
  vendorApiForwardingKey: string | undefined;
  upstreamTimeoutMs: number;
  upstreamTraceHeader: string;
  /**
   * How the gateway shares the vendor API: connections per origin, calls in flight and waiting per upstream path (one
   * hung path holds at most `maxPerPath` connections), the largest JSON answer it reads.
   */
  upstreamLimits: { connections: number; maxPerPath: number; queuePerPath: number; maxBodyBytes: number };
  /** Deadline of the `/readyz` probe of the vendor API. */
  readinessTimeoutMs: number;
  /**
   * The Prometheus metrics' own listener (METRICS_PORT on METRICS_HOST), never the public one (docs/system-contract.md,
   * "Metrics"); undefined: no metrics are kept.
   */
  metrics: { port: number; host: string } | undefined;
  sessionSecret: string;
  /** True when no SESSION_SECRET was given and the development one of DATA_DIR/session-secret is used instead. */
  usesDevSessionSecret: boolean;
  logLevel: LogLevel;
  loginRateLimit: {
    maxPerUserName: number;
    maxPerUserNameFromCleanAddresses: number;
    maxPerAddress: number;
    windowMs: number;
  };
  /** Requests a minute each integrator's API token may make (docs/system-contract.md section 11). */
  apiTokenRateLimit: number;
  /** What one caller may hold of the graphql-ws server (docs/system-contract.md section 13). */
  subscriptionLimits: SubscriptionLimits;
  trustProxy: boolean;
  /**
   * Strict-Transport-Security's max-age in seconds, sent in production on answers to requests that came over HTTPS
   * (through a proxy only when TRUST_PROXY trusts it); 0 tells browsers to forget the rule.
   */
  hstsMaxAge: number;
  superAdminTenantId: string;
  /**
   * `any`: the console's documents by hash and any other document as text; `only`: the console's documents alone
   * (docs/scale-contract.md section 2). `manifestPath`: the console's persisted-documents.json.
   */
  trustedDocuments: { mode: TrustedDocumentsMode; manifestPath: string };
  /** The store several gateways share (docs/scale-contract.md section 5); this process alone without it. */
  redisUrl: string | undefined;
}

export interface SubscriptionLimits {
  /** Subscriptions open at once on one connection. */
  perConnection: number;
  /** Connections this process holds for one session or API token. */
  connectionsPerSession: number;
  /** `subscribe` messages one connection may send in a second. */
  subscribesPerSecond: number;
  /** Bytes waiting to be sent to one socket before its client is taken for one that does not read. */
  sendQueueBytes: number;
}

export interface ConfigOverrides {
  port?: number;
  host?: string;
  vendorApiUrl?: string;
  vendorApiForwardingKey?: string;
  sessionSecret?: string;
  nodeEnv?: string;
  upstreamTimeoutMs?: number;
  logLevel?: string;
  trustedDocuments?: TrustedDocumentsMode;
  trustedDocumentsFile?: string;
  trustProxy?: boolean;
  hstsMaxAge?: number;
  redisUrl?: string;
  apiTokenRateLimit?: number;
  subscriptionLimits?: Partial<SubscriptionLimits>;
  metricsPort?: number;
  metricsHost?: string;
}

/** Whose settings a refusal names. */
const GATEWAY = "gateway";

const MIN_PRODUCTION_SECRET_LENGTH = 32;

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: ConfigOverrides = {}): GatewayConfig {
  const merged = {
    ...env,
    ...definedEntries({
      NODE_ENV: overrides.nodeEnv,
      PORT: overrides.port,
      HOST: overrides.host,
      VENDOR_API_URL: overrides.vendorApiUrl,
      VENDOR_API_FORWARDING_KEY: overrides.vendorApiForwardingKey,
      SESSION_SECRET: overrides.sessionSecret,
      UPSTREAM_TIMEOUT_MS: overrides.upstreamTimeoutMs,
      LOG_LEVEL: overrides.logLevel,
      TRUSTED_DOCUMENTS: overrides.trustedDocuments,
      TRUSTED_DOCUMENTS_FILE: overrides.trustedDocumentsFile,
      REDIS_URL: overrides.redisUrl,
      TRUST_PROXY: overrides.trustProxy === undefined ? undefined : String(overrides.trustProxy),
      HSTS_MAX_AGE: overrides.hstsMaxAge,
      API_TOKEN_RATE_LIMIT: overrides.apiTokenRateLimit,
      SUBSCRIPTIONS_PER_CONNECTION: overrides.subscriptionLimits?.perConnection,
      SUBSCRIPTION_CONNECTIONS_PER_SESSION: overrides.subscriptionLimits?.connectionsPerSession,
      SUBSCRIBE_MESSAGES_PER_SECOND: overrides.subscriptionLimits?.subscribesPerSecond,
      SUBSCRIPTION_SEND_QUEUE_BYTES: overrides.subscriptionLimits?.sendQueueBytes,
      METRICS_PORT: overrides.metricsPort,
      METRICS_HOST: overrides.metricsHost,
    }),
  };
  const values = parseEnvironment(GATEWAY, envSchema, merged);
  if (values.UPSTREAM_MAX_PER_PATH >= values.UPSTREAM_CONNECTIONS) {
    throw invalidConfiguration(GATEWAY, [
      `UPSTREAM_MAX_PER_PATH: must be below UPSTREAM_CONNECTIONS (${values.UPSTREAM_CONNECTIONS}), so one path cannot hold every connection`,
    ]);
  }
  if (values.METRICS_PORT !== undefined && values.METRICS_PORT !== 0 && values.METRICS_PORT === values.PORT) {
    throw invalidConfiguration(GATEWAY, [
      "METRICS_PORT: must not be PORT: the metrics are never served on the public address",
    ]);
  }
  const isProduction = values.NODE_ENV === "production";
  const secret = values.SESSION_SECRET;
  if (isProduction && !secret) {
    throw invalidConfiguration(GATEWAY, [
      `SESSION_SECRET: required when NODE_ENV=production (at least ${MIN_PRODUCTION_SECRET_LENGTH} random characters, e.g. \`openssl rand -base64 48\`)`,
    ]);
  }
  if (isProduction && secret && secret.length < MIN_PRODUCTION_SECRET_LENGTH) {
    throw invalidConfiguration(GATEWAY, [
      `SESSION_SECRET: must be at least ${MIN_PRODUCTION_SECRET_LENGTH} characters in production`,
    ]);
  }

  return {
    nodeEnv: values.NODE_ENV,
    isProduction,
    port: values.PORT,
    host: values.HOST,
    vendorApiUrl: values.VENDOR_API_URL.replace(/\/+$/, ""),
    vendorApiForwardingKey: values.VENDOR_API_FORWARDING_KEY,
    upstreamTimeoutMs: values.UPSTREAM_TIMEOUT_MS,
    upstreamTraceHeader: values.UPSTREAM_TRACE_HEADER.toLowerCase(),
    upstreamLimits: {
      connections: values.UPSTREAM_CONNECTIONS,
      maxPerPath: values.UPSTREAM_MAX_PER_PATH,
      queuePerPath: values.UPSTREAM_QUEUE_PER_PATH,
      maxBodyBytes: values.UPSTREAM_MAX_BODY_BYTES,
    },
    readinessTimeoutMs: values.READINESS_TIMEOUT_MS,
    metrics: values.METRICS_PORT === undefined ? undefined : { port: values.METRICS_PORT, host: values.METRICS_HOST },
    sessionSecret: secret ?? developmentSessionSecret(values.DATA_DIR),
    usesDevSessionSecret: !secret,
    logLevel: values.LOG_LEVEL,
    loginRateLimit: {
      maxPerUserName: values.LOGIN_RATE_LIMIT_PER_USER,
      maxPerUserNameFromCleanAddresses: values.LOGIN_RATE_LIMIT_NEW_ADDRESS,
      maxPerAddress: values.LOGIN_RATE_LIMIT_PER_ADDRESS,
      windowMs: values.LOGIN_RATE_LIMIT_WINDOW_MS,
    },
    apiTokenRateLimit: values.API_TOKEN_RATE_LIMIT,
    subscriptionLimits: {
      perConnection: values.SUBSCRIPTIONS_PER_CONNECTION,
      connectionsPerSession: values.SUBSCRIPTION_CONNECTIONS_PER_SESSION,
      subscribesPerSecond: values.SUBSCRIBE_MESSAGES_PER_SECOND,
      sendQueueBytes: values.SUBSCRIPTION_SEND_QUEUE_BYTES,
    },
    trustProxy: values.TRUST_PROXY,
    hstsMaxAge: values.HSTS_MAX_AGE,
    superAdminTenantId: values.SUPER_ADMIN_TENANT_ID,
    trustedDocuments: {
      mode: values.TRUSTED_DOCUMENTS,
      manifestPath: values.TRUSTED_DOCUMENTS_FILE ?? DEFAULT_MANIFEST_PATH,
    },
    redisUrl: values.REDIS_URL,
  };
}

/** GATEWAY_FAST_PATHS: whether the performance tricks run (docs/scale-contract.md section 4); on unless `off`. */
export function readFastPaths(env: NodeJS.ProcessEnv): boolean {
  return parseEnvironment(GATEWAY, envSchema.pick({ GATEWAY_FAST_PATHS: true }), env).GATEWAY_FAST_PATHS;
}

/**
 * Outside production without SESSION_SECRET: a random secret made on the first start and kept in DATA_DIR (mode 0600,
 * in a folder made 0700: the data folder is private, docs/system-contract.md), so sessions survive restarts and no two
 * installations share a key that anyone could read in the source. Where DATA_DIR cannot be written, a secret of this
 * process alone (sessions end with it).
 */
function developmentSessionSecret(dataDir: string): string {
  const file = path.join(dataDir, "session-secret");
  try {
    const kept = readFileSync(file, "utf8").trim();
    if (kept.length >= MIN_PRODUCTION_SECRET_LENGTH) {
      keepPrivate(file);
      return kept;
    }
  } catch {
    // Not made yet: made below.
  }
  const secret = randomBytes(48).toString("base64url");
  try {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: "w" });
    // `mode` applies to a file it creates; one left by an older version keeps its own.
    keepPrivate(file);
  } catch {
    // A read-only folder: the secret lives as long as this process.
  }
  return secret;
}

/**
 * A kept secret that others could read (an older version's, another umask's) is made the owner's alone; one this
 * process may not change (another account's file) is still used, as a read-only folder's would be.
 */
function keepPrivate(file: string): void {
  try {
    if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  } catch {
    // Not this account's file: nothing to do from here.
  }
}

function definedEntries(values: Record<string, string | number | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, String(value)]),
  );
}
