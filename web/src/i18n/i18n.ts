import { useSyncExternalStore } from "react";
import type { RuleWords } from "./areas/rules";
import type { messages as coreEn } from "./messages/core-en";
import type { messages as consoleEn } from "./messages/console-en";
import { readJson, writeJson } from "@/shared/browser-storage";

export type MessageKey = keyof typeof coreEn | keyof typeof consoleEn;
export type Language = "en" | "zh";
export type MessageParams = Record<string, string | number>;
/** `useI18n().t`, for helpers that build texts outside a component. */
export type Translate = (key: MessageKey, params?: MessageParams) => string;
/**
 * Texts load per language and part (docs/scale-contract.md section 1): "core" for /login and the shell, "console" for
 * the screens, loaded with the console part. Only the chosen language is fetched.
 */
export type MessagePart = "core" | "console";

export const LANGUAGES: readonly Language[] = ["en", "zh"];
type Dictionary = Partial<Record<MessageKey, string>>;
const LOADERS: Record<Language, Record<MessagePart, () => Promise<{ messages: Dictionary; ruleWords?: RuleWords }>>> = {
  en: { core: () => import("./messages/core-en"), console: () => import("./messages/console-en") },
  zh: { core: () => import("./messages/core-zh"), console: () => import("./messages/console-zh") },
};
/** The texts loaded so far, by language. */
export const dictionaries: Record<Language, Dictionary> = { en: {}, zh: {} };
/**
 * The rule words a language's core texts brought: Chinese only, English's being the rule set's own (rules/messages.ts),
 * so an English /login does not load the Chinese ones (docs/scale-contract.md section 1).
 */
export const ruleWords: Partial<Record<Language, RuleWords>> = {};
const loading = new Map<string, Promise<void>>();
const loaded = new Set<string>();
/** The parts the console has asked for: a language switch loads the same parts of the new language first. */
const parts = new Set<MessagePart>();

/** Fetches a part's texts in a language (the current one by default), once. */
export function loadMessages(part: MessagePart, language: Language = current): Promise<void> {
  if (language === current) parts.add(part);
  const id = `${language}:${part}`;
  let done = loading.get(id);
  if (!done) {
    done = LOADERS[language][part]().then(
      ({ messages, ruleWords: words }) => {
        Object.assign(dictionaries[language], messages);
        if (words) ruleWords[language] = words;
        loaded.add(id);
      },
      (error: unknown) => {
        // A failed fetch (a new release, a dropped connection) may succeed at the next call.
        loading.delete(id);
        throw error;
      },
    );
    loading.set(id, done);
  }
  return done;
}

/** Whether a key built at run time (e.g. from a server's value) names a text loaded in the current language. */
export const isMessageKey = (key: string): key is MessageKey => key in dictionaries[current];

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
  return format(dictionaries[language][key] ?? dictionaries.en[key] ?? key, params, language);
}

export function getLanguage(): Language {
  return current;
}

let requested: Language | undefined;

/**
 * Switches once the new language's texts of every part in use have loaded, so no screen shows a key meanwhile: at
 * once when they already have. A part asked for while the switch waits (the console part, loading after a login) is
 * loaded in the new language too. Of quick successive switches the last one wins.
 */
export function setLanguage(language: Language): Promise<void> {
  requested = language;
  // The choice is kept at once: a page left or reloaded before the texts arrive opens in the chosen language.
  writeJson("localStorage", STORAGE_KEY, language);
  return switchWhenLoaded(language);
}

function switchWhenLoaded(language: Language): Promise<void> {
  const missing = [...parts].filter((part) => !loaded.has(`${language}:${part}`));
  if (!missing.length) {
    applyLanguage(language);
    return Promise.resolve();
  }
  return Promise.all(missing.map((part) => loadMessages(part, language))).then(() =>
    requested === language ? switchWhenLoaded(language) : undefined,
  );
}

function applyLanguage(language: Language): void {
  if (language === current) return;
  current = language;
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
