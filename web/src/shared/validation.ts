/**
 * The console's form validators over the shared rule set (`#rules`, docs/rules.md): each is a @mantine/form validator
 * `(value) => message | null` that runs the same check as the gateway and the vendor API and words its failure in
 * the console's language. Empty values pass every rule but `required`, so rules combine freely with `rules(...)`.
 */
import * as checks from "#rules";
import type { Check, PhoneOptions } from "#rules";
import { ruleText } from "@/i18n/rule-text";

export type Rule<V = unknown> = (value: V, values?: unknown) => string | null;

/** A shared check as a form validator. */
export const fromCheck =
  (check: Check): Rule =>
  (value) => {
    const failure = check(value);
    return failure ? ruleText(failure) : null;
  };

/** The first failing rule's message wins. */
export function rules<V>(...list: Rule<V>[]): Rule<V> {
  return (value, values) => {
    for (const rule of list) {
      const message = rule(value, values);
      if (message) return message;
    }
    return null;
  };
}

export const required = (): Rule => fromCheck(checks.required);
export const minLength = (n: number): Rule => fromCheck(checks.minLength(n));
export const maxLength = (n: number): Rule => fromCheck(checks.maxLength(n));
export const minValue = (min: number): Rule => fromCheck(checks.min(min));
export const maxValue = (max: number): Rule => fromCheck(checks.max(max));
export const email = (): Rule => fromCheck(checks.email);
export const phone = (options?: PhoneOptions): Rule => fromCheck(checks.phone(options));
export const digits = (): Rule => fromCheck(checks.digits);
export const decimal = (): Rule => fromCheck(checks.decimal);
export const ipAddress = (): Rule => fromCheck(checks.ipAddress);
export const noEmoji = (): Rule => fromCheck(checks.noEmoji);
export const creditCard = (): Rule => fromCheck(checks.creditCard);
export const price = (integerDigits?: number, decimals?: number): Rule =>
  fromCheck(checks.price(integerDigits, decimals));
export const personName = (): Rule => fromCheck(checks.personName);
export const tripName = (): Rule => fromCheck(checks.nameCharset);

/** A rule set's failures by field path as the form's messages (`validate` of @mantine/form). */
export const wordFailures = (failures: checks.FieldFailures): Record<string, string> =>
  Object.fromEntries(Object.entries(failures).map(([path, failure]) => [path, ruleText(failure)]));
