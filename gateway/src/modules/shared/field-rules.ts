/**
 * The gateway's use of the shared rule set (`#rules`, docs/rules.md): every input is checked before the vendor API is
 * called, with the same rules and field paths (`customPrices.0.price`) the vendor API checks again.
 */
import { GraphQLError } from "graphql";
import type { MiddlewareFn } from "type-graphql";
import {
  fail,
  hasFailures,
  inputFailures,
  isId,
  SEARCH_MAX,
  TEXT_MAX,
  type FieldFailure,
  type FieldFailures,
} from "#rules";
import { ErrorCode, badUserInput } from "../../errors";

export function assertValid(failures: FieldFailures): void {
  if (hasFailures(failures)) throw badUserInput(failures);
}

/**
 * Upstream ids are positive integers that fit the storage (`ID_MAX`); a GraphQL `ID` that is not one is refused on
 * its field before any call.
 */
export function toUpstreamId(id: string | number, field = "id"): number {
  if (!isId(id)) throw badUserInput({ [field]: fail("id") });
  return Number(String(id).trim());
}

export function toUpstreamIds(ids: ReadonlyArray<string | number>, field: string): number[] {
  return ids.map((id, index) => toUpstreamId(id, `${field}.${index}`));
}

/** Arguments whose texts are searched for: they travel to the vendor API in URLs. */
const SEARCH_ARGUMENTS: ReadonlySet<string> = new Set(["filter", "keyword"]);
/** Arguments whose size is a rule of their own: a file's bytes (`file.tooLarge`). */
const OWN_SIZE_ARGUMENTS: ReadonlySet<string> = new Set(["dataBase64"]);

/**
 * The rules every input is held to whatever its field (`inputFailures`: storable text, TEXT_MAX, LIST_MAX; search
 * texts SEARCH_MAX), over every field's arguments before its resolver runs. Paths are the resolvers' own: an input
 * object's fields by their names (`includes.3`), other arguments by the argument's (`keyword`).
 */
export const checkInputs: MiddlewareFn = ({ args }, next) => {
  const failures: FieldFailures = {};
  for (const [name, value] of Object.entries(args ?? {})) {
    if (OWN_SIZE_ARGUMENTS.has(name)) continue;
    const isInputObject = typeof value === "object" && value !== null && !Array.isArray(value);
    Object.assign(
      failures,
      inputFailures(value, isInputObject ? "" : name, SEARCH_ARGUMENTS.has(name) ? SEARCH_MAX : TEXT_MAX),
    );
  }
  assertValid(failures);
  return next();
};

/**
 * For inputs whose GraphQL names differ from the vendor API's: renames the fields of an upstream 20001 refusal
 * (`data` → `dataBase64`, `productGoodLimit.2` → `tripIds.2`) so `extensions.fields` always names the caller's own
 * input fields.
 */
export async function withInputFieldNames<T>(call: Promise<T>, renames: Record<string, string>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    const fields = error instanceof GraphQLError ? error.extensions.fields : undefined;
    if (
      !(error instanceof GraphQLError) ||
      error.extensions.code !== ErrorCode.BAD_USER_INPUT ||
      !Array.isArray(fields)
    )
      throw error;
    const renamed = (fields as FieldFailure[]).map((entry) => ({
      ...entry,
      field: entry.field.replace(/^[^.]+/, (base) => renames[base] ?? base),
    }));
    throw badUserInput(renamed, error.extensions.upstreamCode as number | undefined);
  }
}
