import { useSyncExternalStore } from "react";
import { en, type MessageKey } from "./en";
import { zh } from "./zh";
import { readJson, writeJson } from "@/shared/browser-storage";

export type { MessageKey } from "./en";
export type Language = "en" | "zh";
export type MessageParams = Record<string, string | number>;
/** `useI18n().t`, for helpers that build texts outside a component. */
export type Translate = (key: MessageKey, params?: MessageParams) => string;

export const LANGUAGES: readonly Language[] = ["en", "zh"];
export const dictionaries: Record<Language, Record<MessageKey, string>> = { en, zh };

/** Whether a key built at run time (e.g. from a server's value) names a text; every language has the same keys. */
export const isMessageKey = (key: string): key is MessageKey => key in en;

const STORAGE_KEY = "vendor-console.language";
const stored = readJson<string>("localStorage", STORAGE_KEY);
let current: Language = LANGUAGES.find((language) => language === stored) ?? "en";
const listeners = new Set<() => void>();

const PLACEHOLDER = /\{(\w+)\}/g;
/** `{count, plural, one {# recipient} other {# recipients}}`: ICU's plural form, `#` standing for the number. */
const PLURAL = /\{(\w+), plural,((?:\s*(?:=\d+|zero|one|two|few|many|other) \{[^{}]*\})+)\s*\}/g;
const PLURAL_CASE = /(=\d+|zero|one|two|few|many|other) \{([^{}]*)\}/g;

const pluralRules = new Map<Language, Intl.PluralRules>();
const pluralRulesOf = (language: Language) => {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return rules;
};

function pluralText(cases: string, count: number, language: Language): string | undefined {
  const texts = new Map([...cases.matchAll(PLURAL_CASE)].map(([, selector, text]) => [selector, text]));
  const text = texts.get(`=${count}`) ?? texts.get(pluralRulesOf(language).select(count)) ?? texts.get("other");
  return text?.replaceAll("#", String(count));
}

/** Fills a message's `{name}` placeholders and chooses its plural forms by the language's rules. */
export function format(template: string, params?: MessageParams, language: Language = current): string {
  if (!params) return template;
  return template
    .replace(PLURAL, (match, name: string, cases: string) =>
      name in params ? (pluralText(cases, Number(params[name]), language) ?? match) : match,
    )
    .replace(PLACEHOLDER, (match, name: string) => (name in params ? String(params[name]) : match));
}

/** Translates outside React (validators, error link); components use `useI18n` so they re-render on a switch. */
export function translate(key: MessageKey, params?: MessageParams, language: Language = current): string {
  return format(dictionaries[language][key] ?? en[key], params, language);
}

export function getLanguage(): Language {
  return current;
}

export function setLanguage(language: Language): void {
  if (language === current) return;
  current = language;
  writeJson("localStorage", STORAGE_KEY, language);
  if (typeof document !== "undefined") document.documentElement.lang = language === "zh" ? "zh-CN" : "en";
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useI18n() {
  const language = useSyncExternalStore(subscribe, getLanguage, getLanguage);
  const t: Translate = (key, params) => translate(key, params, language);
  return { language, setLanguage, t };
}
