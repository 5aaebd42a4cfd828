/**
 * The company dictionaries (regions, time zones, tax types) answer English names; the console names regions and time
 * zones in its own language from their codes (ISO 3166 and IANA), through the browser's `Intl`, and keeps the
 * server's name where the browser knows none.
 */
import { dictionaries, type Language, type MessageKey, type Translate } from "@/i18n/i18n";

interface DictionaryItem {
  code: string;
  name: string;
}

const LOCALES: Record<Language, string> = { en: "en-US", zh: "zh-CN" };

export function regionLabel(item: DictionaryItem, language: Language): string {
  if (language === "en") return item.name;
  try {
    return new Intl.DisplayNames([LOCALES[language]], { type: "region" }).of(item.code) ?? item.name;
  } catch {
    return item.name;
  }
}

/** The zone's name in the language (e.g. 北美东部时间) with its IANA name, which is what the footer shows. */
export function timeZoneLabel(item: DictionaryItem, language: Language): string {
  if (language === "en") return `${item.name} · ${item.code}`;
  try {
    const part = new Intl.DateTimeFormat(LOCALES[language], { timeZone: item.code, timeZoneName: "longGeneric" })
      .formatToParts(new Date())
      .find((entry) => entry.type === "timeZoneName");
    return `${part?.value ?? item.name} · ${item.code}`;
  } catch {
    return `${item.name} · ${item.code}`;
  }
}

/** Tax types by code in the console's words (EIN, SSN, ITIN), the server's name for a code it does not know. */
export function taxTypeLabel(item: DictionaryItem, t: Translate): string {
  const key = `tax.type.${item.code}`;
  return key in dictionaries.en ? t(key as MessageKey) : item.name;
}
