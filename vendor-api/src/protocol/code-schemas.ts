/**
 * Request fields that take a closed list of upstream codes, read off the code tables of `#rules` (docs/rules.md
 * "Code tables"). Numeric codes are listed ascending whatever order the GraphQL enum keeps, as the OpenAPI document
 * has always listed them.
 */
import { z } from "zod";
import { codesOf, type Code, type CodeTable } from "#rules";

const ascending = <T extends CodeTable>(table: T): Code<T>[] =>
  codesOf(table).sort((a, b) => (typeof a === "number" && typeof b === "number" ? a - b : 0));

/** The codes as one JSON Schema `enum`. */
export const codeOf = <T extends CodeTable>(table: T) => z.literal(ascending(table));

/** One `anyOf` branch a code, as the coupon fields are declared in the OpenAPI document. */
export const codeUnionOf = <T extends CodeTable>(table: T) => z.union(ascending(table).map((code) => z.literal(code)));

/** Text codes as a string `enum`. */
export const textCodeOf = <T extends Readonly<Record<string, string>>>(table: T) =>
  z.enum(codesOf(table) as [Code<T>, ...Code<T>[]]);
