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
