import type { FieldErrors } from "./errors";

/** A rule answers the seed's message (spec section 5) when the value breaks it, nothing when it holds. */
export type Rule = (value: unknown) => string | undefined;

const isBlank = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === "string" && value.trim() === "") ||
  (Array.isArray(value) && value.length === 0);

export const required: Rule = (value) => (isBlank(value) ? "Required" : undefined);

export const minLength =
  (n: number): Rule =>
  (value) =>
    typeof value === "string" && value.length < n ? `No less than ${n} characters` : undefined;

export const maxLength =
  (n: number): Rule =>
  (value) =>
    typeof value === "string" && value.length > n ? `No more than ${n} characters` : undefined;

/** Up to 7 integer digits and 2 decimals, at least 0 (spec section 9). */
export const price: Rule = (value) =>
  typeof value === "string" && !/^\d{1,7}(\.\d{1,2})?$/.test(value) ? "Invalid price" : undefined;

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 12;
export const password: Rule[] = [required, minLength(PASSWORD_MIN), maxLength(PASSWORD_MAX)];

/** Runs each field's rules in order and keeps the first message per field. Blank optional fields skip their rules. */
export function validateFields(checks: Record<string, [value: unknown, rules: Rule[]]>): FieldErrors {
  const fields: FieldErrors = {};
  for (const [field, [value, fieldRules]] of Object.entries(checks)) {
    const optional = !fieldRules.includes(required);
    if (optional && isBlank(value)) continue;
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
