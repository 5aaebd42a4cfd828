/**
 * A span per SQL statement of a traced request, on the driver the run uses (PGlite; node-postgres with
 * TEST_DATABASE_URL) (vendor-api/src/tracing/statements.ts, docs/system-contract.md "Tracing"): each under its own
 * request's span, a transaction's statements too, however many requests wait for a connection; the text with its
 * placeholders and never a bound value; no span for a statement outside a request.
 */
import { ROOT_CONTEXT, SpanKind } from "@opentelemetry/api";
import { InMemorySpanExporter, SimpleSpanProcessor } from "@opentelemetry/sdk-trace";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { Tracing } from "#tracing";
import { connectDatabase, type Database } from "../../vendor-api/src/db/connect";
import { createTestDatabase, type TestDatabase } from "./support/database";

const exporter = new InMemorySpanExporter();
const tracing = new Tracing({
  serviceName: "statement-spans",
  spanProcessors: [new SimpleSpanProcessor({ exporter })],
});
const SECRET = "bound-value-never-traced";

let testDatabase: TestDatabase;
let database: Database;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  database = await connectDatabase({ dataDir: testDatabase.dataDir, databaseUrl: testDatabase.databaseUrl, tracing });
});
afterAll(async () => {
  await database?.close();
  await testDatabase?.drop();
  await tracing.shutdown();
});
beforeEach(() => exporter.reset());

/** Runs `work` as a traced request would, under a server span of its own; that span's id. */
async function asRequest(work: () => Promise<unknown>): Promise<string> {
  const span = tracing.tracer.startSpan("POST /test", { kind: SpanKind.SERVER });
  await tracing.runWith(ROOT_CONTEXT, span, work);
  span.end();
  return span.spanContext().spanId;
}

const statements = () => exporter.getFinishedSpans().filter((span) => span.attributes["db.system.name"]);

describe(`statement spans (${process.env.TEST_DATABASE_URL ? "node-postgres" : "PGlite"})`, () => {
  it("traces a request's statements, in and out of a transaction, with their text and without their values", async () => {
    const requestId = await asRequest(async () => {
      await database.db.execute(sql`select ${SECRET}::text as value`);
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`select length(${SECRET}::text) as size`);
        await tx.execute(sql`select upper(${SECRET}::text) as loud`);
      });
    });
    const spans = statements();
    const texts = spans.map((span) => span.attributes["db.query.text"]);
    expect(texts).toEqual(
      expect.arrayContaining([
        "select $1::text as value",
        "select length($1::text) as size",
        "select upper($1::text) as loud",
      ]),
    );
    for (const span of spans) {
      expect(span.parentSpanContext?.spanId).toBe(requestId);
      expect(span.kind).toBe(SpanKind.CLIENT);
      expect(span.attributes["db.system.name"]).toBe("postgresql");
      expect(span.name).toBe(String(span.attributes["db.operation.name"]));
    }
    expect(JSON.stringify(exporter.getFinishedSpans().map((span) => span.attributes))).not.toContain(SECRET);
  });

  it("parents each statement to its own request while requests wait for a connection", async () => {
    const requests = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        asRequest(async () => {
          await database.db.execute(sql`select ${index}::int as request, pg_sleep(0.005)`);
        }),
      ),
    );
    const spans = statements();
    expect(spans).toHaveLength(30);
    expect(new Set(spans.map((span) => span.parentSpanContext?.spanId))).toEqual(new Set(requests));
  });

  it("makes no span for a statement outside a traced request (start-up, the workers)", async () => {
    await database.db.execute(sql`select 1 as untraced`);
    expect(statements()).toHaveLength(0);
  });
});
