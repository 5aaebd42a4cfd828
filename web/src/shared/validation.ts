/**
 * The console's validation rules (seed section 5), one module for every form. Each rule is a @mantine/form validator:
 * `(value) => message | null`. Empty values pass every rule but `required`, so rules combine freely with `rules(...)`.
 * The `is*` predicates are the rule logic itself, exported for reuse and tests.
 */
import { translate } from "@/i18n/i18n";

export type Rule<V = unknown> = (value: V, values?: unknown) => string | null;

const isEmpty = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === "string" && value.trim() === "") ||
  (Array.isArray(value) && value.length === 0);

const text = (value: unknown): string => (value === undefined || value === null ? "" : String(value));

/** The first failing rule's message wins. */
export function rules<V>(...list: Rule<V>[]): Rule<V> {
  return (value, values) => {
    for (const rule of list) {
      const message = rule(value, values);
      if (message) return message;
    }
    return null;
  };
}

export const required = (): Rule => (value) => (isEmpty(value) ? translate("validation.required") : null);

export const minLength =
  (n: number): Rule =>
  (value) =>
    !isEmpty(value) && text(value).length < n ? translate("validation.minLength", { n }) : null;

export const maxLength =
  (n: number): Rule =>
  (value) =>
    !isEmpty(value) && text(value).length > n ? translate("validation.maxLength", { n }) : null;

export const minValue =
  (min: number): Rule =>
  (value) =>
    !isEmpty(value) && Number(value) < min ? translate("validation.min", { min }) : null;

export const maxValue =
  (max: number): Rule =>
  (value) =>
    !isEmpty(value) && Number(value) > max ? translate("validation.max", { max }) : null;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmail = (value: string): boolean => EMAIL.test(value.trim());
export const email = (): Rule => (value) =>
  !isEmpty(value) && !isEmail(text(value)) ? translate("validation.email") : null;

/** One phone number: 8–15 characters, digits with an optional leading plus, dashes or dots, no letters. */
const PHONE = /^\+?\d[\d.-]*$/;
export const isPhoneNumber = (value: string): boolean => {
  const trimmed = value.trim();
  return trimmed.length >= 8 && trimmed.length <= 15 && PHONE.test(trimmed) && /\d$/.test(trimmed);
};

export interface PhoneOptions {
  /** Several numbers separated by commas. */
  multiple?: boolean;
  /** The number must start with its area code, written "+<code>". */
  areaCodeRequired?: boolean;
}

export const phone =
  ({ multiple = false, areaCodeRequired = false }: PhoneOptions = {}): Rule =>
  (value) => {
    if (isEmpty(value)) return null;
    const numbers = multiple ? text(value).split(",") : [text(value)];
    if (!numbers.every(isPhoneNumber)) return translate("validation.phone");
    if (areaCodeRequired && !numbers.every((number) => number.trim().startsWith("+")))
      return translate("validation.areaCode");
    return null;
  };

export const isDigits = (value: string): boolean => /^\d+$/.test(value);
export const digits = (): Rule => (value) =>
  !isEmpty(value) && !isDigits(text(value)) ? translate("validation.digits") : null;

export const isDecimal = (value: string): boolean => /^-?\d+(\.\d+)?$/.test(value.trim());
export const decimal = (): Rule => (value) =>
  !isEmpty(value) && !isDecimal(text(value)) ? translate("validation.decimal") : null;

export const isIpAddress = (value: string): boolean => {
  const parts = value.trim().split(".");
  return (
    parts.length === 4 &&
    parts.every((part) => /^\d{1,3}$/.test(part) && Number(part) <= 255 && String(Number(part)) === part)
  );
};
export const ipAddress = (): Rule => (value) =>
  !isEmpty(value) && !isIpAddress(text(value)) ? translate("validation.ip") : null;

export const hasEmoji = (value: string): boolean => /\p{Extended_Pictographic}/u.test(value);
export const noEmoji = (): Rule => (value) =>
  !isEmpty(value) && hasEmoji(text(value)) ? translate("validation.emoji") : null;

/** Luhn check on the digits of a card number (spaces removed). */
export const isLuhnValid = (value: string): boolean => {
  const number = value.replace(/\s+/g, "");
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let index = 0; index < number.length; index++) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
};
export const creditCard = (): Rule => (value) =>
  !isEmpty(value) && !isLuhnValid(text(value)) ? translate("validation.creditCard") : null;

/** A price: at least 0, up to `integerDigits` integer digits and `decimals` decimals (default 7 and 2). */
export const isPrice = (value: string, integerDigits = 7, decimals = 2): boolean =>
  new RegExp(`^\\d{1,${integerDigits}}(\\.\\d{1,${decimals}})?$`).test(value.trim());
export const price =
  (integerDigits = 7, decimals = 2): Rule =>
  (value) =>
    !isEmpty(value) && !isPrice(text(value), integerDigits, decimals) ? translate("validation.price") : null;

/** A person's name: contains a letter and no digits. */
export const isPersonName = (value: string): boolean => /\p{L}/u.test(value) && !/\d/.test(value);
export const personName = (): Rule => (value) =>
  !isEmpty(value) && !isPersonName(text(value)) ? translate("validation.name") : null;

/** Trip names and codes: numbers, letters, underscores, spaces, hyphens, colons. */
export const isTripName = (value: string): boolean => /^[\p{L}\p{N}_ :-]+$/u.test(value);
export const tripName = (): Rule => (value) =>
  !isEmpty(value) && !isTripName(text(value)) ? translate("validation.tripName") : null;

/** Passwords of operators and users: 6 to 12 characters (seed section 9). */
export const PASSWORD_LENGTH = { min: 6, max: 12 } as const;
export const password = (): Rule => rules(required(), minLength(PASSWORD_LENGTH.min), maxLength(PASSWORD_LENGTH.max));
