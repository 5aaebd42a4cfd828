/**
 * A check of a vendor API answer that reads it without copying it. zod's parse builds a new value for every object,
 * array and field it checks (a result and an issue list each; what that cost: docs/scale-contract.md section 4). It
 * reads zod 4's private `_zod` fields; without the fast paths zod parses alone.
 *
 * `acceptsAsIs(schema)` answers whether a value is one zod would accept and answer with an equal copy of: every part
 * of it meets a schema part that only checks (no transform, default or refinement) and it has no key zod would strip.
 * Then the value itself can stand for zod's answer. Anything else answers false and goes through zod, which gives the
 * same answer and error as always: this check never accepts more than zod, it only skips zod's copy.
 */
import type { z } from "zod";

type Check = (value: unknown) => boolean;

const checks = new WeakMap<z.ZodType, Check>();
const compiling = new Set<z.ZodType>();

/** The check for `schema`, compiled once per schema. */
export function acceptsAsIs(schema: z.ZodType): Check {
  let check = checks.get(schema);
  if (check) return check;
  // A schema that contains itself is left to zod.
  if (compiling.has(schema)) return never;
  compiling.add(schema);
  try {
    check = compile(schema);
  } finally {
    compiling.delete(schema);
  }
  checks.set(schema, check);
  return check;
}

const never: Check = () => false;

/** The parts of a zod schema the check reads (zod 4's internals, `_zod`). */
interface Internals {
  def: Definition;
  /** The values an enum or literal accepts. */
  values?: Set<unknown>;
  /** "optional" when an object may leave the key out. */
  optin?: string;
}

interface Definition {
  type: string;
  checks?: Array<{ _zod: { def: { check?: string; format?: string } } }>;
  format?: string;
  innerType?: z.ZodType;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  options?: z.ZodType[];
}

const internals = (schema: z.ZodType) => (schema as unknown as { _zod: Internals })._zod;

function compile(schema: z.ZodType): Check {
  const { def, values } = internals(schema);
  switch (def.type) {
    // A format (`z.iso.datetime()`, `z.email()`) is a check of its own.
    case "string":
      return def.checks?.length || def.format ? never : (value) => typeof value === "string";
    case "number":
      return compileNumber(def);
    case "boolean":
      return def.checks?.length ? never : (value) => typeof value === "boolean";
    case "null":
      return (value) => value === null;
    case "unknown":
    case "any":
      return () => true;
    case "nullable": {
      const inner = acceptsAsIs(def.innerType!);
      return (value) => value === null || inner(value);
    }
    case "optional": {
      const inner = acceptsAsIs(def.innerType!);
      return (value) => value === undefined || inner(value);
    }
    // zod answers the inner schema's value when it passes; when it fails, the fallback is zod's own to give.
    case "catch":
      return acceptsAsIs(def.innerType!);
    // A default replaces a missing value, which only zod gives.
    case "default":
    case "prefault": {
      const inner = acceptsAsIs(def.innerType!);
      return (value) => value !== undefined && inner(value);
    }
    case "array":
      return def.checks?.length ? never : compileArray(acceptsAsIs(def.element!));
    case "object":
      return def.catchall || def.checks?.length ? never : compileObject(def.shape!);
    // zod answers the first option that takes a value. Only options that take a value unchanged or refuse it, and
    // leave no doubt which, make the option that accepts it here the one zod answers with.
    case "union": {
      if (!def.options!.every(isPlainValue)) return never;
      const options = def.options!.map(acceptsAsIs);
      return (value) => options.some((option) => option(value));
    }
    case "enum":
    case "literal":
      return values ? (value) => values.has(value) : never;
    default:
      // Transforms, pipes, refinements and the rest change or judge a value in ways only zod knows.
      return never;
  }
}

/** A string, number, boolean, null, enum or literal with no check beyond its type (an integer is one). */
function isPlainValue(schema: z.ZodType): boolean {
  const { def } = internals(schema);
  return ["string", "number", "boolean", "null", "enum", "literal"].includes(def.type) && acceptsAsIs(schema) !== never;
}

/** A number, or an integer (`.int()`, `z.int()`); any other check is zod's. */
function compileNumber(def: Definition): Check {
  const formats = (def.checks ?? []).map(({ _zod }) =>
    _zod.def.check === "number_format" ? _zod.def.format : "other",
  );
  if (def.format) formats.push(def.format);
  if (formats.some((format) => format !== "safeint")) return never;
  return formats.length ? Number.isSafeInteger : (value) => typeof value === "number" && Number.isFinite(value);
}

function compileArray(element: Check): Check {
  return (value) => {
    if (!Array.isArray(value)) return false;
    for (let i = 0; i < value.length; i++) if (!element(value[i])) return false;
    return true;
  };
}

function compileObject(shape: Record<string, z.ZodType>): Check {
  const keys = Object.keys(shape);
  const fields = keys.map((key) => acceptsAsIs(shape[key]));
  const mayBeLeftOut = keys.map((key) => internals(shape[key]).optin === "optional");
  return (value) => {
    if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
    const record = value as Record<string, unknown>;
    let present = 0;
    for (let i = 0; i < keys.length; i++) {
      const field = record[keys[i]];
      // JSON has no undefined: a key without a value is one the answer left out.
      if (field !== undefined) present++;
      else if (!mayBeLeftOut[i]) return false;
      if (!fields[i](field)) return false;
    }
    // A key the schema does not name is one zod strips: only zod's copy leaves it out.
    let own = 0;
    for (const _key in record) own++;
    return own === present;
  };
}
