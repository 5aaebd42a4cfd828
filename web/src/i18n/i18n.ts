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

const STORAGE_KEY = "vendor-console.language";
const stored = readJson<string>("localStorage", STORAGE_KEY);
let current: Language = LANGUAGES.find((language) => language === stored) ?? "en";
const listeners = new Set<() => void>();

const PLACEHOLDER = /\{(\w+)\}/g;

export function format(template: string, params?: MessageParams): string {
  if (!params) return template;
  return template.replace(PLACEHOLDER, (match, name: string) => (name in params ? String(params[name]) : match));
}

/** Translates outside React (validators, error link); components use `useI18n` so they re-render on a switch. */
export function translate(key: MessageKey, params?: MessageParams, language: Language = current): string {
  return format(dictionaries[language][key] ?? en[key], params);
}

interface KnownTexts {
  exact: Map<string, MessageKey>;
  /** Texts with placeholders as patterns, the most literal first ("No less than {n} characters" before "…{min}"). */
  templates: { key: MessageKey; pattern: RegExp; names: string[]; literal: number }[];
}
let knownTexts: KnownTexts | undefined;

/** A template needs this much fixed text to be told apart from other messages. */
const TEMPLATE_LITERAL_MIN = 8;

function readKnownTexts(): KnownTexts {
  const known: KnownTexts = { exact: new Map(), templates: [] };
  for (const [key, text] of Object.entries(en) as [MessageKey, string][]) {
    const names = [...text.matchAll(PLACEHOLDER)].map((match) => match[1]);
    if (names.length === 0) {
      if (!known.exact.has(text)) known.exact.set(text, key);
      continue;
    }
    const literals = text.split(PLACEHOLDER).filter((_, index) => index % 2 === 0);
    const literal = literals.join("").length;
    if (literal < TEMPLATE_LITERAL_MIN) continue;
    const source = literals.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("(.+?)");
    known.templates.push({ key, pattern: new RegExp(`^${source}$`), names, literal });
  }
  known.templates.sort((a, b) => b.literal - a.literal);
  return known;
}

/**
 * A message from the server (the vendor API answers in English) in the console's language, when the console knows
 * the same English text, also one with values in it ("No more than 50 characters"); anything else as it came.
 */
export function localizeServerMessage(message: string, language: Language = current): string {
  if (language === "en" || !message) return message;
  knownTexts ??= readKnownTexts();
  const key = knownTexts.exact.get(message);
  if (key) return translate(key, undefined, language);
  for (const template of knownTexts.templates) {
    const match = template.pattern.exec(message);
    if (match) {
      const params = Object.fromEntries(template.names.map((name, index) => [name, match[index + 1]]));
      return translate(template.key, params, language);
    }
  }
  return message;
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
