import { isIP } from "node:net";
import { z } from "zod";
import { DEFAULT_LOGIN_BUDGETS, type LoginBudgets } from "#login-policy";

const port = z.coerce.number().int().min(0).max(65535);
const optionalText = z
  .string()
  .optional()
  .transform((value) => (value ? value : undefined));

/** A key of the secrets at rest: 32 bytes in base64 (`openssl rand -base64 32`). */
const secretsKey = z
  .string()
  .refine(
    (value) => Buffer.from(value.trim(), "base64").length === 32,
    "must be 32 bytes in base64 (openssl rand -base64 32)",
  );

/** Environment of `vendor-api serve`; VENDOR_API_PORT wins over PORT so it can run beside the gateway's PORT. */
const serveEnvironment = z.object({
  VENDOR_API_PORT: port.optional(),
  PORT: port.optional(),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
      .optional(),
  ),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SESSION_TTL_MINUTES: z.coerce.number().int().positive().optional(),
  VENDOR_API_ADMIN_KEY: optionalText.pipe(z.string().min(16, "must be at least 16 characters").optional()),
  SECRETS_KEY: optionalText.pipe(secretsKey.optional()),
  SECRETS_KEY_PREVIOUS: optionalText.pipe(secretsKey.optional()),
});

const mailEnvironment = z.object({
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
      .optional(),
  ),
  SMTP_FROM: z.string().min(3).default("Vendor console <no-reply@localhost>"),
});

/**
 * `auth-code` runs beside `npm start`, so it reads the same variables: VENDOR_API_URL, else the embedded vendor API on
 * VENDOR_API_PORT; the console (the printed link) on the gateway's PORT; the key file in DATA_DIR.
 */
const authCodeEnvironment = z.object({
  VENDOR_API_URL: optionalText.pipe(z.url().optional()),
  VENDOR_API_PORT: port.default(4001),
  PORT: port.default(4000),
  VENDOR_API_ADMIN_KEY: optionalText,
  DATA_DIR: z.string().min(1).default("./data"),
});

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** Trusts X-Forwarded-For from the gateway beside it (`npm start` embeds both in one process) and from nobody else. */
export const TRUST_LOOPBACK = "loopback";

/**
 * Login throttling (docs/login-policy.md): the gateway's own variables, so that one setting gives both the same
 * budgets; and the proxies (the gateway among them) whose X-Forwarded-For names the client: `true`, `false`, or
 * addresses, CIDR ranges and the names loopback, linklocal, uniquelocal, comma-separated.
 */
const PROXY_RANGE_NAMES = ["loopback", "linklocal", "uniquelocal"];

function isProxyEntry(entry: string): boolean {
  const [address, bits, extra] = entry.trim().split("/");
  if (PROXY_RANGE_NAMES.includes(address)) return bits === undefined;
  const family = isIP(address);
  if (!family || extra !== undefined) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
}

const loginEnvironment = z.object({
  LOGIN_RATE_LIMIT_PER_USER: positiveInt(DEFAULT_LOGIN_BUDGETS.maxPerUserName),
  LOGIN_RATE_LIMIT_NEW_ADDRESS: positiveInt(DEFAULT_LOGIN_BUDGETS.maxPerUserNameFromCleanAddresses),
  LOGIN_RATE_LIMIT_PER_ADDRESS: positiveInt(DEFAULT_LOGIN_BUDGETS.maxPerAddress),
  LOGIN_RATE_LIMIT_WINDOW_MS: positiveInt(DEFAULT_LOGIN_BUDGETS.windowMs),
  VENDOR_API_TRUST_PROXY: z
    .string()
    .trim()
    .min(1)
    .default(TRUST_LOOPBACK)
    .refine(
      (value) => ["true", "false"].includes(value) || value.split(",").every(isProxyEntry),
      "must be true, false, or addresses, CIDR ranges, loopback, linklocal, uniquelocal (comma-separated)",
    )
    .transform((value) => (value === "true" ? true : value === "false" ? false : value)),
});

export class ConfigError extends Error {}

function parse<S extends z.ZodType>(schema: S, environment: NodeJS.ProcessEnv): z.infer<S> {
  const parsed = schema.safeParse(environment);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration:\n${problems.join("\n")}`);
}

export function serveConfig(environment: NodeJS.ProcessEnv = process.env) {
  const env = parse(serveEnvironment, environment);
  return {
    port: env.VENDOR_API_PORT ?? env.PORT ?? 4001,
    host: env.HOST,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    logLevel: env.LOG_LEVEL,
    sessionTtlMinutes: env.SESSION_TTL_MINUTES,
    adminKey: env.VENDOR_API_ADMIN_KEY,
    secretsKey: env.SECRETS_KEY,
    secretsKeyPrevious: env.SECRETS_KEY_PREVIOUS,
  };
}

export function loginConfig(environment: NodeJS.ProcessEnv = process.env): {
  loginBudgets: LoginBudgets;
  trustProxy: boolean | string;
} {
  const env = parse(loginEnvironment, environment);
  return {
    loginBudgets: {
      maxPerUserName: env.LOGIN_RATE_LIMIT_PER_USER,
      maxPerUserNameFromCleanAddresses: env.LOGIN_RATE_LIMIT_NEW_ADDRESS,
      maxPerAddress: env.LOGIN_RATE_LIMIT_PER_ADDRESS,
      windowMs: env.LOGIN_RATE_LIMIT_WINDOW_MS,
    },
    trustProxy: env.VENDOR_API_TRUST_PROXY,
  };
}

/** E-mail delivery of passenger notifications: off (messages stay queued) unless SMTP_URL is set. */
export function mailConfig(environment: NodeJS.ProcessEnv = process.env) {
  const env = parse(mailEnvironment, environment);
  return { smtpUrl: env.SMTP_URL, smtpFrom: env.SMTP_FROM };
}

export function authCodeConfig(environment: NodeJS.ProcessEnv = process.env) {
  const env = parse(authCodeEnvironment, environment);
  return {
    vendorApiUrl: (env.VENDOR_API_URL ?? `http://127.0.0.1:${env.VENDOR_API_PORT}`).replace(/\/+$/, ""),
    consoleUrl: `http://localhost:${env.PORT}`,
    adminKey: env.VENDOR_API_ADMIN_KEY,
    dataDir: env.DATA_DIR,
  };
}
