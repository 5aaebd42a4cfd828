/**
 * Request validation for the route schemas. Query strings are text, so their values are coerced to the schema's types
 * (`timestamp=1` → 1); JSON bodies already carry types and must keep them: with coercion a `null` for a nullable id
 * would become 0 and name an object that does not exist.
 */
import { Ajv, type Options } from "ajv";
import addFormats from "ajv-formats";
import type { FastifySchemaCompiler } from "fastify";

// Fastify's own defaults, less the coercion that each part sets for itself.
const base: Options = { removeAdditional: true, useDefaults: true, allErrors: false };

function createAjv(coerceTypes: Options["coerceTypes"]): Ajv {
  const ajv = new Ajv({ ...base, coerceTypes });
  addFormats.default(ajv);
  return ajv;
}

const coercing = createAjv("array");
const strict = createAjv(false);

export const validatorCompiler: FastifySchemaCompiler<Record<string, unknown>> = ({ schema, httpPart }) =>
  (httpPart === "body" ? strict : coercing).compile(schema);
