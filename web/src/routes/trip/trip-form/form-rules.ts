/**
 * The trip form's rules: the shared rule set's (`#rules`, docs/rules.md, docs/catalogue-contract.md section 4) on
 * the form's values, worded in the console's language. The vendor API checks the same again; its field paths are the
 * form's, so either answer lands on the same input.
 */
import { tripFailures, type SeatUsage } from "#rules";
import { wordFailures } from "@/shared/validation";
import { isBlankEntry, type ContentSection, type ContentValues } from "./content-sections";
import { toIsoTime, type TripFormValues } from "./form-values";

export { CUSTOM_PRICE_MAX, INVENTORIES_MAX, NO_USAGE, SHIFTS_MAX, dateShiftKey, type SeatUsage } from "#rules";

export type FormErrors = Record<string, string>;

/** The sections on the form; entries still blank are dropped on save, so they are counted but not checked. */
function contentOf(values: TripFormValues) {
  return Object.fromEntries(
    values.sections.map((section) => [
      section,
      (values[section] as ContentValues[ContentSection]).map((entry) =>
        typeof entry !== "string" && isBlankEntry(section, entry) ? null : entry,
      ),
    ]),
  );
}

/**
 * A sale time as the rules read it and the form saves it: an ISO 8601 instant of the tenant's zone, where the picker
 * keeps local text (`2025-03-01 10:00:00`, no ISO 8601 date and time). Text no instant is made of is checked as it is.
 */
function saleTime(local: string | null, timeZone: string): string | null {
  try {
    return toIsoTime(local, timeZone);
  } catch {
    return local;
  }
}

/**
 * Every message of the form, keyed by field path (`customPrices.0.price`), for @mantine/form's `validate`; sale times
 * are read in the tenant's zone (UTC when unknown).
 */
export function validateTripForm(values: TripFormValues, usage?: SeatUsage, timeZone = "UTC"): FormErrors {
  const failures = tripFailures(
    {
      ...values,
      saleStart: saleTime(values.saleStart, timeZone),
      saleEnd: saleTime(values.saleEnd, timeZone),
      rescheduleFeeCharged: values.rescheduleFeeType !== "FREE",
      content: contentOf(values),
    },
    usage,
  );
  return wordFailures(failures);
}
