import type { FastifyInstance } from "fastify";
import { inputFailures, SEARCH_MAX, type FieldFailures } from "#rules";
import { dateFailures } from "./date-fields";
import { assertValid } from "./errors";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Body fields whose size is a rule of their own (a file's bytes): not held to TEXT_MAX. */
    ownSizeFields?: readonly string[];
    /** The handler checks the body's dates with its other fields (protocol/route.ts). */
    ownDateRules?: boolean;
  }
}

/**
 * The rules every request is held to whatever its route (`inputFailures`, docs/rules.md "Limits"): text PostgreSQL can
 * store, TEXT_MAX (SEARCH_MAX in the query) and LIST_MAX, whole numbers within the integer columns, and the date rule
 * on every field its schema marks as a date (date-fields.ts). Run on the validated query and body, before any
 * handler, so such a value is a 20001 on its field and never reaches the database as a 10000.
 */
export function registerInputRules(app: FastifyInstance): void {
  app.addHook("preHandler", async (request) => {
    const ownSize = new Set(request.routeOptions.config.ownSizeFields ?? []);
    const body = request.body;
    // `timestamp` is the client's clock in milliseconds, checked by the request gate and never stored. The copy also
    // makes the query parser's object (a prototype of its own) the plain object it is.
    const { timestamp: _clock, ...query } = request.query as Record<string, unknown>;
    // A query's texts are searches and names of records, and they travel in the URL, whose size servers cap.
    const failures: FieldFailures = { ...inputFailures(query, "", SEARCH_MAX) };
    if (typeof body === "object" && body !== null && !Array.isArray(body)) {
      for (const [name, value] of Object.entries(body)) {
        if (!ownSize.has(name)) Object.assign(failures, inputFailures(value, name));
      }
    } else Object.assign(failures, inputFailures(body, ""));
    const { schema, config } = request.routeOptions;
    for (const [path, failure] of Object.entries({
      ...dateFailures(query, schema?.querystring),
      ...(config.ownDateRules ? {} : dateFailures(body, schema?.body)),
    }))
      failures[path] ??= failure;
    assertValid(failures);
  });
}
