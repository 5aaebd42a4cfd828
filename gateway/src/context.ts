/**
 * Per-request GraphQL context: who is calling (from the sealed bearer token, or an integrator's API token), a REST client bound to that session,
 * and the request's DataLoaders. Resolvers reach the vendor API only through what is built here.
 */
import type { FastifyBaseLogger as Logger, FastifyReply } from "fastify";
import { GraphQLError } from "graphql";
import { isApiTokenSecret } from "#rules";
import type { Logger as PinoLogger } from "pino";
import type { GatewayConfig } from "./config";
import type { LoginRateLimiter } from "./auth/login-rate-limit";
import type { PermissionCache } from "./auth/permission-cache";
import type { SharedState } from "./shared-state/shared-state";
import type { SessionPayload, SessionSealer } from "./auth/session-token";
import { HeardEpoch } from "./auth/heard-epoch";
import { ErrorCode, unauthenticated } from "./errors";
import { openApiTokenSession, type ApiTokenRateLimiter } from "./auth/api-token";
import type { Tracing } from "#tracing";
import type { GatewayMetrics } from "./metrics/registry";
import type { DictionaryCache } from "./modules/dictionary/dictionary.cache";
import { createRequestLoaders, type RequestLoaders } from "./modules/request-loaders";
import { RestClient, type UpstreamCall } from "./rest/client";
import type { UpstreamPools } from "./rest/pools";

/** Long-lived pieces shared by every request of one gateway instance. */
export interface GatewayServices {
  config: GatewayConfig;
  logger: PinoLogger;
  pools: UpstreamPools;
  sealer: SessionSealer;
  sharedState: SharedState;
  rateLimiter: LoginRateLimiter;
  /** Each API token's requests a minute (auth/api-token.ts). */
  apiTokenRateLimiter: ApiTokenRateLimiter;
  permissionCache: PermissionCache;
  dictionaryCache: DictionaryCache;
  version: string;
  /** The Prometheus metrics when METRICS_PORT is set (metrics/registry.ts); absent: none are kept. */
  metrics?: GatewayMetrics;
  /** OpenTelemetry tracing when the OTEL_* variables ask for it (#tracing); absent: nothing is traced. */
  tracing?: Tracing;
}

export interface GatewayContext {
  requestId: string;
  clientAddress: string;
  session: SessionPayload | null;
  /** Why the presented bearer token was refused; raised only by fields that need a session. */
  authError: GraphQLError | null;
  /** Bound to the session when there is one. */
  rest: RestClient;
  /** Never sends session headers, and sends the client's address (login). */
  anonymousRest: RestClient;
  /**
   * Bound to a session the request itself opened (a login completing its session), or sending the client's address
   * with the session's calls (`forwardedFor`: a password change, throttled per address like a login).
   */
  restFor: (session: SessionPayload, forwardedFor?: string) => RestClient;
  loaders: RequestLoaders;
  services: GatewayServices;
  log: Logger;
  upstreamCalls: UpstreamCall[];
  /** The newest access epoch this request heard for its session's tenant, which its answer reports. */
  heardEpoch: HeardEpoch;
}

export interface RequestInfo {
  requestId: string;
  clientAddress: string;
  authorization: string | undefined;
  log: Logger;
  /** Aborts when the client has gone away (`clientGone`): the request's vendor API calls stop with it. */
  signal?: AbortSignal;
}

/**
 * A signal that aborts when the connection closes before the response was sent in full: the client gave up (or
 * a proxy did), so nobody will read what its vendor API calls would bring, and they must not hold a connection
 * to the vendor API until their deadline.
 */
export function clientGone(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  const response = reply.raw;
  response.once("close", () => {
    if (!response.writableFinished) controller.abort(new Error("the client went away"));
  });
  return controller.signal;
}

/**
 * A REST client bound to `session` (or to none), which reports the access epochs it hears to the shared epochs and
 * an ended session to the permission cache. Requests and live subscriptions (modules/subscription) both use it.
 */
export function sessionRestClient(
  services: GatewayServices,
  session: SessionPayload | null,
  options: {
    log: Logger;
    signal?: AbortSignal;
    forwardedFor?: string;
    onCall?: (call: UpstreamCall) => void;
    heardEpoch?: HeardEpoch;
  },
): RestClient {
  return new RestClient({
    baseUrl: services.config.vendorApiUrl,
    pools: services.pools,
    timeoutMs: services.config.upstreamTimeoutMs,
    maxBodyBytes: services.config.upstreamLimits.maxBodyBytes,
    signal: options.signal,
    traceHeader: services.config.upstreamTraceHeader,
    log: options.log,
    session,
    forwardedFor: options.forwardedFor,
    forwardingKey: services.config.vendorApiForwardingKey,
    onCall: options.onCall,
    metrics: services.metrics,
    tracing: services.tracing,
    onAccessEpoch: session ? (epoch) => services.sharedState.accessEpochs.observe(session.tenantId, epoch) : undefined,
    onSessionEnded: session ? () => services.permissionCache.forget(session) : undefined,
    heardEpoch: options.heardEpoch,
  });
}

export async function createContext(services: GatewayServices, request: RequestInfo): Promise<GatewayContext> {
  const upstreamCalls: UpstreamCall[] = [];
  const heardEpoch = new HeardEpoch();
  const restFor = (bound: SessionPayload | null, forwardedFor?: string, heard?: HeardEpoch) =>
    sessionRestClient(services, bound, {
      log: request.log,
      signal: request.signal,
      forwardedFor,
      onCall: (call) => upstreamCalls.push(call),
      heardEpoch: heard,
    });
  const anonymousRest = restFor(null, request.clientAddress);
  const { session, authError } = await readSession(services, anonymousRest, request.authorization);
  // An API token's calls name the integrator's address, which its list shows as where it was last used.
  const rest = restFor(session, session?.apiTokenId ? request.clientAddress : undefined, heardEpoch);
  return {
    requestId: request.requestId,
    clientAddress: request.clientAddress,
    session,
    authError,
    rest,
    anonymousRest,
    restFor,
    loaders: createRequestLoaders({ rest, services, session }),
    services,
    log: request.log,
    upstreamCalls,
    heardEpoch,
  };
}

export async function readSession(
  services: GatewayServices,
  anonymousRest: RestClient,
  authorization: string | undefined,
): Promise<{ session: SessionPayload | null; authError: GraphQLError | null }> {
  if (!authorization) return { session: null, authError: null };
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
  if (!match)
    return { session: null, authError: unauthenticated("The Authorization header must be `Bearer <token>`.") };
  if (isApiTokenSecret(match[1])) {
    // Over its budget, a token is refused before anything else, the whole request with it (HTTP 429).
    await services.apiTokenRateLimiter.consume(match[1]);
    try {
      return { session: await openApiTokenSession(anonymousRest, match[1]), authError: null };
    } catch (error) {
      if (error instanceof GraphQLError && error.extensions.code === ErrorCode.UNAUTHENTICATED)
        return { session: null, authError: unauthenticated("The API token is unknown, revoked or expired.") };
      throw error;
    }
  }
  const result = services.sealer.unseal(match[1]);
  if (result.ok) return { session: result.session, authError: null };
  const message =
    result.reason === "expired"
      ? "The session has expired, please login again."
      : "The session token is invalid, please login again.";
  return { session: null, authError: unauthenticated(message) };
}
