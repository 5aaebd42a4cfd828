/**
 * A rule failure or a keyed refusal (docs/rules.md) in the console's language: the key's words from the dictionary,
 * its parameters filled in, and the parameters that name something (a state, an action, a setting) in the same
 * language. The console never translates a server's English sentence: it words the key it was sent.
 */
import {
  fillTemplate,
  GROUPED_SETTINGS,
  isRuleKey,
  RULE_MESSAGES,
  type GroupedSetting,
  type RuleFailure,
} from "#rules";
import type { RuleKey, RuleParam, RuleParams } from "#rules";
import type { RuleWords } from "./areas/rules";
import { dictionaries, getLanguage, ruleWords, type Language, type MessageKey } from "./i18n";

const english: RuleWords = { messages: RULE_MESSAGES, settings: GROUPED_SETTINGS };
/** A language's rule words: Chinese's come with its core texts (i18n.ts), which load before it is shown. */
const wordsOf = (language: Language): RuleWords => ruleWords[language] ?? english;
const listSeparator: Record<Language, string> = { en: ", ", zh: "、" };

const camel = (value: string) => value.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

/** Parameters that name a value the console has its own label for, by rule and parameter name. */
const PARAM_LABELS: Partial<Record<RuleKey, Record<string, (value: string) => string>>> = {
  "trip.illegalTransition": {
    state: (state) => `trip.state.${state}`,
    action: (action) => `trip.transition.${camel(action)}`,
  },
  "order.illegalRefund": {
    state: (state) => `sales.orderState.${state}`,
    allowed: (state) => `sales.orderState.${state}`,
  },
  "coupon.illegalRetry": { state: (state) => `coupons.jobState.${state}` },
  "payment.orderNotPayable": { state: (state) => `sales.orderState.${state}` },
  "refund.illegalTransition": {
    state: (state) => `sales.refundState.${state}`,
    allowed: (state) => `sales.refundState.${state}`,
    action: (action) => `refunds.action.${action}`,
  },
};

function paramText(rule: RuleKey, name: string, value: RuleParam, language: Language): string {
  const words = (item: string): string => {
    if (name === "setting" || name === "mismatches") return wordsOf(language).settings[item as GroupedSetting] ?? item;
    const key = PARAM_LABELS[rule]?.[name]?.(item);
    return (key && dictionaries[language][key as MessageKey]) ?? item;
  };
  if (!Array.isArray(value)) return words(String(value));
  return value.map(words).join(name === "mismatches" ? (language === "zh" ? "；" : "; ") : listSeparator[language]);
}

export function ruleText(failure: RuleFailure, language: Language = getLanguage()): string {
  return fillTemplate(wordsOf(language).messages[failure.rule], failure.params, (name, value) =>
    paramText(failure.rule, name, value, language),
  );
}

/** A refusal as the servers send it: worded from its key when the console knows the key, else their own text. */
export function refusalText(
  refusal: { key?: unknown; params?: unknown; message: string },
  language: Language = getLanguage(),
): string {
  if (!isRuleKey(refusal.key)) return refusal.message;
  const params = refusal.params && typeof refusal.params === "object" ? (refusal.params as RuleParams) : undefined;
  return ruleText({ rule: refusal.key, params }, language);
}
