/**
 * The booking form's values and their rules (docs/sales-contract.md, "Bookings taken in the console"): the form keeps
 * a count per price option of the departure; the shared booking rules (rules/booking.ts) read them as the passenger
 * lines the gateway and the vendor API check, and their field paths (`passengers.0.count`) are turned back into the
 * form's (`counts.Adult`).
 */
import { bookingFailures, bookingQuoteFailures, isIsoDate } from "#rules";
import type { BookingInput, BookingPaymentMethod, BookingQuoteInput } from "@/gql/graphql";
import { wordFailures } from "@/shared/validation";

export const PAYMENT_METHODS = ["CASH", "CARD_TERMINAL", "INVOICE"] as const satisfies readonly BookingPaymentMethod[];

export interface BookingValues {
  tripId: string | null;
  date: string;
  shift: string | null;
  /** Tickets per price option (its name), as typed. */
  counts: Record<string, string>;
  couponCode: string;
  contactFirstName: string;
  contactLastName: string;
  contactEmail: string;
  contactPhone: string;
  paymentMethod: BookingPaymentMethod;
}

export const newBookingValues = (date: string): BookingValues => ({
  tripId: null,
  date,
  shift: null,
  counts: {},
  couponCode: "",
  contactFirstName: "",
  contactLastName: "",
  contactEmail: "",
  contactPhone: "",
  paymentMethod: "CASH",
});

/** The passenger lines, one per option of the departure, in its order (the order the field paths count in). */
function passengersOf(values: BookingValues, options: readonly string[]) {
  return options.map((option) => {
    const text = (values.counts[option] ?? "").trim();
    return { option, count: text === "" ? 0 : /^\d+$/.test(text) ? Number(text) : text };
  });
}

const blankToNull = (value: string) => (value.trim() === "" ? null : value.trim());

/** What `bookingQuote` prices; undefined while the rules would refuse it (no ticket yet, a bad count). */
export function quoteInputOf(values: BookingValues, options: readonly string[]): BookingQuoteInput | undefined {
  if (!values.tripId || !isIsoDate(values.date)) return undefined;
  const passengers = passengersOf(values, options);
  const input = {
    tripId: values.tripId,
    date: values.date,
    shift: values.shift,
    passengers,
    couponCode: blankToNull(values.couponCode),
    contactEmail: blankToNull(values.contactEmail),
  };
  const failures = bookingQuoteFailures({ ...input, tripId: Number(values.tripId) });
  if (Object.keys(failures).some((field) => field !== "couponCode")) return undefined;
  return { ...input, passengers: passengers.map((line) => ({ option: line.option, count: Number(line.count) })) };
}

export function bookingInputOf(values: BookingValues, options: readonly string[], requestId: string): BookingInput {
  const quote = quoteInputOf(values, options)!;
  return {
    ...quote,
    requestId,
    contactFirstName: values.contactFirstName.trim(),
    contactLastName: values.contactLastName.trim(),
    contactEmail: values.contactEmail.trim(),
    contactPhone: values.contactPhone.trim(),
    paymentMethod: values.paymentMethod,
  };
}

/** `passengers.1.count` → `counts.Child`, `passengers` → `counts`: the input's paths as the form's. */
export function formPathsOf(fields: Record<string, string>, options: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).map(([field, message]) => {
      const line = /^passengers\.(\d+)\.(count|option)$/.exec(field);
      if (line) return [`counts.${options[Number(line[1])] ?? ""}`, message];
      return [field === "passengers" ? "counts" : field, message];
    }),
  );
}

/** Every rule the form can check by itself, worded, at the form's paths. */
export function validateBooking(values: BookingValues, options: readonly string[]): Record<string, string> {
  const failures = bookingFailures({
    ...values,
    tripId: values.tripId ?? "",
    passengers: passengersOf(values, options),
    // The enum's names travel to the API as its codes; the rule only needs one to be chosen.
    paymentMethod: values.paymentMethod ? "cash" : "",
  });
  return formPathsOf(wordFailures(failures), options);
}
