/**
 * OpenTelemetry tracing (docs/system-contract.md, "Tracing"): one trace from the console's `traceparent` through the
 * gateway's operation span, its vendor API calls, the vendor API's route spans and their SQL statements, for an order
 * list and a booking; no password, token or bound value in any span; the vendor API's trace id header is the trace's
 * id; and with tracing off, nothing is recorded and no `traceparent` goes upstream.
 */
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { SpanKind } from "@opentelemetry/api";
import { SimpleSpanProcessor, type ReadableSpan } from "@opentelemetry/sdk-trace";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Tracing, tracingRequested } from "#tracing";
import { GATEWAY_SERVICE_NAME, startGateway } from "../../gateway/src/server";
import { VENDOR_API_SERVICE_NAME } from "../../vendor-api/src/server";
import { gql } from "./support/graphql-client";
import { WatchedExporter } from "./support/watched-exporter";
import { BOOK_WITH_TICKETS, bookingInput, publishedTrip, startSalesStack, type SalesStack } from "./support/sales";

const exporter = new WatchedExporter();
const tracingFor = (serviceName: string) =>
  new Tracing({ serviceName, spanProcessors: [new SimpleSpanProcessor({ exporter })] });
const gatewayTracing = tracingFor(GATEWAY_SERVICE_NAME);
const vendorApiTracing = tracingFor(VENDOR_API_SERVICE_NAME);

/** The console's own order list document, as the browser sends it (web/src/gql/persisted-documents.json). */
const ORDER_LIST = Object.values(
  JSON.parse(readFileSync("web/src/gql/persisted-documents.json", "utf8")) as Record<string, string>,
).find((text) => text.includes("query OrderList("))!;
const BOOKING = BOOK_WITH_TICKETS.replace("mutation (", "mutation TracedBooking(");

/** A `traceparent` as the console's request would carry it: a new trace, its own span id, sampled. */
function consoleTraceparent(): { header: string; traceId: string; spanId: string } {
  const hex = (bytes: number) => Buffer.from(crypto.getRandomValues(new Uint8Array(bytes))).toString("hex");
  const traceId = hex(16);
  const spanId = hex(8);
  return { header: `00-${traceId}-${spanId}-01`, traceId, spanId };
}

const service = (span: ReadableSpan) => span.resource.attributes["service.name"];
const parentOf = (span: ReadableSpan) => span.parentSpanContext?.spanId;
const idOf = (span: ReadableSpan) => span.spanContext().spanId;

let stack: SalesStack;
let tripId: string;

beforeAll(async () => {
  stack = await startSalesStack({ tracing: { gateway: gatewayTracing, vendorApi: vendorApiTracing } });
  tripId = await publishedTrip(stack, { inventories: [{ date: "2030-06-01", shift: "Morning", quantity: 4 }] });
});
afterAll(async () => {
  await stack?.close();
  await gatewayTracing.shutdown();
  await vendorApiTracing.shutdown();
});

/**
 * Runs `query` as the console would, with a `traceparent` of its own, and returns the trace's spans once the
 * operation's and every vendor API route's have ended, after checking they form one tree: the operation under the
 * console's span, each vendor API call under the operation, each route under its call, each statement under its route.
 */
async function tracedRun(query: string, variables: Record<string, unknown>, operation: string) {
  const caller = consoleTraceparent();
  const answer = await gql(stack.url, query, variables, stack.admin, { traceparent: caller.header });
  expect(answer.errors).toBeUndefined();
  const spans = await exporter.until((finished) => {
    const trace = finished.filter((span) => span.spanContext().traceId === caller.traceId);
    const calls = trace.filter((span) => service(span) === GATEWAY_SERVICE_NAME && span.kind === SpanKind.CLIENT);
    const routes = trace.filter((span) => service(span) === VENDOR_API_SERVICE_NAME && span.kind === SpanKind.SERVER);
    return trace.some((span) => span.name === operation) && calls.length > 0 && routes.length === calls.length;
  });
  const trace = spans.filter((span) => span.spanContext().traceId === caller.traceId);
  const [operationSpan] = trace.filter((span) => span.name === operation);
  expect(operationSpan.kind).toBe(SpanKind.SERVER);
  expect(service(operationSpan)).toBe(GATEWAY_SERVICE_NAME);
  expect(parentOf(operationSpan)).toBe(caller.spanId);
  const calls = trace.filter((span) => service(span) === GATEWAY_SERVICE_NAME && span.kind === SpanKind.CLIENT);
  const routes = trace.filter((span) => service(span) === VENDOR_API_SERVICE_NAME && span.kind === SpanKind.SERVER);
  const statements = trace.filter((span) => span.attributes["db.system.name"] === "postgresql");
  for (const call of calls) expect(parentOf(call)).toBe(idOf(operationSpan));
  for (const route of routes) {
    const call = calls.find((candidate) => idOf(candidate) === parentOf(route));
    expect(call, `${route.name} has its gateway call as parent`).toBeDefined();
    // The call is named by the path it declares, the route by its template: here the same path.
    expect(route.name).toBe(call!.name);
  }
  expect(statements.length).toBeGreaterThan(0);
  for (const statement of statements) {
    expect(routes.map(idOf)).toContain(parentOf(statement));
    expect(service(statement)).toBe(VENDOR_API_SERVICE_NAME);
    expect(statement.attributes["db.query.text"]).toEqual(expect.any(String));
  }
  return { trace, operationSpan, calls, routes, statements };
}

describe("tracing on", () => {
  it("follows an order list from the console's traceparent to the vendor API's statements in one trace", async () => {
    const { operationSpan, calls, statements } = await tracedRun(
      ORDER_LIST,
      { page: { number: 1, size: 5 } },
      "query OrderList",
    );
    expect(operationSpan.attributes).toMatchObject({
      "graphql.operation.name": "OrderList",
      "graphql.operation.type": "query",
    });
    expect(calls.map((call) => call.name)).toContain("POST /order/list");
    expect(calls.every((call) => call.attributes["vendor_api.outcome"] === "ok")).toBe(true);
    expect(statements.some((span) => /^SELECT\b/.test(span.name))).toBe(true);
  });

  it("follows a booking through the same parts, its writes among the statements", async () => {
    const input = bookingInput(tripId, "2030-06-01");
    const { operationSpan, routes, statements } = await tracedRun(BOOKING, { input }, "mutation TracedBooking");
    expect(operationSpan.attributes["graphql.operation.type"]).toBe("mutation");
    expect(routes.length).toBeGreaterThan(0);
    expect(statements.map((span) => span.name)).toContain("INSERT orders");
  });

  it("puts no password, token or bound value in any span", async () => {
    const password = "admin123";
    const token = await stack.login("admin", password);
    const input = bookingInput(tripId, "2030-06-01", {
      contactFirstName: "Ada",
      contactLastName: "Lovelace-Traced",
      contactEmail: "ada.traced@example.com",
    });
    await tracedRun(BOOKING, { input }, "mutation TracedBooking");
    const spans = await exporter.until((finished) => finished.some((span) => span.name === "mutation Login"));
    const written = JSON.stringify(spans.map((span) => ({ name: span.name, attributes: span.attributes })));
    for (const secret of [password, token, stack.admin, "Lovelace-Traced", "ada.traced@example.com"])
      expect(written).not.toContain(secret);
    // The login's statements were traced, their values were not.
    const texts = spans.map((span) => String(span.attributes["db.query.text"] ?? ""));
    expect(texts.some((text) => /^select .*"users"/.test(text))).toBe(true);
  });

  it("names the trace in the vendor API's trace id header, which a system error reports", async () => {
    const caller = consoleTraceparent();
    const response = await fetch(`${stack.proxy.url}/city/all?timestamp=${Date.now()}`, {
      headers: { traceparent: caller.header },
    });
    await response.arrayBuffer();
    expect(response.headers.get("x-trace-id")).toBe(caller.traceId);
  });
});

describe("tracing off", () => {
  it("is off unless the OTEL_* variables ask for an OTLP exporter", () => {
    expect(tracingRequested({})).toBe(false);
    expect(tracingRequested({ OTEL_TRACES_EXPORTER: "otlp" })).toBe(true);
    expect(tracingRequested({ OTEL_EXPORTER_OTLP_ENDPOINT: "http://collector:4318" })).toBe(true);
    expect(tracingRequested({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: "http://collector:4318/v1/traces" })).toBe(true);
    expect(tracingRequested({ OTEL_TRACES_EXPORTER: "none", OTEL_EXPORTER_OTLP_ENDPOINT: "http://c:4318" })).toBe(
      false,
    );
    expect(tracingRequested({ OTEL_SDK_DISABLED: "true", OTEL_TRACES_EXPORTER: "otlp" })).toBe(false);
  });

  it("records nothing and sends no traceparent upstream", async () => {
    const untraced = await startSalesStack();
    try {
      const recorded = exporter.getFinishedSpans().length;
      untraced.proxy.reset();
      const caller = consoleTraceparent();
      const answer = await gql(untraced.url, ORDER_LIST, { page: { number: 1, size: 5 } }, untraced.admin, {
        traceparent: caller.header,
      });
      expect(answer.errors).toBeUndefined();
      expect(untraced.proxy.calls.length).toBeGreaterThan(0);
      for (const call of untraced.proxy.calls) expect(call.headers.traceparent).toBeUndefined();
      expect(exporter.getFinishedSpans().length).toBe(recorded);
    } finally {
      await untraced.close();
    }
  });
});

describe("tracing from the OTEL_* variables", () => {
  it("exports the gateway's spans to the OTLP endpoint they name", async () => {
    let received: (body: Buffer) => void;
    const exported = new Promise<Buffer>((resolve) => (received = resolve));
    const collector = createServer(async (request, response) => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      response.writeHead(200, { "content-type": "application/json" }).end("{}");
      if (request.url === "/v1/traces") received(Buffer.concat(chunks));
    });
    await new Promise<void>((resolve) => collector.listen(0, "127.0.0.1", resolve));
    const endpoint = `http://127.0.0.1:${(collector.address() as AddressInfo).port}/v1/traces`;
    process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT = endpoint;
    try {
      const gateway = await startGateway({
        port: 0,
        host: "127.0.0.1",
        vendorApiUrl: stack.proxy.url,
        logLevel: "silent",
      });
      expect((await gql(gateway.url, "query OtlpProbe { __typename }")).errors).toBeUndefined();
      // Closing flushes what the batch holds.
      await gateway.close();
      const body = await exported;
      expect(body.includes(GATEWAY_SERVICE_NAME)).toBe(true);
      expect(body.includes("query OtlpProbe")).toBe(true);
    } finally {
      delete process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT;
      collector.closeAllConnections();
      await new Promise((resolve) => collector.close(resolve));
    }
  });
});
