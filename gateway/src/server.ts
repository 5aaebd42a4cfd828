/**
 * `startGateway`: the GraphQL gateway on Fastify (contract section 5). Serves /graphql, /healthz, /readyz and, when `webDist`
 * is given, the built console with a single-page-app fallback to index.html.
 */
import "reflect-metadata";
import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import fastifyApollo, { fastifyApolloDrainPlugin } from "@as-integrations/fastify";
import fastifyStatic from "@fastify/static";
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyServerOptions,
  type FastifyInstance,
} from "fastify";
import { registerAccessLog } from "#access-log";
import { registerRequestSpans, tracingFromEnv, type Tracing } from "#tracing";
import { buildGatewaySchema } from "./build-schema";
import { loadConfig, type GatewayConfig, type SubscriptionLimits } from "./config";
import { clientGone, createContext, type GatewayContext } from "./context";
import { createApolloServer } from "./graphql-server";
import { DocumentCache } from "./document-cache";
import { liveness, ReadinessProbe, type ReadinessReport } from "./health";
import { createLogger } from "./logger";
import { metricsPlugin } from "./metrics/graphql-plugin";
import { listenForScrapes, type MetricsListener } from "#metrics";
import { operationNamesOf } from "./metrics/operation-names";
import { fastPaths, requestLoggerFactory } from "./performance";
import { FILES_PATH } from "./modules/file/file.mapper";
import { registerFileRoute } from "./modules/file/file.route";
import { EXPORTS_PATH } from "./modules/export/export-route";
import { registerExportRoutes } from "./modules/export/exports.route";
import { serveExplorer } from "./explorer";
import { registerSecurityHeaders } from "./security-headers";
import { registerSubscriptions } from "./modules/subscription/ws-server";
import { createServices } from "./services";
import { tracingPlugin } from "./tracing/graphql-plugin";
import { registerTrustedDocuments, TrustedDocuments, type TrustedDocumentsMode } from "./trusted-documents";
import { registerUpstreamWait, UpstreamStartState, type UpstreamStart } from "./upstream-ready";

export interface StartGatewayOptions {
  port?: number;
  host?: string;
  vendorApiUrl: string;
  /** The key the vendor API believes forwarded client addresses with (VENDOR_API_FORWARDING_KEY). */
  vendorApiForwardingKey?: string;
  webDist?: string;
  /** The built local GraphQL explorer (web/explorer/dist), served in development only (explorer.ts). */
  explorerDist?: string;
  sessionSecret?: string;
  nodeEnv?: string;
  upstreamTimeoutMs?: number;
  logLevel?: string;
  trustedDocuments?: TrustedDocumentsMode;
  trustedDocumentsFile?: string;
  redisUrl?: string;
  /** Take the client address and protocol from X-Forwarded-For / X-Forwarded-Proto (`TRUST_PROXY`). */
  trustProxy?: boolean;
  /** Strict-Transport-Security's max-age in production (`HSTS_MAX_AGE`). */
  hstsMaxAge?: number;
  /** Requests a minute per API token (`API_TOKEN_RATE_LIMIT`). */
  apiTokenRateLimit?: number;
  /** The graphql-ws server's limits (`SUBSCRIPTIONS_PER_CONNECTION` and the others). */
  subscriptionLimits?: Partial<SubscriptionLimits>;
  /**
   * The vendor API is still starting (`npm start`'s embedded one, scripts/serve.ts): the gateway listens at once and
   * serves the console, and requests that need the API wait for this to settle (upstream-ready.ts).
   */
  upstreamStart?: UpstreamStart;
  /**
   * The Prometheus metrics' own port (METRICS_PORT; 0: any free one), never the public one; unset: no metrics are
   * kept. On `metricsHost` (METRICS_HOST, loopback unless told).
   */
  metricsPort?: number;
  metricsHost?: string;
  /**
   * On close, how long /readyz answers 503 "draining" while requests are still served, before the listener stops
   * (SHUTDOWN_DRAIN_MS): a proxy's health check takes the gateway out of rotation meanwhile. 0: at once.
   */
  drainMs?: number;
  /**
   * Traces to record into, instead of what the OTEL_* variables ask for (tests hand one with an in-memory exporter);
   * its owner shuts it down.
   */
  tracing?: Tracing;
}

export interface RunningGateway {
  url: string;
  /** Where Prometheus scrapes this gateway (http://host:port/metrics), when `metricsPort` is set. */
  metricsUrl: string | undefined;
  close(): Promise<void>;
}

const GRAPHQL_PATH = "/graphql";
/** The gateway's `service.name` in traces, unless OTEL_SERVICE_NAME names another. */
export const GATEWAY_SERVICE_NAME = "vendor-console-gateway";
/**
 * Request body limit (Fastify's default is 1 MiB): `uploadFile` carries an image under 5 MB as base64 inside the JSON
 * body, about 6.7 MB, so 8 MiB leaves room for the rest of the request. The vendor API accepts 12 MiB.
 */
export const BODY_LIMIT_BYTES = 8 * 1024 * 1024;
const HEALTH_PATH = "/healthz";
const READY_PATH = "/readyz";

export async function startGateway(options: StartGatewayOptions): Promise<RunningGateway> {
  const config = loadConfig(process.env, options);
  const logger = createLogger(config.logLevel);
  if (config.usesDevSessionSecret) {
    logger.warn(
      "SESSION_SECRET is not set: using the development secret kept in DATA_DIR/session-secret. Set SESSION_SECRET outside development.",
    );
  }

  const trustedDocuments = TrustedDocuments.load(config.trustedDocuments.manifestPath, logger);
  if (config.trustedDocuments.mode === "only" && trustedDocuments.size === 0) {
    throw new Error(
      `TRUSTED_DOCUMENTS=only needs the console's documents: ${config.trustedDocuments.manifestPath} is missing or empty.`,
    );
  }
  // prom-client is loaded only when metrics are kept: a gateway without them keeps it off its heap
  // (docs/scale-contract.md section 4).
  const metrics =
    config.metrics &&
    new (await import("./metrics/registry")).GatewayMetrics(operationNamesOf(trustedDocuments.texts()));
  // Off unless OTEL_TRACES_EXPORTER=otlp or an OTLP endpoint is set (docs/system-contract.md, "Tracing").
  const ownTracing = options.tracing ? undefined : tracingFromEnv(process.env, { name: GATEWAY_SERVICE_NAME });
  const tracing = options.tracing ?? ownTracing;
  const services = createServices(config, logger, metrics, tracing);
  const readiness = new ReadinessProbe(config, services.version);
  const upstream = new UpstreamStartState(options.upstreamStart);
  let metricsListener: MetricsListener | undefined;
  /** Set by close(): /readyz says so and every answer closes its connection, so the proxy moves to the others. */
  let draining = false;

  const app = Fastify({
    // Typed as Fastify's base logger so the instance keeps the default FastifyInstance type.
    loggerInstance: logger as FastifyBaseLogger,
    // One line per GraphQL operation (graphql-server.ts) says more than Fastify's two per HTTP request.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: () => randomUUID(),
    // Each request's logger is bound to its id, written once (performance/request-logger.ts).
    childLoggerFactory: requestLoggerFactory() as FastifyServerOptions["childLoggerFactory"],
  });
  // First: the request's span covers every other hook. Only requests that reach the vendor API are traced, not the
  // console's files or the health checks.
  if (tracing) registerRequestSpans(app, tracing, (request) => needsUpstream(request.url.split("?")[0]) !== undefined);
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
    if (draining) reply.header("connection", "close");
  });
  registerSecurityHeaders(app, GRAPHQL_PATH, config.isProduction ? { maxAge: config.hstsMaxAge } : null);
  registerAccessLog(app);
  if (options.upstreamStart) registerUpstreamWait(app, upstream, options.upstreamStart.waitMs, needsUpstream);

  registerTrustedDocuments(app, GRAPHQL_PATH, trustedDocuments, config.trustedDocuments.mode);

  const schema = await buildGatewaySchema();
  const documents = new DocumentCache();
  metrics?.watchDocuments(() => documents.size());
  const apollo = createApolloServer(schema, config, documents, [
    fastifyApolloDrainPlugin(app),
    ...(metrics ? [metricsPlugin(metrics)] : []),
    ...(tracing ? [tracingPlugin(tracing)] : []),
  ]);
  await apollo.start();
  try {
    await app.register(fastifyApollo(apollo), {
      path: GRAPHQL_PATH,
      context: async (request, reply) =>
        createContext(services, {
          requestId: request.id,
          clientAddress: request.ip,
          authorization: request.headers.authorization,
          log: request.log,
          signal: clientGone(reply),
        }),
    });

    registerSubscriptions(app, schema, services, {
      path: GRAPHQL_PATH,
      trustedDocuments,
      trustedDocumentsMode: config.trustedDocuments.mode,
    });
    registerFileRoute(app, services);
    registerExportRoutes(app, services, schema);

    app.get(HEALTH_PATH, async () => liveness(services.version));
    app.get(READY_PATH, async (_request, reply) => {
      if (draining) return reply.code(503).send({ status: "draining", version: services.version });
      if (!upstream.up) {
        const error = upstream.starting ? "starting" : "failed";
        const report: ReadinessReport = {
          status: "degraded",
          version: services.version,
          upstream: { reachable: false, latencyMs: null, error },
        };
        return reply.code(503).send(report);
      }
      const [report, sharedStateReachable] = await Promise.all([readiness.check(), services.sharedState.reachable()]);
      const ready = report.status === "ok" && sharedStateReachable;
      return reply.code(ready ? 200 : 503).send({
        ...report,
        status: ready ? "ok" : "degraded",
        sharedState: { kind: services.sharedState.kind, reachable: sharedStateReachable },
      });
    });

    if (options.explorerDist && !config.isProduction) await serveExplorer(app, options.explorerDist);
    if (options.webDist) await serveConsole(app, options.webDist);
    else app.setNotFoundHandler((request, reply) => reply.code(404).send(notFoundBody(request.url)));

    await services.sharedState.connecting();
    await app.listen({ port: config.port, host: config.host });
    if (metrics && config.metrics) {
      metricsListener = await listenForScrapes(metrics.registry, config.metrics.host, config.metrics.port, (err) =>
        logger.error({ err }, "could not collect the metrics"),
      );
    }
  } catch (error) {
    await app.close().catch(() => undefined);
    await services.pools.close();
    await services.sharedState.close();
    await readiness.close();
    await ownTracing?.shutdown();
    throw error;
  }

  const url = publicUrl(app, config);
  logger.info(
    {
      url,
      metricsUrl: metricsListener?.url,
      vendorApiUrl: config.vendorApiUrl,
      environment: config.nodeEnv,
      fastPaths: fastPaths(),
    },
    "gateway listening",
  );
  return {
    url,
    metricsUrl: metricsListener?.url,
    async close() {
      draining = true;
      if (options.drainMs) await new Promise((resolve) => setTimeout(resolve, options.drainMs));
      await metricsListener?.close();
      await app.close(); // the drain plugin stops Apollo once in-flight requests finish
      await services.pools.close();
      await services.sharedState.close();
      await readiness.close();
      await ownTracing?.shutdown();
    },
  };
}

/** Static files of the built console; any other GET that is not an API path and not a file gets index.html. */
async function serveConsole(app: FastifyInstance, webDist: string): Promise<void> {
  const root = path.resolve(webDist);
  if (!existsSync(path.join(root, "index.html"))) {
    throw new Error(`webDist ${root} has no index.html: build the console first (npm run build:web).`);
  }
  await app.register(fastifyStatic, {
    root,
    cacheControl: false,
    // The build writes a brotli and a gzip copy of each text file (web/build/precompress.ts): the browser gets the
    // best it accepts without the gateway compressing per request (docs/scale-contract.md section 1).
    preCompressed: true,
    setHeaders(response, filePath) {
      // Vite fingerprints everything under assets/, so those can be cached forever; index.html must be revalidated.
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      response.setHeader("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
      // The body depends on Accept-Encoding, so a shared cache must keep one copy per encoding.
      response.setHeader("vary", "Accept-Encoding");
    },
  });
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split("?")[0];
    const isApi = pathname === HEALTH_PATH || pathname === READY_PATH || needsUpstream(pathname) !== undefined;
    const looksLikeFile = path.posix.extname(pathname) !== "";
    if ((request.method === "GET" || request.method === "HEAD") && !isApi && !looksLikeFile) {
      return reply.header("cache-control", "no-cache").sendFile("index.html");
    }
    return reply.code(404).send(notFoundBody(pathname));
  });
}

/** The paths whose answers come from the vendor API (the rest are the console's files and the health checks). */
function needsUpstream(pathname: string): { graphql: boolean } | undefined {
  if (pathname === GRAPHQL_PATH || pathname.startsWith(`${GRAPHQL_PATH}/`)) return { graphql: true };
  if (pathname.startsWith(`${FILES_PATH}/`) || pathname.startsWith(`${EXPORTS_PATH}/`)) return { graphql: false };
  return undefined;
}

const notFoundBody = (url: string) => ({
  error: "Not Found",
  message: `No route for ${url.split("?")[0]}`,
  statusCode: 404,
});

function publicUrl(app: FastifyInstance, config: GatewayConfig): string {
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  const wildcard = config.host === "0.0.0.0" || config.host === "::";
  const host = wildcard ? "localhost" : config.host.includes(":") ? `[${config.host}]` : config.host;
  return `http://${host}:${port}`;
}

export type { GatewayContext };
export { UPSTREAM_START_WAIT_MS } from "./upstream-ready";
