/**
 * The dates of requests (docs/rules.md, "Dates"). A route's schema marks each date field with JSON Schema's `format`
 * (`date`, `date-time`), which the OpenAPI document shows; ajv leaves the format to the shared date rule
 * (validator.ts), which `registerInputRules` applies to every field so marked, whatever its route: a date that is no
 * ISO 8601 date, names no day of the calendar or lies outside the years is 20001 on its field (`date`, `yearRange`),
 * never a database error.
 */
import { z } from "zod";
import { dateTime, isoDate, type Check, type FieldFailures } from "./rules";

/** A calendar date `YYYY-MM-DD`. */
export const dateInput = () => z.string().meta({ format: "date" });
/** A date and time with its offset (`2025-03-01T10:00:00Z`), or a calendar date read as its midnight in UTC. */
export const dateTimeInput = () => z.string().meta({ format: "date-time" });

export const DATE_FORMATS = ["date", "date-time"] as const;
type DateFormat = (typeof DATE_FORMATS)[number];

const CHECKS: Record<DateFormat, Check> = { date: isoDate, "date-time": dateTime };

/** Where a schema has a date: the property names down to it, `*` standing for every item of a list. */
interface DateField {
  path: readonly string[];
  check: Check;
}

type JsonSchema = Record<string, unknown>;

const isSchema = (value: unknown): value is JsonSchema => typeof value === "object" && value !== null;
const isDateFormat = (value: unknown): value is DateFormat => DATE_FORMATS.includes(value as DateFormat);

/** A route's date fields, read once per schema (routes share none, and a route's schema object lives as long as it). */
const fieldsBySchema = new WeakMap<object, readonly DateField[]>();

function dateFieldsOf(schema: JsonSchema): readonly DateField[] {
  let fields = fieldsBySchema.get(schema);
  if (!fields) {
    const found: DateField[] = [];
    collect(schema, schema, [], found, new Set());
    fields = found;
    fieldsBySchema.set(schema, fields);
  }
  return fields;
}

/**
 * Walks a request schema as zod writes it (`toJsonSchema`, protocol/route.ts): properties, list items, the branches
 * of `anyOf` (a nullable field) and records written once under `definitions`.
 */
function collect(node: unknown, root: JsonSchema, path: string[], found: DateField[], visiting: Set<unknown>): void {
  if (!isSchema(node) || visiting.has(node)) return;
  if (typeof node.$ref === "string") {
    const name = /^#\/definitions\/(.+)$/.exec(node.$ref)?.[1];
    const definitions = root.definitions as Record<string, unknown> | undefined;
    if (name !== undefined) collect(definitions?.[name], root, path, found, visiting);
    return;
  }
  visiting.add(node);
  if (isDateFormat(node.format)) found.push({ path, check: CHECKS[node.format] });
  if (isSchema(node.properties))
    for (const [name, property] of Object.entries(node.properties))
      collect(property, root, [...path, name], found, visiting);
  if (node.items) collect(node.items, root, [...path, "*"], found, visiting);
  for (const key of ["anyOf", "oneOf", "allOf"]) {
    const branches = node[key];
    if (Array.isArray(branches)) for (const branch of branches) collect(branch, root, path, found, visiting);
  }
  visiting.delete(node);
}

/** The date rule's failures of a validated query or body, by the path of each failing value (`inventories.3.date`). */
export function dateFailures(value: unknown, schema: unknown): FieldFailures {
  const failures: FieldFailures = {};
  if (!isSchema(schema)) return failures;
  for (const { path, check } of dateFieldsOf(schema)) {
    const visit = (entry: unknown, depth: number, at: readonly string[]) => {
      if (depth === path.length) {
        const failure = check(entry);
        if (failure) failures[at.join(".")] = failure;
        return;
      }
      const step = path[depth];
      if (step === "*") {
        if (Array.isArray(entry)) entry.forEach((item, index) => visit(item, depth + 1, [...at, String(index)]));
      } else if (isSchema(entry) && !Array.isArray(entry) && Object.hasOwn(entry, step)) {
        visit((entry as JsonSchema)[step], depth + 1, [...at, step]);
      }
    };
    visit(value, 0, []);
  }
  return failures;
}
