import type { FastifyInstance } from "fastify";
import { buildVendorApi } from "./app";
import type { LoginBudgets } from "#login-policy";
import { tracingFromEnv, type Tracing } from "#tracing";
import { loadConfig, type MailSettings } from "./config";
import { startMailDelivery } from "./modules/notification/mail-delivery";
import { startHoldRelease } from "./modules/order/hold-release";
import { startWebhookDelivery } from "./modules/webhook/delivery";
import { startOrderJobWorker } from "./modules/order-job/worker";
import type { AppContext } from "./context";
import { DevelopmentMailbox, showDevelopmentMail } from "./modules/notification/development-mailbox";
import { createWrongCodeLimit } from "./security/wrong-code-limit";
import { connectDatabase, type Database, type Db } from "./db/connect";
import { listenForScrapes } from "#metrics";
import { createVendorApiMetrics } from "./metrics/registry";
import { registerReadiness } from "./readiness";
import { tightenedMessage } from "./db/private-data-dir";
import { users } from "./db/schema";
import { resolveAdminKey } from "./security/admin-key";
import { createApiTokenRateLimit } from "./security/api-token-rate-limit";
import { createLoginThrottle } from "./security/login-throttle";
import { resolveKeyring } from "./security/secrets";
import { encryptPlainSecrets, reportMissingSecretKeys } from "./security/stored-secrets";
import { DEMO_ACCOUNTS, seedDemoData, type DemoAccount } from "./seed/demo";
import { syncReferenceData } from "./seed/reference-data-sync";

export { buildVendorApi } from "./app";

export const AUTH_CODE_TTL_MS = 60_000;
/** The vendor API's `service.name` in traces, unless OTEL_SERVICE_NAME names another. */
export const VENDOR_API_SERVICE_NAME = "vendor-console-vendor-api";

/** A setting left out takes its default (config.ts): `serve` and `npm start` pass the environment's, tests a few. */
export interface VendorApiOptions {
  port?: number;
  host?: string;
  dataDir?: string;
  databaseUrl?: string;
  logLevel?: string;
  /** Else DATA_DIR/admin-key. */
  adminKey?: string;
  /**
   * On close, how long /readyz answers 503 "draining" while requests are still served, before the listener stops
   * (SHUTDOWN_DRAIN_MS, read through #env-config): a proxy's health check takes the process out of rotation meanwhile. 0: at once.
   */
  drainMs?: number;
  sessionTtlMinutes?: number;
  /** Lists count exactly up to this many matches (default 10 000), then answer "at least" (db/list-query.ts). */
  listCountLimit?: number;
  /** Key of the secrets at rest (32 bytes, base64); else DATA_DIR/secrets-key. */
  secretsKey?: string;
  /** The key before the last rotation, still read. */
  secretsKeyPrevious?: string;
  /** Login throttling budgets (docs/login-policy.md). */
  loginBudgets?: LoginBudgets;
  /** Proxies whose X-Forwarded-For names the client (Fastify's trustProxy), on requests with `forwardingKey`. */
  trustProxy?: boolean | string;
  /** The gateway's proof that it forwards a client address (VENDOR_API_FORWARDING_KEY); none: nobody forwards. */
  forwardingKey?: string;
  /** Requests a minute per API token (API_TOKEN_RATE_LIMIT, default 600). */
  apiTokenRateLimit?: number;
  /** E-mail delivery of queued notifications (config.ts); none unless given. */
  mail?: Partial<MailSettings>;
  /** Outside production: webhooks may go to a loopback receiver (WEBHOOK_ALLOW_LOOPBACK); refused unless given. */
  webhookLoopback?: boolean;
  /**
   * With `dataDir` memory://: start from a copy of this PGlite data dir (`PGlite.dumpDataDir`) instead of an empty
   * one. Restoring a migrated, seeded copy takes a second where migrating and seeding take several: the test suites
   * start one per file (tests/support/vendor-api-template.ts). Its secrets need the `secretsKey` they were made with.
   */
  startFrom?: Blob;
  /**
   * The day the demo data ends on when this start creates it (seed/calendar.ts); left out, the data set keeps its own
   * calendar, the one the tests know. `serve` and `npm start` pass the environment's (DEMO_TODAY, else now).
   */
  demoToday?: Date;
  /**
   * NODE_ENV=production: no demo data, ever (an operator makes the first administrator with `create-admin`), and
   * webhooks only to public https addresses.
   */
  production?: boolean;
  /**
   * The hold worker (modules/order/hold-release.ts) releases unpaid bookings whose tenant's hold period has passed;
   * on unless false. The suites that read the demo data set's unpaid orders as seeded turn it off and run it
   * themselves (tests/vendor-api/order-hold.test.ts).
   */
  releaseUnpaidHolds?: boolean;
  /**
   * The Prometheus metrics' own port (VENDOR_API_METRICS_PORT; 0: any free one), never the API's; unset: no metrics
   * are kept. On `metricsHost` (VENDOR_API_METRICS_HOST, loopback unless told).
   */
  metricsPort?: number;
  metricsHost?: string;
  /**
   * Traces to record into (tests hand one with an in-memory exporter); unset: the OTLP exporter when `traces` (the
   * OTEL_* variables ask for it, config.ts), else none.
   */
  tracing?: Tracing;
  traces?: boolean;
  /** The speed tricks (VENDOR_API_FAST_PATHS, config.ts); on unless false. */
  fastPaths?: boolean;
}

export interface RunningVendorApi {
  url: string;
  adminKey: string;
  /** The demo sign-ins when this start created the demo data (an empty database), else empty. */
  createdDemoAccounts: DemoAccount[];
  /** No user exists (production on an empty database): nobody can sign in until `create-admin` makes one. */
  needsFirstAdministrator: boolean;
  /** Where Prometheus scrapes this API (http://host:port/metrics), when `metricsPort` is set. */
  metricsUrl: string | undefined;
  close(): Promise<void>;
}

export interface PreparedVendorApi {
  app: FastifyInstance;
  context: AppContext;
  database: Database;
  createdDemoData: boolean;
  needsFirstAdministrator: boolean;
}

/**
 * The options given, the defaults of config.ts for the others. The environment is read by the entry points alone
 * (cli.ts, scripts/start.ts): a test's or a tool's vendor API takes only what it is given.
 */
function withDefaults<T extends VendorApiOptions>(options: T) {
  const given = Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined)) as T;
  const defaults = loadConfig({});
  // Mail leaves only when asked for: a test's queued messages stay queued for it to read.
  return {
    ...defaults,
    demoToday: undefined,
    ...given,
    mail: { ...defaults.mail, development: false, ...given.mail },
  };
}

/**
 * Connects the database, applies pending migrations, syncs reference data, creates the demo data on an empty
 * database and builds the app. Used by startVendorApi and by tests that drive the app with `inject`.
 */
export async function prepareVendorApi(
  options: Omit<VendorApiOptions, "port" | "host"> & Partial<Pick<AppContext, "now" | "authCodeTtlMs">> = {},
): Promise<PreparedVendorApi> {
  const config = withDefaults(options);
  const { dataDir } = config;
  const database = await connectDatabase({
    dataDir,
    databaseUrl: config.databaseUrl,
    startFrom: config.startFrom,
    tracing: config.tracing,
  });
  try {
    const secrets = await resolveKeyring(dataDir, { key: config.secretsKey, previous: config.secretsKeyPrevious });
    const startup = await database.aloneAtStartup(async () => {
      await database.migrate();
      await syncReferenceData(database.db);
      // Demo accounts have published passwords: production never creates them, whatever the database holds.
      const created =
        !config.production && (await seedDemoData(database.db, (plain) => secrets.encrypt(plain), config.demoToday));
      // Rows older than encryption are in clear until here; a migration has no key to encrypt them.
      await encryptPlainSecrets(database.db, secrets);
      return {
        createdDemoData: created,
        needsFirstAdministrator: !(await anyUserExists(database.db)),
        loginThrottle: await createLoginThrottle(config.loginBudgets, database.pool),
        apiTokenRateLimit: await createApiTokenRateLimit(config.apiTokenRateLimit, database.pool),
      };
    });
    const { createdDemoData, needsFirstAdministrator, loginThrottle, apiTokenRateLimit } = startup;
    const context: AppContext = {
      db: database.db,
      now: config.now ?? (() => new Date()),
      sessionTtlMinutes: config.sessionTtlMinutes,
      authCodeTtlMs: config.authCodeTtlMs ?? AUTH_CODE_TTL_MS,
      adminKey: await resolveAdminKey(dataDir, config.adminKey),
      secrets,
      wrongCodeLimit: createWrongCodeLimit(),
      listCountLimit: config.listCountLimit,
      fastPaths: config.fastPaths,
      production: config.production,
      webhookLoopback: config.webhookLoopback,
      mail: config.mail.smtpUrl
        ? { delivery: "smtp" }
        : config.mail.development
          ? { delivery: "development", mailbox: new DevelopmentMailbox() }
          : { delivery: "queued" },
      loginThrottle,
      apiTokenRateLimit,
      metrics: config.metricsPort === undefined ? undefined : createVendorApiMetrics(database.db, database.pool),
    };
    const app = await buildVendorApi(context, {
      logLevel: config.logLevel,
      trustProxy: config.trustProxy,
      forwardingKey: config.forwardingKey,
      tracing: config.tracing,
    });
    await reportMissingSecretKeys(database.db, secrets, (details, message) => app.log.error(details, message));
    if (database.tightenedEntries > 0)
      app.log.warn(
        { dataDir, entries: database.tightenedEntries },
        tightenedMessage(dataDir, database.tightenedEntries),
      );
    return { app, context, database, createdDemoData, needsFirstAdministrator };
  } catch (error) {
    await database.close();
    throw error;
  }
}

async function anyUserExists(db: Db): Promise<boolean> {
  return (await db.select({ id: users.id }).from(users).limit(1)).length > 0;
}

export async function startVendorApi(options: VendorApiOptions = {}): Promise<RunningVendorApi> {
  const config = withDefaults(options);
  // Off unless OTEL_TRACES_EXPORTER=otlp or an OTLP endpoint is set (docs/system-contract.md, "Tracing").
  const ownTracing =
    config.tracing || !config.traces ? undefined : tracingFromEnv(process.env, { name: VENDOR_API_SERVICE_NAME });
  const { app, context, database, createdDemoData, needsFirstAdministrator } = await prepareVendorApi({
    ...config,
    tracing: config.tracing ?? ownTracing,
  }).catch(async (error: unknown) => {
    await ownTracing?.shutdown();
    throw error;
  });
  let metricsListener: Awaited<ReturnType<typeof listenForScrapes>> | undefined;
  const readiness = registerReadiness(app, context.db);
  try {
    await app.listen({ port: config.port, host: config.host });
    if (context.metrics && config.metricsPort !== undefined) {
      metricsListener = await listenForScrapes(
        context.metrics.registry,
        config.metricsHost,
        config.metricsPort,
        (err) => app.log.error({ err }, "could not collect the metrics"),
      );
      app.log.info({ url: metricsListener.url }, "metrics served");
    }
  } catch (error) {
    await app.close();
    await database.close();
    await ownTracing?.shutdown();
    throw error;
  }
  const { smtpUrl, smtpFrom, development } = config.mail;
  const mailDelivery =
    smtpUrl || development
      ? startMailDelivery({
          db: context.db,
          smtpUrl,
          printInstead: context.mail?.mailbox ? showDevelopmentMail(context.mail.mailbox, context.now) : undefined,
          from: smtpFrom,
          keyring: context.secrets,
          log: (message, details) => app.log.warn(details, message),
        })
      : undefined;
  if (!mailDelivery) {
    app.log.warn(
      "SMTP_URL is not set: e-mail (verification codes, passenger notifications) stays queued and is not sent. " +
        "Set SMTP_URL to send it.",
    );
  }
  if (!config.forwardingKey) {
    app.log.warn(
      "VENDOR_API_FORWARDING_KEY is not set: no caller can name a client address, so a gateway's clients all count " +
        "as the gateway's own address in the login limits. Give the gateway and this API the same key.",
    );
  }
  const webhookDelivery = startWebhookDelivery({
    db: context.db,
    keyring: context.secrets,
    production: config.production,
    allowLoopback: config.webhookLoopback,
    now: context.now,
    log: (message, details) => app.log.warn(details, message),
    onAttempt: context.metrics?.webhookAttempt,
  });
  const holdRelease =
    config.releaseUnpaidHolds === false
      ? undefined
      : startHoldRelease({
          db: context.db,
          now: context.now,
          log: (message, details) => app.log.warn(details, message),
        });
  const orderJobWorker = startOrderJobWorker({
    db: context.db,
    secrets: context.secrets,
    now: context.now,
    log: (message, details) => app.log.warn(details, message),
  });
  const { port } = app.server.address() as { port: number };
  const urlHost = config.host.includes(":") ? `[${config.host}]` : config.host;
  return {
    url: `http://${urlHost}:${port}`,
    adminKey: context.adminKey,
    createdDemoAccounts: createdDemoData ? DEMO_ACCOUNTS : [],
    needsFirstAdministrator,
    metricsUrl: metricsListener?.url,
    close: async () => {
      readiness.drain();
      if (config.drainMs) await new Promise((resolve) => setTimeout(resolve, config.drainMs));
      await metricsListener?.close();
      await mailDelivery?.stop();
      await webhookDelivery.stop();
      await orderJobWorker.stop();
      await holdRelease?.stop();
      await app.close();
      await database.close();
      await ownTracing?.shutdown();
    },
  };
}
