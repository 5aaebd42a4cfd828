import { isBlank, type Check } from "./checks";
import { fail } from "./failure";

/**
 * Card numbers leave the gateway masked, whatever the vendor API sends: at most the first 6 and the last 4 digits stay
 * (`424242******4242`). A whole number typed into a search is masked before it goes upstream, so it is never sent,
 * logged or answered.
 */
const KEPT_LEADING = 6;
const KEPT_TRAILING = 4;

/** Replaces every digit but the first 6 and the last 4 with `*`; shorter or already masked values stay as they are. */
export function maskCardNumber(value: string): string;
export function maskCardNumber(value: string | null): string | null;
export function maskCardNumber(value: string | null): string | null {
  if (value === null) return null;
  const digits = value.replace(/\D/g, "").length;
  let index = 0;
  return value.replace(/\d/g, (digit) => {
    const position = index++;
    return position < KEPT_LEADING || position >= digits - KEPT_TRAILING ? digit : "*";
  });
}

/**
 * A card number search as the vendor API takes it: the last 4 digits, or a masked number with at least 4 known digits
 * (`424242******4242`, `**** 4242`; a whole number becomes one). Null when the text is none of these.
 */
export function toCardNumberSearch(value: string): string | null {
  const cleaned = value.replace(/[\s-]/g, "").replace(/[xX]/g, "*");
  if (/^\d{4}$/.test(cleaned)) return cleaned;
  if (/^\d{12,19}$/.test(cleaned)) return maskCardNumber(cleaned);
  const parts = /^(\d*)\*+(\d*)$/.exec(cleaned);
  return parts && parts[1].length + parts[2].length >= KEPT_TRAILING ? cleaned : null;
}

/** A card search field: something `toCardNumberSearch` understands. */
export const cardNumberSearch: Check = (value) =>
  typeof value === "string" && !isBlank(value) && toCardNumberSearch(value) === null ? fail("creditCard") : undefined;
