/**
 * The departures calendar's rules (docs/catalogue-contract.md section 7): the vendor API, the gateway and the console
 * check the same range. Dates are `YYYY-MM-DD`, both inclusive.
 */
import { isBlank } from "./checks";
import { isoDate } from "./date";
import { fail, type FieldFailures } from "./failure";

/** The most days one departures request spans: a month view with its leading and trailing weeks fits twice over. */
export const DEPARTURE_DAYS_MAX = 62;
/** The most passengers one manifest answers: more than any coach, boat or hall of the product's vendors holds. */
export const MANIFEST_PASSENGERS_MAX = 1000;
/** The most trips or tags one departures filter names. */
export const DEPARTURE_FILTER_IDS_MAX = 100;

const dayNumber = (date: string): number => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/** Both dates real, in order, and at most `DEPARTURE_DAYS_MAX` days apart (both counted). */
export function departureRangeFailures({ from, to }: { from?: unknown; to?: unknown }): FieldFailures {
  const failures: FieldFailures = {};
  for (const [field, value] of [
    ["from", from],
    ["to", to],
  ] as const) {
    if (isBlank(value)) failures[field] = fail("required");
    else {
      const failure = typeof value === "string" ? isoDate(value) : fail("date");
      if (failure) failures[field] = failure;
    }
  }
  if (failures.from || failures.to) return failures;
  const days = dayNumber(to as string) - dayNumber(from as string) + 1;
  if (days < 1) failures.to = fail("dateOrder");
  else if (days > DEPARTURE_DAYS_MAX) failures.to = fail("departure.rangeTooLong", { max: DEPARTURE_DAYS_MAX });
  return failures;
}
