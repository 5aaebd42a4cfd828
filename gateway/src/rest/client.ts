/**
 * The per-request client for the vendor REST protocol (docs/foundation-contract.md section 1): `timestamp` on
 * every call, only truthy query values, the six session headers once logged in, the envelope, mapped errors.
 */
import type { FastifyBaseLogger as Logger } from "fastify";
import type { Readable } from "node:stream";
import type { GraphQLError } from "graphql";
import type { Dispatcher } from "undici";
import type { HeardEpoch } from "../auth/heard-epoch";
import type { SessionPayload } from "../auth/session-token";
import type { Span, Tracing } from "#tracing";
import type { GatewayMetrics } from "../metrics/registry";
import { endUpstreamSpan, startUpstreamSpan } from "../tracing/upstream-span";
import { BodyTooLargeError, capStream, declaredLength, discard, readCapped } from "./body";
import { startDeadline } from "./deadline";
import { parseEnvelope } from "./envelope";
import { PROTOCOL_CODES } from "#rules";
import {
  databaseUnavailable,
  endsSession,
  mapUpstreamError,
  upstreamUnavailable,
  type TransportFault,
} from "./error-mapping";
import { UpstreamBusyError } from "./limiter";
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
  /** The largest JSON answer read (UPSTREAM_MAX_BODY_BYTES); a longer one is a transport fault. */
  maxBodyBytes: number;
  traceHeader: string;
  log: Logger;
  session?: SessionPayload | null;
  /**
   * The client's address, sent as X-Forwarded-For: the vendor API throttles logins per client address
   * (docs/login-policy.md) and would otherwise see only the gateway's.
   */
  forwardedFor?: string;
  /**
   * Sent as X-Forwarding-Key on every call: the vendor API believes X-Forwarded-For only with it, and does not count
   * an API token's data calls a second time (the request was counted here; docs/login-policy.md).
   */
  forwardingKey?: string;
  /** Aborts when the client this request works for has gone away: its calls stop with it. */
  signal?: AbortSignal;
  /** Told about every call, for request logs and call counting. */
  onCall?: (call: UpstreamCall) => void;
  /** Counts and times every call by its path (metrics/registry.ts), when the gateway keeps metrics. */
  metrics?: Pick<GatewayMetrics, "upstream">;
  /** A span for every call of a traced request, whose `traceparent` the call carries (tracing/upstream-span.ts). */
  tracing?: Tracing;
  /**
   * Told the tenant's access epoch a session's answer reports (auth/permission-cache.ts), before the call returns: a
   * change's own answer has been heard by the time its caller's next request starts.
   */
  onAccessEpoch?: (epoch: string) => Promise<void>;
  /** Told when the vendor API says the session has ended: an ended session reports no epoch, its caches go now. */
  onSessionEnded?: () => void;
  /** The request's newest epoch, which its answer reports to the console (auth/access-epoch-header.ts). */
  heardEpoch?: HeardEpoch;
}

/** The header in which the vendor API reports the tenant's access epoch (docs/foundation-contract.md section 1). */
const ACCESS_EPOCH_HEADER = "x-access-epoch";

/** What a download accepts: its media types (without parameters) and its largest size. */
export interface DownloadLimits {
  types: ReadonlySet<string>;
  maxBytes: number;
}

export interface Download {
  /** The media type, lower case, without parameters. */
  contentType: string;
  /** Fails (and ends the exchange) past the download's `maxBytes`; never leaves an error unheard. */
  body: Readable;
  headers: Headers;
}

type Method = "GET" | "POST";
type Recorder = (outcome: UpstreamCall["outcome"], upstreamCode?: number) => void;

export class RestClient {
  private readonly origin: string;
  private readonly originUrl: URL;
  private readonly basePath: string;

  constructor(private readonly options: RestClientOptions) {
    const url = new URL(options.baseUrl);
    this.originUrl = url;
    this.origin = url.origin;
    this.basePath = url.pathname.replace(/\/+$/, "");
  }

  get<T>(path: string, query: Query = {}): Promise<T> {
    return this.call<T>("GET", path, query, undefined);
  }

  post<T>(path: string, body: unknown = {}, query: Query = {}): Promise<T> {
    return this.call<T>("POST", path, query, body);
  }

  /** An epoch the request learnt other than from an answer of this client's: the permission cache's. */
  noteAccessEpoch(epoch: string): void {
    this.options.heardEpoch?.note(epoch);
  }

  /**
   * The same client without the request's signal, for a load other requests share (a cache): one client leaving must
   * not fail it for the others. Its deadline still holds.
   */
  detached(): RestClient {
    return new RestClient({ ...this.options, signal: undefined });
  }

  /**
   * A call whose success answer is raw bytes (`GET /file/get`): a type outside `limits.types` or a size past
   * `limits.maxBytes` is a transport fault; otherwise the body streams through, cut when it runs past the limit after
   * all, with the response headers for callers that pass some on. A JSON answer is the envelope of a refusal and
   * becomes the mapped error, like any other call.
   */
  async download(path: string, query: Query, limits: DownloadLimits): Promise<Download> {
    const { response, release, record, signal } = await this.exchange("GET", path, query, undefined);
    const contentType = (headerValue(response.headers["content-type"]) ?? "application/octet-stream")
      .split(";")[0]
      .trim()
      .toLowerCase();
    const success = response.statusCode >= 200 && response.statusCode < 300;
    if (!success || contentType === "application/json") {
      try {
        return this.refusal(await this.readAnswer("GET", path, response, signal, record), record);
      } finally {
        release();
      }
    }
    const declared = declaredLength(response.headers["content-length"]);
    const fault: TransportFault | null = !limits.types.has(contentType)
      ? "malformed-body"
      : declared !== null && declared > limits.maxBytes
        ? "too-large"
        : null;
    if (fault) {
      discard(response.body);
      release();
      record(fault);
      this.options.log.warn({ method: "GET", path, contentType, declared, fault }, "vendor API sent an unusable file");
      throw upstreamUnavailable(fault);
    }
    record("ok");
    const body = capStream(response.body, limits.maxBytes, (error) => {
      release();
      if (error && !this.options.signal?.aborted) {
        this.options.log.warn({ err: error, method: "GET", path }, "vendor API file download ended early");
      }
    });
    return { contentType, body, headers: response.headers };
  }

  /** A POST whose caller also needs the access epoch its answer reports: the permission load, to cache by it. */
  postReportingEpoch<T>(path: string, body: unknown = {}): Promise<{ result: T; accessEpoch: string | undefined }> {
    return this.callReportingEpoch<T>("POST", path, {}, body);
  }

  private async call<T>(method: Method, path: string, query: Query, body: unknown): Promise<T> {
    return (await this.callReportingEpoch<T>(method, path, query, body)).result;
  }

  private async callReportingEpoch<T>(
    method: Method,
    path: string,
    query: Query,
    body: unknown,
  ): Promise<{ result: T; accessEpoch: string | undefined }> {
    const { response, release, record, signal } = await this.exchange(method, path, query, body);
    let answer: Answer;
    try {
      answer = await this.readAnswer(method, path, response, signal, record);
    } finally {
      release();
    }
    // A refusal reports it too: it may be the first news of a change made elsewhere.
    const accessEpoch = await this.reportAccessEpoch(response.headers);
    const { code } = answer.envelope.status;
    if (code !== 0 && endsSession(code) && this.options.session) this.options.onSessionEnded?.();
    if (code !== 0) return this.refusal(answer, record);
    record("ok");
    return { result: (answer.envelope.result ?? null) as T, accessEpoch };
  }

  private async reportAccessEpoch(headers: Headers): Promise<string | undefined> {
    const epoch = headerValue(headers[ACCESS_EPOCH_HEADER]);
    if (!this.options.session || !epoch || !/^\d{1,15}$/.test(epoch)) return undefined;
    this.options.heardEpoch?.note(epoch);
    try {
      await this.options.onAccessEpoch?.(epoch);
    } catch (error) {
      // The shared epochs are unreachable: the next request's read fails with a clear error before any use of a cache.
      this.options.log.error({ err: { message: (error as Error).message } }, "could not record the access epoch");
    }
    return epoch;
  }

  /**
   * Takes a place for `path` (limiter) and sends the request under one signal: the call's deadline, and the client's
   * leaving. The caller calls `release` once the body is read or dropped: it gives the place back and ends the
   * deadline.
   */
  private async exchange(
    method: Method,
    path: string,
    query: Query,
    body: unknown,
  ): Promise<{ response: Dispatcher.ResponseData; release: () => void; record: Recorder; signal: AbortSignal }> {
    const started = performance.now();
    const span = this.options.tracing && startUpstreamSpan(this.options.tracing, method, path, this.originUrl);
    const record: Recorder = (outcome, upstreamCode) => {
      const elapsedMs = performance.now() - started;
      this.options.metrics?.upstream(path, outcome, elapsedMs / 1000);
      this.options.onCall?.({ method, path, durationMs: Math.round(elapsedMs), outcome, upstreamCode });
      if (span) endUpstreamSpan(span, outcome, upstreamCode);
    };
    // Belt and braces over the pool's phase timeouts: the whole exchange, queueing included, ends by the deadline.
    const deadline = startDeadline(this.options.timeoutMs, this.options.signal);
    const { signal } = deadline;
    let place: (() => void) | undefined;
    const release = () => {
      place?.();
      deadline.dispose();
    };
    try {
      place = await this.options.pools.limiter.acquire(path, signal);
      const response = await this.options.pools.forOrigin(this.origin).request({
        method,
        path: `${this.basePath}${path}?${buildQuery(query)}`,
        headers: this.headers(body !== undefined, span),
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      });
      return { response, release, record, signal };
    } catch (error) {
      release();
      throw this.transportFailure(error, method, path, record);
    }
  }

  /** The body of a JSON answer, read up to the limit, as an envelope; any other answer is a transport fault. */
  private async readAnswer(
    method: Method,
    path: string,
    response: Dispatcher.ResponseData,
    signal: AbortSignal,
    record: Recorder,
  ): Promise<Answer> {
    const { statusCode } = response;
    const traceId = headerValue(response.headers[this.options.traceHeader.toLowerCase()]);
    if (statusCode < 200 || statusCode >= 300) {
      record("http-status");
      this.options.log.warn({ method, path, statusCode, traceId }, "vendor API answered a non-2xx status");
      // A 503 may say why in an envelope (10503: the database is out of reach); any other non-2xx body is not read.
      if (statusCode !== 503) discard(response.body);
      else if (await saysDatabaseUnavailable(response.body)) throw databaseUnavailable();
      throw upstreamUnavailable("http-status", statusCode);
    }
    let text: string;
    try {
      const declared = declaredLength(response.headers["content-length"]);
      if (declared !== null && declared > this.options.maxBodyBytes) {
        discard(response.body);
        throw new BodyTooLargeError(this.options.maxBodyBytes);
      }
      // undici ends a body at its declared length, so a declared one within the limit is read whole, by undici's own
      // reader rather than an async iterator (docs/scale-contract.md section 4); any other is counted as it comes.
      text =
        declared === null ? await readCapped(response.body, this.options.maxBodyBytes) : await response.body.text();
    } catch (error) {
      throw this.transportFailure(signal.aborted ? (signal.reason ?? error) : error, method, path, record);
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
    return { envelope, traceId, method, path };
  }

  /** A business refusal (code ≠ 0) as the mapped GraphQL error; a success where a refusal was due is malformed. */
  private refusal({ envelope, traceId, method, path }: Answer, record: Recorder): never {
    const { code } = envelope.status;
    if (code === 0) {
      record("malformed-body");
      this.options.log.warn({ method, path }, "vendor API answered a success envelope instead of a file");
      throw upstreamUnavailable("malformed-body");
    }
    record("business-error", code);
    this.options.log.info({ method, path, upstreamCode: code, traceId }, "vendor API refused the call");
    // A refusal is an answer, not a fault of the gateway's: the stack of where it was turned into an error says nothing,
    // yet the GraphQL executor copies it, so each refusal paid for capturing and formatting one (through the source
    // maps when they are on) — a flash sale's 400 refused bookings (docs/scale-contract.md section 11).
    const stackTraceLimit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    try {
      throw mapUpstreamError({ ...envelope.status, result: envelope.result, traceId });
    } finally {
      Error.stackTraceLimit = stackTraceLimit;
    }
  }

  private transportFailure(error: unknown, method: Method, path: string, record: Recorder): GraphQLError {
    const fault = this.faultOf(error);
    record(fault);
    if (fault === "cancelled") this.options.log.debug({ method, path }, "client went away: vendor API call cancelled");
    else this.options.log.warn({ err: error, method, path, fault }, "vendor API call failed");
    return upstreamUnavailable(fault);
  }

  private faultOf(error: unknown): TransportFault {
    if (this.options.signal?.aborted) return "cancelled";
    if (error instanceof BodyTooLargeError) return "too-large";
    if (error instanceof UpstreamBusyError) return "busy";
    return isTimeout(error) ? "timeout" : "network";
  }

  private headers(hasBody: boolean, span: Span | undefined): Record<string, string> {
    const headers: Record<string, string> = { accept: "application/json" };
    if (span) this.options.tracing!.inject(span, headers);
    if (hasBody) headers["content-type"] = "application/json";
    if (this.options.forwardedFor) headers["x-forwarded-for"] = this.options.forwardedFor;
    if (this.options.forwardingKey) headers["x-forwarding-key"] = this.options.forwardingKey;
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

interface Answer {
  envelope: NonNullable<ReturnType<typeof parseEnvelope>>;
  traceId: string | undefined;
  method: Method;
  path: string;
}

/** `timestamp` first, then only truthy values, each URL-encoded (docs/foundation-contract.md section 1). */
export function buildQuery(query: Query, now = Date.now()): string {
  let params: URLSearchParams | undefined;
  for (const key in query) {
    const value = query[key];
    if (value) (params ??= new URLSearchParams({ timestamp: String(now) })).append(key, String(value));
  }
  // Most calls send no query value (a list's filter travels in its body): their query is the timestamp alone.
  return params ? params.toString() : `timestamp=${now}`;
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

/** The most of a 503's body read for its envelope: a refusal is a few hundred bytes. */
const REFUSAL_BODY_BYTES = 4096;

async function saysDatabaseUnavailable(body: Dispatcher.ResponseData["body"]): Promise<boolean> {
  const text = await readCapped(body, REFUSAL_BODY_BYTES).catch(() => "");
  return parseEnvelope(text)?.status.code === PROTOCOL_CODES.databaseUnavailable.code;
}
