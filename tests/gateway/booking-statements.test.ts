/**
 * What a booking costs the database (docs/scale-contract.md section 11, "A flash sale"), counted by the vendor API's
 * statement spans: a booking of a sold-out departure is refused on one reading of its departure after the session
 * check, without a transaction, with the answer the whole booking gives; a sale still writes its order.
 */
import { SpanKind } from "@opentelemetry/api";
import { SimpleSpanProcessor } from "@opentelemetry/sdk-trace";
import { afterAll, beforeAll, expect, it } from "vitest";
import { Tracing } from "#tracing";
import { VENDOR_API_SERVICE_NAME } from "../../vendor-api/src/server";
import { gql } from "./support/graphql-client";
import { WatchedExporter } from "./support/watched-exporter";
import { BOOK_WITH_TICKETS, bookingInput, publishedTrip, startSalesStack, type SalesStack } from "./support/sales";

const exporter = new WatchedExporter();
const tracing = new Tracing({
  serviceName: VENDOR_API_SERVICE_NAME,
  spanProcessors: [new SimpleSpanProcessor({ exporter })],
});
const gatewayTracing = new Tracing({ serviceName: "booking-statements-gateway", spanProcessors: [] });
const DATE = "2030-06-02";

let stack: SalesStack;
let tripId: string;

beforeAll(async () => {
  // The gateway's spans are not looked at: it traces into nothing.
  stack = await startSalesStack({ tracing: { gateway: gatewayTracing, vendorApi: tracing } });
  tripId = await publishedTrip(stack, { inventories: [{ date: DATE, shift: "Morning", quantity: 1 }] });
});
afterAll(async () => {
  await stack?.close();
  await tracing.shutdown();
  await gatewayTracing.shutdown();
});

/** Books one seat through the gateway; its answer and the statements of its /order/book route, in order. */
async function book(n: number) {
  exporter.reset();
  const input = bookingInput(tripId, DATE, { passengers: [{ option: "Adult", count: 1 }], contactFirstName: `B${n}` });
  const answer = await gql(stack.url, BOOK_WITH_TICKETS, { input }, stack.admin);
  const spans = await exporter.until((finished) =>
    finished.some((span) => span.kind === SpanKind.SERVER && span.name === "POST /order/book"),
  );
  const route = spans.find((span) => span.kind === SpanKind.SERVER && span.name === "POST /order/book")!;
  const statements = spans
    .filter((span) => span.parentSpanContext?.spanId === route.spanContext().spanId)
    .filter((span) => span.attributes["db.system.name"])
    .sort((a, b) => a.startTime[0] - b.startTime[0] || a.startTime[1] - b.startTime[1])
    .map((span) => String(span.attributes["db.query.text"]).trim().split(/\s+/)[0].toLowerCase());
  return { answer, statements };
}

it("refuses a booking of a sold-out departure on one reading after the session check; a sale still writes", async () => {
  const sale = await book(1);
  expect(sale.answer.errors).toBeUndefined();
  expect(sale.statements).toContain("insert");

  const refusal = await book(2);
  expect(refusal.answer.errors?.[0].extensions).toMatchObject({
    code: "BAD_USER_INPUT",
    fields: [{ field: "passengers", rule: "booking.soldOut", params: { available: 0 } }],
  });
  // The session check, then the departure's one reading: nothing written, nothing locked, no transaction.
  expect(refusal.statements).toEqual(["select", "select"]);
});
