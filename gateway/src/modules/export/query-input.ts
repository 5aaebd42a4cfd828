/**
 * Reads an export URL's query string as the GraphQL input of the list it exports — the list's filter input type
 * (`OrderFilter`, …) or the list field's own arguments (`reservations(tripId, date, …)`) — with graphql-js's own
 * coercion against the built schema: enum value names, ISO 8601 `DateTime`s, `ID`s, `Int`s, exactly as the GraphQL
 * field would take them. A new filter field is exported the day it is added to the input type.
 */
import {
  coerceInputValue,
  getNamedType,
  GraphQLBoolean,
  GraphQLFloat,
  GraphQLInputObjectType,
  GraphQLInt,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLArgument,
  type GraphQLError,
  type GraphQLInputType,
  type GraphQLSchema,
} from "graphql";
import { fail, inputFailures, SEARCH_MAX, type FieldFailures, type RuleFailure } from "#rules";
import { DateTimeScalar } from "../../scalars";
import { DateRuleRefusal } from "../../scalars/date-time";
import { assertValid } from "../shared/field-rules";

/** What a list's query string is read as. */
export type QueryInput =
  | { inputType: string }
  /**
   * A root `Query` field's arguments but the named ones (e.g. `page`: an export walks every page itself); the input
   * object arguments named in `flatten` are read as their fields (`input.dateFrom` as `dateFrom`); `nested` adds the
   * arguments of a field of its answer (`Statement.entries`: `kind`), but those named in `except`.
   */
  | { fieldArguments: string; except: readonly string[]; flatten?: readonly string[]; nested?: string };

export type QueryValues = Record<string, unknown>;

/** Turns a parsed query string into the input's value; BAD_USER_INPUT (every bad field) when it is not one. */
export type QueryReader = (query: unknown) => QueryValues;

export function queryReader(schema: GraphQLSchema, input: QueryInput): QueryReader {
  const type = inputObjectOf(schema, input);
  const fields = type.getFields();
  return (query) => {
    const given = (query ?? {}) as Record<string, unknown>;
    const failures: FieldFailures = {};
    const raw: QueryValues = {};
    for (const [name, field] of Object.entries(fields)) {
      const value = Object.hasOwn(given, name) ? fromQuery(given[name], field.type) : undefined;
      if (value !== undefined) raw[name] = value;
      else if (isNonNullType(field.type) && field.defaultValue === undefined) failures[name] = fail("required");
    }
    // The rules every GraphQL argument is held to (`checkInputs`): an export's query is a list's filter.
    for (const [name, failure] of Object.entries(inputFailures(raw, "", SEARCH_MAX))) failures[name] ??= failure;
    const value = coerceInputValue(raw, type, (path, _value, error) => {
      const [name] = path;
      // An error without a field path is a missing required field, already counted above.
      if (typeof name === "string" && !failures[name]) failures[name] = failureOf(fields[name].type, error);
    });
    assertValid(failures);
    return value as QueryValues;
  };
}

function inputObjectOf(schema: GraphQLSchema, input: QueryInput): GraphQLInputObjectType {
  if ("inputType" in input) {
    const type = schema.getType(input.inputType);
    if (!isInputObjectType(type)) throw new Error(`Export input ${input.inputType} is not an input type of the schema`);
    return type;
  }
  const field = schema.getQueryType()?.getFields()[input.fieldArguments];
  if (!field) throw new Error(`Export input: the schema has no Query.${input.fieldArguments}`);
  const args = [...field.args, ...nestedArguments(schema, input.nested)].filter(
    (arg) => !input.except.includes(arg.name),
  );
  const fields = args.flatMap((arg) => {
    const named = getNamedType(arg.type);
    if (!input.flatten?.includes(arg.name) || !isInputObjectType(named))
      return [[arg.name, { type: arg.type, defaultValue: arg.defaultValue }] as const];
    return Object.values(named.getFields()).map(
      (inner) => [inner.name, { type: inner.type, defaultValue: inner.defaultValue }] as const,
    );
  });
  return new GraphQLInputObjectType({ name: `${field.name}Arguments`, fields: Object.fromEntries(fields) });
}

function nestedArguments(schema: GraphQLSchema, path: string | undefined): readonly GraphQLArgument[] {
  if (!path) return [];
  const [typeName, fieldName] = path.split(".");
  const type = schema.getType(typeName);
  const field = isObjectType(type) ? type.getFields()[fieldName] : undefined;
  if (!field) throw new Error(`Export input: the schema has no ${path}`);
  return field.args;
}

/**
 * A query parameter as graphql-js takes a variable's value: numbers and booleans from their text, lists from
 * repeated parameters or one comma-separated parameter (`orderIds=1,2,3`: a selection of 1000 rows stays within a
 * URL's size); a blank value is no value (links leave empty filters in). Anything else stays text, which coercion
 * checks (an enum value name, an ISO time, …).
 */
function fromQuery(value: unknown, type: GraphQLInputType): unknown {
  const listType = isListType(isNonNullType(type) ? type.ofType : type);
  if (listType && typeof value === "string" && value.includes(",")) return fromQuery(value.split(","), type);
  if (Array.isArray(value)) {
    const inner = isNonNullType(type) ? type.ofType : type;
    return isListType(inner) ? value.map((item) => fromQuery(item, inner.ofType)) : value;
  }
  if (typeof value !== "string") return value;
  const text = value.trim();
  if (text === "") return undefined;
  const named = getNamedType(type);
  if (named === GraphQLInt || named === GraphQLFloat) return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
  if (named === GraphQLBoolean) return text === "true" ? true : text === "false" ? false : text;
  return text;
}

/**
 * A value coercion refused, in the rules' terms: the date rule's own failure (`yearRange`, `date`), another bad time an
 * invalid date, anything else an invalid value.
 */
function failureOf(type: GraphQLInputType, error: GraphQLError): RuleFailure {
  if (error.originalError instanceof DateRuleRefusal) return error.originalError.failure;
  return getNamedType(type).name === DateTimeScalar.name ? fail("date") : fail("value");
}
