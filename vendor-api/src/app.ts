import Fastify, { LogController, type FastifyInstance } from "fastify";
import swagger from "@fastify/swagger";
import { randomUUID } from "node:crypto";
import type { DestinationStream } from "pino";
import { registerAccessLog } from "#access-log";
import { registerRequestSpans, type Tracing } from "#tracing";
import { TRUST_LOOPBACK } from "./config";
import type { AppContext } from "./context";
import { loggerOptions } from "./logging";
import { registerAccountRoutes } from "./modules/account/routes";
import { registerApiTokenRoutes } from "./modules/api-token/routes";
import { registerWebhookRoutes } from "./modules/webhook/routes";
import { webhookDeliveryReaction } from "./modules/webhook/events";
import { reactToEvents } from "./events/dispatcher";
import { registerEventFeedRoutes } from "./modules/event-feed/routes";
import { registerAuditRoutes } from "./modules/audit/routes";
import { registerAdminRoutes } from "./modules/admin/routes";
import { registerCompanyRoutes } from "./modules/company/routes";
import { registerConfigurationRoutes } from "./modules/configuration/routes";
import { registerDevelopmentMailRoutes } from "./modules/development-mail/routes";
import { registerCouponRoutes } from "./modules/coupon/routes";
import { registerDictionaryRoutes } from "./modules/dictionary/routes";
import { registerPaymentConfigRoutes } from "./modules/payment-config/routes";
import { registerTenantRoutes } from "./modules/tenant/routes";
import { registerFileRoutes } from "./modules/file/routes";
import { registerReservationRoutes } from "./modules/reservation/routes";
import { registerDepartureRoutes } from "./modules/departure/routes";
import { registerRoleRoutes } from "./modules/role/routes";
import { registerTagRoutes } from "./modules/tag/routes";
import { registerTripRoutes } from "./modules/trip/routes";
import { registerUserRoutes } from "./modules/user/routes";
import { registerOrderRoutes } from "./modules/order/routes";
import { registerOrderJobRoutes } from "./modules/order-job/routes";
import { registerCheckInRoutes } from "./modules/check-in/routes";
import { registerRefundRoutes } from "./modules/refund/routes";
import { registerReportRoutes } from "./modules/report/routes";
import { registerStatementRoutes } from "./modules/statement/routes";
import { registerSystemEmailRoutes } from "./modules/system-email/routes";
import { registerTransactionRoutes } from "./modules/transaction/routes";
import { registerTwoFactorRoutes } from "./modules/two-factor/routes";
import { registerVendorPageRoutes } from "./modules/vendor-page/routes";
import { registerRequestMetrics } from "./metrics/request-metrics";
import { registerErrorHandling } from "./protocol/error-handler";
import { registerForwardingProof } from "./security/forwarding";
import { registerRequestGate } from "./protocol/session-hook";
import { documentOnlyValidatorCompiler, eagerValidatorCompiler, validatorCompiler } from "./protocol/validator";

const OPENAPI_INFO = {
  title: "Vendor REST API",
  version: "1.0.0",
  description: [
    "Reference implementation of the vendor REST protocol.",
    "Every call takes a `timestamp` query parameter (milliseconds) and answers HTTP 200 with",
    '`{"status": {"code": 0, "msg": "success"}, "result": ...}`; a non-zero code is a business error',
    "(the codes are listed on the `Status` schema; 10000 system error comes with the trace id in header x-trace-id).",
    "Unknown paths answer HTTP 404.",
  ].join(" "),
};

/** Where the vendor API listens by default (config.ts); a deployment names its own address to its clients. */
const OPENAPI_SERVERS = [{ url: "http://127.0.0.1:4001", description: "A vendor API started locally with defaults" }];

const SECURITY_SCHEMES = {
  operatorToken: {
    type: "apiKey",
    in: "header",
    name: "operatorToken",
    description:
      "The token of /vendor/account/login, or an API token (vct_…, its tenant from /vendor/api-token/session). " +
      "Optionally also send `channelId` (must be a channel of the session's tenant, else 30046), `opId`, " +
      "`operatorId`, `timeZone`.",
  },
  tenantId: {
    type: "apiKey",
    in: "header",
    name: "tid",
    description:
      "The `tenantId` of the login's answer (or of /vendor/api-token/session), sent with its token (another " +
      "tenant's id: 21434)",
  },
  adminKey: {
    type: "apiKey",
    in: "header",
    name: "x-admin-key",
    description: "The vendor's operator key (DATA_DIR/admin-key)",
  },
} as const;

/** The Fastify app with every route, without listening or touching the database until a request comes in. */
export async function buildVendorApi(
  context: AppContext,
  options: {
    logLevel?: string;
    logStream?: DestinationStream;
    trustProxy?: boolean | string;
    /** The gateway's proof that it forwards a client address (security/forwarding.ts); none: nobody forwards. */
    forwardingKey?: string;
    openApi?: boolean;
    /** A span per request, named by its route, and per SQL statement (db/connect.ts); unset: nothing is traced. */
    tracing?: Tracing;
  } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    // `request.ip` is the client the login throttle counts (docs/login-policy.md): the TCP peer, or the address the
    // gateway names in X-Forwarded-For, believed from these peers only on a request with the forwarding key (the
    // first hook drops the header from any other).
    trustProxy: options.trustProxy ?? TRUST_LOOPBACK,
    logger: { ...loggerOptions(options.logLevel), ...(options.logStream ? { stream: options.logStream } : {}) },
    // Fastify logs two `info` lines per request; a short console session makes thousands. Access lines are `debug`
    // (below); failures are logged at `error` by the error handler whatever the level.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: () => randomUUID(),
  });
  // First: the request's span covers every other hook.
  if (options.tracing) registerRequestSpans(app, options.tracing);
  registerForwardingProof(app, options.forwardingKey);
  registerAccessLog(app);
  app.setValidatorCompiler(
    options.openApi
      ? documentOnlyValidatorCompiler
      : context.fastPaths === false
        ? eagerValidatorCompiler
        : validatorCompiler,
  );
  // Protocol clients send `content-type: application/json` on body-less calls (logout, permission load).
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) =>
    body === "" ? done(null, undefined) : parseJson(request, body as string, done),
  );
  // Response schemas document the API; the envelope is built from zod-parsed results, so plain JSON output suffices.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  // Only for the OpenAPI document (openapi.ts): a serving API reads no response schema, and writing all of them slowed
  // every start (docs/scale-contract.md section 8; protocol/route.ts).
  if (options.openApi) {
    await app.register(swagger, {
      openapi: {
        openapi: "3.1.0",
        info: OPENAPI_INFO,
        servers: OPENAPI_SERVERS,
        components: { securitySchemes: SECURITY_SCHEMES },
      },
    });
  }
  registerErrorHandling(app);
  // Before the routes: each route's counters are found once, when it is registered.
  if (context.metrics) registerRequestMetrics(app, context.metrics);
  registerRequestGate(app, context);
  // Side effects of a domain's change react to its event in the change's transaction (events/dispatcher.ts).
  reactToEvents(webhookDeliveryReaction);
  for (const register of [
    registerAccountRoutes,
    registerTwoFactorRoutes,
    registerApiTokenRoutes,
    registerWebhookRoutes,
    registerEventFeedRoutes,
    registerTenantRoutes,
    registerConfigurationRoutes,
    registerDictionaryRoutes,
    registerPaymentConfigRoutes,
    registerFileRoutes,
    registerTagRoutes,
    registerTripRoutes,
    registerReservationRoutes,
    registerDepartureRoutes,
    registerOrderRoutes,
    registerOrderJobRoutes,
    registerCheckInRoutes,
    registerRefundRoutes,
    registerTransactionRoutes,
    registerCouponRoutes,
    registerStatementRoutes,
    registerReportRoutes,
    registerCompanyRoutes,
    registerVendorPageRoutes,
    registerRoleRoutes,
    registerUserRoutes,
    registerAuditRoutes,
    registerSystemEmailRoutes,
    registerDevelopmentMailRoutes,
    registerAdminRoutes,
  ]) {
    register(app, context);
  }
  return app;
}
