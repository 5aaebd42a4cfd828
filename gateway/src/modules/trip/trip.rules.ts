/**
 * A trip's rules, checked before the vendor API is called: the shared rule set's (`#rules`, docs/rules.md) on the
 * GraphQL input. The vendor API checks them again plus what needs its database (code uniqueness, sold seats,
 * grouped matches); field paths are the same.
 */
import { CONTENT_SECTIONS, groupedTripFailures, tripFailures, type FieldFailures } from "#rules";
import type { GroupedTripInput, TripInput } from "./trip.input";

const isoOrNull = (value: Date | string | null | undefined) =>
  value instanceof Date ? value.toISOString() : (value ?? null);

export function validateTripInput(input: TripInput): FieldFailures {
  return tripFailures({
    ...input,
    rescheduleFeeCharged: input.rescheduleFeeType !== "FREE",
    saleStart: isoOrNull(input.saleStart),
    saleEnd: isoOrNull(input.saleEnd),
    content: Object.fromEntries(CONTENT_SECTIONS.map((section) => [section, input[section]])),
  });
}

export const validateGroupedTripInput = (input: GroupedTripInput): FieldFailures => groupedTripFailures(input);
