import { readdir } from "node:fs/promises";
import { z } from "zod";
import { DEFAULT_LOGIN_BUDGETS } from "#login-policy";
import { createLoginThrottle } from "./security/login-throttle";
import { createApiTokenRateLimit } from "./security/api-token-rate-limit";
import { DEFAULT_API_TOKEN_RATE_LIMIT } from "./config";
import { drizzle } from "drizzle-orm/pglite";
import { buildVendorApi } from "./app";
import * as schema from "./db/schema";
import { ephemeralKeyring } from "./security/secrets";
import { createWrongCodeLimit } from "./security/wrong-code-limit";

const sortKeys = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([key, entry]) => [key, sortKeys(entry)]),
    );
  }
  return value;
};

const INT32_MAX = 2 ** 31 - 1;

/**
 * Declares `format: int64` on every integer whose bounds pass 32 bits (the `timestamp` of every call, ids up to 2^53).
 * JSON Schema leaves an integer's size open, and generic tools (code generators, GraphQL Mesh) read a bare `integer`
 * as 32 bits, which a millisecond timestamp overflows.
 */
const declareInt64 = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(declareInt64);
  if (!value || typeof value !== "object") return value;
  const schema = Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, declareInt64(entry)]));
  const types = [schema.type].flat();
  const wide = [schema.maximum, schema.minimum].some(
    (bound) => typeof bound === "number" && Math.abs(bound) > INT32_MAX,
  );
  return types.includes("integer") && wide && schema.format === undefined ? { ...schema, format: "int64" } : schema;
};

/**
 * Writes a nullable type (`type: ["string", "null"]`) as `anyOf: [{ type: "string" }, { type: "null" }]`: both are
 * OpenAPI 3.1, but generic tools read only the second as nullable. GraphQL Mesh (@omnigraph/json-schema) drops the
 * `"null"` of a type array and declares a required field non-null, so each null in an answer became an error.
 */
const declareNullable = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(declareNullable);
  if (!value || typeof value !== "object") return value;
  const schema = Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, declareNullable(entry)]));
  if (!Array.isArray(schema.type) || !schema.type.includes("null")) return schema;
  const { description, type, ...rest } = schema;
  const types = type.filter((name) => name !== "null");
  const nullable = { anyOf: [{ ...rest, type: types.length === 1 ? types[0] : types }, { type: "null" }] };
  return description === undefined ? nullable : { description, ...nullable };
};

type JsonObject = Record<string, unknown>;

const MODULES = new URL("./modules/", import.meta.url);

/**
 * Names each record of the modules' `schemas.ts` after its export (`orderListItemSchema` → `OrderListItem`): zod writes
 * a schema with an `id` once, under `definitions`, and refers to it (`nameSchemas` makes those the document's
 * components). Only while the document is written (the answer undoes it): the test workers share modules, and a
 * serving API's validators stay as they were.
 */
async function nameRecords(): Promise<() => void> {
  const named: Array<{ schema: z.ZodType; before: z.GlobalMeta | undefined }> = [];
  for (const module of (await readdir(MODULES, { withFileTypes: true })).filter((entry) => entry.isDirectory())) {
    const file = new URL(`${module.name}/schemas.ts`, MODULES);
    const exported: JsonObject = await import(file.href).catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ERR_MODULE_NOT_FOUND") return {};
      throw error;
    });
    for (const [name, schema] of Object.entries(exported)) {
      if (!(schema instanceof z.ZodObject) || !name.endsWith("Schema") || z.globalRegistry.get(schema)?.id) continue;
      const before = z.globalRegistry.get(schema);
      named.push({ schema, before });
      z.globalRegistry.add(schema, { ...before, id: name[0]!.toUpperCase() + name.slice(1, -"Schema".length) });
    }
  }
  return () => {
    for (const { schema, before } of named) {
      z.globalRegistry.remove(schema);
      if (before) z.globalRegistry.add(schema, before);
    }
  };
}

const COMPONENTS = "#/components/schemas/";

const rewriteRefs = (value: unknown, rename: (id: string) => string): unknown => {
  if (Array.isArray(value)) return value.map((entry) => rewriteRefs(entry, rename));
  if (!value || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, entry]) =>
      // @fastify/swagger has pointed zod's `#/definitions/X` at `#/components/schemas/X` already.
      key === "$ref" && typeof entry === "string" && entry.startsWith(COMPONENTS)
        ? [key, COMPONENTS + rename(entry.slice(COMPONENTS.length))]
        : [key, rewriteRefs(entry, rename)],
    ),
  );
};

/**
 * Moves every schema out of the operations into `components.schemas`, so that a generator names its types: each
 * named record (its `definitions`, written once for all the calls that share it), each request body
 * (`<OperationId>Request`) and each answer (`<OperationId>Response`). A record read in a request and written in an
 * answer differs (an answer lists every field as required), so its request form is `<Name>Input` when it differs.
 */
function nameSchemas(document: JsonObject): JsonObject {
  type Io = "input" | "output";
  const places: Array<{ io: Io; operationId: string; holder: JsonObject; kind: "Request" | "Response" }> = [];
  for (const operations of Object.values(document.paths as Record<string, Record<string, JsonObject>>)) {
    for (const operation of Object.values(operations)) {
      const operationId = operation.operationId as string;
      const body = (operation.requestBody as { content?: Record<string, JsonObject> } | undefined)?.content;
      if (body) places.push({ io: "input", operationId, holder: body["application/json"]!, kind: "Request" });
      // An answer that is not JSON (a file's bytes) has no schema to name.
      const answer = (operation.responses as Record<string, { content: Record<string, JsonObject> }>)["200"]!.content;
      if (answer["application/json"])
        places.push({ io: "output", operationId, holder: answer["application/json"], kind: "Response" });
    }
  }
  const written: Record<Io, Map<string, string>> = { input: new Map(), output: new Map() };
  for (const { io, holder } of places) {
    const { "x-definitions": definitions = {}, ...schema } = holder.schema as { "x-definitions"?: JsonObject };
    holder.schema = schema;
    for (const [id, definition] of Object.entries(definitions)) {
      const text = JSON.stringify(definition);
      const earlier = written[io].get(id);
      if (earlier !== undefined && earlier !== text) throw new Error(`two different schemas are named ${id}`);
      written[io].set(id, text);
    }
  }
  const names: Record<Io, (id: string) => string> = {
    output: (id) => id,
    input: (id) => (written.output.has(id) && written.output.get(id) !== written.input.get(id) ? `${id}Input` : id),
  };
  const schemas: JsonObject = {};
  for (const io of ["output", "input"] as const) {
    for (const [id, text] of written[io]) schemas[names[io](id)] = rewriteRefs(JSON.parse(text), names[io]);
  }
  for (const { io, operationId, holder, kind } of places) {
    const schema = rewriteRefs(holder.schema, names[io]) as JsonObject;
    const record = [...written[io]].find(([, text]) => text === JSON.stringify(holder.schema))?.[0];
    if (record !== undefined) {
      holder.schema = { $ref: COMPONENTS + names[io](record) };
      continue;
    }
    const name = operationId[0]!.toUpperCase() + operationId.slice(1) + kind;
    if (name in schemas) throw new Error(`${name} names a record and an operation's ${kind.toLowerCase()}`);
    schemas[name] = schema;
    holder.schema = { $ref: COMPONENTS + name };
  }
  const components = (document.components ?? {}) as JsonObject;
  return { ...document, components: { ...components, schemas: { ...(components.schemas as JsonObject), ...schemas } } };
}

/** The OpenAPI document of every route, keys sorted, so the same code always prints the same bytes. */
export async function renderOpenApi(): Promise<string> {
  const forgetNames = await nameRecords();
  try {
    // Building the routes needs no database: a mock handle stands in, and nothing is ever served.
    const app = await buildVendorApi(
      {
        db: drizzle.mock({ schema }),
        now: () => new Date(0),
        sessionTtlMinutes: 0,
        authCodeTtlMs: 0,
        adminKey: "",
        secrets: ephemeralKeyring(),
        wrongCodeLimit: createWrongCodeLimit(),
        backgroundWork: false,
        loginThrottle: await createLoginThrottle(DEFAULT_LOGIN_BUDGETS, undefined),
        apiTokenRateLimit: await createApiTokenRateLimit(DEFAULT_API_TOKEN_RATE_LIMIT, undefined),
      },
      { logLevel: "silent", openApi: true },
    );
    try {
      await app.ready();
      const document = nameSchemas(app.swagger() as JsonObject);
      return `${JSON.stringify(sortKeys(declareNullable(declareInt64(document))), null, 2)}\n`;
    } finally {
      await app.close();
    }
  } finally {
    forgetNames();
  }
}
