/**
 * A single trip's rules (docs/catalogue-contract.md section 4): the shared rule set's (`#rules`, docs/rules.md) on
 * the REST input, whose numeric codes are named as the rules name them. What needs the database (the code's
 * uniqueness, seats already taken, grouped matches) is checked by the services.
 */
import {
  CANCELLATION_TYPES,
  CONTENT_SECTIONS,
  INVENTORY_TYPES,
  nameOf,
  PRICING_TYPES,
  RESCHEDULE_FEE_TYPES,
  tripFailures,
  type FieldFailures,
  type SeatUsage,
} from "../../protocol/rules";
import type { TripInput } from "./schemas";

/** Every rule of a single trip that needs no database; `usage` keeps quantities above the seats already taken. */
export function validateTrip(input: TripInput, usage: SeatUsage): FieldFailures {
  return tripFailures(
    {
      ...input,
      pricingType: nameOf(PRICING_TYPES, input.pricingType),
      inventoryType: nameOf(INVENTORY_TYPES, input.inventoryType),
      rescheduleFeeCharged: input.rescheduleFeeType !== RESCHEDULE_FEE_TYPES.FREE,
      cancellationType: nameOf(CANCELLATION_TYPES, input.cancellationType),
      content: Object.fromEntries(CONTENT_SECTIONS.map((section) => [section, input[section]])),
    },
    usage,
  );
}
