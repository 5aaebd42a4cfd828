/**
 * OpenTelemetry tracing, shared by the gateway and the vendor API (docs/system-contract.md, "Tracing"). Off unless the
 * standard OTEL_* variables ask for OTLP: then each server has a provider of its own (none is registered globally, so
 * two servers in one process stay apart), a request's span travels with its work in an AsyncLocalStorage, and W3C
 * `traceparent` joins the console, the gateway and the vendor API into one trace. Off, no hook is registered and the
 * call sites test one `undefined`.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import {
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  defaultTextMapGetter,
  defaultTextMapSetter,
  type Attributes,
  type Context,
  type Span,
  type Tracer,
} from "@opentelemetry/api";
import { W3CTraceContextPropagator } from "@opentelemetry/core";
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import {
  detectResources,
  resourceAttributesEnvDetector,
  resourceFromAttributes,
  serviceNameEnvDetector,
} from "@opentelemetry/resources";
import {
  AlwaysOffSampler,
  AlwaysOnSampler,
  BatchSpanProcessor,
  ParentBasedSampler,
  TraceIdRatioBasedSampler,
  TracerProvider,
  type Sampler,
  type SpanProcessor,
} from "@opentelemetry/sdk-trace";
import {
  ATTR_HTTP_REQUEST_METHOD,
  ATTR_HTTP_RESPONSE_STATUS_CODE,
  ATTR_HTTP_ROUTE,
  ATTR_SERVICE_NAME,
  ATTR_SERVICE_VERSION,
} from "@opentelemetry/semantic-conventions";
import type { FastifyInstance, FastifyRequest } from "fastify";

export { SpanKind, SpanStatusCode, type Span };

/** The context a request's work runs in: the request's span, or a statement's parent. */
const active = new AsyncLocalStorage<Context>();
const propagator = new W3CTraceContextPropagator();

export interface TracingOptions {
  serviceName: string;
  version?: string;
  /** Where finished spans go: OTLP in service (`tracingFromEnv`), an in-memory exporter in tests. */
  spanProcessors: SpanProcessor[];
  sampler?: Sampler;
}

export class Tracing {
  readonly tracer: Tracer;
  private readonly provider: TracerProvider;

  constructor(options: TracingOptions) {
    const resource = resourceFromAttributes({
      [ATTR_SERVICE_NAME]: options.serviceName,
      ...(options.version ? { [ATTR_SERVICE_VERSION]: options.version } : {}),
    }).merge(detectResources({ detectors: [resourceAttributesEnvDetector, serviceNameEnvDetector] }));
    this.provider = new TracerProvider({
      resource,
      sampler: options.sampler,
      spanProcessors: options.spanProcessors,
      // A statement's text is kept whole up to this; a longer one (a generated IN list) is cut.
      spanLimits: { attributeValueLengthLimit: 4096 },
    });
    this.tracer = this.provider.getTracer(options.serviceName, options.version);
  }

  /** The context of the traced request this code runs for, if any. */
  active(): Context | undefined {
    return active.getStore();
  }

  /** Runs `work` with `span` as the active span under `parent`. */
  runWith<T>(parent: Context, span: Span, work: () => T): T {
    return active.run(trace.setSpan(parent, span), work);
  }

  /** A child span of the active one, or nothing when no traced request is running (a worker, a start-up statement). */
  startChild(name: string, kind: SpanKind, attributes: Attributes): Span | undefined {
    const parent = active.getStore();
    return parent && this.tracer.startSpan(name, { kind, attributes }, parent);
  }

  /** The caller's trace from its `traceparent` header, or a new root. */
  extract(headers: Record<string, string | string[] | undefined>): Context {
    return propagator.extract(ROOT_CONTEXT, headers, defaultTextMapGetter);
  }

  /** Writes `traceparent` (and `tracestate`) for `span` into outgoing headers. */
  inject(span: Span, headers: Record<string, string>): void {
    propagator.inject(trace.setSpan(ROOT_CONTEXT, span), headers, defaultTextMapSetter);
  }

  /** Exports what is buffered and stops. */
  shutdown(): Promise<void> {
    return this.provider.shutdown();
  }
}

/**
 * Tracing as the standard variables ask: on when `OTEL_TRACES_EXPORTER` names `otlp` or an OTLP endpoint is set
 * (`OTEL_EXPORTER_OTLP_ENDPOINT`, `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`), unless `OTEL_SDK_DISABLED=true` or
 * `OTEL_TRACES_EXPORTER=none`. The exporter reads its own variables (endpoint, headers, timeout, compression).
 */
export function tracingFromEnv(
  env: NodeJS.ProcessEnv,
  service: { name: string; version?: string },
): Tracing | undefined {
  if (!tracingRequested(env)) return undefined;
  return new Tracing({
    serviceName: service.name,
    version: service.version,
    sampler: samplerFromEnv(env),
    spanProcessors: [new BatchSpanProcessor({ exporter: new OTLPTraceExporter() })],
  });
}

export function tracingRequested(env: NodeJS.ProcessEnv): boolean {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === "true") return false;
  const exporters = (env.OTEL_TRACES_EXPORTER ?? "").split(",").map((name) => name.trim().toLowerCase());
  if (exporters.includes("none")) return false;
  return exporters.includes("otlp") || !!env.OTEL_EXPORTER_OTLP_ENDPOINT || !!env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT;
}

/** `OTEL_TRACES_SAMPLER` (and `OTEL_TRACES_SAMPLER_ARG`, the ratio); by default every trace its parent samples. */
export function samplerFromEnv(env: NodeJS.ProcessEnv): Sampler {
  const ratio = Number(env.OTEL_TRACES_SAMPLER_ARG ?? "1");
  const byRatio = new TraceIdRatioBasedSampler(Number.isFinite(ratio) ? ratio : 1);
  switch (env.OTEL_TRACES_SAMPLER?.trim().toLowerCase()) {
    case "always_on":
      return new AlwaysOnSampler();
    case "always_off":
      return new AlwaysOffSampler();
    case "traceidratio":
      return byRatio;
    case "parentbased_always_off":
      return new ParentBasedSampler({ root: new AlwaysOffSampler() });
    case "parentbased_traceidratio":
      return new ParentBasedSampler({ root: byRatio });
    default:
      return new ParentBasedSampler({ root: new AlwaysOnSampler() });
  }
}

const requestSpans = new WeakMap<FastifyRequest, Span>();

/**
 * A server span for each request `traced` accepts, named by its route template (`POST /order/list`), under the
 * caller's `traceparent`; the rest of the request (hooks, body, handler) runs with it active.
 */
export function registerRequestSpans(
  app: FastifyInstance,
  tracing: Tracing,
  traced: (request: FastifyRequest) => boolean = () => true,
): void {
  app.addHook("onRequest", (request, _reply, done) => {
    if (!traced(request)) return done();
    const route = request.routeOptions.url ?? "unknown route";
    const parent = tracing.extract(request.headers);
    const span = tracing.tracer.startSpan(
      `${request.method} ${route}`,
      { kind: SpanKind.SERVER, attributes: { [ATTR_HTTP_REQUEST_METHOD]: request.method, [ATTR_HTTP_ROUTE]: route } },
      parent,
    );
    requestSpans.set(request, span);
    tracing.runWith(parent, span, done);
  });
  app.addHook("onResponse", (request, reply, done) => {
    const span = requestSpans.get(request);
    if (span) {
      span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, reply.statusCode);
      if (reply.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    }
    done();
  });
  app.addHook("onRequestAbort", (request, done) => {
    const span = requestSpans.get(request);
    if (span) {
      span.setStatus({ code: SpanStatusCode.ERROR, message: "the client went away" });
      span.end();
    }
    done();
  });
}

/** The request's span (its server span), when it is traced. */
export function requestSpan(request: FastifyRequest): Span | undefined {
  return requestSpans.get(request);
}

/** The trace id of a traced request, what a system error names (docs/system-contract.md, "Tracing"). */
export function traceIdOf(request: FastifyRequest): string | undefined {
  return requestSpans.get(request)?.spanContext().traceId;
}
