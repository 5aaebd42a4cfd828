/**
 * Integrators' API tokens at the gateway (docs/system-contract.md section 11). A bearer credential that starts with
 * `vct_` is not a sealed session but a token the vendor API knows: each request asks the vendor API who it calls as
 * (`/vendor/api-token/session`), so a token revoked or expired is refused on the very next request on every gateway,
 * whatever this gateway has cached; every later call of the request sends the token itself as `operatorToken`, and the
 * vendor API checks it and its roles again. Each token has its own budget of requests a minute, counted across
 * gateways when they share Redis.
 */
import { createHash } from "node:crypto";
import { z } from "zod";
import { RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { apiTokenRateLimited, ErrorCode, gatewayError, sharedStateUnavailable } from "../errors";
import type { RestClient } from "../rest/client";
import { upstream } from "../rest/upstream-call";
import type { SessionPayload } from "./session-token";

const tokenCaller = upstream<{ token: string }>().post(
  "/vendor/api-token/session",
  z.object({
    tenantId: z.union([z.string(), z.number()]).transform(String),
    id: z.union([z.string(), z.number()]).transform(String),
    apiTokenId: z.union([z.string(), z.number()]).transform(String),
    username: z.string(),
    tenantInitialized: z.boolean().nullish(),
    timeZone: z.string().nullish(),
    expiresAt: z.string().nullish(),
  }),
);

/** How long a token's request may take at most before its session is asked again: one request. */
const REQUEST_SESSION_MS = 60_000;

/** The session one request of an API token runs with; the vendor API refuses an unknown, revoked or expired token. */
export async function openApiTokenSession(rest: RestClient, secret: string): Promise<SessionPayload> {
  const caller = await tokenCaller(rest, { token: secret });
  const expiresAt = caller.expiresAt ? Date.parse(caller.expiresAt) : Number.NaN;
  return {
    operatorToken: secret,
    tenantId: caller.tenantId,
    originalTenantId: caller.tenantId,
    userId: caller.id,
    username: caller.username,
    channelId: null,
    timeZone: caller.timeZone ?? null,
    tenantInitialized: caller.tenantInitialized ?? true,
    mustChangePassword: false,
    expiresAt: Math.min(Number.isFinite(expiresAt) ? expiresAt : Infinity, Date.now() + REQUEST_SESSION_MS),
    apiTokenId: caller.apiTokenId,
  };
}

/** Requests a minute per token (`API_TOKEN_RATE_LIMIT`), keyed by the token's hash so the store never holds it. */
export class ApiTokenRateLimiter {
  constructor(private readonly limiter: RateLimiterAbstract) {}

  async consume(secret: string): Promise<void> {
    const key = createHash("sha256").update(secret).digest("base64url");
    try {
      await this.limiter.consume(key);
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) throw apiTokenRateLimited(refusal.msBeforeNext);
      throw sharedStateUnavailable();
    }
  }
}

/**
 * Refuses an API token what only a person may do (managing tokens), before any upstream call; the vendor API refuses
 * it too (21405), as it does signing out, passwords, second factors, users and roles.
 */
export function assertPerson(session: SessionPayload | null): void {
  if (session?.apiTokenId) {
    throw gatewayError(ErrorCode.FORBIDDEN, "An API token cannot make this call: sign in as a person", {
      key: "session.personOnly",
    });
  }
}
