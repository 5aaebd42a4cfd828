/**
 * The booking fee form (docs/system-contract.md section 5): values, the shared rules (`#rules` `bookingFeeFailures`),
 * the input, and what a customer pays with it (`#rules` `bookingFeeCents`, as the vendor API charges it).
 */
import {
  BOOKING_FEE_TYPES as BOOKING_FEE_TYPES_CODES,
  bookingFeeCents as ruleBookingFeeCents,
  bookingFeeFailures,
  type BookingFeeMode as RuleMode,
} from "#rules";
import type { BookingFeeInput, BookingFeeMode, BookingFeeType } from "@/gql/graphql";
import { wordFailures } from "@/shared/validation";

export const BOOKING_FEE_TYPES: readonly BookingFeeType[] = ["NONE", "PER_TICKET", "PER_ORDER"];
export const BOOKING_FEE_MODES: readonly BookingFeeMode[] = ["FIXED", "PERCENTAGE"];

const RULE_MODE: Record<BookingFeeMode, RuleMode> = { FIXED: "fixed", PERCENTAGE: "percentage" };

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
  return wordFailures(bookingFeeFailures({ ...values, mode: RULE_MODE[values.mode], amount: values.amount.trim() }));
}

const RULE_TYPE: Record<BookingFeeType, number> = {
  NONE: BOOKING_FEE_TYPES_CODES.none,
  PER_TICKET: BOOKING_FEE_TYPES_CODES.perTicket,
  PER_ORDER: BOOKING_FEE_TYPES_CODES.perOrder,
};

/**
 * The fee in cents on tickets of the given prices (cents), by the vendor API's own arithmetic (`#rules`
 * `bookingFeeCents`); null while the amount breaks its rules.
 */
export function bookingFeeCents(values: BookingFeeValues, ticketCents: readonly number[]): number | null {
  if (values.type !== "NONE" && validateBookingFee(values).amount) return null;
  const fee = { type: RULE_TYPE[values.type], mode: RULE_MODE[values.mode], amount: values.amount || "0" };
  return Number(ruleBookingFeeCents(fee, ticketCents.map(BigInt)));
}

/** Cents as the console shows money: "$1,234.50". */
export const dollars = (cents: number): string =>
  `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
