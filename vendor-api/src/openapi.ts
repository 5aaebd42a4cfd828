import { DEFAULT_LOGIN_BUDGETS } from "#login-policy";
import { createLoginThrottle } from "./security/login-throttle";
import { drizzle } from "drizzle-orm/pglite";
import { buildVendorApi } from "./app";
import * as schema from "./db/schema";
import { ephemeralKeyring } from "./security/secrets";
import { createWrongCodeLimit } from "./modules/two-factor/wrong-code-limit";

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

/** The OpenAPI document of every route, keys sorted, so the same code always prints the same bytes. */
export async function renderOpenApi(): Promise<string> {
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
    },
    { logLevel: "silent", openApi: true },
  );
  try {
    await app.ready();
    return `${JSON.stringify(sortKeys(declareNullable(declareInt64(app.swagger()))), null, 2)}\n`;
  } finally {
    await app.close();
  }
}
