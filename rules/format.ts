/** English text of a failure, as the vendor API's `status.msg` and the gateway's `message` carry it. */
import type { RuleFailure, RuleParam } from "./failure";
import { GROUPED_SETTINGS, RULE_MESSAGES, type GroupedSetting } from "./messages";

const PLACEHOLDER = /\{(\w+)\}/g;

/** Fills `{name}` placeholders; `render` turns each parameter into text (a list, a name that has its own label). */
export function fillTemplate(
  template: string,
  params: Readonly<Record<string, RuleParam>> | undefined,
  render: (name: string, value: RuleParam) => string,
): string {
  if (!params) return template;
  return template.replace(PLACEHOLDER, (match, name: string) =>
    Object.hasOwn(params, name) ? render(name, params[name]) : match,
  );
}

const settingText = (setting: string) => GROUPED_SETTINGS[setting as GroupedSetting] ?? setting;

function renderEnglish(name: string, value: RuleParam): string {
  if (name === "setting") return settingText(String(value));
  if (name === "mismatches" && Array.isArray(value)) return value.map(settingText).join("; ");
  return Array.isArray(value) ? value.join(", ") : String(value);
}

export const messageOf = (failure: RuleFailure): string =>
  fillTemplate(RULE_MESSAGES[failure.rule] ?? failure.rule, failure.params, renderEnglish);
