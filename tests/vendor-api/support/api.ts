/**
 * One vendor API per test file, driven through Fastify's inject: the real routes, hooks and database, no socket.
 * The clock is the test's: `clock.advance(ms)` moves the API's notion of now for session and auth code expiry.
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { prepareVendorApi } from "../../../vendor-api/src/server";
import type { Db } from "../../../vendor-api/src/db/connect";
import type { LoginResult } from "../../../vendor-api/src/modules/account/schemas";
import { createTestDatabase } from "./database";

export const ADMIN_KEY = "test-admin-key-0123456789";

export interface Envelope<T = any> {
  status: { code: number; msg: string };
  result: T;
}

export type SessionHeaders = Record<string, string>;

export interface TestApi {
  app: FastifyInstance;
  db: Db;
  clock: { advance(ms: number): void };
  get<T = any>(path: string, query?: Record<string, string | number>, headers?: SessionHeaders): Promise<Envelope<T>>;
  post<T = any>(path: string, body?: unknown, headers?: SessionHeaders): Promise<Envelope<T>>;
  raw(options: InjectOptions): Promise<LightMyRequestResponse>;
  /** Logs in and answers the login result and the session headers the gateway would send. */
  login(username: string, password: string): Promise<{ result: LoginResult; headers: SessionHeaders }>;
  close(): Promise<void>;
}

export async function startTestApi(): Promise<TestApi> {
  const database = await createTestDatabase();
  let offsetMs = 0;
  const { app, database: connection } = await prepareVendorApi({
    dataDir: database.dataDir,
    databaseUrl: database.databaseUrl,
    logLevel: "silent",
    adminKey: ADMIN_KEY,
    now: () => new Date(Date.now() + offsetMs),
  });

  const envelopeOf = async (options: InjectOptions) => {
    const response = await app.inject(options);
    if (response.statusCode !== 200) throw new Error(`HTTP ${response.statusCode}: ${response.body}`);
    return response.json() as Envelope;
  };

  const api: TestApi = {
    app,
    db: connection.db,
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
