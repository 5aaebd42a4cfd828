import type { FastifyInstance } from "fastify";
import { buildVendorApi } from "./app";
import type { LoginBudgets } from "#login-policy";
import { loginConfig, mailConfig } from "./config";
import { startMailDelivery } from "./modules/notification/mail-delivery";
import type { AppContext } from "./context";
import { createWrongCodeLimit } from "./modules/two-factor/wrong-code-limit";
import { connectDatabase, type Database } from "./db/connect";
import { resolveAdminKey } from "./security/admin-key";
import { createLoginThrottle } from "./security/login-throttle";
import { resolveKeyring } from "./security/secrets";
import { encryptPlainSecrets, reportMissingSecretKeys } from "./security/stored-secrets";
import { DEMO_ACCOUNTS, seedDemoData, type DemoAccount } from "./seed/demo";
import { syncReferenceData } from "./seed/reference-data-sync";

export { buildVendorApi } from "./app";

export const AUTH_CODE_TTL_MS = 60_000;
export const DEFAULT_SESSION_TTL_MINUTES = 720;

export interface VendorApiOptions {
  port?: number;
  host?: string;
  dataDir?: string;
  databaseUrl?: string;
  logLevel?: string;
  /** Defaults to VENDOR_API_ADMIN_KEY, else DATA_DIR/admin-key. */
  adminKey?: string;
  /** Defaults to SESSION_TTL_MINUTES, else 720. */
  sessionTtlMinutes?: number;
  /** Lists count exactly up to this many matches (default 10 000), then answer "at least" (db/list-page.ts). */
  listCountLimit?: number;
  /** Key of the secrets at rest (32 bytes, base64); defaults to SECRETS_KEY, else DATA_DIR/secrets-key. */
  secretsKey?: string;
  /** The key before the last rotation, still read; defaults to SECRETS_KEY_PREVIOUS. */
  secretsKeyPrevious?: string;
  /** Login throttling budgets (docs/login-policy.md); default to LOGIN_RATE_LIMIT_*. */
  loginBudgets?: LoginBudgets;
  /** Proxies whose X-Forwarded-For names the client (Fastify's trustProxy); defaults to VENDOR_API_TRUST_PROXY. */
  trustProxy?: boolean | string;
  /** E-mail delivery of queued notifications; defaults to SMTP_URL and SMTP_FROM, off without a URL. */
  mail?: { smtpUrl?: string; smtpFrom: string };
  /**
   * With `dataDir` memory://: start from a copy of this PGlite data dir (`PGlite.dumpDataDir`) instead of an empty
   * one. Restoring a migrated, seeded copy takes a second where migrating and seeding take several: the test suites
   * start one per file (tests/support/vendor-api-template.ts). Its secrets need the `secretsKey` they were made with.
   */
  startFrom?: Blob;
}

export interface RunningVendorApi {
  url: string;
  adminKey: string;
  /** The demo sign-ins when this start created the demo data (an empty database), else empty. */
  createdDemoAccounts: DemoAccount[];
  close(): Promise<void>;
}

export interface PreparedVendorApi {
  app: FastifyInstance;
  context: AppContext;
  database: Database;
  createdDemoData: boolean;
}

/**
 * Connects the database, applies pending migrations, syncs reference data, creates the demo data on an empty
 * database and builds the app. Used by startVendorApi and by tests that drive the app with `inject`.
 */
export async function prepareVendorApi(
  options: Omit<VendorApiOptions, "port" | "host"> & Partial<Pick<AppContext, "now" | "authCodeTtlMs">> = {},
): Promise<PreparedVendorApi> {
  const dataDir = options.dataDir ?? "./data";
  const database = await connectDatabase({ dataDir, databaseUrl: options.databaseUrl, startFrom: options.startFrom });
  try {
    await database.migrate();
    await syncReferenceData(database.db);
    const secrets = await resolveKeyring(dataDir, {
      key: options.secretsKey ?? process.env.SECRETS_KEY,
      previous: options.secretsKeyPrevious ?? process.env.SECRETS_KEY_PREVIOUS,
    });
    const login = loginConfig();
    const createdDemoData = await seedDemoData(database.db, (plain) => secrets.encrypt(plain));
    // Rows older than encryption are in clear until here; a migration has no key to encrypt them.
    await encryptPlainSecrets(database.db, secrets);
    const context: AppContext = {
      db: database.db,
      now: options.now ?? (() => new Date()),
      sessionTtlMinutes:
        options.sessionTtlMinutes ?? Number(process.env.SESSION_TTL_MINUTES ?? DEFAULT_SESSION_TTL_MINUTES),
      authCodeTtlMs: options.authCodeTtlMs ?? AUTH_CODE_TTL_MS,
      adminKey: await resolveAdminKey(dataDir, options.adminKey ?? process.env.VENDOR_API_ADMIN_KEY),
      secrets,
      wrongCodeLimit: createWrongCodeLimit(),
      listCountLimit: options.listCountLimit,
      loginThrottle: await createLoginThrottle(options.loginBudgets ?? login.loginBudgets, database.pool),
    };
    const app = await buildVendorApi(context, {
      logLevel: options.logLevel,
      trustProxy: options.trustProxy ?? login.trustProxy,
    });
    await reportMissingSecretKeys(database.db, secrets, (details, message) => app.log.error(details, message));
    return { app, context, database, createdDemoData };
  } catch (error) {
    await database.close();
    throw error;
  }
}

export async function startVendorApi(opts: VendorApiOptions = {}): Promise<RunningVendorApi> {
  const { app, context, database, createdDemoData } = await prepareVendorApi(opts);
  const host = opts.host ?? "127.0.0.1";
  try {
    await app.listen({ port: opts.port ?? 4001, host });
  } catch (error) {
    await database.close();
    throw error;
  }
  const { smtpUrl, smtpFrom } = opts.mail ?? mailConfig();
  const mailDelivery = smtpUrl
    ? startMailDelivery({
        db: context.db,
        smtpUrl,
        from: smtpFrom,
        keyring: context.secrets,
        log: (message, details) => app.log.warn(details, message),
      })
    : undefined;
  const { port } = app.server.address() as { port: number };
  const urlHost = host.includes(":") ? `[${host}]` : host;
  return {
    url: `http://${urlHost}:${port}`,
    adminKey: context.adminKey,
    createdDemoAccounts: createdDemoData ? DEMO_ACCOUNTS : [],
    close: async () => {
      await mailDelivery?.stop();
      await app.close();
      await database.close();
    },
  };
}
