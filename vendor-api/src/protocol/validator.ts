/**
 * Request validation for the route schemas. Query strings are text, so their values are coerced to the schema's types
 * (`timestamp=1` → 1); JSON bodies already carry types and must keep them: with coercion a `null` for a nullable id
 * would become 0 and name an object that does not exist.
 */
import { Ajv, type Options } from "ajv";
import addFormats from "ajv-formats";
import type { FastifySchemaCompiler } from "fastify";
import { DATE_FORMATS } from "./date-fields";

/**
 * Fastify's own defaults, less the coercion that each part sets for itself. A schema is not checked against JSON
 * Schema's meta-schema when it is compiled for a request: that check compiled the meta-schema itself on the first
 * request of each instance, a few hundred milliseconds of the first sign-in after a start
 * (docs/scale-contract.md section 8). `compilePending` checks every schema so, in the tests.
 */
const base: Options = { removeAdditional: true, useDefaults: true, allErrors: false, validateSchema: false };

function createAjv(coerceTypes: Options["coerceTypes"]): Ajv {
  const ajv = new Ajv({ ...base, coerceTypes });
  addFormats.default(ajv);
  // A date field is the shared date rule's (date-fields.ts), applied after validation so that it answers 20001 on each
  // failing field with its rule: ajv-formats would answer 10001 for 2025-02-30 and take year 0000.
  for (const format of DATE_FORMATS) ajv.addFormat(format, true);
  return ajv;
}

const coercing = createAjv("array");
const strict = createAjv(false);

type Validate = ReturnType<Ajv["compile"]>;

/** Validators not compiled yet, each by its first call or by `compilePending`, with the check of their schema. */
const pending = new Map<() => Validate, () => unknown>();

/**
 * Compiles a route's schema on the route's first request, not when the server starts: compiling all of them was a large
 * part of every start (docs/scale-contract.md section 8), for routes that a given process may never serve (a fast
 * path, section 4; `eagerValidatorCompiler` without). Fastify reads a failed validation's `errors` from the function
 * it was given, so they are copied there.
 */
export const validatorCompiler: FastifySchemaCompiler<Record<string, unknown>> = ({
  schema,
  httpPart,
  method,
  url,
}) => {
  let compiled: Validate | undefined;
  const ajv = httpPart === "body" ? strict : coercing;
  const compile = () => {
    pending.delete(compile);
    return (compiled ??= ajv.compile(schema));
  };
  pending.set(compile, () => checkSchema(ajv, schema, `${method} ${url} ${httpPart}`));

  const validate = (data: unknown): boolean => {
    const check = compiled ?? compile();
    const valid = check(data) as boolean;
    validate.errors = check.errors;
    return valid;
  };
  validate.errors = undefined as Validate["errors"];
  return validate;
};

/** Checks a schema against JSON Schema's meta-schema; a failure throws, naming where the schema is used. */
function checkSchema(ajv: Ajv, schema: unknown, where: string): void {
  try {
    ajv.validateSchema(schema as Record<string, unknown>, true);
  } catch (error) {
    throw new Error(`${where}: ${(error as Error).message}`, { cause: error });
  }
}

/**
 * Without the fast paths (VENDOR_API_FAST_PATHS=off, docs/scale-contract.md section 4): each route's schema checked
 * and compiled as the route is registered, Fastify's own way, so a start pays for every route.
 */
export const eagerValidatorCompiler: FastifySchemaCompiler<Record<string, unknown>> = ({
  schema,
  httpPart,
  method,
  url,
}) => {
  const ajv = httpPart === "body" ? strict : coercing;
  checkSchema(ajv, schema, `${method} ${url} ${httpPart}`);
  return ajv.compile(schema);
};

/**
 * For the app that only writes the OpenAPI document (openapi.ts): it serves no request, so its schemas (which carry
 * `x-definitions`, protocol/route.ts) are never compiled nor left pending for `compilePending` in the same process.
 */
export const documentOnlyValidatorCompiler: FastifySchemaCompiler<Record<string, unknown>> = () => () => {
  throw new Error("The OpenAPI document's app serves no request");
};

/**
 * Compiles every validator not compiled yet, each schema checked against the meta-schema first (a schema error throws
 * here, naming the route); answers how many it compiled. A schema that failed its check is no longer pending: the test
 * workers share this module, and the next file's call must not meet another file's refused schema.
 */
export function compilePending(): number {
  const compilers = [...pending];
  for (const [compile, checkSchema] of compilers) {
    pending.delete(compile);
    checkSchema();
    compile();
  }
  return compilers.length;
}
