/**
 * The booking fee form (docs/system-contract.md section 5): values, the shared rules (`#rules` `bookingFeeFailures`),
 * the input, and what a customer pays with it (`#rules` `bookingFeeCents`, as the vendor API charges it).
 */
import {
  BOOKING_FEE_MODES as MODE_CODES,
  BOOKING_FEE_TYPES as TYPE_CODES,
  bookingFeeCents as ruleBookingFeeCents,
  bookingFeeFailures,
  namesOf,
} from "#rules";
import type { BookingFeeInput, BookingFeeMode, BookingFeeType } from "@/gql/graphql";
import { wordFailures } from "@/shared/validation";

export const BOOKING_FEE_TYPES = namesOf(TYPE_CODES);
export const BOOKING_FEE_MODES = namesOf(MODE_CODES);

export type BookingFeeValues = { type: BookingFeeType; mode: BookingFeeMode; amount: string };

export const bookingFeeValues = (record: BookingFeeValues): BookingFeeValues => ({
  type: record.type,
  mode: record.mode,
  // A stored "0.00" of a tenant without a fee reads as an empty field, not as a price to edit.
  amount: record.type === "NONE" && Number(record.amount) === 0 ? "" : record.amount,
});

/** Without a fee the amount is not asked for; "0" is sent so the stored record stays whole. */
export const toBookingFeeInput = (values: BookingFeeValues): BookingFeeInput => ({
  type: values.type,
  mode: values.mode,
  amount: values.type === "NONE" ? "0" : values.amount.trim(),
});

export function validateBookingFee(values: BookingFeeValues): Record<string, string> {
  if (values.type === "NONE") return {};
  return wordFailures(bookingFeeFailures({ ...values, mode: MODE_CODES[values.mode], amount: values.amount.trim() }));
}

/**
 * The fee in cents on tickets of the given prices (cents), by the vendor API's own arithmetic (`#rules`
 * `bookingFeeCents`); null while the amount breaks its rules.
 */
export function bookingFeeCents(values: BookingFeeValues, ticketCents: readonly number[]): number | null {
  if (values.type !== "NONE" && validateBookingFee(values).amount) return null;
  const fee = { type: TYPE_CODES[values.type], mode: MODE_CODES[values.mode], amount: values.amount || "0" };
  return Number(ruleBookingFeeCents(fee, ticketCents.map(BigInt)));
}

/** Cents as the console shows money: "$1,234.50". */
export const dollars = (cents: number): string =>
  `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
