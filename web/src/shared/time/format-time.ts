/**
 * Dates and times as the console shows them: the product's format (`#rules`, docs/rules.md), `MM/DD/YYYY` and
 * `MM/DD/YYYY HH:mm`, in English; in Chinese the Chinese order, `YYYY/MM/DD` and `YYYY/MM/DD HH:mm` (issue 61).
 * Exported files keep the product's format whatever the language (gateway/src/modules/export).
 */
import { formatDate as productDate, formatDateTime as productDateTime, isIsoDate } from "#rules";
import { getLanguage, type Language } from "@/i18n/i18n";

/** A date or time written `MM/DD/YYYY[ HH:mm]` in the order of `language` (the console's, unless told). */
export function inLanguage(text: string, language: Language = getLanguage()): string {
  return language === "zh" ? text.replace(/^(\d{2})\/(\d{2})\/(\d{4})/, "$3/$1/$2") : text;
}

/** A calendar date `YYYY-MM-DD` as the console shows it. */
export const formatDate = (isoDate: string, language?: Language): string => inLanguage(productDate(isoDate), language);

/** An instant in `timeZone` as the console shows it. */
export const formatDateTime = (iso: string, timeZone: string | null | undefined, language?: Language): string =>
  inLanguage(productDateTime(iso, timeZone), language);

/** The date pickers' display format (dayjs) in `language`, as `formatDate` writes dates; also their placeholder. */
export const dateValueFormat = (language: Language): string => (language === "zh" ? "YYYY/MM/DD" : "MM/DD/YYYY");

/** The date-and-time pickers' display format (dayjs) in `language`, as `formatDateTime` writes times; also their placeholder. */
export const dateTimeValueFormat = (language: Language): string => `${dateValueFormat(language)} HH:mm`;

const TYPED_DAY = {
  en: /^\s*(?<month>\d{1,2})\/(?<day>\d{1,2})\/(?<year>\d{4})\s*$/,
  zh: /^\s*(?<year>\d{4})[/-](?<month>\d{1,2})[/-](?<day>\d{1,2})\s*$/,
} as const;

/** A day typed as the console writes it in `language` (MM/DD/YYYY; Chinese YYYY/MM/DD) as `YYYY-MM-DD`, else null. */
export function typedDay(text: string, language: Language = getLanguage()): string | null {
  const parts = TYPED_DAY[language].exec(text)?.groups;
  if (!parts) return null;
  const day = `${parts.year}-${parts.month.padStart(2, "0")}-${parts.day.padStart(2, "0")}`;
  return isIsoDate(day) ? day : null;
}
