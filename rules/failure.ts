/**
 * A rule failure is data, never a sentence: the rule's key and the values its message needs. Each edge turns it into
 * text in its own language — the vendor API and the gateway in English (`messageOf`), the console in the operator's
 * language. docs/rules.md lists every key with its parameters.
 */
import type { RuleKey } from "./messages";

/** Values a message needs: numbers (limits), names (states, actions) and lists of names (mismatching settings). */
export type RuleParam = string | number | readonly string[];
export type RuleParams = Readonly<Record<string, RuleParam>>;

export interface RuleFailure {
  rule: RuleKey;
  params?: RuleParams;
}

/** Failures by field path (`customPrices.0.price`, the input's own names), at most one per field. */
export type FieldFailures = Record<string, RuleFailure>;

export const fail = (rule: RuleKey, params?: RuleParams): RuleFailure => (params ? { rule, params } : { rule });

/** One field's failure in the shape errors carry it: the GraphQL `extensions.fields` and the vendor API's 20001. */
export interface FieldFailure extends RuleFailure {
  field: string;
}

export const toFieldList = (failures: FieldFailures): FieldFailure[] =>
  Object.entries(failures).map(([field, failure]) => ({ field, ...failure }));

export const hasFailures = (failures: FieldFailures): boolean => Object.keys(failures).length > 0;
