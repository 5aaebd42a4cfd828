/**
 * A language's half of a dictionary: exactly the English keys (the type forbids a missing or unknown one). Each
 * language lives in its own object, so a build loads one language's texts, not both.
 */
export type Translation<English> = Record<keyof English, string>;
