/**
 * One vendor API per test file, driven through Fastify's inject: the real routes, hooks and database, no socket.
 * The clock is the test's: `clock.advance(ms)` moves the API's notion of now for session and auth code expiry.
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { prepareVendorApi, type VendorApiOptions } from "../../../vendor-api/src/server";
import type { AppContext } from "../../../vendor-api/src/context";
import type { Db } from "../../../vendor-api/src/db/connect";
import type { LoginResult } from "../../../vendor-api/src/modules/account/schemas";
import { createTestDatabase } from "./database";
import { TEMPLATE_SECRETS_KEY, templateOptions } from "../../support/vendor-api-template";
import { TEST_FORWARDING_KEY } from "../../support/forwarding-key";

/** What the gateway sends to have the client address it names believed (security/forwarding.ts). */
export const FROM_GATEWAY = { "x-forwarding-key": TEST_FORWARDING_KEY };

export const ADMIN_KEY = "test-admin-key-0123456789";

export type RuleParams = Record<string, string | number | readonly string[]>;

export interface Envelope<T = any> {
  /** A refusal's status also names its message: `key` (docs/rules.md) and the `params` the message needs. */
  status: { code: number; msg: string; key?: string; params?: RuleParams };
  result: T;
}

/** One field's failure in a 20001 answer's `result.fields` list. */
export interface FieldFailure {
  field: string;
  rule: string;
  params?: RuleParams;
  message: string;
}

/**
 * A 20001 answer's `result.fields` list as `{field: message}`: the text an integrator shows beside each field. Throws
 * when the fields are not a list of `{field, rule, message}` entries (the old `{field: message}` map) or a field
 * repeats, so a test comparing messages also checks the shape.
 */
export function fieldMessages(envelope: Envelope): Record<string, string> {
  const fields: unknown = envelope.result?.fields;
  if (!Array.isArray(fields)) throw new Error(`result.fields is not a list: ${JSON.stringify(envelope)}`);
  const messages: Record<string, string> = {};
  for (const entry of fields as Partial<FieldFailure>[]) {
    if (typeof entry?.field !== "string" || typeof entry.rule !== "string" || typeof entry.message !== "string")
      throw new Error(`not a field failure: ${JSON.stringify(entry)}`);
    if (Object.hasOwn(messages, entry.field)) throw new Error(`field ${entry.field} listed twice`);
    messages[entry.field] = entry.message;
  }
  return messages;
}

export type SessionHeaders = Record<string, string>;

export interface TestApi {
  app: FastifyInstance;
  db: Db;
  /** The running API's context (its keyring of secrets, say), for a second app on the same database. */
  context: AppContext;
  clock: { advance(ms: number): void };
  get<T = any>(path: string, query?: Record<string, string | number>, headers?: SessionHeaders): Promise<Envelope<T>>;
  post<T = any>(path: string, body?: unknown, headers?: SessionHeaders): Promise<Envelope<T>>;
  raw(options: InjectOptions): Promise<LightMyRequestResponse>;
  /** Logs in and answers the login result and the session headers the gateway would send. */
  login(username: string, password: string): Promise<{ result: LoginResult; headers: SessionHeaders }>;
  close(): Promise<void>;
}

export async function startTestApi(
  options: {
    secretsKey?: string;
    listCountLimit?: number;
    /** Requests a minute per API token (default 600). */
    apiTokenRateLimit?: number;
    mail?: VendorApiOptions["mail"];
    demoToday?: Date;
    /** The speed tricks (VENDOR_API_FAST_PATHS); on unless false. */
    fastPaths?: boolean;
  } = {},
): Promise<TestApi> {
  // The run's seeded template, unless the file brings its own key (the template's secrets would not open) or its own
  // demo calendar (the template keeps the data set's).
  const fresh = Boolean(options.secretsKey || options.demoToday);
  const database = await createTestDatabase({ seeded: !fresh });
  const template = fresh ? {} : database.seeded ? { secretsKey: TEMPLATE_SECRETS_KEY } : await templateOptions();
  let offsetMs = 0;
  const {
    app,
    context,
    database: connection,
  } = await prepareVendorApi({
    dataDir: database.dataDir,
    databaseUrl: database.databaseUrl,
    logLevel: "silent",
    adminKey: ADMIN_KEY,
    forwardingKey: TEST_FORWARDING_KEY,
    apiTokenRateLimit: options.apiTokenRateLimit,
    listCountLimit: options.listCountLimit,
    mail: options.mail,
    startFrom: template.startFrom,
    secretsKey: options.secretsKey ?? template.secretsKey,
    now: () => new Date(Date.now() + offsetMs),
    demoToday: options.demoToday,
    fastPaths: options.fastPaths,
  });

  const envelopeOf = async (options: InjectOptions) => {
    const response = await app.inject(options);
    if (response.statusCode !== 200) throw new Error(`HTTP ${response.statusCode}: ${response.body}`);
    return response.json() as Envelope;
  };

  const api: TestApi = {
    app,
    db: connection.db,
    context,
    clock: { advance: (ms) => void (offsetMs += ms) },
    get: (path, query = {}, headers = {}) =>
      envelopeOf({ method: "GET", url: path, query: { ...stringify(query), timestamp: String(Date.now()) }, headers }),
    post: (path, body, headers = {}) =>
      envelopeOf({
        method: "POST",
        url: path,
        query: { timestamp: String(Date.now()) },
        headers,
        ...(body === undefined ? {} : { payload: body as object }),
      }),
    raw: (options) => app.inject(options),
    login: async (username, password) => {
      const envelope = await api.post("/vendor/account/login", { username, password });
      if (envelope.status.code !== 0)
        throw new Error(`login ${username}: ${envelope.status.code} ${envelope.status.msg}`);
      const result = envelope.result as LoginResult;
      return {
        result,
        headers: {
          operatortoken: result.operatorToken,
          tid: String(result.tenantId),
          channelid: String(result.channelId),
          opid: String(result.id),
          operatorid: String(result.id),
          timezone: result.timeZone,
        },
      };
    },
    close: async () => {
      await app.close();
      await connection.close();
      await database.drop();
    },
  };
  return api;
}

const stringify = (query: Record<string, string | number>) =>
  Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)]));
