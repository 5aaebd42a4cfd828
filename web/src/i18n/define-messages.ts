/**
 * One screen area's texts in both languages, kept beside each other so an area grows without touching the shared
 * dictionaries. The Chinese half must define exactly the English keys (the type forbids a missing or unknown one).
 */
export function defineMessages<const E extends Record<string, string>>(en: E, zh: Record<keyof E, string>) {
  return { en, zh };
}
