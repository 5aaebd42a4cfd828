/**
 * The seed's input rules (section 5) with its messages, for every gateway input: each rule answers a message when the
 * value breaks it. `validateFields` keeps the first message per field; `assertValid` raises BAD_USER_INPUT with
 * `extensions.fields`. Field paths follow the vendor API's (`customPrices.0.price`), so both sides name fields alike.
 */
import { GraphQLError } from "graphql";
import { ErrorCode, badUserInput } from "../../errors";

export type Rule = (value: unknown) => string | undefined;
export type FieldErrors = Record<string, string>;

export const RuleMessages = {
  required: "Required",
  charset: "Only numbers, letters, underscores, spaces, hyphens, colon",
  invalidPrice: "Invalid price",
  invalidDate: "Invalid date",
  sectionSize: "No more than 10 entries",
  invalidId: "Invalid id",
} as const;

const isBlank = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === "string" && value.trim() === "") ||
  (Array.isArray(value) && value.length === 0);

export const required: Rule = (value) => (isBlank(value) ? RuleMessages.required : undefined);

export const maxLength =
  (n: number): Rule =>
  (value) =>
    typeof value === "string" && value.length > n ? `No more than ${n} characters` : undefined;

/** Letters (any script: vendors name trips in their language), digits, `_`, space, `-`, `:` (names and codes). */
export const charset: Rule = (value) =>
  typeof value === "string" && !/^[\p{L}\p{N}_ :-]+$/u.test(value) ? RuleMessages.charset : undefined;

/** Up to 7 integer digits and 2 decimals, at least 0. */
export const price: Rule = (value) =>
  typeof value === "string" && !/^\d{1,7}(\.\d{1,2})?$/.test(value.trim()) ? RuleMessages.invalidPrice : undefined;

export const atLeast =
  (min: number): Rule =>
  (value) =>
    typeof value === "number" && value < min ? `No less than ${min}` : undefined;

export const atMost =
  (max: number): Rule =>
  (value) =>
    typeof value === "number" && value > max ? `No more than ${max}` : undefined;

/** Lists (content sections) of at most `n` entries. */
export const maxEntries =
  (n: number): Rule =>
  (value) =>
    Array.isArray(value) && value.length > n ? `No more than ${n} entries` : undefined;

/** A real calendar date `YYYY-MM-DD`. */
export const isoDate: Rule = (value) =>
  typeof value === "string" &&
  !(/^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value))
    ? RuleMessages.invalidDate
    : undefined;

/** Runs each field's rules in order, keeping the first message; blank values skip the rules of optional fields. */
export function validateFields(checks: Record<string, [value: unknown, rules: Rule[]]>): FieldErrors {
  const fields: FieldErrors = {};
  for (const [field, [value, fieldRules]] of Object.entries(checks)) {
    if (!fieldRules.includes(required) && isBlank(value)) continue;
    for (const rule of fieldRules) {
      const message = rule(value);
      if (message) {
        fields[field] = message;
        break;
      }
    }
  }
  return fields;
}

export function assertValid(fields: FieldErrors): void {
  if (Object.keys(fields).length) throw badUserInput(fields);
}

/** Upstream ids are positive integers; a GraphQL `ID` that is not one is refused on its field. */
export function toUpstreamId(id: string | number, field = "id"): number {
  const text = String(id).trim();
  if (!/^\d{1,15}$/.test(text) || Number(text) < 1) throw badUserInput({ [field]: RuleMessages.invalidId });
  return Number(text);
}

export function toUpstreamIds(ids: ReadonlyArray<string | number>, field: string): number[] {
  return ids.map((id, index) => toUpstreamId(id, `${field}.${index}`));
}

/**
 * For inputs whose GraphQL names differ from the vendor API's: renames the fields of an upstream 20001 refusal
 * (`{data: …}` → `{dataBase64: …}`) so `extensions.fields` always names the caller's own input fields.
 */
export async function withInputFieldNames<T>(call: Promise<T>, renames: Record<string, string>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    const fields = error instanceof GraphQLError ? error.extensions.fields : undefined;
    if (!(error instanceof GraphQLError) || error.extensions.code !== ErrorCode.BAD_USER_INPUT || !fields) throw error;
    const renamed = Object.fromEntries(
      Object.entries(fields as FieldErrors).map(([field, message]) => [renames[field] ?? field, message]),
    );
    throw badUserInput(renamed, error.extensions.upstreamCode as number | undefined);
  }
}
