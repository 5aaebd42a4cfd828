/**
 * The per-request client for the vendor REST protocol (docs/foundation-contract.md section 1): `timestamp` on
 * every call, only truthy query values, the six session headers once logged in, the envelope, mapped errors.
 */
import type { FastifyBaseLogger as Logger } from "fastify";
import type { Readable } from "node:stream";
import type { GraphQLError } from "graphql";
import type { Dispatcher } from "undici";
import type { SessionPayload } from "../auth/session-token";
import { parseEnvelope } from "./envelope";
import { mapUpstreamError, upstreamUnavailable, type TransportFault } from "./error-mapping";
import type { UpstreamPools } from "./pools";

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue>;
type Headers = Dispatcher.ResponseData["headers"];

export interface UpstreamCall {
  method: "GET" | "POST";
  path: string;
  durationMs: number;
  outcome: "ok" | "business-error" | TransportFault;
  upstreamCode?: number;
}

export interface RestClientOptions {
  baseUrl: string;
  pools: UpstreamPools;
  timeoutMs: number;
  traceHeader: string;
  log: Logger;
  session?: SessionPayload | null;
  /** Told about every call, for request logs and call counting. */
  onCall?: (call: UpstreamCall) => void;
}

export class RestClient {
  private readonly origin: string;
  private readonly basePath: string;

  constructor(private readonly options: RestClientOptions) {
    const url = new URL(options.baseUrl);
    this.origin = url.origin;
    this.basePath = url.pathname.replace(/\/+$/, "");
  }

  get<T>(path: string, query: Query = {}): Promise<T> {
    return this.call<T>("GET", path, query, undefined);
  }

  post<T>(path: string, body: unknown = {}, query: Query = {}): Promise<T> {
    return this.call<T>("POST", path, query, body);
  }

  /**
   * A call whose success answer is raw bytes (`GET /file/get`, the CSV exports): the body streams through, with the
   * response headers for callers that pass some on; a JSON answer is the envelope of a refusal and becomes the mapped
   * error, like any other call.
   */
  async download(path: string, query: Query = {}): Promise<{ contentType: string; body: Readable; headers: Headers }> {
    const started = performance.now();
    const record = (outcome: UpstreamCall["outcome"], upstreamCode?: number) =>
      this.options.onCall?.({
        method: "GET",
        path,
        durationMs: Math.round(performance.now() - started),
        outcome,
        upstreamCode,
      });
    let response: Dispatcher.ResponseData;
    try {
      response = await this.options.pools.forOrigin(this.origin).request({
        method: "GET",
        path: `${this.basePath}${path}?${buildQuery(query)}`,
        headers: this.headers(false),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      const fault = isTimeout(error) ? "timeout" : "network";
      record(fault);
      this.options.log.warn({ err: error, method: "GET", path, fault }, "vendor API call failed");
      throw upstreamUnavailable(fault);
    }
    const contentType = headerValue(response.headers["content-type"]) ?? "application/octet-stream";
    if (response.statusCode >= 200 && response.statusCode < 300 && !contentType.startsWith("application/json")) {
      record("ok");
      return { contentType, body: response.body, headers: response.headers };
    }
    const text = await response.body.text();
    const envelope = response.statusCode >= 200 && response.statusCode < 300 ? parseEnvelope(text) : null;
    if (!envelope || envelope.status.code === 0) {
      record(response.statusCode < 200 || response.statusCode >= 300 ? "http-status" : "malformed-body");
      throw upstreamUnavailable(
        envelope || response.statusCode < 300 ? "malformed-body" : "http-status",
        response.statusCode,
      );
    }
    const { code } = envelope.status;
    record("business-error", code);
    const traceId = headerValue(response.headers[this.options.traceHeader.toLowerCase()]);
    throw mapUpstreamError({ ...envelope.status, result: envelope.result, traceId });
  }

  private async call<T>(method: "GET" | "POST", path: string, query: Query, body: unknown): Promise<T> {
    const started = performance.now();
    const record = (outcome: UpstreamCall["outcome"], upstreamCode?: number) =>
      this.options.onCall?.({
        method,
        path,
        durationMs: Math.round(performance.now() - started),
        outcome,
        upstreamCode,
      });

    const requestPath = `${this.basePath}${path}?${buildQuery(query)}`;
    let statusCode: number;
    let text: string;
    let traceId: string | undefined;
    try {
      const response = await this.options.pools.forOrigin(this.origin).request({
        method,
        path: requestPath,
        headers: this.headers(body !== undefined),
        body: body === undefined ? undefined : JSON.stringify(body),
        // Belt and braces over the pool's phase timeouts: the whole exchange ends by the deadline.
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      statusCode = response.statusCode;
      traceId = headerValue(response.headers[this.options.traceHeader.toLowerCase()]);
      text = await response.body.text();
    } catch (error) {
      const fault = isTimeout(error) ? "timeout" : "network";
      record(fault);
      this.options.log.warn({ err: error, method, path, fault }, "vendor API call failed");
      throw upstreamUnavailable(fault);
    }

    if (statusCode < 200 || statusCode >= 300) {
      record("http-status");
      this.options.log.warn({ method, path, statusCode, traceId }, "vendor API answered a non-2xx status");
      throw upstreamUnavailable("http-status", statusCode);
    }
    const envelope = parseEnvelope(text);
    if (!envelope) {
      record("malformed-body");
      this.options.log.warn(
        { method, path, statusCode, traceId },
        "vendor API answered a body that is not an envelope",
      );
      throw upstreamUnavailable("malformed-body");
    }
    const { code } = envelope.status;
    if (code !== 0) {
      record("business-error", code);
      const error: GraphQLError = mapUpstreamError({ ...envelope.status, result: envelope.result, traceId });
      this.options.log.info({ method, path, upstreamCode: code, traceId }, "vendor API refused the call");
      throw error;
    }
    record("ok");
    return (envelope.result ?? null) as T;
  }

  private headers(hasBody: boolean): Record<string, string> {
    const headers: Record<string, string> = { accept: "application/json" };
    if (hasBody) headers["content-type"] = "application/json";
    const session = this.options.session;
    if (session) {
      headers.operatorToken = session.operatorToken;
      headers.tid = session.tenantId;
      headers.opId = session.userId;
      headers.operatorId = session.userId;
      if (session.channelId) headers.channelId = session.channelId;
      if (session.timeZone) headers.timeZone = session.timeZone;
    }
    return headers;
  }
}

/** `timestamp` first, then only truthy values, each URL-encoded (docs/foundation-contract.md section 1). */
export function buildQuery(query: Query, now = Date.now()): string {
  const params = new URLSearchParams({ timestamp: String(now) });
  for (const [key, value] of Object.entries(query)) {
    if (value) params.append(key, String(value));
  }
  return params.toString();
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function isTimeout(error: unknown): boolean {
  const name = (error as { name?: string; code?: string } | null)?.name;
  const code = (error as { code?: string } | null)?.code;
  return (
    name === "TimeoutError" ||
    code === "UND_ERR_HEADERS_TIMEOUT" ||
    code === "UND_ERR_BODY_TIMEOUT" ||
    code === "UND_ERR_CONNECT_TIMEOUT"
  );
}
