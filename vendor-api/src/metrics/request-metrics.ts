/**
 * Each request counted once by its route template, never by its URL (docs/system-contract.md, "Metrics"): a route's
 * counters and histogram are looked up when the route is registered, so answering a request costs an increment and
 * an observation. The outcome comes from the error handler's input (protocol/error-handler.ts): a business refusal,
 * a system error, or none.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { Codes } from "../protocol/codes";
import { BusinessError } from "../protocol/errors";
import type { Outcome, VendorApiMetrics } from "./registry";

declare module "fastify" {
  interface FastifyRequest {
    /** How the request ended, for the metrics; set on the error path only. */
    metricsOutcome: Outcome;
  }
}

/** The refusals counted as `vendor_api_auth_refusals_total{reason}`: sign-ins, sessions and API tokens. */
const AUTH_REFUSALS: ReadonlyMap<number, string> = new Map([
  [Codes.wrongCredentials.code, "wrong_credentials"],
  [Codes.invalidAuthCode.code, "invalid_auth_code"],
  [Codes.wrongOldPassword.code, "wrong_old_password"],
  [Codes.wrongTwoFactorCode.code, "wrong_two_factor_code"],
  [Codes.twoFactorLocked.code, "two_factor_locked"],
  [Codes.accountDisabled.code, "account_disabled"],
  [Codes.tooManyLoginAttempts.code, "login_throttled"],
  [Codes.unauthorized.code, "session_or_token_refused"],
  [Codes.tenantMismatch.code, "session_or_token_refused"],
  [Codes.tooManyTokenRequests.code, "api_token_rate_limited"],
]);

/** Route label of a request no route matched: one series for every unknown URL. */
const UNMATCHED = "unmatched";

/** Call before the routes are registered: each route gets its own onResponse hook. */
export function registerRequestMetrics(app: FastifyInstance, metrics: VendorApiMetrics): void {
  app.decorateRequest("metricsOutcome", "ok");
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      const hook = recorder(metrics, method, route.url ?? route.path);
      const existing = route.onResponse;
      route.onResponse = existing ? [...(Array.isArray(existing) ? existing : [existing]), hook] : [hook];
    }
  });
  app.addHook("onError", async (request, _reply, error) => {
    const code = error instanceof BusinessError ? error.code : undefined;
    const clientFault =
      (error as { validation?: unknown }).validation || ((error as { statusCode?: number }).statusCode ?? 500) < 500;
    request.metricsOutcome =
      code === Codes.systemError.code || (code === undefined && !clientFault) ? "failed" : "refused";
    const reason = code === undefined ? undefined : AUTH_REFUSALS.get(code);
    if (reason) metrics.authRefusals.inc({ reason });
  });
  const unmatched = new Map<string, ReturnType<typeof recorder>>();
  app.addHook("onResponse", async (request, reply) => {
    if (!request.is404) return;
    // No call of the API has this path: the caller's mistake, as a malformed request's 10001 is.
    request.metricsOutcome = "refused";
    let hook = unmatched.get(request.method);
    if (!hook) unmatched.set(request.method, (hook = recorder(metrics, request.method, UNMATCHED)));
    await hook(request, reply);
  });
}

/**
 * The route's series, each made on its first use: a scrape lists the routes called since the start, not all of them
 * with zeros (a few hundred routes × the histogram's buckets).
 */
function recorder(metrics: VendorApiMetrics, method: string, route: string) {
  const counted: Partial<Record<Outcome, { inc(): void }>> = {};
  let timed: { observe(value: number): void } | undefined;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const outcome = request.metricsOutcome;
    (counted[outcome] ??= metrics.requests.labels({ method, route, outcome })).inc();
    (timed ??= metrics.duration.labels({ method, route })).observe(reply.elapsedTime / 1000);
  };
}
