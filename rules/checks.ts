/**
 * The field rules themselves. A check answers a failure when the value breaks its rule and nothing when it holds;
 * every check but `required` lets a blank value pass, so checks combine freely. The `is*` predicates are the rule
 * logic, for callers that need a yes or no.
 */
import { fail, type FieldFailures, type RuleFailure } from "./failure";
import { ID_MAX, LIST_MAX, PASSWORD, PHONE_LENGTH, PRICE_DIGITS, TEXT_MAX } from "./limits";

export type Check = (value: unknown) => RuleFailure | undefined;

export const isBlank = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === "string" && value.trim() === "") ||
  (Array.isArray(value) && value.length === 0);

/** A check of text values: blank and non-text values pass (their type is checked elsewhere). */
const textCheck =
  (holds: (text: string) => boolean, failure: () => RuleFailure): Check =>
  (value) =>
    typeof value === "string" && !isBlank(value) && !holds(value) ? failure() : undefined;

/** A check of numbers, also written as text (form inputs); values that are no number pass. */
const numberCheck =
  (holds: (number: number) => boolean, failure: () => RuleFailure): Check =>
  (value) => {
    if (isBlank(value) || (typeof value !== "number" && typeof value !== "string")) return undefined;
    const number = Number(value);
    return Number.isNaN(number) || holds(number) ? undefined : failure();
  };

export const required: Check = (value) => (isBlank(value) ? fail("required") : undefined);

export const minLength = (n: number): Check =>
  textCheck(
    (text) => text.length >= n,
    () => fail("minLength", { n }),
  );
export const maxLength = (n: number): Check =>
  textCheck(
    (text) => text.length <= n,
    () => fail("maxLength", { n }),
  );

export const min = (limit: number): Check =>
  numberCheck(
    (number) => number >= limit,
    () => fail("min", { min: limit }),
  );
export const max = (limit: number): Check =>
  numberCheck(
    (number) => number <= limit,
    () => fail("max", { max: limit }),
  );

/** Whole numbers (seats, ages, percentages, days): a fraction is refused, never cut to its integer part. */
export const wholeNumber: Check = numberCheck(Number.isInteger, () => fail("wholeNumber"));

/** Lists of at most `n` entries. */
export const maxEntries =
  (n: number): Check =>
  (value) =>
    Array.isArray(value) && value.length > n ? fail("maxEntries", { n }) : undefined;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmail = (value: string): boolean => EMAIL.test(value.trim());
export const email: Check = textCheck(isEmail, () => fail("email"));

/** One phone number: 8–15 characters, digits with an optional leading plus, dashes or dots, no letters. */
const PHONE = /^\+?\d[\d.-]*$/;
export const isPhoneNumber = (value: string): boolean => {
  const trimmed = value.trim();
  return (
    trimmed.length >= PHONE_LENGTH.min &&
    trimmed.length <= PHONE_LENGTH.max &&
    PHONE.test(trimmed) &&
    /\d$/.test(trimmed)
  );
};

/**
 * A phone as it is stored: the console writes one as "+1 2125550100" (country code, a space, the number), so the spaces
 * a buyer's number is read out or pasted with go, and the leading plus and the digits stay as one run.
 */
export const compactPhone = (value: string): string => value.replace(/\s+/g, "");

export interface PhoneOptions {
  /** Several numbers separated by commas. */
  multiple?: boolean;
  /** The number must start with its area code, written "+<code>". */
  areaCodeRequired?: boolean;
}

export const phone =
  ({ multiple = false, areaCodeRequired = false }: PhoneOptions = {}): Check =>
  (value) => {
    if (typeof value !== "string" || isBlank(value)) return undefined;
    const numbers = multiple ? value.split(",") : [value];
    if (!numbers.every(isPhoneNumber)) return fail("phone");
    if (areaCodeRequired && !numbers.every((number) => number.trim().startsWith("+"))) return fail("areaCode");
    return undefined;
  };

/** A phone search: some digits to look for. */
export const phoneSearch: Check = textCheck(
  (text) => /\d/.test(text),
  () => fail("phone"),
);

export const isDigits = (value: string): boolean => /^\d+$/.test(value);
export const digits: Check = textCheck(isDigits, () => fail("digits"));

export const isDecimal = (value: string): boolean => /^-?\d+(\.\d+)?$/.test(value.trim());
export const decimal: Check = textCheck(isDecimal, () => fail("decimal"));

export const isIpAddress = (value: string): boolean => {
  const parts = value.trim().split(".");
  return (
    parts.length === 4 &&
    parts.every((part) => /^\d{1,3}$/.test(part) && Number(part) <= 255 && String(Number(part)) === part)
  );
};
export const ipAddress: Check = textCheck(isIpAddress, () => fail("ip"));

export const hasEmoji = (value: string): boolean => /\p{Extended_Pictographic}/u.test(value);
export const noEmoji: Check = textCheck(
  (text) => !hasEmoji(text),
  () => fail("emoji"),
);

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
export const creditCard: Check = textCheck(isLuhnValid, () => fail("creditCard"));

/** The last 4 digits of a card. */
export const cardLast4: Check = textCheck(
  (text) => /^\d{4}$/.test(text.trim()),
  () => fail("cardLast4"),
);

/** A price: at least 0, up to 7 integer digits and 2 decimals unless told otherwise. */
export const isPrice = (
  value: string,
  integerDigits: number = PRICE_DIGITS.integer,
  decimals: number = PRICE_DIGITS.decimals,
) => new RegExp(`^\\d{1,${integerDigits}}(\\.\\d{1,${decimals}})?$`).test(value.trim());
export const price = (integerDigits: number = PRICE_DIGITS.integer, decimals: number = PRICE_DIGITS.decimals): Check =>
  textCheck(
    (text) => isPrice(text, integerDigits, decimals),
    () => fail("price"),
  );

/** A person's name: contains a letter and no digits. */
export const isPersonName = (value: string): boolean => /\p{L}/u.test(value) && !/\d/.test(value);
export const personName: Check = textCheck(isPersonName, () => fail("personName"));

/** Trip names and codes: letters of any script (vendors name trips in their language), digits, `_`, space, `-`, `:`. */
export const isNameCharset = (value: string): boolean => /^[\p{L}\p{N}_ :-]+$/u.test(value);
export const nameCharset: Check = textCheck(isNameCharset, () => fail("charset"));

/** An id as the storage keeps it: a positive integer up to ID_MAX, as a number or as its digits. */
export const isId = (value: unknown): boolean => {
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : "";
  return /^[1-9]\d{0,9}$/.test(text) && Number(text) <= ID_MAX;
};
export const idCheck: Check = (value) => (isBlank(value) || isId(value) ? undefined : fail("id"));

/**
 * Text that PostgreSQL can store and UTF-8 can carry: no NUL character and no half of a UTF-16 surrogate pair (a
 * lone surrogate has no UTF-8 form). Paired surrogates (emoji, rare CJK characters) are ordinary text.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
export const isStorableText = (value: string): boolean => !value.includes("\u0000") && !LONE_SURROGATE.test(value);

/**
 * What every input is held to whatever its field (docs/rules.md, "Limits"): storable text, at most `textMax`
 * characters a string, at most LIST_MAX entries a list, whole numbers within the integer columns, with the path of
 * each failing value (`includes.3`).
 * Both servers run it over every request before the field's own rules.
 */
export function inputFailures(value: unknown, path: string, textMax: number = TEXT_MAX): FieldFailures {
  const failures: FieldFailures = {};
  const visit = (entry: unknown, at: string) => {
    if (typeof entry === "number") {
      const failure = integerFailure(entry, at);
      if (failure) failures[at] = failure;
    } else if (typeof entry === "string") {
      if (!isStorableText(entry)) failures[at] = fail("text");
      else if (entry.length > textMax) failures[at] = fail("maxLength", { n: textMax });
    } else if (Array.isArray(entry)) {
      if (entry.length > LIST_MAX) failures[at] = fail("maxEntries", { n: LIST_MAX });
      else entry.forEach((item, index) => visit(item, at ? `${at}.${index}` : String(index)));
    } else if (isPlainObject(entry)) {
      for (const [key, item] of Object.entries(entry)) visit(item, at ? `${at}.${key}` : key);
    }
  };
  visit(value, path);
  return failures;
}

/** Fields that name a record by the protocol's naming: `id`, `tid`, `tripId`, `tagIds.2`. */
const ID_FIELD = /(?:^|\.)(?:id|tid|\w+Id)$|Ids\.\d+$/;
const VERSION_FIELD = /(?:^|\.)version$/;

/**
 * Whole numbers are stored in 4-byte integer columns (ids, quantities, versions): one beyond them is refused on its
 * field, as an id where the field names one.
 */
function integerFailure(value: number, at: string): RuleFailure | undefined {
  // A version counts saves from 0 (nothing saved yet): a negative one names no state of any record.
  if (VERSION_FIELD.test(at) && Number.isInteger(value) && value < 0) return fail("min", { min: 0 });
  if (!Number.isInteger(value) || (value >= -ID_MAX - 1 && value <= ID_MAX)) return undefined;
  if (ID_FIELD.test(at)) return fail("id");
  return value > 0 ? fail("max", { max: ID_MAX }) : fail("min", { min: -ID_MAX - 1 });
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== "object" || value === null) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === null || prototype === Object.prototype;
};

/** `from` must be earlier than `to`; the failure belongs to the end of the range. */
export function dateRangeFailure(from: Date | string | null | undefined, to: Date | string | null | undefined) {
  if (!from || !to) return undefined;
  const [start, end] = [new Date(from).getTime(), new Date(to).getTime()];
  return !Number.isNaN(start) && !Number.isNaN(end) && start >= end ? fail("dateRange") : undefined;
}

/** Each field's checks in order, keeping the first failure; a blank field without `required` skips its checks. */
export function validateFields(checks: Record<string, readonly [value: unknown, checks: readonly Check[]]>) {
  const failures: FieldFailures = {};
  for (const [field, [value, fieldChecks]] of Object.entries(checks)) {
    if (!fieldChecks.includes(required) && isBlank(value)) continue;
    for (const check of fieldChecks) {
      const failure = check(value);
      if (failure) {
        failures[field] = failure;
        break;
      }
    }
  }
  return failures;
}

/** Passwords of operators and users: 6 to 128 characters. */
export const passwordChecks: readonly Check[] = [required, minLength(PASSWORD.min), maxLength(PASSWORD.max)];
