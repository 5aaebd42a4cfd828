/**
 * The gateway's use of the shared rule set (`#rules`, docs/rules.md): every input is checked before the vendor API is
 * called, with the same rules and field paths (`customPrices.0.price`) the vendor API checks again.
 */
import { GraphQLError } from "graphql";
import { fail, hasFailures, type FieldFailure, type FieldFailures } from "#rules";
import { ErrorCode, badUserInput } from "../../errors";

export function assertValid(failures: FieldFailures): void {
  if (hasFailures(failures)) throw badUserInput(failures);
}

/** Upstream ids are positive integers; a GraphQL `ID` that is not one is refused on its field. */
export function toUpstreamId(id: string | number, field = "id"): number {
  const text = String(id).trim();
  if (!/^\d{1,15}$/.test(text) || Number(text) < 1) throw badUserInput({ [field]: fail("id") });
  return Number(text);
}

export function toUpstreamIds(ids: ReadonlyArray<string | number>, field: string): number[] {
  return ids.map((id, index) => toUpstreamId(id, `${field}.${index}`));
}

/**
 * For inputs whose GraphQL names differ from the vendor API's: renames the fields of an upstream 20001 refusal
 * (`data` → `dataBase64`) so `extensions.fields` always names the caller's own input fields.
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
      field: renames[entry.field] ?? entry.field,
    }));
    throw badUserInput(renamed, error.extensions.upstreamCode as number | undefined);
  }
}
